import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/', '/'],
    ['/en/customer/profile', '/en/customer/profile'],
    ['/book-detail/12?tab=reviews#top', '/book-detail/12?tab=reviews#top'],
    [
      '/search?q=%E0%B8%AB%E0%B8%99%E0%B8%B1%E0%B8%87',
      '/search?q=%E0%B8%AB%E0%B8%99%E0%B8%B1%E0%B8%87',
    ],
  ])('keeps the store path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '%5C%5Cevil.com',
    '/%5Cevil.com',
    'https://evil.com',
    'http://localhost:3000/customer/profile',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /customer',
    '/\tevil',
    'data:text/html,hi',
    '',
    'customer/profile',
  ])('sends %j to /', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('refuses non-strings and over-long values', () => {
    expect(safeRedirectPath(undefined)).toBe('/');
    expect(safeRedirectPath(['/a'])).toBe('/');
    expect(safeRedirectPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.com', '/en')).toBe('/en');
  });
});
