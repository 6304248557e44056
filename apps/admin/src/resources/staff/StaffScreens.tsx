import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import { useState } from 'react';
import {
  Create,
  DataTable,
  Edit,
  email,
  List,
  ListButton,
  required,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { ConfirmButton, useRunCall } from '../../components/dialogs';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { LANGUAGE_CHOICES, ROLE_CHOICES, STATUS_CHOICES } from './choices';
import { SetupLinkDialog } from './SetupLinkDialog';

type StaffRecord = {
  id: number;
  Id: number;
  Email: string;
  DisplayName: string;
  Status: 'invited' | 'active' | 'disabled';
};

const STATUS_COLOR = { invited: 'info', active: 'success', disabled: 'default' } as const;

const StaffStatus = () => <StatusChip colors={STATUS_COLOR} labels="nangsue.staff.status" />;

const RoleText = () => {
  const record = useRecordContext<{ Role: string }>();
  const translate = useTranslate();
  return record ? <>{translate(`nangsue.roles.${record.Role}`)}</> : null;
};

const staffFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Role" source="Role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="Status" source="Status" choices={STATUS_CHOICES} alwaysOn />,
];

/** The staff members: who they are, their role, whether they can sign in. */
export const StaffList = () => (
  <List filters={staffFilters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="DisplayName" disableSort />
      <DataTable.Col source="Email" disableSort />
      <DataTable.Col source="Role" disableSort>
        <RoleText />
      </DataTable.Col>
      <DataTable.Col source="Status" disableSort>
        <StaffStatus />
      </DataTable.Col>
      <DataTable.Col source="LastLoginAt" disableSort>
        <LocalDateField source="LastLoginAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** Inviting a staff member: the answer's one-time set-up link is shown once, in a dialog. */
export const StaffCreate = () => {
  const redirect = useRedirect();
  const [link, setLink] = useState<{ url: string; email: string; id: number } | null>(null);
  return (
    <>
      <Create
        redirect={false}
        mutationOptions={{
          onSuccess: (data: StaffRecord & { SetupUrl: string }) =>
            setLink({ url: data.SetupUrl, email: data.Email, id: data.Id }),
        }}
      >
        <SimpleForm defaultValues={{ Role: 'catalog_editor', Language: 'th' }}>
          <TextInput source="Email" type="email" validate={[required(), email()]} />
          <TextInput source="DisplayName" validate={required()} />
          <SelectInput source="Role" choices={ROLE_CHOICES} validate={required()} />
          <SelectInput source="Language" choices={LANGUAGE_CHOICES} validate={required()} />
        </SimpleForm>
      </Create>
      <SetupLinkDialog
        url={link?.url ?? null}
        email={link?.email ?? ''}
        onClose={() => {
          const id = link?.id;
          setLink(null);
          redirect(id === undefined ? 'list' : 'edit', 'staff', id);
        }}
      />
    </>
  );
};

/** Disable (sessions end at once) or enable a staff member, after a confirmation. */
const StatusButton = () => {
  const record = useRecordContext<StaffRecord>();
  const refresh = useRefresh();
  const run = useRunCall();
  if (!record) return null;
  const disabling = record.Status !== 'disabled';
  return (
    <ConfirmButton
      label={disabling ? 'nangsue.staff.disable' : 'nangsue.staff.enable'}
      color={disabling ? 'error' : 'primary'}
      icon={disabling ? <BlockIcon /> : <CheckCircleIcon />}
      title={disabling ? 'nangsue.staff.disable' : 'nangsue.staff.enable'}
      content={disabling ? 'nangsue.staff.disable_confirm' : 'nangsue.staff.enable_confirm'}
      translateOptions={{ name: record.DisplayName || record.Email }}
      onConfirm={async () => {
        const ok = await run(
          () =>
            callAdmin(disabling ? 'adminStaffDisable' : 'adminStaffEnable', {
              params: { id: String(record.Id) },
            }),
          disabling ? 'nangsue.staff.disabled' : 'nangsue.staff.enabled',
        );
        if (ok) refresh();
      }}
    />
  );
};

/** A new set-up link (a lost phone or a forgotten password): the old password stops working. */
const ResetLinkButton = () => {
  const record = useRecordContext<StaffRecord>();
  const refresh = useRefresh();
  const run = useRunCall();
  const [url, setUrl] = useState<string | null>(null);
  if (!record) return null;
  return (
    <>
      <ConfirmButton
        label="nangsue.staff.reset_link"
        icon={<LinkIcon />}
        title="nangsue.staff.reset_link"
        content="nangsue.staff.reset_link_confirm"
        translateOptions={{ name: record.DisplayName || record.Email }}
        onConfirm={async () => {
          const ok = await run(async () => {
            const answer = await callAdmin('adminStaffResetLink', {
              params: { id: String(record.Id) },
            });
            setUrl(answer.SetupUrl);
          });
          if (ok) refresh();
        }}
      />
      <SetupLinkDialog url={url} email={record.Email} onClose={() => setUrl(null)} />
    </>
  );
};

const StaffEditActions = () => (
  <TopToolbar>
    <ResetLinkButton />
    <StatusButton />
    <ListButton />
  </TopToolbar>
);

/** Saving only: a staff member is disabled, never deleted (the audit log keeps naming them). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const StaffEdit = () => (
  <Edit actions={<StaffEditActions />} mutationMode="pessimistic">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextField source="Email" />
      <StaffStatus />
      <TextInput source="DisplayName" validate={required()} />
      <SelectInput source="Role" choices={ROLE_CHOICES} validate={required()} />
      <SelectInput source="Language" choices={LANGUAGE_CHOICES} validate={required()} />
    </SimpleForm>
  </Edit>
);
