import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, findRoute, pathOf, queryStringOf, type ApiRoute } from './index.js';

const routes = Object.entries(API_ROUTES) as [string, ApiRoute][];
const paramNamesOf = (route: ApiRoute) =>
  route.path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1))
    .sort();

describe('the route table', () => {
  it('names every path parameter in the params schema, and nothing else', () => {
    for (const [name, route] of routes) {
      const declared =
        route.params instanceof z.ZodObject ? Object.keys(route.params.shape).sort() : [];
      expect(declared, name).toEqual(paramNamesOf(route));
    }
  });

  it('keeps each service to its own paths (spec §7)', () => {
    for (const [name, route] of routes) {
      const isSecond = route.path.startsWith('/v1/');
      expect(route.service, name).toBe(isSecond ? 'second' : 'main');
    }
  });

  it('declares each method and path once', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds every route by itself, and no other', () => {
    for (const [name, route] of routes) {
      const path = route.path.replace(/:[^/]+/g, '7');
      expect(findRoute(route.service, route.method, path), name).toBe(route);
    }
  });

  it('declares the calls that start or end a session', () => {
    const effects = Object.fromEntries(
      routes.filter(([, route]) => route.session).map(([name, route]) => [name, route.session]),
    );
    expect(effects).toEqual({
      login: 'issues-remembered',
      verifyEmail: 'issues',
      signInWithLink: 'issues',
      externalLogin: 'issues',
      logout: 'ends',
      deactivate: 'ends-on-success',
    });
  });
});

describe('pathOf', () => {
  it('puts each value into its own segment, percent-encoded', () => {
    expect(pathOf(API_ROUTES.productDetails, { id: 12 })).toBe('/v2/product/productdetails/12');
    expect(pathOf(API_ROUTES.validateResetLink, { token: 'a/b', guid: '..' })).toBe(
      '/v2/customer/validate-reset-password/a%2Fb/..',
    );
    expect(pathOf(API_ROUTES.autocomplete, { keyword: 'แมว ดำ' })).toBe(
      `/v2/catalog/search-autocomplete/${encodeURIComponent('แมว ดำ')}`,
    );
  });

  it('refuses a missing or empty value', () => {
    expect(() => pathOf(API_ROUTES.productDetails, {})).toThrow(':id');
    expect(() => pathOf(API_ROUTES.autocomplete, { keyword: '' })).toThrow(':keyword');
  });
});

describe('queryStringOf', () => {
  it('repeats arrays, leaves out undefined values and encodes the rest', () => {
    expect(queryStringOf({ id: [1, 2], q: 'ก&ข', none: undefined })).toBe(
      `?id=1&id=2&q=${encodeURIComponent('ก&ข')}`,
    );
    expect(queryStringOf({})).toBe('');
    expect(queryStringOf(undefined)).toBe('');
  });
});
