import { Alert, Chip } from '@mui/material';
import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { satangInput } from '../../lib/format';
import { formatUnits } from './money';

type PackRecord = {
  NameTh: string;
  NameEn: string;
  PriceSatang: number;
  CoinsSatang: number;
  BonusSatang: number;
  ValidDays: number;
  Active: boolean;
};

const UnitsField = ({ source }: { source: 'PriceSatang' | 'BonusSatang' }) => {
  const record = useRecordContext<PackRecord>();
  const [locale] = useLocaleState();
  return record ? <>{formatUnits(record[source], locale)}</> : null;
};

const NameField = () => {
  const record = useRecordContext<PackRecord>();
  const [locale] = useLocaleState();
  return record ? <>{locale === 'en' ? record.NameEn : record.NameTh}</> : null;
};

const OnSaleChip = () => {
  const record = useRecordContext<PackRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.Active ? 'success' : 'default'}
      label={translate(`nangsue.promotions.pack_active.${String(record.Active)}`)}
    />
  );
};

/** The coin packs, those on sale first, in their shop order. */
export const CoinPackList = () => (
  <List sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="Name" disableSort>
        <NameField />
      </DataTable.Col>
      <DataTable.Col source="PriceSatang" disableSort>
        <UnitsField source="PriceSatang" />
      </DataTable.Col>
      <DataTable.Col source="BonusSatang" disableSort>
        <UnitsField source="BonusSatang" />
      </DataTable.Col>
      <DataTable.NumberCol source="ValidDays" disableSort />
      <DataTable.NumberCol source="SortOrder" disableSort />
      <DataTable.Col source="Active" disableSort>
        <OnSaleChip />
      </DataTable.Col>
    </DataTable>
  </List>
);

const NameInputs = () => (
  <>
    <TextInput source="NameTh" validate={[required(), maxLength(120)]} fullWidth />
    <TextInput source="NameEn" validate={[required(), maxLength(120)]} fullWidth />
  </>
);

/** A new pack: at par (its price in coins) plus bonus coins. */
export const CoinPackCreate = () => (
  <Create redirect="list">
    <SimpleForm
      defaultValues={{ BonusSatang: 0, ValidDays: 365, Active: true, SortOrder: 0 }}
      sx={{ maxWidth: 640 }}
    >
      <NameInputs />
      <NumberInput
        source="PriceSatang"
        {...satangInput}
        validate={[required(), minValue(1)]}
        helperText="nangsue.promotions.pack_price_help"
      />
      <NumberInput source="BonusSatang" {...satangInput} validate={minValue(0)} />
      <NumberInput source="ValidDays" validate={[required(), minValue(1), maxValue(3650)]} />
      <NumberInput source="SortOrder" validate={[minValue(0), maxValue(1000)]} />
      <BooleanInput source="Active" />
    </SimpleForm>
  </Create>
);

/** What a pack sells, fixed once it is made. */
const PackTerms = () => {
  const record = useRecordContext<PackRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('nangsue.promotions.pack_terms', {
        price: formatUnits(record.PriceSatang, locale),
        coins: formatUnits(record.CoinsSatang, locale),
        bonus: formatUnits(record.BonusSatang, locale),
        days: record.ValidDays,
      })}
    </Alert>
  );
};

/** Names, shop order and whether it is on sale; its terms never change (a new pack instead). */
export const CoinPackEdit = () => (
  <Edit mutationMode="pessimistic">
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<SaveOnlyToolbar />}>
      <PackTerms />
      <NameInputs />
      <NumberInput source="SortOrder" validate={[minValue(0), maxValue(1000)]} />
      <BooleanInput source="Active" />
    </SimpleForm>
  </Edit>
);

/** Saving only: a coupon or pack is switched off, never deleted (orders point at it). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
