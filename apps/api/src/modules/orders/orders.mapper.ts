import type {
  Locale,
  NextAction,
  OrderStatus,
  PaymentAttempt,
  PaymentMethodCode,
  PlacedOrder,
  Totals,
} from '@nangsue/contracts';
import { translate, type MessageKey } from '../../lib/messages.js';
import { methodNameOf } from '../../lib/payment-gateway.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type { OrderRow, PaymentRow } from './orders.repository.js';

/** A book whose card the catalog no longer has. */
export const EMPTY_PICTURE = {
  ImageUrl: '',
  ThumbImageUrl: '',
  Width: 0,
  Height: 0,
  AlternateText: '',
  Title: '',
};

/** `EX` (expired) is shown as `CR` with the reason `expired`. */
const statusOf = (order: Pick<OrderRow, 'status'>): OrderStatus =>
  order.status === 'EX' ? 'CR' : order.status;

const statusText = (order: Pick<OrderRow, 'status'>, locale: Locale): string =>
  translate(locale, `orders.status.${order.status}` as MessageKey);

const totalsOf = (order: OrderRow): Totals => ({
  SubTotalValue: order.subtotalSatang,
  DiscountValue: order.discountSatang,
  TotalValue: order.totalSatang,
  VatValue: order.vatSatang,
  NetValue: order.netSatang,
  TaxableNetValue: order.taxableNetSatang,
  VatExemptValue: order.vatExemptSatang,
  CoinsValue: order.coinsSatang,
  AmountDueValue: order.amountDueSatang,
});

/** How orders and attempts are shown to their customer (docs/buying.md §17). */
export const createOrderPresenter = ({
  receiptUrl,
}: {
  receiptUrl: (number: string) => string;
}) => ({
  receiptUrl,
  statusOf,
  statusText,
  totalsOf,
  attempt: (payment: PaymentRow, locale: Locale): PaymentAttempt => attemptOf(payment, locale),

  /** The answer of a confirm or repay call: the order and its newest attempt. */
  placed: (order: OrderRow, payment: PaymentRow | null, locale: Locale): PlacedOrder => ({
    OrderId: order.id,
    OrderNumber: orderNumberOf(order.id),
    Status: statusOf(order),
    StatusText: statusText(order, locale),
    Totals: totalsOf(order),
    Payment: payment ? attemptOf(payment, locale) : null,
  }),
});

const attemptOf = (payment: PaymentRow, locale: Locale): PaymentAttempt => {
  const open = payment.status === 'created' || payment.status === 'pending';
  const next = payment.next as NextAction | null;
  return {
    PaymentId: payment.id,
    Method: payment.method as PaymentMethodCode,
    MethodName: methodNameOf(locale, payment.method),
    Status: payment.status,
    AmountValue: payment.amountSatang,
    CreatedAt: payment.createdAt.toISOString(),
    PaidAt: payment.paidAt?.toISOString() ?? null,
    ExpiresAt: payment.expiresAt.toISOString(),
    FailureMessage:
      payment.status === 'failed'
        ? payment.failureMessage
          ? translate(locale, 'payments.failed', { reason: payment.failureMessage })
          : translate(locale, 'payments.failedGeneric')
        : payment.status === 'expired'
          ? translate(locale, 'payments.expired')
          : null,
    Next: open
      ? next
        ? {
            ...next,
            Slip: next.Slip
              ? {
                  ...next.Slip,
                  Instructions: [
                    translate(locale, 'payments.slip.instruction1'),
                    translate(locale, 'payments.slip.instruction2'),
                  ],
                }
              : null,
          }
        : {
            Action: 'wait',
            RedirectUrl: null,
            QrImageUrl: null,
            QrPayload: null,
            QrExpiresAt: null,
            Slip: null,
          }
      : null,
  };
};

export type OrderPresenter = ReturnType<typeof createOrderPresenter>;
