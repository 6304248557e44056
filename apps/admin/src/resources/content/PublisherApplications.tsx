import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { DataTable, Show, SimpleShowLayout, TextField } from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { RecordActions, type RecordAction } from './ActionDialog';
import { ActionableList } from './ActionableList';

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

const ApplicationStatus = () => (
  <StatusChip
    colors={STATUS_COLOR}
    labels="nangsue.content.application_status"
    testId="application-status"
  />
);

/** Applications to sell on the store, waiting ones first. */
export const PublisherApplicationList = () => (
  <ActionableList choices={STATUS_CHOICES} sort={{ field: 'CreatedAt', order: 'ASC' }}>
    <DataTable.Col source="PublisherName" disableSort />
    <DataTable.Col source="LegalName" disableSort />
    <DataTable.Col source="Email" disableSort />
    <DataTable.Col source="Status" disableSort>
      <ApplicationStatus />
    </DataTable.Col>
    <DataTable.Col source="CreatedAt" disableSort>
      <LocalDateField source="CreatedAt" showTime />
    </DataTable.Col>
  </ActionableList>
);

/** Approve (optional note) or reject (a reason, e-mailed) a waiting application. */
const DECISIONS: RecordAction<ApplicationRecord>[] = [
  {
    when: (record) => record.Status === 'pending',
    label: 'nangsue.content.approve',
    title: 'nangsue.content.approve_title',
    confirmText: 'nangsue.content.approve_confirm',
    fieldLabel: 'nangsue.content.note',
    minLength: 0,
    color: 'success',
    icon: <CheckIcon />,
    done: 'nangsue.content.approved',
    run: (record, note) =>
      callAdmin('adminPublisherApplicationApprove', {
        params: { id: record.Id },
        body: { Note: note === '' ? null : note },
      }),
  },
  {
    when: (record) => record.Status === 'pending',
    label: 'nangsue.content.reject',
    title: 'nangsue.content.reject_title',
    confirmText: 'nangsue.content.reject_confirm',
    fieldLabel: 'nangsue.content.reason',
    minLength: 3,
    color: 'error',
    icon: <CloseIcon />,
    done: 'nangsue.content.rejected',
    run: (record, reason) =>
      callAdmin('adminPublisherApplicationReject', {
        params: { id: record.Id },
        body: { Reason: reason },
      }),
  },
];

/** The whole application, as the applicant sent it, and the decision once made. */
export const PublisherApplicationShow = () => (
  <Show actions={<RecordActions actions={DECISIONS} />}>
    <SimpleShowLayout>
      <ApplicationStatus />
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
