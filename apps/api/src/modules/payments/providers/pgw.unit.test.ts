import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakePgw, type FakePgw } from '../../../../test/fake-pgw.js';
import { createPgwGateway, decodeFrontendReturn } from './pgw.js';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  NotificationRejectedError,
  type AttemptToStart,
  type KnownAttempt,
  type PaymentGateway,
  type RawNotification,
} from '../../../lib/payment-gateway.js';

/** The adapter against a fake 2C2P over real HTTP: nothing of ours is mocked. */

let fake: FakePgw;
let gateway: PaymentGateway;
let orderSeq = 12_345;

const AGENT_CHANNELS = ['OVERTHECOUNTER', 'BANKCOUNTER', 'ATM'];

const gatewayFor = (overrides: { secretKey?: string; apiUrl?: string; timeoutMs?: number } = {}) =>
  createPgwGateway({
    merchantId: fake.merchantId,
    secretKey: overrides.secretKey ?? fake.secretKey,
    apiUrl: overrides.apiUrl ?? `${fake.url}/`,
    agentChannels123: AGENT_CHANNELS,
    timeoutMs: overrides.timeoutMs ?? 2000,
  });

/** An attempt of a new order each time (invoice numbers are unique at 2C2P). */
const attemptOf = (overrides: Partial<AttemptToStart> = {}): AttemptToStart => {
  const orderNumber = `NS${String(orderSeq++).padStart(10, '0')}`;
  return {
    paymentId: randomUUID(),
    orderId: orderSeq,
    orderNumber,
    attemptNo: 1,
    method: 'pgw_card',
    amountSatang: 10_050,
    description: `Nangsue ${orderNumber}`,
    locale: 'th',
    expiresAt: new Date('2026-03-01T10:30:00.000Z'),
    returnUrl: 'https://store.example/payment/return/pgw',
    notifyUrl: 'https://api.example/v2/payments/pgw/webhook',
    customerIp: '203.0.113.7',
    ...overrides,
  };
};

const knownOf = (attempt: AttemptToStart, providerRef: string | null): KnownAttempt => ({
  paymentId: attempt.paymentId,
  providerRef,
  orderNumber: attempt.orderNumber,
  attemptNo: attempt.attemptNo,
  method: attempt.method,
  amountSatang: attempt.amountSatang,
  createdAt: new Date(),
  expiresAt: attempt.expiresAt,
});

/** Starts an attempt at the fake and returns it with its invoice number. */
const started = async (overrides: Partial<AttemptToStart> = {}) => {
  const attempt = attemptOf(overrides);
  const result = await gateway.start(attempt);
  return { attempt, result, known: knownOf(attempt, result.providerRef) };
};

const lastRequest = (path: string) => {
  const request = fake.requests.filter((r) => r.path === path).at(-1);
  if (!request) throw new Error(`no ${path} request`);
  return request;
};

/** A stand-in for our webhook route: keeps what 2C2P posts, as raw bytes. */
const received: RawNotification[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(200).end();
  });
});
let receiverUrl = '';

const notify = async (
  invoiceNo: string,
  options: Parameters<FakePgw['sendBackendNotification']>[2] = {},
) => {
  const { status } = await fake.sendBackendNotification(receiverUrl, invoiceNo, options);
  expect(status).toBe(200);
  const notification = received.at(-1);
  if (!notification) throw new Error('nothing received');
  return notification;
};

beforeAll(async () => {
  fake = await startFakePgw();
  gateway = gatewayFor();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/v2/payments/pgw/webhook`;
});

afterAll(async () => {
  await fake.close();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

afterEach(() => {
  received.length = 0;
});

describe('the gateway', () => {
  it('offers the hosted card page and 123, with no public key', () => {
    expect(gateway.name).toBe('pgw');
    expect(gateway.methods).toEqual(['pgw_card', 'pgw_123']);
    expect(gateway.publicKey).toBeNull();
  });

  it('offers no 123 without agent channels', () => {
    const cardOnly = createPgwGateway({
      merchantId: 'M',
      secretKey: 'S',
      apiUrl: fake.url,
      agentChannels123: [],
      timeoutMs: 1000,
    });
    expect(cardOnly.methods).toEqual(['pgw_card']);
  });
});

describe('start', () => {
  it('asks for a card token with the documented claims and redirects to the hosted page', async () => {
    const attempt = attemptOf();
    const result = await gateway.start(attempt);
    const invoiceNo = `${attempt.orderNumber}P01`;

    const request = lastRequest('paymentToken');
    expect(decodeProtectedHeader(request.token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(request.claims).toEqual({
      merchantID: fake.merchantId,
      invoiceNo,
      description: attempt.description,
      amount: 100.5,
      currencyCode: 'THB',
      paymentChannel: ['CC'],
      request3DS: 'Y',
      frontendReturnUrl: 'https://store.example/payment/return/pgw',
      backendReturnUrl: 'https://api.example/v2/payments/pgw/webhook',
      paymentExpiry: '2026-03-01 17:30:00',
      userDefined1: attempt.paymentId,
      idempotencyID: attempt.paymentId,
      locale: 'th',
    });
    expect(request.token.split('.')[1]).not.toContain('=');

    const tx = fake.transactions.get(invoiceNo);
    expect(result).toEqual({
      providerRef: invoiceNo,
      status: 'pending',
      next: {
        Action: 'redirect',
        RedirectUrl: `${fake.url}/payment/4.3/pay/${tx?.paymentToken}`,
        QrImageUrl: null,
        QrPayload: null,
        QrExpiresAt: null,
        Slip: null,
      },
    });
  });

  it('asks for a 123 token with the agent channels, the attempt number and the next day in Bangkok', async () => {
    const attempt = attemptOf({
      method: 'pgw_123',
      attemptNo: 3,
      amountSatang: 2_000,
      locale: 'en',
      expiresAt: new Date('2026-01-31T17:30:05.000Z'),
    });
    const result = await gateway.start(attempt);

    expect(result.providerRef).toBe(`${attempt.orderNumber}P03`);
    expect(lastRequest('paymentToken').claims).toMatchObject({
      invoiceNo: `${attempt.orderNumber}P03`,
      amount: 20,
      paymentChannel: ['123'],
      agentChannel: AGENT_CHANNELS,
      paymentExpiry: '2026-02-01 00:30:05',
      locale: 'en',
    });
  });

  it('sends amounts in baht with their satang exactly', async () => {
    await gateway.start(attemptOf({ amountSatang: 12_345 }));
    expect(lastRequest('paymentToken').claims['amount']).toBe(123.45);
    await gateway.start(attemptOf({ amountSatang: 99_999_999 }));
    expect(lastRequest('paymentToken').claims['amount']).toBe(999_999.99);
  });

  it('keeps the description to plain ASCII', async () => {
    await gateway.start(attemptOf({ description: 'หนังสือ Nangsue <NS1> "x"' }));
    expect(lastRequest('paymentToken').claims['description']).toBe('Nangsue NS1 x');
  });

  it('replays a retry with the same idempotencyID and refuses the invoice for another (9015)', async () => {
    const attempt = attemptOf();
    const first = await gateway.start(attempt);
    const retry = await gateway.start(attempt);
    expect(retry).toEqual(first);

    const error = await gateway.start({ ...attempt, paymentId: randomUUID() }).catch((e) => e);
    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect(error.code).toBe('9015');
  });

  it('is refused (9042) when our secret is not the merchant’s', async () => {
    const error = await gatewayFor({ secretKey: 'A'.repeat(64) })
      .start(attemptOf())
      .catch((e) => e);
    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect(error.code).toBe('9042');
  });

  it.each([
    ['bad_signature', 'signed with another secret'],
    ['alg_none', 'unsigned (alg none)'],
  ] as const)('refuses an answer %s (%s)', async (mode, _how) => {
    fake.failNext(mode);
    const error = await gateway.start(attemptOf()).catch((e) => e);
    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect(error.code).toBe('invalid_signature');
  });

  it.each(['timeout', '500', 'malformed'] as const)(
    'reports the gateway unavailable on %s',
    async (mode) => {
      fake.failNext(mode);
      const error = await gatewayFor({ timeoutMs: 300 })
        .start(attemptOf())
        .catch((e) => e);
      expect(error).toBeInstanceOf(GatewayUnavailableError);
    },
  );

  it('reports the gateway unavailable when nothing listens', async () => {
    const closed = await startFakePgw();
    await closed.close();
    const error = await gatewayFor({ apiUrl: closed.url })
      .start(attemptOf())
      .catch((e) => e);
    expect(error).toBeInstanceOf(GatewayUnavailableError);
  });

  it('refuses methods that are not 2C2P’s', async () => {
    const error = await gateway.start(attemptOf({ method: 'omise_card' })).catch((e) => e);
    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect(error.code).toBe('unsupported_method');
  });
});

describe('read', () => {
  it('asks Payment Inquiry by invoice number, signed, and reads a success', async () => {
    const { attempt, known } = await started();
    fake.complete(known.providerRef ?? '', '0000', { transactionDateTime: '20260131235959' });

    const truth = await gateway.read(known);

    expect(lastRequest('paymentInquiry').claims).toEqual({
      merchantID: fake.merchantId,
      invoiceNo: known.providerRef,
      locale: 'en',
    });
    expect(truth).toEqual({
      status: 'succeeded',
      providerRef: known.providerRef,
      paymentId: attempt.paymentId,
      amountSatang: 10_050,
      currency: 'THB',
      paidAt: new Date('2026-01-31T16:59:59.000Z'),
    });
  });

  it.each([
    ['0000', 'succeeded'],
    ['4110', 'succeeded'],
    ['0001', 'pending'],
    ['2001', 'pending'],
    ['1003', 'pending'],
    ['0003', 'cancelled'],
    ['5009', 'expired'],
  ] as const)('maps %s to %s', async (respCode, status) => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', respCode);
    const truth = await gateway.read(known);
    expect(truth.status).toBe(status);
    expect(truth.failureCode).toBeUndefined();
    if (status !== 'succeeded') expect(truth.paidAt).toBeNull();
  });

  it.each([
    ['4005', 'Do not honor'],
    ['5015', 'Code 5015'],
    ['0999', 'Code 0999'],
  ])('maps %s to failed with its code and description', async (respCode, respDesc) => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', respCode);
    expect(await gateway.read(known)).toMatchObject({
      status: 'failed',
      failureCode: respCode,
      failureMessage: respDesc,
      paidAt: null,
    });
  });

  it('reads a token not yet paid as pending', async () => {
    const { known } = await started();
    expect((await gateway.read(known)).status).toBe('pending');
  });

  it('reads 2002 (not found), signed or not, as pending with the code', async () => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '2002');
    expect(await gateway.read(known)).toMatchObject({ status: 'pending', failureCode: '2002' });

    const unknown = knownOf(attemptOf(), null);
    expect(await gateway.read(unknown)).toEqual({
      status: 'pending',
      providerRef: `${unknown.orderNumber}P01`,
      paymentId: null,
      amountSatang: null,
      currency: null,
      paidAt: null,
      failureCode: '2002',
      failureMessage: 'Transaction not found',
    });
  });

  it.each([
    ['100.50', 10_050],
    [100.5, 10_050],
    ['100.50000', 10_050],
    [1000, 100_000],
    ['0.01', 1],
    [' 20.00 ', 2_000],
    // The 3.x API's 12-digit minor units are not 4.3's: ambiguous, so not read.
    ['000000010050', null],
    ['100.505', null],
    ['1e3', null],
    ['-100.50', null],
    ['', null],
    [null, null],
  ])('reads amount %j as %j satang', async (amount, satang) => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '0000', { amount });
    expect((await gateway.read(known)).amountSatang).toBe(satang);
  });

  it.each([
    ['THB', 'THB'],
    ['thb', 'THB'],
    ['764', 'THB'],
    ['USD', 'USD'],
    [undefined, null],
  ])('reads currency %j as %j', async (currencyCode, currency) => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '0000', { currencyCode });
    expect((await gateway.read(known)).currency).toBe(currency);
  });

  it('gives no paidAt for a transaction time that is not one', async () => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '0000', { transactionDateTime: '20260231120000' });
    expect((await gateway.read(known)).paidAt).toBeNull();
  });

  it('gives a null paymentId when userDefined1 is empty', async () => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '0000', { userDefined1: '' });
    expect((await gateway.read(known)).paymentId).toBeNull();
  });

  it.each([
    ['another invoice', { invoiceNo: 'NS9999999999P01' }],
    ['another merchant', { merchantID: 'OTHER' }],
    ['no respCode', { respCode: undefined }],
  ])('cannot read an answer about %s', async (_case, overrides) => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '0000', overrides);
    await expect(gateway.read(known)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it.each(['bad_signature', 'alg_none', 'timeout', '500', 'malformed'] as const)(
    'cannot read on %s',
    async (mode) => {
      const { known } = await started();
      fake.complete(known.providerRef ?? '', '0000');
      fake.failNext(mode);
      await expect(gatewayFor({ timeoutMs: 300 }).read(known)).rejects.toBeInstanceOf(
        GatewayUnavailableError,
      );
    },
  );

  it('cannot read with a secret 2C2P refuses (unsigned 9042)', async () => {
    const { known } = await started();
    await expect(gatewayFor({ secretKey: 'B'.repeat(64) }).read(known)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });
});

describe('findLost', () => {
  it('finds an attempt whose start answer was lost, by invoice number', async () => {
    const attempt = attemptOf();
    fake.failNext('timeout');
    await expect(gatewayFor({ timeoutMs: 300 }).start(attempt)).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
    // The fake created the token although its answer never came.
    await waitFor(() => fake.transactions.has(`${attempt.orderNumber}P01`));

    const truth = await gateway.findLost(knownOf(attempt, null));
    expect(truth).toMatchObject({
      status: 'pending',
      providerRef: `${attempt.orderNumber}P01`,
      paymentId: attempt.paymentId,
    });
  });

  it('answers null for an invoice 2C2P does not know', async () => {
    expect(await gateway.findLost(knownOf(attemptOf(), null))).toBeNull();
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '2002');
    expect(await gateway.findLost(known)).toBeNull();
  });
});

describe('verifyNotification', () => {
  it('accepts 2C2P’s signed notification and points at the attempt', async () => {
    const { attempt, known } = await started();
    const tx = fake.complete(known.providerRef ?? '', '0000');
    const notification = await notify(tx.invoiceNo);

    expect(gateway.verifyNotification(notification, new Date())).toEqual({
      eventId: `${tx.invoiceNo}:0000:${tx.tranRef}`,
      providerRef: tx.invoiceNo,
      paymentId: attempt.paymentId,
    });
  });

  it('gives each outcome of an invoice its own event id', async () => {
    const { known } = await started();
    const invoiceNo = known.providerRef ?? '';
    fake.complete(invoiceNo, '0001');
    const pending = gateway.verifyNotification(await notify(invoiceNo), new Date());
    fake.complete(invoiceNo, '0000');
    const paid = gateway.verifyNotification(await notify(invoiceNo), new Date());
    expect(pending.eventId).not.toBe(paid.eventId);
    fake.complete(invoiceNo, '0000', { tranRef: undefined });
    expect(gateway.verifyNotification(await notify(invoiceNo), new Date()).eventId).toBe(
      `${invoiceNo}:0000:`,
    );
  });

  it.each([
    ['tampered', { tamper: true }, /signature/],
    ['alg none', { alg: 'none' as const }, /algorithm none/],
    ['HS512 with our secret', { alg: 'HS512' as const }, /algorithm HS512/],
    ['signed with another secret', { secret: 'C'.repeat(64) }, /signature/],
    ['for another merchant', { merchantId: 'OTHER' }, /merchantID OTHER/],
    ['without an invoice number', { claims: { invoiceNo: undefined } }, /invoiceNo/],
  ])('rejects a notification %s', async (_case, options, reason) => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '0000');
    const notification = await notify(known.providerRef ?? '', options);
    const verify = () => gateway.verifyNotification(notification, new Date());
    expect(verify).toThrow(NotificationRejectedError);
    expect(verify).toThrow(reason);
  });

  it.each([
    ['an empty body', ''],
    ['JSON without a payload', '{"invoiceNo":"NS0000000001P01"}'],
    ['a payload that is not a JWT', '{"payload":"abc"}'],
    ['a JWT with padding', '{"payload":"eyJhbGciOiJIUzI1NiJ9.e30=.AAAA"}'],
  ])('rejects %s', (_case, body) => {
    expect(() =>
      gateway.verifyNotification({ headers: {}, body: Buffer.from(body) }, new Date()),
    ).toThrow(NotificationRejectedError);
  });

  it('also reads the payload from a form post', async () => {
    const { known } = await started();
    fake.complete(known.providerRef ?? '', '0000');
    const json = await notify(known.providerRef ?? '');
    const { payload } = JSON.parse(json.body.toString('utf8')) as { payload: string };
    const form = { headers: {}, body: Buffer.from(`payload=${encodeURIComponent(payload)}`) };
    expect(gateway.verifyNotification(form, new Date()).providerRef).toBe(known.providerRef);
  });
});

describe('cancel and refund', () => {
  it('cancels nothing (no documented call for the redirect flow)', async () => {
    const { known } = await started();
    const before = fake.requests.length;
    await expect(gateway.cancel(known)).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(before);
  });

  it('refuses refunds: staff refund 2C2P payments by hand', async () => {
    const { known } = await started();
    const error = await gateway.refund(known, 10_050).catch((e) => e);
    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect(error.code).toBe('manual_refund');
  });
});

describe('the hosted page and the frontend return', () => {
  it('settles, notifies our backend and sends the browser back with paymentResponse', async () => {
    const { attempt, result } = await started({ notifyUrl: receiverUrl });
    const pageUrl = result.next.RedirectUrl ?? '';
    expect((await fetch(pageUrl)).status).toBe(200);

    const response = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    });
    const html = await response.text();
    expect(html).toContain(`action="${attempt.returnUrl}"`);
    const paymentResponse = /name="paymentResponse" value="([^"]+)"/.exec(html)?.[1] ?? '';

    expect(decodeFrontendReturn(paymentResponse)).toEqual({
      invoiceNo: result.providerRef,
      respCode: '2000',
    });
    const [notification] = received;
    expect(received).toHaveLength(1);
    expect(notification && gateway.verifyNotification(notification, new Date())).toMatchObject({
      providerRef: result.providerRef,
      paymentId: attempt.paymentId,
    });
    expect((await gateway.read(knownOf(attempt, result.providerRef))).status).toBe('succeeded');
  });

  it('decodes base64url, a JWT-shaped value and a + turned into a space', () => {
    const json = JSON.stringify({ invoiceNo: 'NS0000000001P01', respCode: '2000', x: '>>>?' });
    const base64 = Buffer.from(json).toString('base64');
    const expected = { invoiceNo: 'NS0000000001P01', respCode: '2000' };

    expect(decodeFrontendReturn(Buffer.from(json).toString('base64url'))).toEqual(expected);
    expect(decodeFrontendReturn(`eyJhbGciOiJIUzI1NiJ9.${base64}.sig`)).toEqual(expected);
    expect(base64).toContain('+');
    expect(decodeFrontendReturn(base64.replace(/\+/g, ' '))).toEqual(expected);
  });

  it.each(['', 'not base64!', Buffer.from('[1,2]').toString('base64'), 'e30'])(
    'decodes %j as nothing',
    (value) => {
      expect(decodeFrontendReturn(value)).toBeNull();
    },
  );
});

/** Polls until `check` holds (the fake finishes a timed-out request after the client gave up). */
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
