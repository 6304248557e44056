import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/Publish';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { PortalTitle } from '@nangsue/contracts/portal';
import { useState } from 'react';
import { TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { callPortal } from '../../api/client';
import { ConfirmButton, useRunCall } from '../../components/dialogs';
import { errorLinesOf } from '../../components/UploadButton';
import { useDateTime } from '../../lib/format';
import { TitleStateChips } from './TitleList';
import { latestChangeRequest, wasApproved } from './title-state';
import { useCanWriteTitles } from './use-can-write';

export type TitleRecord = PortalTitle & { id: number };

/** A field waiting for review, by name (`PendingFields`: the form's fields, Cover, FileEPUB...). */
const usePendingLabel = () => {
  const translate = useTranslate();
  return (field: string) =>
    translate(`nangsue.portal.titles.pending_fields.${field}`, {
      _: translate(`resources.titles.fields.${field}`, { _: field }),
    });
};

/**
 * Opens the title in the store's reader in a new tab: the preview route answers a one-time link
 * (ADR 0019 "Preview"), opened at once.
 */
export const PreviewButton = ({ bookId }: { bookId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const link = await callPortal('portalTitlePreview', { params: { bookId } });
      window.open(link.Url, '_blank', 'noopener');
      notify('nangsue.portal.titles.preview_opened', {
        type: 'info',
        messageArgs: { minutes: link.ReadingMinutes },
      });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<VisibilityIcon />}
      disabled={busy}
      onClick={() => void open()}
      data-testid="title-preview"
    >
      {translate('nangsue.portal.titles.preview')}
    </Button>
  );
};

/** The edit page's buttons: preview, the store's page, and taking the title off or back on. */
export const TitleActions = () => {
  const record = useRecordContext<TitleRecord>();
  const translate = useTranslate();
  const run = useRunCall();
  const refresh = useRefresh();
  const canWrite = useCanWriteTitles();
  if (!record || !Array.isArray(record.History)) return <TopToolbar />;
  const bookId = record.Id;
  const approved = wasApproved(record);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <PreviewButton bookId={bookId} />
      {record.StoreUrl ? (
        <Button
          size="small"
          href={record.StoreUrl}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
        >
          {translate('nangsue.portal.titles.view_in_store')}
        </Button>
      ) : null}
      {canWrite && record.StoreStatus !== 'draft' ? (
        <ConfirmButton
          label="nangsue.portal.titles.unpublish"
          icon={<UnpublishedIcon />}
          color="warning"
          title="nangsue.portal.titles.unpublish_title"
          content="nangsue.portal.titles.unpublish_content"
          onConfirm={() =>
            run(
              () => callPortal('portalTitleUnpublish', { params: { bookId } }),
              'nangsue.portal.titles.unpublished',
            ).then(refresh)
          }
        />
      ) : null}
      {canWrite && approved && record.StoreStatus === 'draft' ? (
        <ConfirmButton
          label="nangsue.portal.titles.publish"
          icon={<PublishIcon />}
          title="nangsue.portal.titles.publish_title"
          content="nangsue.portal.titles.publish_content"
          onConfirm={() =>
            run(
              () => callPortal('portalTitlePublish', { params: { bookId } }),
              'nangsue.portal.titles.published',
            ).then(refresh)
          }
        />
      ) : null}
    </TopToolbar>
  );
};

/** Sends the title (or an approved title's changes) for review, with a note to the reviewer. */
const SubmitButton = ({ bookId }: { bookId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const close = () => {
    setOpen(false);
    setProblems([]);
  };
  const submit = async () => {
    setBusy(true);
    try {
      await callPortal('portalTitleSubmit', {
        params: { bookId },
        body: { Comment: comment.trim() === '' ? null : comment.trim() },
      });
      notify('nangsue.portal.titles.submitted', { type: 'success' });
      setComment('');
      close();
      refresh();
    } catch (error) {
      setProblems(errorLinesOf(error, translate));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="contained" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate('nangsue.portal.titles.submit')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{translate('nangsue.portal.titles.submit_title')}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('nangsue.portal.titles.submit_help')}
          </Typography>
          {problems.length > 0 ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="submit-problems">
              {problems.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          ) : null}
          <TextField
            label={translate('nangsue.portal.titles.submit_comment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void submit()}>
            {translate('nangsue.portal.titles.submit_confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * Where the title stands in its review: staff's comment when they sent it back, what waits for
 * approval, and the buttons to send it for review or take it back.
 */
export const TitleReviewCard = () => {
  const record = useRecordContext<TitleRecord>();
  const translate = useTranslate();
  const dateTime = useDateTime();
  const pendingLabel = usePendingLabel();
  const run = useRunCall();
  const refresh = useRefresh();
  const canWrite = useCanWriteTitles();
  if (!record) return null;
  const bookId = record.Id;
  const approved = wasApproved(record);
  const request = latestChangeRequest(record.History);
  const submittedAt = record.History.find((entry) => entry.Kind === 'submit')?.At;
  const canSubmit =
    (record.ReviewStatus === 'draft' || record.ReviewStatus === 'changes_requested') &&
    (!approved || record.HasPendingChanges);

  return (
    <Card data-testid="title-review">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}
        >
          <Box>
            <TitleStateChips title={record} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('nangsue.portal.titles.sold', { smart_count: record.SoldCount })}
              {record.StoreStatus === 'scheduled' && record.PublishAt
                ? ` · ${translate('nangsue.portal.titles.scheduled_for', {
                    date: dateTime(record.PublishAt),
                  })}`
                : ''}
              {!approved && record.RequestedPublishAt
                ? ` · ${translate('nangsue.portal.titles.requested_for', {
                    date: dateTime(record.RequestedPublishAt),
                  })}`
                : ''}
            </Typography>
          </Box>
          {canWrite ? (
            <Stack direction="row" spacing={1}>
              {canSubmit ? <SubmitButton bookId={bookId} /> : null}
              {record.ReviewStatus === 'submitted' ? (
                <ConfirmButton
                  label="nangsue.portal.titles.withdraw"
                  icon={<UndoIcon />}
                  title="nangsue.portal.titles.withdraw_title"
                  content="nangsue.portal.titles.withdraw_content"
                  onConfirm={() =>
                    run(
                      () => callPortal('portalTitleWithdraw', { params: { bookId } }),
                      'nangsue.portal.titles.withdrawn',
                    ).then(refresh)
                  }
                />
              ) : null}
            </Stack>
          ) : null}
        </Stack>

        {record.ReviewStatus === 'changes_requested' && request ? (
          <Alert severity="warning" sx={{ mt: 1 }} data-testid="title-change-request">
            <AlertTitle>
              {translate('nangsue.portal.titles.changes_requested_title', {
                date: dateTime(request.At),
              })}
            </AlertTitle>
            <Box sx={{ whiteSpace: 'pre-wrap' }}>{request.Comment ?? ''}</Box>
          </Alert>
        ) : null}
        {record.ReviewStatus === 'submitted' ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('nangsue.portal.titles.waiting', {
              date: submittedAt ? dateTime(submittedAt) : '—',
            })}
          </Alert>
        ) : null}
        {canSubmit ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate(
              approved ? 'nangsue.portal.titles.ready_revision' : 'nangsue.portal.titles.ready_new',
            )}
          </Alert>
        ) : null}
        {record.HasPendingChanges && record.PendingFields.length > 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="title-pending">
            {translate('nangsue.portal.titles.pending', {
              fields: record.PendingFields.map(pendingLabel).join(', '),
            })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};
