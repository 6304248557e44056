import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextAction } from '@nangsue/contracts';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  NotificationRejectedError,
  type AttemptToStart,
  type GatewayTruth,
  type KnownAttempt,
  type PaymentGateway,
  type RawNotification,
  type VerifiedHint,
} from '../../../lib/payment-gateway.js';

/** The demo gateway's charge as its API answers (Omise's shape, trimmed). */
type DemoChargeJson = {
  id: string;
  amount: number;
  currency: string;
  method: string;
  status: 'pending' | 'successful' | 'failed' | 'expired';
  metadata: Record<string, string>;
  authorize_uri: string;
  expires_at: string;
  paid_at: string | null;
  failure_code: string | null;
  failure_message: string | null;
};

const DEMO_METHODS = ['demo_card', 'demo_promptpay', 'demo_counter'] as const;
const METHOD_OF: Record<(typeof DEMO_METHODS)[number], 'card' | 'promptpay' | 'counter'> = {
  demo_card: 'card',
  demo_promptpay: 'promptpay',
  demo_counter: 'counter',
};
const MAX_NOTIFICATION_AGE_SECONDS = 300;

const header = (headers: RawNotification['headers'], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

const none: Omit<NextAction, 'Action'> = {
  RedirectUrl: null,
  QrImageUrl: null,
  QrPayload: null,
  QrExpiresAt: null,
  Slip: null,
};

/**
 * The store's adapter for its own demo gateway (docs/buying.md §8): it speaks to the gateway over
 * HTTP with the secret key, as the Omise adapter does to Omise, so the same payment code runs.
 */
export const createDemoGateway = ({
  baseUrl,
  secrets,
  timeoutMs,
  fetchImpl = fetch,
}: {
  /** The demo gateway's address: configured, else this API's own once it listens. */
  baseUrl: () => string | undefined;
  secrets: () => { secretKey: string; webhookSecret: string };
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): PaymentGateway => {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const base = baseUrl();
    if (!base) throw new GatewayUnavailableError('the demo gateway has no address yet');
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${secrets().secretKey}:`).toString('base64')}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayUnavailableError('the demo gateway did not answer', { cause: error });
    }
    if (response.status >= 500)
      throw new GatewayUnavailableError(`the demo gateway answered ${response.status}`);
    const json = (await response.json().catch(() => null)) as T | null;
    if (!response.ok || json === null)
      throw new GatewayRefusedError(`http_${response.status}`, 'the demo gateway refused');
    return json;
  };

  const truthOf = (charge: DemoChargeJson): GatewayTruth => ({
    status:
      charge.status === 'successful'
        ? 'succeeded'
        : charge.status === 'pending'
          ? 'pending'
          : charge.status,
    providerRef: charge.id,
    paymentId: charge.metadata.payment_id ?? null,
    amountSatang: charge.amount,
    currency: charge.currency.toUpperCase(),
    paidAt: charge.paid_at ? new Date(charge.paid_at) : null,
    ...(charge.failure_code ? { failureCode: charge.failure_code } : {}),
    ...(charge.failure_message ? { failureMessage: charge.failure_message } : {}),
  });

  return {
    name: 'demo',
    methods: DEMO_METHODS,
    publicKey: null,

    async start(attempt: AttemptToStart) {
      const method = METHOD_OF[attempt.method as (typeof DEMO_METHODS)[number]];
      if (!method) throw new GatewayRefusedError('unsupported_method', attempt.method);
      const charge = await call<DemoChargeJson>('POST', '/demo-gateway/charges', {
        amount: attempt.amountSatang,
        currency: 'thb',
        method,
        description: attempt.description,
        metadata: { payment_id: attempt.paymentId, order_number: attempt.orderNumber },
        return_uri: attempt.returnUrl,
        webhook_uri: attempt.notifyUrl,
        expires_at: attempt.expiresAt.toISOString(),
        locale: attempt.locale,
      });
      const next: NextAction =
        method === 'card'
          ? { ...none, Action: 'redirect', RedirectUrl: charge.authorize_uri }
          : method === 'promptpay'
            ? {
                ...none,
                Action: 'show_qr',
                RedirectUrl: charge.authorize_uri,
                QrPayload: charge.authorize_uri,
                QrExpiresAt: charge.expires_at,
              }
            : {
                ...none,
                Action: 'show_slip',
                RedirectUrl: charge.authorize_uri,
                Slip: {
                  Ref1: attempt.orderNumber,
                  Ref2: `${String(attempt.attemptNo).padStart(2, '0')}${charge.id.slice(5, 13).toUpperCase()}`,
                  BarcodeData: `|${attempt.orderNumber}${String(attempt.attemptNo).padStart(2, '0')}|${attempt.amountSatang}`,
                  AmountValue: attempt.amountSatang,
                  ExpiresAt: charge.expires_at,
                  Instructions: [],
                },
              };
      return { providerRef: charge.id, status: 'pending', next };
    },

    async read(attempt: KnownAttempt) {
      if (!attempt.providerRef) throw new GatewayRefusedError('no_reference', 'never started');
      return truthOf(
        await call<DemoChargeJson>(
          'GET',
          `/demo-gateway/charges/${encodeURIComponent(attempt.providerRef)}`,
        ),
      );
    },

    async findLost(attempt: KnownAttempt) {
      const from = new Date(attempt.createdAt.getTime() - 60_000).toISOString();
      const to = new Date(attempt.createdAt.getTime() + 10 * 60_000).toISOString();
      for (let offset = 0; ; offset += 100) {
        const page = await call<{ data: DemoChargeJson[]; total: number }>(
          'GET',
          `/demo-gateway/charges?${new URLSearchParams({ from, to, offset: String(offset), limit: '100' })}`,
        );
        const match = page.data.find((charge) => charge.metadata.payment_id === attempt.paymentId);
        if (match) return truthOf(match);
        if (offset + 100 >= page.total) return null;
      }
    },

    verifyNotification(notification: RawNotification, now: Date): VerifiedHint {
      const signature = header(notification.headers, 'Demo-Signature');
      const timestamp = Number(header(notification.headers, 'Demo-Signature-Timestamp'));
      if (!signature || !Number.isInteger(timestamp))
        throw new NotificationRejectedError('missing signature');
      if (Math.abs(now.getTime() / 1000 - timestamp) > MAX_NOTIFICATION_AGE_SECONDS)
        throw new NotificationRejectedError('stale timestamp');
      const expected = createHmac('sha256', secrets().webhookSecret)
        .update(`${timestamp}.`)
        .update(notification.body)
        .digest();
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new NotificationRejectedError('bad signature');
      let event: { id?: unknown; data?: { id?: unknown; metadata?: { payment_id?: unknown } } };
      try {
        event = JSON.parse(notification.body.toString('utf8'));
      } catch {
        throw new NotificationRejectedError('not JSON');
      }
      if (typeof event.id !== 'string' || typeof event.data?.id !== 'string')
        throw new NotificationRejectedError('not an event');
      const paymentId = event.data.metadata?.payment_id;
      return {
        eventId: event.id,
        providerRef: event.data.id,
        paymentId: typeof paymentId === 'string' ? paymentId : null,
      };
    },

    async cancel(attempt: KnownAttempt) {
      if (!attempt.providerRef) return;
      await call('POST', `/demo-gateway/charges/${encodeURIComponent(attempt.providerRef)}/expire`);
    },

    async refund(attempt: KnownAttempt, amountSatang: number) {
      if (!attempt.providerRef) throw new GatewayRefusedError('no_reference', 'never started');
      const refund = await call<{ id: string }>(
        'POST',
        `/demo-gateway/charges/${encodeURIComponent(attempt.providerRef)}/refunds`,
        { amount: amountSatang },
      );
      return { refundRef: refund.id, status: 'succeeded' as const };
    },
  };
};
