import type { Completed, PaymentAttempt } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import { pollDelayOf, viewOf } from './payment-view';
import { formatSecondsLeft } from './time-left';

const totals = {
  SubTotalValue: 29500,
  DiscountValue: 0,
  TotalValue: 29500,
  VatValue: 1930,
  NetValue: 27570,
  TaxableNetValue: 27570,
  VatExemptValue: 0,
  CoinsValue: 0,
  AmountDueValue: 29500,
};

const attempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  PaymentId: 'a7c1',
  Method: 'demo_promptpay',
  MethodName: 'PromptPay (demo)',
  Status: 'pending',
  AmountValue: 29500,
  CreatedAt: '2026-11-25T10:00:00+07:00',
  PaidAt: null,
  ExpiresAt: '2026-11-25T10:30:00+07:00',
  FailureMessage: null,
  Next: {
    Action: 'show_qr',
    RedirectUrl: null,
    QrImageUrl: null,
    QrPayload: 'payload',
    QrExpiresAt: '2026-11-25T10:30:00+07:00',
    Slip: null,
  },
  ...overrides,
});

const order = (overrides: Partial<Completed> = {}): Completed => ({
  OrderId: 17,
  OrderNumber: 'NS0000000017',
  Status: 'PD',
  StatusText: 'รอชำระเงิน',
  CancelReason: null,
  IsPaid: false,
  Items: [],
  Totals: totals,
  Payment: attempt(),
  ReceiptNumber: null,
  ReceiptUrl: null,
  PollAfterSeconds: 3,
  ...overrides,
});

describe('viewOf: what /payment?orderId= shows', () => {
  it.each([
    ['paid', order({ Status: 'AP', IsPaid: true, PollAfterSeconds: null })],
    ['refunded', order({ Status: 'RR' })],
    ['cancelled', order({ Status: 'CR', CancelReason: 'customer' })],
    ['expired', order({ Status: 'CR', CancelReason: 'expired' })],
    ['failed', order({ Payment: attempt({ Status: 'failed', FailureMessage: 'declined' }) })],
    ['failed', order({ Payment: attempt({ Status: 'expired' }) })],
    ['failed', order({ Payment: null })],
    ['open', order()],
    ['open', order({ Payment: attempt({ Status: 'created' }) })],
  ] as const)('%s', (view, completed) => {
    expect(viewOf(completed)).toBe(view);
  });
});

describe('pollDelayOf: when the page reads the order again', () => {
  it('follows PollAfterSeconds while the API sets it', () => {
    expect(pollDelayOf(order({ PollAfterSeconds: 5 }))).toBe(5);
  });

  it('keeps asking while told to wait, even without PollAfterSeconds', () => {
    const waiting = attempt({ Next: { ...attempt().Next!, Action: 'wait' } });
    expect(pollDelayOf(order({ PollAfterSeconds: null, Payment: waiting }))).toBe(3);
  });

  it('keeps asking when the attempt says nothing of what to do next', () => {
    expect(pollDelayOf(order({ PollAfterSeconds: null, Payment: attempt({ Next: null }) }))).toBe(
      3,
    );
  });

  it('keeps a QR page up to date, but reads a counter slip again only when the API asks', () => {
    expect(pollDelayOf(order({ PollAfterSeconds: null }))).toBe(3);
    const slip = attempt({ Next: { ...attempt().Next!, Action: 'show_slip' } });
    expect(pollDelayOf(order({ PollAfterSeconds: null, Payment: slip }))).toBeNull();
  });

  it('stops once the order is settled', () => {
    expect(pollDelayOf(order({ Status: 'AP', IsPaid: true, PollAfterSeconds: null }))).toBeNull();
    expect(pollDelayOf(order({ Status: 'CR', PollAfterSeconds: null }))).toBeNull();
  });
});

describe('formatSecondsLeft', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [29 * 60 + 41, '29:41'],
    [72 * 3600, '72:00:00'],
    [3600 + 61, '1:01:01'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(formatSecondsLeft(seconds)).toBe(text);
  });
});
