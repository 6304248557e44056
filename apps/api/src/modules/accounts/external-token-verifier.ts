import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ExternalProvider } from '@nangsue/contracts';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { Env } from '../../env.js';

/**
 * Checks what a provider says about the caller (security checklist 7, ASVS 9.1-10.5). The API
 * never trusts an identity the client asserts:
 * - Google and Apple: the OpenID Connect ID token's signature against the keys the issuer
 *   publishes, with an algorithm allow-list (RS256, ES256: never `none`, never HS*), issuer,
 *   audience = our client id, expiry (small clock skew), `nonce` = the storefront's, `sub` = the
 *   claimed subject; and the token used once only: its issuer and nonce are recorded until it
 *   expires (`claimToken`, an atomic insert), and a second use is refused.
 * - Facebook: the access token through the Graph API's `debug_token` (valid, issued to our app,
 *   for the claimed user), then `/me` for the profile. Facebook e-mails count as unverified.
 */

/** What a verified provider token tells us about the person. */
export type ExternalIdentity = {
  provider: ExternalProvider;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
};

export type OidcProviderSettings = {
  issuer: string;
  clientId: string;
  /** Skips discovery when set. */
  jwksUrl?: string | undefined;
};

export type FacebookSettings = { appId: string; appSecret: string; graphUrl: string };

export type ExternalTokenSettings = {
  google?: OidcProviderSettings | undefined;
  apple?: OidcProviderSettings | undefined;
  facebook?: FacebookSettings | undefined;
  timeoutMs: number;
  /** Allowed clock difference for `exp`, `nbf` and `iat`. */
  clockSkewSeconds?: number;
};

export type ExternalTokenInput = {
  externalIdentifier: string;
  idToken?: string | undefined;
  accessToken?: string | undefined;
  nonce?: string | undefined;
};

/** A token the API refuses; `reason` is for the log only, callers get one generic message. */
export class ExternalTokenRejected extends Error {
  override name = 'ExternalTokenRejected';
}

const ALLOWED_ALGORITHMS = ['RS256', 'ES256'];
const DEFAULT_CLOCK_SKEW_SECONDS = 60;

const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const stringClaim = (payload: JWTPayload, name: string): string | null => {
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** Google sends a boolean; Apple has sent both `true` and `"true"`. */
const isTrue = (value: unknown): boolean => value === true || value === 'true';

const DiscoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

const fetchJson = async (url: URL | string, timeoutMs: number): Promise<unknown> => {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ExternalTokenRejected(`${String(url).split('?')[0]} answered ${response.status}`);
  }
  return body;
};

/** Records a token's first use: true the first time, false once it is recorded (until `expiresAt`). */
export type ClaimToken = (tokenKey: string, expiresAt: Date) => Promise<boolean>;

const createOidcVerifier = (
  provider: 'google' | 'apple',
  settings: OidcProviderSettings,
  options: { timeoutMs: number; clockSkewSeconds: number; claimToken: ClaimToken | undefined },
) => {
  const issuer = withoutTrailingSlash(settings.issuer);
  // Google's tokens name their issuer with or without the scheme.
  const acceptedIssuers =
    issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];

  const loadKeys = async () => {
    let jwksUrl = settings.jwksUrl;
    if (jwksUrl === undefined) {
      const discovery = DiscoverySchema.safeParse(
        await fetchJson(`${issuer}/.well-known/openid-configuration`, options.timeoutMs),
      );
      if (!discovery.success) throw new ExternalTokenRejected('malformed discovery document');
      if (withoutTrailingSlash(discovery.data.issuer) !== issuer) {
        throw new ExternalTokenRejected(`discovery names issuer ${discovery.data.issuer}`);
      }
      jwksUrl = discovery.data.jwks_uri;
    }
    return createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: options.timeoutMs,
      cooldownDuration: 30_000,
      cacheMaxAge: 60 * 60 * 1000,
    });
  };

  // Discovered once; a failed discovery is retried on the next sign-in.
  let keys: ReturnType<typeof loadKeys> | undefined;
  const getKeys = () => {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };

  return async (input: ExternalTokenInput): Promise<ExternalIdentity> => {
    if (!input.idToken) throw new ExternalTokenRejected('no IdToken');
    if (!input.nonce) throw new ExternalTokenRejected('no Nonce');

    const { payload } = await jwtVerify(input.idToken, await getKeys(), {
      issuer: acceptedIssuers,
      audience: settings.clientId,
      algorithms: ALLOWED_ALGORITHMS,
      clockTolerance: options.clockSkewSeconds,
      requiredClaims: ['sub', 'exp', 'iat'],
    });

    const nonce = stringClaim(payload, 'nonce');
    if (nonce === null || !safeEqual(nonce, input.nonce)) {
      throw new ExternalTokenRejected('nonce differs from the one sent');
    }
    if (payload.sub !== input.externalIdentifier) {
      throw new ExternalTokenRejected('sub differs from ExternalIdentifier');
    }
    // A token issued to another client of ours (several audiences) must name us as its party.
    const azp = stringClaim(payload, 'azp');
    if (azp !== null && azp !== settings.clientId) {
      throw new ExternalTokenRejected(`azp ${azp} is not our client`);
    }

    if (options.claimToken) {
      const tokenKey = createHash('sha256')
        .update(`${payload.iss ?? issuer}\n${nonce}`)
        .digest('hex');
      const expiresAt = new Date(((payload.exp ?? 0) + options.clockSkewSeconds) * 1000);
      if (!(await options.claimToken(tokenKey, expiresAt))) {
        throw new ExternalTokenRejected('ID token already used');
      }
    }

    const email = stringClaim(payload, 'email');
    return {
      provider,
      subject: payload.sub,
      email,
      // Apple only issues addresses it verified (private-relay ones included).
      isEmailVerified: email !== null && isTrue(payload['email_verified']),
      firstName: stringClaim(payload, 'given_name'),
      lastName: stringClaim(payload, 'family_name'),
      displayName: stringClaim(payload, 'name'),
    };
  };
};

const DebugTokenSchema = z.object({
  data: z.object({
    is_valid: z.boolean(),
    app_id: z.union([z.string(), z.number()]).transform(String).optional(),
    user_id: z.union([z.string(), z.number()]).transform(String).optional(),
  }),
});

const FacebookProfileSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().optional(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

const createFacebookVerifier = (settings: FacebookSettings, options: { timeoutMs: number }) => {
  const graph = withoutTrailingSlash(settings.graphUrl);

  return async (input: ExternalTokenInput): Promise<ExternalIdentity> => {
    if (!input.accessToken) throw new ExternalTokenRejected('no AccessToken');

    const debugUrl = new URL(`${graph}/debug_token`);
    debugUrl.searchParams.set('input_token', input.accessToken);
    debugUrl.searchParams.set('access_token', `${settings.appId}|${settings.appSecret}`);
    const debug = DebugTokenSchema.safeParse(await fetchJson(debugUrl, options.timeoutMs));
    if (!debug.success) throw new ExternalTokenRejected('malformed debug_token answer');

    const { is_valid: isValid, app_id: appId, user_id: userId } = debug.data.data;
    if (!isValid) throw new ExternalTokenRejected('debug_token: not valid');
    if (appId !== settings.appId) throw new ExternalTokenRejected(`token of app ${appId}`);
    if (userId !== input.externalIdentifier) {
      throw new ExternalTokenRejected('user_id differs from ExternalIdentifier');
    }

    const meUrl = new URL(`${graph}/me`);
    meUrl.searchParams.set('fields', 'id,name,email,first_name,last_name');
    meUrl.searchParams.set('access_token', input.accessToken);
    meUrl.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', settings.appSecret).update(input.accessToken).digest('hex'),
    );
    const me = FacebookProfileSchema.safeParse(await fetchJson(meUrl, options.timeoutMs));
    if (!me.success) throw new ExternalTokenRejected('malformed /me answer');
    if (me.data.id !== userId) throw new ExternalTokenRejected('/me names another user');

    const email = me.data.email?.trim() || null;
    return {
      provider: 'facebook',
      subject: userId,
      email,
      // Facebook does not say whether the address was confirmed: never treat it as verified.
      isEmailVerified: false,
      firstName: me.data.first_name?.trim() || null,
      lastName: me.data.last_name?.trim() || null,
      displayName: me.data.name?.trim() || null,
    };
  };
};

/** A short description of why a token was refused, for the log. */
export const describeRejection = (error: unknown): string => {
  if (error instanceof ExternalTokenRejected) return error.message;
  if (error instanceof joseErrors.JOSEError) return `${error.code}: ${error.message}`;
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
};

/** The verifier's settings from the environment: a provider without its client id stays off. */
export const externalTokenSettingsOf = (env: Env): ExternalTokenSettings => ({
  google: env.GOOGLE_CLIENT_ID
    ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL }
    : undefined,
  apple: env.APPLE_CLIENT_ID
    ? { issuer: env.APPLE_ISSUER, clientId: env.APPLE_CLIENT_ID, jwksUrl: env.APPLE_JWKS_URL }
    : undefined,
  facebook:
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? {
          appId: env.FACEBOOK_APP_ID,
          appSecret: env.FACEBOOK_APP_SECRET,
          graphUrl: env.FACEBOOK_GRAPH_URL,
        }
      : undefined,
  timeoutMs: env.EXTERNAL_LOGIN_TIMEOUT_MS,
});

/** `claimToken` (the used-token table) refuses a second use of one ID token; without it, none is. */
export const createExternalTokenVerifier = (
  settings: ExternalTokenSettings,
  claimToken?: ClaimToken,
) => {
  const options = {
    timeoutMs: settings.timeoutMs,
    clockSkewSeconds: settings.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS,
    claimToken,
  };
  const verifiers: Partial<
    Record<ExternalProvider, (input: ExternalTokenInput) => Promise<ExternalIdentity>>
  > = {
    ...(settings.google ? { google: createOidcVerifier('google', settings.google, options) } : {}),
    ...(settings.apple ? { apple: createOidcVerifier('apple', settings.apple, options) } : {}),
    ...(settings.facebook ? { facebook: createFacebookVerifier(settings.facebook, options) } : {}),
  };

  return {
    isEnabled: (provider: ExternalProvider): boolean => verifiers[provider] !== undefined,

    /** The verified identity; throws (ExternalTokenRejected, jose or network errors) otherwise. */
    async verify(provider: ExternalProvider, input: ExternalTokenInput): Promise<ExternalIdentity> {
      const verify = verifiers[provider];
      if (!verify) throw new ExternalTokenRejected(`${provider} is not configured`);
      return verify(input);
    },
  };
};

export type ExternalTokenVerifier = ReturnType<typeof createExternalTokenVerifier>;
