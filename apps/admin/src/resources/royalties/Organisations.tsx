import { Alert } from '@mui/material';
import { THAI_BANKS, type RoyaltyOrganisation } from '@nangsue/contracts/admin';
import {
  DataTable,
  Edit,
  FunctionField,
  Labeled,
  List,
  maxLength,
  minLength,
  NumberInput,
  regex,
  required,
  SearchInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  Toolbar,
  TextField,
  TextInput,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { bpInput, formatBp, percentRange } from './format';

/** The banks as staff pick them: `004 KBANK · ธนาคารกสิกรไทย`. */
export const useBankChoices = () => {
  const [locale] = useLocaleState();
  return THAI_BANKS.map((bank) => ({
    id: bank.code,
    name: `${bank.code} ${bank.shortName} · ${locale === 'en' ? bank.en : bank.th}`,
  }));
};

export const PAYEE_KIND_CHOICES = [
  { id: 'company', name: 'nangsue.royalties.payee_kind.company' },
  { id: 'individual', name: 'nangsue.royalties.payee_kind.individual' },
];

const PayeeChip = () => (
  <StatusChip<'confirmed' | 'application', RoyaltyOrganisation>
    colors={{ confirmed: 'success', application: 'warning' }}
    labels="nangsue.royalties.payee_state"
    statusOf={(record) => (record.PayeeConfirmed ? 'confirmed' : 'application')}
  />
);

const BankField = () => {
  const record = useRecordContext<RoyaltyOrganisation>();
  if (!record?.BankCode) return <>—</>;
  const bank = THAI_BANKS.find((item) => item.code === record.BankCode);
  return (
    <>
      {bank?.shortName ?? record.BankCode} {record.AccountNumber ?? ''}
    </>
  );
};

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Approved publishers with their share, payee kind and where they are paid. */
export const OrganisationList = () => {
  const { canAccess: canEdit } = useCanAccess({
    resource: 'royalty-organisations',
    action: 'edit',
  });
  return (
    <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
        <DataTable.Col source="Name" />
        <DataTable.Col source="LegalName" disableSort />
        <DataTable.Col source="TaxId" disableSort />
        <DataTable.Col source="PayeeKind" disableSort>
          <FunctionField<RoyaltyOrganisation>
            render={(record) => <PayeeKindText kind={record.PayeeKind} />}
          />
        </DataTable.Col>
        <DataTable.Col source="RoyaltyShareBp" disableSort>
          <FunctionField<RoyaltyOrganisation>
            render={(record) => `${formatBp(record.RoyaltyShareBp)}%`}
          />
        </DataTable.Col>
        <DataTable.Col source="Bank" disableSort>
          <BankField />
        </DataTable.Col>
        <DataTable.Col source="PayeeConfirmed" disableSort>
          <PayeeChip />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

const PayeeKindText = ({ kind }: { kind: 'company' | 'individual' }) => {
  const translate = useTranslate();
  return <>{translate(`nangsue.royalties.payee_kind.${kind}`)}</>;
};

/** Until staff save them, the bank details are the application's: say so above the form. */
const PayeeNotice = () => {
  const record = useRecordContext<RoyaltyOrganisation>();
  const translate = useTranslate();
  if (!record) return null;
  return record.PayeeConfirmed ? null : (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="payee-from-application">
      {translate('nangsue.royalties.payee_from_application')}
    </Alert>
  );
};

/** The form's values as the API's body: no reason when none was typed. */
const toBody = (data: Record<string, unknown>) => {
  const { Reason, ...rest } = data;
  return typeof Reason === 'string' && Reason.trim() !== '' ? { ...rest, Reason } : rest;
};

/** Share, payee kind and payee details, saved together (the audit log keeps the change). */
export const OrganisationEdit = () => {
  const banks = useBankChoices();
  return (
    <Edit mutationMode="pessimistic" transform={toBody} redirect="list">
      {/* Saving unchanged details confirms them (the notice asks staff to): always enabled. */}
      <SimpleForm
        sx={{ maxWidth: 720 }}
        toolbar={
          <Toolbar>
            <SaveButton alwaysEnable />
          </Toolbar>
        }
      >
        <PayeeNotice />
        <Labeled source="Name">
          <TextField source="Name" />
        </Labeled>
        <Labeled source="LegalName">
          <TextField source="LegalName" />
        </Labeled>
        <Labeled source="TaxId">
          <TextField source="TaxId" />
        </Labeled>
        <Labeled source="CatalogPublisherName">
          <TextField source="CatalogPublisherName" />
        </Labeled>
        <NumberInput
          source="RoyaltyShareBp"
          {...bpInput}
          validate={[required(), percentRange]}
          helperText="nangsue.royalties.share_help"
        />
        <SelectInput source="PayeeKind" choices={PAYEE_KIND_CHOICES} validate={required()} />
        <SelectInput source="BankCode" choices={banks} validate={required()} fullWidth />
        <TextInput
          source="AccountNumber"
          validate={[required(), regex(/^[\d\s-]+$/, 'nangsue.royalties.account_digits')]}
          helperText="nangsue.royalties.account_help"
        />
        <TextInput source="AccountName" validate={[required(), maxLength(200)]} fullWidth />
        <TextInput
          source="PayeeAddress"
          validate={[required(), minLength(5), maxLength(500)]}
          multiline
          fullWidth
          helperText="nangsue.royalties.address_help"
        />
        <TextInput source="Reason" fullWidth helperText="nangsue.royalties.reason_help" />
        <Labeled source="PayeeUpdatedAt">
          <LocalDateField source="PayeeUpdatedAt" showTime emptyText="—" />
        </Labeled>
      </SimpleForm>
    </Edit>
  );
};
