import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type PagedColumn<T> = { label: string; render: (row: T) => ReactNode; align?: 'right' };

/**
 * A table of one of the API's pages (`{ Items, HasNextPage }`) with "previous" and "next": the
 * customer's shelf, coins and sessions, which are not react-admin resources.
 */
export const PagedTable = <T extends { Id: string | number }>({
  queryKey,
  load,
  columns,
  testId,
  pageSize = 25,
}: {
  /** What the rows depend on: the table loads again when it changes (a reload counter too). */
  queryKey: unknown[];
  load: (page: number, pageSize: number) => Promise<{ Items: T[]; HasNextPage: boolean }>;
  columns: PagedColumn<T>[];
  testId?: string;
  pageSize?: number;
}) => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ Items: T[]; HasNextPage: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify([...queryKey, page, pageSize]);
  useEffect(() => {
    let current = true;
    load(page, pageSize).then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setError(null);
      },
      (failure: unknown) =>
        current &&
        setError(failure instanceof Error ? failure.message : 'ra.notification.http_error'),
    );
    return () => {
      current = false;
    };
    // `key` stands for the query key, the page and its size; `load` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (error) return <Alert severity="error">{translate(error)}</Alert>;
  if (!data) return <Typography variant="body2">{translate('ra.page.loading')}</Typography>;
  if (data.Items.length === 0 && page === 1)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {translate('nangsue.customers.none')}
      </Typography>
    );
  return (
    <Box data-testid={testId}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align}>
                  {translate(column.label)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.Items.map((row) => (
              <TableRow key={row.Id}>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {page > 1 || data.HasNextPage ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
          <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {translate('ra.navigation.previous')}
          </Button>
          <Button size="small" disabled={!data.HasNextPage} onClick={() => setPage(page + 1)}>
            {translate('ra.navigation.next')}
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
};
