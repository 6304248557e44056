import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';

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

/**
 * A change that needs a reason (kept in the audit log): the dialog asks for it, and, for what
 * cannot be undone, for `confirmText` typed again.
 */
export const ReasonDialog = ({
  open,
  title,
  help,
  submit,
  danger = false,
  confirmText,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  help: string;
  submit: string;
  danger?: boolean;
  /** Typed again to enable the button (the customer's e-mail before an erasure). */
  confirmText?: string;
  /** The call; true when it worked (the dialog then closes). */
  onSubmit: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const ready =
    reason.trim().length >= 3 &&
    (confirmText === undefined || typed.trim().toLowerCase() === confirmText.toLowerCase());
  const close = () => {
    setReason('');
    setTyped('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        <Alert severity={danger ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {translate(help)}
        </Alert>
        <Stack spacing={2}>
          <TextField
            label={translate('nangsue.customers.reason')}
            helperText={translate('nangsue.customers.reason_help')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
            autoFocus
          />
          {confirmText !== undefined ? (
            <TextField
              label={translate('nangsue.customers.confirm_text', { text: confirmText })}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              required
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={busy || !ready}
          onClick={async () => {
            setBusy(true);
            const ok = await onSubmit(reason.trim());
            setBusy(false);
            if (ok) close();
          }}
        >
          {translate(submit)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Runs a call and says how it went in a notification; true when it worked. */
export const useRunCall = () => {
  const notify = useNotify();
  return async (call: () => Promise<unknown>, done: string, options = {}): Promise<boolean> => {
    try {
      await call();
      notify(done, { type: 'success', messageArgs: options });
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return false;
    }
  };
};
