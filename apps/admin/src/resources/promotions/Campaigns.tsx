import BlockIcon from '@mui/icons-material/Block';
import { Alert, Chip, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  DataTable,
  FormDataConsumer,
  Labeled,
  List,
  maxLength,
  maxValue,
  minValue,
  NumberField,
  NumberInput,
  Pagination,
  RadioButtonGroupInput,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  required,
  SearchInput,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type {
  AdminPriceCampaign,
  AdminPriceCampaignBook,
  PriceCampaignOutcome,
  PriceCampaignStatus,
} from '@nangsue/contracts/admin';
import { PRICE_CAMPAIGN_PERCENT } from '@nangsue/contracts/admin';
import { callAdmin } from '../../api/client';
import { StoreDateTimeInput } from '../../components/DateInputs';
import { ReasonButton } from '../../components/dialogs';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { formatBaht, satangInput, useDateTime } from '../../lib/format';
import { CatalogPicker } from './CatalogPicker';

/**
 * Price campaigns (docs/back-office.md "Campaign prices"): a named window in which picked books,
 * or every book of categories, publishers or topics, cost a percent off or one price. The API
 * writes each book's sale plan; books already in a sale are skipped and counted.
 */

type CampaignRecord = AdminPriceCampaign & { id: number };
type CampaignBookRecord = AdminPriceCampaignBook & { id: string };

const STATUS_COLORS: Record<PriceCampaignStatus, 'info' | 'success' | 'default' | 'warning'> = {
  scheduled: 'info',
  running: 'success',
  ended: 'default',
  stopped: 'warning',
};
const OUTCOME_COLORS: Record<PriceCampaignOutcome, 'success' | 'warning' | 'default'> = {
  applied: 'success',
  inOtherSale: 'warning',
  notCheaper: 'default',
};

const KIND_CHOICES = [
  { id: 'percent', name: 'nangsue.promotions.campaign_kind.percent' },
  { id: 'price', name: 'nangsue.promotions.campaign_kind.price' },
];
const STATUS_CHOICES = (['scheduled', 'running', 'ended', 'stopped'] as const).map((id) => ({
  id,
  name: `nangsue.promotions.campaign_status.${id}`,
}));
const OUTCOME_CHOICES = (['applied', 'inOtherSale', 'notCheaper'] as const).map((id) => ({
  id,
  name: `nangsue.promotions.campaign_outcome.${id}`,
}));

const CampaignStatusChip = () => (
  <StatusChip
    colors={STATUS_COLORS}
    labels="nangsue.promotions.campaign_status"
    testId="campaign-status"
  />
);

/** "15% off" or "฿99 each". */
const RuleField = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <>
      {record.Kind === 'percent'
        ? translate('nangsue.promotions.campaign_rule_percent', { percent: record.Percent ?? 0 })
        : translate('nangsue.promotions.campaign_rule_price', {
            price: formatBaht(record.PriceSatang ?? 0, locale, { compact: true }),
          })}
    </>
  );
};

const SkippedField = () => {
  const record = useRecordContext<CampaignRecord>();
  return record ? <>{record.InOtherSaleCount + record.NotCheaperCount}</> : null;
};

const campaignFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Status" source="Status" choices={STATUS_CHOICES} alwaysOn />,
];

export const PriceCampaignList = () => (
  <List filters={campaignFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="Name" disableSort />
      <DataTable.Col source="Rule" disableSort>
        <RuleField />
      </DataTable.Col>
      <DataTable.Col source="StartsAt" disableSort>
        <LocalDateField source="StartsAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="EndsAt" disableSort>
        <LocalDateField source="EndsAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="Status" disableSort>
        <CampaignStatusChip />
      </DataTable.Col>
      <DataTable.NumberCol source="AppliedCount" disableSort />
      <DataTable.Col source="Skipped" disableSort>
        <SkippedField />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** Only the field of the campaign's kind: the API refuses a percent campaign with a price. */
const toCreateBody = (data: Record<string, unknown>) => {
  const isPercent = data.Kind === 'percent';
  const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);
  return {
    Name: data.Name,
    Kind: data.Kind,
    Percent: isPercent ? orNull(data.Percent) : null,
    PriceSatang: isPercent ? null : orNull(data.PriceSatang),
    StartsAt: orNull(data.StartsAt),
    EndsAt: data.EndsAt,
    BookIds: data.BookIds ?? [],
    CategoryIds: data.CategoryIds ?? [],
    PublisherIds: data.PublisherIds ?? [],
    TopicIds: data.TopicIds ?? [],
  };
};

/** A new campaign; once made, its page says how many books took the price and how many not. */
export const PriceCampaignCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={toCreateBody}
      mutationOptions={{
        onSuccess: (data: CampaignRecord) => {
          notify('nangsue.promotions.campaign_created', {
            type: 'success',
            messageArgs: {
              applied: data.AppliedCount,
              inOtherSale: data.InOtherSaleCount,
              notCheaper: data.NotCheaperCount,
            },
          });
          redirect('show', 'price-campaigns', data.id);
        },
      }}
    >
      <SimpleForm
        defaultValues={{
          Kind: 'percent',
          BookIds: [],
          CategoryIds: [],
          PublisherIds: [],
          TopicIds: [],
        }}
        sx={{ maxWidth: 720 }}
      >
        <TextInput source="Name" validate={[required(), maxLength(200)]} fullWidth />
        <RadioButtonGroupInput source="Kind" choices={KIND_CHOICES} validate={required()} />
        <FormDataConsumer<{ Kind?: string }>>
          {({ formData }) =>
            formData.Kind === 'price' ? (
              <NumberInput
                source="PriceSatang"
                {...satangInput}
                validate={[required(), minValue(0)]}
                helperText="nangsue.promotions.campaign_price_help"
              />
            ) : (
              <NumberInput
                source="Percent"
                validate={[
                  required(),
                  minValue(PRICE_CAMPAIGN_PERCENT.min),
                  maxValue(PRICE_CAMPAIGN_PERCENT.max),
                ]}
                helperText="nangsue.promotions.campaign_percent_help"
              />
            )
          }
        </FormDataConsumer>
        {/* The picker shows its helper text as given: translated here. */}
        <StoreDateTimeInput
          source="StartsAt"
          helperText={translate('nangsue.promotions.campaign_starts_help')}
        />
        <StoreDateTimeInput
          source="EndsAt"
          validate={required()}
          helperText={translate('nangsue.promotions.campaign_ends_help')}
        />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('nangsue.promotions.campaign_books')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('nangsue.promotions.campaign_books_help')}
        </Typography>
        <CatalogPicker
          source="BookIds"
          list="adminBooksList"
          label="resources.price-campaigns.fields.BookIds"
          multiple
        />
        <CatalogPicker
          source="CategoryIds"
          list="adminCategoriesList"
          label="resources.price-campaigns.fields.CategoryIds"
          multiple
        />
        <CatalogPicker
          source="PublisherIds"
          list="adminPublishersList"
          label="resources.price-campaigns.fields.PublisherIds"
          multiple
        />
        <CatalogPicker
          source="TopicIds"
          list="adminTopicsList"
          label="resources.price-campaigns.fields.TopicIds"
          multiple
        />
      </SimpleForm>
    </Create>
  );
};

/** Stops the campaign with a reason (the audit log keeps it): regular prices come back at once. */
const StopButton = () => {
  const record = useRecordContext<CampaignRecord>();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'price-campaigns', action: 'edit' });
  if (!record || !canAccess || (record.Status !== 'scheduled' && record.Status !== 'running'))
    return null;
  return (
    <ReasonButton
      label="nangsue.promotions.campaign_stop"
      color="error"
      icon={<BlockIcon />}
      title="nangsue.promotions.campaign_stop_title"
      help="nangsue.promotions.campaign_stop_confirm"
      helpArgs={{ name: record.Name }}
      submit="nangsue.promotions.campaign_stop"
      danger
      call={(reason) =>
        callAdmin('adminPriceCampaignStop', {
          params: { id: String(record.Id) },
          body: { Reason: reason },
        })
      }
      done="nangsue.promotions.campaign_stopped"
      onDone={refresh}
    />
  );
};

/** What the campaign does now, in one sentence. */
const CampaignState = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const formatDate = useDateTime({ dateStyle: 'long', timeStyle: 'short' });
  if (!record) return null;
  const severity = { scheduled: 'info', running: 'success', ended: 'info', stopped: 'warning' }[
    record.Status
  ] as 'info' | 'success' | 'warning';
  return (
    <Alert severity={severity} data-testid="campaign-state">
      {translate(`nangsue.promotions.campaign_state.${record.Status}`, {
        start: formatDate(record.StartsAt),
        end: formatDate(record.EndsAt),
        at: formatDate(record.StoppedAt),
        by: record.StoppedBy ?? '—',
        applied: record.AppliedCount,
      })}
      {record.InOtherSaleCount + record.NotCheaperCount > 0
        ? ` ${translate('nangsue.promotions.campaign_skipped', {
            inOtherSale: record.InOtherSaleCount,
            notCheaper: record.NotCheaperCount,
          })}`
        : ''}
    </Alert>
  );
};

const BookNameField = () => {
  const record = useRecordContext<CampaignBookRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <>
      {(locale === 'en' ? record.NameEn : record.NameTh) || record.NameTh} (#{record.BookId})
    </>
  );
};

const MoneyField = ({ source }: { source: keyof CampaignBookRecord; label?: string }) => {
  const record = useRecordContext<CampaignBookRecord>();
  const [locale] = useLocaleState();
  const value = record?.[source];
  return typeof value === 'number' ? <>{formatBaht(value, locale, { compact: true })}</> : null;
};

const OutcomeChip = () => (
  <StatusChip<PriceCampaignOutcome, CampaignBookRecord>
    colors={OUTCOME_COLORS}
    labels="nangsue.promotions.campaign_outcome"
    statusOf={(record) => record.Outcome}
  />
);

/** Whether the book's sale plan is still the campaign's (not stopped, not changed on the book). */
const HeldChip = () => {
  const record = useRecordContext<CampaignBookRecord>();
  const translate = useTranslate();
  if (!record || record.Outcome !== 'applied') return <>—</>;
  return (
    <Chip
      size="small"
      color={record.Held ? 'success' : 'default'}
      label={translate(`nangsue.promotions.campaign_held.${String(record.Held)}`)}
    />
  );
};

const bookColumns = [
  <DataTable.Col key="Book" source="Book" disableSort>
    <BookNameField />
  </DataTable.Col>,
  <DataTable.Col key="Outcome" source="Outcome" disableSort>
    <OutcomeChip />
  </DataTable.Col>,
  <DataTable.Col key="Regular" source="RegularPriceSatang" disableSort>
    <MoneyField source="RegularPriceSatang" />
  </DataTable.Col>,
  <DataTable.Col key="Campaign" source="CampaignPriceSatang" disableSort>
    <MoneyField source="CampaignPriceSatang" />
  </DataTable.Col>,
  <DataTable.Col key="Current" source="CurrentPriceSatang" disableSort>
    <MoneyField source="CurrentPriceSatang" />
  </DataTable.Col>,
  <DataTable.Col key="Held" source="Held" disableSort>
    <HeldChip />
  </DataTable.Col>,
];

const CampaignActions = () => (
  <TopToolbar>
    <StopButton />
  </TopToolbar>
);

/** A campaign: its rule and window, what it did with each book, and Stop while it can. */
export const PriceCampaignShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<CampaignActions />}>
      <SimpleShowLayout>
        <CampaignState />
        <TextField source="Name" />
        <Labeled source="Rule">
          <RuleField />
        </Labeled>
        <Labeled source="Status">
          <CampaignStatusChip />
        </Labeled>
        <LocalDateField source="StartsAt" showTime />
        <LocalDateField source="EndsAt" showTime />
        <NumberField source="AppliedCount" />
        <NumberField source="InOtherSaleCount" />
        <NumberField source="NotCheaperCount" />
        <TextField source="CreatedBy" emptyText="—" />
        <LocalDateField source="CreatedAt" showTime />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('nangsue.promotions.campaign_books')}
        </Typography>
        <ReferenceManyField
          label={false}
          reference="price-campaign-books"
          target="CampaignId"
          sort={{ field: 'id', order: 'ASC' }}
          perPage={25}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        >
          <DataTable bulkActionButtons={false} rowClick={false}>
            {bookColumns}
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
};

const campaignBookFilters = [
  <ReferenceInput key="CampaignId" source="CampaignId" reference="price-campaigns" alwaysOn>
    <AutocompleteInput optionText="Name" sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <SelectInput key="Outcome" source="Outcome" choices={OUTCOME_CHOICES} alwaysOn />,
];

/** Every campaign's books, the newest campaign first (or one campaign's). */
export const PriceCampaignBookList = () => (
  <List filters={campaignBookFilters} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="CampaignName" disableSort>
        <ReferenceField source="CampaignId" reference="price-campaigns" link="show">
          <TextField source="Name" />
        </ReferenceField>
      </DataTable.Col>
      {bookColumns}
    </DataTable>
  </List>
);
