import { API_ROUTES, findRoute } from '@nangsue/contracts';
import { describe, expect, it } from 'vitest';
import {
  browserRouteOf,
  buildDownstreamHeaders,
  buildUpstreamHeaders,
  changesState,
  clientIpFrom,
  idempotencyKeyOf,
  isForeignRequest,
  ownOriginsOf,
  rememberMeOf,
  sessionActionOf,
  takeSessionToken,
  toUpstreamPath,
} from './api-forward';

describe('toUpstreamPath', () => {
  it.each([
    [['v2', 'customer', 'info'], '/v2/customer/info'],
    [['v1', 'home', 'widgets'], '/v1/home/widgets'],
    [['common', 'setlanguage', 'en'], '/common/setlanguage/en'],
    [['appstart'], '/appstart'],
    [
      ['v2', 'catalog', 'search-autocomplete', 'หนังสือ'],
      '/v2/catalog/search-autocomplete/%E0%B8%AB%E0%B8%99%E0%B8%B1%E0%B8%87%E0%B8%AA%E0%B8%B7%E0%B8%AD',
    ],
    [['v2', 'a/b'], '/v2/a%2Fb'],
  ])('forwards %j as %s', (segments, expected) => {
    expect(toUpstreamPath(segments)).toBe(expected);
  });

  it.each([[[]], [['v2', '..', 'admin']], [['v2', '.', 'x']], [['v2', '', 'x']]])(
    'refuses %j',
    (segments) => {
      expect(toUpstreamPath(segments)).toBeNull();
    },
  );
});

describe('the proxy forwards only declared calls (browserRouteOf)', () => {
  const segmentsOf = (path: string) => path.split('/').slice(1).map(decodeURIComponent);

  it.each([
    ['main', 'GET', '/v2/customer/info'],
    ['main', 'POST', '/v2/customer/info'],
    ['main', 'POST', '/appstart'],
    ['main', 'GET', '/common/setlanguage/en'],
    ['main', 'GET', '/v2/catalog/search-autocomplete/หนังสือ'],
    ['second', 'GET', '/v1/home/widgets'],
  ])('%s %s %s', (service, method, path) => {
    expect(browserRouteOf(service, method, segmentsOf(path))?.route.method).toBe(method);
  });

  it.each([
    ['main', 'GET', '/healthz'],
    ['main', 'GET', '/readyz'],
    ['main', 'GET', '/metrics'],
    ['main', 'POST', '/v2/test/faults'],
    ['main', 'GET', '/v2'],
    ['main', 'GET', '/appstart'],
    ['main', 'GET', '/appstart/x'],
    ['main', 'POST', '/v2/Customer/Login'],
    ['main', 'DELETE', '/v2/customer/info'],
    ['second', 'GET', '/v2/customer/info'],
    ['main', 'GET', '/v1/home/widgets'],
    ['main', 'GET', '/v2/customer/addressedit'],
    ['main', 'GET', '/v2/customer/addressedit/1/2'],
    ['main', 'GET', '/v2/product/productdetails/..'],
    ['third', 'GET', '/v1/home/widgets'],
    // Declared, but for staff only: the storefront never holds the staff secret.
    ['second', 'DELETE', '/v1/cache/clear-all'],
  ])('not %s %s %s', (service, method, path) => {
    expect(browserRouteOf(service, method, segmentsOf(path))).toBeUndefined();
  });
});

describe('clientIpFrom', () => {
  it('takes the nearest hop', () => {
    expect(clientIpFrom('203.0.113.9, 10.0.0.2')).toBe('10.0.0.2');
    expect(clientIpFrom('127.0.0.1')).toBe('127.0.0.1');
    expect(clientIpFrom(null)).toBeNull();
    expect(clientIpFrom(' , ')).toBeNull();
  });
});

describe('buildUpstreamHeaders', () => {
  const context = {
    token: undefined,
    deviceIdCookie: undefined,
    clientIp: '127.0.0.1',
    requestId: 'req-1',
  };

  it('copies the spec headers and adds forwarding headers', () => {
    const incoming = new Headers({
      DeviceId: 'dev-1',
      DeviceTypeId: '20',
      Language: 'en',
      'Content-Type': 'application/json',
      Cookie: 'secret=1',
      Authorization: 'Bearer x',
    });
    const headers = buildUpstreamHeaders(incoming, context);

    expect(headers.get('DeviceId')).toBe('dev-1');
    expect(headers.get('DeviceTypeId')).toBe('20');
    expect(headers.get('Language')).toBe('en');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Forwarded-For')).toBe('127.0.0.1');
    expect(headers.get('X-Request-Id')).toBe('req-1');
    expect(headers.has('Cookie')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('takes the token only from the cookie, never from the browser', () => {
    const incoming = new Headers({ Token: 'forged' });
    expect(buildUpstreamHeaders(incoming, context).has('Token')).toBe(false);
    expect(buildUpstreamHeaders(incoming, { ...context, token: 'real' }).get('Token')).toBe('real');
  });

  it('sends the cookie’s token as a bearer token to the calls that take one (spec §6)', () => {
    const forged = new Headers({ Authorization: 'Bearer forged' });
    const headers = buildUpstreamHeaders(forged, { ...context, token: 'real', tokenIn: 'bearer' });
    expect(headers.get('Authorization')).toBe('Bearer real');
    expect(headers.has('Token')).toBe(false);
    expect(
      buildUpstreamHeaders(forged, { ...context, tokenIn: 'bearer' }).has('Authorization'),
    ).toBe(false);
  });

  it('falls back to the device cookie and the web device type', () => {
    const headers = buildUpstreamHeaders(new Headers(), {
      ...context,
      deviceIdCookie: 'dev-cookie',
    });
    expect(headers.get('DeviceId')).toBe('dev-cookie');
    expect(headers.get('DeviceTypeId')).toBe('20');
  });
});

describe('the Idempotency-Key of confirm and repay (docs/buying.md §6.2)', () => {
  const context = {
    token: 'real',
    deviceIdCookie: undefined,
    clientIp: null,
    requestId: 'req-1',
  };
  const KEY = '5f0c2a4e-8b7d-4c1e-9a3f-2d6b8e0f1a7c';

  it('is declared by the route table on every confirm and repay call, and on nothing else', () => {
    const idempotent = Object.entries(API_ROUTES)
      .filter(([, route]) => 'idempotent' in route && route.idempotent)
      .map(([name]) => name)
      .sort();
    expect(idempotent).toEqual(
      [
        'change123Payment',
        'changeDemoPayment',
        'changeOmisePayment',
        'changePgwPayment',
        'confirmOrder123',
        'confirmOrderCoins',
        'confirmOrderDemo',
        'confirmOrderOmise',
        'confirmOrderPgw',
      ].sort(),
    );
  });

  it('forwards a well-formed key to a call that takes one', () => {
    const route = browserRouteOf('main', 'POST', ['v2', 'checkout', 'confirmorderdemo'])?.route;
    expect(route?.idempotent).toBe(true);
    const incoming = new Headers({ 'Idempotency-Key': KEY });
    const headers = buildUpstreamHeaders(incoming, { ...context, idempotent: route?.idempotent });
    expect(headers.get('Idempotency-Key')).toBe(KEY);
    expect(headers.get('Token')).toBe('real');
  });

  it('never forwards one to a call that takes none', () => {
    const route = browserRouteOf('main', 'POST', ['v2', 'order', 'cancelorder'])?.route;
    expect(route).toBeDefined();
    const incoming = new Headers({ 'Idempotency-Key': KEY });
    expect(
      buildUpstreamHeaders(incoming, { ...context, idempotent: route?.idempotent }).has(
        'Idempotency-Key',
      ),
    ).toBe(false);
    expect(buildUpstreamHeaders(incoming, context).has('Idempotency-Key')).toBe(false);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(129)],
    ['a character outside A-Za-z0-9_-', `${KEY.slice(0, 20)}/../x`],
    ['a space', 'abcd efgh ijkl'],
    ['empty', ''],
  ])('drops a key that is %s (the API then answers 400)', (_, key) => {
    expect(idempotencyKeyOf(new Headers({ 'Idempotency-Key': key }), true)).toBeNull();
  });

  it('keeps keys at the edges of the pattern', () => {
    for (const key of ['a'.repeat(8), 'Z'.repeat(128), 'key_with-dash_0123'])
      expect(idempotencyKeyOf(new Headers({ 'Idempotency-Key': key }), true)).toBe(key);
    expect(idempotencyKeyOf(new Headers(), true)).toBeNull();
  });
});

describe('buildDownstreamHeaders', () => {
  it('returns only the content type, Retry-After and the request id', () => {
    const upstream = new Headers({
      'Content-Type': 'application/json',
      'Retry-After': '5',
      'Set-Cookie': 'x=1',
      'X-Request-Id': 'api-req',
    });
    const headers = buildDownstreamHeaders(upstream, 'web-req');

    expect(headers.get('Retry-After')).toBe('5');
    expect(headers.get('X-Request-Id')).toBe('api-req');
    expect(headers.has('Set-Cookie')).toBe(false);
    expect(headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('isForeignRequest', () => {
  const own = ['http://localhost:3100'];

  it('lets reads and same-origin writes through', () => {
    expect(isForeignRequest(false, new Headers({ 'Sec-Fetch-Site': 'cross-site' }), own)).toBe(
      false,
    );
    expect(
      isForeignRequest(
        true,
        new Headers({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:3100' }),
        own,
      ),
    ).toBe(false);
    expect(isForeignRequest(true, new Headers(), own)).toBe(false);
  });

  it('refuses cross-site writes', () => {
    expect(isForeignRequest(true, new Headers({ 'Sec-Fetch-Site': 'cross-site' }), own)).toBe(true);
    expect(isForeignRequest(true, new Headers({ 'Sec-Fetch-Site': 'same-site' }), own)).toBe(true);
    expect(isForeignRequest(true, new Headers({ Origin: 'https://evil.example' }), own)).toBe(true);
  });

  it('takes the address the browser used as our own, beside the configured site', () => {
    const headers = new Headers({ host: '127.0.0.1:3000' });
    const origins = ownOriginsOf(
      headers,
      { origin: 'http://localhost:3000', protocol: 'http:' },
      'https://nangsue.example',
    );
    expect(origins).toEqual([
      'http://localhost:3000',
      'https://nangsue.example',
      'http://127.0.0.1:3000',
    ]);
    expect(isForeignRequest(true, new Headers({ Origin: 'http://127.0.0.1:3000' }), origins)).toBe(
      false,
    );
    expect(isForeignRequest(true, new Headers({ Origin: 'http://evil.example' }), origins)).toBe(
      true,
    );
  });

  it('counts every call that changes the session as a write, logout (a GET) included', () => {
    const logout = findRoute('main', 'GET', '/v2/customer/logout');
    const info = findRoute('main', 'GET', '/v2/customer/info');
    expect(changesState(logout?.method ?? '', logout?.session)).toBe(true);
    expect(changesState(info?.method ?? '', info?.session)).toBe(false);
    expect(changesState('POST', undefined)).toBe(true);
  });
});

describe('sessionActionOf, from the session effects the route table declares', () => {
  const base = { status: 200 as number | null, hadToken: false, rememberMe: false };
  const effectOf = (method: string, path: string) => {
    const route = findRoute('main', method, path);
    if (route === undefined) throw new Error(`${method} ${path} is not declared`);
    return route.session;
  };
  const login = effectOf('POST', '/v2/customer/login');
  const logout = effectOf('GET', '/v2/customer/logout');
  const deactivate = effectOf('POST', '/v2/customer/deactivate');
  const info = effectOf('GET', '/v2/customer/info');

  it('stores the token of a successful login, for 30 days only with "remember me"', () => {
    expect(sessionActionOf({ ...base, effect: login })).toEqual({
      kind: 'store',
      persistent: false,
    });
    expect(sessionActionOf({ ...base, effect: login, rememberMe: true })).toEqual({
      kind: 'store',
      persistent: true,
    });
  });

  it('stores the token of external login and e-mail verification as a browser session', () => {
    for (const path of ['/v2/customer/externallogin', '/v2/customer/verify-email']) {
      expect(
        sessionActionOf({ ...base, effect: effectOf('POST', path), rememberMe: true }),
      ).toEqual({ kind: 'store', persistent: false });
    }
  });

  it('stores nothing when the login failed', () => {
    for (const status of [400, 401, 429, 500, null]) {
      expect(sessionActionOf({ ...base, effect: login, status }).kind).toBe('keep');
    }
  });

  it('clears on logout whatever the answer, on a successful deletion, and on a 401 with a token', () => {
    for (const status of [200, 401, 500, null]) {
      expect(sessionActionOf({ ...base, effect: logout, status }).kind).toBe('clear');
    }
    expect(sessionActionOf({ ...base, effect: deactivate }).kind).toBe('clear');
    expect(sessionActionOf({ ...base, effect: deactivate, status: 400 }).kind).toBe('keep');
    expect(sessionActionOf({ ...base, effect: info, status: 401, hadToken: true }).kind).toBe(
      'clear',
    );
    expect(sessionActionOf({ ...base, effect: info, status: 401 }).kind).toBe('keep');
    expect(sessionActionOf({ ...base, effect: info, hadToken: true }).kind).toBe('keep');
  });
});

describe('rememberMeOf', () => {
  it('is true only for Data.RememberMe === true', () => {
    expect(rememberMeOf('{"Data":{"Email":"a@b.c","Password":"x","RememberMe":true}}')).toBe(true);
    expect(rememberMeOf('{"Data":{"RememberMe":"true"}}')).toBe(false);
    expect(rememberMeOf('{"Data":{}}')).toBe(false);
    expect(rememberMeOf('null')).toBe(false);
    expect(rememberMeOf('{not json')).toBe(false);
    expect(rememberMeOf(null)).toBe(false);
  });
});

describe('takeSessionToken', () => {
  it('takes the token and blanks it in what the browser sees', () => {
    const body = {
      Data: { CustomerInfo: { CustomerId: 1, FirstName: 'Somchai' }, Token: 'secret-token' },
      ErrorList: [],
    };
    const taken = takeSessionToken(body);

    expect(taken?.token).toBe('secret-token');
    expect(taken?.body).toEqual({
      Data: { CustomerInfo: { CustomerId: 1, FirstName: 'Somchai' }, Token: '' },
      ErrorList: [],
    });
    expect(JSON.stringify(taken?.body)).not.toContain('secret-token');
    expect(body.Data.Token).toBe('secret-token');
  });

  it.each([
    [null],
    ['text'],
    [{ Data: null, ErrorList: ['x'] }],
    [{ Data: { Token: '' } }],
    [{ Data: { Token: 42 } }],
    [{ Data: { CustomerInfo: {} } }],
  ])('has nothing to take from %j', (body) => {
    expect(takeSessionToken(body)).toBeNull();
  });
});
