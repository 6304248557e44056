import {
  Box,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { PORTAL_SALES_BOOK_SORTS } from '@nangsue/contracts/portal';
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
  useLoaded,
  type Period,
} from './common';

type Sort = (typeof PORTAL_SALES_BOOK_SORTS)[number];
const PAGE_SIZE = 50;

/**
 * Every book of the organisation with its figures in a period (`/portal/sales/books`,
 * sales.read), zeros included, sorted as chosen, 50 a page.
 */
export const SalesByBookPage = () => {
  const { isPending } = useRequireAccess({ action: 'read', resource: 'sales.read' });
  const translate = useTranslate();
  const baht = useBaht();
  const bookName = useBookName();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [sort, setSort] = useState<Sort>('net');
  const [page, setPage] = useState(1);
  const t = (key: string) => translate(`nangsue.portal.sales.${key}`);
  const loaded = useLoaded(
    (signal) =>
      callPortal('portalSalesByBook', {
        query: { ...period, Sort: sort, Page: page, PageSize: PAGE_SIZE },
        signal,
      }),
    [period.From, period.To, sort, page],
  );
  if (isPending) return null;
  const change = (next: Period) => {
    setPeriod(next);
    setPage(1);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('books.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('books.title')}
          </Typography>
          <PeriodPicker value={period} onChange={change} />
          <TextField
            select
            size="small"
            label={t('books.sort')}
            value={sort}
            sx={{ mt: 2, minWidth: 240 }}
            onChange={(event) => {
              setSort(event.target.value as Sort);
              setPage(1);
            }}
          >
            {PORTAL_SALES_BOOK_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`books.sorts.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <LoadError error={loaded.error} />
          {loaded.data ? (
            <>
              <Table size="small" sx={{ mt: 2 }} data-testid="sales-by-book">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('books.book')}</TableCell>
                    <TableCell align="right">{t('figures.copies')}</TableCell>
                    <TableCell align="right">{t('figures.net')}</TableCell>
                    <TableCell align="right">{t('figures.gross')}</TableCell>
                    <TableCell align="right">{t('figures.refunded_copies')}</TableCell>
                    <TableCell align="right">{t('figures.refunded')}</TableCell>
                    <TableCell align="right">{t('figures.downloads')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {loaded.data.Items.map((book) => (
                    <TableRow key={book.BookId}>
                      <TableCell>{bookName(book)}</TableCell>
                      <TableCell align="right">{book.Copies}</TableCell>
                      <TableCell align="right">{baht(book.NetSatang)}</TableCell>
                      <TableCell align="right">{baht(book.GrossSatang)}</TableCell>
                      <TableCell align="right">{book.RefundedCopies}</TableCell>
                      <TableCell align="right">{baht(book.RefundedSatang)}</TableCell>
                      <TableCell align="right">{book.Downloads}</TableCell>
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
