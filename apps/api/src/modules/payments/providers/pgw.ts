import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentMethodCode } from '@nangsue/contracts';
import { jwtVerify, SignJWT } from 'jose';
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
 * The 2C2P PGW 4.3 adapter, redirect API (docs/buying.md §10, docs/payments-2c2p.md). Every request
 * and answer is `{"payload": "<JWT>"}`, HS256 with the merchant's secret key; the merchant is named
 * by `merchantID` inside the claims. The adapter only speaks the protocol: `start` asks for a
 * payment token and hands back 2C2P's hosted page, `read` asks Payment Inquiry, and
 * `verifyNotification` checks a backend notification's signature and merchant. What an answer means
 * for the order is the payments service's business.
 */

export type PgwConfig = {
  merchantId: string;
  secretKey: string;
  /** `https://sandbox-pgw.2c2p.com` or `https://pgw.2c2p.com`. */
  apiUrl: string;
  /** `agentChannel` of a 123 token; empty turns `pgw_123` off. */
  agentChannels123: string[];
  timeoutMs: number;
  fetch?: typeof fetch;
};

const TOKEN_PATH = '/payment/4.3/paymentToken';
const INQUIRY_PATH = '/payment/4.3/paymentInquiry';

type Claims = Record<string, unknown>;

/** What 2C2P's inquiry codes mean; any other code is a failure (docs/payments-2c2p.md §3). */
const STATUS_BY_CODE: Record<string, GatewayTruth['status']> = {
  '0000': 'succeeded',
  '4110': 'succeeded', // settled
  '0001': 'pending',
  '2001': 'pending', // in progress
  '1003': 'pending', // 123 payslip issued
  '0003': 'cancelled',
  '5009': 'expired',
};
const NOT_FOUND = '2002';
const SUCCESS = '0000';

/** `{orderNumber}P{attemptNo:02}`: `NS0000012345P01`. */
export const invoiceNoOf = (attempt: { orderNumber: string; attemptNo: number }): string =>
  `${attempt.orderNumber}P${String(attempt.attemptNo).padStart(2, '0')}`;

// --- Values on the wire --------------------------------------------------------------------------

const BANGKOK_PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const bangkokParts = (date: Date) => {
  const parts = Object.fromEntries(
    BANGKOK_PARTS.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    year: parts['year'] ?? '',
    month: parts['month'] ?? '',
    day: parts['day'] ?? '',
    hour: parts['hour'] ?? '',
    minute: parts['minute'] ?? '',
    second: parts['second'] ?? '',
  };
};

/** `paymentExpiry`: `yyyy-MM-dd HH:mm:ss`, Bangkok wall clock. */
export const formatPaymentExpiry = (date: Date): string => {
  const p = bangkokParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};

const COMPACT_DATE_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** `transactionDateTime`: `yyyyMMddHHmmss`, Bangkok wall clock; null when it is not a real time. */
const parseTransactionDateTime = (value: unknown): Date | null => {
  const match = typeof value === 'string' ? COMPACT_DATE_TIME.exec(value) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  // Bangkok has kept +07:00 all year since 1920.
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+07:00`);
  if (Number.isNaN(date.getTime())) return null;
  const p = bangkokParts(date);
  const roundTrip = `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
  return roundTrip === value ? date : null;
};

/** D(12,5): up to 12 whole digits and 5 decimals. */
const DECIMAL_AMOUNT = /^(\d{1,12})(?:\.(\d{1,5}))?$/;
/** The legacy 3.x API's zero-padded minor units (`000000010050`): never guessed at in 4.3. */
const TWELVE_DIGITS = /^\d{12}$/;

/**
 * An amount in baht (`"100.50"`, `100.5`, `"100.50000"`) as integer satang, exactly; null when it
 * is absent, malformed, negative, holds a fraction of a satang or is 12 bare digits.
 */
const satangOf = (value: unknown): number | null => {
  let text: string;
  if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'string') text = value.trim();
  else return null;

  if (TWELVE_DIGITS.test(text)) return null;
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const decimals = fraction.padEnd(5, '0');
  if (decimals.slice(2) !== '000') return null;
  return Number(whole) * 100 + Number(decimals.slice(0, 2));
};

/** ISO 4217 alphabetic, upper case; the numeric `764` (legacy API) is THB. */
const currencyOf = (value: unknown): string | null => {
  if (value === '764' || value === 764) return 'THB';
  return typeof value === 'string' && /^[A-Za-z]{3}$/.test(value) ? value.toUpperCase() : null;
};

const stringOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** 2C2P asks for plain text in `description` (C 250, "avoid unnecessary special characters"). */
const asciiDescription = (description: string): string =>
  description
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[<>"'&\\]/g, '')
    .trim()
    .slice(0, 250);

const parseJsonObject = (text: string): Claims | null => {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Claims)
      : null;
  } catch {
    return null;
  }
};

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * A compact HS256 JWS checked synchronously (`verifyNotification` is synchronous and jose verifies
 * only asynchronously): the header must say `HS256` and nothing else (`none`, HS512, RS256 and
 * `crit` extensions are refused), the signature is compared in constant time.
 */
const verifyHs256 = (token: string, key: Uint8Array): Claims => {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments.every((segment) => BASE64URL.test(segment))) {
    throw new NotificationRejectedError('payload is not a compact JWS');
  }
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = segments;

  const header = parseJsonObject(Buffer.from(encodedHeader, 'base64url').toString('utf8'));
  if (header === null) throw new NotificationRejectedError('JWS header is not JSON');
  if (header['alg'] !== 'HS256') {
    throw new NotificationRejectedError(`algorithm ${String(header['alg'])} is not HS256`);
  }
  if ('crit' in header) throw new NotificationRejectedError('JWS header has crit');

  const expected = createHmac('sha256', key).update(`${encodedHeader}.${encodedClaims}`).digest();
  const actual = Buffer.from(encodedSignature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new NotificationRejectedError('signature does not match our secret');
  }

  const claims = parseJsonObject(Buffer.from(encodedClaims, 'base64url').toString('utf8'));
  if (claims === null) throw new NotificationRejectedError('JWT claims are not a JSON object');
  return claims;
};

/** The notification's JWT: `{"payload": …}`, or `payload=…` should 2C2P post a form. */
const notificationToken = (body: Buffer): string | null => {
  const text = body.toString('utf8').trim();
  const json = parseJsonObject(text);
  if (json !== null) return stringOf(json['payload']);
  return stringOf(new URLSearchParams(text).get('payload'));
};

/**
 * The browser's return form field `paymentResponse` (base64 or base64url JSON; some integrations
 * describe it as a JWT, whose middle part is read). A display hint for the storefront's return
 * route, never proof of payment: nothing here is signed.
 */
export const decodeFrontendReturn = (
  paymentResponse: string,
): { invoiceNo: string; respCode: string } | null => {
  // A `+` that went through form decoding arrives as a space.
  const text = paymentResponse.trim().replace(/ /g, '+');
  if (text === '' || text.length > 8192) return null;
  const segments = text.split('.');
  const encoded = segments.length === 3 ? (segments[1] ?? '') : text;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return null;

  // Node's base64 decoder also reads the URL-safe alphabet.
  const json = parseJsonObject(Buffer.from(encoded, 'base64').toString('utf8'));
  const invoiceNo = stringOf(json?.['invoiceNo']);
  const respCode = stringOf(json?.['respCode']);
  return invoiceNo !== null && respCode !== null ? { invoiceNo, respCode } : null;
};

// --- The adapter ---------------------------------------------------------------------------------

/** What one call to 2C2P came back with, before the caller decides what it means. */
type Answer =
  | { kind: 'signed'; claims: Claims }
  /** 2C2P's unsigned error form: `{"respCode":"9042","respDesc":"Hash value mismatch."}`. */
  | { kind: 'unsigned'; respCode: string; respDesc: string }
  /** A payload whose signature or algorithm does not check out: never believed. */
  | { kind: 'untrusted'; reason: string }
  | { kind: 'http_error'; status: number };

export const createPgwGateway = (config: PgwConfig): PaymentGateway => {
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  const key = new TextEncoder().encode(config.secretKey);
  const doFetch = config.fetch ?? fetch;
  const methods: PaymentMethodCode[] =
    config.agentChannels123.length > 0 ? ['pgw_card', 'pgw_123'] : ['pgw_card'];

  const call = async (path: string, claims: Claims): Promise<Answer> => {
    const payload = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key);

    let status: number;
    let text: string;
    try {
      const response = await doFetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ payload }),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new GatewayUnavailableError(`2C2P ${path} did not answer`, { cause: error });
    }

    if (status >= 500) throw new GatewayUnavailableError(`2C2P ${path} answered ${status}`);

    const body = parseJsonObject(text);
    const signed = stringOf(body?.['payload']);
    if (signed !== null) {
      try {
        const verified = await jwtVerify(signed, key, { algorithms: ['HS256'] });
        return { kind: 'signed', claims: verified.payload };
      } catch (error) {
        return { kind: 'untrusted', reason: error instanceof Error ? error.message : 'invalid' };
      }
    }
    const respCode = stringOf(body?.['respCode']);
    if (respCode !== null) {
      return { kind: 'unsigned', respCode, respDesc: stringOf(body?.['respDesc']) ?? '' };
    }
    if (status >= 400) return { kind: 'http_error', status };
    throw new GatewayUnavailableError(`2C2P ${path} answered ${status} without a payload`);
  };

  const start = async (attempt: AttemptToStart): Promise<StartResult> => {
    if (attempt.method !== 'pgw_card' && attempt.method !== 'pgw_123') {
      throw new GatewayRefusedError('unsupported_method', `2C2P does not offer ${attempt.method}`);
    }
    if (!methods.includes(attempt.method)) {
      throw new GatewayRefusedError('unsupported_method', '123 has no agent channels configured');
    }

    const invoiceNo = invoiceNoOf(attempt);
    const isCounter = attempt.method === 'pgw_123';
    const answer = await call(TOKEN_PATH, {
      merchantID: config.merchantId,
      invoiceNo,
      description: asciiDescription(attempt.description),
      // A JSON number: 10050 satang is 100.5 (JSON keeps no trailing zeros; D(12,5) either way).
      amount: attempt.amountSatang / 100,
      currencyCode: 'THB',
      paymentChannel: isCounter ? ['123'] : ['CC'],
      ...(isCounter ? { agentChannel: config.agentChannels123 } : {}),
      request3DS: 'Y',
      frontendReturnUrl: attempt.returnUrl,
      backendReturnUrl: attempt.notifyUrl,
      paymentExpiry: formatPaymentExpiry(attempt.expiresAt),
      userDefined1: attempt.paymentId,
      idempotencyID: attempt.paymentId,
      locale: attempt.locale,
    });

    switch (answer.kind) {
      case 'untrusted':
        throw new GatewayRefusedError(
          'invalid_signature',
          `2C2P's payment token answer failed verification: ${answer.reason}`,
        );
      case 'http_error':
        if (answer.status === 408 || answer.status === 429) {
          throw new GatewayUnavailableError(`2C2P ${TOKEN_PATH} answered ${answer.status}`);
        }
        throw new GatewayRefusedError(
          `http_${answer.status}`,
          `2C2P ${TOKEN_PATH} answered ${answer.status}`,
        );
      case 'unsigned':
        throw new GatewayRefusedError(
          answer.respCode,
          `2C2P refused the payment token: ${answer.respDesc}`,
        );
      case 'signed':
        break;
    }

    const respCode = stringOf(answer.claims['respCode']);
    if (respCode !== SUCCESS) {
      throw new GatewayRefusedError(
        respCode ?? 'malformed_response',
        `2C2P refused the payment token: ${stringOf(answer.claims['respDesc']) ?? 'no respCode'}`,
      );
    }
    const webPaymentUrl = stringOf(answer.claims['webPaymentUrl']);
    if (webPaymentUrl === null || !/^https?:\/\//.test(webPaymentUrl)) {
      throw new GatewayRefusedError('malformed_response', '2C2P gave no webPaymentUrl');
    }

    return {
      providerRef: invoiceNo,
      status: 'pending',
      next: {
        Action: 'redirect',
        RedirectUrl: webPaymentUrl,
        QrImageUrl: null,
        QrPayload: null,
        QrExpiresAt: null,
        Slip: null,
      },
    };
  };

  /** Payment Inquiry by invoice number; `not_found` is 2C2P's `2002`. */
  const inquire = async (
    invoiceNo: string,
  ): Promise<{ kind: 'found'; claims: Claims } | { kind: 'not_found'; respDesc: string }> => {
    const answer = await call(INQUIRY_PATH, {
      merchantID: config.merchantId,
      invoiceNo,
      locale: 'en',
    });

    switch (answer.kind) {
      case 'untrusted':
        throw new GatewayUnavailableError(
          `2C2P's inquiry answer for ${invoiceNo} failed verification: ${answer.reason}`,
        );
      case 'http_error':
        throw new GatewayUnavailableError(`2C2P ${INQUIRY_PATH} answered ${answer.status}`);
      case 'unsigned':
        // Unsigned, so only "not found" is taken from it; anything else (9042: our secret is
        // wrong, 9007: our merchant id is) leaves us unable to read.
        if (answer.respCode === NOT_FOUND) return { kind: 'not_found', respDesc: answer.respDesc };
        throw new GatewayUnavailableError(
          `2C2P refused the inquiry for ${invoiceNo}: ${answer.respCode} ${answer.respDesc}`,
        );
      case 'signed':
        break;
    }

    const { claims } = answer;
    const merchantId = stringOf(claims['merchantID']);
    if (merchantId !== null && merchantId !== config.merchantId) {
      throw new GatewayUnavailableError(`2C2P's inquiry answer names merchant ${merchantId}`);
    }
    const answeredInvoice = stringOf(claims['invoiceNo']);
    if (answeredInvoice !== null && answeredInvoice !== invoiceNo) {
      throw new GatewayUnavailableError(
        `2C2P answered the inquiry for ${invoiceNo} about ${answeredInvoice}`,
      );
    }
    const respCode = stringOf(claims['respCode']);
    if (respCode === null) {
      throw new GatewayUnavailableError(`2C2P's inquiry answer for ${invoiceNo} has no respCode`);
    }
    if (respCode === NOT_FOUND) {
      return { kind: 'not_found', respDesc: stringOf(claims['respDesc']) ?? '' };
    }
    return { kind: 'found', claims };
  };

  const truthOf = (invoiceNo: string, claims: Claims): GatewayTruth => {
    const respCode = stringOf(claims['respCode']) ?? '';
    const status = STATUS_BY_CODE[respCode] ?? 'failed';
    return {
      status,
      providerRef: invoiceNo,
      paymentId: stringOf(claims['userDefined1']),
      amountSatang: satangOf(claims['amount']),
      currency: currencyOf(claims['currencyCode']),
      paidAt:
        status === 'succeeded' ? parseTransactionDateTime(claims['transactionDateTime']) : null,
      ...(status === 'failed'
        ? { failureCode: respCode, failureMessage: stringOf(claims['respDesc']) ?? respCode }
        : {}),
    };
  };

  const invoiceOfKnown = (attempt: KnownAttempt): string =>
    attempt.providerRef ?? invoiceNoOf(attempt);

  const read = async (attempt: KnownAttempt): Promise<GatewayTruth> => {
    const invoiceNo = invoiceOfKnown(attempt);
    const found = await inquire(invoiceNo);
    if (found.kind === 'found') return truthOf(invoiceNo, found.claims);
    // Not (yet) known at 2C2P: the service abandons it once the window has passed (§10.2).
    return {
      status: 'pending',
      providerRef: invoiceNo,
      paymentId: null,
      amountSatang: null,
      currency: null,
      paidAt: null,
      failureCode: NOT_FOUND,
      failureMessage: found.respDesc || 'Transaction not found',
    };
  };

  const findLost = async (attempt: KnownAttempt): Promise<GatewayTruth | null> => {
    const invoiceNo = invoiceOfKnown(attempt);
    const found = await inquire(invoiceNo);
    return found.kind === 'found' ? truthOf(invoiceNo, found.claims) : null;
  };

  const verifyNotification = (notification: RawNotification, _now: Date): VerifiedHint => {
    // 2C2P's notification carries no timestamp to check: a replay is only a hint to re-read.
    const token = notificationToken(notification.body);
    if (token === null) throw new NotificationRejectedError('no payload in the notification');

    const claims = verifyHs256(token, key);
    if (claims['merchantID'] !== config.merchantId) {
      throw new NotificationRejectedError(`merchantID ${String(claims['merchantID'])} is not ours`);
    }
    const invoiceNo = stringOf(claims['invoiceNo']);
    const respCode = stringOf(claims['respCode']);
    if (invoiceNo === null || respCode === null) {
      throw new NotificationRejectedError('notification has no invoiceNo or respCode');
    }
    const tranRef = claims['tranRef'];
    const tranRefText =
      typeof tranRef === 'number' && Number.isFinite(tranRef)
        ? String(tranRef)
        : (stringOf(tranRef) ?? '');

    return {
      eventId: `${invoiceNo}:${respCode}:${tranRefText}`,
      providerRef: invoiceNo,
      paymentId: stringOf(claims['userDefined1']),
    };
  };

  return {
    name: 'pgw',
    methods,
    publicKey: null,
    start,
    read,
    findLost,
    verifyNotification,
    // Nothing is documented to stop a redirect-flow payment: a cancelled attempt that is paid
    // anyway is late money (§10.2).
    cancel: async () => {},
    refund: async (): Promise<RefundResult> => {
      throw new GatewayRefusedError(
        'manual_refund',
        '2C2P payments are refunded by staff in the 2C2P merchant portal (docs/buying.md §10.2)',
      );
    },
  };
};
