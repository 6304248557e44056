import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A protocol-level fake of Omise's API (docs/payments-omise.md): a real HTTP server on
 * 127.0.0.1 that answers as Omise's documentation and official libraries show, with charges kept in
 * memory. Tests talk to it over the network exactly as the adapter talks to Omise:
 *
 * - `POST /charges` (card token or inline `source[type]` promptpay / mobile_banking_*),
 *   `GET /charges/:id`, `GET /charges?from&to&offset&limit&order`, `POST /charges/:id/expire`,
 *   `POST /charges/:id/refunds`, and the QR image's `download_uri`;
 * - HTTP Basic with the secret key (401 `authentication_failure` otherwise), form or JSON bodies;
 * - errors as `{object:'error', location, code, message}`.
 *
 * Test controls: `createCardToken(outcome)` plays Omise.js, `complete(id, status)` plays the payer,
 * `failNext(kind)` breaks the next call, `sendWebhook(url, charge)` posts a signed event like Omise.
 * Details Omise does not document (some error codes, the QR's default lifetime) are marked "guess".
 */

export type FakeCharge = {
  object: 'charge';
  id: string;
  livemode: false;
  location: string;
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, unknown>;
  status: 'pending' | 'successful' | 'failed' | 'expired' | 'reversed';
  capture: boolean;
  authorized: boolean;
  paid: boolean;
  expired: boolean;
  reversed: boolean;
  voided: boolean;
  refunded_amount: number;
  refunds: FakeList<FakeRefund>;
  transaction: string | null;
  failure_code: string | null;
  failure_message: string | null;
  card: Record<string, unknown> | null;
  source: FakeSource | null;
  ip: string | null;
  return_uri: string | null;
  authorize_uri: string | null;
  expires_at: string | null;
  expired_at: string | null;
  paid_at: string | null;
  created_at: string;
};

export type FakeSource = {
  object: 'source';
  id: string;
  livemode: false;
  location: string;
  type: string;
  flow: 'offline' | 'app_redirect' | 'redirect';
  amount: number;
  currency: string;
  platform_type: string | null;
  scannable_code: {
    object: 'barcode';
    type: 'qr';
    image: {
      object: 'document';
      livemode: false;
      id: string;
      deleted: false;
      filename: string;
      location: string;
      kind: 'qr';
      download_uri: string;
      created_at: string;
    };
  } | null;
  created_at: string;
};

export type FakeRefund = {
  object: 'refund';
  id: string;
  location: string;
  livemode: false;
  voided: boolean;
  currency: string;
  amount: number;
  funding_amount: number;
  funding_currency: string;
  metadata: Record<string, unknown>;
  charge: string;
  transaction: string;
  status: string;
  created_at: string;
};

export type FakeList<T> = {
  object: 'list';
  data: T[];
  limit: number;
  offset: number;
  total: number;
  location: string;
  order: 'chronological' | 'reverse_chronological';
  from: string;
  to: string;
};

/** What the fake received: for asserting what the adapter sent. */
export type ReceivedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  contentType: string | null;
  /** Form bodies with bracketed keys are nested (`metadata[payment_id]` → `metadata.payment_id`). */
  body: Record<string, unknown>;
  rawBody: string;
};

/** `timeout`: the call is carried out but never answered (a lost answer); `server_error`: 500,
 *  nothing done; `disconnect`: the connection is cut before anything is done. */
export type FailureKind = 'timeout' | 'server_error' | 'disconnect';

export type CardOutcome = 'successful' | '3ds' | 'declined';

export type WebhookOptions = {
  /** Change the body after signing it. */
  tamper?: boolean;
  /** Sign with this secret (base64) instead of the fake's. */
  secret?: string;
  /** Also sign with this secret (base64), as during a rotation: `Omise-Signature: old,new`. */
  rotatedFrom?: string;
  /** Seconds added to the real time for `Omise-Signature-Timestamp`. */
  timestampOffset?: number;
  /** Event key, default `charge.complete`. */
  key?: string;
  /** Leave out these headers. */
  omitHeaders?: Array<'Omise-Signature' | 'Omise-Signature-Timestamp'>;
};

export type WebhookDelivery = {
  status: number;
  eventId: string;
  /** Exactly the bytes posted. */
  body: string;
  headers: Record<string, string>;
};

export type FakeOmise = {
  url: string;
  publicKey: string;
  secretKey: string;
  /** Base64, as the dashboard shows it. */
  webhookSecret: string;
  charges: Map<string, FakeCharge>;
  requests: ReceivedRequest[];
  createCardToken(outcome?: CardOutcome): string;
  complete(
    id: string,
    status: 'successful' | 'failed' | 'expired' | 'reversed',
    failure?: { code: string; message: string },
  ): FakeCharge;
  failNext(kind: FailureKind): void;
  sendWebhook(
    url: string,
    charge: FakeCharge | string,
    options?: WebhookOptions,
  ): Promise<WebhookDelivery>;
  close(): Promise<void>;
};

const MOBILE_BANKING_SOURCES = [
  'mobile_banking_scb',
  'mobile_banking_kbank',
  'mobile_banking_bbl',
  'mobile_banking_bay',
  'mobile_banking_ktb',
];
const PLATFORM_TYPES = ['WEB', 'IOS', 'ANDROID'];
/** Omise's smallest THB charge (฿20, per the docs mirror; guess until confirmed, buying.md §21). */
const MIN_THB_SATANG = 2000;
/** Guess: PromptPay's default QR lifetime when `expires_at` is not sent. */
const DEFAULT_QR_LIFETIME_MS = 24 * 60 * 60 * 1000;

const omiseId = (prefix: string): string => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const omiseTime = (date: Date = new Date()): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** `a[b]=1&a[c]=2` → `{a:{b:'1',c:'2'}}`; `a[]=1` → `{a:['1']}`. */
const parseForm = (raw: string): Record<string, unknown> => {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match?.[1]) continue;
    const parts = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    let node: Record<string, unknown> = result;
    for (let index = 0; index < parts.length - 1; index += 1) {
      const part = parts[index] as string;
      const isNextArray = parts[index + 1] === '';
      node[part] ??= isNextArray ? [] : {};
      if (isNextArray) {
        (node[part] as unknown[]).push(value);
        node = {};
        break;
      }
      node = node[part] as Record<string, unknown>;
    }
    const last = parts[parts.length - 1] as string;
    if (last !== '') node[last] = value;
  }
  return result;
};

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

class OmiseHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

export const startFakeOmise = async (): Promise<FakeOmise> => {
  const publicKey = `pkey_test_${randomBytes(8).toString('hex')}`;
  const secretKey = `skey_test_${randomBytes(8).toString('hex')}`;
  const webhookSecret = randomBytes(32).toString('base64');
  const charges = new Map<string, FakeCharge>();
  const requests: ReceivedRequest[] = [];
  const tokens = new Map<string, { outcome: CardOutcome; used: boolean }>();
  const failures: FailureKind[] = [];
  let url = '';

  const createCharge = (body: Record<string, unknown>): FakeCharge => {
    const amount = Number(text(body.amount));
    const currency = (text(body.currency) ?? '').toUpperCase();
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new OmiseHttpError(400, 'invalid_charge', 'amount must be an integer');
    }
    if (currency !== 'THB') {
      throw new OmiseHttpError(400, 'invalid_charge', 'currency is currently not supported');
    }
    if (amount < MIN_THB_SATANG) {
      throw new OmiseHttpError(400, 'invalid_charge', `amount must be at least ${MIN_THB_SATANG}`);
    }

    const id = omiseId('chrg');
    const now = new Date();
    const returnUri = text(body.return_uri);
    const metadata =
      body.metadata && typeof body.metadata === 'object'
        ? (body.metadata as Record<string, unknown>)
        : {};
    const charge: FakeCharge = {
      object: 'charge',
      id,
      livemode: false,
      location: `/charges/${id}`,
      amount,
      currency,
      description: text(body.description),
      metadata,
      status: 'pending',
      capture: text(body.capture) !== 'false',
      authorized: false,
      paid: false,
      expired: false,
      reversed: false,
      voided: false,
      refunded_amount: 0,
      refunds: {
        object: 'list',
        data: [],
        limit: 20,
        offset: 0,
        total: 0,
        location: `/charges/${id}/refunds`,
        order: 'chronological',
        from: '1970-01-01T00:00:00Z',
        to: omiseTime(now),
      },
      transaction: null,
      failure_code: null,
      failure_message: null,
      card: null,
      source: null,
      ip: text(body.ip),
      return_uri: returnUri,
      authorize_uri: null,
      expires_at: null,
      expired_at: null,
      paid_at: null,
      created_at: omiseTime(now),
    };

    const cardToken = text(body.card);
    const source = body.source && typeof body.source === 'object' ? body.source : null;
    if (cardToken && source) {
      throw new OmiseHttpError(400, 'invalid_charge', 'card and source cannot both be given');
    }

    if (cardToken) {
      const token = tokens.get(cardToken);
      if (!token) throw new OmiseHttpError(404, 'not_found', `token ${cardToken} was not found`);
      if (token.used) throw new OmiseHttpError(400, 'used_token', 'token was already used');
      if (token.outcome === '3ds' && !returnUri) {
        throw new OmiseHttpError(400, 'invalid_charge', 'return uri is invalid');
      }
      token.used = true;
      charge.card = {
        object: 'card',
        id: omiseId('card'),
        livemode: false,
        brand: 'Visa',
        last_digits: token.outcome === 'declined' ? '0002' : '4242',
        expiration_month: 12,
        expiration_year: new Date().getFullYear() + 3,
        name: 'SOMCHAI PRASERT',
        security_code_check: true,
      };
      charge.expires_at = omiseTime(new Date(now.getTime() + 24 * 60 * 60 * 1000));
      if (token.outcome === 'successful') {
        Object.assign(charge, {
          status: 'successful',
          authorized: true,
          paid: true,
          paid_at: omiseTime(now),
          transaction: omiseId('trxn'),
        });
      } else if (token.outcome === 'declined') {
        Object.assign(charge, {
          status: 'failed',
          failure_code: 'insufficient_fund',
          failure_message:
            'insufficient funds in the account or the card has reached the credit limit',
        });
      } else {
        charge.authorize_uri = `${url}/payments/${omiseId('paym')}/authorize`;
      }
    } else if (source) {
      const sourceBody = source as Record<string, unknown>;
      const type = text(sourceBody.type) ?? '';
      const platformType = text(sourceBody.platform_type);
      const sourceId = omiseId('src');
      const base: FakeSource = {
        object: 'source',
        id: sourceId,
        livemode: false,
        location: `/sources/${sourceId}`,
        type,
        flow: 'offline',
        amount,
        currency,
        platform_type: null,
        scannable_code: null,
        created_at: omiseTime(now),
      };

      if (type === 'promptpay') {
        const expiresAt = text(body.expires_at);
        const expires = expiresAt
          ? new Date(expiresAt)
          : new Date(now.getTime() + DEFAULT_QR_LIFETIME_MS);
        if (Number.isNaN(expires.getTime()) || expires <= now) {
          throw new OmiseHttpError(400, 'invalid_charge', 'expires at is invalid');
        }
        const documentId = omiseId('docu');
        const documentPath = `/charges/${id}/documents/${documentId}`;
        charge.expires_at = omiseTime(expires);
        charge.source = {
          ...base,
          scannable_code: {
            object: 'barcode',
            type: 'qr',
            image: {
              object: 'document',
              livemode: false,
              id: documentId,
              deleted: false,
              filename: 'qrcode.svg',
              location: documentPath,
              kind: 'qr',
              download_uri: `${url}${documentPath}/downloads/${randomBytes(8).toString('hex').toUpperCase()}`,
              created_at: omiseTime(now),
            },
          },
        };
      } else if (MOBILE_BANKING_SOURCES.includes(type)) {
        if (platformType !== null && !PLATFORM_TYPES.includes(platformType)) {
          throw new OmiseHttpError(400, 'invalid_source', 'platform type is invalid'); // code: guess
        }
        if (!returnUri) throw new OmiseHttpError(400, 'invalid_charge', 'return uri is invalid');
        charge.expires_at = omiseTime(new Date(now.getTime() + 60 * 60 * 1000));
        charge.authorize_uri = `${url}/payments/${omiseId('paym')}/authorize`;
        charge.source = { ...base, flow: 'app_redirect', platform_type: platformType ?? 'WEB' };
      } else {
        throw new OmiseHttpError(400, 'invalid_source', 'source type is not supported'); // code: guess
      }
    } else {
      throw new OmiseHttpError(400, 'invalid_charge', 'card, customer or source is required');
    }

    charges.set(id, charge);
    return charge;
  };

  const findCharge = (id: string): FakeCharge => {
    const charge = charges.get(id);
    if (!charge) throw new OmiseHttpError(404, 'not_found', `charge ${id} was not found`);
    return charge;
  };

  const listCharges = (query: URLSearchParams): FakeList<FakeCharge> => {
    const from = new Date(query.get('from') ?? '1970-01-01T00:00:00Z');
    const to = new Date(query.get('to') ?? new Date().toISOString());
    const offset = Number(query.get('offset') ?? '0');
    const limit = Math.min(Number(query.get('limit') ?? '20'), 100);
    const order =
      query.get('order') === 'reverse_chronological' ? 'reverse_chronological' : 'chronological';
    if ([from.getTime(), to.getTime(), offset, limit].some((n) => Number.isNaN(n)) || limit < 1) {
      throw new OmiseHttpError(400, 'bad_request', 'list parameters are invalid');
    }

    const matching = [...charges.values()]
      .filter((charge) => {
        const created = new Date(charge.created_at).getTime();
        return created >= from.getTime() && created <= to.getTime();
      })
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    if (order === 'reverse_chronological') matching.reverse();

    return {
      object: 'list',
      data: matching.slice(offset, offset + limit),
      limit,
      offset,
      total: matching.length,
      location: '/charges',
      order,
      from: omiseTime(from),
      to: omiseTime(to),
    };
  };

  const expireCharge = (id: string): FakeCharge => {
    const charge = findCharge(id);
    if (charge.status !== 'pending') {
      throw new OmiseHttpError(400, 'failed_expire', 'charge cannot be expired'); // code: guess
    }
    return Object.assign(charge, { status: 'expired', expired: true, expired_at: omiseTime() });
  };

  const refundCharge = (id: string, body: Record<string, unknown>): FakeRefund => {
    const charge = findCharge(id);
    const amount = Number(text(body.amount));
    if (!Number.isInteger(amount) || amount <= 0) {
      throw new OmiseHttpError(400, 'invalid_amount', 'amount must be an integer');
    }
    if (charge.status !== 'successful' || !charge.paid) {
      throw new OmiseHttpError(400, 'failed_refund', "charge can't be refunded"); // code: guess
    }
    if (charge.refunded_amount + amount > charge.amount) {
      throw new OmiseHttpError(400, 'failed_refund', 'refund amount is greater than the charge');
    }
    const refundId = omiseId('rfnd');
    const refund: FakeRefund = {
      object: 'refund',
      id: refundId,
      location: `/charges/${id}/refunds/${refundId}`,
      livemode: false,
      voided: false,
      currency: charge.currency,
      amount,
      funding_amount: amount,
      funding_currency: charge.currency,
      metadata:
        body.metadata && typeof body.metadata === 'object'
          ? (body.metadata as Record<string, unknown>)
          : {},
      charge: id,
      transaction: omiseId('trxn'),
      status: 'closed',
      created_at: omiseTime(),
    };
    charge.refunded_amount += amount;
    charge.refunds.data.push(refund);
    charge.refunds.total += 1;
    return refund;
  };

  const route = (
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): unknown => {
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (segments[0] !== 'charges') throw new OmiseHttpError(404, 'not_found', 'path not found');
    const [, id, action] = segments;

    if (method === 'POST' && segments.length === 1) return createCharge(body);
    if (method === 'GET' && segments.length === 1) return listCharges(query);
    if (method === 'GET' && segments.length === 2 && id) return findCharge(id);
    if (method === 'POST' && segments.length === 3 && id && action === 'expire') {
      return expireCharge(id);
    }
    if (method === 'POST' && segments.length === 3 && id && action === 'refunds') {
      return refundCharge(id, body);
    }
    throw new OmiseHttpError(404, 'not_found', 'path not found');
  };

  const isAuthorized = (request: IncomingMessage): boolean => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [user] = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8').split(':');
    return user === secretKey;
  };

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const sendError = (response: ServerResponse, status: number, code: string, message: string) =>
    sendJson(response, status, {
      object: 'error',
      location: `https://www.omise.co/api-errors#${code.replace(/_/g, '-')}`,
      code,
      message,
    });

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const requestUrl = new URL(request.url ?? '/', 'http://fake-omise.local');
    const rawBody = await readBody(request);

    // The QR image: public, like a pre-signed download.
    if (request.method === 'GET' && /\/documents\/[^/]+\/downloads\//.test(requestUrl.pathname)) {
      response.writeHead(200, { 'Content-Type': 'image/svg+xml' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      return;
    }

    const contentType = request.headers['content-type']?.split(';')[0]?.trim() ?? null;
    let body: Record<string, unknown> = {};
    if (rawBody !== '') {
      try {
        body =
          contentType === 'application/json'
            ? (JSON.parse(rawBody) as Record<string, unknown>)
            : parseForm(rawBody);
      } catch {
        sendError(response, 400, 'bad_request', 'request body could not be parsed');
        return;
      }
    }
    requests.push({
      method: request.method ?? 'GET',
      path: requestUrl.pathname,
      query: requestUrl.searchParams,
      headers: request.headers,
      contentType,
      body,
      rawBody,
    });

    const failure = failures.shift();
    if (failure === 'disconnect') {
      request.socket.destroy();
      return;
    }
    if (failure === 'server_error') {
      sendError(response, 500, 'internal_error', 'the server could not complete the request');
      return;
    }

    if (!isAuthorized(request)) {
      sendError(response, 401, 'authentication_failure', 'authentication failed');
      return;
    }

    let answer: { status: number; body: unknown };
    try {
      answer = {
        status: 200,
        body: route(request.method ?? 'GET', requestUrl.pathname, requestUrl.searchParams, body),
      };
    } catch (error) {
      if (!(error instanceof OmiseHttpError)) throw error;
      answer = {
        status: error.status,
        body: {
          object: 'error',
          location: `https://www.omise.co/api-errors#${error.code.replace(/_/g, '-')}`,
          code: error.code,
          message: error.message,
        },
      };
    }

    // Done, but the answer is lost: the socket stays open until the client gives up.
    if (failure === 'timeout') return;
    sendJson(response, answer.status, answer.body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendError(response, 500, 'internal_error', error instanceof Error ? error.message : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const sign = (secretBase64: string, timestamp: string, body: string): string =>
    createHmac('sha256', Buffer.from(secretBase64, 'base64'))
      .update(`${timestamp}.${body}`)
      .digest('hex');

  return {
    url,
    publicKey,
    secretKey,
    webhookSecret,
    charges,
    requests,

    createCardToken(outcome = 'successful') {
      const token = omiseId('tokn');
      tokens.set(token, { outcome, used: false });
      return token;
    },

    complete(id, status, failure) {
      const charge = findCharge(id);
      const now = omiseTime();
      if (status === 'successful') {
        Object.assign(charge, {
          status,
          authorized: true,
          paid: true,
          paid_at: now,
          transaction: omiseId('trxn'),
        });
      } else if (status === 'failed') {
        Object.assign(charge, {
          status,
          failure_code: failure?.code ?? 'payment_rejected',
          failure_message: failure?.message ?? 'the payment was rejected by the issuer',
        });
      } else if (status === 'expired') {
        Object.assign(charge, { status, expired: true, expired_at: now });
      } else {
        Object.assign(charge, { status, reversed: true });
      }
      return charge;
    },

    failNext(kind) {
      failures.push(kind);
    },

    async sendWebhook(target, chargeOrId, options = {}) {
      const charge = typeof chargeOrId === 'string' ? findCharge(chargeOrId) : chargeOrId;
      const eventId = omiseId('evnt');
      const event = {
        object: 'event',
        id: eventId,
        livemode: false,
        location: `/events/${eventId}`,
        webhook_deliveries: [],
        data: charge,
        key: options.key ?? 'charge.complete',
        created_at: omiseTime(),
      };
      const signedBody = JSON.stringify(event);
      const timestamp = String(Math.floor(Date.now() / 1000) + (options.timestampOffset ?? 0));
      const signatures = [sign(options.secret ?? webhookSecret, timestamp, signedBody)];
      if (options.rotatedFrom) signatures.unshift(sign(options.rotatedFrom, timestamp, signedBody));

      const body = options.tamper
        ? JSON.stringify({ ...event, data: { ...charge, amount: charge.amount + 100 } })
        : signedBody;
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'User-Agent': 'Omise/webhook (fake)',
        'Omise-Signature': signatures.join(','),
        'Omise-Signature-Timestamp': timestamp,
      };
      for (const name of options.omitHeaders ?? []) delete headers[name];

      const response = await fetch(target, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return { status: response.status, eventId, body, headers };
    },

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
};
