import type { Completed, PaymentAttempt } from '@nangsue/contracts';

/** Seconds between reads while the store waits to hear from the gateway without being told. */
const WAIT_POLL_SECONDS = 3;

const OPEN_ATTEMPTS: readonly PaymentAttempt['Status'][] = ['created', 'pending'];

export type PaymentView = 'paid' | 'refunded' | 'cancelled' | 'expired' | 'failed' | 'open';

/** What the payment page shows for an order: paid, refunded, cancelled, expired, a failed attempt, or one still open. */
export const viewOf = (completed: Completed): PaymentView => {
  if (completed.Status === 'AP' || completed.IsPaid) return 'paid';
  if (completed.Status === 'RR') return 'refunded';
  if (completed.Status === 'CR')
    return completed.CancelReason === 'expired' ? 'expired' : 'cancelled';
  const payment = completed.Payment;
  if (payment === null || !OPEN_ATTEMPTS.includes(payment.Status)) return 'failed';
  return 'open';
};

/** When to read the order again: as the API asks, else every few seconds while a payment is open. */
export const pollDelayOf = (completed: Completed): number | null => {
  if (completed.PollAfterSeconds !== null && completed.PollAfterSeconds > 0)
    return completed.PollAfterSeconds;
  // A QR is paid within minutes and the page says it updates by itself; a counter slip may wait
  // for days, so it is read again only when the API asks.
  const isSlip = completed.Payment?.Next?.Action === 'show_slip';
  return viewOf(completed) === 'open' && !isSlip ? WAIT_POLL_SECONDS : null;
};
