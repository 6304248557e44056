import type { Locale, PaymentMethodCode } from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  type Clock,
  type CustomerLock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { OrderLedger } from '../orders/index.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type { ordersRepository } from '../orders/index.js';
import type { OrderRow, PaymentRow } from '../orders/index.js';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  NotificationRejectedError,
  type GatewayName,
  type GatewayTruth,
  type KnownAttempt,
  type PaymentGateway,
  type RawNotification,
  gatewayOfMethod,
  methodNameOf,
  type StartContext,
} from '../../lib/payment-gateway.js';

export const PAYMENT_JOBS = {
  sync: 'payments.sync',
  reconcile: 'payments.reconcile',
  expireOrders: 'orders.expire',
} as const;

/** Re-reads of an open attempt: 1, 2, 5, 10, 30 minutes after the last, then hourly. */
const CHECK_DELAYS_MINUTES = [1, 2, 5, 10, 30];
/** A `created` attempt the gateway has never heard of after this long was never started. */
const ABANDON_AFTER_MS = 2 * 60_000;
/** A pending order is expired this long after its window closes (late notifications get a chance). */
export const EXPIRY_GRACE_MS = 10 * 60_000;

/**
 * Payment attempts and what the gateways say about them (docs/buying.md §6): starting an attempt
 * after its order is committed, verified notifications, re-reads (the only proof of payment),
 * reconciliation of attempts left open, and expiry of orders nobody paid.
 */
export const createPaymentsService = ({
  db,
  gateways,
  ledger,
  jobs,
  clock,
  storefrontUrl,
  apiPublicUrl,
  withTransaction = createWithTransaction(db),
  orders,
  customers,
}: {
  db: Database;
  gateways: ReadonlyMap<GatewayName, PaymentGateway>;
  ledger: OrderLedger;
  jobs: JobQueue;
  clock: Clock;
  storefrontUrl: string;
  /** Where gateways reach this API (configured, else its own address once listening). */
  apiPublicUrl: () => string | undefined;
  withTransaction?: WithTransaction;
  /** The orders repository (orders and their payment attempts); a unit test passes a substitute. */
  orders: Pick<
    typeof ordersRepository,
    | 'completeRefund'
    | 'findOpenPayments'
    | 'findPaymentAndOrder'
    | 'findOrdersToExpire'
    | 'findPayment'
    | 'findPaymentByRef'
    | 'findPaymentsToCheck'
    | 'insertEvent'
    | 'lockOrder'
    | 'markRefundManual'
    | 'recordStart'
    | 'updatePayment'
  >;
  customers: CustomerLock;
}) => {
  const gatewayFor = (method: string): PaymentGateway | undefined => {
    const name = gatewayOfMethod(method as PaymentMethodCode);
    const gateway = name ? gateways.get(name) : undefined;
    return gateway && gateway.methods.includes(method as PaymentMethodCode) ? gateway : undefined;
  };

  const known = (payment: PaymentRow): KnownAttempt => ({
    paymentId: payment.id,
    providerRef: payment.providerRef,
    orderNumber: orderNumberOf(payment.orderId),
    attemptNo: payment.attemptNo,
    method: payment.method as PaymentMethodCode,
    amountSatang: payment.amountSatang,
    createdAt: payment.createdAt,
    expiresAt: payment.expiresAt,
  });

  const nextCheckAfter = (checkCount: number): Date =>
    new Date(clock.now().getTime() + (CHECK_DELAYS_MINUTES[checkCount] ?? 60) * 60_000);

  const methodName = (locale: Locale) => (payment: PaymentRow) =>
    methodNameOf(locale, payment.method);

  /** Applies what the gateway said, in one transaction (customer, order and attempt locked). */
  const apply = async (payment: PaymentRow, truth: GatewayTruth, locale: Locale) =>
    withTransaction((tx) =>
      ledger.applyTruth(tx, payment.id, truth, methodName(locale), {
        customerId: payment.customerId,
        orderId: payment.orderId,
      }),
    );

  /** Re-reads an attempt at its gateway and applies the answer; a gateway that cannot answer is asked again later. */
  const sync = async (paymentId: string): Promise<void> => {
    const attempt = await orders.findPaymentAndOrder(db, paymentId);
    if (!attempt) return;
    const { payment, order } = attempt;
    const gateway = gatewayFor(payment.method);
    if (!gateway) return;
    const locale = order.locale as Locale;
    try {
      if (payment.providerRef === null) {
        const found = await gateway.findLost(known(payment));
        if (found) {
          // Adopted: the charge exists after all, and so may its QR or 3-D Secure page.
          await orders.updatePayment(db, payment.id, {
            providerRef: found.providerRef,
            ...(found.next ? { next: found.next } : {}),
          });
          await apply({ ...payment, providerRef: found.providerRef }, found, locale);
        } else if (clock.now().getTime() - payment.createdAt.getTime() > ABANDON_AFTER_MS) {
          await orders.updatePayment(db, payment.id, { status: 'abandoned', nextCheckAt: null });
          return;
        }
      } else {
        // Paid, kept as a late payment, failed or expired: the attempt is closed, no re-read is due.
        const outcome = await apply(payment, await gateway.read(known(payment)), locale);
        if (outcome !== 'unchanged') return;
      }
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError) && !(error instanceof GatewayRefusedError))
        throw error;
    }
    const after = await orders.findPayment(db, paymentId);
    if (after && (after.status === 'created' || after.status === 'pending'))
      await orders.updatePayment(db, paymentId, {
        nextCheckAt: nextCheckAfter(after.checkCount),
        checkCount: after.checkCount + 1,
      });
  };

  return {
    gatewayFor,
    sync,

    /** The methods the configured gateways offer, in display order. */
    configuredMethods(): PaymentMethodCode[] {
      return [...gateways.values()].flatMap((gateway) => [...gateway.methods]);
    },

    publicKeyOf(method: PaymentMethodCode): string | null {
      return gatewayFor(method)?.publicKey ?? null;
    },

    /**
     * Starts a committed attempt at its gateway (outside any transaction, bounded by the gateway's
     * timeout) and records the answer. An unclear outcome leaves the attempt `created` for the
     * reconciliation job; a refusal marks it failed; the order stays pending either way.
     */
    async start(order: OrderRow, payment: PaymentRow, context: StartContext): Promise<PaymentRow> {
      const gateway = gatewayFor(payment.method);
      if (!gateway) throw new AppError('CONFLICT', { message: 'checkout.methodUnavailable' });
      const prefix = context.locale === 'en' ? '/en' : '';
      const base = apiPublicUrl();
      // The attempt as the start left it (the write's own answer when it was recorded).
      let recorded: PaymentRow | undefined;
      try {
        if (!base) throw new GatewayUnavailableError('the API does not know its address yet');
        const result = await gateway.start({
          ...known(payment),
          orderId: order.id,
          description: `Nangsue ${orderNumberOf(order.id)}`,
          locale: context.locale,
          // 2C2P comes back with a form POST, which a page cannot take: its own return route
          // turns it into the payment page's address (docs/payments-2c2p.md).
          returnUrl:
            gateway.name === 'pgw'
              ? `${storefrontUrl}/payment-return/pgw?orderId=${order.id}&lang=${context.locale}`
              : `${storefrontUrl}${prefix}/payment?orderId=${order.id}`,
          notifyUrl: `${base}/v2/payments/${gateway.name}/webhook`,
          customerIp: context.customerIp,
          ...(context.userAgent ? { userAgent: context.userAgent } : {}),
          ...(context.cardToken ? { cardToken: context.cardToken } : {}),
          ...(context.bank ? { bank: context.bank } : {}),
        });
        // One conditional write: a notification that got here first keeps what it set.
        recorded = await orders.recordStart(db, payment.id, {
          providerRef: result.providerRef,
          next: result.next,
          status: result.status === 'failed' ? 'failed' : 'pending',
          failureCode: result.failureCode ?? null,
          failureMessage: result.failureMessage ?? null,
        });
        if (result.status === 'succeeded') {
          recorded = undefined;
          await sync(payment.id);
        }
      } catch (error) {
        recorded = undefined;
        if (error instanceof GatewayRefusedError)
          await orders.updatePayment(db, payment.id, {
            status: 'failed',
            failureCode: error.code.slice(0, 60),
            failureMessage: error.message.slice(0, 300),
            nextCheckAt: null,
          });
        else if (!(error instanceof GatewayUnavailableError)) throw error;
      }
      return recorded ?? (await orders.findPayment(db, payment.id))!;
    },

    /**
     * A gateway's notification: only a hint. Its signature is checked, it is stored once, and a
     * re-read of the attempt is queued in the same transaction; the gateway gets its 200 at once.
     */
    async receive(provider: string, notification: RawNotification): Promise<void> {
      const gateway = gateways.get(provider as GatewayName);
      if (!gateway) throw new AppError('NOT_FOUND', { message: 'payments.unknownProvider' });
      let hint;
      try {
        hint = gateway.verifyNotification(notification, clock.now());
      } catch (error) {
        if (error instanceof NotificationRejectedError)
          throw new AppError('UNAUTHORIZED', { message: 'payments.badNotification' });
        throw error;
      }
      const payment =
        (hint.paymentId && /^[0-9a-f-]{36}$/.test(hint.paymentId)
          ? await orders.findPayment(db, hint.paymentId)
          : undefined) ??
        (hint.providerRef
          ? await orders.findPaymentByRef(db, { provider, providerRef: hint.providerRef })
          : undefined);
      await withTransaction(async (tx) => {
        const first = await orders.insertEvent(tx, {
          provider,
          eventId: hint.eventId.slice(0, 200),
          paymentId: payment?.id ?? null,
          providerRef: hint.providerRef?.slice(0, 100) ?? null,
        });
        if (first && payment) await jobs.send(PAYMENT_JOBS.sync, { paymentId: payment.id }, { tx });
      });
      jobs.wake(PAYMENT_JOBS.sync);
    },

    /** Job: attempts whose next re-read is due. */
    async reconcile(limit = 100): Promise<void> {
      for (const payment of await orders.findPaymentsToCheck(db, { now: clock.now(), limit }))
        await sync(payment.id);
    },

    /**
     * Job: pending orders past their window and its grace. Every open attempt is re-read first
     * (money that arrived at the last minute pays the order); what is still unpaid is expired.
     */
    async expireOrders(limit = 100): Promise<void> {
      const before = new Date(clock.now().getTime() - EXPIRY_GRACE_MS);
      for (const order of await orders.findOrdersToExpire(db, { before, limit })) {
        for (const payment of await orders.findOpenPayments(db, order.id)) await sync(payment.id);
        await withTransaction(async (tx) => {
          await customers.lockCustomer(tx, order.customerId);
          const locked = await orders.lockOrder(tx, {
            customerId: order.customerId,
            orderId: order.id,
          });
          if (locked?.status === 'PD') await ledger.cancel(tx, locked, 'expired');
        });
      }
    },

    /** Job: ask the gateway to stop an attempt of a cancelled or paid order (best effort). */
    async cancelAtGateway(paymentId: string): Promise<void> {
      const payment = await orders.findPayment(db, paymentId);
      const gateway = payment && gatewayFor(payment.method);
      if (payment && gateway) await gateway.cancel(known(payment)).catch(() => undefined);
    },

    /**
     * Job: give back a late or duplicate payment at its gateway. A gateway that cannot be reached
     * is tried again (the job fails and is retried); one that refuses (2C2P in v1: refunds are
     * made in its merchant portal) will not change its mind, so the refund is handed to staff:
     * method `manual`, still `pending`, and the job ends.
     */
    async executeRefund(paymentId: string): Promise<void> {
      const payment = await orders.findPayment(db, paymentId);
      const gateway = payment && gatewayFor(payment.method);
      if (!payment || !gateway) return;
      try {
        await gateway.refund(known(payment), payment.amountSatang);
      } catch (error) {
        if (!(error instanceof GatewayRefusedError)) throw error;
        await orders.markRefundManual(db, { paymentId });
        return;
      }
      await orders.completeRefund(db, { paymentId, at: clock.now() });
    },
  };
};

export type PaymentsService = ReturnType<typeof createPaymentsService>;
