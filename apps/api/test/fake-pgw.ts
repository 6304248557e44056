import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

/**
 * A fake 2C2P PGW 4.3 for tests: a real HTTP server on 127.0.0.1 that speaks the protocol the
 * adapter speaks (docs/payments-2c2p.md). JWT in, JWT out, HS256 with the merchant's secret;
 * request-level errors come back unsigned as `{"respCode","respDesc"}` (9042 for a signature that
 * does not check out, 9007 for another merchant, 9015 for an invoice number used before, 2002 for
 * an inquiry about an unknown invoice). Its hosted page (`webPaymentUrl`) has buttons that settle
 * the transaction, POST the backend notification and send the browser back with `paymentResponse`.
 *
 * Where the real 2C2P is not documented the fake chooses (see docs/payments-2c2p.md §5): a token
 * created but not yet paid inquires as `0001`; the same invoice with the same `idempotencyID`
 * replays the first token instead of 9015.
 */

export type FakePgwTransaction = {
  invoiceNo: string;
  paymentToken: string;
  /** The payment token request's claims as received. */
  request: Record<string, unknown>;
  respCode: string;
  respDesc: string;
  /** `yyyyMMddHHmmss`, Bangkok. */
  transactionDateTime: string;
  tranRef: string;
  /** Claims that replace the computed ones in inquiry answers and notifications. */
  overrides: Record<string, unknown>;
};

export type FakePgwRequest = {
  path: string;
  /** The JWT as received. */
  token: string;
  /** Its claims, decoded (whether or not the signature checked out). */
  claims: Record<string, unknown>;
};

export type FailMode = 'timeout' | '500' | 'bad_signature' | 'alg_none' | 'malformed';

export type NotificationOptions = {
  /** Change the amount after signing, keeping the signature. */
  tamper?: boolean;
  alg?: 'HS256' | 'HS512' | 'none';
  /** Sign with another secret. */
  secret?: string;
  merchantId?: string;
  /** Claims to add or replace. */
  claims?: Record<string, unknown>;
};

export type FakePgw = Awaited<ReturnType<typeof startFakePgw>>;

const DESCRIPTIONS: Record<string, string> = {
  '0000': 'Success',
  '0001': 'Transaction is pending',
  '0003': 'Transaction is cancelled',
  '1003': 'Pending for payment at the counter',
  '2001': 'Transaction in progress',
  '2002': 'Transaction not found',
  '4005': 'Do not honor',
  '4110': 'Settled',
  '5009': 'Payment Expired',
};

const API_PATHS: Record<string, 'paymentToken' | 'paymentInquiry'> = {
  '/payment/4.3/paymenttoken': 'paymentToken',
  '/payment/4.3/paymentinquiry': 'paymentInquiry',
};

/** Outcomes of the hosted page's buttons. */
const PAGE_OUTCOMES: Record<string, string> = {
  success: '0000',
  decline: '4005',
  cancel: '0003',
  slip: '1003',
  expire: '5009',
};

const base64url = (text: string): string => Buffer.from(text).toString('base64url');

const bangkokCompact = (date: Date): string =>
  new Date(date.getTime() + 7 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const sign = (claims: Record<string, unknown>, secret: string, alg = 'HS256'): Promise<string> =>
  new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));

const unsecured = (claims: Record<string, unknown>): string =>
  `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`;

export const startFakePgw = async (options: { merchantId?: string; secretKey?: string } = {}) => {
  const merchantId = options.merchantId ?? 'FAKE764';
  const secretKey = options.secretKey ?? randomBytes(32).toString('hex').toUpperCase();
  const key = new TextEncoder().encode(secretKey);
  const transactions = new Map<string, FakePgwTransaction>();
  const byToken = new Map<string, FakePgwTransaction>();
  const requests: FakePgwRequest[] = [];
  const failures: FailMode[] = [];
  /** Requests handled as usual whose answer is never sent (`failNext('timeout')`). */
  const silenced = new WeakSet<ServerResponse>();
  let url = '';

  const send = (
    response: ServerResponse,
    status: number,
    body: string,
    type = 'application/json',
  ) => {
    if (silenced.has(response)) return;
    response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
    response.end(body);
  };

  const refuse = (response: ServerResponse, respCode: string, respDesc: string) =>
    send(response, 200, JSON.stringify({ respCode, respDesc }));

  /** A signed answer; `failure` spoils its signature when a test asked for it. */
  const answer = async (
    response: ServerResponse,
    claims: Record<string, unknown>,
    failure: FailMode | undefined,
  ) => {
    const payload =
      failure === 'alg_none'
        ? unsecured(claims)
        : await sign(claims, failure === 'bad_signature' ? `${secretKey}X` : secretKey);
    send(response, 200, JSON.stringify({ payload }));
  };

  /** The request's claims when its JWT is ours and valid; otherwise answers the error itself. */
  const readRequest = async (
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<Record<string, unknown> | null> => {
    let token: unknown;
    try {
      token = (JSON.parse(await readBody(request)) as { payload?: unknown }).payload;
    } catch {
      token = undefined;
    }
    if (typeof token !== 'string') {
      refuse(response, '9005', 'Some mandatory fields are missing');
      return null;
    }
    let claims: Record<string, unknown>;
    try {
      claims = decodeJwt(token);
    } catch {
      refuse(response, '9900', 'Unable to decrypt the payload');
      return null;
    }
    requests.push({ path, token, claims });

    if (claims['merchantID'] !== merchantId) {
      refuse(response, '9007', 'Invalid merchant');
      return null;
    }
    try {
      await jwtVerify(token, key, { algorithms: ['HS256'] });
    } catch {
      refuse(response, '9042', 'Hash value mismatch');
      return null;
    }
    return claims;
  };

  /** What Payment Inquiry and the backend notification say about a transaction. */
  const resultClaims = (tx: FakePgwTransaction): Record<string, unknown> => {
    const isCounter =
      Array.isArray(tx.request['paymentChannel']) && tx.request['paymentChannel'].includes('123');
    return {
      merchantID: merchantId,
      invoiceNo: tx.invoiceNo,
      amount: Number(tx.request['amount']),
      currencyCode: tx.request['currencyCode'],
      transactionDateTime: tx.transactionDateTime,
      agentCode: isCounter ? '7ELEVEN' : 'KBANK',
      channelCode: isCounter ? '123' : 'VI',
      approvalCode: tx.respCode === '0000' ? '717282' : '',
      referenceNo: tx.invoiceNo,
      tranRef: tx.tranRef,
      accountNo: isCounter ? '' : '411111XXXXXX1111',
      paymentID: `ccpp_${tx.tranRef}`,
      userDefined1: tx.request['userDefined1'] ?? '',
      userDefined2: '',
      userDefined3: '',
      userDefined4: '',
      userDefined5: '',
      idempotencyID: tx.request['idempotencyID'] ?? '',
      respCode: tx.respCode,
      respDesc: tx.respDesc,
      ...tx.overrides,
    };
  };

  const createToken = async (
    request: IncomingMessage,
    response: ServerResponse,
    failure: FailMode | undefined,
  ) => {
    const claims = await readRequest(request, response, 'paymentToken');
    if (claims === null) return;

    const { invoiceNo, description, amount, currencyCode, paymentChannel, agentChannel } = claims;
    if (typeof invoiceNo !== 'string' || typeof description !== 'string' || amount === undefined) {
      return refuse(response, '9005', 'Some mandatory fields are missing');
    }
    if (!/^[A-Za-z0-9]{1,50}$/.test(invoiceNo)) {
      return refuse(response, '9004', 'The value is not valid');
    }
    if (!Number.isFinite(Number(amount)) || Number(amount) <= 0) {
      return refuse(response, '9009', 'Amount is invalid');
    }
    if (currencyCode !== 'THB') return refuse(response, '9010', 'Invalid Currency Code');
    const expiry = claims['paymentExpiry'];
    if (expiry !== undefined && !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(expiry))) {
      return refuse(response, '9008', 'Invalid payment expiry');
    }
    const isCounter = Array.isArray(paymentChannel) && paymentChannel.includes('123');
    if (isCounter && (!Array.isArray(agentChannel) || agentChannel.length === 0)) {
      return refuse(response, '9057', 'Payment options are invalid');
    }

    const existing = transactions.get(invoiceNo);
    if (existing) {
      const idempotencyId = claims['idempotencyID'];
      if (idempotencyId === undefined || idempotencyId !== existing.request['idempotencyID']) {
        return refuse(response, '9015', 'Existing Invoice Number');
      }
    }
    const tx: FakePgwTransaction = existing ?? {
      invoiceNo,
      paymentToken: randomBytes(30).toString('base64url'),
      request: claims,
      respCode: '0001',
      respDesc: DESCRIPTIONS['0001'] ?? '',
      transactionDateTime: bangkokCompact(new Date()),
      tranRef: String(Math.floor(Math.random() * 9e9) + 1e9),
      overrides: {},
    };
    transactions.set(invoiceNo, tx);
    byToken.set(tx.paymentToken, tx);

    await answer(
      response,
      {
        webPaymentUrl: `${url}/payment/4.3/pay/${tx.paymentToken}`,
        paymentToken: tx.paymentToken,
        respCode: '0000',
        respDesc: 'Success',
      },
      failure,
    );
  };

  const inquire = async (
    request: IncomingMessage,
    response: ServerResponse,
    failure: FailMode | undefined,
  ) => {
    const claims = await readRequest(request, response, 'paymentInquiry');
    if (claims === null) return;
    const tx =
      typeof claims['invoiceNo'] === 'string'
        ? transactions.get(claims['invoiceNo'])
        : typeof claims['paymentToken'] === 'string'
          ? byToken.get(claims['paymentToken'])
          : undefined;
    if (!tx) return refuse(response, '2002', 'Transaction not found');
    await answer(response, resultClaims(tx), failure);
  };

  /** Settles a transaction as 2C2P would after the customer acts (no notification is sent). */
  const complete = (
    invoiceNo: string,
    respCode: string,
    overrides: Record<string, unknown> = {},
  ): FakePgwTransaction => {
    const tx = transactions.get(invoiceNo);
    if (!tx) throw new Error(`fake 2C2P has no invoice ${invoiceNo}`);
    tx.respCode = respCode;
    tx.respDesc = DESCRIPTIONS[respCode] ?? `Code ${respCode}`;
    tx.transactionDateTime = bangkokCompact(new Date());
    tx.overrides = overrides;
    return tx;
  };

  /** POSTs `{"payload": JWT}` to `target` as 2C2P's backend notification does. */
  const sendBackendNotification = async (
    target: string,
    invoiceNo: string,
    notification: NotificationOptions = {},
  ): Promise<{ status: number; body: string }> => {
    const tx = transactions.get(invoiceNo);
    if (!tx) throw new Error(`fake 2C2P has no invoice ${invoiceNo}`);
    const claims = {
      ...resultClaims(tx),
      ...(notification.merchantId !== undefined ? { merchantID: notification.merchantId } : {}),
      ...notification.claims,
    };

    let payload =
      notification.alg === 'none'
        ? unsecured(claims)
        : await sign(claims, notification.secret ?? secretKey, notification.alg ?? 'HS256');
    if (notification.tamper) {
      const [header, , signature] = payload.split('.');
      payload = `${header}.${base64url(JSON.stringify({ ...claims, amount: 1 }))}.${signature}`;
    }

    const response = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payload }),
      signal: AbortSignal.timeout(5000),
    });
    return { status: response.status, body: await response.text() };
  };

  const page = (response: ServerResponse, tx: FakePgwTransaction) => {
    const buttons = Object.keys(PAGE_OUTCOMES)
      .map((outcome) => `<button name="outcome" value="${outcome}">${outcome}</button>`)
      .join('\n');
    send(
      response,
      200,
      `<!doctype html><html><body><h1>Fake 2C2P</h1>
<p>${escapeHtml(tx.invoiceNo)} THB ${escapeHtml(String(tx.request['amount']))}</p>
<form method="post">${buttons}</form></body></html>`,
      'text/html; charset=utf-8',
    );
  };

  /** A button on the hosted page: settle, notify the backend, send the browser back. */
  const pay = async (
    request: IncomingMessage,
    response: ServerResponse,
    tx: FakePgwTransaction,
  ) => {
    const outcome = new URLSearchParams(await readBody(request)).get('outcome') ?? '';
    const respCode = PAGE_OUTCOMES[outcome];
    if (respCode === undefined) return send(response, 400, 'unknown outcome', 'text/plain');
    complete(tx.invoiceNo, respCode);

    const backendReturnUrl = tx.request['backendReturnUrl'];
    if (typeof backendReturnUrl === 'string') {
      await sendBackendNotification(backendReturnUrl, tx.invoiceNo).catch(() => undefined);
    }
    const paymentResponse = Buffer.from(
      JSON.stringify({
        invoiceNo: tx.invoiceNo,
        channelCode: respCode === '1003' ? '123' : 'VI',
        respCode: '2000',
        respDesc:
          'Transaction is completed, please do payment inquiry request for full payment information.',
      }),
    ).toString('base64');
    const frontendReturnUrl = String(tx.request['frontendReturnUrl'] ?? '');
    send(
      response,
      200,
      `<!doctype html><html><body onload="document.forms[0].submit()">
<form method="post" action="${escapeHtml(frontendReturnUrl)}">
<input type="hidden" name="paymentResponse" value="${escapeHtml(paymentResponse)}">
<noscript><button>Continue</button></noscript></form></body></html>`,
      'text/html; charset=utf-8',
    );
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const pageMatch = /^\/payment\/4\.3\/pay\/([A-Za-z0-9_-]+)$/.exec(path);
    const api = API_PATHS[path.toLowerCase()];
    const handle = async () => {
      if (request.method === 'POST' && api !== undefined) {
        const failure = failures.shift();
        // Handled (a token is created) but never answered: the client gives up.
        if (failure === 'timeout') silenced.add(response);
        if (failure === '500') return send(response, 500, 'Internal Server Error', 'text/plain');
        if (failure === 'malformed') {
          return send(response, 200, '<html>maintenance</html>', 'text/html');
        }
        return api === 'paymentToken'
          ? createToken(request, response, failure)
          : inquire(request, response, failure);
      }
      const tx = pageMatch ? byToken.get(pageMatch[1] ?? '') : undefined;
      if (tx && request.method === 'GET') return page(response, tx);
      if (tx && request.method === 'POST') return pay(request, response, tx);
      send(response, 404, 'Not Found', 'text/plain');
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, String(error), 'text/plain');
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    merchantId,
    secretKey,
    transactions,
    /** Every API request, in order. */
    requests,
    complete,
    /** The next API request times out, fails with 500, is answered signed with another secret, … */
    failNext: (mode: FailMode) => {
      failures.push(mode);
    },
    sendBackendNotification,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
