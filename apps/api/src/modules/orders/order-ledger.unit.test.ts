import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { fixedClock } from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { CouponPort } from '../coupons/coupon-port.js';
import type { GatewayTruth } from '../../lib/payment-gateway.js';
import { createOrderLedger, ORDER_JOBS, type OrderLedgerDeps } from './order-ledger.js';
import type { OrderLineRow, OrderRow, PaymentRow } from './orders.repository.js';
import type { ReceiptIssuer } from './receipts.js';

const NOW = new Date('2026-03-01T00:00:00Z');
const tx = 'tx' as unknown as DbOrTx;

type OrderStatus = OrderRow['status'];
type PaymentStatus = PaymentRow['status'];

/**
 * One order with its attempts and lines in memory, and everything the ledger does to them: the
 * writes, the jobs it writes, the coins and coupons it moves, the books it grants.
 */
const setup = ({
  orderStatus = 'PD' as OrderStatus,
  paymentStatus = 'pending' as PaymentStatus,
  otherPaymentStatus = null as PaymentStatus | null,
  coinsSatang = 0,
  couponId = null as number | null,
  owned = false,
  rewardPercent = 0,
} = {}) => {
  const order = {
    id: 100,
    customerId: 7,
    status: orderStatus,
    source: 'basket',
    locale: 'th',
    couponId,
    coinsSatang,
    amountDueSatang: 200_00,
    expiresAt: new Date(NOW.getTime() + 600_000),
  } as unknown as OrderRow;
  const payment = (id: string, status: PaymentStatus): PaymentRow =>
    ({
      id,
      orderId: 100,
      customerId: 7,
      status,
      amountSatang: 200_00,
      providerRef: `ref-${id}`,
      method: 'demo_card',
    }) as unknown as PaymentRow;
  const payments = [payment('p1', paymentStatus)];
  if (otherPaymentStatus) payments.push(payment('p2', otherPaymentStatus));
  const lines = [
    { id: 1, kind: 'book', bookId: 42, coinPackId: null, gift: null, totalSatang: 200_00 },
  ] as unknown as OrderLineRow[];

  const events: string[] = [];
  const orders: OrderLedgerDeps['orders'] = {
    findPayment: async (_tx, id) => payments.find((entry) => entry.id === id),
    lockOrderAndPayment: async (_tx, { paymentId }) => {
      const found = payments.find((entry) => entry.id === paymentId);
      return found && { order, payment: found };
    },
    findLines: async () => lines,
    findOpenPayments: async () =>
      payments.filter((entry) => entry.status === 'created' || entry.status === 'pending'),
    updateOrder: async (_tx, _id, values) => {
      Object.assign(order, values);
      events.push(`order ${String(values.status)}`);
    },
    updatePayment: async (_tx, id, values) => {
      Object.assign(
        payments.find((entry) => entry.id === id)!,
        values,
      );
      events.push(`payment ${id} ${values.status ?? values.failureCode ?? 'touched'}`);
    },
    insertRefund: async (_tx, values) => {
      events.push(`refund ${values.paymentId} ${values.reason}`);
      return true;
    },
    markLinesDuplicate: async (_tx, ids) => {
      if (ids.length) events.push(`duplicate lines ${ids.join(',')}`);
    },
    countSold: async (_tx, ids) => {
      if (ids.length) events.push(`sold ${ids.join(',')}`);
    },
    setGiftCode: async () => undefined,
  };
  const jobs = {
    send: async (name: string, data: object) => {
      events.push(`job ${name} ${JSON.stringify(data)}`);
    },
  } as unknown as JobQueue;
  const coupons = {
    markUsed: async () => {
      events.push('coupon used');
    },
    release: async () => {
      events.push('coupon released');
    },
  } as unknown as CouponPort;
  const ledger = createOrderLedger({
    coins: {
      credit: async (_tx, params) => {
        events.push(`coins +${params.amountSatang} ${params.source}`);
        return { batchId: 1, expiresAt: NOW };
      },
      release: async () => {
        events.push('coins released');
        return coinsSatang;
      },
    },
    coupons,
    gifts: { mintGift: async () => ({ code: 'CODE', codeId: 1 }) },
    jobs,
    clock: fixedClock(NOW),
    receipts: {
      issue: async () => {
        events.push('receipt');
      },
    } as unknown as ReceiptIssuer,
    reward: { percent: rewardPercent, validDays: 90 },
    orders,
    customers: {
      lockCustomer: async () => {
        events.push('lock customer');
        return true;
      },
      findCustomerById: async () => undefined,
    },
    library: {
      grantBook: async (_tx, params) => {
        if (owned) return false;
        events.push(`grant ${params.bookId}`);
        return true;
      },
    },
    coinPacks: { findCoinPack: async () => undefined },
  });
  return { ledger, order, payments, events };
};

const truth = (overrides: Partial<GatewayTruth> = {}): GatewayTruth => ({
  status: 'succeeded',
  providerRef: 'ref-p1',
  paymentId: 'p1',
  amountSatang: 200_00,
  currency: 'THB',
  paidAt: NOW,
  ...overrides,
});
const methodName = () => 'Card';
const mailJob = (event: string) => `job ${ORDER_JOBS.mail} {"orderId":100,"event":"${event}"}`;

describe('order ledger: a gateway says "paid"', () => {
  it.each(['created', 'pending'] as const)(
    'moves a pending order paid by a %s attempt to AP, once, with its book, receipt and e-mail',
    async (status) => {
      const { ledger, order, payments, events } = setup({ paymentStatus: status });
      expect(await ledger.applyTruth(tx, 'p1', truth(), methodName)).toBe('paid');
      expect(order.status).toBe('AP');
      expect(payments[0]!.status).toBe('succeeded');
      expect(events).toEqual([
        'lock customer',
        'payment p1 succeeded',
        'order AP',
        'grant 42',
        'sold 42',
        'receipt',
        mailJob('paid'),
      ]);
      // The same news again changes nothing.
      events.length = 0;
      expect(await ledger.applyTruth(tx, 'p1', truth(), methodName)).toBe('unchanged');
      expect(events).toEqual(['lock customer']);
    },
  );

  it('stops the order’s other open attempt when one pays', async () => {
    const { ledger, payments, events } = setup({ otherPaymentStatus: 'pending' });
    expect(await ledger.applyTruth(tx, 'p1', truth(), methodName)).toBe('paid');
    expect(payments[1]!.status).toBe('superseded');
    expect(events).toContain(`job ${ORDER_JOBS.cancelAtGateway} {"paymentId":"p2"}`);
  });

  it('marks the coupon used and rewards coins on what the gateway took', async () => {
    const { ledger, events } = setup({ couponId: 3, rewardPercent: 1 });
    await ledger.applyTruth(tx, 'p1', truth(), methodName);
    expect(events).toContain('coupon used');
    expect(events).toContain('coins +200 purchase_reward');
  });

  it('gives the money of a book owned already back as coins instead of granting it twice', async () => {
    const { ledger, events } = setup({ owned: true });
    await ledger.applyTruth(tx, 'p1', truth(), methodName);
    expect(events).toContain('coins +20000 refund');
    expect(events).toContain('duplicate lines 1');
    expect(events.some((event) => event.startsWith('sold'))).toBe(false);
  });

  it.each([
    ['another amount', { amountSatang: 199_99 }],
    ['another currency', { currency: 'USD' }],
    ['another payment id', { paymentId: 'p9' }],
    ['another gateway reference', { providerRef: 'ref-other' }],
  ])('refuses a "paid" with %s: the order stays pending', async (_name, overrides) => {
    const { ledger, order, payments } = setup();
    expect(await ledger.applyTruth(tx, 'p1', truth(overrides), methodName)).toBe('unchanged');
    expect(order.status).toBe('PD');
    expect(payments[0]!.status).toBe('pending');
    expect(payments[0]!.failureCode).toBe('mismatch');
  });

  it.each([
    ['CR', 'late_payment'],
    ['EX', 'late_payment'],
    ['AP', 'duplicate_payment'],
  ] as const)(
    'keeps money for an order in %s as a late payment to refund, never granting',
    async (status, reason) => {
      const { ledger, order, payments, events } = setup({ orderStatus: status });
      expect(await ledger.applyTruth(tx, 'p1', truth(), methodName)).toBe('late');
      expect(order.status).toBe(status);
      expect(payments[0]).toMatchObject({ status: 'succeeded', late: true });
      expect(events).toContain(`refund p1 ${reason}`);
      expect(events).toContain(`job ${ORDER_JOBS.refund} {"paymentId":"p1"}`);
      expect(events).toContain(mailJob('late_refund'));
      expect(events.some((event) => event.startsWith('grant'))).toBe(false);
    },
  );

  it('ignores news of an attempt it does not know', async () => {
    const { ledger, events } = setup();
    expect(await ledger.applyTruth(tx, 'p404', truth(), methodName)).toBe('unchanged');
    expect(events).toEqual([]);
  });
});

describe('order ledger: a gateway says "not paid (yet)"', () => {
  it('moves a created attempt to pending, and leaves a pending one as it is', async () => {
    const created = setup({ paymentStatus: 'created' });
    expect(
      await created.ledger.applyTruth(tx, 'p1', truth({ status: 'pending' }), methodName),
    ).toBe('unchanged');
    expect(created.payments[0]!.status).toBe('pending');
    const pending = setup({ paymentStatus: 'pending' });
    await pending.ledger.applyTruth(tx, 'p1', truth({ status: 'pending' }), methodName);
    expect(pending.events).toEqual(['lock customer']);
  });

  it.each(['failed', 'expired', 'cancelled'] as const)(
    'ends an open attempt the gateway calls %s; the order stays pending for another try',
    async (status) => {
      const { ledger, order, payments } = setup();
      expect(await ledger.applyTruth(tx, 'p1', truth({ status }), methodName)).toBe('updated');
      expect(payments[0]!.status).toBe(status);
      expect(order.status).toBe('PD');
    },
  );

  it.each(['failed', 'cancelled', 'superseded', 'expired'] as const)(
    'never reopens an attempt that is already %s',
    async (paymentStatus) => {
      const { ledger, payments, events } = setup({ paymentStatus });
      for (const status of ['pending', 'failed', 'unknown'] as const)
        expect(await ledger.applyTruth(tx, 'p1', truth({ status }), methodName)).toBe('unchanged');
      expect(payments[0]!.status).toBe(paymentStatus);
      expect(events.filter((event) => event !== 'lock customer')).toEqual([]);
    },
  );
});

describe('order ledger: cancelling', () => {
  it('moves a pending order to CR, gives coins and coupon back and stops open attempts', async () => {
    const { ledger, order, payments, events } = setup({ coinsSatang: 50_00, couponId: 3 });
    expect(await ledger.cancel(tx, order, 'customer')).toBe(50_00);
    expect(order).toMatchObject({ status: 'CR', cancelReason: 'customer', cancelledAt: NOW });
    expect(payments[0]!.status).toBe('cancelled');
    expect(events).toEqual([
      'order CR',
      'coins released',
      'coupon released',
      'payment p1 cancelled',
      `job ${ORDER_JOBS.cancelAtGateway} {"paymentId":"p1"}`,
      mailJob('cancelled'),
    ]);
  });

  it('moves an order whose time ran out to EX and tells the customer it expired', async () => {
    const { ledger, order, events } = setup();
    expect(await ledger.cancel(tx, order, 'expired')).toBe(0);
    expect(order.status).toBe('EX');
    expect(events).not.toContain('coins released');
    expect(events.at(-1)).toBe(mailJob('expired'));
  });
});
