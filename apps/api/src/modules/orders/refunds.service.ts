import type { AdminOrderRefundBody, AdminRefund } from '@nangsue/contracts/admin';
import type { Locale } from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type CustomerLock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { translate } from '../../lib/messages.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  methodNameOf,
  type KnownAttempt,
  type PaymentGateway,
} from '../../lib/payment-gateway.js';
import type { PaymentMethodCode } from '@nangsue/contracts';
import type { CoinService } from '../coins/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type { OrderDocuments } from './order-documents.js';
import { ORDER_JOBS } from './order-ledger.js';
import type * as ordersAdminRepository from './orders-admin.repository.js';
import type { RefundView } from './orders-admin.repository.js';
import type * as ordersRepository from './orders.repository.js';
import type { OrderLineRow, OrderRow, PaymentRow, RefundRow } from './orders.repository.js';

export const REFUND_JOBS = {
  /** A staff refund's gateway call, when the request's own call did not get an answer. */
  gateway: 'refunds.gateway',
} as const;

/** Coins given back by a refund last this long (as the coins of a duplicate line, §11.5). */
const REFUND_COINS_VALID_DAYS = 365;
/** The job tries the gateway after the request's own attempt had its chance. */
const GATEWAY_JOB_DELAY_MS = 60_000;
/** A caller that took a gateway refund on and went silent this long has died: another may. */
const GATEWAY_LEASE_MS = 2 * 60_000;
/** Gateways whose refunds the store makes by API; the others (2C2P) are made by hand by staff. */
const REFUNDS_BY_API = new Set(['demo', 'omise']);

/** The gateways as payments configured them (payments sits above orders: services.ts wires it). */
export type RefundGateways = {
  gatewayFor(method: string): PaymentGateway | undefined;
};

export type RefundsServiceDeps = {
  db: Database;
  audit: Audit;
  jobs: JobQueue;
  coins: Pick<CoinService, 'credit'>;
  documents: OrderDocuments;
  gateways: RefundGateways;
  customers: CustomerLock;
  orders: Pick<
    typeof ordersRepository,
    | 'findOrderById'
    | 'findLines'
    | 'findPayment'
    | 'findPayments'
    | 'findRefunds'
    | 'lockOrder'
    | 'updateOrder'
  >;
  admin: Pick<
    typeof ordersAdminRepository,
    | 'claimGatewayRefund'
    | 'clawBackCoins'
    | 'completePendingRefund'
    | 'findGiftCode'
    | 'findRefundByClientKey'
    | 'findRefundView'
    | 'findRefundedLines'
    | 'findSaleReceipt'
    | 'insertStaffRefund'
    | 'lockOrderCoinBatch'
    | 'lockRefund'
    | 'removeFromShelf'
    | 'revokeCode'
    | 'updateRefund'
  >;
  withTransaction?: WithTransaction;
  clock?: Clock;
};

export const MAX_ORDER_ID = 2 ** 53 - 1;

/** The order id in an address: digits, or the order number `NS0000000123`. */
export const orderIdOf = (value: string): number | null => {
  const digits = /^(?:NS)?0*([1-9][0-9]{0,15})$/i.exec(value.trim())?.[1];
  const id = digits === undefined ? NaN : Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

const knownOf = (payment: PaymentRow): KnownAttempt => ({
  paymentId: payment.id,
  providerRef: payment.providerRef,
  orderNumber: orderNumberOf(payment.orderId),
  attemptNo: payment.attemptNo,
  method: payment.method as PaymentMethodCode,
  amountSatang: payment.amountSatang,
  createdAt: payment.createdAt,
  expiresAt: payment.expiresAt,
});

/** The refund as the back office shows it. */
export const presentRefund = (refund: RefundView): AdminRefund => ({
  Id: refund.id,
  OrderId: refund.orderId,
  OrderNumber: orderNumberOf(refund.orderId),
  Kind:
    refund.reason === 'late_payment' || refund.reason === 'duplicate_payment'
      ? refund.reason
      : 'staff',
  Method: refund.method === 'coins' || refund.method === 'manual' ? refund.method : 'gateway',
  Status: refund.status,
  AmountSatang: refund.amountSatang,
  CoinsSatang: refund.coinsSatang,
  GatewaySatang: refund.amountSatang - refund.coinsSatang,
  ClawbackSatang: refund.clawbackSatang,
  Provider: refund.provider,
  Note: refund.note,
  StaffEmail: refund.staffEmail,
  ProviderRef: refund.providerRef,
  FailureMessage: refund.failureMessage,
  CreatedAt: refund.createdAt.toISOString(),
  CompletedAt: refund.completedAt?.toISOString() ?? null,
  LineIds: refund.lineIds,
  CreditNoteNumber: refund.creditNoteNumber,
  CustomerEmail: refund.customerEmail,
});

/** What a staff refund may take: the lines not given back yet, what the gateway may still give. */
export const refundableOf = (params: {
  order: OrderRow;
  lines: OrderLineRow[];
  refunded: ReadonlyMap<number, number>;
  refunds: RefundRow[];
}) => {
  const open = params.lines.filter((line) => !line.duplicate && !params.refunded.has(line.id));
  const gatewayRefunded = params.refunds
    .filter((refund) => refund.reason === 'staff')
    .reduce((sum, refund) => sum + refund.amountSatang - refund.coinsSatang, 0);
  return {
    open,
    refundableSatang: open.reduce((sum, line) => sum + line.totalSatang, 0),
    gatewayRefundableSatang: Math.max(0, params.order.amountDueSatang - gatewayRefunded),
  };
};

/**
 * Staff refunds (docs/back-office.md "Orders and refunds", docs/buying.md §5.2): some lines of a
 * paid order, or all it has left, given back as coins or to the gateway that took the money.
 *
 * In one transaction that locks the customer, then the order (as every transition does): the
 * lines are checked (each refunded at most once: `refund_lines`' key), the amount is the lines'
 * totals (so never more than was paid), the books leave the shelf (a gift's code is revoked, or
 * the book leaves its recipient's shelf), coins are credited for the coins part, the order's
 * reward coins are taken back in proportion, a credit note is issued, the order moves (`AP → RR`
 * when nothing is left, else it stays `AP` with `refunded_satang`), the audit entry and the
 * customer's e-mail job are written. The gateway is asked after the commit (and by a job if that
 * call gets no answer); 2C2P refunds are left to staff (`manual`). A form's `ClientKey` makes a
 * second press answer the first refund.
 */
export const createRefundsService = ({
  db,
  audit,
  jobs,
  coins,
  documents,
  gateways,
  customers,
  orders,
  admin,
  withTransaction = createWithTransaction(db),
  clock = systemClock,
}: RefundsServiceDeps) => {
  /** The paying attempt of a paid order: succeeded and not late. */
  const payingAttempt = (attempts: PaymentRow[]) =>
    attempts.find((payment) => payment.status === 'succeeded' && !payment.late);

  /** Takes the refunded lines back: books off the shelf, gift codes revoked, pack coins back. */
  const takeBack = async (tx: DbOrTx, order: OrderRow, lines: OrderLineRow[]): Promise<void> => {
    for (const line of lines) {
      if (line.kind === 'coin_pack') {
        const batch = await admin.lockOrderCoinBatch(tx, {
          customerId: order.customerId,
          kind: 'top_up',
          detailKey: 'coins.history.topUpOrder',
          orderNumber: orderNumberOf(order.id),
        });
        if (batch && batch.remainingSatang < batch.amountSatang)
          throw new AppError('CONFLICT', {
            message: 'orders.refund.packCoinsSpent',
            params: { name: line.nameTh },
          });
        if (batch)
          await admin.clawBackCoins(tx, {
            customerId: order.customerId,
            batchId: batch.id,
            amountSatang: batch.remainingSatang,
            orderId: order.id,
            detail: {
              key: 'orders.refund.packClawbackHistory',
              params: { number: orderNumberOf(order.id) },
            },
          });
        continue;
      }
      if (line.bookId === null) continue;
      if (line.gift) {
        const code =
          line.giftCodeId === null ? undefined : await admin.findGiftCode(tx, line.giftCodeId);
        if (!code) continue;
        if (code.claimedBy === null)
          await admin.revokeCode(tx, { codeId: code.id, at: clock.now() });
        else
          await admin.removeFromShelf(tx, {
            customerId: code.claimedBy,
            bookId: line.bookId,
            source: 'gift',
          });
        continue;
      }
      await admin.removeFromShelf(tx, {
        customerId: order.customerId,
        bookId: line.bookId,
        orderId: order.id,
      });
    }
  };

  /**
   * The order's reward coins follow its refunds: after this one, `reward × refunded / total` of
   * them has been taken back (all of them once the order is refunded in full), as far as the
   * reward's batch still holds them (coins the customer spent are not taken from other batches).
   */
  const clawBackReward = async (
    tx: DbOrTx,
    params: { order: OrderRow; refundedAfter: number; clawedBefore: number; full: boolean },
  ): Promise<number> => {
    const { order } = params;
    const batch = await admin.lockOrderCoinBatch(tx, {
      customerId: order.customerId,
      kind: 'purchase_reward',
      detailKey: 'coins.history.rewardOrder',
      orderNumber: orderNumberOf(order.id),
    });
    if (!batch || order.totalSatang === 0) return 0;
    const due = params.full
      ? batch.amountSatang
      : Math.floor((batch.amountSatang * params.refundedAfter) / order.totalSatang);
    const take = Math.min(Math.max(0, due - params.clawedBefore), batch.remainingSatang);
    if (take > 0)
      await admin.clawBackCoins(tx, {
        customerId: order.customerId,
        batchId: batch.id,
        amountSatang: take,
        orderId: order.id,
        detail: {
          key: 'orders.refund.clawbackHistory',
          params: { number: orderNumberOf(order.id) },
        },
      });
    return take;
  };

  /**
   * Asks the gateway for a pending staff refund's gateway part, once at a time (a lease). A
   * refusal hands the refund to staff (`manual`); no answer leaves it pending for the job.
   */
  const executeGatewayRefund = async (refundId: number): Promise<void> => {
    const now = clock.now();
    const claimed = await admin.claimGatewayRefund(db, {
      refundId,
      now,
      staleBefore: new Date(now.getTime() - GATEWAY_LEASE_MS),
    });
    if (!claimed) return;
    const payment = claimed.paymentId ? await orders.findPayment(db, claimed.paymentId) : undefined;
    const gateway = payment ? gateways.gatewayFor(payment.method) : undefined;
    if (!payment || !gateway) {
      await admin.updateRefund(db, refundId, {
        method: 'manual',
        failureMessage: `gateway ${payment?.provider ?? '?'} is not configured`,
        claimedAt: null,
      });
      return;
    }
    try {
      const result = await gateway.refund(
        knownOf(payment),
        claimed.amountSatang - claimed.coinsSatang,
      );
      await admin.updateRefund(db, refundId, {
        status: 'succeeded',
        completedAt: clock.now(),
        providerRef: result.refundRef.slice(0, 100),
        failureMessage: null,
        claimedAt: null,
      });
    } catch (error) {
      if (error instanceof GatewayRefusedError) {
        // The gateway will not change its mind: staff give the money back by hand.
        await admin.updateRefund(db, refundId, {
          method: 'manual',
          failureMessage: `${error.code}: ${error.message}`.slice(0, 300),
          claimedAt: null,
        });
        return;
      }
      if (error instanceof GatewayUnavailableError)
        await admin.updateRefund(db, refundId, {
          failureMessage: error.message.slice(0, 300),
          claimedAt: null,
        });
      throw error;
    }
  };

  return {
    executeGatewayRefund,

    async refund(params: {
      actor: StaffActor;
      orderId: number;
      body: AdminOrderRefundBody;
      /**
       * Runs in the refund's transaction after the customer's and the order's locks (a pre-order's
       * cancel marks its row there, docs/buying.md "Pre-orders"); what it throws undoes the refund.
       */
      within?: (tx: DbOrTx, order: OrderRow) => Promise<void>;
    }): Promise<{ refundId: number; replayed: boolean }> {
      const { actor, body } = params;
      const seen = await orders.findOrderById(db, params.orderId);
      if (!seen) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });

      const done = await withTransaction(async (tx) => {
        await customers.lockCustomer(tx, seen.customerId);
        const order = await orders.lockOrder(tx, {
          customerId: seen.customerId,
          orderId: seen.id,
        });
        if (!order) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });

        // The same form pressed again (or retried): the first refund's answer.
        const earlier = await admin.findRefundByClientKey(tx, body.ClientKey);
        if (earlier) {
          if (earlier.orderId !== order.id)
            throw new AppError('CONFLICT', { message: 'orders.refund.keyReused' });
          return { refund: earlier, replayed: true };
        }
        if (params.within) await params.within(tx, order);
        if (order.status === 'RR')
          throw new AppError('CONFLICT', { message: 'orders.refund.alreadyRefunded' });
        if (order.status !== 'AP')
          throw new AppError('CONFLICT', { message: 'orders.refund.notPaid' });

        const [lines, attempts, refunds, refunded] = await Promise.all([
          orders.findLines(tx, [order.id]),
          orders.findPayments(tx, [order.id]),
          orders.findRefunds(tx, order.id),
          admin.findRefundedLines(tx, order.id),
        ]);
        const { open, gatewayRefundableSatang } = refundableOf({ order, lines, refunded, refunds });
        const chosen = body.LineIds?.length ? [...new Set(body.LineIds)] : null;
        for (const lineId of chosen ?? []) {
          const line = lines.find((entry) => entry.id === lineId);
          if (!line)
            throw new AppError('UNPROCESSABLE', {
              message: 'orders.refund.unknownLine',
              params: { lineId },
            });
          const name = order.locale === 'en' ? line.nameEn : line.nameTh;
          if (refunded.has(line.id))
            throw new AppError('CONFLICT', {
              message: 'orders.refund.lineRefunded',
              params: { name },
            });
          if (line.duplicate)
            throw new AppError('CONFLICT', {
              message: 'orders.refund.lineDuplicate',
              params: { name },
            });
        }
        const picked = chosen ? open.filter((line) => chosen.includes(line.id)) : open;
        const amount = picked.reduce((sum, line) => sum + line.totalSatang, 0);
        // Nothing that cost money left behind: the order is refunded in full, and its free lines
        // (a coupon's 100 %) go with the rest.
        const full = open.every((line) => picked.includes(line) || line.totalSatang === 0);
        const taken = full ? open : picked;
        if (picked.length === 0 || amount <= 0)
          throw new AppError('CONFLICT', { message: 'orders.refund.nothingToRefund' });
        if (body.Destination === 'coins' && taken.some((line) => line.kind === 'coin_pack'))
          throw new AppError('UNPROCESSABLE', { message: 'orders.refund.packToCoins' });

        // The money: to coins all of it; to the gateway what it took and has not given back yet,
        // the rest (what coins paid) as coins.
        const paying = payingAttempt(attempts);
        const gatewaySatang =
          body.Destination === 'gateway' && paying ? Math.min(amount, gatewayRefundableSatang) : 0;
        if (body.Destination === 'gateway' && gatewaySatang === 0)
          throw new AppError('CONFLICT', { message: 'orders.refund.nothingAtGateway' });
        const coinsSatang = amount - gatewaySatang;
        const byApi =
          paying !== undefined &&
          REFUNDS_BY_API.has(paying.provider) &&
          gateways.gatewayFor(paying.method) !== undefined;
        const method = gatewaySatang === 0 ? 'coins' : byApi ? 'gateway' : 'manual';
        const now = clock.now();

        const refund = await admin.insertStaffRefund(
          tx,
          {
            orderId: order.id,
            paymentId: gatewaySatang > 0 ? paying!.id : null,
            amountSatang: amount,
            coinsSatang,
            method,
            status: method === 'coins' ? 'succeeded' : 'pending',
            completedAt: method === 'coins' ? now : null,
            staffId: actor.staffId,
            note: body.Reason,
            clientKey: body.ClientKey,
            failureMessage:
              method === 'manual' && paying && !REFUNDS_BY_API.has(paying.provider)
                ? `${paying.provider}: refunds are made in its merchant portal`
                : method === 'manual'
                  ? `gateway ${paying?.provider ?? '?'} is not configured`
                  : null,
          },
          taken.map((line) => ({ orderLineId: line.id, amountSatang: line.totalSatang })),
        );
        if (!refund) throw new AppError('CONFLICT', { message: 'orders.refund.keyReused' });

        await takeBack(tx, order, taken);
        if (coinsSatang > 0)
          await coins.credit(tx, {
            customerId: order.customerId,
            source: 'refund',
            amountSatang: coinsSatang,
            validDays: REFUND_COINS_VALID_DAYS,
            detail: {
              key: 'orders.refund.coinsHistory',
              params: { number: orderNumberOf(order.id) },
            },
          });
        const refundedAfter = order.refundedSatang + amount;
        const clawback = await clawBackReward(tx, {
          order,
          refundedAfter,
          clawedBefore: refunds.reduce((sum, entry) => sum + entry.clawbackSatang, 0),
          full,
        });
        if (clawback > 0) await admin.updateRefund(tx, refund.id, { clawbackSatang: clawback });

        const original = await admin.findSaleReceipt(tx, order.id);
        const locale: Locale = order.locale === 'en' ? 'en' : 'th';
        const creditNote = original
          ? await documents.issueCreditNote(tx, {
              original,
              lines: taken,
              refundId: refund.id,
              coinsSatang,
              gatewaySatang,
              methodName: paying
                ? methodNameOf(locale, paying.method)
                : translate(locale, 'payments.method.coins'),
              reason: body.Reason,
              issuedAt: now,
            })
          : null;

        const status = full ? 'RR' : 'AP';
        await orders.updateOrder(tx, order.id, {
          status,
          refundedSatang: refundedAfter,
          refundedAt: now,
        });
        await audit.record(tx, actor, {
          action: 'order.refund',
          entityType: 'order',
          entityId: order.id,
          before: { status: order.status, refundedSatang: order.refundedSatang },
          after: {
            status,
            refundedSatang: refundedAfter,
            refundId: refund.id,
            lineIds: taken.map((line) => line.id),
            destination: body.Destination,
            method,
            amountSatang: amount,
            coinsSatang,
            gatewaySatang,
            clawbackSatang: clawback,
            creditNote: creditNote?.number ?? null,
          },
          reason: body.Reason,
        });
        await jobs.send(
          ORDER_JOBS.mail,
          { orderId: order.id, event: 'refunded', refundId: refund.id },
          { tx },
        );
        if (method === 'gateway')
          await jobs.send(
            REFUND_JOBS.gateway,
            { refundId: refund.id },
            { tx, startAfter: new Date(now.getTime() + GATEWAY_JOB_DELAY_MS) },
          );
        return { refund, replayed: false };
      });

      // The gateway is asked once the refund is committed; no answer now: the job asks again.
      if (!done.replayed && done.refund.method === 'gateway')
        await executeGatewayRefund(done.refund.id).catch(() => undefined);
      jobs.wake(ORDER_JOBS.mail);
      return { refundId: done.refund.id, replayed: done.replayed };
    },

    /** Staff made a refund by hand (2C2P's portal, a bank transfer): it is marked done. */
    async completeManual(params: {
      actor: StaffActor;
      refundId: number;
      reason: string;
      providerRef?: string | undefined;
    }): Promise<AdminRefund> {
      await withTransaction(async (tx) => {
        const refund = await admin.lockRefund(tx, params.refundId);
        if (!refund) throw new AppError('NOT_FOUND', { message: 'orders.refund.notFound' });
        if (refund.status !== 'pending')
          throw new AppError('CONFLICT', { message: 'orders.refund.done' });
        if (refund.method !== 'manual')
          throw new AppError('CONFLICT', { message: 'orders.refund.notManual' });
        const completed = await admin.completePendingRefund(tx, {
          refundId: refund.id,
          at: clock.now(),
          providerRef: params.providerRef ?? null,
        });
        await audit.record(tx, params.actor, {
          action: 'refund.complete',
          entityType: 'order',
          entityId: refund.orderId,
          before: { refundId: refund.id, status: refund.status },
          after: {
            refundId: refund.id,
            status: completed?.status,
            providerRef: completed?.providerRef,
          },
          reason: params.reason,
        });
      });
      const view = await admin.findRefundView(db, params.refundId);
      return presentRefund(view!);
    },
  };
};

export type RefundsService = ReturnType<typeof createRefundsService>;
