import { API_ROUTES, type ApiMethod } from '@nangsue/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientDeps } from './api-client';

const DEVICE_ID = '0b6c1f8e-6a52-4e59-9d0c-2f8a4b1f6d3e';

type FakeReply = { status: number; body?: unknown; statusText?: string };

const reply = ({ status, body, statusText = '' }: FakeReply): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

const errorBody = (message: string) => ({ Data: null, ErrorList: [message] });
const languageBody = { Data: { Language: 'en' }, ErrorList: [] };

/** A client whose fetch answers from `replies` in order and records every request. */
const setup = (replies: FakeReply[], overrides: Partial<ApiClientDeps> = {}) => {
  const queue = [...replies];
  const requests: { url: string; init: RequestInit }[] = [];
  let deviceId: string | null = DEVICE_ID;

  const deps: ApiClientDeps = {
    fetch: vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(input), init: init ?? {} });
      const next = queue.shift();
      if (next === undefined) throw new Error(`unexpected request ${String(input)}`);
      return reply(next);
    }),
    getLocale: () => 'en',
    getCurrentPage: () => '/en/basket?step=2',
    getDeviceId: () => deviceId,
    saveDeviceId: vi.fn((id: string) => {
      deviceId = id;
    }),
    clearSession: vi.fn(async () => undefined),
    clearLocalData: vi.fn(),
    rememberLastPage: vi.fn(),
    openLoginDialog: vi.fn(),
    notifyServerError: vi.fn(),
    wait: vi.fn(async () => undefined),
    ...overrides,
  };

  return {
    deps,
    requests,
    client: createApiClient(deps),
    forgetDevice: () => {
      deviceId = null;
    },
  };
};

const callSetLanguage = (client: ReturnType<typeof setup>['client'], method: ApiMethod = 'GET') =>
  client.callApi({ ...API_ROUTES.setLanguage, method }, { params: { language: 'en' } });

describe('callApi: request', () => {
  it('goes through the web proxy with the spec headers', async () => {
    const { client, requests } = setup([{ status: 200, body: languageBody }]);

    const result = await callSetLanguage(client);

    expect(result.Data?.Language).toBe('en');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/api/main/common/setlanguage/en');
    const headers = new Headers(request?.init.headers);
    expect(headers.get('DeviceId')).toBe(DEVICE_ID);
    expect(headers.get('DeviceTypeId')).toBe('20');
    expect(headers.get('Language')).toBe('en');
    expect(headers.has('Token')).toBe(false);
  });

  it('sends the body as JSON', async () => {
    const { client, requests } = setup([
      { status: 200, body: { Data: { Message: 'sent' }, ErrorList: [] } },
    ]);

    await client.callApi(API_ROUTES.resetPassword, { body: { Data: { Email: 'a@b.co' } } });

    expect(requests[0]?.url).toBe('/api/main/v2/customer/reset-password');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('Content-Type')).toBe('application/json');
    expect(requests[0]?.init.body).toBe('{"Data":{"Email":"a@b.co"}}');
  });

  it('encodes path values as one segment and repeats array query values', async () => {
    const { client, requests } = setup([
      { status: 200, body: { Data: [], ErrorList: [] } },
      { status: 200, body: { Data: [], ErrorList: [] } },
    ]);

    await client.callApi(API_ROUTES.autocomplete, { params: { keyword: 'แมว/../?x=1' } });
    await client.callApi(API_ROUTES.recentViews, { query: { id: ['3', '5'] } });

    expect(requests[0]?.url).toBe(
      `/api/main/v2/catalog/search-autocomplete/${encodeURIComponent('แมว/../?x=1')}`,
    );
    expect(requests[1]?.url).toBe('/api/second/v1/home/recent-view?id=3&id=5');
  });
});

describe('callApi: Idempotency-Key (docs/buying.md §6.2)', () => {
  const placed = {
    Data: {
      OrderId: 17,
      OrderNumber: 'NS0000000017',
      Status: 'PD',
      StatusText: 'รอชำระเงิน',
      Totals: {
        SubTotalValue: 10000,
        DiscountValue: 0,
        TotalValue: 10000,
        VatValue: 654,
        NetValue: 9346,
        TaxableNetValue: 9346,
        VatExemptValue: 0,
        CoinsValue: 0,
        AmountDueValue: 10000,
      },
      Payment: null,
    },
    ErrorList: [],
  };
  const body = {
    Data: { CheckoutVersion: 'v1', PaymentMethod: 'demo_card' as const },
  };

  it('sends the key of the press to a confirm call, and the same key when it is sent again', async () => {
    const { client, requests } = setup([
      { status: 502, body: errorBody('Bad Gateway') },
      { status: 200, body: placed },
    ]);

    await expect(
      client.callApi(API_ROUTES.confirmOrderDemo, { body, idempotencyKey: 'press-0001' }),
    ).rejects.toMatchObject({ status: 502 });
    const result = await client.callApi(API_ROUTES.confirmOrderDemo, {
      body,
      idempotencyKey: 'press-0001',
    });

    expect(result.Data?.OrderId).toBe(17);
    // A POST is never retried by the client itself: the reader's second press sends it again.
    expect(requests).toHaveLength(2);
    for (const request of requests)
      expect(new Headers(request.init.headers).get('Idempotency-Key')).toBe('press-0001');
  });

  it('sends no key to a call that takes none', async () => {
    const { client, requests } = setup([{ status: 200, body: languageBody }]);
    await client.callApi(API_ROUTES.setLanguage, {
      params: { language: 'en' },
      idempotencyKey: 'press-0001',
    });
    expect(new Headers(requests[0]?.init.headers).has('Idempotency-Key')).toBe(false);
  });
});

describe('callApi: retry rule (spec §7)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once on %i', async (status) => {
    const { client, requests } = setup([
      { status, body: errorBody('busy') },
      { status: 200, body: languageBody },
    ]);

    await expect(callSetLanguage(client)).resolves.toMatchObject({ Data: { Language: 'en' } });
    expect(requests).toHaveLength(2);
  });

  it('retries a GET only once', async () => {
    const { client, requests } = setup([
      { status: 503, body: errorBody('busy') },
      { status: 503, body: errorBody('still busy') },
    ]);

    await expect(callSetLanguage(client)).rejects.toMatchObject({
      status: 503,
      ErrorList: ['still busy'],
    });
    expect(requests).toHaveLength(2);
  });

  it.each(['POST', 'DELETE'] as const)('never retries a %s', async (method) => {
    const { client, requests } = setup([{ status: 503, body: errorBody('busy') }]);

    await expect(callSetLanguage(client, method)).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });

  it.each([400, 403, 404, 422, 501])('does not retry a GET on %i', async (status) => {
    const { client, requests } = setup([{ status, body: errorBody('no') }]);

    await expect(callSetLanguage(client)).rejects.toMatchObject({ status, ErrorList: ['no'] });
    expect(requests).toHaveLength(1);
  });
});

describe('callApi: errors (spec §8)', () => {
  it('shows the 500 toast for the main service, after the retry', async () => {
    const { client, deps, requests } = setup([
      { status: 500, body: errorBody('boom') },
      { status: 500, body: errorBody('boom') },
    ]);

    await expect(callSetLanguage(client)).rejects.toMatchObject({ status: 500 });
    expect(requests).toHaveLength(2);
    expect(deps.notifyServerError).toHaveBeenCalledTimes(1);
  });

  it('shows no toast when the retry succeeds', async () => {
    const { client, deps } = setup([
      { status: 500, body: errorBody('boom') },
      { status: 200, body: languageBody },
    ]);

    await callSetLanguage(client);
    expect(deps.notifyServerError).not.toHaveBeenCalled();
  });

  it('shows no toast for a 500 of the second API', async () => {
    const { client, deps } = setup([{ status: 500, body: errorBody('boom') }]);

    await expect(
      client.callApi(API_ROUTES.smartSearch, { body: { Data: { Keyword: 'x' } } }),
    ).rejects.toMatchObject({ status: 500 });
    expect(deps.notifyServerError).not.toHaveBeenCalled();
  });

  it('throws "{status} {statusText}" when there is no body', async () => {
    const { client } = setup([{ status: 404, statusText: 'Not Found' }]);

    await expect(callSetLanguage(client)).rejects.toMatchObject({
      ErrorList: ['404 Not Found'],
      body: null,
    });
  });

  it('throws when a success does not match the contract', async () => {
    const { client } = setup([{ status: 200, body: { Data: { Language: 'fr' }, ErrorList: [] } }]);

    await expect(callSetLanguage(client)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('callApi: 401', () => {
  it('clears credentials, remembers the page and opens the login dialog, without retrying', async () => {
    const { client, deps, requests } = setup([{ status: 401, body: errorBody('Unauthorized') }]);

    await expect(callSetLanguage(client)).rejects.toMatchObject({ status: 401 });

    expect(requests).toHaveLength(1);
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.clearLocalData).toHaveBeenCalledTimes(1);
    expect(deps.rememberLastPage).toHaveBeenCalledWith('/en/basket?step=2');
    expect(deps.openLoginDialog).toHaveBeenCalledTimes(1);
    expect(deps.notifyServerError).not.toHaveBeenCalled();
    const clearOrder = vi.mocked(deps.clearLocalData).mock.invocationCallOrder[0] ?? 0;
    const rememberOrder = vi.mocked(deps.rememberLastPage).mock.invocationCallOrder[0] ?? 0;
    expect(clearOrder).toBeLessThan(rememberOrder);
  });

  it('still opens the dialog when clearing the session cookie fails', async () => {
    const { client, deps } = setup([{ status: 401, body: errorBody('Unauthorized') }], {
      clearSession: vi.fn(async () => {
        throw new TypeError('offline');
      }),
    });

    await expect(callSetLanguage(client)).rejects.toMatchObject({ status: 401 });
    expect(deps.openLoginDialog).toHaveBeenCalledTimes(1);
  });

  it("only throws a 401 that is the call's own answer (a wrong password)", async () => {
    const { client, deps } = setup([{ status: 401, body: errorBody('Wrong password') }]);

    await expect(
      client.callApi(API_ROUTES.login, {
        body: { Data: { Email: 'a@b.co', Password: 'x', RememberMe: false } },
        unauthorized: 'answer',
      }),
    ).rejects.toMatchObject({ status: 401, ErrorList: ['Wrong password'] });
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.clearLocalData).not.toHaveBeenCalled();
    expect(deps.openLoginDialog).not.toHaveBeenCalled();
  });
});

describe('device id', () => {
  const appStartBody = {
    Data: { DeviceId: DEVICE_ID, DeviceTypeId: 20, Language: 'th' },
    ErrorList: [],
  };

  it('registers the device with POST /appstart first, once for concurrent calls', async () => {
    const { client, deps, requests, forgetDevice } = setup([
      { status: 200, body: appStartBody },
      { status: 200, body: languageBody },
      { status: 200, body: languageBody },
    ]);
    forgetDevice();

    await Promise.all([callSetLanguage(client), callSetLanguage(client)]);

    expect(requests.map((request) => `${request.init.method} ${request.url}`)).toEqual([
      'POST /api/main/appstart',
      'GET /api/main/common/setlanguage/en',
      'GET /api/main/common/setlanguage/en',
    ]);
    expect(requests[0]?.init.body).toBe('{"Data":{"DeviceTypeId":20}}');
    expect(new Headers(requests[0]?.init.headers).has('DeviceId')).toBe(false);
    expect(deps.saveDeviceId).toHaveBeenCalledWith(DEVICE_ID);
    expect(new Headers(requests[1]?.init.headers).get('DeviceId')).toBe(DEVICE_ID);
  });

  it('never retries POST /appstart and tries again on the next call', async () => {
    const { client, requests, forgetDevice } = setup([
      { status: 503, body: errorBody('busy') },
      { status: 200, body: appStartBody },
      { status: 200, body: languageBody },
    ]);
    forgetDevice();

    await expect(callSetLanguage(client)).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);

    await callSetLanguage(client);
    expect(requests).toHaveLength(3);
  });
});

describe('withoutDefaultLocalePrefix', () => {
  it('turns the transient /th address into the unprefixed Thai path', async () => {
    const { withoutDefaultLocalePrefix } = await import('./request-path');
    expect(withoutDefaultLocalePrefix('/th')).toBe('/');
    expect(withoutDefaultLocalePrefix('/th/category/3')).toBe('/category/3');
    expect(withoutDefaultLocalePrefix('/en/category/3')).toBe('/en/category/3');
    expect(withoutDefaultLocalePrefix('/thai-classics')).toBe('/thai-classics');
  });
});
