import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import { Button, Chip } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
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
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
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

const StatusChip = () => {
  const record = useRecordContext<StaffRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[record.Status]}
      label={translate(`nangsue.staff.status.${record.Status}`)}
    />
  );
};

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
        <StatusChip />
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
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const disabling = record.Status !== 'disabled';
  const run = async () => {
    setBusy(true);
    try {
      await callAdmin(disabling ? 'adminStaffDisable' : 'adminStaffEnable', {
        params: { id: String(record.Id) },
      });
      notify(disabling ? 'nangsue.staff.disabled' : 'nangsue.staff.enabled', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        color={disabling ? 'error' : 'primary'}
        startIcon={disabling ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(disabling ? 'nangsue.staff.disable' : 'nangsue.staff.enable')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={disabling ? 'nangsue.staff.disable' : 'nangsue.staff.enable'}
        content={disabling ? 'nangsue.staff.disable_confirm' : 'nangsue.staff.enable_confirm'}
        translateOptions={{ name: record.DisplayName || record.Email }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** A new set-up link (a lost phone or a forgotten password): the old password stops working. */
const ResetLinkButton = () => {
  const record = useRecordContext<StaffRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  if (!record) return null;
  const run = async () => {
    setOpen(false);
    try {
      const answer = await callAdmin('adminStaffResetLink', {
        params: { id: String(record.Id) },
      });
      setUrl(answer.SetupUrl);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    }
  };
  return (
    <>
      <Button startIcon={<LinkIcon />} onClick={() => setOpen(true)}>
        {translate('nangsue.staff.reset_link')}
      </Button>
      <Confirm
        isOpen={open}
        title="nangsue.staff.reset_link"
        content="nangsue.staff.reset_link_confirm"
        translateOptions={{ name: record.DisplayName || record.Email }}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
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
      <StatusChip />
      <TextInput source="DisplayName" validate={required()} />
      <SelectInput source="Role" choices={ROLE_CHOICES} validate={required()} />
      <SelectInput source="Language" choices={LANGUAGE_CHOICES} validate={required()} />
    </SimpleForm>
  </Edit>
);
