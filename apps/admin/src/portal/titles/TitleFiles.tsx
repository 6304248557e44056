import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { BOOK_FILE_UPLOAD_TYPES, COVER_UPLOAD_TYPES } from '@nangsue/contracts/admin';
import { useState } from 'react';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { callPortal, uploadPortal } from '../../api/client';
import { useRunCall } from '../../components/dialogs';
import { FileUploadButton } from '../../components/UploadButton';
import { formatBytes } from '../../resources/catalog/money';
import type { TitleRecord } from './TitleReview';
import { useCanWriteTitles } from './use-can-write';

const UPLOAD_TEXTS = {
  uploading: 'nangsue.portal.titles.files.uploading',
  checking: 'nangsue.portal.titles.files.checking',
  uploaded: 'nangsue.portal.titles.files.uploaded',
};

const WaitingChip = () => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color="info"
      label={translate('nangsue.portal.titles.files.waiting')}
    />
  );
};

/** The sample made from the book file's first chapter instead of an uploaded one. */
const FirstChapterButton = ({
  bookId,
  format,
  disabled,
}: {
  bookId: number;
  format: 'epub' | 'pdf';
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const run = useRunCall();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<AutoStoriesIcon />}
      disabled={disabled || busy}
      onClick={() => {
        setBusy(true);
        void run(
          () => callPortal('portalTitleSampleFirstChapter', { params: { bookId, format } }),
          'nangsue.portal.titles.files.first_chapter_done',
        )
          .then(refresh)
          .finally(() => setBusy(false));
      }}
    >
      {translate('nangsue.portal.titles.files.first_chapter')}
    </Button>
  );
};

/**
 * The "Files and cover" tab: the cover, the EPUB and the PDF with their samples, uploaded with
 * progress; a refused file lists the checker's findings, a stored one its warnings (a Thai EPUB
 * without its language or fonts). On an approved title they wait for review.
 */
export const TitleFiles = () => {
  const record = useRecordContext<TitleRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useRefresh();
  const canWrite = useCanWriteTitles();
  if (!record) return null;
  const bookId = record.Id;
  const locked = !record.CanEdit;
  const coverWaiting = record.PendingFields.includes('Cover');

  return (
    <Stack spacing={4} sx={{ py: 2 }}>
      {locked ? (
        <Alert severity="info">{translate('nangsue.portal.titles.files.locked')}</Alert>
      ) : null}
      {record.Warnings.length > 0 ? (
        <Alert severity="warning" data-testid="title-warnings">
          <AlertTitle>{translate('nangsue.portal.titles.files.warnings')}</AlertTitle>
          {record.Warnings.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      ) : null}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="img"
          src={record.CoverUrl}
          alt={translate('nangsue.portal.titles.files.cover')}
          data-testid="title-cover"
          sx={{ width: 143, height: 204, objectFit: 'cover', borderRadius: 1, boxShadow: 2 }}
        />
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6">{translate('nangsue.portal.titles.files.cover')}</Typography>
            {coverWaiting ? <WaitingChip /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(
              record.HasStoredCover
                ? 'nangsue.portal.titles.files.cover_help'
                : 'nangsue.portal.titles.files.cover_drawn',
            )}
          </Typography>
          {canWrite ? (
            <FileUploadButton
              accept={COVER_UPLOAD_TYPES}
              label={translate('nangsue.portal.titles.files.upload_cover')}
              texts={UPLOAD_TEXTS}
              disabled={locked}
              onDone={refresh}
              send={async (file, onProgress) => {
                await uploadPortal(
                  'portalTitleCoverUpload',
                  { params: { bookId } },
                  file,
                  onProgress,
                );
              }}
            />
          ) : null}
        </Stack>
      </Stack>

      {(['EPUB', 'PDF'] as const).map((format) => {
        const file = record.Files.find((entry) => entry.Format === format);
        const type = format === 'EPUB' ? BOOK_FILE_UPLOAD_TYPES[0] : BOOK_FILE_UPLOAD_TYPES[1];
        const formatParam = format === 'EPUB' ? ('epub' as const) : ('pdf' as const);
        const params = { bookId, format: formatParam };
        return (
          <Stack key={format} spacing={1} data-testid={`title-file-${format}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6">
                {translate(`nangsue.portal.titles.files.${formatParam}`)}
              </Typography>
              {file?.Pending ? <WaitingChip /> : null}
            </Stack>
            <Typography variant="body2" data-testid={`title-file-${format}-state`}>
              {file
                ? translate('nangsue.portal.titles.files.stored', {
                    size: formatBytes(file.SizeBytes, locale),
                    sample:
                      file.SampleSizeBytes === null
                        ? translate('nangsue.portal.titles.files.no_sample')
                        : formatBytes(file.SampleSizeBytes, locale),
                  })
                : translate('nangsue.portal.titles.files.none')}
            </Typography>
            {canWrite ? (
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start', maxWidth: 900 }}>
                <FileUploadButton
                  accept={[type]}
                  label={translate('nangsue.portal.titles.files.upload_file', { format })}
                  texts={UPLOAD_TEXTS}
                  disabled={locked}
                  onDone={refresh}
                  send={async (chosen, onProgress) =>
                    (await uploadPortal('portalTitleFileUpload', { params }, chosen, onProgress))
                      .UploadWarnings
                  }
                />
                {file ? (
                  <>
                    <FileUploadButton
                      accept={[type]}
                      label={translate('nangsue.portal.titles.files.upload_sample', { format })}
                      texts={UPLOAD_TEXTS}
                      disabled={locked}
                      onDone={refresh}
                      send={async (chosen, onProgress) =>
                        (
                          await uploadPortal(
                            'portalTitleSampleUpload',
                            { params },
                            chosen,
                            onProgress,
                          )
                        ).UploadWarnings
                      }
                    />
                    <FirstChapterButton bookId={bookId} format={formatParam} disabled={locked} />
                  </>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        );
      })}
      <Typography variant="caption" color="text.secondary">
        {translate('nangsue.portal.titles.files.sample_help')}
      </Typography>
    </Stack>
  );
};
