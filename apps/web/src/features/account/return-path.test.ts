import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('returns to the remembered page of the store', () => {
    expect(returnPathFrom('/customer/profile', '/')).toBe('/customer/profile');
    expect(returnPathFrom('/en/book-detail/12?x=1#reviews', '/en')).toBe(
      '/en/book-detail/12?x=1#reviews',
    );
  });

  it('goes home without a remembered page, or when it was a sign-in page', () => {
    expect(returnPathFrom(null, '/en')).toBe('/en');
    for (const page of ['/Login', '/login', '/en/login?x', '/register', '/en/auth/error']) {
      expect(returnPathFrom(page, '/')).toBe('/');
    }
    expect(returnPathFrom('/reset-password/a/b', '/')).toBe('/');
    expect(returnPathFrom('/customer/verify-email/a/b', '/')).toBe('/');
  });

  it('never leaves the store', () => {
    for (const page of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
    ]) {
      expect(returnPathFrom(page, '/')).toBe('/');
    }
  });
});
