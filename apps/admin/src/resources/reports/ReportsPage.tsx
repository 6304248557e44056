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
import { BarChart } from '@mui/x-charts/BarChart';
import type { AdminRouteName, SalesByDay, SalesByItem, VatReport } from '@nangsue/contracts/admin';
import { useEffect, useState } from 'react';
import { Title, useNotify, useRequireAccess, useTranslate } from 'react-admin';
import { callAdmin, downloadAdmin } from '../../api/client';
import { useBaht, useBahtAxis } from '../../lib/format';
import { MonthPicker } from '../../components/MonthPicker';
import { MoreReports } from './MoreReports';

/** This month in Asia/Bangkok (UTC+7 all year), `YYYY-MM`. */
export const bangkokMonth = (now = Date.now()): string =>
  new Date(now + 7 * 3600_000).toISOString().slice(0, 7);

type Loaded = { sales: SalesByDay; books: SalesByItem; vat: VatReport };

const useMonthReports = (month: string) => {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<{ month: string; message: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const query = { Month: month };
    Promise.all([
      callAdmin('adminReportSalesByDay', { query, signal: controller.signal }),
      callAdmin('adminReportSalesByBook', { query, signal: controller.signal }),
      callAdmin('adminReportVat', { query, signal: controller.signal }),
    ])
      .then(([sales, books, vat]) => setLoaded({ sales, books, vat }))
      .catch((reason: unknown) => {
        if (controller.signal.aborted) return;
        setError({
          month,
          message: reason instanceof Error ? reason.message : 'ra.notification.http_error',
        });
      });
    return () => controller.abort();
  }, [month]);
  return {
    loaded: loaded && loaded.sales.Month === month ? loaded : null,
    error: error && error.month === month ? error.message : null,
  };
};

const CSV_FILES: { route: AdminRouteName; label: string; file: string }[] = [
  { route: 'adminReportSalesByDayCsv', label: 'byDay', file: 'sales-by-day' },
  { route: 'adminReportSalesByBookCsv', label: 'byBook', file: 'sales-by-book' },
  { route: 'adminReportSalesByCategoryCsv', label: 'byCategory', file: 'sales-by-category' },
  { route: 'adminReportSalesByPublisherCsv', label: 'byPublisher', file: 'sales-by-publisher' },
  { route: 'adminReportVatCsv', label: 'vat', file: 'vat' },
  { route: 'adminReportCoinsCsv', label: 'coins', file: 'coins-by-day' },
  { route: 'adminReportRedeemClaimsCsv', label: 'claims', file: 'redeem-claims-by-day' },
];

/**
 * Sales and VAT of a Bangkok month (docs/back-office.md "Reports"): the month's figures, sales by
 * day as a chart, the books sold, the ภ.พ.30 figures, and every report as CSV.
 */
export const ReportsPage = () => {
  const { isPending } = useRequireAccess({ action: 'read', resource: 'reports.read' });
  const translate = useTranslate();
  const notify = useNotify();
  const baht = useBaht();
  const bahtAxis = useBahtAxis();
  const [month, setMonth] = useState(bangkokMonth());
  const { loaded, error } = useMonthReports(month);
  if (isPending) return null;
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`nangsue.reports.${key}`, options);

  const download = async (route: AdminRouteName, file: string) => {
    try {
      await downloadAdmin(route, { query: { Month: month } }, `${file}-${month}.csv`);
    } catch (reason) {
      notify(reason instanceof Error ? reason.message : 'ra.notification.http_error', {
        type: 'error',
      });
    }
  };

  const totals = loaded?.sales.Totals;
  const vat = loaded?.vat;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <MonthPicker label={t('month')} value={month} onChange={setMonth} />
            {CSV_FILES.map(({ route, label, file }) => (
              <Button
                key={route}
                size="small"
                variant="outlined"
                startIcon={<DownloadIcon />}
                onClick={() => void download(route, file)}
              >
                {t(`csv.${label}`)}
              </Button>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('help')}
          </Typography>
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(error)}
            </Alert>
          ) : null}
        </CardContent>
      </Card>

      {totals ? (
        <Card data-testid="reports-totals">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('sales.title')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
              {(
                [
                  ['orders', String(totals.Orders)],
                  ['gross', baht(totals.GrossSatang)],
                  ['discount', baht(totals.DiscountSatang)],
                  ['total', baht(totals.TotalSatang)],
                  ['coins', baht(totals.CoinsSatang)],
                  ['vat', baht(totals.VatSatang)],
                  ['refund', baht(totals.RefundSatang)],
                  ['netSales', baht(totals.NetSalesSatang)],
                  ['coinPacks', baht(totals.CoinPackSatang)],
                ] as const
              ).map(([key, value]) => (
                <Box key={key} data-testid={`reports-total-${key}`}>
                  <Typography variant="caption" color="text.secondary">
                    {t(`sales.${key}`)}
                  </Typography>
                  <Typography variant="h6">{value}</Typography>
                </Box>
              ))}
            </Stack>
            <Box data-testid="reports-chart" sx={{ mt: 2 }}>
              <BarChart
                height={300}
                dataset={loaded.sales.Days.map((day) => ({
                  day: day.Date.slice(8),
                  total: day.TotalSatang / 100,
                  refund: day.RefundSatang / 100,
                }))}
                xAxis={[{ scaleType: 'band', dataKey: 'day', label: t('chart.day') }]}
                yAxis={[bahtAxis]}
                series={[
                  { dataKey: 'total', label: t('sales.total') },
                  { dataKey: 'refund', label: t('sales.refund') },
                ]}
              />
            </Box>
          </CardContent>
        </Card>
      ) : null}

      {vat ? (
        <Card data-testid="reports-vat">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('vat.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {t('vat.help', { invoices: vat.InvoiceCount, creditNotes: vat.CreditNoteCount })}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right">{t('vat.sales')}</TableCell>
                  <TableCell align="right">{t('vat.creditNotes')}</TableCell>
                  <TableCell align="right">{t('vat.net')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(['TaxableSatang', 'ZeroRatedSatang', 'ExemptSatang', 'VatSatang'] as const).map(
                  (field) => (
                    <TableRow key={field}>
                      <TableCell>{t(`vat.${field}`)}</TableCell>
                      <TableCell align="right">{baht(vat.Sales[field])}</TableCell>
                      <TableCell align="right">{baht(vat.CreditNotes[field])}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                        {baht(vat.Net[field])}
                      </TableCell>
                    </TableRow>
                  ),
                )}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : null}

      {loaded ? (
        <Card data-testid="reports-books">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('books.title')}
            </Typography>
            {loaded.books.Items.length === 0 ? (
              <Typography color="text.secondary">{t('books.none')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('books.book')}</TableCell>
                    <TableCell align="right">{t('books.copies')}</TableCell>
                    <TableCell align="right">{t('sales.total')}</TableCell>
                    <TableCell align="right">{t('sales.vat')}</TableCell>
                    <TableCell align="right">{t('books.refunded')}</TableCell>
                    <TableCell align="right">{t('sales.netSales')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loaded.books.Items.map((item) => (
                    <TableRow key={item.Id}>
                      <TableCell>{item.Name}</TableCell>
                      <TableCell align="right">{item.Copies}</TableCell>
                      <TableCell align="right">{baht(item.TotalSatang)}</TableCell>
                      <TableCell align="right">{baht(item.VatSatang)}</TableCell>
                      <TableCell align="right">{item.RefundedCopies}</TableCell>
                      <TableCell align="right">{baht(item.NetSalesSatang)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      ) : null}

      <MoreReports month={month} />
    </Box>
  );
};

/** The dashboard's card: this month's net sales (after refunds, VAT included). */
export const MonthSalesCard = () => {
  const translate = useTranslate();
  const baht = useBaht();
  const [totals, setTotals] = useState<SalesByDay['Totals'] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    callAdmin('adminReportSalesByDay', {
      query: { Month: bangkokMonth() },
      signal: controller.signal,
    })
      .then((report) => setTotals(report.Totals))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <Card data-testid="reports-dashboard-card">
      <CardContent>
        <Typography variant="subtitle2" color="text.secondary">
          {translate('nangsue.reports.card.title')}
        </Typography>
        <Typography variant="h5">{totals ? baht(totals.NetSalesSatang) : '…'}</Typography>
        {totals ? (
          <Typography variant="body2" color="text.secondary">
            {translate('nangsue.reports.card.orders', { smart_count: totals.Orders })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};
