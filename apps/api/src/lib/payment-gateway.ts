import type { Locale, MobileBank, NextAction, PaymentMethodCode } from '@nangsue/contracts';
import { translate, type MessageKey } from './messages.js';

/**
 * What every payment gateway adapter implements (docs/buying.md §7): the demo gateway, Omise and
 * 2C2P. An adapter speaks its gateway's HTTP protocol and nothing else: it never touches the
 * database. The payments service decides what an answer means for the order.
 */
export type GatewayName = 'demo' | 'omise' | 'pgw';

/** An attempt committed in the database, about to be started at the gateway. */
export type AttemptToStart = {
  /** Our reference (a UUID): Omise `metadata.payment_id`, 2C2P `userDefined1`/`idempotencyID`. */
  paymentId: string;
  orderId: number;
  /** `NS0000012345`. */
  orderNumber: string;
  /** 1, 2, … per order: 2C2P's `invoiceNo` is `{orderNumber}P{attemptNo:02}`. */
  attemptNo: number;
  method: PaymentMethodCode;
  amountSatang: number;
  /** ASCII, e.g. "Nangsue NS0000012345". */
  description: string;
  locale: Locale;
  /** When the attempt stops being payable. */
  expiresAt: Date;
  /** Where the gateway sends the browser back (the storefront's return page for this order). */
  returnUrl: string;
  /** Our webhook for this gateway (`{API_PUBLIC_URL}/v2/payments/{gateway}/webhook`). */
  notifyUrl: string;
  /** The customer's real address (Omise `ip`). */
  customerIp: string;
  /** Omise.js token (`omise_card`). */
  cardToken?: string;
  /** `omise_mobile_banking`. */
  bank?: MobileBank;
  /** Omise mobile banking's `platform_type` is derived from it. */
  userAgent?: string;
};

/** What the gateway said when the attempt was started. */
export type StartResult = {
  /** The gateway's id of the charge (Omise `chrg_…`, demo `dchg_…`, 2C2P `invoiceNo`). */
  providerRef: string;
  /** `succeeded` only when the gateway says so at once (a card without 3-D Secure). */
  status: 'pending' | 'succeeded' | 'failed';
  next: NextAction;
  failureCode?: string;
  failureMessage?: string;
};

/** An attempt the gateway may know. */
export type KnownAttempt = {
  paymentId: string;
  providerRef: string | null;
  orderNumber: string;
  attemptNo: number;
  method: PaymentMethodCode;
  amountSatang: number;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * The gateway's truth about an attempt, re-read with our secret: the only source of "paid". The
 * adapter maps its gateway's codes; the service checks amount, currency and references itself.
 */
export type GatewayTruth = {
  status: 'pending' | 'succeeded' | 'failed' | 'expired' | 'cancelled' | 'unknown';
  providerRef: string;
  /** Our reference as the gateway echoes it (metadata / userDefined1), or null if absent. */
  paymentId: string | null;
  /** Null when the gateway did not say. */
  amountSatang: number | null;
  /** Upper case ISO code, e.g. `THB`. */
  currency: string | null;
  paidAt: Date | null;
  failureCode?: string;
  failureMessage?: string;
  /**
   * `findLost` only: what the customer does next, when the gateway's record of a pending charge
   * says (Omise's QR or 3-D Secure page), so an attempt whose start answer was lost can be paid.
   */
  next?: NextAction;
};

/** A notification as it arrived: the raw bytes are what was signed. */
export type RawNotification = {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** What a verified notification points at: a hint to re-read, never proof of payment. */
export type VerifiedHint = {
  /** Unique per event at the gateway (stored once: duplicates are ignored). */
  eventId: string;
  providerRef: string | null;
  paymentId: string | null;
};

/** A notification whose signature, timestamp or merchant does not check out: answered 401. */
export class NotificationRejectedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotificationRejectedError';
  }
}

/**
 * The gateway could not be reached or answered ambiguously (timeout, 5xx, broken connection):
 * the attempt stays `created` and reconciliation finds out later (§6.2).
 */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** The gateway refused the request outright (4xx, bad token, declined at creation). */
export class GatewayRefusedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayRefusedError';
  }
}

export type RefundResult = { refundRef: string; status: 'pending' | 'succeeded' };

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The methods this gateway offers, as configured. */
  readonly methods: readonly PaymentMethodCode[];
  /** Omise's public key for Omise.js; null for others. */
  readonly publicKey: string | null;
  start(attempt: AttemptToStart): Promise<StartResult>;
  /** Re-read the attempt at the gateway. Throws `GatewayUnavailableError` when it cannot. */
  read(attempt: KnownAttempt): Promise<GatewayTruth>;
  /** Find an attempt whose start answer was lost (reconcile a `created` attempt); null = unknown. */
  findLost(attempt: KnownAttempt): Promise<GatewayTruth | null>;
  /** Verify a notification's signature; throws `NotificationRejectedError`. */
  verifyNotification(notification: RawNotification, now: Date): VerifiedHint;
  /** Ask the gateway to stop a pending attempt (best effort). */
  cancel(attempt: KnownAttempt): Promise<void>;
  refund(attempt: KnownAttempt, amountSatang: number): Promise<RefundResult>;
}

/** The gateway that serves a payment method, by its prefix (`demo_`, `omise_`, `pgw_`). */
export const gatewayOfMethod = (method: PaymentMethodCode): GatewayName | null =>
  method.startsWith('demo_')
    ? 'demo'
    : method.startsWith('omise_')
      ? 'omise'
      : method.startsWith('pgw_')
        ? 'pgw'
        : null;

/** A payment method's name in the reader's language. */
export const methodNameOf = (locale: Locale, method: string): string =>
  translate(locale, `payments.method.${method}` as MessageKey);

/** What a gateway may learn of the payer when an attempt starts. */
export type StartContext = {
  locale: Locale;
  customerIp: string;
  userAgent?: string;
  cardToken?: string;
  bank?: MobileBank;
};
