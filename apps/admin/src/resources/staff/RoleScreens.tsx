import { Chip, Stack } from '@mui/material';
import {
  CheckboxGroupInput,
  DataTable,
  Edit,
  List,
  SaveButton,
  SimpleForm,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { PERMISSION_CHOICES } from './choices';

type RoleRecord = { Id: string; NameTh: string; NameEn: string; Permissions: string[] };

const RoleName = () => {
  const record = useRecordContext<RoleRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <>{locale === 'en' ? record.NameEn : record.NameTh}</>;
};

const PermissionChips = () => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {record.Permissions.map((permission) => (
        <Chip
          key={permission}
          size="small"
          label={translate(`nangsue.permissions.${permission}`)}
        />
      ))}
    </Stack>
  );
};

/** The roles and what each may do (data: an owner changes them; a change applies at the next call). */
export const RoleList = () => (
  <List pagination={false} exporter={false} sort={{ field: 'id', order: 'ASC' }}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="Id" disableSort>
        <RoleName />
      </DataTable.Col>
      <DataTable.Col source="Permissions" disableSort>
        <PermissionChips />
      </DataTable.Col>
      <DataTable.NumberCol source="StaffCount" disableSort />
    </DataTable>
  </List>
);

const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const RoleEdit = () => (
  <Edit mutationMode="pessimistic" title={<RoleName />}>
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <RoleName />
      <CheckboxGroupInput source="Permissions" choices={PERMISSION_CHOICES} row={false} />
    </SimpleForm>
  </Edit>
);
