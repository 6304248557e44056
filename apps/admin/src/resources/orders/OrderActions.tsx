import EmailIcon from '@mui/icons-material/Email';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
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
import { useState, type ReactNode } from 'react';
import {
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../../api/client';
import { isWholeOrder, type OrderRecord } from './types';

/** Runs a call, says how it went, and reloads the order. */
const useRun = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  return async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await call();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return false;
    }
  };
};

const useCanManage = () =>
  useCanAccess({ action: 'run', resource: 'orders.manage' }).canAccess === true;

/** The live sale document (what "send again" sends and a full tax invoice replaces). */
const saleReceiptOf = (order: OrderRecord) =>
  order.Receipts.find((receipt) => receipt.Kind !== 'credit_note' && !receipt.VoidedAt);

export const ResendReceiptButton = () => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const run = useRun();
  const canManage = useCanManage();
  const [open, setOpen] = useState(false);
  const receipt = isWholeOrder(order) ? saleReceiptOf(order) : undefined;
  if (!order || !canManage || !receipt) return null;
  return (
    <>
      <Button startIcon={<EmailIcon />} onClick={() => setOpen(true)}>
        {translate('nangsue.orders.resend_receipt.button')}
      </Button>
      <Confirm
        isOpen={open}
        title="nangsue.orders.resend_receipt.button"
        content="nangsue.orders.resend_receipt.confirm"
        translateOptions={{ number: receipt.Number, email: order.CustomerEmail ?? '' }}
        onConfirm={async () => {
          await run(
            () =>
              callAdmin('adminOrderResendReceipt', { params: { id: String(order.Id) }, body: {} }),
            'nangsue.orders.resend_receipt.done',
          );
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** A small form in a dialog: its fields, and a submit button enabled when `ready`. */
const FormDialog = ({
  open,
  title,
  help,
  submit,
  ready,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  help: string;
  submit: string;
  ready: boolean;
  onSubmit: () => Promise<boolean>;
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {help}
        </Alert>
        <Stack spacing={2}>{children}</Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('nangsue.orders.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !ready}
          onClick={async () => {
            setBusy(true);
            const ok = await onSubmit();
            setBusy(false);
            if (ok) onClose();
          }}
        >
          {submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A full tax invoice issued afterwards, replacing the order's abbreviated one. */
export const TaxInvoiceButton = () => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const run = useRun();
  const canManage = useCanManage();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    Name: '',
    TaxId: '',
    Branch: '00000',
    Address: '',
    Reason: '',
  });
  const receipt = isWholeOrder(order) ? saleReceiptOf(order) : undefined;
  if (!order || !canManage || order.Status !== 'AP' || order.RefundedSatang > 0) return null;
  if (receipt?.Kind !== 'abbreviated') return null;
  const field = (name: keyof typeof form, label: string, multiline = false) => (
    <TextField
      label={translate(label)}
      value={form[name]}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      required
      fullWidth
      multiline={multiline}
    />
  );
  return (
    <>
      <Button startIcon={<ReceiptLongIcon />} onClick={() => setOpen(true)}>
        {translate('nangsue.orders.tax_invoice.button')}
      </Button>
      <FormDialog
        open={open}
        title={translate('nangsue.orders.tax_invoice.title')}
        help={translate('nangsue.orders.tax_invoice.help', { number: receipt.Number })}
        submit={translate('nangsue.orders.tax_invoice.submit')}
        ready={
          form.Name.trim() !== '' &&
          /^[0-9]{13}$/.test(form.TaxId.trim()) &&
          /^[0-9]{5}$/.test(form.Branch.trim()) &&
          form.Address.trim().length >= 5 &&
          form.Reason.trim().length >= 3
        }
        onSubmit={() =>
          run(
            () =>
              callAdmin('adminOrderTaxInvoice', {
                params: { id: String(order.Id) },
                body: form,
              }),
            'nangsue.orders.tax_invoice.done',
          )
        }
        onClose={() => setOpen(false)}
      >
        {field('Name', 'nangsue.orders.tax_invoice.name')}
        {field('TaxId', 'nangsue.orders.tax_invoice.tax_id')}
        {field('Branch', 'nangsue.orders.tax_invoice.branch')}
        {field('Address', 'nangsue.orders.tax_invoice.address', true)}
        {field('Reason', 'nangsue.orders.tax_invoice.reason')}
      </FormDialog>
    </>
  );
};

/** A gift line's code sent again (a new code), to the same or a corrected address. */
export const GiftResendButton = ({ lineId, email }: { lineId: number; email: string }) => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const run = useRun();
  const canManage = useCanManage();
  const [open, setOpen] = useState(false);
  const [recipient, setRecipient] = useState(email);
  const [reason, setReason] = useState('');
  if (!order || !canManage) return null;
  return (
    <>
      <Button size="small" startIcon={<RedeemIcon />} onClick={() => setOpen(true)}>
        {translate('nangsue.orders.gift_resend.button')}
      </Button>
      <FormDialog
        open={open}
        title={translate('nangsue.orders.gift_resend.title')}
        help={translate('nangsue.orders.gift_resend.help')}
        submit={translate('nangsue.orders.gift_resend.submit')}
        ready={recipient.includes('@') && reason.trim().length >= 3}
        onSubmit={() =>
          run(
            () =>
              callAdmin('adminOrderGiftResend', {
                params: { id: String(order.Id), lineId: String(lineId) },
                body: { RecipientEmail: recipient.trim(), Reason: reason.trim() },
              }),
            'nangsue.orders.gift_resend.done',
          )
        }
        onClose={() => setOpen(false)}
      >
        <TextField
          label={translate('nangsue.orders.gift_resend.email')}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          type="email"
          required
          fullWidth
        />
        <TextField
          label={translate('nangsue.orders.gift_resend.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
        />
      </FormDialog>
    </>
  );
};
