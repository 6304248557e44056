import BlockIcon from '@mui/icons-material/Block';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Typography } from '@mui/material';
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
  useLocaleState,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { downloadAdmin, callAdmin } from '../../api/client';
import { ConfirmButton, ReasonButton, useRunCall } from '../../components/dialogs';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { CatalogPicker } from './CatalogPicker';
import { toSatang, useDateTime } from '../../lib/format';
import { StoreDateTimeInput } from '../../components/DateInputs';
import { formatUnits } from './money';

type BatchRecord = {
  id: number;
  Id: number;
  Name: string;
  Kind: 'book' | 'coins';
  BookName: string | null;
  CoinsSatang: number | null;
  CoinsValidDays: number | null;
  Count: number;
  ExportedAt: string | null;
  ExportedBy: string | null;
  DisabledAt: string | null;
  DisabledBy: string | null;
};

type BatchStatus = 'ready' | 'exported' | 'disabled';
const statusOf = (record: BatchRecord): BatchStatus =>
  record.DisabledAt ? 'disabled' : record.ExportedAt ? 'exported' : 'ready';
const STATUS_COLOR = { ready: 'warning', exported: 'success', disabled: 'default' } as const;

const KIND_CHOICES = [
  { id: 'coins', name: 'nangsue.promotions.kind.coins' },
  { id: 'book', name: 'nangsue.promotions.kind.book' },
];
const STATUS_CHOICES = [
  { id: 'active', name: 'nangsue.promotions.batch_filter.active' },
  { id: 'disabled', name: 'nangsue.promotions.batch_filter.disabled' },
];

const BatchStatusChip = () => (
  <StatusChip colors={STATUS_COLOR} labels="nangsue.promotions.batch_status" statusOf={statusOf} />
);

/** What each code of the batch gives: a book, or coins and how long they last. */
const GivesField = () => {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (record.Kind === 'book') return <>{record.BookName ?? '—'}</>;
  return (
    <>
      {translate('nangsue.promotions.gives_coins', {
        coins: formatUnits(record.CoinsSatang ?? 0, locale),
        days: record.CoinsValidDays ?? 0,
      })}
    </>
  );
};

const batchFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="Kind" source="Kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="Status" source="Status" choices={STATUS_CHOICES} alwaysOn />,
];

/** The batches, newest first, with how many of their codes were claimed. */
export const RedeemBatchList = () => (
  <List filters={batchFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="Name" disableSort />
      <DataTable.Col source="Gives" disableSort>
        <GivesField />
      </DataTable.Col>
      <DataTable.NumberCol source="Count" disableSort />
      <DataTable.NumberCol source="ClaimCount" disableSort />
      <DataTable.Col source="ExpiresAt" disableSort>
        <LocalDateField source="ExpiresAt" showTime emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="Status" disableSort>
        <BatchStatusChip />
      </DataTable.Col>
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

/** The form's values as the API's body: only the fields of the chosen kind, coins in satang. */
const toCreateBody = (data: Record<string, unknown>) => {
  const isBook = data.Kind === 'book';
  const orNull = (value: unknown) => (value === undefined || value === '' ? null : value);
  return {
    Name: data.Name,
    Kind: data.Kind,
    BookId: isBook ? orNull(data.BookId) : null,
    CoinsSatang: isBook ? null : toSatang(data.Coins),
    CoinsValidDays: isBook ? null : orNull(data.CoinsValidDays),
    Count: data.Count,
    MaxUses: data.MaxUses ?? 1,
    StartsAt: orNull(data.StartsAt),
    ExpiresAt: orNull(data.ExpiresAt),
    Note: orNull(data.Note),
  };
};

/** A new batch: what each code gives, how many codes, when they work. */
export const RedeemBatchCreate = () => (
  <Create redirect="show" transform={toCreateBody}>
    <SimpleForm
      defaultValues={{ Kind: 'coins', Count: 100, MaxUses: 1, CoinsValidDays: 90 }}
      sx={{ maxWidth: 640 }}
    >
      <TextInput source="Name" validate={[required(), maxLength(120)]} fullWidth />
      <RadioButtonGroupInput source="Kind" choices={KIND_CHOICES} validate={required()} />
      <FormDataConsumer<{ Kind?: string }>>
        {({ formData }) =>
          formData.Kind === 'book' ? (
            <CatalogPicker
              source="BookId"
              list="adminBooksList"
              label="resources.redeem-batches.fields.BookId"
              validate={required()}
            />
          ) : (
            <>
              <NumberInput
                source="Coins"
                validate={[required(), minValue(0.01)]}
                helperText="nangsue.promotions.coins_help"
              />
              <NumberInput source="CoinsValidDays" validate={[minValue(1), maxValue(3650)]} />
            </>
          )
        }
      </FormDataConsumer>
      <NumberInput
        source="Count"
        validate={[required(), minValue(1), maxValue(10_000)]}
        helperText="nangsue.promotions.count_help"
      />
      <NumberInput
        source="MaxUses"
        validate={[required(), minValue(1)]}
        helperText="nangsue.promotions.max_uses_help"
      />
      <StoreDateTimeInput source="StartsAt" />
      <StoreDateTimeInput source="ExpiresAt" />
      <TextInput source="Note" multiline fullWidth validate={maxLength(300)} />
    </SimpleForm>
  </Create>
);

/**
 * Downloads the batch's codes, once: after a confirmation saying so; then the page shows when and
 * by whom they were downloaded.
 */
const ExportButton = () => {
  const record = useRecordContext<BatchRecord>();
  const refresh = useRefresh();
  const run = useRunCall();
  if (!record || record.ExportedAt || record.DisabledAt) return null;
  return (
    <ConfirmButton
      label="nangsue.promotions.export"
      variant="contained"
      icon={<DownloadIcon />}
      title="nangsue.promotions.export_title"
      content="nangsue.promotions.export_confirm"
      confirm="nangsue.promotions.export"
      translateOptions={{ count: record.Count }}
      onConfirm={async () => {
        await run(
          () =>
            downloadAdmin(
              'adminRedeemBatchExport',
              { params: { id: record.Id } },
              `redeem-batch-${record.Id}.csv`,
            ),
          'nangsue.promotions.exported',
        );
        refresh();
      }}
    />
  );
};

/** Disables the batch with a reason (the audit log keeps it): every code stops working at once. */
const DisableButton = () => {
  const record = useRecordContext<BatchRecord>();
  const refresh = useRefresh();
  if (!record || record.DisabledAt) return null;
  return (
    <ReasonButton
      label="nangsue.promotions.disable"
      color="error"
      icon={<BlockIcon />}
      title="nangsue.promotions.disable_title"
      help="nangsue.promotions.disable_confirm"
      helpArgs={{ name: record.Name }}
      submit="nangsue.promotions.disable"
      danger
      call={(reason) =>
        callAdmin('adminRedeemBatchDisable', {
          params: { id: record.Id },
          body: { Reason: reason },
        })
      }
      done="nangsue.promotions.disabled"
      onDone={refresh}
    />
  );
};

/** When the codes were downloaded and by whom, or that they still wait to be. */
const ExportState = () => {
  const record = useRecordContext<BatchRecord>();
  const translate = useTranslate();
  const formatDate = useDateTime({ dateStyle: 'long', timeStyle: 'short' });
  if (!record) return null;
  if (record.DisabledAt)
    return (
      <Alert severity="error" data-testid="batch-state">
        {translate('nangsue.promotions.disabled_at', {
          at: formatDate(record.DisabledAt),
          by: record.DisabledBy ?? '—',
        })}
      </Alert>
    );
  if (record.ExportedAt)
    return (
      <Alert severity="success" data-testid="batch-state">
        {translate('nangsue.promotions.exported_at', {
          at: formatDate(record.ExportedAt),
          by: record.ExportedBy ?? '—',
        })}
      </Alert>
    );
  return (
    <Alert severity="warning" data-testid="batch-state">
      {translate('nangsue.promotions.not_exported', { count: record.Count })}
    </Alert>
  );
};

const BatchActions = () => (
  <TopToolbar>
    <ExportButton />
    <DisableButton />
  </TopToolbar>
);

/** A batch: what it gives, its export, its claims (codes by their last four symbols). */
export const RedeemBatchShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<BatchActions />}>
      <SimpleShowLayout>
        <ExportState />
        <TextField source="Name" />
        <Labeled source="Gives">
          <GivesField />
        </Labeled>
        <NumberField source="Count" />
        <NumberField source="MaxUses" />
        <NumberField source="ClaimCount" />
        <LocalDateField source="StartsAt" showTime emptyText="—" />
        <LocalDateField source="ExpiresAt" showTime emptyText="—" />
        <TextField source="Note" emptyText="—" />
        <TextField source="CreatedBy" emptyText="—" />
        <LocalDateField source="CreatedAt" showTime />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('nangsue.promotions.claims')}
        </Typography>
        <ReferenceManyField
          label={false}
          reference="redeem-claims"
          target="BatchId"
          perPage={25}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          empty={
            <Typography variant="body2">{translate('nangsue.promotions.no_claims')}</Typography>
          }
        >
          <DataTable bulkActionButtons={false} rowClick={false}>
            <DataTable.Col source="ClaimedAt" disableSort>
              <LocalDateField source="ClaimedAt" showTime />
            </DataTable.Col>
            <DataTable.Col source="CodeHint" disableSort>
              <CodeHintField />
            </DataTable.Col>
            <DataTable.Col source="CustomerEmail" disableSort />
            <DataTable.Col source="CustomerName" disableSort />
            <DataTable.NumberCol source="CustomerId" disableSort />
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
};

/** A code by its last four symbols: "…-7K3Q". */
const CodeHintField = () => {
  const record = useRecordContext<{ CodeHint: string }>();
  return record ? <code>…-{record.CodeHint}</code> : null;
};

const claimFilters = [
  <ReferenceInput key="BatchId" source="BatchId" reference="redeem-batches" alwaysOn>
    <AutocompleteInput optionText="Name" sx={{ minWidth: 280 }} />
  </ReferenceInput>,
];

/** Every batch's claims, newest first (or one batch's): who claimed which code, when. */
export const RedeemClaimList = () => (
  <List filters={claimFilters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="ClaimedAt" disableSort>
        <LocalDateField source="ClaimedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="BatchName" disableSort>
        <ReferenceField source="BatchId" reference="redeem-batches" link="show">
          <TextField source="Name" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="CodeHint" disableSort>
        <CodeHintField />
      </DataTable.Col>
      <DataTable.Col source="CustomerEmail" disableSort />
      <DataTable.Col source="CustomerName" disableSort />
      <DataTable.NumberCol source="CustomerId" disableSort />
    </DataTable>
  </List>
);
