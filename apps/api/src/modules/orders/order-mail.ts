import type { Locale } from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../lib/jobs/job-queue.js';
import { formatDateTime } from '../../lib/dates.js';
import type { AccountEmail, Mailer } from '../../lib/mail/mail.types.js';
import type { customerRepository } from '../accounts/index.js';
import { emailKeyOf } from '../accounts/index.js';
import { formatBaht } from '../../lib/pricing.js';
import type { OrderMailEvent } from './order-ledger.js';
import { orderNumberOf } from '../../lib/order-numbers.js';
import type * as ordersRepository from './orders.repository.js';
import type * as ordersAdminRepository from './orders-admin.repository.js';
import { translate } from '../../lib/messages.js';
import { methodNameOf } from '../../lib/payment-gateway.js';

/** What the order e-mails read: the order, its refunds and the customer (services.ts wires them). */
export type OrderMailDeps = {
  db: DbOrTx;
  mailer: Mailer;
  storefrontUrl: string;
  orders: Pick<typeof ordersRepository, 'findOrderById' | 'findRefunds'> &
    Partial<Pick<typeof ordersRepository, 'findLines'>>;
  customers: Pick<typeof customerRepository, 'findCustomerById' | 'findCustomerByEmailKey'>;
  /**
   * The order's pre-ordered books still waiting (pre-orders come after orders, so services.ts
   * fills this port): the paid e-mail names each with the day it arrives.
   */
  preorders?: (
    db: DbOrTx,
    params: { customerId: number; orderId: number },
  ) => Promise<{ nameTh: string; nameEn: string; releaseAt: Date | null }[]>;
  /** Staff refunds, for the `refunded` e-mail (the back office). */
  refunds?: Pick<typeof ordersAdminRepository, 'findRefundView'>;
};

/**
 * The job that writes an order's e-mail (docs/buying.md §15). It is queued in the transaction of
 * the change (paid, cancelled, expired, late money), so it exists only if the change committed;
 * it reads the order when it runs and speaks the language the customer bought in.
 */
export const createOrderMailJob = ({
  db,
  mailer,
  storefrontUrl,
  orders,
  customers,
  refunds,
  preorders,
}: OrderMailDeps): JobDefinition => ({
  retryLimit: 8,
  retryDelaySeconds: 30,
  handler: async (data, job) => {
    const { orderId, event, expiresAt, refundId, receiptNumber } = data as {
      orderId: number;
      event: OrderMailEvent;
      expiresAt?: string;
      refundId?: number;
      receiptNumber?: string;
    };
    const order = await orders.findOrderById(db, orderId);
    const customer = order && (await customers.findCustomerById(db, order.customerId));
    if (!order || !customer?.email) return;
    // A reminder written for another deadline (the customer paid again since) is not sent.
    if (expiresAt !== undefined && order.expiresAt?.toISOString() !== expiresAt) return;
    const locale = (order.locale === 'en' ? 'en' : 'th') as Locale;
    const base = `${storefrontUrl}${locale === 'en' ? '/en' : ''}`;
    const orderNumber = orderNumberOf(order.id);
    const orderLink = `${base}/orderdetails/${order.id}`;
    let email: AccountEmail | null = null;
    const payBy = order.expiresAt ? formatDateTime(order.expiresAt, locale) : '';
    const amountDue = formatBaht(order.amountDueSatang);
    if (event === 'placed' || event === 'expiring') {
      // A reminder only while the order still waits, for the deadline it was written for.
      if (order.status !== 'PD') return;
      email = {
        template: event === 'placed' ? 'order-placed' : 'order-expiring',
        orderNumber,
        amountDue,
        payBy,
        orderLink,
      };
    } else if (event === 'paid') {
      const waiting =
        (await preorders?.(db, { customerId: order.customerId, orderId: order.id })) ?? [];
      const lineCount =
        waiting.length > 0 ? ((await orders.findLines?.(db, [order.id])) ?? []).length : 0;
      email =
        waiting.length > 0
          ? {
              template: 'order-paid-preorder',
              orderNumber,
              total: formatBaht(order.totalSatang),
              preorders: [
                ...waiting.map((row) =>
                  translate(locale, 'orders.paid.preorderLine', {
                    name: locale === 'en' ? row.nameEn || row.nameTh : row.nameTh,
                    date: row.releaseAt ? formatDateTime(row.releaseAt, locale) : '',
                  }),
                ),
                ...(lineCount > waiting.length
                  ? [translate(locale, 'orders.paid.othersOnShelf')]
                  : []),
              ].join('\n'),
              orderLink,
              shelfLink: `${base}/bookshelf`,
            }
          : {
              template: 'order-paid',
              orderNumber,
              total: formatBaht(order.totalSatang),
              orderLink,
              shelfLink: `${base}/bookshelf`,
            };
    } else if (event === 'cancelled')
      email = { template: 'order-cancelled', orderNumber, orderLink };
    else if (event === 'expired') email = { template: 'order-expired', orderNumber, orderLink };
    else if (event === 'late_refund') {
      // The late money's refund (staff refunds of the order have their own e-mail).
      const refund = (await orders.findRefunds(db, order.id))
        .filter((entry) => entry.reason !== 'staff')
        .at(-1);
      email = {
        template: 'order-late-refund',
        orderNumber,
        amount: formatBaht(refund?.amountSatang ?? 0),
        orderLink,
      };
    } else if (event === 'refunded' && refundId !== undefined && refunds) {
      const refund = await refunds.findRefundView(db, refundId);
      if (!refund) return;
      const coins = formatBaht(refund.coinsSatang);
      const gateway = formatBaht(refund.amountSatang - refund.coinsSatang);
      const method = refund.paymentMethod ? methodNameOf(locale, refund.paymentMethod) : '';
      const how =
        refund.coinsSatang === refund.amountSatang
          ? translate(locale, 'orders.refund.mailCoins', { coins })
          : refund.coinsSatang === 0
            ? translate(locale, 'orders.refund.mailGateway', { method, amount: gateway })
            : translate(locale, 'orders.refund.mailBoth', { coins, method, amount: gateway });
      const lines = (await orders.findLines?.(db, [order.id])) ?? [];
      const books = lines
        .filter((line) => refund.lineIds.includes(line.id))
        .map((line) => `“${locale === 'en' ? line.nameEn || line.nameTh : line.nameTh}”`)
        .join(', ');
      email = {
        template: 'order-refunded',
        orderNumber,
        amount: formatBaht(refund.amountSatang),
        how,
        books,
        orderLink,
      };
    } else if (event === 'receipt' && receiptNumber) {
      email = {
        template: 'order-receipt',
        orderNumber,
        receiptNumber,
        receiptLink: `${storefrontUrl}/receipts/${encodeURIComponent(receiptNumber)}`,
        orderLink,
      };
    }
    if (!email) return;
    await mailer.sendAccountEmail({
      deliveryKey: job.id,
      to: customer.email,
      locale,
      name: customer.firstName || customer.email,
      email,
    });
  },
});

/**
 * The job that e-mails a gift's code to its recipient (who may not have an account yet), in the
 * recipient's language when the address has an account, else in the language the buyer bought in;
 * the book's name and the redeem page's link (`/en/...` for English) follow that language.
 */
export const createGiftMailJob = ({
  db,
  mailer,
  storefrontUrl,
  customers,
}: Omit<OrderMailDeps, 'orders'>): JobDefinition => ({
  retryLimit: 8,
  retryDelaySeconds: 30,
  // The plain code exists nowhere else (only its hash is kept): erased once the e-mail is sent.
  secretFields: ['code'],
  handler: async (data, job) => {
    const gift = data as {
      to: string;
      recipientName: string;
      from: string;
      message: string | null;
      bookName: string;
      /** Both names (jobs written before these carry `bookName` only, in the buyer's language). */
      bookNameTh?: string;
      bookNameEn?: string;
      /** Gone once the e-mail was sent (a retry after that has nothing left to do). */
      code?: string;
      locale: string;
    };
    if (gift.code === undefined) return;
    const code = gift.code;
    const recipient = await customers.findCustomerByEmailKey(db, emailKeyOf(gift.to));
    const language = recipient?.language ?? gift.locale;
    const locale: Locale = language === 'en' ? 'en' : 'th';
    const bookName = (locale === 'en' ? gift.bookNameEn : gift.bookNameTh) ?? gift.bookName;
    const note = gift.message
      ? locale === 'en'
        ? ` Their message: “${gift.message}”`
        : ` พร้อมข้อความ: “${gift.message}”`
      : '';
    await mailer.sendAccountEmail({
      deliveryKey: job.id,
      to: gift.to,
      locale,
      name: gift.recipientName,
      email: {
        template: 'gift',
        from: gift.from,
        bookName,
        note,
        code,
        redeemLink: `${storefrontUrl}${locale === 'en' ? '/en' : ''}/redeemcode?code=${encodeURIComponent(code)}`,
      },
    });
  },
});
