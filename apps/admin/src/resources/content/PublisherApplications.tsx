import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Chip } from '@mui/material';
import {
  DataTable,
  List,
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

type ApplicationRecord = {
  Id: number;
  Status: 'pending' | 'approved' | 'rejected';
  PublisherName: string;
};

const STATUS_COLOR = { pending: 'warning', approved: 'success', rejected: 'default' } as const;
const STATUS_CHOICES = ['pending', 'approved', 'rejected'].map((id) => ({
  id,
  name: `nangsue.content.application_status.${id}`,
}));

const StatusChip = () => {
  const record = useRecordContext<ApplicationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[record.Status]}
      label={translate(`nangsue.content.application_status.${record.Status}`)}
      data-testid="application-status"
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Status" source="Status" choices={STATUS_CHOICES} alwaysOn />,
];

/** Applications to sell on the store, waiting ones first. */
export const PublisherApplicationList = () => (
  <List filters={filters} exporter={false} sort={{ field: 'CreatedAt', order: 'ASC' }}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="PublisherName" disableSort />
      <DataTable.Col source="LegalName" disableSort />
      <DataTable.Col source="Email" disableSort />
      <DataTable.Col source="Status" disableSort>
        <StatusChip />
      </DataTable.Col>
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** Approve (optional note) or reject (a reason, e-mailed) a waiting application. */
const DecisionActions = () => {
  const record = useRecordContext<ApplicationRecord>();
  if (!record || record.Status !== 'pending') return <TopToolbar />;
  return (
    <TopToolbar>
      <ActionDialog
        label="nangsue.content.approve"
        title="nangsue.content.approve_title"
        confirmText="nangsue.content.approve_confirm"
        fieldLabel="nangsue.content.note"
        minLength={0}
        color="success"
        icon={<CheckIcon />}
        done="nangsue.content.approved"
        run={(note) =>
          callAdmin('adminPublisherApplicationApprove', {
            params: { id: record.Id },
            body: { Note: note === '' ? null : note },
          })
        }
      />
      <ActionDialog
        label="nangsue.content.reject"
        title="nangsue.content.reject_title"
        confirmText="nangsue.content.reject_confirm"
        fieldLabel="nangsue.content.reason"
        minLength={3}
        color="error"
        icon={<CloseIcon />}
        done="nangsue.content.rejected"
        run={(reason) =>
          callAdmin('adminPublisherApplicationReject', {
            params: { id: record.Id },
            body: { Reason: reason },
          })
        }
      />
    </TopToolbar>
  );
};

/** The whole application, as the applicant sent it, and the decision once made. */
export const PublisherApplicationShow = () => (
  <Show actions={<DecisionActions />}>
    <SimpleShowLayout>
      <StatusChip />
      <TextField source="PublisherName" />
      <TextField source="LegalName" />
      <TextField source="AccountType" />
      <TextField source="TaxId" />
      <TextField source="ContactName" />
      <TextField source="Email" />
      <TextField source="Phone" />
      <TextField source="Address" />
      <TextField source="Website" emptyText="—" />
      <TextField source="BankCode" />
      <TextField source="BankAccountName" />
      <TextField source="BankAccountNumber" />
      <TextField source="ExpectedTitles" emptyText="—" />
      <TextField source="SampleTitles" emptyText="—" />
      <TextField source="Message" emptyText="—" />
      <LocalDateField source="CreatedAt" showTime />
      <LocalDateField source="DecidedAt" showTime emptyText="—" />
      <TextField source="DecidedBy" emptyText="—" />
      <TextField source="DecisionNote" emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
