import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint';

describe('hasSignedInHint', () => {
  it('finds the hint among other cookies, and not an emptied or look-alike one', () => {
    expect(hasSignedInHint('a=1; nangsue_signed_in=1; b=2')).toBe(true);
    expect(hasSignedInHint('nangsue_signed_in=1')).toBe(true);
    expect(hasSignedInHint('nangsue_signed_in=')).toBe(false);
    expect(hasSignedInHint('x_nangsue_signed_in=1; nangsue_device=abc')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
