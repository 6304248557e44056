import { Chip } from '@mui/material';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/fields';

export type CustomerStatus = 'active' | 'locked' | 'deleted';

const STATUS_COLOR = { active: 'success', locked: 'error', deleted: 'default' } as const;

const STATUS_CHOICES = (['active', 'locked', 'deleted'] as const).map((id) => ({
  id,
  name: `nangsue.customers.status.${id}`,
}));

/** The account's status (active, locked by staff, erased), coloured. */
export const CustomerStatusChip = () => {
  const record = useRecordContext<{ id: number; Status: CustomerStatus }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[record.Status]}
      label={translate(`nangsue.customers.status.${record.Status}`)}
      data-testid="customer-status"
    />
  );
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Status" source="Status" choices={STATUS_CHOICES} alwaysOn />,
];

/**
 * Customers, newest first, a page at a time (never counted): the search box takes an id, the
 * start of an e-mail or a part of the name.
 */
export const CustomerList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.NumberCol source="Id" disableSort />
      <DataTable.Col source="Email" disableSort>
        <TextField source="Email" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="FirstName" disableSort />
      <DataTable.Col source="LastName" disableSort />
      <DataTable.Col source="Status" disableSort>
        <CustomerStatusChip />
      </DataTable.Col>
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" />
      </DataTable.Col>
      <DataTable.Col source="LastLoginAt" disableSort>
        <LocalDateField source="LastLoginAt" showTime emptyText="—" />
      </DataTable.Col>
    </DataTable>
  </List>
);
