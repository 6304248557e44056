import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { ONIX_UPLOAD_TYPES } from '@nangsue/contracts/admin';
import {
  BULK_ZIP_UPLOAD_TYPES,
  PORTAL_BULK_LIMITS,
  type PortalBulkReport,
} from '@nangsue/contracts/portal';
import { useState } from 'react';
import { Title, useLocaleState, useRequireAccess, useTranslate } from 'react-admin';
import { uploadPortal } from '../../api/client';
import { ChooseFileButton, ImportProgress, useImportUpload } from '../../components/ImportUpload';
import { formatBytes } from '../../resources/catalog/money';
import { BulkReport } from './BulkReport';

/** The file typed as the route takes it (systems give a zip or an ONIX file other types, or none). */
const typedAs = (file: File, accepted: readonly string[]): File =>
  accepted.includes(file.type) ? file : new File([file], file.name, { type: accepted[0] });

/** One file to send: the chooser, the file chosen (or why not), its progress and report. */
const Part = ({
  heading,
  help,
  chooseLabel,
  accept,
  file,
  onFile,
  problem,
  busy,
  children,
}: {
  heading: string;
  help: string;
  chooseLabel: string;
  accept: readonly string[];
  file: File | null;
  onFile: (file: File | null) => void;
  problem: string | null;
  busy: boolean;
  children: React.ReactNode;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {help}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ChooseFileButton
          label={chooseLabel}
          accept={accept}
          variant="outlined"
          disabled={busy}
          onFile={onFile}
        />
        {file ? (
          <>
            <Typography variant="body2">
              {translate('nangsue.portal.bulk.chosen', {
                name: file.name,
                size: formatBytes(file.size, locale),
              })}
            </Typography>
            <Tooltip title={translate('nangsue.portal.bulk.clear')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={translate('nangsue.portal.bulk.clear')}
                  disabled={busy}
                  onClick={() => onFile(null)}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ) : null}
      </Stack>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {children}
    </Stack>
  );
};

/**
 * Bulk upload in the publisher portal (issue 25, docs/titles.md "Bulk upload", titles.write): an
 * ONIX 3.0 file, then a zip of book files, samples and covers named by record reference or ISBN.
 * Each is one upload with its progress; the API answers its report when done (as the back
 * office's ONIX import), listed record by record and file by file.
 */
export const BulkUploadPage = () => {
  const { isPending } = useRequireAccess({ action: 'write', resource: 'titles.write' });
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`nangsue.portal.bulk.${key}`, options);
  const [onixFile, setOnixFile] = useState<File | null>(null);
  const [zipFile, setZipFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<{ onix: string | null; zip: string | null }>({
    onix: null,
    zip: null,
  });
  const [stopped, setStopped] = useState(false);
  const onix = useImportUpload<PortalBulkReport>();
  const zip = useImportUpload<PortalBulkReport>();
  if (isPending) return null;
  const busy = onix.busy || zip.busy;

  /** A file over the API's limit is said at once, not after sending it. */
  const choose =
    (part: 'onix' | 'zip', limit: number, set: (file: File | null) => void) =>
    (file: File | null) => {
      const tooLarge = file !== null && file.size > limit;
      setProblems((current) => ({
        ...current,
        [part]: tooLarge
          ? t('too_large', { name: file.name, megabytes: Math.round(limit / 1024 / 1024) })
          : null,
      }));
      set(tooLarge ? null : file);
    };

  const start = async () => {
    setStopped(false);
    onix.setState({ phase: 'idle' });
    zip.setState({ phase: 'idle' });
    if (onixFile) {
      const report = await onix.run((onProgress) =>
        uploadPortal('portalBulkOnix', {}, typedAs(onixFile, ONIX_UPLOAD_TYPES), onProgress),
      );
      if (!report) {
        if (zipFile) setStopped(true);
        return;
      }
      setOnixFile(null);
    }
    if (zipFile) {
      const report = await zip.run((onProgress) =>
        uploadPortal('portalBulkFiles', {}, typedAs(zipFile, BULK_ZIP_UPLOAD_TYPES), onProgress),
      );
      if (report) setZipFile(null);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Box>
              <Typography variant="h5" component="h1" gutterBottom>
                {t('title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('intro')}
              </Typography>
            </Box>
            <Part
              heading={t('onix_title')}
              help={t('onix_help')}
              chooseLabel={t('onix_choose')}
              accept={[...ONIX_UPLOAD_TYPES, '.xml', '.onix']}
              file={onixFile}
              onFile={choose('onix', PORTAL_BULK_LIMITS.onix, setOnixFile)}
              problem={problems.onix}
              busy={busy}
            >
              <ImportProgress
                state={onix.state}
                texts={{
                  uploading: 'nangsue.portal.bulk.uploading',
                  importing: 'nangsue.portal.bulk.importing_onix',
                }}
              />
            </Part>
            <Part
              heading={t('zip_title')}
              help={t('zip_help')}
              chooseLabel={t('zip_choose')}
              accept={[...BULK_ZIP_UPLOAD_TYPES, '.zip']}
              file={zipFile}
              onFile={choose('zip', PORTAL_BULK_LIMITS.zip, setZipFile)}
              problem={problems.zip}
              busy={busy}
            >
              <ImportProgress
                state={zip.state}
                texts={{
                  uploading: 'nangsue.portal.bulk.uploading',
                  importing: 'nangsue.portal.bulk.importing_zip',
                }}
              />
              {stopped ? <Alert severity="info">{t('stopped')}</Alert> : null}
            </Part>
            <Box>
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon />}
                disabled={busy || (!onixFile && !zipFile)}
                onClick={() => void start()}
              >
                {t('start')}
              </Button>
              {!onixFile && !zipFile && !busy ? (
                <Typography variant="caption" color="text.secondary" sx={{ ml: 2 }}>
                  {t('nothing')}
                </Typography>
              ) : null}
            </Box>
            {onix.state.phase === 'done' || zip.state.phase === 'done' ? <Divider /> : null}
            {onix.state.phase === 'done' ? (
              <BulkReport
                kind="onix"
                report={onix.state.report}
                heading={t('report_onix')}
                testId="bulk-onix-report"
              />
            ) : null}
            {zip.state.phase === 'done' ? (
              <BulkReport
                kind="files"
                report={zip.state.report}
                heading={t('report_zip')}
                testId="bulk-zip-report"
              />
            ) : null}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
