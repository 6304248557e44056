import { Alert } from '@mui/material';
import type { WithholdingRate } from '@nangsue/contracts/admin';
import {
  Create,
  DataTable,
  DateInput,
  FunctionField,
  List,
  maxLength,
  minLength,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { bpInput, formatBp, percentRange } from './format';
import { PAYEE_KIND_CHOICES } from './Organisations';

/** The withholding tax rates by payee kind, newest first, with the day each applies from and why. */
export const WithholdingRateList = () => {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="PayeeKind" disableSort>
          <FunctionField<WithholdingRate>
            render={(record) => translate(`nangsue.royalties.payee_kind.${record.PayeeKind}`)}
          />
        </DataTable.Col>
        <DataTable.Col source="RateBp" disableSort>
          <FunctionField<WithholdingRate> render={(record) => `${formatBp(record.RateBp)}%`} />
        </DataTable.Col>
        <DataTable.Col source="EffectiveFrom" disableSort />
        <DataTable.Col source="Source" disableSort />
        <DataTable.NumberCol source="StatementCount" disableSort />
      </DataTable>
    </List>
  );
};

/** A new rate from a day on: rates are never edited, so older statements stay explained. */
export const WithholdingRateCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm sx={{ maxWidth: 720 }} defaultValues={{ PayeeKind: 'company' }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('nangsue.royalties.rate_help')}
        </Alert>
        <SelectInput source="PayeeKind" choices={PAYEE_KIND_CHOICES} validate={required()} />
        <NumberInput
          source="RateBp"
          {...bpInput}
          validate={[required(), percentRange]}
          helperText="nangsue.royalties.rate_percent_help"
        />
        <DateInput source="EffectiveFrom" validate={required()} />
        <TextInput
          source="Source"
          validate={[required(), minLength(10), maxLength(2000)]}
          multiline
          fullWidth
          helperText="nangsue.royalties.source_help"
        />
      </SimpleForm>
    </Create>
  );
};
