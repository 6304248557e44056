import type { DbOrTx } from '../../db/client.js';
import type { Clock, CustomerLock } from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { customerRepository } from '../accounts/index.js';
import type { CoinService } from '../coins/index.js';
import type { libraryRepository } from '../library/index.js';
import type { GatewayTruth } from '../../lib/payment-gateway.js';
import type { CouponPort } from '../coupons/index.js';
import type { coinPacksRepository } from '../coins/index.js';
import type * as ordersRepository from './orders.repository.js';
import type { OrderRow, PaymentRow } from './orders.repository.js';
import type { ReceiptIssuer } from './receipts.js';

import { orderNumberOf } from '../../lib/order-numbers.js';

export const ORDER_JOBS = {
  cancelAtGateway: 'payments.cancelAtGateway',
  refund: 'refunds.execute',
  mail: 'mail.order',
  giftMail: 'mail.gift',
} as const;

export type OrderMailEvent =
  | 'placed'
  | 'expiring'
  | 'paid'
  | 'cancelled'
  | 'expired'
  | 'late_refund'
  /** A staff refund (refunds.service.ts), with `refundId`. */
  | 'refunded'
  /** The receipt sent again by staff, with `receiptNumber` (orders-admin.service.ts). */
  | 'receipt';

/** Counter payments get a reminder this long before their time runs out. */
const REMINDER_BEFORE_MS = 12 * 3_600_000;
/** Only windows longer than this get a reminder (card and QR windows are minutes long). */
const REMINDER_MIN_WINDOW_MS = 24 * 3_600_000;

/** Coins given back for a book already owned when its order was paid last this long. */
const REFUND_COINS_VALID_DAYS = 365;

/** Gift codes (the redeem service makes them). */
export type GiftCodes = {
  mintGift(
    tx: DbOrTx,
    params: { bookId: number; orderLineId: number; giftFrom: string; giftMessage: string | null },
  ): Promise<{ code: string; codeId: number }>;
};

/**
 * Pre-orders (docs/buying.md "Pre-orders"): a paid book line whose book is not released yet waits
 * (`held`) instead of joining the shelf; `duplicate` when the customer pre-ordered it already.
 */
export type PreorderHold = (
  tx: DbOrTx,
  params: { orderId: number; orderLineId: number; customerId: number; bookId: number },
) => Promise<'held' | 'duplicate' | 'released'>;

export type OrderLedgerDeps = {
  coins: Pick<CoinService, 'credit' | 'release'>;
  coupons: CouponPort;
  gifts: GiftCodes;
  jobs: JobQueue;
  clock: Clock;
  receipts: ReceiptIssuer;
  /** Coins back on what a gateway charged for books (percent, 0 = none) and their validity. */
  reward?: { percent: number; validDays: number };
  /** The orders repository; a unit test passes a substitute. */
  orders: Pick<
    typeof ordersRepository,
    | 'countSold'
    | 'findLines'
    | 'findOpenPayments'
    | 'findPayment'
    | 'insertRefund'
    | 'lockOrderAndPayment'
    | 'markLinesDuplicate'
    | 'setGiftCode'
    | 'updateOrder'
    | 'updatePayment'
  >;
  /** The customer's lock, and their name for a gift's "from". */
  customers: CustomerLock & Pick<typeof customerRepository, 'findCustomerById'>;
  /** The bookshelf a paid book joins. */
  library: Pick<typeof libraryRepository, 'grantBook'>;
  /** The coin packs an order may sell. */
  coinPacks: Pick<typeof coinPacksRepository, 'findCoinPack'>;
  /** Pre-orders: books not released yet wait for their release instead of joining the shelf. */
  preorders?: PreorderHold;
};

/**
 * The transitions of an order (docs/buying.md §5.2), each in the caller's transaction, which has
 * locked the customer and then the order. Whatever arrives twice or out of order moves an order
 * at most once: every change is conditional on the state it leaves.
 */
export const createOrderLedger = ({
  coins,
  coupons,
  gifts,
  jobs,
  clock,
  receipts,
  reward = { percent: 0, validDays: 90 },
  orders,
  customers,
  library,
  coinPacks,
  preorders,
}: OrderLedgerDeps) => {
  const mail = (tx: DbOrTx, order: OrderRow, event: OrderMailEvent) =>
    jobs.send(ORDER_JOBS.mail, { orderId: order.id, event }, { tx });

  /** PD → AP: the books join the library once, coupon used, receipt issued, e-mail written. */
  const markPaid = async (
    tx: DbOrTx,
    order: OrderRow,
    params: { paidAt: Date; methodName: string | null },
  ): Promise<void> => {
    await orders.updateOrder(tx, order.id, {
      status: 'AP',
      paidAt: params.paidAt,
      expiresAt: null,
    });
    const lines = await orders.findLines(tx, [order.id]);
    // The giver's name, read once whatever the number of gift lines.
    let giver: string | undefined;
    const giverName = async () => {
      if (giver === undefined) {
        const customer = await customers.findCustomerById(tx, order.customerId);
        giver =
          [customer?.firstName, customer?.lastName].filter(Boolean).join(' ') ||
          customer?.email ||
          '';
      }
      return giver;
    };
    const duplicates: number[] = [];
    const sold: number[] = [];
    for (const line of lines) {
      if (line.kind === 'book' && line.bookId !== null && line.gift) {
        // A gift: a one-use code for the recipient, e-mailed by a job written in this transaction.
        const giftFrom = await giverName();
        const { code, codeId } = await gifts.mintGift(tx, {
          bookId: line.bookId,
          orderLineId: line.id,
          giftFrom,
          giftMessage: line.gift.message,
        });
        await orders.setGiftCode(tx, { lineId: line.id, codeId });
        await jobs.send(
          ORDER_JOBS.giftMail,
          {
            to: line.gift.recipientEmail,
            recipientName: line.gift.recipientName,
            from: giftFrom,
            message: line.gift.message,
            bookName: order.locale === 'en' ? line.nameEn : line.nameTh,
            bookNameTh: line.nameTh,
            bookNameEn: line.nameEn,
            code,
            locale: order.locale,
          },
          { tx },
        );
        sold.push(line.bookId);
        continue;
      }
      if (line.kind === 'coin_pack' && line.coinPackId !== null) {
        const pack = await coinPacks.findCoinPack(tx, line.coinPackId, { evenInactive: true });
        if (pack)
          await coins.credit(tx, {
            customerId: order.customerId,
            source: 'top_up',
            amountSatang: pack.coinsSatang + pack.bonusSatang,
            validDays: pack.validDays,
            detail: {
              key: 'coins.history.topUpOrder',
              params: { number: orderNumberOf(order.id) },
            },
          });
        continue;
      }
      if (line.kind !== 'book' || line.bookId === null) continue;
      const held = preorders
        ? await preorders(tx, {
            orderId: order.id,
            orderLineId: line.id,
            customerId: order.customerId,
            bookId: line.bookId,
          })
        : 'released';
      if (held === 'held') {
        sold.push(line.bookId);
        continue;
      }
      const granted =
        held === 'released' &&
        (await library.grantBook(tx, {
          customerId: order.customerId,
          bookId: line.bookId,
          source: 'purchase',
          orderId: order.id,
        }));
      if (granted) sold.push(line.bookId);
      else if (line.totalSatang > 0) {
        // Owned already (a redeem code, another order): the money of this line comes back as coins.
        duplicates.push(line.id);
        await coins.credit(tx, {
          customerId: order.customerId,
          source: 'refund',
          amountSatang: line.totalSatang,
          validDays: REFUND_COINS_VALID_DAYS,
          detail: {
            key: 'coins.history.duplicateRefund',
            params: { number: orderNumberOf(order.id) },
          },
        });
      }
    }
    await orders.markLinesDuplicate(tx, duplicates);
    // Coins back on the money a gateway took for books (not on coins, not on coin packs).
    const rewarded = Math.floor((order.amountDueSatang * reward.percent) / 100);
    if (order.source !== 'coin_pack' && rewarded > 0)
      await coins.credit(tx, {
        customerId: order.customerId,
        source: 'purchase_reward',
        amountSatang: rewarded,
        validDays: reward.validDays,
        detail: { key: 'coins.history.rewardOrder', params: { number: orderNumberOf(order.id) } },
      });
    await orders.countSold(tx, sold);
    if (order.couponId !== null) await coupons.markUsed(tx, order.id);
    await receipts.issue(
      tx,
      { ...order, status: 'AP', paidAt: params.paidAt },
      lines,
      params.methodName,
    );
    await mail(tx, order, 'paid');
  };

  /** PD → CR (or EX when its time ran out): coins and coupon back, open attempts stopped. */
  const cancel = async (
    tx: DbOrTx,
    order: OrderRow,
    reason: 'customer' | 'staff' | 'expired',
  ): Promise<number> => {
    const now = clock.now();
    await orders.updateOrder(tx, order.id, {
      status: reason === 'expired' ? 'EX' : 'CR',
      cancelReason: reason,
      cancelledAt: now,
    });
    const coinsBack =
      order.coinsSatang > 0
        ? await coins.release(tx, { customerId: order.customerId, orderId: order.id })
        : 0;
    if (order.couponId !== null) await coupons.release(tx, order.id);
    for (const attempt of await orders.findOpenPayments(tx, order.id)) {
      await orders.updatePayment(tx, attempt.id, { status: 'cancelled', nextCheckAt: null });
      if (attempt.providerRef)
        await jobs.send(ORDER_JOBS.cancelAtGateway, { paymentId: attempt.id }, { tx });
    }
    await mail(tx, order, reason === 'expired' ? 'expired' : 'cancelled');
    return coinsBack;
  };

  /**
   * What the gateway says about an attempt, re-read with our secret, applied under the customer's
   * and the order's locks (docs/buying.md §6.4). Success counts only when the amount, the currency
   * and our reference match the attempt. Money for an order that can no longer take it is kept
   * as a late payment and refunded, never granted.
   */
  const applyTruth = async (
    tx: DbOrTx,
    paymentId: string,
    truth: GatewayTruth,
    methodName: (payment: PaymentRow) => string,
    /** Whose attempt it is, when the caller has read it already (they never change). */
    known?: { customerId: number; orderId: number },
  ): Promise<'paid' | 'late' | 'updated' | 'unchanged'> => {
    const seen = known ?? (await orders.findPayment(tx, paymentId));
    if (!seen) return 'unchanged';
    await customers.lockCustomer(tx, seen.customerId);
    const locked = await orders.lockOrderAndPayment(tx, {
      customerId: seen.customerId,
      orderId: seen.orderId,
      paymentId,
    });
    if (!locked) return 'unchanged';
    const { order, payment } = locked;

    if (truth.status === 'succeeded') {
      const matches =
        truth.amountSatang === payment.amountSatang &&
        truth.currency === 'THB' &&
        (truth.paymentId === null || truth.paymentId === payment.id) &&
        (payment.providerRef === null || truth.providerRef === payment.providerRef);
      if (!matches) {
        await orders.updatePayment(tx, payment.id, {
          failureCode: 'mismatch',
          failureMessage: `gateway says ${truth.amountSatang} ${truth.currency} for ${truth.paymentId}`,
          nextCheckAt: null,
        });
        return 'unchanged';
      }
      if (payment.status === 'succeeded') return 'unchanged';
      const paidAt = truth.paidAt ?? clock.now();
      const late = order.status !== 'PD';
      await orders.updatePayment(tx, payment.id, {
        status: 'succeeded',
        providerRef: payment.providerRef ?? truth.providerRef,
        paidAt,
        late,
        nextCheckAt: null,
      });
      if (late) {
        const created = await orders.insertRefund(tx, {
          orderId: order.id,
          paymentId: payment.id,
          amountSatang: payment.amountSatang,
          method: 'gateway',
          reason: order.status === 'AP' ? 'duplicate_payment' : 'late_payment',
        });
        if (created) {
          await jobs.send(ORDER_JOBS.refund, { paymentId: payment.id }, { tx });
          await mail(tx, order, 'late_refund');
        }
        return 'late';
      }
      // Other attempts of this order still open are stopped: one payment pays an order.
      for (const other of await orders.findOpenPayments(tx, order.id)) {
        if (other.id === payment.id) continue;
        await orders.updatePayment(tx, other.id, { status: 'superseded', nextCheckAt: null });
        if (other.providerRef)
          await jobs.send(ORDER_JOBS.cancelAtGateway, { paymentId: other.id }, { tx });
      }
      await markPaid(tx, order, { paidAt, methodName: methodName(payment) });
      return 'paid';
    }

    if (payment.status !== 'created' && payment.status !== 'pending') return 'unchanged';
    if (truth.status === 'pending' || truth.status === 'unknown') {
      if (payment.status === 'created' && truth.status === 'pending')
        await orders.updatePayment(tx, payment.id, {
          status: 'pending',
          providerRef: payment.providerRef ?? truth.providerRef,
        });
      return 'unchanged';
    }
    await orders.updatePayment(tx, payment.id, {
      status: truth.status,
      failureCode: truth.failureCode ?? null,
      failureMessage: truth.failureMessage ?? null,
      nextCheckAt: null,
    });
    return 'updated';
  };

  /**
   * A pending order was placed (or given a new payment window): the "placed" e-mail, and for long
   * windows (counter payments) a reminder before the time runs out, both in the caller's
   * transaction.
   */
  const placed = async (tx: DbOrTx, order: OrderRow, options: { repay?: boolean } = {}) => {
    if (!options.repay) await mail(tx, order, 'placed');
    if (!order.expiresAt) return;
    const window = order.expiresAt.getTime() - clock.now().getTime();
    if (window >= REMINDER_MIN_WINDOW_MS)
      await jobs.send(
        ORDER_JOBS.mail,
        { orderId: order.id, event: 'expiring', expiresAt: order.expiresAt.toISOString() },
        { tx, startAfter: new Date(order.expiresAt.getTime() - REMINDER_BEFORE_MS) },
      );
  };

  return { markPaid, cancel, applyTruth, placed };
};

export type OrderLedger = ReturnType<typeof createOrderLedger>;
