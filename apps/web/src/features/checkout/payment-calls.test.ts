import { describe, expect, it } from 'vitest';
import { safeRedirectUrl } from './payment-calls';

// Run without `window`, as the server renders: the answer must be what the browser computes.
describe('safeRedirectUrl', () => {
  it('keeps a path of the store and an absolute http(s) address', () => {
    expect(safeRedirectUrl('/demo-gateway/pay/dchg_1?x=1')).toBe('/demo-gateway/pay/dchg_1?x=1');
    expect(safeRedirectUrl('https://pay.example/3ds?id=1')).toBe('https://pay.example/3ds?id=1');
  });

  it('refuses other schemes and paths that name another host', () => {
    expect(safeRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(safeRedirectUrl('//evil.example/x')).toBeNull();
    expect(safeRedirectUrl('/\\evil.example/x')).toBeNull();
    expect(safeRedirectUrl('pay/x')).toBeNull();
    expect(safeRedirectUrl(null)).toBeNull();
  });
});
