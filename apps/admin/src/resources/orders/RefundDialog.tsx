import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { callAdmin } from '../../api/client';
import { useBaht } from '../../lib/format';
import { isWholeOrder, type OrderRecord } from './types';

/** The smallest reason the API takes (AdminReasonSchema). */
const MIN_REASON = 3;

/**
 * The refund form of an order: which lines (all of them = the whole order), to coins or to the
 * payment method, and why. It shows the most that can be refunded and how the amount splits
 * between the gateway and coins before anything is sent; its key is made when it opens, so a
 * second press (or a retry after a lost answer) refunds once.
 */
const RefundForm = ({ order, onClose }: { order: OrderRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const baht = useBaht();
  const refundable = order.Lines.filter((line) => line.Refundable);
  const [selected, setSelected] = useState<number[]>(refundable.map((line) => line.Id));
  const canGateway = order.GatewayRefundableSatang > 0;
  const [destination, setDestination] = useState<'coins' | 'gateway'>(
    canGateway ? 'gateway' : 'coins',
  );
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const clientKey = useMemo(() => crypto.randomUUID(), []);

  const amount = refundable
    .filter((line) => selected.includes(line.Id))
    .reduce((sum, line) => sum + line.TotalSatang, 0);
  const gatewayPart =
    destination === 'gateway' ? Math.min(amount, order.GatewayRefundableSatang) : 0;
  const coinsPart = amount - gatewayPart;
  const method = order.MethodName ?? '';
  const whole = selected.length === refundable.length;

  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );

  const submit = async () => {
    setBusy(true);
    try {
      const result = await callAdmin('adminOrderRefund', {
        params: { id: String(order.Id) },
        body: {
          ...(whole ? {} : { LineIds: selected }),
          Destination: destination,
          Reason: reason.trim(),
          ClientKey: clientKey,
        },
      });
      const made = result.Order.Refunds.find((refund) => refund.Id === result.RefundId);
      notify(
        made?.CreditNoteNumber
          ? 'nangsue.orders.refund.done'
          : 'nangsue.orders.refund.done_no_note',
        { type: 'success', messageArgs: { number: made?.CreditNoteNumber ?? '' } },
      );
      onClose();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  const summary =
    coinsPart === 0
      ? translate('nangsue.orders.refund.summary_gateway', { method })
      : gatewayPart === 0
        ? translate('nangsue.orders.refund.summary_coins')
        : translate('nangsue.orders.refund.summary_split', {
            gateway: baht(gatewayPart),
            coins: baht(coinsPart),
            method,
          });

  return (
    <>
      <DialogTitle>
        {translate('nangsue.orders.refund.title', { number: order.OrderNumber })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }} data-testid="refund-max">
          {translate('nangsue.orders.refund.max', { amount: baht(order.RefundableSatang) })}
        </Typography>
        <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">{translate('nangsue.orders.refund.lines')}</FormLabel>
          <FormGroup>
            <FormControlLabel
              control={
                <Checkbox
                  checked={whole}
                  indeterminate={!whole && selected.length > 0}
                  onChange={() => setSelected(whole ? [] : refundable.map((line) => line.Id))}
                />
              }
              label={translate('nangsue.orders.refund.whole')}
            />
            {refundable.map((line) => (
              <FormControlLabel
                key={line.Id}
                sx={{ ml: 2 }}
                control={
                  <Checkbox checked={selected.includes(line.Id)} onChange={() => toggle(line.Id)} />
                }
                label={`${line.Name} — ${baht(line.TotalSatang)}`}
              />
            ))}
          </FormGroup>
        </FormControl>
        <FormControl component="fieldset" sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">{translate('nangsue.orders.refund.destination')}</FormLabel>
          <RadioGroup
            value={destination}
            onChange={(event) => setDestination(event.target.value as 'coins' | 'gateway')}
          >
            <FormControlLabel
              value="gateway"
              disabled={!canGateway}
              control={<Radio />}
              label={
                canGateway
                  ? translate('nangsue.orders.refund.to_gateway', { method })
                  : translate('nangsue.orders.refund.gateway_none')
              }
            />
            <FormControlLabel
              value="coins"
              control={<Radio />}
              label={translate('nangsue.orders.refund.to_coins')}
            />
          </RadioGroup>
        </FormControl>
        {destination === 'gateway' && !order.GatewayRefundsByApi ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('nangsue.orders.refund.manual_note')}
          </Alert>
        ) : null}
        <Alert severity="info" sx={{ mb: 2 }} data-testid="refund-summary">
          <strong>{translate('nangsue.orders.refund.summary', { amount: baht(amount) })}</strong>
          {amount > 0 ? `: ${summary}` : ''}
          <br />
          {translate('nangsue.orders.refund.effects')}
        </Alert>
        <TextField
          label={translate('nangsue.orders.refund.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('nangsue.orders.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={busy || amount <= 0 || reason.trim().length < MIN_REASON}
          onClick={submit}
        >
          {translate('nangsue.orders.refund.confirm', { amount: baht(amount) })}
        </Button>
      </DialogActions>
    </>
  );
};

/** "Refund" on the order's page: only with `orders.refund` and while something is refundable. */
export const RefundButton = () => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ action: 'run', resource: 'orders.refund' });
  const [open, setOpen] = useState(false);
  if (!isWholeOrder(order) || !canAccess || !order.CanRefund) return null;
  return (
    <>
      <Button
        variant="contained"
        color="error"
        startIcon={<UndoIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('nangsue.orders.refund.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        {open ? <RefundForm order={order} onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
};
