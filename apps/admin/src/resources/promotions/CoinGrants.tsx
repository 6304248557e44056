import { useState } from 'react';
import {
  Create,
  DataTable,
  email,
  List,
  maxLength,
  maxValue,
  minLength,
  minValue,
  NumberInput,
  required,
  SimpleForm,
  TextInput,
  useLocaleState,
  useRecordContext,
} from 'react-admin';
import { LocalDateField } from '../../components/fields';
import { satangInput } from '../../lib/format';
import { formatUnits, newClientKey } from './money';

const CoinsField = ({ source }: { source: 'CoinsSatang' | 'RemainingSatang' }) => {
  const record = useRecordContext<{ CoinsSatang: number; RemainingSatang: number }>();
  const [locale] = useLocaleState();
  return record ? <>{formatUnits(record[source], locale)}</> : null;
};

const grantFilters = [<NumberInput key="CustomerId" source="CustomerId" alwaysOn />];

/** Coins staff granted, newest first: to whom, how many are left, why, by whom. */
export const CoinGrantList = () => (
  <List filters={grantFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="CustomerEmail" disableSort />
      <DataTable.Col source="CoinsSatang" disableSort>
        <CoinsField source="CoinsSatang" />
      </DataTable.Col>
      <DataTable.Col source="RemainingSatang" disableSort>
        <CoinsField source="RemainingSatang" />
      </DataTable.Col>
      <DataTable.Col source="ExpiresAt" disableSort>
        <LocalDateField source="ExpiresAt" />
      </DataTable.Col>
      <DataTable.Col source="Reason" disableSort />
      <DataTable.Col source="CustomerNote" disableSort />
      <DataTable.Col source="GrantedBy" disableSort />
    </DataTable>
  </List>
);

/** The form's values as the API's body: the customer by e-mail, or by id when one is given. */
const toBody = (data: Record<string, unknown>) => {
  const id = data.CustomerId;
  const hasId = typeof id === 'number' && Number.isFinite(id);
  return {
    CustomerId: hasId ? id : null,
    CustomerEmail: hasId ? null : (data.CustomerEmail ?? null),
    CoinsSatang: data.CoinsSatang,
    ValidDays: data.ValidDays,
    Reason: data.Reason,
    CustomerNote: data.CustomerNote || null,
    ClientKey: data.ClientKey,
  };
};

/**
 * Grants a customer coins. The form carries one client key for its lifetime, so a double click
 * or a retry after a lost answer grants once.
 */
export const CoinGrantCreate = () => {
  const [clientKey] = useState(newClientKey);
  return (
    <Create redirect="list" transform={toBody}>
      <SimpleForm defaultValues={{ ValidDays: 365, ClientKey: clientKey }} sx={{ maxWidth: 640 }}>
        <TextInput
          source="CustomerEmail"
          type="email"
          validate={email()}
          helperText="nangsue.promotions.grant_customer_help"
          fullWidth
        />
        <NumberInput source="CustomerId" validate={minValue(1)} />
        <NumberInput
          source="CoinsSatang"
          {...satangInput}
          validate={[required(), minValue(1)]}
          helperText="nangsue.promotions.coins_help"
        />
        <NumberInput source="ValidDays" validate={[required(), minValue(1), maxValue(3650)]} />
        <TextInput
          source="Reason"
          validate={[required(), minLength(3), maxLength(500)]}
          helperText="nangsue.promotions.reason_help"
          multiline
          fullWidth
        />
        <TextInput
          source="CustomerNote"
          validate={maxLength(200)}
          helperText="nangsue.promotions.customer_note_help"
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
};
