import { describe, expect, it } from 'vitest';
import {
  callbackPath,
  completionPath,
  errorPath,
  isSignInError,
  isSignInFlowPath,
  signInStartPath,
} from './sign-in-paths';

describe('sign-in paths', () => {
  it('starts on the web server with the language, the mode and where to go next', () => {
    expect(signInStartPath('google', { locale: 'th' })).toBe('/api/auth/signin/google?locale=th');
    expect(signInStartPath('apple', { locale: 'en', mode: 'link', next: '/en/setting' })).toBe(
      '/api/auth/signin/apple?locale=en&mode=link&next=%2Fen%2Fsetting',
    );
  });

  it('has fixed return addresses; Apple posts to the spec route', () => {
    expect(callbackPath('google')).toBe('/api/auth/callback/google');
    expect(callbackPath('facebook')).toBe('/api/auth/callback/facebook');
    expect(callbackPath('apple')).toBe('/auth/callback-apple');
  });

  it('finishes and fails in the language of the sign-in (Thai without a prefix)', () => {
    expect(completionPath('th')).toBe('/auth/complete');
    expect(completionPath('en', '/en/wishlist')).toBe('/en/auth/complete?next=%2Fen%2Fwishlist');
    expect(errorPath('th', 'invalid_state')).toBe('/auth/error?error=invalid_state');
    expect(errorPath('en', 'account_exists')).toBe('/en/auth/error?error=account_exists');
  });

  it('knows its own pages and codes', () => {
    expect(isSignInFlowPath('/auth/complete')).toBe(true);
    expect(isSignInFlowPath('/en/auth/error?error=x')).toBe(true);
    expect(isSignInFlowPath('/authors')).toBe(false);
    expect(isSignInFlowPath('/en/book-detail/1')).toBe(false);
    expect(isSignInError('invalid_state')).toBe(true);
    expect(isSignInError('<script>')).toBe(false);
    expect(isSignInError(['invalid_state'])).toBe(false);
  });
});
