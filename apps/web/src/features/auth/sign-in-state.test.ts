import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SIGN_IN_STATE_MAX_AGE_SECONDS,
  deriveStateKey,
  openSignInState,
  sealSignInState,
  type SignInState,
} from './sign-in-state';

const KEY = deriveStateKey('a-secret-of-at-least-thirty-two-characters');
const STATE: SignInState = {
  provider: 'google',
  state: 'state-value-0123456789abcdef',
  nonce: 'nonce-value-0123456789abcdef',
  verifier: 'v'.repeat(43),
  locale: 'th',
  mode: 'signin',
  next: '/bestseller',
  deviceId: null,
  sessionToken: null,
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in state cookie', () => {
  it('opens what it sealed', async () => {
    expect(await openSignInState(await sealSignInState(STATE, KEY), KEY)).toEqual(STATE);
  });

  it('hides its content', async () => {
    const sealed = await sealSignInState(STATE, KEY);
    const readable = sealed
      .split('.')
      .map((part) => Buffer.from(part, 'base64url').toString('latin1'))
      .join(' ');
    expect(readable).not.toContain(STATE.verifier);
    expect(readable).not.toContain(STATE.nonce);
  });

  it('refuses another key, an altered cookie, garbage and nothing', async () => {
    const sealed = await sealSignInState(STATE, KEY);
    const other = deriveStateKey('another-secret-of-at-least-thirty-two-chars');
    expect(await openSignInState(sealed, other)).toBeNull();

    const parts = sealed.split('.');
    const cipher = Buffer.from(parts[3] ?? '', 'base64url');
    cipher[0] = (cipher[0] ?? 0) ^ 1;
    parts[3] = cipher.toString('base64url');
    expect(await openSignInState(parts.join('.'), KEY)).toBeNull();

    expect(await openSignInState('not.a.sealed.cookie.value', KEY)).toBeNull();
    expect(await openSignInState(undefined, KEY)).toBeNull();
  });

  it('expires after ten minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sealed = await sealSignInState(STATE, KEY);
    vi.setSystemTime(Date.now() + (SIGN_IN_STATE_MAX_AGE_SECONDS - 5) * 1000);
    expect(await openSignInState(sealed, KEY)).not.toBeNull();
    vi.setSystemTime(Date.now() + 10 * 1000);
    expect(await openSignInState(sealed, KEY)).toBeNull();
  });
});
