import { Chip } from '@mui/material';
import {
  DataTable,
  List,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { FromDateInput, ToDateInput } from '../../components/DateInputs';
import { LocalDateField } from '../../components/fields';
import { useBaht } from '../../lib/format';
import type { OrderRecord } from './types';

const STATUS_COLOR = {
  PD: 'warning',
  AP: 'success',
  CR: 'default',
  EX: 'default',
  RR: 'error',
} as const;

const STATUS_CHOICES = (['PD', 'AP', 'CR', 'EX', 'RR'] as const).map((id) => ({
  id,
  name: `nangsue.orders.status.${id}`,
}));
const GATEWAY_CHOICES = (['demo', 'omise', 'pgw', 'coins'] as const).map((id) => ({
  id,
  name: `nangsue.orders.gateway.${id}`,
}));

/** The order's status as the API words it (partly refunded orders say so), coloured. */
export const OrderStatusChip = () => {
  const record = useRecordContext<OrderRecord>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={
        record.Status === 'AP' && record.RefundedSatang > 0 ? 'info' : STATUS_COLOR[record.Status]
      }
      label={record.StatusText}
      data-testid="order-status"
    />
  );
};

/** A satang field as baht. */
export const BahtField = ({ source }: { source: keyof OrderRecord & string; label?: string }) => {
  const record = useRecordContext<OrderRecord>();
  const baht = useBaht();
  if (!record) return null;
  const value = record[source];
  return <>{typeof value === 'number' ? baht(value) : '—'}</>;
};

const GatewayField = () => {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  if (!record?.Gateway) return <>—</>;
  return <>{translate(`nangsue.orders.gateway.${record.Gateway}`)}</>;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Status" source="Status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="Gateway" source="Gateway" choices={GATEWAY_CHOICES} />,
  <TextInput key="Number" source="Number" />,
  <TextInput key="Email" source="Email" />,
  <NumberInput key="BookId" source="BookId" />,
  <FromDateInput key="From" source="From" />,
  <ToDateInput key="To" source="To" />,
];

/**
 * Every order, newest first, a page at a time (the API reads one row more than the page, never a
 * count): by number or e-mail (the search box), status, gateway, book and dates.
 */
export const OrderList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="OrderNumber" disableSort />
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="CustomerEmail" disableSort />
      <DataTable.Col source="StatusText" disableSort>
        <OrderStatusChip />
      </DataTable.Col>
      <DataTable.Col source="TotalSatang" disableSort align="right">
        <BahtField source="TotalSatang" />
      </DataTable.Col>
      <DataTable.Col source="RefundedSatang" disableSort align="right">
        <BahtField source="RefundedSatang" />
      </DataTable.Col>
      <DataTable.Col source="Gateway" disableSort>
        <GatewayField />
      </DataTable.Col>
      <DataTable.NumberCol source="ItemCount" disableSort />
    </DataTable>
  </List>
);
