import { isValidThaiTaxId, type Locale } from '@nangsue/contracts';
import type {
  AdminLibraryChangeBody,
  AdminOrder,
  AdminOrderListItem,
  AdminOrderListQuery,
  AdminOrderTaxInvoiceBody,
  AdminRefund,
} from '@nangsue/contracts/admin';
import type { z } from 'zod';
import type { AdminRefundListQuerySchema } from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import {
  createWithTransaction,
  systemClock,
  type Clock,
  type CustomerLock,
  type WithTransaction,
} from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import { isMessageKey, translate, type MessageKey } from '../../lib/messages.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import { methodNameOf } from '../../lib/payment-gateway.js';
import { formatBaht } from '../../lib/pricing.js';
import type { customerRepository } from '../accounts/index.js';
import { emailKeyOf } from '../accounts/index.js';
import type { libraryRepository } from '../library/index.js';
import { renderReceiptPdf, type ReceiptSnapshot } from '../receipts/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type { OrderDocuments } from './order-documents.js';
import { ORDER_JOBS, type GiftCodes } from './order-ledger.js';
import type * as ordersAdminRepository from './orders-admin.repository.js';
import type { OrderListRow } from './orders-admin.repository.js';
import type * as ordersRepository from './orders.repository.js';
import type * as reconciliationRepository from './reconciliation.repository.js';
import { orderIdOf, presentRefund, refundableOf, type RefundGateways } from './refunds.service.js';

type AdminRefundListQuery = z.infer<typeof AdminRefundListQuerySchema>;

/** The reconciliation query's checks (reconciliation.repository.ts), as staff read them. */
const RECONCILE_TEXTS: Record<string, MessageKey> = {
  'paid order without exactly one succeeded payment': 'orders.reconcile.paidWithoutPayment',
  'paid order whose payment is not the amount due': 'orders.reconcile.paidWrongAmount',
  'paid order missing a library row for a non-duplicate book line': 'orders.reconcile.missingShelf',
  'library row of a purchase without a paid order of that customer and book':
    'orders.reconcile.shelfWithoutOrder',
  'succeeded payment on an order not paid, not marked late': 'orders.reconcile.paymentNotLate',
  'late payment without a refund': 'orders.reconcile.lateWithoutRefund',
  'money taken at the demo gateway, order still pending': 'orders.reconcile.demoPaidPending',
  'paid order without exactly one receipt': 'orders.reconcile.receipts',
  'coin batch: spent (amount - remaining) differs from its unreleased spends and claw-backs':
    'orders.reconcile.coinBatches',
  'order: coins held differ from its coins (PD, AP) or not all released (CR, EX)':
    'orders.reconcile.orderCoins',
  'order: refunded amount differs from its staff refunds or exceeds what was paid':
    'orders.reconcile.refunds',
};

const REFUNDS_BY_API = new Set(['demo', 'omise']);

export type OrdersAdminServiceDeps = {
  db: Database;
  audit: Audit;
  jobs: JobQueue;
  documents: OrderDocuments;
  gateways: RefundGateways;
  gifts: GiftCodes;
  customers: CustomerLock & Pick<typeof customerRepository, 'findCustomerById'>;
  library: Pick<typeof libraryRepository, 'grantBook'>;
  orders: Pick<
    typeof ordersRepository,
    | 'findClaimedCodes'
    | 'findLines'
    | 'findOrderById'
    | 'findPayments'
    | 'findReceipts'
    | 'lockOrder'
    | 'setGiftCode'
    | 'updateOrder'
  >;
  admin: Pick<
    typeof ordersAdminRepository,
    | 'findBookNames'
    | 'findEvents'
    | 'findGiftCode'
    | 'findOrderAudit'
    | 'findOrderBookLine'
    | 'findOrderListPage'
    | 'findOrderMails'
    | 'findOrderReceipt'
    | 'findOrderWithCustomer'
    | 'findRefundPage'
    | 'findRefundView'
    | 'findRefundViews'
    | 'findRefundedLines'
    | 'findSaleReceipt'
    | 'findShelfItem'
    | 'findShelvedBooks'
    | 'isLineRefunded'
    | 'removeFromShelf'
    | 'revokeCode'
    | 'updateLineGift'
    | 'voidReceipt'
  >;
  reconciliation: Pick<typeof reconciliationRepository, 'findAnomalies'>;
  withTransaction?: WithTransaction;
  clock?: Clock;
};

const nameOf = (row: {
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string | null;
}) =>
  [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ') ||
  row.customerEmail ||
  '';

/**
 * Orders in the back office (docs/back-office.md "Orders and refunds"): the list and one order
 * with everything that happened to it, receipts (the PDF, sent again, a full tax invoice issued
 * afterwards), gifts sent again, books granted or taken back with a reason, the reconciliation's
 * problems and the refunds list. Refunds themselves are refunds.service.ts. Every write locks what
 * it changes and writes its audit entry in its transaction.
 */
export const createOrdersAdminService = ({
  db,
  audit,
  jobs,
  documents,
  gateways,
  gifts,
  customers,
  library,
  orders,
  admin,
  reconciliation,
  withTransaction = createWithTransaction(db),
  clock = systemClock,
}: OrdersAdminServiceDeps) => {
  const statusText = (row: { status: string; refundedSatang: number }, locale: Locale) =>
    translate(
      locale,
      row.status === 'AP' && row.refundedSatang > 0
        ? 'orders.status.AP.partlyRefunded'
        : (`orders.status.${row.status}` as MessageKey),
    );

  const listItem = (row: OrderListRow, locale: Locale): AdminOrderListItem => ({
    Id: row.id,
    OrderNumber: orderNumberOf(row.id),
    CreatedAt: row.createdAt.toISOString(),
    PaidAt: row.paidAt?.toISOString() ?? null,
    Status: row.status,
    StatusText: statusText(row, locale),
    Source: row.source,
    CustomerId: row.customerId,
    CustomerEmail: row.customerEmail,
    CustomerName: nameOf(row),
    TotalSatang: row.totalSatang,
    CoinsSatang: row.coinsSatang,
    AmountDueSatang: row.amountDueSatang,
    RefundedSatang: row.refundedSatang,
    Gateway:
      row.lastProvider === 'demo' || row.lastProvider === 'omise' || row.lastProvider === 'pgw'
        ? row.lastProvider
        : row.amountDueSatang === 0 && row.coinsSatang > 0
          ? 'coins'
          : null,
    MethodName: row.lastMethod
      ? methodNameOf(locale, row.lastMethod)
      : row.coinsSatang > 0
        ? translate(locale, 'payments.method.coins')
        : null,
    ItemCount: Number(row.itemCount),
  });

  const idOrNotFound = (value: string): number => {
    const id = orderIdOf(value);
    if (id === null) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
    return id;
  };

  const details = async (orderId: number, locale: Locale): Promise<AdminOrder> => {
    const row = await admin.findOrderWithCustomer(db, orderId);
    if (!row) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
    const [lines, attempts, receipts, refunds, refunded, mails, entries, shelved] =
      await Promise.all([
        orders.findLines(db, [row.id]),
        orders.findPayments(db, [row.id]),
        orders.findReceipts(db, [row.id]),
        admin.findRefundViews(db, row.id),
        admin.findRefundedLines(db, row.id),
        admin.findOrderMails(db, row.id),
        admin.findOrderAudit(db, row.id),
        admin.findShelvedBooks(db, { customerId: row.customerId, orderId: row.id }),
      ]);
    const [events, claimed] = await Promise.all([
      admin.findEvents(
        db,
        attempts.map((payment) => payment.id),
      ),
      orders.findClaimedCodes(
        db,
        lines.flatMap((line) => (line.giftCodeId === null ? [] : [line.giftCodeId])),
      ),
    ]);
    const { open, refundableSatang, gatewayRefundableSatang } = refundableOf({
      order: row,
      lines,
      refunded,
      refunds,
    });
    const paying = attempts.find((payment) => payment.status === 'succeeded' && !payment.late);
    const blocked: MessageKey | null =
      row.status === 'RR'
        ? 'orders.refund.alreadyRefunded'
        : row.status !== 'AP'
          ? 'orders.refund.notPaid'
          : refundableSatang <= 0
            ? 'orders.refund.nothingToRefund'
            : null;
    const money = (satang: number) => formatBaht(satang);
    const history: AdminOrder['History'] = [
      { At: row.createdAt, Kind: 'created', Text: translate(locale, 'orders.history.created') },
      ...(row.paidAt
        ? [
            {
              At: row.paidAt,
              Kind: 'paid',
              Text: `${translate(locale, 'orders.history.paid')} (${
                paying
                  ? methodNameOf(locale, paying.method)
                  : translate(locale, 'payments.method.coins')
              })`,
            },
          ]
        : []),
      ...(row.cancelledAt
        ? [
            {
              At: row.cancelledAt,
              Kind: row.status === 'EX' ? 'expired' : 'cancelled',
              Text: translate(
                locale,
                row.status === 'EX' ? 'orders.history.expired' : 'orders.history.cancelled',
              ),
            },
          ]
        : []),
      ...refunds.map((refund) => ({
        At: refund.createdAt,
        Kind: refund.reason === 'staff' ? 'refund' : 'late_refund',
        Text:
          refund.reason === 'staff'
            ? translate(locale, 'orders.history.refund', {
                amount: money(refund.amountSatang),
                method: translate(locale, `orders.refundMethod.${refund.method}` as MessageKey),
              })
            : translate(locale, 'orders.history.lateRefund', {
                amount: money(refund.amountSatang),
                status: translate(locale, `orders.refundStatus.${refund.status}` as MessageKey),
              }),
      })),
      ...entries.map((entry) => {
        const key = `orders.action.${entry.action}`;
        return {
          At: entry.at,
          Kind: entry.action,
          Text: translate(locale, 'orders.history.staff', {
            action: isMessageKey(key) ? translate(locale, key) : entry.action,
          }),
          StaffEmail: entry.staffEmail,
          Reason: entry.reason,
        };
      }),
    ]
      .map((entry) => ({
        StaffEmail: null,
        Reason: null,
        ...entry,
        At: (entry.At as Date).toISOString(),
      }))
      .sort((a, b) => a.At.localeCompare(b.At));

    return {
      ...listItem(row, locale),
      Locale: row.locale,
      CancelReason: row.cancelReason,
      CancelledAt: row.cancelledAt?.toISOString() ?? null,
      RefundedAt: row.refundedAt?.toISOString() ?? null,
      ExpiresAt: row.status === 'PD' ? (row.expiresAt?.toISOString() ?? null) : null,
      SubtotalSatang: row.subtotalSatang,
      DiscountSatang: row.discountSatang,
      VatSatang: row.vatSatang,
      CouponCode: row.couponCode,
      TaxInvoice: row.taxInvoice
        ? {
            Name: row.taxInvoice.name,
            TaxId: row.taxInvoice.taxId,
            Branch: row.taxInvoice.branch,
            Address: row.taxInvoice.address,
          }
        : null,
      RefundableSatang: row.status === 'AP' ? refundableSatang : 0,
      GatewayRefundableSatang:
        row.status === 'AP' ? Math.min(refundableSatang, gatewayRefundableSatang) : 0,
      GatewayRefundsByApi:
        paying !== undefined &&
        REFUNDS_BY_API.has(paying.provider) &&
        gateways.gatewayFor(paying.method) !== undefined,
      CanRefund: blocked === null,
      RefundBlockedReason: blocked ? translate(locale, blocked) : null,
      Lines: lines.map((line) => ({
        Id: line.id,
        Kind: line.kind,
        BookId: line.bookId,
        CoinPackId: line.coinPackId,
        Name: locale === 'en' ? line.nameEn || line.nameTh : line.nameTh || line.nameEn,
        PriceSatang: line.priceSatang,
        DiscountSatang: line.discountSatang,
        TotalSatang: line.totalSatang,
        VatRate: line.vatRate,
        VatSatang: line.vatSatang,
        IsGift: line.gift !== null,
        GiftRecipientEmail: line.gift?.recipientEmail ?? null,
        GiftClaimed: line.gift ? line.giftCodeId !== null && claimed.has(line.giftCodeId) : null,
        Duplicate: line.duplicate,
        RefundId: refunded.get(line.id) ?? null,
        Refundable: row.status === 'AP' && open.includes(line),
        OnShelf: line.bookId !== null && shelved.has(line.bookId),
      })),
      Payments: attempts.map((payment) => ({
        Id: payment.id,
        AttemptNo: payment.attemptNo,
        Provider: payment.provider,
        Method: payment.method,
        MethodName: methodNameOf(locale, payment.method),
        Status: payment.status,
        AmountSatang: payment.amountSatang,
        ProviderRef: payment.providerRef,
        Late: payment.late,
        FailureCode: payment.failureCode,
        FailureMessage: payment.failureMessage,
        CreatedAt: payment.createdAt.toISOString(),
        PaidAt: payment.paidAt?.toISOString() ?? null,
      })),
      Events: events.map((event) => ({
        Provider: event.provider,
        EventId: event.eventId,
        PaymentId: event.paymentId,
        ProviderRef: event.providerRef,
        ReceivedAt: event.receivedAt.toISOString(),
      })),
      Receipts: receipts.map((receipt) => ({
        Id: receipt.id,
        Kind: receipt.kind,
        Number: receipt.number,
        IssuedAt: receipt.issuedAt.toISOString(),
        TotalSatang: (receipt.snapshot as ReceiptSnapshot).totals.totalSatang,
        RefundId: receipt.refundId,
        VoidedAt: receipt.voidedAt?.toISOString() ?? null,
      })),
      Refunds: refunds.map(presentRefund),
      Emails: mails.map((mail) => {
        const key = `orders.mail.${mail.event}`;
        return {
          Event: isMessageKey(key) ? translate(locale, key) : mail.event,
          State: mail.state,
          CreatedAt: mail.createdOn.toISOString(),
          CompletedAt: mail.completedOn?.toISOString() ?? null,
        };
      }),
      History: history,
    };
  };

  /** The order locked for a staff change: its customer first, then the order (no deadlocks). */
  const lockedOrder = async (
    tx: Parameters<Parameters<WithTransaction>[0]>[0],
    orderId: number,
  ) => {
    const seen = await orders.findOrderById(tx, orderId);
    if (!seen) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
    await customers.lockCustomer(tx, seen.customerId);
    const order = await orders.lockOrder(tx, { customerId: seen.customerId, orderId });
    if (!order) throw new AppError('NOT_FOUND', { message: 'orders.notFound' });
    return order;
  };

  return {
    details: (id: string, locale: Locale) => details(idOrNotFound(id), locale),

    async list(query: AdminOrderListQuery, locale: Locale) {
      const page = { Page: query.Page, PageSize: query.PageSize };
      const empty = { Items: [], ...page, HasNextPage: false };
      const fromQ = query.Q ? query.Q.trim() : undefined;
      const qOrder = fromQ ? orderIdOf(fromQ) : null;
      const number = query.Number ? orderIdOf(query.Number) : undefined;
      if (query.Number && number === null) return empty;
      if (fromQ && qOrder === null && !fromQ.includes('@')) return empty;
      const email = query.Email ?? (fromQ && qOrder === null ? fromQ : undefined);
      const rows = await admin.findOrderListPage(db, {
        ...(number ? { orderId: number } : qOrder ? { orderId: qOrder } : {}),
        ...(email ? { emailKey: emailKeyOf(email) } : {}),
        ...(query.CustomerId ? { customerId: query.CustomerId } : {}),
        ...(query.BookId ? { bookId: query.BookId } : {}),
        ...(query.Status ? { status: query.Status } : {}),
        ...(query.Gateway ? { gateway: query.Gateway } : {}),
        ...(query.From ? { from: new Date(query.From) } : {}),
        ...(query.To ? { to: new Date(query.To) } : {}),
        ascending: query.Order === 'ASC',
        offset: (query.Page - 1) * query.PageSize,
        limit: query.PageSize + 1,
      });
      return {
        Items: rows.slice(0, query.PageSize).map((row) => listItem(row, locale)),
        ...page,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    /** A receipt, tax invoice or credit note of the order, rendered from its snapshot. */
    async receiptPdf(id: string, number: string): Promise<{ number: string; pdf: Buffer }> {
      const receipt = await admin.findOrderReceipt(db, { orderId: idOrNotFound(id), number });
      if (!receipt) throw new AppError('NOT_FOUND', { message: 'orders.receipt.notFound' });
      return {
        number: receipt.number,
        pdf: await renderReceiptPdf(receipt.snapshot as ReceiptSnapshot),
      };
    },

    /** The customer gets the e-mail with the order's receipt again. */
    async resendReceipt(actor: StaffActor, id: string, reason: string | undefined) {
      const orderId = idOrNotFound(id);
      await withTransaction(async (tx) => {
        const order = await lockedOrder(tx, orderId);
        const receipt = await admin.findSaleReceipt(tx, order.id);
        if (!receipt) throw new AppError('CONFLICT', { message: 'orders.receipt.none' });
        await jobs.send(
          ORDER_JOBS.mail,
          { orderId: order.id, event: 'receipt', receiptNumber: receipt.number },
          { tx },
        );
        await audit.record(tx, actor, {
          action: 'order.resendReceipt',
          entityType: 'order',
          entityId: order.id,
          after: { receipt: receipt.number },
          reason: reason ?? null,
        });
      });
      jobs.wake(ORDER_JOBS.mail);
      return { Ok: true as const };
    },

    /**
     * A full tax invoice issued afterwards (docs/buying.md §14): the abbreviated one is voided and
     * a `TX-…` with the buyer's name, address, tax id and branch replaces it; the customer gets it
     * by e-mail. Not once the order has refunds (its credit notes refer to the first document).
     */
    async issueTaxInvoice(
      actor: StaffActor,
      id: string,
      body: AdminOrderTaxInvoiceBody,
      locale: Locale,
    ): Promise<AdminOrder> {
      const orderId = idOrNotFound(id);
      if (!isValidThaiTaxId(body.TaxId))
        throw new AppError('VALIDATION_FAILED', { message: 'orders.taxInvoice.badTaxId' });
      await withTransaction(async (tx) => {
        const order = await lockedOrder(tx, orderId);
        if (order.status !== 'AP')
          throw new AppError('CONFLICT', { message: 'orders.refund.notPaid' });
        if (order.refundedSatang > 0)
          throw new AppError('CONFLICT', { message: 'orders.taxInvoice.refunded' });
        const original = await admin.findSaleReceipt(tx, order.id);
        if (original?.kind !== 'abbreviated')
          throw new AppError('CONFLICT', { message: 'orders.taxInvoice.notAbbreviated' });
        const now = clock.now();
        await admin.voidReceipt(tx, { receiptId: original.id, at: now });
        const buyer = {
          name: body.Name,
          taxId: body.TaxId,
          branch: body.Branch,
          address: body.Address,
        };
        const full = await documents.issueFullInvoice(tx, { original, buyer, issuedAt: now });
        await orders.updateOrder(tx, order.id, { taxInvoice: buyer });
        await jobs.send(
          ORDER_JOBS.mail,
          { orderId: order.id, event: 'receipt', receiptNumber: full.number },
          { tx },
        );
        await audit.record(tx, actor, {
          action: 'order.taxInvoice',
          entityType: 'order',
          entityId: order.id,
          before: { receipt: original.number, taxInvoice: order.taxInvoice },
          after: { receipt: full.number, taxInvoice: buyer },
          reason: body.Reason,
        });
      });
      jobs.wake(ORDER_JOBS.mail);
      return details(orderId, locale);
    },

    /**
     * A gift's code sent again while unclaimed (to the same or a corrected address): a new code
     * replaces the old, which stops working at once; the plain code travels only in the e-mail job.
     */
    async resendGift(
      actor: StaffActor,
      params: { id: string; lineId: string; recipientEmail?: string | undefined; reason: string },
    ) {
      const orderId = idOrNotFound(params.id);
      const lineId = orderIdOf(params.lineId);
      await withTransaction(async (tx) => {
        const order = await lockedOrder(tx, orderId);
        const line = (await orders.findLines(tx, [order.id])).find((entry) => entry.id === lineId);
        if (!line?.gift || line.giftCodeId === null || line.bookId === null)
          throw new AppError('CONFLICT', { message: 'orders.gift.notGift' });
        if (await admin.isLineRefunded(tx, line.id))
          throw new AppError('CONFLICT', { message: 'orders.gift.refunded' });
        const code = await admin.findGiftCode(tx, line.giftCodeId);
        if (!code || code.usedCount > 0 || code.claimedBy !== null)
          throw new AppError('CONFLICT', { message: 'orders.gift.claimed' });
        const buyer = await customers.findCustomerById(tx, order.customerId);
        const giftFrom =
          [buyer?.firstName, buyer?.lastName].filter(Boolean).join(' ') || buyer?.email || '';
        const gift = {
          ...line.gift,
          recipientEmail: params.recipientEmail ?? line.gift.recipientEmail,
        };
        await admin.revokeCode(tx, { codeId: code.id, at: clock.now() });
        const minted = await gifts.mintGift(tx, {
          bookId: line.bookId,
          orderLineId: line.id,
          giftFrom,
          giftMessage: line.gift.message,
        });
        await orders.setGiftCode(tx, { lineId: line.id, codeId: minted.codeId });
        if (gift.recipientEmail !== line.gift.recipientEmail)
          await admin.updateLineGift(tx, { lineId: line.id, gift });
        await jobs.send(
          ORDER_JOBS.giftMail,
          {
            to: gift.recipientEmail,
            recipientName: gift.recipientName,
            from: giftFrom,
            message: gift.message,
            bookName: order.locale === 'en' ? line.nameEn : line.nameTh,
            bookNameTh: line.nameTh,
            bookNameEn: line.nameEn,
            code: minted.code,
            locale: order.locale,
          },
          { tx },
        );
        await audit.record(tx, actor, {
          action: 'order.giftResend',
          entityType: 'order',
          entityId: order.id,
          before: { lineId: line.id, recipientEmail: line.gift.recipientEmail, codeId: code.id },
          after: { lineId: line.id, recipientEmail: gift.recipientEmail, codeId: minted.codeId },
          reason: params.reason,
        });
      });
      jobs.wake(ORDER_JOBS.giftMail);
      return { Ok: true as const };
    },

    /** A book put on a customer's shelf by staff (source `staff`), with a reason. */
    async grantBook(actor: StaffActor, body: AdminLibraryChangeBody) {
      await withTransaction(async (tx) => {
        if (!(await customers.lockCustomer(tx, body.CustomerId)))
          throw new AppError('NOT_FOUND', { message: 'orders.library.customerNotFound' });
        const book = await admin.findBookNames(tx, body.BookId);
        if (!book) throw new AppError('NOT_FOUND', { message: 'orders.library.bookNotFound' });
        const granted = await library.grantBook(tx, {
          customerId: body.CustomerId,
          bookId: body.BookId,
          source: 'staff',
        });
        if (!granted) throw new AppError('CONFLICT', { message: 'orders.library.alreadyOwned' });
        await audit.record(tx, actor, {
          action: 'library.grant',
          entityType: 'customer',
          entityId: body.CustomerId,
          after: { bookId: body.BookId, source: 'staff' },
          reason: body.Reason,
        });
      });
      return { CustomerId: body.CustomerId, BookId: body.BookId, OnShelf: true };
    },

    /**
     * A book taken off a customer's shelf by staff, with a reason. A book bought in a paid order
     * is refunded instead (the refund takes it back and gives the money back).
     */
    async revokeBook(actor: StaffActor, body: AdminLibraryChangeBody) {
      await withTransaction(async (tx) => {
        if (!(await customers.lockCustomer(tx, body.CustomerId)))
          throw new AppError('NOT_FOUND', { message: 'orders.library.customerNotFound' });
        const item = await admin.findShelfItem(tx, {
          customerId: body.CustomerId,
          bookId: body.BookId,
        });
        if (!item) throw new AppError('CONFLICT', { message: 'orders.library.notOwned' });
        if (item.source === 'purchase' && item.orderId !== null) {
          const order = await orders.findOrderById(tx, item.orderId);
          const line = await admin.findOrderBookLine(tx, {
            orderId: item.orderId,
            bookId: body.BookId,
          });
          if (order?.status === 'AP' && line && !(await admin.isLineRefunded(tx, line.id)))
            throw new AppError('CONFLICT', {
              message: 'orders.library.bought',
              params: { number: orderNumberOf(item.orderId) },
            });
        }
        await admin.removeFromShelf(tx, { customerId: body.CustomerId, bookId: body.BookId });
        await audit.record(tx, actor, {
          action: 'library.revoke',
          entityType: 'customer',
          entityId: body.CustomerId,
          before: { bookId: body.BookId, source: item.source, orderId: item.orderId },
          reason: body.Reason,
        });
      });
      return { CustomerId: body.CustomerId, BookId: body.BookId, OnShelf: false };
    },

    /** The nightly reconciliation, run now: each check that found something, as staff read it. */
    async reconciliation(locale: Locale) {
      const anomalies = await reconciliation.findAnomalies(db);
      return {
        CheckedAt: clock.now().toISOString(),
        Total: anomalies.total,
        Problems: Object.entries(anomalies.byKind)
          .filter(([, count]) => count > 0)
          .map(([kind, count]) => {
            const key = RECONCILE_TEXTS[kind];
            return { Kind: kind, Text: key ? translate(locale, key) : kind, Count: count };
          }),
      };
    },

    async refunds(query: AdminRefundListQuery) {
      const rows = await admin.findRefundPage(db, {
        ...(query.Status ? { status: query.Status } : {}),
        ...(query.Method ? { method: query.Method } : {}),
        ...(query.Kind ? { kind: query.Kind } : {}),
        ...(query.NeedsAction !== undefined ? { needsAction: query.NeedsAction } : {}),
        ascending: query.Order === 'ASC',
        offset: (query.Page - 1) * query.PageSize,
        limit: query.PageSize + 1,
      });
      return {
        Items: rows.slice(0, query.PageSize).map(presentRefund),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    async refund(id: string): Promise<AdminRefund> {
      const refundId = orderIdOf(id);
      const view = refundId === null ? undefined : await admin.findRefundView(db, refundId);
      if (!view) throw new AppError('NOT_FOUND', { message: 'orders.refund.notFound' });
      return presentRefund(view);
    },
  };
};

export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>;
