import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { AdminRouteName } from '@nangsue/contracts/admin';
import {
  BOOK_FILE_UPLOAD_TYPES,
  COVER_UPLOAD_TYPES,
  type AdminBook,
} from '@nangsue/contracts/admin';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { uploadAdmin } from '../../api/client';
import { FileUploadButton } from '../../components/UploadButton';
import { formatBytes } from './money';
import { useHasPermission } from '../../auth/use-has-permission';

const CATALOG_UPLOAD_TEXTS = {
  uploading: 'nangsue.catalog.files.uploading',
  checking: 'nangsue.catalog.files.checking',
  uploaded: 'nangsue.catalog.files.uploaded',
};

/**
 * One upload button over an `upload` route of the back office (components/UploadButton.tsx shows
 * the progress and the API's messages). Also a home slider's picture (src/resources/home).
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
  const refresh = useRefresh();
  return (
    <FileUploadButton
      accept={accept}
      label={label}
      texts={CATALOG_UPLOAD_TEXTS}
      onDone={refresh}
      send={async (file, onProgress) => {
        const answer = await uploadAdmin(route, { params }, file, onProgress);
        return 'Warnings' in answer ? answer.Warnings : [];
      }}
    />
  );
};

/** The "Files and cover" tab: the cover and each format with its sample. */
export const BookFiles = () => {
  const record = useRecordContext<AdminBook & { id: string | number }>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const canAccess = useHasPermission('catalog.write');
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
