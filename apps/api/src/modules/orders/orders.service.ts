import { randomUUID } from 'node:crypto';
import {
  CANCEL_ORDER_KEY,
  PAGE_SIZE,
  type CancelOrderBody,
  type CancelledOrder,
  type CanRepay,
  type ChangePaymentBody,
  type CheckoutLine,
  type Completed,
  type Locale,
  type OrderDetails,
  type OrderHistory,
  type OrderHistoryQuery,
  type PaymentMethodCode,
  type ProductOverview,
} from '@nangsue/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  type Clock,
  type CustomerLock,
  type WithTransaction,
} from '../../lib/deps.js';
import { isMessageKey, translate, type MessageKey } from '../../lib/messages.js';
import { formatBaht } from '../../lib/pricing.js';
import { toPaging } from '../../lib/paging.js';
import { toPrice } from '../../lib/pricing.js';
import {
  gatewayOfMethod,
  type PaymentGateway,
  type StartContext,
} from '../../lib/payment-gateway.js';
import { renderReceiptPdf } from '../receipts/index.js';
import type { ReceiptSnapshot } from '../receipts/index.js';
import type { OrderLedger } from './order-ledger.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import { EMPTY_PICTURE, type OrderPresenter } from './orders.mapper.js';
import {
  findEarlier,
  keepAnswer,
  keyedRequest,
  replayOf,
  requirePaymentDetails,
  type PlacedAnswer,
} from './idempotency.js';
import type { EtaxDocuments } from './etax-documents.js';
import type * as ordersRepository from './orders.repository.js';
import type * as reconciliationRepository from './reconciliation.repository.js';
import type * as ordersAdminRepository from './orders-admin.repository.js';
import type { OrderLineRow, OrderRow, PaymentRow } from './orders.repository.js';

/**
 * What a customer's orders ask of payments: re-reading, starting and cancelling attempts. The
 * payments service (which sits above orders, ADR 0017) provides it; services.ts wires it.
 */
export type OrderPayments = {
  sync(paymentId: string): Promise<void>;
  configuredMethods(): PaymentMethodCode[];
  gatewayFor(method: string): PaymentGateway | undefined;
  cancelAtGateway(paymentId: string): Promise<void>;
  start(order: OrderRow, payment: PaymentRow, context: StartContext): Promise<PaymentRow>;
};

/** The longest an order stays payable, whatever attempts are made (docs/buying.md §5.2). */
const MAX_ORDER_LIFE_MS = 7 * 86_400_000;
/** How long `completed` waits for a gateway's answer before showing what is known. */
const COMPLETED_SYNC_TIMEOUT_MS = 5000;
const MAX_ORDER_ID = Number.MAX_SAFE_INTEGER;

/**
 * A customer's orders (docs/buying.md §5, §17.4): history, details, the completed page's view,
 * cancelling a pending order and paying again. Every query is scoped to the customer: another
 * customer's order is 404.
 */
export const createOrdersService = ({
  db,
  catalog,
  payments,
  ledger,
  presenter,
  clock,
  windows,
  withTransaction = createWithTransaction(db),
  orders,
  customers,
  reconciliation,
  refunds,
  etax,
}: {
  db: Database;
  catalog: { getOverviews(locale: Locale, ids: number[]): Promise<ProductOverview[]> };
  /** What orders ask of payments (the payments service provides it, wired in services.ts). */
  payments: OrderPayments;
  ledger: OrderLedger;
  presenter: OrderPresenter;
  clock: Clock;
  windows: { windowMinutes: number; counterWindowHours: number };
  withTransaction?: WithTransaction;
  /** The orders repository; a unit test passes a substitute. */
  orders: Pick<
    typeof ordersRepository,
    | 'findClaimedCodes'
    | 'findCustomerReceipt'
    | 'findLines'
    | 'findOpenPayments'
    | 'findOrder'
    | 'findOrderPage'
    | 'findPayments'
    | 'findReceipts'
    | 'findRefunds'
    | 'insertIdempotencyKey'
    | 'findIdempotencyKey'
    | 'finishIdempotencyKey'
    | 'insertPayment'
    | 'lockOrder'
    | 'nextAttemptNo'
    | 'updateOrder'
    | 'updatePayment'
    | 'deleteIdempotencyKeysBefore'
  >;
  customers: CustomerLock;
  /** The nightly check that orders, payments, grants and coins add up. */
  reconciliation: Pick<typeof reconciliationRepository, 'findAnomalies'>;
  /** The lines staff refunds gave back (they cannot be downloaded any more). */
  refunds?: Pick<typeof ordersAdminRepository, 'findRefundedLines'>;
  /** e-Tax Invoices (docs/receipts.md "e-Tax Invoice"): which receipts offer one. */
  etax?: Pick<EtaxDocuments, 'offers'>;
}) => {
  const owned = async (customerId: number, orderId: number): Promise<OrderRow> => {
    const order = await orders.findOrder(db, { customerId, orderId });
    if (!order) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
    return order;
  };

  const payable = (order: OrderRow): boolean =>
    order.status === 'PD' && order.expiresAt !== null && order.expiresAt > clock.now();

  const linesOf = async (
    lines: OrderLineRow[],
    locale: Locale,
  ): Promise<(CheckoutLine & { duplicate: boolean })[]> => {
    const bookIds = lines.flatMap((line) => (line.bookId === null ? [] : [line.bookId]));
    const cards = new Map(
      (await catalog.getOverviews(locale, bookIds)).map((card) => [card.Id, card]),
    );
    return lines.map((line) => {
      const card = line.bookId === null ? undefined : cards.get(line.bookId);
      return {
        Id: line.id,
        ProductId: line.bookId ?? line.coinPackId ?? 0,
        Kind: line.kind,
        Name: locale === 'en' ? line.nameEn || line.nameTh : line.nameTh || line.nameEn,
        DefaultPictureModel: card?.DefaultPictureModel ?? EMPTY_PICTURE,
        Authors: card?.Authors ?? [],
        ProductPrice: toPrice(line.priceSatang, null),
        DiscountValue: line.discountSatang,
        TotalValue: line.totalSatang,
        VatCategory: line.vatCategory,
        VatRate: line.vatRate,
        VatValue: line.vatSatang,
        NetValue: line.netSatang,
        IsGift: line.gift !== null,
        duplicate: line.duplicate,
      };
    });
  };

  /** Re-reads the order's open attempt at its gateway, bounded so the page never hangs. */
  const syncOpen = async (order: OrderRow): Promise<void> => {
    if (order.status !== 'PD') return;
    const open = await orders.findOpenPayments(db, order.id);
    if (open.length === 0) return;
    await Promise.race([
      Promise.all(open.map((payment) => payments.sync(payment.id))).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, COMPLETED_SYNC_TIMEOUT_MS).unref()),
    ]);
  };

  const cancelReasonOf = (order: OrderRow) =>
    order.status === 'CR' || order.status === 'EX' ? order.cancelReason : null;

  return {
    /** What does not add up across orders, payments, grants and coins (a nightly job reports it). */
    findAnomalies: () => reconciliation.findAnomalies(db),

    /** Idempotency keys are kept a day (docs/buying.md); older ones are deleted by a job. */
    purgeIdempotencyKeys: (before: Date) => orders.deleteIdempotencyKeysBefore(db, before),

    async history(
      customerId: number,
      locale: Locale,
      query: OrderHistoryQuery,
    ): Promise<OrderHistory> {
      const statuses: OrderRow['status'][] =
        query.orderHistoryTypes === 'ALL'
          ? []
          : query.orderHistoryTypes === 'CR'
            ? ['CR', 'EX']
            : [query.orderHistoryTypes];
      const { rows, total } = await orders.findOrderPage(db, {
        customerId,
        statuses,
        offset: (query.pageNumber - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
      });
      const ids = rows.map((row) => row.id);
      const [lines, attempts] = await Promise.all([
        orders.findLines(db, ids),
        orders.findPayments(db, ids),
      ]);
      const shown = await linesOf(
        ids.flatMap((id) => lines.filter((line) => line.orderId === id).slice(0, 3)),
        locale,
      );
      return {
        Orders: rows.map((order) => {
          const own = lines.filter((line) => line.orderId === order.id);
          const lastAttempt = attempts.filter((payment) => payment.orderId === order.id).at(-1);
          return {
            Id: order.id,
            OrderNumber: orderNumberOf(order.id),
            CreatedAt: order.createdAt.toISOString(),
            Status: presenter.statusOf(order),
            StatusText: presenter.statusText(order, locale),
            CancelReason: cancelReasonOf(order),
            TotalValue: order.totalSatang,
            CoinsValue: order.coinsSatang,
            AmountDueValue: order.amountDueSatang,
            ItemCount: own.length,
            Items: shown
              .filter((line) => own.some((mine) => mine.id === line.Id))
              .map((line) => ({
                ProductId: line.ProductId,
                Name: line.Name,
                DefaultPictureModel: line.DefaultPictureModel,
              })),
            PaymentMethodName: lastAttempt
              ? presenter.attempt(lastAttempt, locale).MethodName
              : order.coinsSatang > 0
                ? translate(locale, 'payments.method.coins')
                : null,
            ExpiresAt: order.status === 'PD' ? (order.expiresAt?.toISOString() ?? null) : null,
            CanCancel: order.status === 'PD',
            CanRepay: payable(order),
          };
        }),
        Paging: toPaging(query.pageNumber, total),
      };
    },

    async details(customerId: number, locale: Locale, orderId: number): Promise<OrderDetails> {
      if (orderId > MAX_ORDER_ID) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
      const order = await owned(customerId, orderId);
      const [lines, attempts, receipts, refundRows, refundedLines] = await Promise.all([
        orders.findLines(db, [order.id]),
        orders.findPayments(db, [order.id]),
        orders.findReceipts(db, [order.id]),
        orders.findRefunds(db, order.id),
        refunds?.findRefundedLines(db, order.id) ?? new Map<number, number>(),
      ]);
      const items = await linesOf(lines, locale);
      const claimed = await orders.findClaimedCodes(
        db,
        lines.flatMap((line) => (line.giftCodeId === null ? [] : [line.giftCodeId])),
      );
      const giftOf = (lineId: number) => {
        const line = lines.find((entry) => entry.id === lineId);
        if (!line?.gift) return null;
        const [user = '', domain = ''] = line.gift.recipientEmail.split('@');
        return {
          RecipientEmailMasked: `${user.slice(0, 2)}${'*'.repeat(Math.max(1, user.length - 2))}@${domain}`,
          RecipientName: line.gift.recipientName,
          Claimed: line.giftCodeId !== null && claimed.has(line.giftCodeId),
        };
      };
      return {
        Id: order.id,
        OrderNumber: orderNumberOf(order.id),
        Source: order.source,
        Status: presenter.statusOf(order),
        StatusText: presenter.statusText(order, locale),
        CancelReason: cancelReasonOf(order),
        CreatedAt: order.createdAt.toISOString(),
        PaidAt: order.paidAt?.toISOString() ?? null,
        CancelledAt: order.cancelledAt?.toISOString() ?? null,
        RefundedAt: order.refundedAt?.toISOString() ?? null,
        ExpiresAt: order.status === 'PD' ? (order.expiresAt?.toISOString() ?? null) : null,
        Items: items.map(({ duplicate, ...line }) => ({
          ...line,
          CanDownload:
            order.status === 'AP' &&
            line.Kind === 'book' &&
            !line.IsGift &&
            !refundedLines.has(line.Id),
          Duplicate: duplicate,
          Gift: giftOf(line.Id),
        })),
        Totals: presenter.totalsOf(order),
        Coupon: order.couponCode
          ? {
              Code: order.couponCode,
              Description: order.couponDescription?.[locale] ?? order.couponCode,
              DiscountValue: order.discountSatang,
            }
          : null,
        Payments: attempts.map((payment) => presenter.attempt(payment, locale)),
        Refunds: refundRows.map((refund) => ({
          AmountValue: refund.amountSatang,
          Method: refund.method as 'gateway' | 'coins' | 'manual',
          Status: refund.status,
          // Said in the customer's language (a staff refund's own note stays in the back office).
          Reason: isMessageKey(`orders.refundReason.${refund.reason}`)
            ? translate(locale, `orders.refundReason.${refund.reason}` as MessageKey)
            : refund.reason,
          CreatedAt: refund.createdAt.toISOString(),
          CompletedAt: refund.completedAt?.toISOString() ?? null,
        })),
        // A document replaced by another (a full tax invoice issued afterwards) is not shown.
        Receipts: receipts
          .filter((receipt) => receipt.voidedAt === null)
          .map((receipt) => ({
            Kind: receipt.kind,
            Number: receipt.number,
            IssuedAt: receipt.issuedAt.toISOString(),
            PdfUrl: presenter.receiptUrl(receipt.number),
            // The signed PDF/A-3 with ETDA's XML, for a full tax invoice when e-Tax is on.
            EtaxUrl: etax?.offers(receipt) ? `${presenter.receiptUrl(receipt.number)}/etax` : null,
          })),
        TaxInvoice: order.taxInvoice
          ? {
              Requested: true,
              BuyerName: order.taxInvoice.name,
              TaxIdMasked: order.taxInvoice.taxId
                ? `${'*'.repeat(9)}${order.taxInvoice.taxId.slice(-4)}`
                : null,
              Branch: order.taxInvoice.branch,
            }
          : null,
        CanCancel: order.status === 'PD',
        CanRepay: payable(order),
      };
    },

    /** GET completed: the order after a re-read of its open attempt (the return page never proves payment). */
    async completed(customerId: number, locale: Locale, orderId: number): Promise<Completed> {
      if (orderId > MAX_ORDER_ID) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
      await syncOpen(await owned(customerId, orderId));
      const order = await owned(customerId, orderId);
      const [lines, attempts, receipts] = await Promise.all([
        orders.findLines(db, [order.id]),
        orders.findPayments(db, [order.id]),
        orders.findReceipts(db, [order.id]),
      ]);
      const latest = attempts.at(-1) ?? null;
      const receipt = receipts.find(
        (entry) => entry.kind !== 'credit_note' && entry.voidedAt === null,
      );
      const waiting =
        order.status === 'PD' && latest !== null && ['created', 'pending'].includes(latest.status);
      return {
        OrderId: order.id,
        OrderNumber: orderNumberOf(order.id),
        Status: presenter.statusOf(order),
        StatusText: presenter.statusText(order, locale),
        CancelReason: cancelReasonOf(order),
        IsPaid: order.status === 'AP',
        Items: (await linesOf(lines, locale)).map(({ duplicate: _duplicate, ...line }) => line),
        Totals: presenter.totalsOf(order),
        Payment: latest ? presenter.attempt(latest, locale) : null,
        ReceiptNumber: receipt?.number ?? null,
        ReceiptUrl: receipt ? presenter.receiptUrl(receipt.number) : null,
        PollAfterSeconds: waiting ? 3 : null,
      };
    },

    /** The PDF of one of the customer's receipts, rendered from the snapshot taken at issue. */
    async receiptPdf(customerId: number, number: string): Promise<{ number: string; pdf: Buffer }> {
      const receipt = await orders.findCustomerReceipt(db, { customerId, number });
      if (!receipt) throw new AppError('NOT_FOUND', { message: 'receipts.notFound' });
      return {
        number: receipt.number,
        pdf: await renderReceiptPdf(receipt.snapshot as ReceiptSnapshot),
      };
    },

    /** POST cancelorder: a pending order is cancelled and gives back its coins and coupon. */
    async cancel(
      customerId: number,
      locale: Locale,
      body: CancelOrderBody,
    ): Promise<CancelledOrder> {
      const value = body.FormValues.find((entry) => entry.Key === CANCEL_ORDER_KEY)?.Value.trim();
      const orderId = value && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : 0;
      if (!orderId || orderId > MAX_ORDER_ID)
        throw new AppError('VALIDATION_FAILED', { message: 'orders.badOrderId' });
      const { order, coinsBack } = await withTransaction(async (tx) => {
        await customers.lockCustomer(tx, customerId);
        const order = await orders.lockOrder(tx, { customerId, orderId });
        if (!order) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
        if (order.status === 'AP')
          throw new AppError('CONFLICT', { message: 'orders.cannotCancelPaid' });
        if (order.status === 'RR')
          throw new AppError('CONFLICT', { message: 'orders.cannotCancelRefunded' });
        if (order.status !== 'PD') return { order, coinsBack: 0 };
        return { order, coinsBack: await ledger.cancel(tx, order, 'customer') };
      });
      const number = orderNumberOf(order.id);
      return {
        OrderId: order.id,
        Status: 'CR',
        StatusText: presenter.statusText(
          { status: order.status === 'PD' ? 'CR' : order.status },
          locale,
        ),
        CoinsReturnedValue: coinsBack,
        Message:
          coinsBack > 0
            ? translate(locale, 'orders.cancelledWithCoins', {
                number,
                coins: formatBaht(coinsBack).replace('฿', ''),
              })
            : translate(locale, 'orders.cancelled', { number }),
      };
    },

    async canRepay(customerId: number, locale: Locale, orderId: number): Promise<CanRepay> {
      const order = await owned(customerId, orderId);
      const open = await orders.findOpenPayments(db, order.id);
      const reason =
        order.status !== 'PD'
          ? 'orders.cannotRepay.notPending'
          : !payable(order)
            ? 'orders.cannotRepay.expired'
            : open.some((payment) => payment.status === 'created')
              ? 'orders.cannotRepay.paying'
              : null;
      return {
        OrderId: order.id,
        CanRepay: reason === null,
        Reason: reason ? translate(locale, reason) : null,
        AmountDueValue: order.amountDueSatang,
        ExpiresAt: order.status === 'PD' ? (order.expiresAt?.toISOString() ?? null) : null,
        Methods: reason === null ? payments.configuredMethods() : [],
      };
    },

    /**
     * change*payment: a new attempt for the same amount (coins and coupon unchanged); the open
     * ones are superseded and stopped at their gateway. Idempotent like the confirm calls.
     */
    async repay(request: {
      customerId: number;
      locale: Locale;
      body: ChangePaymentBody;
      allowed: readonly PaymentMethodCode[];
      idempotencyKey: string | undefined;
      context: Omit<StartContext, 'locale'>;
    }): Promise<PlacedAnswer> {
      const { customerId, locale, body } = request;
      const keyed = keyedRequest(customerId, request.idempotencyKey, 'repay', body);
      const existing = await findEarlier(db, keyed, orders);
      if (existing) {
        const replay = replayOf(existing);
        if (!replay) throw new AppError('CONFLICT', { message: 'checkout.inProgress' });
        return replay;
      }
      const method = body.Data.PaymentMethod;
      if (!request.allowed.includes(method) || !payments.gatewayFor(method))
        throw new AppError('CONFLICT', { message: 'checkout.methodUnavailable' });
      requirePaymentDetails(method, body.Data);

      const placed = await withTransaction(async (tx) => {
        await customers.lockCustomer(tx, customerId);
        // Looked up again under the lock, before the order is checked: a retry that waited behind
        // the first request with its key gets that one's answer, not "a payment is under way".
        const earlier = await findEarlier(tx, keyed, orders);
        if (earlier) return { earlier };
        const order = await orders.lockOrder(tx, { customerId, orderId: body.Data.OrderId });
        if (!order) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
        if (order.status !== 'PD')
          throw new AppError('CONFLICT', { message: 'orders.cannotRepay.notPending' });
        if (!payable(order))
          throw new AppError('CONFLICT', { message: 'orders.cannotRepay.expired' });
        const open = await orders.findOpenPayments(tx, order.id);
        if (open.some((attempt) => attempt.status === 'created'))
          throw new AppError('CONFLICT', { message: 'orders.cannotRepay.paying' });
        for (const attempt of open)
          await orders.updatePayment(tx, attempt.id, { status: 'superseded', nextCheckAt: null });
        const now = clock.now();
        const window =
          method === 'pgw_123' || method === 'demo_counter'
            ? windows.counterWindowHours * 3_600_000
            : windows.windowMinutes * 60_000;
        const expiresAt = new Date(
          Math.min(now.getTime() + window, order.createdAt.getTime() + MAX_ORDER_LIFE_MS),
        );
        await orders.updateOrder(tx, order.id, { expiresAt });
        const payment = await orders.insertPayment(tx, {
          id: randomUUID(),
          orderId: order.id,
          customerId,
          attemptNo: await orders.nextAttemptNo(tx, order.id),
          provider: gatewayOfMethod(method)!,
          method,
          amountSatang: order.amountDueSatang,
          expiresAt,
          nextCheckAt: new Date(now.getTime() + 2 * 60_000),
        });
        await orders.insertIdempotencyKey(tx, {
          customerId,
          key: keyed.key,
          requestHash: keyed.requestHash,
          orderId: order.id,
        });
        await ledger.placed(tx, { ...order, expiresAt }, { repay: true });
        return { order: { ...order, expiresAt }, payment, superseded: open };
      });
      if ('earlier' in placed) {
        const replay = placed.earlier ? replayOf(placed.earlier) : null;
        if (!replay) throw new AppError('CONFLICT', { message: 'checkout.inProgress' });
        return replay;
      }
      const { order, payment, superseded } = placed;
      for (const attempt of superseded)
        await payments.cancelAtGateway(attempt.id).catch(() => undefined);
      const started: PaymentRow = await payments.start(order, payment, {
        ...request.context,
        locale,
        ...(body.Data.CardToken ? { cardToken: body.Data.CardToken } : {}),
        ...(body.Data.Bank ? { bank: body.Data.Bank } : {}),
      });
      const current = (await orders.findOrder(db, { customerId, orderId: order.id }))!;
      return keepAnswer(db, keyed, presenter.placed(current, started, locale), orders);
    },
  };
};

export type OrdersService = ReturnType<typeof createOrdersService>;
