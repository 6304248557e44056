import {
  Box,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Title, useRequireAccess, useTranslate } from 'react-admin';
import { callPortal } from '../../api/client';
import { useBaht } from '../../lib/format';
import {
  defaultPeriod,
  LoadError,
  Pager,
  PeriodPicker,
  useBookName,
  useDate,
  useLoaded,
  type Period,
} from './common';

const PAGE_SIZE = 50;

/**
 * Copies of the organisation's books refunded in a period (`/portal/sales/refunds`, sales.read),
 * newest first: when, which book, how much; nothing about the buyer.
 */
export const RefundsPage = () => {
  const { isPending } = useRequireAccess({ action: 'read', resource: 'sales.read' });
  const translate = useTranslate();
  const baht = useBaht();
  const bookName = useBookName();
  const date = useDate();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [page, setPage] = useState(1);
  const t = (key: string) => translate(`nangsue.portal.sales.refunds.${key}`);
  const loaded = useLoaded(
    (signal) =>
      callPortal('portalSalesRefunds', {
        query: { ...period, Page: page, PageSize: PAGE_SIZE },
        signal,
      }),
    [period.From, period.To, page],
  );
  if (isPending) return null;

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('help')}
          </Typography>
          <PeriodPicker
            value={period}
            onChange={(next) => {
              setPeriod(next);
              setPage(1);
            }}
          />
          <LoadError error={loaded.error} />
          {loaded.data && loaded.data.Items.length === 0 ? (
            <Typography sx={{ mt: 2 }}>{t('none')}</Typography>
          ) : null}
          {loaded.data && loaded.data.Items.length > 0 ? (
            <>
              <Table size="small" sx={{ mt: 2 }} data-testid="sales-refunds">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('refunded_at')}</TableCell>
                    <TableCell>{translate('nangsue.portal.sales.books.book')}</TableCell>
                    <TableCell>{t('sold_at')}</TableCell>
                    <TableCell align="right">{t('amount')}</TableCell>
                    <TableCell align="right">{t('net')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loaded.data.Items.map((line) => (
                    <TableRow key={line.LineId}>
                      <TableCell>{date(line.RefundedAt)}</TableCell>
                      <TableCell>{bookName(line)}</TableCell>
                      <TableCell>{date(line.SoldAt)}</TableCell>
                      <TableCell align="right">{baht(line.AmountSatang)}</TableCell>
                      <TableCell align="right">{baht(line.NetSatang)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pager page={page} hasNext={loaded.data.HasNextPage} onPage={setPage} />
            </>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
};
