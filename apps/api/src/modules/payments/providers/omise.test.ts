import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOmise, type FakeOmise } from '../../../../test/fake-omise.js';
import { chargeToTruth, createOmiseGateway, platformTypeFromUserAgent } from './omise.js';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  NotificationRejectedError,
  type AttemptToStart,
  type KnownAttempt,
  type PaymentGateway,
  type RawNotification,
} from '../../../lib/payment-gateway.js';

/**
 * The Omise adapter against a fake Omise that speaks Omise's HTTP protocol on 127.0.0.1
 * (test/fake-omise.ts). Nothing of ours is mocked: every call crosses a real socket, and the
 * webhooks are posted to a real local receiver whose raw bytes the adapter verifies.
 */

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

let omise: FakeOmise;
let gateway: PaymentGateway;
let receiver: { url: string; next(): Promise<RawNotification>; close(): Promise<void> };
let orderSequence = 0;

const makeGateway = (overrides: Partial<Parameters<typeof createOmiseGateway>[0]> = {}) =>
  createOmiseGateway({
    publicKey: omise.publicKey,
    secretKey: omise.secretKey,
    webhookSecret: omise.webhookSecret,
    apiUrl: omise.url,
    timeoutMs: 2000,
    ...overrides,
  });

const attemptFor = (overrides: Partial<AttemptToStart> = {}): AttemptToStart => {
  orderSequence += 1;
  const orderNumber = `NS${String(orderSequence).padStart(10, '0')}`;
  return {
    paymentId: randomUUID(),
    orderId: orderSequence,
    orderNumber,
    attemptNo: 1,
    method: 'omise_promptpay',
    amountSatang: 12_345,
    description: `Nangsue ${orderNumber}`,
    locale: 'th',
    expiresAt: new Date(Date.now() + 30 * 60 * 1000),
    returnUrl: `https://nangsue.example/payment?orderId=${orderSequence}`,
    notifyUrl: 'https://api.nangsue.example/v2/payments/omise/webhook',
    customerIp: '203.0.113.7',
    ...overrides,
  };
};

const known = (
  attempt: AttemptToStart,
  providerRef: string | null,
  overrides: Partial<KnownAttempt> = {},
): KnownAttempt => ({
  paymentId: attempt.paymentId,
  providerRef,
  orderNumber: attempt.orderNumber,
  attemptNo: attempt.attemptNo,
  method: attempt.method,
  amountSatang: attempt.amountSatang,
  createdAt: new Date(),
  expiresAt: attempt.expiresAt,
  ...overrides,
});

const lastRequest = () => {
  const request = omise.requests.at(-1);
  if (!request) throw new Error('the fake received nothing');
  return request;
};

/** A local HTTP endpoint that keeps the raw bytes and headers of what it receives. */
const startReceiver = async () => {
  const waiting: Array<(notification: RawNotification) => void> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: IncomingHttpHeaders = request.headers;
      waiting.shift()?.({ headers, body: Buffer.concat(chunks) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/payments/omise/webhook`,
    next: () => new Promise<RawNotification>((resolve) => waiting.push(resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Posts a webhook through the fake and gives back what our endpoint received. */
const deliver = async (
  charge: Parameters<FakeOmise['sendWebhook']>[1],
  options?: Parameters<FakeOmise['sendWebhook']>[2],
) => {
  const received = receiver.next();
  const delivery = await omise.sendWebhook(receiver.url, charge, options);
  return { delivery, notification: await received };
};

/** Headers as Omise signs a body: hex HMAC-SHA256 of `"{timestamp}.{body}"`, decoded secret. */
const signedHeaders = (body: string): Record<string, string> => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', Buffer.from(omise.webhookSecret, 'base64'))
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return { 'Omise-Signature': signature, 'Omise-Signature-Timestamp': timestamp };
};

const startPromptPay = async (overrides: Partial<AttemptToStart> = {}) => {
  const attempt = attemptFor(overrides);
  const started = await gateway.start(attempt);
  return { attempt, started };
};

beforeAll(async () => {
  omise = await startFakeOmise();
  gateway = makeGateway();
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver.close();
  await omise.close();
});

describe('the gateway', () => {
  it('names itself, its methods and the public key for Omise.js', () => {
    expect(gateway.name).toBe('omise');
    expect(gateway.methods).toEqual(['omise_card', 'omise_promptpay', 'omise_mobile_banking']);
    expect(gateway.publicKey).toBe(omise.publicKey);
  });
});

describe('start: card', () => {
  it('sends the token, amount in satang, thb, our references, return_uri and ip with our key', async () => {
    const token = omise.createCardToken('successful');
    const attempt = attemptFor({ method: 'omise_card', cardToken: token, amountSatang: 45_900 });

    const started = await gateway.start(attempt);

    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/charges');
    expect(request.contentType).toBe('application/x-www-form-urlencoded');
    expect(request.headers['omise-version']).toBe('2019-05-29');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${omise.secretKey}:`).toString('base64')}`,
    );
    expect(request.body).toEqual({
      amount: '45900',
      currency: 'thb',
      card: token,
      return_uri: attempt.returnUrl,
      description: attempt.description,
      metadata: { payment_id: attempt.paymentId, order_number: attempt.orderNumber },
      ip: '203.0.113.7',
    });

    expect(started).toEqual({
      providerRef: expect.stringMatching(/^chrg_test_/),
      status: 'succeeded',
      next: expect.objectContaining({ Action: 'done', RedirectUrl: null, QrImageUrl: null }),
    });
    expect(omise.charges.get(started.providerRef)).toMatchObject({
      amount: 45_900,
      currency: 'THB',
      metadata: { payment_id: attempt.paymentId, order_number: attempt.orderNumber },
    });
  });

  it('redirects to authorize_uri when the card asks for 3-D Secure', async () => {
    const attempt = attemptFor({
      method: 'omise_card',
      cardToken: omise.createCardToken('3ds'),
    });

    const started = await gateway.start(attempt);

    const charge = omise.charges.get(started.providerRef);
    expect(charge?.authorize_uri).toMatch(/\/payments\/paym_test_\w+\/authorize$/);
    expect(started.status).toBe('pending');
    expect(started.next).toEqual({
      Action: 'redirect',
      RedirectUrl: charge?.authorize_uri,
      QrImageUrl: null,
      QrPayload: null,
      QrExpiresAt: null,
      Slip: null,
    });
  });

  it('reports a card declined at creation as failed with Omise’s code and message', async () => {
    const started = await gateway.start(
      attemptFor({ method: 'omise_card', cardToken: omise.createCardToken('declined') }),
    );

    expect(started).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_fund',
      failureMessage: expect.stringContaining('insufficient funds'),
      next: { Action: 'retry' },
    });
  });

  it('is refused when the single-use token was used already', async () => {
    const token = omise.createCardToken('successful');
    await gateway.start(attemptFor({ method: 'omise_card', cardToken: token }));

    const again = gateway.start(attemptFor({ method: 'omise_card', cardToken: token }));

    await expect(again).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(again).rejects.toMatchObject({ code: 'used_token' });
  });

  it('refuses to start a card charge without a token, without calling Omise', async () => {
    const before = omise.requests.length;

    await expect(gateway.start(attemptFor({ method: 'omise_card' }))).rejects.toMatchObject({
      code: 'missing_card_token',
    });
    expect(omise.requests).toHaveLength(before);
  });
});

describe('start: PromptPay', () => {
  it('creates a promptpay source charge with our expiry and shows its QR image', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60 * 1000);
    const { attempt, started } = await startPromptPay({ expiresAt });

    const request = lastRequest();
    expect(request.body).toMatchObject({
      amount: '12345',
      currency: 'thb',
      source: { type: 'promptpay' },
      expires_at: expiresAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      metadata: { payment_id: attempt.paymentId, order_number: attempt.orderNumber },
      description: attempt.description,
      ip: '203.0.113.7',
    });
    expect(request.body).not.toHaveProperty('card');

    const charge = omise.charges.get(started.providerRef);
    const downloadUri = charge?.source?.scannable_code?.image.download_uri;
    expect(downloadUri).toBeDefined();
    expect(started.status).toBe('pending');
    expect(started.next).toEqual({
      Action: 'show_qr',
      RedirectUrl: null,
      QrImageUrl: downloadUri,
      QrPayload: null,
      QrExpiresAt: new Date(charge?.expires_at ?? '').toISOString(),
      Slip: null,
    });

    const image = await fetch(downloadUri ?? '');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });
});

describe('start: mobile banking', () => {
  it.each([
    ['an iPhone', IPHONE_UA, 'IOS'],
    ['an Android phone', ANDROID_UA, 'ANDROID'],
  ] as const)('sends platform_type for %s and redirects to the bank', async (_, ua, platform) => {
    const attempt = attemptFor({ method: 'omise_mobile_banking', bank: 'kbank', userAgent: ua });

    const started = await gateway.start(attempt);

    expect(lastRequest().body).toMatchObject({
      source: { type: 'mobile_banking_kbank', platform_type: platform },
      return_uri: attempt.returnUrl,
      metadata: { payment_id: attempt.paymentId },
    });
    const charge = omise.charges.get(started.providerRef);
    expect(charge?.source?.platform_type).toBe(platform);
    expect(started).toMatchObject({
      status: 'pending',
      next: { Action: 'redirect', RedirectUrl: charge?.authorize_uri },
    });
  });

  it('leaves platform_type out on a desktop, which Omise takes as WEB', async () => {
    const started = await gateway.start(
      attemptFor({ method: 'omise_mobile_banking', bank: 'scb', userAgent: DESKTOP_UA }),
    );

    expect(lastRequest().body).toMatchObject({ source: { type: 'mobile_banking_scb' } });
    expect(lastRequest().body.source).not.toHaveProperty('platform_type');
    expect(omise.charges.get(started.providerRef)?.source?.platform_type).toBe('WEB');
  });

  it('derives the platform as the official plugin does', () => {
    expect(platformTypeFromUserAgent(IPHONE_UA)).toBe('IOS');
    expect(platformTypeFromUserAgent('Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X)')).toBe('IOS');
    expect(platformTypeFromUserAgent(ANDROID_UA)).toBe('ANDROID');
    expect(platformTypeFromUserAgent(DESKTOP_UA)).toBeNull();
    expect(platformTypeFromUserAgent(undefined)).toBeNull();
  });

  it('refuses mobile banking without a bank', async () => {
    await expect(
      gateway.start(attemptFor({ method: 'omise_mobile_banking' })),
    ).rejects.toMatchObject({ code: 'missing_bank' });
  });
});

describe('read', () => {
  it('maps a pending charge with our reference, amount and currency', async () => {
    const { attempt, started } = await startPromptPay();

    const truth = await gateway.read(known(attempt, started.providerRef));

    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/charges/${started.providerRef}` });
    expect(truth).toEqual({
      status: 'pending',
      providerRef: started.providerRef,
      paymentId: attempt.paymentId,
      amountSatang: 12_345,
      currency: 'THB',
      paidAt: null,
    });
  });

  it('maps successful and paid to succeeded with the time it was paid', async () => {
    const { attempt, started } = await startPromptPay();
    const charge = omise.complete(started.providerRef, 'successful');

    const truth = await gateway.read(known(attempt, started.providerRef));

    expect(truth).toMatchObject({ status: 'succeeded', paymentId: attempt.paymentId });
    expect(truth.paidAt?.toISOString()).toBe(new Date(charge.paid_at ?? '').toISOString());
  });

  it('maps failed with the failure code and message', async () => {
    const { attempt, started } = await startPromptPay();
    omise.complete(started.providerRef, 'failed', {
      code: 'payment_expired',
      message: 'payment expired',
    });

    await expect(gateway.read(known(attempt, started.providerRef))).resolves.toMatchObject({
      status: 'failed',
      failureCode: 'payment_expired',
      failureMessage: 'payment expired',
    });
  });

  it.each([
    ['expired', 'expired'],
    ['reversed', 'cancelled'],
  ] as const)('maps %s to %s', async (omiseStatus, ours) => {
    const { attempt, started } = await startPromptPay();
    omise.complete(started.providerRef, omiseStatus);

    await expect(gateway.read(known(attempt, started.providerRef))).resolves.toMatchObject({
      status: ours,
      paidAt: null,
    });
  });

  it('never calls an unpaid, unknown or flag-expired charge paid', () => {
    const charge = {
      object: 'charge' as const,
      id: 'chrg_test_x',
      amount: 2000,
      currency: 'thb',
      metadata: { payment_id: 'p' },
    };
    expect(chargeToTruth({ ...charge, status: 'successful', paid: false }).status).toBe('unknown');
    expect(chargeToTruth({ ...charge, status: 'pending', expired: true }).status).toBe('expired');
    expect(chargeToTruth({ ...charge, status: 'something_new' }).status).toBe('unknown');
  });

  it('is refused for a charge Omise does not know', async () => {
    const attempt = attemptFor();
    const read = gateway.read(known(attempt, 'chrg_test_doesnotexist'));

    await expect(read).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(read).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('findLost', () => {
  it('finds a charge whose answer was lost, by metadata.payment_id', async () => {
    const attempt = attemptFor();
    const createdAt = new Date();
    omise.failNext('timeout');
    const fast = makeGateway({ timeoutMs: 300 });

    await expect(fast.start(attempt)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const truth = await gateway.findLost(known(attempt, null, { createdAt }));

    expect(truth).toMatchObject({
      status: 'pending',
      paymentId: attempt.paymentId,
      providerRef: expect.stringMatching(/^chrg_test_/),
      amountSatang: attempt.amountSatang,
      // The QR the lost answer would have shown, so the customer can still pay.
      next: {
        Action: 'show_qr',
        QrImageUrl: omise.charges.get(truth!.providerRef)?.source?.scannable_code?.image
          .download_uri,
      },
    });
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'GET', path: '/charges' });
    expect(request.query.get('limit')).toBe('100');
    expect(new Date(request.query.get('from') ?? '').getTime()).toBeLessThan(createdAt.getTime());
    expect(new Date(request.query.get('to') ?? '').getTime()).toBeGreaterThan(Date.now());
  });

  it('pages through more than 100 charges', async () => {
    const createdAt = new Date(Date.now() - 1000);
    const others = Array.from({ length: 105 }, () => attemptFor());
    await Promise.all(others.map((other) => gateway.start(other)));
    const attempt = attemptFor();
    const started = await gateway.start(attempt);
    const before = omise.requests.length;

    const truth = await gateway.findLost(known(attempt, null, { createdAt }));

    expect(truth?.providerRef).toBe(started.providerRef);
    const offsets = omise.requests.slice(before).map((request) => request.query.get('offset'));
    expect(offsets.length).toBeGreaterThanOrEqual(2);
    expect(offsets[0]).toBe('0');
  });

  it('answers null when Omise has no charge for the attempt', async () => {
    await expect(gateway.findLost(known(attemptFor(), null))).resolves.toBeNull();
  });
});

describe('cancel', () => {
  it('expires a pending charge', async () => {
    const { attempt, started } = await startPromptPay();

    await gateway.cancel(known(attempt, started.providerRef));

    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/charges/${started.providerRef}/expire`,
    });
    expect(omise.charges.get(started.providerRef)?.status).toBe('expired');
    await expect(gateway.read(known(attempt, started.providerRef))).resolves.toMatchObject({
      status: 'expired',
    });
  });

  it('ignores Omise’s refusal and an unreachable Omise', async () => {
    const { attempt, started } = await startPromptPay();
    omise.complete(started.providerRef, 'successful');

    await expect(gateway.cancel(known(attempt, started.providerRef))).resolves.toBeUndefined();
    omise.failNext('disconnect');
    await expect(gateway.cancel(known(attempt, started.providerRef))).resolves.toBeUndefined();
    expect(omise.charges.get(started.providerRef)?.status).toBe('successful');
  });
});

describe('refund', () => {
  it('refunds an amount of a paid charge', async () => {
    const { attempt, started } = await startPromptPay();
    omise.complete(started.providerRef, 'successful');

    const refund = await gateway.refund(known(attempt, started.providerRef), 5000);

    expect(lastRequest()).toMatchObject({
      method: 'POST',
      path: `/charges/${started.providerRef}/refunds`,
      body: { amount: '5000', metadata: { payment_id: attempt.paymentId } },
    });
    expect(refund).toEqual({
      refundRef: expect.stringMatching(/^rfnd_test_/),
      status: 'succeeded',
    });
    expect(omise.charges.get(started.providerRef)?.refunded_amount).toBe(5000);
  });

  it('is refused for more than is left', async () => {
    const { attempt, started } = await startPromptPay();
    omise.complete(started.providerRef, 'successful');

    await expect(
      gateway.refund(known(attempt, started.providerRef), attempt.amountSatang + 1),
    ).rejects.toBeInstanceOf(GatewayRefusedError);
  });
});

describe('verifyNotification', () => {
  it('accepts an event Omise signed, and points at the charge and our reference', async () => {
    const { attempt, started } = await startPromptPay();
    omise.complete(started.providerRef, 'successful');

    const { delivery, notification } = await deliver(started.providerRef);

    expect(gateway.verifyNotification(notification, new Date())).toEqual({
      eventId: delivery.eventId,
      providerRef: started.providerRef,
      paymentId: attempt.paymentId,
    });
  });

  it('accepts either signature during a secret rotation', async () => {
    const { started } = await startPromptPay();
    const oldSecret = Buffer.from('the-previous-webhook-secret-32b!').toString('base64');

    const { delivery, notification } = await deliver(started.providerRef, {
      rotatedFrom: oldSecret,
    });

    expect(delivery.headers['Omise-Signature']).toMatch(/^[0-9a-f]{64},[0-9a-f]{64}$/);
    const now = new Date();
    expect(gateway.verifyNotification(notification, now).providerRef).toBe(started.providerRef);
    expect(
      makeGateway({ webhookSecret: oldSecret }).verifyNotification(notification, now).providerRef,
    ).toBe(started.providerRef);
  });

  it('accepts a timestamp a little in the past', async () => {
    const { started } = await startPromptPay();
    const { notification } = await deliver(started.providerRef, { timestampOffset: -240 });

    expect(gateway.verifyNotification(notification, new Date()).providerRef).toBe(
      started.providerRef,
    );
  });

  it('points a refund event at its charge', async () => {
    const { started } = await startPromptPay();
    omise.complete(started.providerRef, 'successful');
    const refund = await gateway.refund(known(attemptFor(), started.providerRef), 2000);
    const refundObject = omise.charges
      .get(started.providerRef)
      ?.refunds.data.find((item) => item.id === refund.refundRef);
    const received = receiver.next();
    const body = JSON.stringify({
      object: 'event',
      id: 'evnt_test_refund1',
      livemode: false,
      key: 'refund.create',
      data: refundObject,
    });
    // Signed by hand: the adapter must not care who built the event.
    await fetch(receiver.url, { method: 'POST', headers: signedHeaders(body), body });

    expect(gateway.verifyNotification(await received, new Date())).toEqual({
      eventId: 'evnt_test_refund1',
      providerRef: started.providerRef,
      paymentId: null,
    });
  });

  const rejects = async (
    options: Parameters<FakeOmise['sendWebhook']>[2],
    reason: RegExp,
    verifier: PaymentGateway = gateway,
  ) => {
    const { started } = await startPromptPay();
    const { notification } = await deliver(started.providerRef, options);

    expect(() => verifier.verifyNotification(notification, new Date())).toThrow(
      NotificationRejectedError,
    );
    expect(() => verifier.verifyNotification(notification, new Date())).toThrow(reason);
  };

  it('rejects a body changed after signing', () => rejects({ tamper: true }, /does not match/));

  it('rejects a signature made with another secret', () =>
    rejects({ secret: Buffer.from('not-our-secret').toString('base64') }, /does not match/));

  it('rejects a timestamp older than 5 minutes', () =>
    rejects({ timestampOffset: -301 }, /outside 5 minutes/));

  it('rejects a timestamp more than 5 minutes ahead', () =>
    rejects({ timestampOffset: 301 }, /outside 5 minutes/));

  it('rejects a notification without a signature', () =>
    rejects({ omitHeaders: ['Omise-Signature'] }, /missing/));

  it('rejects a notification without a timestamp', () =>
    rejects({ omitHeaders: ['Omise-Signature-Timestamp'] }, /missing/));

  it('rejects a test-mode event on a live key', () =>
    rejects(
      {},
      /livemode/,
      createOmiseGateway({
        publicKey: 'pkey_live',
        secretKey: 'skey_live_x',
        webhookSecret: omise.webhookSecret,
        apiUrl: omise.url,
        timeoutMs: 1000,
      }),
    ));

  it('rejects a signature that is not hex, and a signed body that is not an event', () => {
    const now = new Date();
    const body = '{"object":"charge","id":"chrg_test_x"}';
    const headers = signedHeaders(body);

    expect(() =>
      gateway.verifyNotification(
        { headers: { ...headers, 'Omise-Signature': 'zz' }, body: Buffer.from(body) },
        now,
      ),
    ).toThrow(/does not match/);
    expect(() => gateway.verifyNotification({ headers, body: Buffer.from(body) }, now)).toThrow(
      /not an Omise event/,
    );
  });
});

describe('failures', () => {
  it('a timeout is GatewayUnavailableError, soon', async () => {
    omise.failNext('timeout');
    const fast = makeGateway({ timeoutMs: 200 });
    const startedAt = Date.now();

    const started = fast.start(attemptFor());

    await expect(started).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(started).rejects.toThrow(/no answer within 200 ms/);
    expect(Date.now() - startedAt).toBeLessThan(1500);
  });

  it('a 500 is GatewayUnavailableError, and nothing was created', async () => {
    const before = omise.charges.size;
    omise.failNext('server_error');

    await expect(gateway.start(attemptFor())).rejects.toBeInstanceOf(GatewayUnavailableError);
    expect(omise.charges.size).toBe(before);
  });

  it('a cut connection is GatewayUnavailableError', async () => {
    omise.failNext('disconnect');

    await expect(gateway.start(attemptFor())).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('an unreachable Omise is GatewayUnavailableError', async () => {
    const closed = await startFakeOmise();
    await closed.close();

    await expect(
      makeGateway({ apiUrl: closed.url }).read(known(attemptFor(), 'chrg_test_x')),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
  });

  it('a wrong key is refused with Omise’s code, and no error carries a secret', async () => {
    const wrongKey = 'skey_test_wrongwrongwrong';
    const wrong = makeGateway({ secretKey: wrongKey });

    const error = await wrong.start(attemptFor()).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect(error).toMatchObject({
      code: 'authentication_failure',
      message: 'authentication failed',
    });
    const errors = [error];
    omise.failNext('timeout');
    errors.push(
      await makeGateway({ timeoutMs: 100 })
        .start(attemptFor())
        .catch((e: unknown) => e),
    );
    omise.failNext('server_error');
    errors.push(await gateway.start(attemptFor()).catch((e: unknown) => e));
    for (const caught of errors) {
      const shown = `${String(caught)} ${JSON.stringify(caught)} ${(caught as Error).stack ?? ''}`;
      expect(shown).not.toContain(wrongKey);
      expect(shown).not.toContain(omise.secretKey);
      expect(shown).not.toContain(Buffer.from(`${omise.secretKey}:`).toString('base64'));
    }
  });

  it('a 4xx with Omise’s error object is GatewayRefusedError with its code', async () => {
    const tooSmall = gateway.start(attemptFor({ amountSatang: 1999 }));

    await expect(tooSmall).rejects.toBeInstanceOf(GatewayRefusedError);
    await expect(tooSmall).rejects.toMatchObject({ code: 'invalid_charge' });
  });
});
