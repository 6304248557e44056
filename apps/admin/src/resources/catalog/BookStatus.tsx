import EventIcon from '@mui/icons-material/Event';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import {
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { BookStatus } from '@nangsue/contracts/admin';
import { useState } from 'react';
import {
  Button,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { StoreDateTimePicker } from '../../components/DateInputs';
import { formatDateTime } from '../../lib/format';
import { useHasPermission } from '../../auth/use-has-permission';

type StatusRecord = { id: string | number; Status: BookStatus; PublishAt: string | null };

const COLORS: Record<BookStatus, 'default' | 'warning' | 'success'> = {
  draft: 'default',
  scheduled: 'warning',
  published: 'success',
};

/** Draft, scheduled (with its time) or published, as a coloured chip. */
export const StatusChip = ({ label: _label }: { label?: string; source?: string }) => {
  const record = useRecordContext<StatusRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const text = translate(`nangsue.catalog.status.${record.Status}`);
  const title =
    record.Status === 'scheduled' && record.PublishAt
      ? translate('nangsue.catalog.status_scheduled_for', {
          date: formatDateTime(record.PublishAt, locale),
        })
      : undefined;
  return (
    <Chip
      size="small"
      color={COLORS[record.Status]}
      label={text}
      title={title}
      data-testid="book-status"
    />
  );
};

/** Runs one of the book's publication calls, then reloads the record. */
const usePublication = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
};

/** Publish now, unpublish, schedule: the buttons of a book's page (with catalog.write). */
export const PublicationButtons = () => {
  const record = useRecordContext<StatusRecord & { StoreUrl: string }>();
  const translate = useTranslate();
  const run = usePublication();
  const canAccess = useHasPermission('catalog.write');
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState<string | null>(null);
  if (!record) return null;
  const id = String(record.id);

  return (
    <>
      <StatusChip />
      {canAccess && record.Status !== 'published' ? (
        <Button
          label="nangsue.catalog.actions.publish"
          onClick={() =>
            void run(
              () => callAdmin('adminBookPublish', { params: { id } }),
              'nangsue.catalog.actions.published',
            )
          }
        >
          <PublishIcon />
        </Button>
      ) : null}
      {canAccess && record.Status !== 'draft' ? (
        <Button
          label="nangsue.catalog.actions.unpublish"
          onClick={() =>
            void run(
              () => callAdmin('adminBookUnpublish', { params: { id } }),
              'nangsue.catalog.actions.unpublished',
            )
          }
        >
          <UnpublishedIcon />
        </Button>
      ) : null}
      {canAccess ? (
        <Button label="nangsue.catalog.actions.schedule" onClick={() => setScheduling(true)}>
          <EventIcon />
        </Button>
      ) : null}
      {record.Status === 'published' ? (
        <MuiButton
          size="small"
          href={record.StoreUrl}
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
        >
          {translate('nangsue.catalog.actions.view_in_store')}
        </MuiButton>
      ) : null}
      <Dialog open={scheduling} onClose={() => setScheduling(false)}>
        <DialogTitle>{translate('nangsue.catalog.actions.schedule')}</DialogTitle>
        <DialogContent>
          <StoreDateTimePicker
            label={translate('resources.books.fields.PublishAt')}
            value={when}
            onChange={setWhen}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setScheduling(false)}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton
            variant="contained"
            disabled={when === null}
            onClick={() => {
              if (when === null) return;
              setScheduling(false);
              void run(
                () =>
                  callAdmin('adminBookSchedule', {
                    params: { id },
                    body: { PublishAt: when },
                  }),
                'nangsue.catalog.actions.scheduled',
              );
            }}
          >
            {translate('nangsue.catalog.actions.schedule_confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
