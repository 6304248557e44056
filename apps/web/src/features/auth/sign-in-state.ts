import { createHash } from 'node:crypto';
import { isLocale, type Locale } from '@nangsue/contracts';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { z } from 'zod';
import { isSocialProvider, type SignInMode, type SocialProvider } from './sign-in-paths';

/**
 * What a sign-in must remember between leaving for the provider and coming back: `state` (the
 * answer belongs to this browser's request), the OpenID `nonce`, the PKCE verifier, where to go
 * afterwards and in which language. It travels in a short-lived HttpOnly cookie, encrypted and
 * authenticated (JWE `dir` + A256GCM) with a key of this server, so the browser can neither read
 * the verifier nor change any of it.
 */
export type SignInState = {
  provider: SocialProvider;
  state: string;
  nonce: string;
  verifier: string;
  locale: Locale;
  mode: SignInMode;
  /** A safe path of this store, or null for "the last page". */
  next: string | null;
  /** The device cookie at the start (Apple's cross-site post does not carry it). */
  deviceId: string | null;
  /** Linking only: the session to link to (Apple's post carries no SameSite=Lax cookie). */
  sessionToken: string | null;
};

/** Ten minutes to choose an account at the provider. */
export const SIGN_IN_STATE_MAX_AGE_SECONDS = 10 * 60;

const PayloadSchema = z.object({
  p: z.string().refine(isSocialProvider),
  s: z.string().min(16),
  n: z.string().min(16),
  v: z.string().min(43).max(128),
  l: z.string().refine(isLocale),
  m: z.enum(['signin', 'link']),
  x: z.string().nullable(),
  d: z.string().nullable(),
  t: z.string().nullable(),
});

/** A 256-bit key from the configured secret, for this purpose only. */
export const deriveStateKey = (secret: string): Uint8Array =>
  new Uint8Array(createHash('sha256').update(`nangsue sign-in state\0${secret}`).digest());

export const sealSignInState = async (state: SignInState, key: Uint8Array): Promise<string> =>
  new EncryptJWT({
    p: state.provider,
    s: state.state,
    n: state.nonce,
    v: state.verifier,
    l: state.locale,
    m: state.mode,
    x: state.next,
    d: state.deviceId,
    t: state.sessionToken,
  })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${SIGN_IN_STATE_MAX_AGE_SECONDS}s`)
    .encrypt(key);

/** The state, or null when the cookie is missing, altered, sealed with another key or expired. */
export const openSignInState = async (
  sealed: string | undefined,
  key: Uint8Array,
): Promise<SignInState | null> => {
  if (!sealed) return null;
  try {
    const { payload } = await jwtDecrypt(sealed, key, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      requiredClaims: ['exp', 'iat'],
    });
    const parsed = PayloadSchema.safeParse(payload);
    if (!parsed.success) return null;
    const data = parsed.data;
    return {
      provider: data.p as SocialProvider,
      state: data.s,
      nonce: data.n,
      verifier: data.v,
      locale: data.l as Locale,
      mode: data.m,
      next: data.x,
      deviceId: data.d,
      sessionToken: data.t,
    };
  } catch {
    return null;
  }
};
