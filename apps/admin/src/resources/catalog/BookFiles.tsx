import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { AdminRouteName } from '@nangsue/contracts/admin';
import {
  BOOK_FILE_UPLOAD_TYPES,
  COVER_UPLOAD_TYPES,
  type AdminBook,
} from '@nangsue/contracts/admin';
import { useId, useState, type ChangeEvent } from 'react';
import {
  HttpError,
  useCanAccess,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { uploadAdmin } from '../../api/client';
import { formatBytes } from './money';

type UploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; percent: number }
  | { phase: 'checking' }
  | { phase: 'failed'; messages: string[] }
  /** Stored, with what the checks warn about (a Thai EPUB without language or font). */
  | { phase: 'warned'; messages: string[] };

/**
 * One upload button: a file chosen is sent as the raw body of an `upload` route with its progress
 * shown; the API's messages (every line of a failed check) are listed under it. Also a home
 * slider's picture (src/resources/home).
 */
export const UploadButton = ({
  route,
  params,
  accept,
  label,
}: {
  route: Extract<
    AdminRouteName,
    | 'adminBookCoverUpload'
    | 'adminBookFileUpload'
    | 'adminBookSampleUpload'
    | 'adminSliderPictureUpload'
  >;
  params: { id: string; format?: string };
  accept: readonly string[];
  label: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const inputId = useId();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const busy = state.phase === 'sending' || state.phase === 'checking';

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Some systems give an .epub no type: the button says what it takes.
    const typed =
      accept.length === 1 && (file.type === '' || file.type === 'application/octet-stream')
        ? new File([file], file.name, { type: accept[0] })
        : file;
    setState({ phase: 'sending', percent: 0 });
    try {
      const answer = await uploadAdmin(route, { params }, typed, ({ loaded, total }) => {
        const percent = total > 0 ? Math.round((loaded / total) * 100) : 0;
        setState(percent >= 100 ? { phase: 'checking' } : { phase: 'sending', percent });
      });
      const warnings = 'Warnings' in answer ? answer.Warnings : [];
      setState(warnings.length > 0 ? { phase: 'warned', messages: warnings } : { phase: 'idle' });
      notify('nangsue.catalog.files.uploaded', { type: 'success' });
      refresh();
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { ErrorList?: unknown }) : null;
      const list = Array.isArray(body?.ErrorList)
        ? body.ErrorList.filter((line): line is string => typeof line === 'string')
        : [];
      setState({
        phase: 'failed',
        messages:
          list.length > 0
            ? list
            : [translate(error instanceof Error ? error.message : 'ra.notification.http_error')],
      });
    }
  };

  return (
    <Box>
      <Button
        component="label"
        htmlFor={inputId}
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={busy}
      >
        {label}
        <input
          id={inputId}
          type="file"
          hidden
          accept={accept.join(',')}
          aria-label={label}
          onChange={(event) => void onChange(event)}
        />
      </Button>
      {state.phase === 'sending' ? (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={state.percent} />
          <Typography variant="caption">
            {translate('nangsue.catalog.files.uploading', { percent: state.percent })}
          </Typography>
        </Box>
      ) : null}
      {state.phase === 'checking' ? (
        <Box sx={{ mt: 1, maxWidth: 320 }}>
          <LinearProgress />
          <Typography variant="caption">{translate('nangsue.catalog.files.checking')}</Typography>
        </Box>
      ) : null}
      {state.phase === 'failed' ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {state.messages.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
      {state.phase === 'warned' ? (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="upload-warnings">
          {state.messages.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
};

/** The "Files and cover" tab: the cover and each format with its sample. */
export const BookFiles = () => {
  const record = useRecordContext<AdminBook & { id: string | number }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess } = useCanAccess({ resource: 'books', action: 'edit' });
  // The list's row stands in for the book until the book itself arrives: it has no files.
  if (!record || !Array.isArray(record.Files)) return <LinearProgress sx={{ my: 2 }} />;
  const id = String(record.id);

  return (
    <Stack spacing={4} sx={{ py: 2, width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={record.CoverUrl}
          alt={translate('nangsue.catalog.files.cover')}
          data-testid="book-cover"
          sx={{ width: 143, height: 204, objectFit: 'cover', borderRadius: 1, boxShadow: 2 }}
        />
        <Stack spacing={1}>
          <Typography variant="h6">{translate('nangsue.catalog.files.cover')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {record.HasStoredCover
              ? translate('nangsue.catalog.files.cover_help')
              : translate('nangsue.catalog.files.cover_drawn')}
          </Typography>
          {canAccess ? (
            <UploadButton
              route="adminBookCoverUpload"
              params={{ id }}
              accept={COVER_UPLOAD_TYPES}
              label={translate('nangsue.catalog.files.upload_cover')}
            />
          ) : null}
        </Stack>
      </Stack>

      {(['EPUB', 'PDF'] as const).map((format) => {
        const file = record.Files.find((entry) => entry.Format === format);
        const type = format === 'EPUB' ? BOOK_FILE_UPLOAD_TYPES[0] : BOOK_FILE_UPLOAD_TYPES[1];
        const params = { id, format: format.toLowerCase() };
        return (
          <Stack key={format} spacing={1} data-testid={`book-file-${format}`}>
            <Typography variant="h6">
              {translate(`nangsue.catalog.files.${format.toLowerCase()}`)}
            </Typography>
            <Typography variant="body2" data-testid={`book-file-${format}-state`}>
              {!file
                ? translate('nangsue.catalog.files.none')
                : !file.Stored
                  ? translate('nangsue.catalog.files.announced')
                  : translate('nangsue.catalog.files.stored', {
                      size: formatBytes(file.SizeBytes, locale),
                      sample:
                        file.SampleSizeBytes === null
                          ? translate('nangsue.catalog.files.no_sample')
                          : formatBytes(file.SampleSizeBytes, locale),
                    })}
            </Typography>
            {canAccess ? (
              <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <UploadButton
                  route="adminBookFileUpload"
                  params={params}
                  accept={[type]}
                  label={translate('nangsue.catalog.files.upload_file', { format })}
                />
                {file?.Stored ? (
                  <UploadButton
                    route="adminBookSampleUpload"
                    params={params}
                    accept={[type]}
                    label={translate('nangsue.catalog.files.upload_sample', { format })}
                  />
                ) : null}
              </Stack>
            ) : null}
            <Typography variant="caption" color="text.secondary">
              {translate('nangsue.catalog.files.sample_help')}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
};
