import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Typography } from '@mui/material';
import {
  DataTable,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { RecordActions, type RecordAction } from './ActionDialog';
import { ActionableList } from './ActionableList';

type ReviewRecord = {
  Id: number;
  Status: 'published' | 'reported' | 'hidden';
  OpenReportCount: number;
  Reports: { CustomerId: number; CustomerEmail: string | null; Reason: string; Note: string }[];
};

const STATUS_COLOR = { published: 'success', reported: 'warning', hidden: 'default' } as const;
const LIST_CHOICES = [
  { id: 'open', name: 'nangsue.content.review_filter.open' },
  { id: 'hidden', name: 'nangsue.content.review_filter.hidden' },
];

const ReviewStatus = () => (
  <StatusChip colors={STATUS_COLOR} labels="nangsue.content.review_status" testId="review-status" />
);

/** Reviews with reports waiting (or the hidden ones). */
export const ReportedReviewList = () => (
  <ActionableList choices={LIST_CHOICES} filterDefaultValues={{ Status: 'open' }}>
    <DataTable.Col source="BookName" disableSort />
    <DataTable.Col source="Title" disableSort />
    <DataTable.NumberCol source="Rating" disableSort />
    <DataTable.NumberCol source="OpenReportCount" disableSort />
    <DataTable.Col source="Status" disableSort>
      <ReviewStatus />
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

/** One review, its reports, and what staff may do with it. */
export const ReportedReviewShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<RecordActions actions={MODERATION} />}>
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
      </SimpleShowLayout>
    </Show>
  );
};
