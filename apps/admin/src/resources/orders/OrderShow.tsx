import {
  Box,
  Card,
  CardContent,
  Chip,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { urlOf } from '../../api/client';
import { GiftResendButton, ResendReceiptButton, TaxInvoiceButton } from './OrderActions';
import { OrderStatusChip } from './OrderList';
import { RefundButton } from './RefundDialog';
import { useBaht, useDateTime } from '../../lib/format';
import { isWholeOrder, type OrderRecord } from './types';

/** A titled card around one part of the order. */
const Section = ({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid={testId}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** A plain table: header labels (message keys) and rows of cells; "none" when empty. */
const SimpleTable = ({
  headers,
  rows,
  rowTestId,
}: {
  headers: string[];
  rows: ReactNode[][];
  rowTestId?: string;
}) => {
  const translate = useTranslate();
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('nangsue.orders.none')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{translate(header)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((cells, index) => (
            <TableRow key={index} data-testid={rowTestId}>
              {cells.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const Figure = ({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body1" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
};

const OrderSummary = ({ order }: { order: OrderRecord }) => {
  const translate = useTranslate();
  const baht = useBaht();
  const date = useDateTime();
  return (
    <Section title="nangsue.orders.sections.summary">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="resources.orders.fields.OrderNumber" value={order.OrderNumber} />
          <Figure label="resources.orders.fields.Status" value={<OrderStatusChip />} />
          <Figure label="resources.orders.fields.CreatedAt" value={date(order.CreatedAt)} />
          <Figure label="resources.orders.fields.PaidAt" value={date(order.PaidAt)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure
            label="nangsue.orders.fields.customer"
            value={`${order.CustomerName} (${order.CustomerEmail ?? '—'})`}
          />
          <Figure label="resources.orders.fields.MethodName" value={order.MethodName ?? '—'} />
          {order.CouponCode ? (
            <Figure label="nangsue.orders.fields.coupon" value={order.CouponCode} />
          ) : null}
          {order.TaxInvoice ? (
            <Figure
              label="nangsue.orders.fields.tax_invoice"
              value={`${order.TaxInvoice.Name} · ${order.TaxInvoice.TaxId ?? ''}`}
            />
          ) : null}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure
            label="nangsue.orders.fields.total"
            value={baht(order.TotalSatang)}
            testId="order-total"
          />
          <Figure label="nangsue.orders.fields.vat" value={baht(order.VatSatang)} />
          <Figure label="nangsue.orders.fields.coins" value={baht(order.CoinsSatang)} />
          <Figure label="nangsue.orders.fields.amount_due" value={baht(order.AmountDueSatang)} />
          <Figure
            label="nangsue.orders.fields.refunded"
            value={baht(order.RefundedSatang)}
            testId="order-refunded"
          />
          {order.Status === 'AP' ? (
            <Figure label="nangsue.orders.fields.refundable" value={baht(order.RefundableSatang)} />
          ) : null}
        </Grid>
      </Grid>
      {order.RefundBlockedReason && order.Status !== 'PD' ? (
        <Typography variant="body2" color="text.secondary">
          {order.RefundBlockedReason}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {translate('resources.orders.fields.ItemCount')}: {order.ItemCount}
      </Typography>
    </Section>
  );
};

/** What became of a line: on the shelf, refunded, owned already, a gift and its code. */
const LineState = ({ line }: { line: OrderRecord['Lines'][number] }) => {
  const translate = useTranslate();
  const chips: ReactNode[] = [];
  if (line.RefundId !== null)
    chips.push(
      <Chip key="r" size="small" color="error" label={translate('nangsue.orders.line.refunded')} />,
    );
  if (line.OnShelf)
    chips.push(
      <Chip
        key="s"
        size="small"
        color="success"
        label={translate('nangsue.orders.line.on_shelf')}
      />,
    );
  if (line.Duplicate)
    chips.push(<Chip key="d" size="small" label={translate('nangsue.orders.line.duplicate')} />);
  if (line.IsGift)
    chips.push(
      <Chip
        key="g"
        size="small"
        color="secondary"
        label={`${translate('nangsue.orders.line.gift', { email: line.GiftRecipientEmail ?? '' })} · ${translate(
          line.GiftClaimed
            ? 'nangsue.orders.line.gift_claimed'
            : 'nangsue.orders.line.gift_waiting',
        )}`}
      />,
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {chips}
      {line.IsGift && !line.GiftClaimed && line.RefundId === null ? (
        <GiftResendButton lineId={line.Id} email={line.GiftRecipientEmail ?? ''} />
      ) : null}
    </Stack>
  );
};

const OrderView = () => {
  const order = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const baht = useBaht();
  const date = useDateTime();
  if (!isWholeOrder(order)) return null;
  const receiptUrl = (number: string) =>
    urlOf('adminOrderReceiptPdf', { params: { id: String(order.Id), number } });
  return (
    <Box sx={{ p: 2 }}>
      <OrderSummary order={order} />
      <Section title="nangsue.orders.sections.lines" testId="order-lines">
        <SimpleTable
          headers={[
            'nangsue.orders.fields.name',
            'nangsue.orders.fields.price',
            'nangsue.orders.fields.discount',
            'nangsue.orders.fields.line_total',
            'nangsue.orders.fields.vat_rate',
            'nangsue.orders.fields.line_state',
          ]}
          rowTestId="order-line"
          rows={order.Lines.map((line) => [
            line.Name,
            baht(line.PriceSatang),
            baht(line.DiscountSatang),
            baht(line.TotalSatang),
            line.VatRate > 0 ? `${line.VatRate}%` : translate('nangsue.orders.line.exempt'),
            <LineState key="state" line={line} />,
          ])}
        />
      </Section>
      <Section title="nangsue.orders.sections.receipts" testId="order-receipts">
        <SimpleTable
          headers={[
            'nangsue.orders.fields.document',
            'nangsue.orders.fields.number',
            'nangsue.orders.fields.at',
            'nangsue.orders.fields.amount',
          ]}
          rowTestId="receipt-row"
          rows={order.Receipts.map((receipt) => [
            <>
              {translate(`nangsue.orders.receipt_kind.${receipt.Kind}`)}
              {receipt.VoidedAt ? ` (${translate('nangsue.orders.voided')})` : ''}
            </>,
            <Link key="pdf" href={receiptUrl(receipt.Number)} target="_blank" rel="noopener">
              {receipt.Number}
            </Link>,
            date(receipt.IssuedAt),
            baht(receipt.TotalSatang),
          ])}
        />
      </Section>
      <Section title="nangsue.orders.sections.refunds" testId="order-refunds">
        <SimpleTable
          headers={[
            'nangsue.orders.fields.at',
            'nangsue.orders.fields.kind',
            'nangsue.orders.fields.amount',
            'nangsue.orders.fields.method',
            'nangsue.orders.fields.state',
            'nangsue.orders.fields.reason',
            'nangsue.orders.fields.who',
          ]}
          rowTestId="refund-row"
          rows={order.Refunds.map((refund) => [
            date(refund.CreatedAt),
            translate(`nangsue.orders.refund_kind.${refund.Kind}`),
            <>
              {baht(refund.AmountSatang)}
              <Typography variant="caption" component="div" color="text.secondary">
                {translate('nangsue.orders.refund_split', {
                  coins: baht(refund.CoinsSatang),
                  gateway: baht(refund.GatewaySatang),
                })}
                {refund.ClawbackSatang > 0
                  ? ` · ${translate('nangsue.orders.clawback', { coins: baht(refund.ClawbackSatang) })}`
                  : ''}
              </Typography>
            </>,
            translate(`nangsue.orders.refund_method.${refund.Method}`),
            <>
              {translate(`nangsue.orders.refund_status.${refund.Status}`)}
              {refund.FailureMessage ? (
                <Typography variant="caption" component="div" color="text.secondary">
                  {refund.FailureMessage}
                </Typography>
              ) : null}
            </>,
            refund.Note ?? '—',
            refund.StaffEmail ?? '—',
          ])}
        />
      </Section>
      <Section title="nangsue.orders.sections.payments">
        <SimpleTable
          headers={[
            'nangsue.orders.fields.attempt',
            'nangsue.orders.fields.method',
            'nangsue.orders.fields.amount',
            'nangsue.orders.fields.payment_status',
            'nangsue.orders.fields.reference',
            'nangsue.orders.fields.at',
          ]}
          rows={order.Payments.map((payment) => [
            payment.AttemptNo,
            payment.MethodName,
            baht(payment.AmountSatang),
            <>
              {payment.Status}
              {payment.Late ? ` · ${translate('nangsue.orders.late')}` : ''}
              {payment.FailureMessage ? ` · ${payment.FailureMessage}` : ''}
            </>,
            payment.ProviderRef ?? '—',
            date(payment.PaidAt ?? payment.CreatedAt),
          ])}
        />
      </Section>
      <Section title="nangsue.orders.sections.events">
        <SimpleTable
          headers={[
            'nangsue.orders.fields.at',
            'nangsue.orders.fields.event',
            'nangsue.orders.fields.reference',
          ]}
          rows={order.Events.map((event) => [
            date(event.ReceivedAt),
            `${event.Provider}: ${event.EventId}`,
            event.ProviderRef ?? '—',
          ])}
        />
      </Section>
      <Section title="nangsue.orders.sections.emails">
        <SimpleTable
          headers={[
            'nangsue.orders.fields.at',
            'nangsue.orders.fields.event',
            'nangsue.orders.fields.state',
          ]}
          rows={order.Emails.map((mail) => [
            date(mail.CompletedAt ?? mail.CreatedAt),
            mail.Event,
            mail.State,
          ])}
        />
      </Section>
      <Section title="nangsue.orders.sections.history" testId="order-history">
        <SimpleTable
          headers={[
            'nangsue.orders.fields.at',
            'nangsue.orders.fields.what',
            'nangsue.orders.fields.who',
            'nangsue.orders.fields.reason',
          ]}
          rows={order.History.map((entry) => [
            date(entry.At),
            entry.Text,
            entry.StaffEmail ?? '—',
            entry.Reason ?? '—',
          ])}
        />
      </Section>
    </Box>
  );
};

const OrderShowActions = () => (
  <TopToolbar>
    <ResendReceiptButton />
    <TaxInvoiceButton />
    <RefundButton />
  </TopToolbar>
);

/**
 * One order and everything that happened to it: its lines and what became of them, receipts and
 * credit notes (PDF links), refunds, payment attempts, the gateway's notifications, the e-mails
 * written, and the history of changes; "Refund", "Send the receipt again" and "Issue a full tax
 * invoice" at the top, each for the staff whose role may.
 */
export const OrderShow = () => (
  <Show actions={<OrderShowActions />}>
    <OrderView />
  </Show>
);
