import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { RoyaltyStatement } from '@nangsue/contracts/admin';
import type { PortalStatement } from '@nangsue/contracts/portal';
import { useState } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  Show,
  TopToolbar,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { downloadPortal, type PortalRouteName } from '../../api/client';
import { useRunCall } from '../../components/dialogs';
import { LocalDateField } from '../../components/fields';
import { StatusChip } from '../../components/StatusChip';
import { useBaht, useDateTime } from '../../lib/format';
import {
  documentFileName,
  formatMonth,
  formatPercent,
  netSalesOf,
  summaryLinesOf,
  type SummaryLineKey,
} from './statement-format';

type StatementRow = RoyaltyStatement & { id: number };
type PayoutStatus = RoyaltyStatement['PayoutStatus'];

const PAYOUT_COLORS = { pending: 'warning', paid: 'success', none: 'default' } as const;

/** Paid, waiting to be paid, or nothing to pay. */
export const PayoutChip = () => (
  <StatusChip<PayoutStatus, StatementRow>
    colors={PAYOUT_COLORS}
    labels="nangsue.portal.money.payout_status"
    statusOf={(record) => record.PayoutStatus}
    testId="statement-payout"
  />
);

/** An amount of the statement in baht (`value` reads it from the record). */
const Baht = ({ value }: { value: (record: StatementRow) => number; label?: string }) => {
  const baht = useBaht();
  return <FunctionField<StatementRow> render={(record) => baht(value(record))} />;
};

const Month = () => {
  const [locale] = useLocaleState();
  return <FunctionField<StatementRow> render={(record) => formatMonth(record.Month, locale)} />;
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          {translate('nangsue.portal.money.empty_title')}
        </Typography>
        <Typography color="text.secondary">{translate('nangsue.portal.money.empty')}</Typography>
      </CardContent>
    </Card>
  );
};

/**
 * The organisation's royalty statements (`/portal/statements`), newest month first: what its
 * books sold for after refunds, its royalty, the withholding tax and what is paid to it.
 */
export const StatementList = () => (
  <List
    sort={{ field: 'id', order: 'DESC' }}
    exporter={false}
    actions={false}
    empty={<Empty />}
    perPage={25}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="Month" disableSort>
        <Month />
      </DataTable.Col>
      <DataTable.Col source="Number" disableSort />
      <DataTable.Col source="NetSalesSatang" disableSort align="right">
        <Baht value={netSalesOf} />
      </DataTable.Col>
      <DataTable.Col source="RoyaltySatang" disableSort align="right">
        <Baht value={(record) => record.RoyaltySatang} />
      </DataTable.Col>
      <DataTable.Col source="WithholdingSatang" disableSort align="right">
        <Baht value={(record) => record.WithholdingSatang} />
      </DataTable.Col>
      <DataTable.Col source="PayableSatang" disableSort align="right">
        <Baht value={(record) => record.PayableSatang} />
      </DataTable.Col>
      <DataTable.Col source="PayoutStatus" disableSort>
        <PayoutChip />
      </DataTable.Col>
      <DataTable.Col source="IssuedAt" disableSort>
        <LocalDateField source="IssuedAt" />
      </DataTable.Col>
    </DataTable>
  </List>
);

type Document = {
  route: Extract<
    PortalRouteName,
    'portalMoneyStatementPdf' | 'portalMoneyStatementCsv' | 'portalMoneyCertificatePdf'
  >;
  kind: 'pdf_th' | 'pdf_en' | 'csv' | 'certificate';
  query?: { Locale: 'th' | 'en' };
};

const DOCUMENTS: Document[] = [
  { route: 'portalMoneyStatementPdf', kind: 'pdf_th', query: { Locale: 'th' } },
  { route: 'portalMoneyStatementPdf', kind: 'pdf_en', query: { Locale: 'en' } },
  { route: 'portalMoneyStatementCsv', kind: 'csv' },
  { route: 'portalMoneyCertificatePdf', kind: 'certificate' },
];

/** The statement as PDF (Thai, English) and CSV, and the 50 ทวิ certificate once paid. */
const Downloads = () => {
  const record = useRecordContext<PortalStatement & { id: number }>();
  const translate = useTranslate();
  const run = useRunCall();
  if (!record) return <TopToolbar />;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {DOCUMENTS.filter(({ kind }) => kind !== 'certificate' || record.PayoutStatus === 'paid').map(
        ({ route, kind, query }) => (
          <Button
            key={kind}
            size="small"
            startIcon={<DownloadIcon />}
            data-testid={`statement-download-${kind}`}
            onClick={() =>
              void run(() =>
                downloadPortal(
                  route,
                  { params: { statementId: record.Id }, query },
                  documentFileName(record.Number, kind),
                ),
              )
            }
          >
            {translate(`nangsue.portal.money.files.${kind}`)}
          </Button>
        ),
      )}
    </TopToolbar>
  );
};

const Line = ({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) => {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 4, py: 0.5 }}
      data-testid={testId}
    >
      <Typography color="text.secondary">{translate(label)}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
};

/** Where the payout stands: paid when, to which account, with which certificate. */
const PayoutState = () => {
  const record = useRecordContext<PortalStatement>();
  const translate = useTranslate();
  const baht = useBaht();
  const day = useDateTime({ dateStyle: 'long' });
  if (!record) return null;
  const payout = record.Payout;
  if (!payout || record.PayoutStatus === 'none')
    return (
      <Alert severity="info">
        {record.CarriedOutSatang < 0
          ? translate('nangsue.portal.money.nothing_to_pay_carried', {
              amount: baht(record.CarriedOutSatang),
            })
          : translate('nangsue.portal.money.nothing_to_pay')}
      </Alert>
    );
  if (payout.Status === 'pending')
    return <Alert severity="warning">{translate('nangsue.portal.money.not_paid')}</Alert>;
  return (
    <Alert severity="success" data-testid="statement-paid">
      {translate('nangsue.portal.money.paid_state', {
        on: payout.PaidOn ? day(`${payout.PaidOn}T12:00:00+07:00`) : '—',
        reference: payout.BankReference ?? '—',
        account: [payout.BankCode, payout.AccountNumber].filter(Boolean).join(' ') || '—',
        certificate: payout.CertificateNumber ?? '—',
      })}
    </Alert>
  );
};

/**
 * The statement's figures, from the month's sales to what is paid: a negative balance brought
 * from the previous statement comes off before the tax; one carried on is shown after.
 */
const Summary = () => {
  const record = useRecordContext<PortalStatement>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const baht = useBaht();
  const dateTime = useDateTime();
  if (!record) return null;
  const field = (name: string) => `resources.statements.fields.${name}`;
  const labels: Record<SummaryLineKey, string> = {
    sales: field('SalesNetSatang'),
    refunds: field('RefundsNetSatang'),
    netSales: field('NetSalesSatang'),
    royalty: translate('nangsue.portal.money.royalty_at', {
      percent: formatPercent(record.RoyaltyShareBp, locale),
    }),
    carriedIn: field('CarriedInSatang'),
    withholding: translate('nangsue.portal.money.withholding_at', {
      percent: formatPercent(record.WithholdingRateBp, locale),
    }),
    payable: field('PayableSatang'),
    carriedOut: field('CarriedOutSatang'),
  };
  return (
    <Box sx={{ maxWidth: 560 }} data-testid="statement-summary">
      <Line label={field('Number')} value={record.Number} />
      <Line
        label={field('PayeeKind')}
        value={translate(`nangsue.portal.money.payee_kind.${record.PayeeKind}`)}
      />
      {summaryLinesOf(record).map((line) => (
        <Line
          key={line.key}
          label={labels[line.key]}
          value={baht(line.satang)}
          strong={line.strong}
          testId={`statement-${line.key}`}
        />
      ))}
      {record.CarriedInSatang !== 0 || record.CarriedOutSatang !== 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('nangsue.portal.money.carried_help')}
        </Typography>
      ) : null}
      {record.WithholdingRateSource ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('nangsue.portal.money.withholding_source', {
            source: record.WithholdingRateSource,
          })}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('nangsue.portal.money.issued', { date: dateTime(record.IssuedAt) })}
      </Typography>
    </Box>
  );
};

const PAGE_SIZE = 50;

/** The month's sale and refund lines, a page at a time (the statement gives them all). */
const StatementLines = () => {
  const record = useRecordContext<PortalStatement>();
  const translate = useTranslate();
  const baht = useBaht();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  if (!record) return null;
  const lines = record.Lines ?? [];
  if (lines.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('nangsue.portal.money.no_lines')}
      </Typography>
    );
  const pages = Math.max(1, Math.ceil(lines.length / PAGE_SIZE));
  const shown = lines.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const column = (name: string) => translate(`nangsue.portal.money.line.${name}`);
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
          {shown.map((line) => (
            <TableRow key={line.Id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTime(line.OccurredAt)}</TableCell>
              <TableCell>{translate(`nangsue.portal.money.line_kind.${line.Kind}`)}</TableCell>
              <TableCell>{line.OrderNumber}</TableCell>
              <TableCell>{line.BookName}</TableCell>
              <TableCell align="right">{baht(line.NetSatang)}</TableCell>
              <TableCell align="right">{baht(line.RoyaltySatang)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 ? (
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, justifyContent: 'flex-end', alignItems: 'center' }}
        >
          <Typography variant="body2">
            {translate('nangsue.portal.money.lines_page', { page, pages })}
          </Typography>
          <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {translate('ra.navigation.prev')}
          </Button>
          <Button size="small" disabled={page === pages} onClick={() => setPage(page + 1)}>
            {translate('ra.navigation.next')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
};

const StatementTitle = () => {
  const record = useRecordContext<PortalStatement>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      {record
        ? translate('nangsue.portal.money.statement_of', {
            month: formatMonth(record.Month, locale),
          })
        : translate('resources.statements.name', { smart_count: 1 })}
    </>
  );
};

const StatementPage = () => {
  const record = useRecordContext<PortalStatement>();
  const translate = useTranslate();
  // The list's row stands in for the statement until it arrives: it has no lines.
  if (!record || !Array.isArray(record.Lines)) return null;
  return (
    <CardContent>
      <Stack spacing={2}>
        <Typography variant="h6" component="h1">
          <StatementTitle />
        </Typography>
        <PayoutState />
        <Summary />
        <Typography variant="h6" component="h2" sx={{ pt: 1 }}>
          {translate('nangsue.portal.money.lines', { smart_count: record.LineCount })}
        </Typography>
        <StatementLines />
      </Stack>
    </CardContent>
  );
};

/** One statement: what it comes to, its payout, its documents and its lines. */
export const StatementShow = () => (
  <Show actions={<Downloads />} title={<StatementTitle />}>
    <StatementPage />
  </Show>
);
