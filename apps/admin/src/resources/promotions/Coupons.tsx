import { Chip, Typography } from '@mui/material';
import {
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FormDataConsumer,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  regex,
  required,
  SearchInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../../components/fields';
import { CatalogPicker } from './CatalogPicker';
import { satangInput } from '../../lib/format';
import { StoreDateTimeInput } from '../../components/DateInputs';
import { formatUnits } from './money';

type CouponRecord = {
  Code: string;
  DescriptionTh: string;
  DescriptionEn: string;
  Kind: 'percent' | 'amount';
  Percent: number | null;
  AmountSatang: number | null;
  MaxDiscountSatang: number | null;
  MinSpendSatang: number;
  UsageLimit: number | null;
  UsedCount: number;
  Active: boolean;
};

const KIND_CHOICES = [
  { id: 'percent', name: 'nangsue.promotions.coupon_kind.percent' },
  { id: 'amount', name: 'nangsue.promotions.coupon_kind.amount' },
];
const ACTIVE_CHOICES = [
  { id: 'true', name: 'nangsue.promotions.coupon_active.true' },
  { id: 'false', name: 'nangsue.promotions.coupon_active.false' },
];

/** "20% (up to ฿20)", "฿50", with the minimum spend when there is one. */
const DiscountField = () => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const off =
    record.Kind === 'percent'
      ? record.MaxDiscountSatang === null
        ? translate('nangsue.promotions.off_percent', { percent: record.Percent ?? 0 })
        : translate('nangsue.promotions.off_percent_cap', {
            percent: record.Percent ?? 0,
            cap: formatUnits(record.MaxDiscountSatang, locale),
          })
      : translate('nangsue.promotions.off_amount', {
          amount: formatUnits(record.AmountSatang ?? 0, locale),
        });
  return (
    <>
      {off}
      {record.MinSpendSatang > 0
        ? ` · ${translate('nangsue.promotions.min_spend', { min: formatUnits(record.MinSpendSatang, locale) })}`
        : ''}
    </>
  );
};

const DescriptionField = () => {
  const record = useRecordContext<CouponRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <>{locale === 'en' ? record.DescriptionEn : record.DescriptionTh}</>;
};

const UsesField = () => {
  const record = useRecordContext<CouponRecord>();
  if (!record) return null;
  return (
    <>
      {record.UsedCount} / {record.UsageLimit ?? '∞'}
    </>
  );
};

const ActiveChip = () => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.Active ? 'success' : 'default'}
      label={translate(`nangsue.promotions.coupon_active.${String(record.Active)}`)}
    />
  );
};

const couponFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Active" source="Active" choices={ACTIVE_CHOICES} alwaysOn />,
];

export const CouponList = () => (
  <List filters={couponFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="Code" disableSort />
      <DataTable.Col source="Description" disableSort>
        <DescriptionField />
      </DataTable.Col>
      <DataTable.Col source="Discount" disableSort>
        <DiscountField />
      </DataTable.Col>
      <DataTable.Col source="UsedCount" disableSort>
        <UsesField />
      </DataTable.Col>
      <DataTable.Col source="EndsAt" disableSort>
        <LocalDateField source="EndsAt" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="Active" disableSort>
        <ActiveChip />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** Only the fields of the coupon's kind: the API refuses a percent coupon with an amount. */
const toBody = (data: Record<string, unknown>) => {
  const isPercent = data.Kind === 'percent';
  const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);
  return {
    ...data,
    Percent: isPercent ? orNull(data.Percent) : null,
    MaxDiscountSatang: isPercent ? orNull(data.MaxDiscountSatang) : null,
    AmountSatang: isPercent ? null : orNull(data.AmountSatang),
    StartsAt: orNull(data.StartsAt),
    EndsAt: orNull(data.EndsAt),
    UsageLimit: orNull(data.UsageLimit),
    DescriptionTh: orNull(data.DescriptionTh),
    DescriptionEn: orNull(data.DescriptionEn),
  };
};

/** The rules of docs/coupons.md, in the order a customer meets them. */
const CouponFields = () => {
  const translate = useTranslate();
  return (
    <>
      <RadioButtonGroupInput source="Kind" choices={KIND_CHOICES} validate={required()} />
      <FormDataConsumer<{ Kind?: string }>>
        {({ formData }) =>
          formData.Kind === 'amount' ? (
            <NumberInput
              source="AmountSatang"
              {...satangInput}
              validate={[required(), minValue(1)]}
              helperText="nangsue.promotions.baht_help"
            />
          ) : (
            <>
              <NumberInput source="Percent" validate={[required(), minValue(1), maxValue(100)]} />
              <NumberInput
                source="MaxDiscountSatang"
                {...satangInput}
                validate={minValue(1)}
                helperText="nangsue.promotions.cap_help"
              />
            </>
          )
        }
      </FormDataConsumer>
      <NumberInput
        source="MinSpendSatang"
        {...satangInput}
        validate={minValue(0)}
        helperText="nangsue.promotions.min_spend_help"
      />
      <StoreDateTimeInput source="StartsAt" />
      <StoreDateTimeInput source="EndsAt" />
      <NumberInput
        source="UsageLimit"
        validate={minValue(1)}
        helperText="nangsue.promotions.usage_limit_help"
      />
      <NumberInput source="PerCustomerLimit" validate={[required(), minValue(1)]} />
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('nangsue.promotions.targets')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('nangsue.promotions.targets_help')}
      </Typography>
      <CatalogPicker
        source="BookIds"
        list="adminBooksList"
        label="resources.coupons.fields.BookIds"
        multiple
      />
      <CatalogPicker
        source="CategoryIds"
        list="adminCategoriesList"
        label="resources.coupons.fields.CategoryIds"
        multiple
      />
      <CatalogPicker
        source="PublisherIds"
        list="adminPublishersList"
        label="resources.coupons.fields.PublisherIds"
        multiple
      />
      <TextInput
        source="DescriptionTh"
        fullWidth
        validate={maxLength(200)}
        helperText="nangsue.promotions.description_help"
      />
      <TextInput
        source="DescriptionEn"
        fullWidth
        validate={maxLength(200)}
        helperText="nangsue.promotions.description_help"
      />
      <BooleanInput source="Active" />
    </>
  );
};

export const CouponCreate = () => (
  <Create redirect="list" transform={toBody}>
    <SimpleForm
      defaultValues={{
        Kind: 'percent',
        PerCustomerLimit: 1,
        MinSpendSatang: 0,
        Active: true,
        BookIds: [],
        CategoryIds: [],
        PublisherIds: [],
      }}
      sx={{ maxWidth: 720 }}
    >
      <TextInput
        source="Code"
        validate={[required(), regex(/^[A-Za-z0-9-]{4,32}$/, 'nangsue.promotions.code_format')]}
        helperText="nangsue.promotions.code_help"
      />
      <CouponFields />
    </SimpleForm>
  </Create>
);

const CouponTitle = () => {
  const record = useRecordContext<CouponRecord>();
  const translate = useTranslate();
  return record ? (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {translate('nangsue.promotions.coupon_code_fixed', { code: record.Code })}
      {' · '}
      {translate('nangsue.promotions.coupon_used', { count: record.UsedCount })}
    </Typography>
  ) : null;
};

export const CouponEdit = () => (
  <Edit mutationMode="pessimistic" transform={toBody}>
    <SimpleForm sx={{ maxWidth: 720 }} toolbar={<SaveOnlyToolbar />}>
      <CouponTitle />
      <CouponFields />
    </SimpleForm>
  </Edit>
);

/** Saving only: a coupon or pack is switched off, never deleted (orders point at it). */
const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
