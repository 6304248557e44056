import {
  Box,
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
import { LineChart } from '@mui/x-charts/LineChart';
import type {
  CoinsByDay,
  RedeemClaimsByDay,
  SalesByItem,
  SalesRow,
} from '@nangsue/contracts/admin';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { callAdmin } from '../../api/client';
import { COUNT_AXIS, useBaht, useBahtAxis } from '../../lib/format';

type Loaded = {
  month: string;
  categories: SalesByItem;
  publishers: SalesByItem;
  coins: CoinsByDay;
  claims: RedeemClaimsByDay;
};

const useMoreReports = (month: string) => {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const input = { query: { Month: month }, signal: controller.signal };
    Promise.all([
      callAdmin('adminReportSalesByCategory', input),
      callAdmin('adminReportSalesByPublisher', input),
      callAdmin('adminReportCoins', input),
      callAdmin('adminReportRedeemClaims', input),
    ])
      .then(([categories, publishers, coins, claims]) =>
        setLoaded({ month, categories, publishers, coins, claims }),
      )
      // The page's own reports say what went wrong with the month (the same month, the same API).
      .catch(() => undefined);
    return () => controller.abort();
  }, [month]);
  return loaded && loaded.month === month ? loaded : null;
};

/** Sales grouped by category or publisher: a table, the best selling first. */
const SalesTable = ({
  title,
  label,
  items,
  testId,
}: {
  title: string;
  label: string;
  items: SalesRow[];
  testId: string;
}) => {
  const translate = useTranslate();
  const baht = useBaht();
  const t = (key: string) => translate(`nangsue.reports.${key}`);
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(title)}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('books.none')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t(label)}</TableCell>
                  <TableCell align="right">{t('books.copies')}</TableCell>
                  <TableCell align="right">{t('sales.total')}</TableCell>
                  <TableCell align="right">{t('sales.vat')}</TableCell>
                  <TableCell align="right">{t('books.refunded')}</TableCell>
                  <TableCell align="right">{t('sales.netSales')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((item) => (
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
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/** A row of a month's totals: label (message key) and value. */
const Totals = ({ values }: { values: [string, string][] }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
      {values.map(([key, value]) => (
        <Box key={key}>
          <Typography variant="caption" color="text.secondary">
            {translate(`nangsue.reports.${key}`)}
          </Typography>
          <Typography variant="h6">{value}</Typography>
        </Box>
      ))}
    </Stack>
  );
};

/**
 * The month's other reports (docs/back-office.md "Reports"): sales by category and by publisher,
 * coins issued, spent and expired by day, and redeem-code claims by day.
 */
export const MoreReports = ({ month }: { month: string }) => {
  const translate = useTranslate();
  const baht = useBaht();
  const bahtAxis = useBahtAxis();
  const loaded = useMoreReports(month);
  if (!loaded) return null;
  const t = (key: string) => translate(`nangsue.reports.${key}`);
  const coins = loaded.coins.Totals;
  const claims = loaded.claims.Totals;
  return (
    <>
      <SalesTable
        title="categories.title"
        label="categories.category"
        items={loaded.categories.Items}
        testId="reports-categories"
      />
      <SalesTable
        title="publishers.title"
        label="publishers.publisher"
        items={loaded.publishers.Items}
        testId="reports-publishers"
      />
      <Card data-testid="reports-coins">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('coins.title')}
          </Typography>
          <Totals
            values={[
              ['coins.issued', baht(coins.IssuedSatang)],
              ['coins.topUp', baht(coins.TopUpSatang)],
              ['coins.reward', baht(coins.RewardSatang)],
              ['coins.redeem', baht(coins.RedeemSatang)],
              ['coins.staff', baht(coins.StaffSatang)],
              ['coins.refund', baht(coins.RefundSatang)],
              ['coins.spent', baht(coins.SpentSatang)],
              ['coins.clawback', baht(coins.ClawbackSatang)],
              ['coins.expired', baht(coins.ExpiredSatang)],
            ]}
          />
          <LineChart
            height={260}
            dataset={loaded.coins.Days.map((day) => ({
              day: day.Date.slice(8),
              issued: day.IssuedSatang / 100,
              spent: day.SpentSatang / 100,
              expired: day.ExpiredSatang / 100,
            }))}
            xAxis={[{ scaleType: 'point', dataKey: 'day', label: t('chart.day') }]}
            yAxis={[bahtAxis]}
            series={[
              { dataKey: 'issued', label: t('coins.issued'), curve: 'linear' },
              { dataKey: 'spent', label: t('coins.spent'), curve: 'linear' },
              { dataKey: 'expired', label: t('coins.expired'), curve: 'linear' },
            ]}
          />
        </CardContent>
      </Card>
      <Card data-testid="reports-claims">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('claims.title')}
          </Typography>
          <Totals
            values={[
              ['claims.claims', String(claims.Claims)],
              ['claims.books', String(claims.BookClaims)],
              ['claims.gifts', String(claims.GiftClaims)],
              ['claims.coins', String(claims.CoinClaims)],
              ['claims.coupons', String(claims.CouponClaims)],
              ['claims.coinsCredited', baht(claims.CoinsSatang)],
            ]}
          />
          <BarChart
            height={220}
            dataset={loaded.claims.Days.map((day) => ({
              day: day.Date.slice(8),
              books: day.BookClaims,
              gifts: day.GiftClaims,
              coins: day.CoinClaims,
              coupons: day.CouponClaims,
            }))}
            xAxis={[{ scaleType: 'band', dataKey: 'day', label: t('chart.day') }]}
            yAxis={[COUNT_AXIS]}
            series={[
              { dataKey: 'books', label: t('claims.books'), stack: 'claims' },
              { dataKey: 'gifts', label: t('claims.gifts'), stack: 'claims' },
              { dataKey: 'coins', label: t('claims.coins'), stack: 'claims' },
              { dataKey: 'coupons', label: t('claims.coupons'), stack: 'claims' },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
};
