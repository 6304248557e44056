import { describe, expect, it } from 'vitest';
import { hasSignInError } from './sign-in-error-param';

describe('hasSignInError (spec §2)', () => {
  it.each([
    ['?error=OAuthCallback', true],
    ['?next=/x&error=', true],
    ['?error', true],
    ['', false],
    ['?errors=1', false],
    ['?q=error', false],
  ])('%s -> %s', (search, expected) => {
    expect(hasSignInError(search)).toBe(expected);
  });
});
