import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextAction, PaymentMethodCode } from '@nangsue/contracts';
import { z } from 'zod';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  NotificationRejectedError,
  type AttemptToStart,
  type GatewayTruth,
  type KnownAttempt,
  type PaymentGateway,
  type RawNotification,
  type RefundResult,
  type StartResult,
  type VerifiedHint,
} from '../../../lib/payment-gateway.js';

/**
 * The Omise adapter (docs/buying.md §9, docs/payments-omise.md): Omise's REST API over `fetch`,
 * nothing else. It never touches the database; the payments service decides what an answer means.
 *
 * - Requests: HTTP Basic with the secret key as user name, `Omise-Version: 2019-05-29`, bodies
 *   form-encoded with bracketed keys (`metadata[payment_id]`, `source[type]`) as Omise's own curl
 *   examples and official libraries send them.
 * - Errors: a network failure, a timeout, a 5xx or a 2xx we cannot read is `GatewayUnavailableError`
 *   (the outcome is unknown: reconcile finds out); a 4xx is `GatewayRefusedError(code, message)`
 *   with Omise's error code. No message carries a key or a header.
 */

export type OmiseGatewayConfig = {
  publicKey: string;
  secretKey: string;
  /** The dashboard's webhook secret, base64 as shown there. */
  webhookSecret: string;
  /** `https://api.omise.co`. */
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Defaults to all three Omise methods. */
  methods?: readonly PaymentMethodCode[];
};

export const OMISE_API_VERSION = '2019-05-29';
export const OMISE_METHODS = [
  'omise_card',
  'omise_promptpay',
  'omise_mobile_banking',
] as const satisfies readonly PaymentMethodCode[];

/** How far a notification's timestamp may be from our clock (either way). */
const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** Omise's largest page of a list. */
const LIST_PAGE_LIMIT = 100;
/** A lost charge is created moments after its attempt; this covers clock skew between us and Omise. */
const LOST_SEARCH_MARGIN_MS = 5 * 60 * 1000;
/** 50 pages of 100: beyond that the search gives up as "unavailable" rather than guess "absent". */
const LOST_SEARCH_MAX_PAGES = 50;

// ---- Omise's objects, as far as we read them ---------------------------------------------------

const OmiseErrorSchema = z.object({
  object: z.literal('error'),
  code: z.string(),
  message: z.string(),
});

const OmiseChargeSchema = z.object({
  object: z.literal('charge'),
  id: z.string().min(1),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid: z.boolean().nullish(),
  expired: z.boolean().nullish(),
  reversed: z.boolean().nullish(),
  paid_at: z.string().nullish(),
  expires_at: z.string().nullish(),
  authorize_uri: z.string().nullish(),
  failure_code: z.string().nullish(),
  failure_message: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  source: z
    .object({
      type: z.string().nullish(),
      scannable_code: z
        .object({ image: z.object({ download_uri: z.string().nullish() }).nullish() })
        .nullish(),
    })
    .nullish(),
});
export type OmiseCharge = z.infer<typeof OmiseChargeSchema>;

const OmiseChargeListSchema = z.object({
  object: z.literal('list'),
  data: z.array(z.unknown()),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});

const OmiseRefundSchema = z.object({
  object: z.literal('refund'),
  id: z.string().min(1),
  status: z.string().nullish(),
});

const OmiseEventSchema = z.object({
  object: z.literal('event'),
  id: z.string().min(1),
  key: z.string().nullish(),
  livemode: z.boolean().nullish(),
  data: z
    .object({
      object: z.string().nullish(),
      id: z.string().nullish(),
      /** A refund names its charge (an id, or the charge when expanded). */
      charge: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
});

// ---- pure helpers (exported for tests and for the service's logs) ------------------------------

/**
 * Mobile banking's `platform_type`, as the official WooCommerce plugin derives it: Android, then
 * iPhone/iPad/iPod; anything else is sent without one, which Omise documents as `WEB` (its default).
 */
export const platformTypeFromUserAgent = (
  userAgent: string | undefined,
): 'IOS' | 'ANDROID' | null => {
  if (!userAgent) return null;
  if (/android/i.test(userAgent)) return 'ANDROID';
  if (/iPad|iPhone|iPod/i.test(userAgent)) return 'IOS';
  return null;
};

/** Omise's own timestamps have whole seconds (`YYYY-MM-DDThh:mm:ssZ`). */
const omiseTime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const parseTime = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const stringOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Omise's charge in our terms: the only place its statuses are read. */
export const chargeToTruth = (charge: OmiseCharge): GatewayTruth => {
  const base = {
    providerRef: charge.id,
    paymentId: stringOrNull(charge.metadata?.payment_id),
    amountSatang: charge.amount,
    currency: charge.currency.toUpperCase(),
    paidAt: null,
  };

  switch (charge.status) {
    case 'successful':
      // Authorized but not captured is not money: we always capture, so treat it as unreadable.
      return charge.paid === true
        ? { ...base, status: 'succeeded', paidAt: parseTime(charge.paid_at) }
        : { ...base, status: 'unknown' };
    case 'failed':
      return {
        ...base,
        status: 'failed',
        ...(charge.failure_code ? { failureCode: charge.failure_code } : {}),
        ...(charge.failure_message ? { failureMessage: charge.failure_message } : {}),
      };
    case 'expired':
      return { ...base, status: 'expired' };
    case 'reversed':
      return { ...base, status: 'cancelled' };
    case 'pending':
      // Older serialisations keep `pending` and raise the `expired` flag instead.
      return { ...base, status: charge.expired === true ? 'expired' : 'pending' };
    default:
      return { ...base, status: 'unknown' };
  }
};

const nextAction = (
  action: NextAction['Action'],
  fields: Partial<NextAction> = {},
): NextAction => ({
  Action: action,
  RedirectUrl: null,
  QrImageUrl: null,
  QrPayload: null,
  QrExpiresAt: null,
  Slip: null,
  ...fields,
});

/** What the customer does next, from the charge Omise answered at creation. */
const chargeToStart = (charge: OmiseCharge, method: PaymentMethodCode): StartResult => {
  const truth = chargeToTruth(charge);

  if (truth.status === 'succeeded') {
    return { providerRef: charge.id, status: 'succeeded', next: nextAction('done') };
  }
  if (truth.status === 'failed' || truth.status === 'expired' || truth.status === 'cancelled') {
    return {
      providerRef: charge.id,
      status: 'failed',
      next: nextAction('retry'),
      failureCode: truth.failureCode ?? charge.status,
      failureMessage: truth.failureMessage ?? `The charge is ${charge.status}.`,
    };
  }

  if (method === 'omise_promptpay') {
    const qrImageUrl = charge.source?.scannable_code?.image?.download_uri ?? null;
    if (qrImageUrl) {
      const expiresAt = parseTime(charge.expires_at);
      return {
        providerRef: charge.id,
        status: 'pending',
        next: nextAction('show_qr', {
          QrImageUrl: qrImageUrl,
          QrExpiresAt: expiresAt ? expiresAt.toISOString() : null,
        }),
      };
    }
  } else if (charge.authorize_uri) {
    // 3-D Secure for a card, the bank's deep link for mobile banking.
    return {
      providerRef: charge.id,
      status: 'pending',
      next: nextAction('redirect', { RedirectUrl: charge.authorize_uri }),
    };
  }

  // Pending with nothing to show: the re-read (webhook or reconcile) settles it.
  return { providerRef: charge.id, status: 'pending', next: nextAction('wait') };
};

/**
 * Checks an Omise webhook signature: hex HMAC-SHA256 over `"{timestamp}.{raw body}"` with the
 * base64-decoded secret; `Omise-Signature` may list two values during a secret rotation.
 */
export const isOmiseSignatureValid = (input: {
  secret: Buffer;
  timestamp: string;
  body: Buffer;
  signatureHeader: string;
}): boolean => {
  const expected = createHmac('sha256', input.secret)
    .update(`${input.timestamp}.`)
    .update(input.body)
    .digest();

  let isValid = false;
  for (const candidate of input.signatureHeader.split(',')) {
    const hex = candidate.trim();
    if (!/^[0-9a-f]{64}$/i.test(hex)) continue;
    // Every candidate is compared (no early exit), each in constant time.
    if (timingSafeEqual(Buffer.from(hex, 'hex'), expected)) isValid = true;
  }
  return isValid;
};

const headerValue = (headers: RawNotification['headers'], name: string): string | null => {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    const first = Array.isArray(value) ? value[0] : value;
    return first && first.trim() !== '' ? first.trim() : null;
  }
  return null;
};

// ---- the gateway -------------------------------------------------------------------------------

type Form = Record<string, string | number | undefined>;

export const createOmiseGateway = (config: OmiseGatewayConfig): PaymentGateway => {
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  const fetchImpl = config.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;
  const webhookSecret = Buffer.from(config.webhookSecret, 'base64');
  const isTestKey = config.secretKey.startsWith('skey_test_');

  /** One call to Omise; `what` names it in errors (never the URL's query or any header). */
  const call = async (
    what: string,
    method: 'GET' | 'POST',
    path: string,
    form?: Form,
  ): Promise<unknown> => {
    const headers: Record<string, string> = {
      Authorization: authorization,
      'Omise-Version': OMISE_API_VERSION,
      Accept: 'application/json',
    };
    let body: string | undefined;
    if (form) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(form)) {
        if (value !== undefined) params.append(key, String(value));
      }
      body = params.toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${apiUrl}${path}`, {
        method,
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      throw new GatewayUnavailableError(
        isTimeout
          ? `Omise ${what}: no answer within ${config.timeoutMs} ms`
          : `Omise ${what}: the connection failed`,
        { cause: error },
      );
    }

    let json: unknown = null;
    try {
      json = text === '' ? null : JSON.parse(text);
    } catch {
      json = null;
    }

    if (response.status >= 500) {
      throw new GatewayUnavailableError(`Omise ${what}: answered ${response.status}`);
    }
    if (response.status >= 400) {
      const error = OmiseErrorSchema.safeParse(json);
      if (error.success) throw new GatewayRefusedError(error.data.code, error.data.message);
      throw new GatewayRefusedError(
        `http_${response.status}`,
        `Omise ${what}: answered ${response.status}`,
      );
    }
    if (response.status < 200 || response.status >= 300 || json === null) {
      throw new GatewayUnavailableError(`Omise ${what}: an answer that could not be read`);
    }
    return json;
  };

  const readCharge = (what: string, json: unknown): OmiseCharge => {
    const charge = OmiseChargeSchema.safeParse(json);
    if (!charge.success) {
      throw new GatewayUnavailableError(`Omise ${what}: the answer is not a charge`);
    }
    return charge.data;
  };

  const startForm = (attempt: AttemptToStart): Form => {
    if (!Number.isInteger(attempt.amountSatang) || attempt.amountSatang <= 0) {
      throw new GatewayRefusedError(
        'invalid_amount',
        'The amount must be a positive whole satang.',
      );
    }
    const common: Form = {
      amount: attempt.amountSatang,
      currency: 'thb',
      description: attempt.description,
      'metadata[payment_id]': attempt.paymentId,
      'metadata[order_number]': attempt.orderNumber,
      ip: attempt.customerIp || undefined,
    };

    switch (attempt.method) {
      case 'omise_card':
        if (!attempt.cardToken) {
          throw new GatewayRefusedError('missing_card_token', 'A card token is required.');
        }
        return { ...common, card: attempt.cardToken, return_uri: attempt.returnUrl };
      case 'omise_promptpay':
        return {
          ...common,
          'source[type]': 'promptpay',
          expires_at: omiseTime(attempt.expiresAt),
        };
      case 'omise_mobile_banking':
        if (!attempt.bank) {
          throw new GatewayRefusedError('missing_bank', 'A bank is required for mobile banking.');
        }
        return {
          ...common,
          'source[type]': `mobile_banking_${attempt.bank}`,
          'source[platform_type]': platformTypeFromUserAgent(attempt.userAgent) ?? undefined,
          return_uri: attempt.returnUrl,
        };
      default:
        throw new GatewayRefusedError(
          'unsupported_method',
          `Omise does not take method ${attempt.method}.`,
        );
    }
  };

  const read = async (attempt: KnownAttempt): Promise<GatewayTruth> => {
    if (!attempt.providerRef) {
      throw new GatewayRefusedError('missing_charge', 'The attempt has no Omise charge id.');
    }
    const json = await call(
      'read charge',
      'GET',
      `/charges/${encodeURIComponent(attempt.providerRef)}`,
    );
    return chargeToTruth(readCharge('read charge', json));
  };

  const findLost = async (attempt: KnownAttempt): Promise<GatewayTruth | null> => {
    const from = omiseTime(new Date(attempt.createdAt.getTime() - LOST_SEARCH_MARGIN_MS));
    const to = omiseTime(new Date(Date.now() + LOST_SEARCH_MARGIN_MS));

    for (let page = 0, offset = 0; page < LOST_SEARCH_MAX_PAGES; page += 1) {
      const query = new URLSearchParams({
        from,
        to,
        offset: String(offset),
        limit: String(LIST_PAGE_LIMIT),
        order: 'chronological',
      });
      const list = OmiseChargeListSchema.safeParse(
        await call('list charges', 'GET', `/charges?${query.toString()}`),
      );
      if (!list.success) {
        throw new GatewayUnavailableError('Omise list charges: the answer is not a list');
      }

      for (const item of list.data.data) {
        const charge = OmiseChargeSchema.safeParse(item);
        if (charge.success && charge.data.metadata?.payment_id === attempt.paymentId) {
          const truth = chargeToTruth(charge.data);
          return truth.status === 'pending'
            ? { ...truth, next: chargeToStart(charge.data, attempt.method).next }
            : truth;
        }
      }

      offset = list.data.offset + list.data.data.length;
      if (list.data.data.length === 0 || offset >= list.data.total) return null;
    }
    throw new GatewayUnavailableError('Omise list charges: too many charges to search');
  };

  return {
    name: 'omise',
    methods: config.methods ?? OMISE_METHODS,
    publicKey: config.publicKey,

    async start(attempt) {
      const form = startForm(attempt);
      const json = await call('create charge', 'POST', '/charges', form);
      return chargeToStart(readCharge('create charge', json), attempt.method);
    },

    read,
    findLost,

    verifyNotification(notification, now) {
      const signature = headerValue(notification.headers, 'Omise-Signature');
      const timestamp = headerValue(notification.headers, 'Omise-Signature-Timestamp');
      if (!signature || !timestamp) throw new NotificationRejectedError('signature missing');
      if (!/^\d{1,12}$/.test(timestamp)) throw new NotificationRejectedError('timestamp malformed');
      if (webhookSecret.length === 0) throw new NotificationRejectedError('no webhook secret');

      const ageSeconds = Math.abs(now.getTime() / 1000 - Number(timestamp));
      if (ageSeconds > SIGNATURE_TOLERANCE_SECONDS) {
        throw new NotificationRejectedError('timestamp outside 5 minutes');
      }
      if (
        !isOmiseSignatureValid({
          secret: webhookSecret,
          timestamp,
          body: notification.body,
          signatureHeader: signature,
        })
      ) {
        throw new NotificationRejectedError('signature does not match');
      }

      let parsed: unknown;
      try {
        parsed = JSON.parse(notification.body.toString('utf8'));
      } catch {
        throw new NotificationRejectedError('body is not JSON');
      }
      const event = OmiseEventSchema.safeParse(parsed);
      if (!event.success) throw new NotificationRejectedError('body is not an Omise event');
      // A live event on a test key (or the reverse) is not for this merchant's configuration.
      if (typeof event.data.livemode === 'boolean' && event.data.livemode === isTestKey) {
        throw new NotificationRejectedError('event livemode does not match the key');
      }

      const data = event.data.data;
      const hint: VerifiedHint = { eventId: event.data.id, providerRef: null, paymentId: null };
      if (data?.object === 'charge') {
        return {
          ...hint,
          providerRef: stringOrNull(data.id),
          paymentId: stringOrNull(data.metadata?.payment_id),
        };
      }
      if (data?.object === 'refund' && data.charge) {
        return {
          ...hint,
          providerRef: typeof data.charge === 'string' ? data.charge : data.charge.id,
        };
      }
      return hint;
    },

    async cancel(attempt) {
      if (!attempt.providerRef) return;
      try {
        await call(
          'expire charge',
          'POST',
          `/charges/${encodeURIComponent(attempt.providerRef)}/expire`,
        );
      } catch {
        // Best effort (§9.2): a payment that still arrives is late money, found by the re-read.
      }
    },

    async refund(attempt, amountSatang): Promise<RefundResult> {
      if (!attempt.providerRef) {
        throw new GatewayRefusedError('missing_charge', 'The attempt has no Omise charge id.');
      }
      if (!Number.isInteger(amountSatang) || amountSatang <= 0) {
        throw new GatewayRefusedError(
          'invalid_amount',
          'The amount must be a positive whole satang.',
        );
      }
      const json = await call(
        'refund charge',
        'POST',
        `/charges/${encodeURIComponent(attempt.providerRef)}/refunds`,
        { amount: amountSatang, 'metadata[payment_id]': attempt.paymentId },
      );
      const refund = OmiseRefundSchema.safeParse(json);
      if (!refund.success) {
        throw new GatewayUnavailableError('Omise refund charge: the answer is not a refund');
      }
      return {
        refundRef: refund.data.id,
        status: refund.data.status === 'pending' ? 'pending' : 'succeeded',
      };
    },
  };
};
