import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './security-headers';

describe('storefront security headers', () => {
  it('makes a new unguessable nonce for every page', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => newNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('allows only scripts with the nonce, and no framing, in production', () => {
    const policy = contentSecurityPolicy('abc', false);
    expect(policy).toContain(`script-src 'self' 'nonce-abc' 'strict-dynamic'`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).toContain(`object-src 'none'`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
