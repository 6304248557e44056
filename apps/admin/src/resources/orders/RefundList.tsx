import DoneIcon from '@mui/icons-material/Done';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  DataTable,
  List,
  SelectInput,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { LocalDateField } from '../../components/fields';
import { useBaht } from '../../lib/format';
import type { RefundRecord } from './types';

const choices = (prefix: string, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: `${prefix}.${id}` }));

const filters = [
  <BooleanInput key="NeedsAction" source="NeedsAction" alwaysOn />,
  <SelectInput
    key="Kind"
    source="Kind"
    choices={choices('nangsue.orders.refund_kind', ['staff', 'late_payment', 'duplicate_payment'])}
    alwaysOn
  />,
  <SelectInput
    key="Status"
    source="Status"
    choices={choices('nangsue.orders.refund_status', ['pending', 'succeeded', 'failed'])}
  />,
  <SelectInput
    key="Method"
    source="Method"
    choices={choices('nangsue.orders.refund_method', ['coins', 'gateway', 'manual'])}
  />,
];

const Translated = ({ source, prefix }: { source: keyof RefundRecord; prefix: string }) => {
  const record = useRecordContext<RefundRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(`${prefix}.${String(record[source])}`)}</>;
};

const Amount = () => {
  const record = useRecordContext<RefundRecord>();
  const baht = useBaht();
  return record ? <>{baht(record.AmountSatang)}</> : null;
};

/** "Mark as refunded" on a refund staff make by hand (2C2P, late counter money). */
const CompleteButton = () => {
  const record = useRecordContext<RefundRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ action: 'run', resource: 'orders.refund' });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess || record.Status !== 'pending' || record.Method !== 'manual')
    return null;
  const submit = async () => {
    setBusy(true);
    try {
      await callAdmin('adminRefundComplete', {
        params: { id: String(record.Id) },
        body: {
          Reason: reason.trim(),
          ...(reference.trim() ? { ProviderRef: reference.trim() } : {}),
        },
      });
      notify('nangsue.orders.complete.done', { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<DoneIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate('nangsue.orders.complete.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onClick={(event) => event.stopPropagation()}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{translate('nangsue.orders.complete.title')}</DialogTitle>
        <DialogContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('nangsue.orders.complete.help')}
          </Alert>
          <Stack spacing={2}>
            <TextField
              label={translate('nangsue.orders.complete.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              required
              fullWidth
            />
            <TextField
              label={translate('nangsue.orders.complete.reference')}
              value={reference}
              onChange={(event) => setReference(event.target.value)}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('nangsue.orders.cancel')}
          </Button>
          <Button variant="contained" disabled={busy || reason.trim().length < 3} onClick={submit}>
            {translate('nangsue.orders.complete.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/**
 * Every refund, newest first: staff refunds and the late or duplicate money the store gives back
 * itself. "Waiting for staff" lists what must be refunded by hand (2C2P, a gateway that refused).
 */
export const RefundList = () => (
  <List filters={filters} sort={{ field: 'id', order: 'DESC' }} exporter={false}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="CreatedAt" disableSort>
        <LocalDateField source="CreatedAt" showTime />
      </DataTable.Col>
      <DataTable.Col source="OrderNumber" disableSort />
      <DataTable.Col source="CustomerEmail" disableSort />
      <DataTable.Col source="Kind" disableSort>
        <Translated source="Kind" prefix="nangsue.orders.refund_kind" />
      </DataTable.Col>
      <DataTable.Col source="AmountSatang" disableSort align="right">
        <Amount />
      </DataTable.Col>
      <DataTable.Col source="Method" disableSort>
        <Translated source="Method" prefix="nangsue.orders.refund_method" />
      </DataTable.Col>
      <DataTable.Col source="Status" disableSort>
        <Translated source="Status" prefix="nangsue.orders.refund_status" />
      </DataTable.Col>
      <DataTable.Col source="FailureMessage" disableSort />
      <DataTable.Col source="CreditNoteNumber" disableSort />
      <DataTable.Col source="Id" label=" " disableSort>
        <CompleteButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
