import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Chip, Typography } from '@mui/material';
import {
  DataTable,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { ActionDialog } from './ActionDialog';

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

const StatusChip = () => {
  const record = useRecordContext<ReviewRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[record.Status]}
      label={translate(`nangsue.content.review_status.${record.Status}`)}
      data-testid="review-status"
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Status" source="Status" choices={LIST_CHOICES} alwaysOn />,
];

/** Reviews with reports waiting (or the hidden ones). */
export const ReportedReviewList = () => (
  <List filters={filters} filterDefaultValues={{ Status: 'open' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="BookName" disableSort />
      <DataTable.Col source="Title" disableSort />
      <DataTable.NumberCol source="Rating" disableSort />
      <DataTable.NumberCol source="OpenReportCount" disableSort />
      <DataTable.Col source="Status" disableSort>
        <StatusChip />
      </DataTable.Col>
    </DataTable>
  </List>
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

const ModerationActions = () => {
  const record = useRecordContext<ReviewRecord>();
  if (!record) return <TopToolbar />;
  const common = { fieldLabel: 'nangsue.content.reason_optional', minLength: 0 };
  return (
    <TopToolbar>
      {record.Status !== 'hidden' && (
        <ActionDialog
          {...common}
          label="nangsue.content.hide"
          title="nangsue.content.hide_title"
          confirmText="nangsue.content.hide_confirm"
          color="error"
          icon={<VisibilityOffIcon />}
          done="nangsue.content.hidden"
          run={(reason) =>
            callAdmin('adminReviewHide', {
              params: { id: record.Id },
              body: { Reason: reason || null },
            })
          }
        />
      )}
      {record.Status !== 'published' && (
        <ActionDialog
          {...common}
          label="nangsue.content.restore"
          title="nangsue.content.restore_title"
          confirmText="nangsue.content.restore_confirm"
          color="success"
          icon={<RestoreIcon />}
          done="nangsue.content.restored"
          run={(reason) =>
            callAdmin('adminReviewRestore', {
              params: { id: record.Id },
              body: { Reason: reason || null },
            })
          }
        />
      )}
      {record.OpenReportCount > 0 && (
        <ActionDialog
          {...common}
          label="nangsue.content.dismiss"
          title="nangsue.content.dismiss_title"
          confirmText="nangsue.content.dismiss_confirm"
          icon={<DoneAllIcon />}
          done="nangsue.content.dismissed"
          run={(reason) =>
            callAdmin('adminReviewDismissReports', {
              params: { id: record.Id },
              body: { Reason: reason || null },
            })
          }
        />
      )}
    </TopToolbar>
  );
};

/** One review, its reports, and what staff may do with it. */
export const ReportedReviewShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<ModerationActions />}>
      <SimpleShowLayout>
        <StatusChip />
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
