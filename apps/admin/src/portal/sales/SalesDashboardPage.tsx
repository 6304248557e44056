import {
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { PortalSalesFigures, PortalSalesGroup } from '@nangsue/contracts/portal';
import { useState } from 'react';
import { Title, useRequireAccess, useTranslate } from 'react-admin';
import { callPortal } from '../../api/client';
import { COUNT_AXIS, useBaht, useBahtAxis } from '../../lib/format';
import {
  defaultPeriod,
  LoadError,
  PeriodPicker,
  useBookName,
  useDay,
  useLoaded,
  type Period,
} from './common';

/** The figures the overview shows, in order, with how each is written. */
const FIGURES: [keyof PortalSalesFigures, string, 'baht' | 'count'][] = [
  ['Copies', 'copies', 'count'],
  ['NetSatang', 'net', 'baht'],
  ['GrossSatang', 'gross', 'baht'],
  ['DiscountSatang', 'discount', 'baht'],
  ['RefundedCopies', 'refunded_copies', 'count'],
  ['RefundedSatang', 'refunded', 'baht'],
  ['Downloads', 'downloads', 'count'],
];

/** The figures of a period as labelled numbers. */
export const FigureRow = ({ figures }: { figures: PortalSalesFigures }) => {
  const translate = useTranslate();
  const baht = useBaht();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
      {FIGURES.map(([field, label, kind]) => (
        <Box key={field} data-testid={`sales-total-${label}`}>
          <Typography variant="caption" color="text.secondary">
            {translate(`nangsue.portal.sales.figures.${label}`)}
          </Typography>
          <Typography variant="h6">
            {kind === 'baht' ? baht(figures[field]) : figures[field].toLocaleString()}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};

/**
 * The sales overview (`/portal/sales`, sales.read; docs/sales-stats.md): a period's totals, net
 * sales and refunds as bars and copies and downloads as lines by day or month, and the best
 * sellers; one book alone when chosen.
 */
export const SalesDashboardPage = () => {
  const { isPending } = useRequireAccess({ action: 'read', resource: 'sales.read' });
  const translate = useTranslate();
  const baht = useBaht();
  const bahtAxis = useBahtAxis();
  const bookName = useBookName();
  const day = useDay();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [group, setGroup] = useState<PortalSalesGroup>('day');
  const [bookId, setBookId] = useState<number | ''>('');
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`nangsue.portal.sales.${key}`, options);

  const dashboard = useLoaded(
    (signal) =>
      callPortal('portalSalesDashboard', {
        query: { ...period, Group: group, ...(bookId === '' ? {} : { BookId: bookId }) },
        signal,
      }),
    [period.From, period.To, group, bookId],
  );
  // The books to choose from: every book of the organisation, by title.
  const books = useLoaded(
    (signal) =>
      callPortal('portalSalesByBook', {
        query: { ...period, Sort: 'name', PageSize: 200 },
        signal,
      }),
    [period.From, period.To],
  );
  if (isPending) return null;
  const data = dashboard.data;
  const dataset = (data?.Series ?? []).map((row) => ({
    period: day(row.Period),
    net: row.NetSatang / 100,
    refunded: row.RefundedNetSatang / 100,
    copies: row.Copies,
    downloads: row.Downloads,
  }));

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={t('dashboard.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('dashboard.title')}
          </Typography>
          <PeriodPicker value={period} onChange={setPeriod} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={group}
              aria-label={t('group.label')}
              sx={{ flexShrink: 0, '& .MuiToggleButton-root': { whiteSpace: 'nowrap', px: 2 } }}
              onChange={(_event, value: PortalSalesGroup | null) => value && setGroup(value)}
            >
              <ToggleButton value="day">{t('group.day')}</ToggleButton>
              <ToggleButton value="month">{t('group.month')}</ToggleButton>
            </ToggleButtonGroup>
            <TextField
              select
              size="small"
              label={t('book_filter')}
              value={bookId}
              sx={{ minWidth: 280 }}
              onChange={(event) =>
                setBookId(event.target.value === '' ? '' : Number(event.target.value))
              }
            >
              <MenuItem value="">{t('all_books')}</MenuItem>
              {(books.data?.Items ?? []).map((book) => (
                <MenuItem key={book.BookId} value={book.BookId}>
                  {bookName(book)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {data ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('period.shown', { from: day(data.From), to: day(data.To) })}
            </Typography>
          ) : null}
          <LoadError error={dashboard.error} />
        </CardContent>
      </Card>

      {data ? (
        <>
          <Card data-testid="sales-totals">
            <CardContent>
              <FigureRow figures={data.Totals} />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('dashboard.money_chart')}
              </Typography>
              <BarChart
                height={300}
                dataset={dataset}
                xAxis={[{ scaleType: 'band', dataKey: 'period' }]}
                yAxis={[bahtAxis]}
                series={[
                  { dataKey: 'net', label: t('figures.net') },
                  { dataKey: 'refunded', label: t('figures.refunded_net') },
                ]}
              />
              <Typography variant="h6" component="h2" gutterBottom sx={{ mt: 2 }}>
                {t('dashboard.count_chart')}
              </Typography>
              <LineChart
                height={260}
                dataset={dataset}
                xAxis={[{ scaleType: 'point', dataKey: 'period' }]}
                yAxis={[COUNT_AXIS]}
                series={[
                  { dataKey: 'copies', label: t('figures.copies') },
                  { dataKey: 'downloads', label: t('figures.downloads') },
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('dashboard.top_books')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dashboard.book_count', { count: data.BookCount })}
              </Typography>
              {data.TopBooks.length === 0 ? (
                <Typography sx={{ mt: 1 }}>{t('dashboard.no_top_books')}</Typography>
              ) : (
                <Table size="small" data-testid="sales-top-books">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('books.book')}</TableCell>
                      <TableCell align="right">{t('figures.copies')}</TableCell>
                      <TableCell align="right">{t('figures.net')}</TableCell>
                      <TableCell align="right">{t('figures.refunded_copies')}</TableCell>
                      <TableCell align="right">{t('figures.downloads')}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.TopBooks.map((book) => (
                      <TableRow key={book.BookId}>
                        <TableCell>{bookName(book)}</TableCell>
                        <TableCell align="right">{book.Copies}</TableCell>
                        <TableCell align="right">{baht(book.NetSatang)}</TableCell>
                        <TableCell align="right">{book.RefundedCopies}</TableCell>
                        <TableCell align="right">{book.Downloads}</TableCell>
                        <TableCell align="right">
                          {bookId === book.BookId ? null : (
                            <Button size="small" onClick={() => setBookId(book.BookId)}>
                              {t('dashboard.show_book')}
                            </Button>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </>
      ) : null}
    </Box>
  );
};
