import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplyIcon from '@mui/icons-material/Reply';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { REVIEW_ANSWER_MAX } from '@nangsue/contracts/admin';
import { useState } from 'react';
import {
  DataTable,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { ConfirmButton, useRunCall } from '../../components/dialogs';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { formatDateTime } from '../../lib/format';
import { ActionDialog, type RecordAction } from './ActionDialog';
import { ActionableList } from './ActionableList';

type ReviewRecord = {
  Id: number;
  Status: 'published' | 'reported' | 'hidden';
  OpenReportCount: number;
  Reports: { CustomerId: number; CustomerEmail: string | null; Reason: string; Note: string }[];
  Answer: { Body: string; UpdatedAt: string; StaffEmail: string | null } | null;
};

const STATUS_COLOR = { published: 'success', reported: 'warning', hidden: 'default' } as const;
const LIST_CHOICES = [
  { id: 'open', name: 'nangsue.content.review_filter.open' },
  { id: 'hidden', name: 'nangsue.content.review_filter.hidden' },
  { id: 'all', name: 'nangsue.content.review_filter.all' },
];

const ReviewStatus = () => (
  <StatusChip colors={STATUS_COLOR} labels="nangsue.content.review_status" testId="review-status" />
);

/** Whether the store answered the review, in the list. */
const AnsweredField = () => {
  const record = useRecordContext<ReviewRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" data-testid="review-answered">
      {translate(record.Answer ? 'nangsue.content.answered_yes' : 'nangsue.content.answered_no')}
    </Typography>
  );
};

/** Reviews with reports waiting, the hidden ones, or every review (newest first, to answer one). */
export const ReportedReviewList = () => (
  <ActionableList choices={LIST_CHOICES} filterDefaultValues={{ Status: 'open' }}>
    <DataTable.Col source="BookName" disableSort />
    <DataTable.Col source="Title" disableSort />
    <DataTable.NumberCol source="Rating" disableSort />
    <DataTable.NumberCol source="OpenReportCount" disableSort />
    <DataTable.Col source="Status" disableSort>
      <ReviewStatus />
    </DataTable.Col>
    <DataTable.Col source="Answer" disableSort>
      <AnsweredField />
    </DataTable.Col>
  </ActionableList>
);

const Reports = () => {
  const record = useRecordContext<ReviewRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {record.Reports.map((report) => (
        <Typography key={report.CustomerId} variant="body2">
          {translate('nangsue.content.report_line', {
            who: report.CustomerEmail ?? '—',
            reason: translate(`nangsue.content.report_reason.${report.Reason}`, {
              _: report.Reason,
            }),
            note: report.Note || '—',
          })}
        </Typography>
      ))}
    </>
  );
};

/** A moderation call on the review, with the staff member's reason if they gave one. */
const moderate =
  (route: 'adminReviewHide' | 'adminReviewRestore' | 'adminReviewDismissReports') =>
  (record: ReviewRecord, reason: string) =>
    callAdmin(route, { params: { id: record.Id }, body: { Reason: reason || null } });

const common = { fieldLabel: 'nangsue.content.reason_optional', minLength: 0 };
const MODERATION: RecordAction<ReviewRecord>[] = [
  {
    ...common,
    when: (record) => record.Status !== 'hidden',
    label: 'nangsue.content.hide',
    title: 'nangsue.content.hide_title',
    confirmText: 'nangsue.content.hide_confirm',
    color: 'error',
    icon: <VisibilityOffIcon />,
    done: 'nangsue.content.hidden',
    run: moderate('adminReviewHide'),
  },
  {
    ...common,
    when: (record) => record.Status !== 'published',
    label: 'nangsue.content.restore',
    title: 'nangsue.content.restore_title',
    confirmText: 'nangsue.content.restore_confirm',
    color: 'success',
    icon: <RestoreIcon />,
    done: 'nangsue.content.restored',
    run: moderate('adminReviewRestore'),
  },
  {
    ...common,
    when: (record) => record.OpenReportCount > 0,
    label: 'nangsue.content.dismiss',
    title: 'nangsue.content.dismiss_title',
    confirmText: 'nangsue.content.dismiss_confirm',
    icon: <DoneAllIcon />,
    done: 'nangsue.content.dismissed',
    run: moderate('adminReviewDismissReports'),
  },
];

/** Unicode code points, as the API counts the answer. */
const lengthOf = (text: string) => [...text.trim()].length;

/**
 * "Answer" (or "Edit answer"): a dialog with the store's public answer, prefilled when there is
 * one; the API checks it again and answers its message in the staff member's language.
 */
const AnswerButton = ({ record }: { record: ReviewRecord }) => {
  const translate = useTranslate();
  const runCall = useRunCall();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const editing = record.Answer !== null;
  const length = lengthOf(text);
  const show = () => {
    setText(record.Answer?.Body ?? '');
    setOpen(true);
  };
  const submit = async () => {
    setBusy(true);
    const saved = await runCall(
      () => callAdmin('adminReviewAnswer', { params: { id: record.Id }, body: { Body: text } }),
      editing ? 'nangsue.content.answer_saved' : 'nangsue.content.answer_sent',
    );
    setBusy(false);
    if (!saved) return;
    setOpen(false);
    refresh();
  };
  const label = editing ? 'nangsue.content.answer_edit' : 'nangsue.content.answer';
  return (
    <>
      <Button variant="contained" startIcon={<ReplyIcon />} onClick={show} sx={{ ml: 1 }}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{translate('nangsue.content.answer_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate(
              editing ? 'nangsue.content.answer_confirm_edit' : 'nangsue.content.answer_confirm',
            )}
          </DialogContentText>
          <MuiTextField
            autoFocus
            fullWidth
            multiline
            minRows={5}
            label={translate('nangsue.content.answer_text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={length > REVIEW_ANSWER_MAX}
            helperText={translate('nangsue.content.answer_count', {
              length,
              max: REVIEW_ANSWER_MAX,
            })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy || length === 0 || length > REVIEW_ANSWER_MAX}
            onClick={() => void submit()}
          >
            {translate(editing ? 'nangsue.content.answer_save' : 'nangsue.content.answer_send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** "Remove answer", after a confirmation: the answer leaves the store (audited). */
const RemoveAnswerButton = ({ record }: { record: ReviewRecord }) => {
  const runCall = useRunCall();
  const refresh = useRefresh();
  return (
    <ConfirmButton
      label="nangsue.content.answer_remove"
      icon={<DeleteIcon />}
      color="error"
      variant="outlined"
      title="nangsue.content.answer_remove_title"
      content="nangsue.content.answer_remove_confirm"
      confirm="nangsue.content.answer_remove"
      onConfirm={async () => {
        const removed = await runCall(
          () => callAdmin('adminReviewAnswerDelete', { params: { id: record.Id } }),
          'nangsue.content.answer_removed',
        );
        if (removed) refresh();
      }}
    />
  );
};

/**
 * The review page's toolbar: the moderation actions the review allows now, then the answer's
 * (answer or edit it unless the review is hidden; remove it when there is one).
 */
const ReviewToolbar = () => {
  const record = useRecordContext<ReviewRecord>();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar>
      {MODERATION.filter(({ when }) => when?.(record) ?? true).map(
        ({ when: _when, run, ...action }) => (
          <ActionDialog key={action.label} {...action} run={(text) => run(record, text)} />
        ),
      )}
      {record.Status !== 'hidden' ? <AnswerButton record={record} /> : null}
      {record.Answer ? <RemoveAnswerButton record={record} /> : null}
    </TopToolbar>
  );
};

/** The store's answer as readers see it, with who wrote it last and when. */
const Answer = () => {
  const record = useRecordContext<ReviewRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (!record.Answer)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(
          record.Status === 'hidden'
            ? 'nangsue.content.answer_none_hidden'
            : 'nangsue.content.answer_none',
        )}
      </Typography>
    );
  return (
    <Box data-testid="review-answer">
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {record.Answer.Body}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('nangsue.content.answer_by', {
          by: record.Answer.StaffEmail ?? '—',
          at: formatDateTime(record.Answer.UpdatedAt, locale),
        })}
      </Typography>
    </Box>
  );
};

/** One review, its reports, the store's answer, and what staff may do with it. */
export const ReportedReviewShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<ReviewToolbar />}>
      <SimpleShowLayout>
        <ReviewStatus />
        <TextField source="BookName" />
        <NumberField source="Rating" />
        <TextField source="Title" />
        <TextField source="Body" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="CustomerEmail" emptyText="—" />
        <LocalDateField source="CreatedAt" showTime />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('nangsue.content.reports')}
        </Typography>
        <Reports />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('nangsue.content.answer_heading')}
        </Typography>
        <Answer />
      </SimpleShowLayout>
    </Show>
  );
};
