import DownloadIcon from '@mui/icons-material/Download';
import PaidIcon from '@mui/icons-material/Paid';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import type {
  AdminRouteName,
  RoyaltyStatementDetail,
  RoyaltyStatementLine,
} from '@nangsue/contracts/admin';
import { useEffect, useState } from 'react';
import {
  AutocompleteInput,
  DataTable,
  FunctionField,
  Labeled,
  List,
  ReferenceInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useCanAccess,
  useGetList,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin, downloadAdmin } from '../../api/client';
import { useRunCall } from '../../components/dialogs';
import { LocalDateField } from '../../components/fields';
import { MonthPicker } from '../../components/MonthPicker';
import { StatusChip } from '../../components/StatusChip';
import { useBaht, useDateTime } from '../../lib/format';
import { formatBp, lastBangkokMonth, skippedText } from './format';

const PAYOUT_COLORS = { pending: 'warning', paid: 'success', none: 'default' } as const;

export const PayoutStatusChip = () => (
  <StatusChip<'pending' | 'paid' | 'none', RoyaltyStatementDetail>
    colors={PAYOUT_COLORS}
    labels="nangsue.royalties.payout_status"
    statusOf={(record) => record.PayoutStatus}
  />
);

/** A money field of the record in baht. */
export const BahtField = ({ source }: { source: string; label?: string }) => {
  const record = useRecordContext();
  const baht = useBaht();
  const value = record?.[source];
  return typeof value === 'number' ? <>{baht(value)}</> : <>—</>;
};

/** A carried balance in the list: its amount when there is one, else a dash. */
const CarriedField = ({ source }: { source: 'CarriedInSatang' | 'CarriedOutSatang' }) => {
  const record = useRecordContext<RoyaltyStatementDetail>();
  const baht = useBaht();
  const value = record?.[source];
  return typeof value === 'number' && value !== 0 ? <>{baht(value)}</> : <>—</>;
};

/**
 * A carried balance on the statement's page, labelled, only when there is one (the layout's own
 * label is turned off with `label={false}`).
 */
const CarriedLine = ({
  field,
}: {
  field: 'CarriedInSatang' | 'CarriedOutSatang';
  label: false;
}) => {
  const record = useRecordContext<RoyaltyStatementDetail>();
  if (!record || record[field] === 0) return null;
  return (
    <Labeled source={field}>
      <BahtField source={field} />
    </Labeled>
  );
};

const filters = [
  <TextInput
    key="Month"
    source="Month"
    alwaysOn
    placeholder="YYYY-MM"
    helperText={false}
    sx={{ width: 140 }}
  />,
  <ReferenceInput
    key="OrganisationId"
    source="OrganisationId"
    reference="royalty-organisations"
    alwaysOn
  >
    <AutocompleteInput optionText="Name" sx={{ minWidth: 260 }} />
  </ReferenceInput>,
];

/**
 * Issues a month: for one organisation, or for every organisation with sales or refunds in it.
 * A month issued before answers its statements again (nothing changes).
 */
const IssueButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [month, setMonth] = useState(lastBangkokMonth());
  const [organisationId, setOrganisationId] = useState<number | ''>('');
  const { data: organisations = [] } = useGetList('royalty-organisations', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'Name', order: 'ASC' },
  });
  const issue = async () => {
    setBusy(true);
    try {
      const result = await callAdmin('adminRoyaltyStatementIssue', {
        body: { Month: month, OrganisationId: organisationId === '' ? null : organisationId },
      });
      const created = result.Statements.filter((statement) => statement.Created).length;
      if (result.Skipped.length > 0) {
        // Publishers with a later month issued already: this month can no longer be issued.
        notify('nangsue.royalties.issued_skipped', {
          type: 'warning',
          multiLine: true,
          messageArgs: {
            created,
            total: result.Statements.length,
            month: result.Month,
            skipped: skippedText(result.Skipped),
          },
        });
      } else {
        notify('nangsue.royalties.issued', {
          type: 'success',
          messageArgs: { created, total: result.Statements.length, month: result.Month },
        });
      }
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" startIcon={<PlaylistAddCheckIcon />} onClick={() => setOpen(true)}>
        {translate('nangsue.royalties.issue')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('nangsue.royalties.issue_title')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('nangsue.royalties.issue_help')}
          </Alert>
          <Stack spacing={2}>
            <MonthPicker
              label={translate('nangsue.royalties.month')}
              value={month}
              onChange={setMonth}
            />
            <MuiTextField
              select
              label={translate('nangsue.royalties.organisation')}
              value={organisationId}
              onChange={(event) =>
                setOrganisationId(event.target.value === '' ? '' : Number(event.target.value))
              }
            >
              <MenuItem value="">{translate('nangsue.royalties.all_with_sales')}</MenuItem>
              {organisations.map((organisation) => (
                <MenuItem key={organisation.id} value={organisation.id}>
                  {String(organisation.Name)}
                </MenuItem>
              ))}
            </MuiTextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void issue()} disabled={busy}>
            {translate('nangsue.royalties.issue')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const ListActions = () => {
  const { canAccess } = useCanAccess({ resource: 'finance.write', action: 'edit' });
  return <TopToolbar>{canAccess ? <IssueButton /> : null}</TopToolbar>;
};

/** Statements, newest month first: by month and organisation, with what is owed and paid. */
export const StatementList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'id', order: 'DESC' }}
    exporter={false}
    // No statement yet (a new store): the list and its "Issue" button, not react-admin's empty page.
    empty={false}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="Number" disableSort />
      <DataTable.Col source="Month" disableSort />
      <DataTable.Col source="OrganisationName" disableSort />
      <DataTable.Col source="RoyaltySatang" disableSort>
        <BahtField source="RoyaltySatang" />
      </DataTable.Col>
      <DataTable.Col source="WithholdingSatang" disableSort>
        <BahtField source="WithholdingSatang" />
      </DataTable.Col>
      <DataTable.Col source="PayableSatang" disableSort>
        <BahtField source="PayableSatang" />
      </DataTable.Col>
      <DataTable.Col source="CarriedOutSatang" disableSort>
        <CarriedField source="CarriedOutSatang" />
      </DataTable.Col>
      <DataTable.Col source="PayoutStatus" disableSort>
        <PayoutStatusChip />
      </DataTable.Col>
      <DataTable.Col source="IssuedAt" disableSort>
        <LocalDateField source="IssuedAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);

const FILES: Array<{ route: AdminRouteName; label: string; locale?: 'th' | 'en'; ext: string }> = [
  { route: 'adminRoyaltyStatementPdf', label: 'pdf_th', locale: 'th', ext: 'pdf' },
  { route: 'adminRoyaltyStatementPdf', label: 'pdf_en', locale: 'en', ext: 'pdf' },
  { route: 'adminRoyaltyStatementCsv', label: 'csv', ext: 'csv' },
];

const DownloadButtons = () => {
  const record = useRecordContext<RoyaltyStatementDetail>();
  const translate = useTranslate();
  const run = useRunCall();
  if (!record) return null;
  const download = (route: AdminRouteName, query: Record<string, string>, name: string) =>
    void run(() => downloadAdmin(route, { params: { id: record.Id }, query }, name));
  return (
    <>
      {FILES.map(({ route, label, locale, ext }) => (
        <Button
          key={label}
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            download(route, locale ? { Locale: locale } : {}, `${record.Number}.${ext}`)
          }
        >
          {translate(`nangsue.royalties.files.${label}`)}
        </Button>
      ))}
      {record.PayoutStatus === 'paid' ? (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => download('adminRoyaltyCertificatePdf', {}, `50-tawi-${record.Number}.pdf`)}
        >
          {translate('nangsue.royalties.files.certificate')}
        </Button>
      ) : null}
    </>
  );
};

/** Today in Asia/Bangkok, `YYYY-MM-DD`. */
const bangkokToday = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * Marks the statement paid with the bank's reference and the day the money went: once (a second
 * click answers the payout as it is); the organisation's owner is e-mailed.
 */
const MarkPaidButton = () => {
  const record = useRecordContext<RoyaltyStatementDetail>();
  const translate = useTranslate();
  const baht = useBaht();
  const refresh = useRefresh();
  const run = useRunCall();
  const { canAccess } = useCanAccess({ resource: 'finance.write', action: 'edit' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(bangkokToday());
  if (!record || !canAccess || record.PayoutStatus !== 'pending') return null;
  const submit = async () => {
    setBusy(true);
    const ok = await run(
      () =>
        callAdmin('adminRoyaltyStatementMarkPaid', {
          params: { id: record.Id },
          body: { BankReference: reference.trim(), PaidOn: paidOn },
        }),
      'nangsue.royalties.marked_paid',
    );
    setBusy(false);
    if (ok) {
      setOpen(false);
      refresh();
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="contained"
        startIcon={<PaidIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('nangsue.royalties.mark_paid')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('nangsue.royalties.mark_paid')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('nangsue.royalties.mark_paid_help', {
              amount: baht(record.PayableSatang),
              organisation: record.OrganisationName,
            })}
          </Alert>
          <Stack spacing={2}>
            <MuiTextField
              label={translate('nangsue.royalties.bank_reference')}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              required
              autoFocus
            />
            <MuiTextField
              type="date"
              label={translate('nangsue.royalties.paid_on')}
              value={paidOn}
              onChange={(event) => setPaidOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={busy || reference.trim() === '' || paidOn === ''}
          >
            {translate('nangsue.royalties.mark_paid')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const ShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <DownloadButtons />
    <MarkPaidButton />
  </TopToolbar>
);

const PAGE_SIZE = 50;

/** The statement's lines, a page at a time (a big publisher's month has thousands). */
const StatementLines = () => {
  const record = useRecordContext<RoyaltyStatementDetail>();
  const translate = useTranslate();
  const baht = useBaht();
  const date = useDateTime({ dateStyle: 'medium', timeStyle: 'short' });
  const [locale] = useLocaleState();
  const [page, setPage] = useState(1);
  const [lines, setLines] = useState<{ items: RoyaltyStatementLine[]; more: boolean } | null>(null);
  const statementId = record?.Id;
  useEffect(() => {
    if (statementId === undefined) return;
    const controller = new AbortController();
    void callAdmin('adminRoyaltyStatementLineList', {
      query: { StatementId: statementId, Page: page, PageSize: PAGE_SIZE },
      signal: controller.signal,
    })
      .then((answer) => setLines({ items: answer.Items, more: answer.HasNextPage }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [statementId, page, locale]);
  if (!lines) return null;
  if (lines.items.length === 0)
    return <Typography variant="body2">{translate('nangsue.royalties.no_lines')}</Typography>;
  const column = (name: string) => translate(`nangsue.royalties.line.${name}`);
  return (
    <Box>
      <Table size="small" data-testid="statement-lines">
        <TableHead>
          <TableRow>
            <TableCell>{column('date')}</TableCell>
            <TableCell>{column('kind')}</TableCell>
            <TableCell>{column('order')}</TableCell>
            <TableCell>{column('book')}</TableCell>
            <TableCell align="right">{column('net')}</TableCell>
            <TableCell align="right">{column('royalty')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.items.map((line) => (
            <TableRow key={line.Id}>
              <TableCell>{date(line.OccurredAt)}</TableCell>
              <TableCell>{translate(`nangsue.royalties.line_kind.${line.Kind}`)}</TableCell>
              <TableCell>{line.OrderNumber}</TableCell>
              <TableCell>{line.BookName}</TableCell>
              <TableCell align="right">{baht(line.NetSatang)}</TableCell>
              <TableCell align="right">{baht(line.RoyaltySatang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
          {translate('ra.navigation.prev')}
        </Button>
        <Button size="small" disabled={!lines.more} onClick={() => setPage(page + 1)}>
          {translate('ra.navigation.next')}
        </Button>
      </Stack>
    </Box>
  );
};

/** Where the payout stands: paid when, to which account, with which certificate. */
const PayoutState = () => {
  const record = useRecordContext<RoyaltyStatementDetail>();
  const translate = useTranslate();
  const baht = useBaht();
  const date = useDateTime({ dateStyle: 'long' });
  if (!record) return null;
  const payout = record.Payout;
  if (!payout)
    return (
      <Alert severity="info">
        {record.CarriedOutSatang < 0
          ? translate('nangsue.royalties.nothing_to_pay_carried', {
              amount: baht(record.CarriedOutSatang),
            })
          : translate('nangsue.royalties.nothing_to_pay')}
      </Alert>
    );
  if (payout.Status === 'pending')
    return <Alert severity="warning">{translate('nangsue.royalties.not_paid')}</Alert>;
  return (
    <Alert severity="success" data-testid="payout-paid">
      {translate('nangsue.royalties.paid_state', {
        on: payout.PaidOn ? date(`${payout.PaidOn}T12:00:00+07:00`) : '—',
        reference: payout.BankReference ?? '—',
        account: `${payout.BankCode ?? ''} ${payout.AccountNumber ?? ''}`,
        certificate: payout.CertificateNumber ?? '—',
        by: payout.PaidBy ?? '—',
      })}
    </Alert>
  );
};

/** One statement: its figures, its payout and its lines, with its documents. */
export const StatementShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <PayoutState />
        <TextField source="Number" />
        <TextField source="Month" />
        <TextField source="OrganisationName" />
        <FunctionField<RoyaltyStatementDetail>
          source="RoyaltyShareBp"
          render={(record) => `${formatBp(record.RoyaltyShareBp)}%`}
        />
        <FunctionField<RoyaltyStatementDetail>
          source="PayeeKind"
          render={(record) => translate(`nangsue.royalties.payee_kind.${record.PayeeKind}`)}
        />
        <Labeled source="SalesNetSatang">
          <BahtField source="SalesNetSatang" />
        </Labeled>
        <Labeled source="RefundsNetSatang">
          <BahtField source="RefundsNetSatang" />
        </Labeled>
        <Labeled source="RoyaltySatang">
          <BahtField source="RoyaltySatang" />
        </Labeled>
        <CarriedLine field="CarriedInSatang" label={false} />
        <FunctionField<RoyaltyStatementDetail>
          source="WithholdingRateBp"
          render={(record) => `${formatBp(record.WithholdingRateBp)}%`}
        />
        <Labeled source="WithholdingSatang">
          <BahtField source="WithholdingSatang" />
        </Labeled>
        <Labeled source="PayableSatang">
          <BahtField source="PayableSatang" />
        </Labeled>
        <CarriedLine field="CarriedOutSatang" label={false} />
        <TextField source="WithholdingRateSource" emptyText="—" />
        <LocalDateField source="IssuedAt" showTime />
        <TextField source="IssuedBy" emptyText="—" />
        <Typography variant="h6" sx={{ mt: 2 }}>
          {translate('nangsue.royalties.lines')}
        </Typography>
        <StatementLines />
      </SimpleShowLayout>
    </Show>
  );
};
