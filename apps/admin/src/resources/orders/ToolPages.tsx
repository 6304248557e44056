import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminRouteName } from '@nangsue/contracts/admin';
import { useState } from 'react';
import { Title, useLocaleState, useNotify, useRequireAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { callAdmin, type AdminCallResult } from '../../api/client';
import { formatDateTime } from '../../lib/format';

/**
 * The nightly reconciliation, run on demand: each check that found something, in the staff
 * member's language, and the way to the late payments still waiting for their refund.
 */
export const ReconciliationPage = () => {
  const { isPending } = useRequireAccess({ action: 'run', resource: 'orders.read' });
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [result, setResult] = useState<AdminCallResult<'adminReconciliation'> | null>(null);
  const [busy, setBusy] = useState(false);
  if (isPending) return null;
  const run = async () => {
    setBusy(true);
    try {
      setResult(await callAdmin('adminReconciliation'));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('nangsue.orders.reconciliation.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('nangsue.orders.reconciliation.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('nangsue.orders.reconciliation.help')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
          <Button variant="contained" onClick={run} disabled={busy}>
            {translate('nangsue.orders.reconciliation.run')}
          </Button>
          <Link
            component={RouterLink}
            to="/refunds?filter=%7B%22Kind%22%3A%22late_payment%22%2C%22Status%22%3A%22pending%22%7D"
          >
            {translate('nangsue.orders.reconciliation.late')}
          </Link>
        </Stack>
        {result ? (
          <Box data-testid="reconciliation-result">
            <Typography variant="caption" color="text.secondary">
              {translate('nangsue.orders.reconciliation.checked', {
                at: formatDateTime(result.CheckedAt, locale),
              })}
            </Typography>
            {result.Total === 0 ? (
              <Alert severity="success">{translate('nangsue.orders.reconciliation.ok')}</Alert>
            ) : (
              <>
                <Alert severity="error" sx={{ mb: 1 }}>
                  {translate('nangsue.orders.reconciliation.problems', { count: result.Total })}
                </Alert>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('nangsue.orders.reconciliation.check')}</TableCell>
                      <TableCell align="right">
                        {translate('nangsue.orders.reconciliation.count')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.Problems.map((problem) => (
                      <TableRow key={problem.Kind}>
                        <TableCell>{problem.Text}</TableCell>
                        <TableCell align="right">{problem.Count}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
};

/** A book granted to a customer, or taken off their shelf, with a reason (audited). */
export const ShelfPage = () => {
  const { isPending } = useRequireAccess({ action: 'run', resource: 'orders.manage' });
  const translate = useTranslate();
  const notify = useNotify();
  const [customerId, setCustomerId] = useState('');
  const [bookId, setBookId] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (isPending) return null;
  const ready =
    /^[1-9][0-9]*$/.test(customerId) && /^[1-9][0-9]*$/.test(bookId) && reason.trim().length >= 3;
  const run = async (
    route: Extract<AdminRouteName, 'adminLibraryGrant' | 'adminLibraryRevoke'>,
  ) => {
    setBusy(true);
    try {
      await callAdmin(route, {
        body: { CustomerId: Number(customerId), BookId: Number(bookId), Reason: reason.trim() },
      });
      notify(
        route === 'adminLibraryGrant'
          ? 'nangsue.orders.shelf.granted'
          : 'nangsue.orders.shelf.revoked',
        { type: 'success' },
      );
      setReason('');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('nangsue.orders.shelf.title')} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('nangsue.orders.shelf.title')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('nangsue.orders.shelf.help')}
        </Alert>
        <Stack spacing={2}>
          <TextField
            label={translate('nangsue.orders.shelf.customer')}
            value={customerId}
            onChange={(event) => setCustomerId(event.target.value.trim())}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={translate('nangsue.orders.shelf.book')}
            value={bookId}
            onChange={(event) => setBookId(event.target.value.trim())}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={translate('nangsue.orders.shelf.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            multiline
          />
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              disabled={busy || !ready}
              onClick={() => run('adminLibraryGrant')}
            >
              {translate('nangsue.orders.shelf.grant')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={busy || !ready}
              onClick={() => run('adminLibraryRevoke')}
            >
              {translate('nangsue.orders.shelf.revoke')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
