import { describe, expect, it } from 'vitest';
import { cookieValueOf } from './browser-cookies';

describe('cookieValueOf', () => {
  it('reads one cookie, decoded, and not a look-alike, an emptied or a broken one', () => {
    expect(cookieValueOf('a=1; nangsue_device=ab%2Dc; b=2', 'nangsue_device')).toBe('ab-c');
    expect(cookieValueOf('a=1;nangsue_device=x', 'nangsue_device')).toBe('x');
    expect(cookieValueOf('x_nangsue_device=1', 'nangsue_device')).toBeNull();
    expect(cookieValueOf('nangsue_device=', 'nangsue_device')).toBeNull();
    expect(cookieValueOf('nangsue_device=%E0%A4', 'nangsue_device')).toBeNull();
    expect(cookieValueOf('', 'nangsue_device')).toBeNull();
  });
});
