import type {
  Locale,
  NextAction,
  OrderStatus,
  PaymentAttempt,
  PaymentMethodCode,
  Totals,
} from '@nangsue/contracts';
import { translate, type MessageKey } from '../../lib/messages.js';
import { methodNameOf } from '../payments/payments.service.js';
import type { OrderRow, PaymentRow } from './orders.repository.js';

/** How orders and attempts are shown to their customer (docs/buying.md §17). */
export const createOrderPresenter = ({
  receiptUrl,
}: {
  receiptUrl: (number: string) => string;
}) => ({
  receiptUrl,

  /** `EX` (expired) is shown as `CR` with the reason `expired`. */
  statusOf: (order: Pick<OrderRow, 'status'>): OrderStatus =>
    order.status === 'EX' ? 'CR' : order.status,

  statusText: (order: Pick<OrderRow, 'status'>, locale: Locale): string =>
    translate(locale, `orders.status.${order.status}` as MessageKey),

  totalsOf: (order: OrderRow): Totals => ({
    SubTotalValue: order.subtotalSatang,
    DiscountValue: order.discountSatang,
    TotalValue: order.totalSatang,
    VatValue: order.vatSatang,
    NetValue: order.netSatang,
    TaxableNetValue: order.taxableNetSatang,
    VatExemptValue: order.vatExemptSatang,
    CoinsValue: order.coinsSatang,
    AmountDueValue: order.amountDueSatang,
  }),

  attempt: (payment: PaymentRow, locale: Locale): PaymentAttempt => {
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
  },
});

export type OrderPresenter = ReturnType<typeof createOrderPresenter>;
