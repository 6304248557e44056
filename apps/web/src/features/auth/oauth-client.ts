import 'server-only';
import { createHmac } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { AppleSettings, FacebookSettings, ProviderSettings } from './providers';

/**
 * The web server's side of OAuth 2.0 / OpenID Connect, with `openid-client` (ADR 0011):
 * discovery, the authorization code flow of a confidential client with PKCE S256, `state` and
 * `nonce`, and the checks of the token endpoint's answer (issuer, audience, expiry, nonce of the
 * ID token). It only carries tokens on: the API verifies the ID token's signature with the
 * provider's keys and keeps a record of used tokens, so one cannot be replayed.
 */

/** 256 random bits, base64url: state, nonce and the PKCE verifier. */
export const randomToken = (): string => oidc.randomPKCECodeVerifier();

class ProviderRequestError extends Error {
  override name = 'ProviderRequestError';
}

const PROVIDER_TIMEOUT_SECONDS = 10;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain http is allowed for a provider on this machine only (the local test providers); any other
 * provider must be https, as `openid-client` requires by default.
 */
const isLocalHttp = (url: URL): boolean => url.protocol === 'http:' && LOOPBACK.has(url.hostname);

/** The timeout and, for a local provider, plain http: set on every configuration we make. */
const configure = (config: oidc.Configuration, provider: URL): oidc.Configuration => {
  if (isLocalHttp(provider)) oidc.allowInsecureRequests(config);
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return config;
};

const discoveries = new Map<string, Promise<oidc.Configuration>>();

/** The issuer's OpenID configuration, discovered once per process (again after a failure). */
const discover = (issuer: string, clientId: string): Promise<oidc.Configuration> => {
  const key = `${issuer} ${clientId}`;
  let pending = discoveries.get(key);
  if (!pending) {
    const server = new URL(issuer);
    pending = oidc.discovery(server, clientId, undefined, undefined, {
      ...(isLocalHttp(server) ? { execute: [oidc.allowInsecureRequests] } : {}),
      timeout: PROVIDER_TIMEOUT_SECONDS,
    });
    pending.catch(() => discoveries.delete(key));
    discoveries.set(key, pending);
  }
  return pending;
};

/**
 * A configuration for one exchange: the discovered server with this client's authentication
 * (Google's secret, Apple's freshly signed secret).
 */
const withAuthentication = (
  discovered: oidc.Configuration,
  clientId: string,
  clientAuthentication: oidc.ClientAuth,
): oidc.Configuration => {
  const server = discovered.serverMetadata();
  return configure(
    new oidc.Configuration(server, clientId, undefined, clientAuthentication),
    new URL(server.issuer),
  );
};

/** Facebook Login is OAuth 2.0 without discovery: its two endpoints, as a configuration. */
const facebookConfiguration = (settings: FacebookSettings): oidc.Configuration =>
  configure(
    new oidc.Configuration(
      {
        issuer: new URL(settings.dialogUrl).origin,
        authorization_endpoint: settings.dialogUrl,
        token_endpoint: `${settings.graphUrl}/oauth/access_token`,
      },
      settings.appId,
      undefined,
      oidc.ClientSecretPost(settings.appSecret),
    ),
    new URL(settings.graphUrl),
  );

export type AuthorizationRequest = {
  state: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
};

/** The provider's authorization address for this sign-in. */
export const buildAuthorizationUrl = async (
  settings: ProviderSettings,
  request: AuthorizationRequest,
): Promise<URL> => {
  const common = {
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(request.verifier),
    code_challenge_method: 'S256',
  };
  switch (settings.provider) {
    case 'google':
      return oidc.buildAuthorizationUrl(await discover(settings.issuer, settings.clientId), {
        ...common,
        scope: 'openid email profile',
        nonce: request.nonce,
        prompt: 'select_account',
      });
    case 'apple':
      // Asking for name and e-mail makes Apple answer by a cross-site form post.
      return oidc.buildAuthorizationUrl(await discover(settings.issuer, settings.clientId), {
        ...common,
        scope: 'name email',
        response_mode: 'form_post',
        nonce: request.nonce,
      });
    case 'facebook':
      return oidc.buildAuthorizationUrl(facebookConfiguration(settings), {
        ...common,
        scope: 'email public_profile',
      });
  }
};

/**
 * Apple's client secret: a short-lived ES256 JWT signed with the Sign in with Apple key
 * (iss = team id, sub = Services ID, aud = Apple), sent as `client_secret`.
 */
const createAppleClientSecret = async (settings: AppleSettings): Promise<string> =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
    .setIssuer(settings.teamId)
    .setSubject(settings.clientId)
    .setAudience(settings.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(await importPKCS8(settings.privateKey, 'ES256'));

/** What the token endpoint gave us, ready for `POST /v2/customer/externallogin`. */
export type ProviderTokens = {
  /** The provider's subject id (`sub`, or Facebook's user id). */
  subject: string;
  email: string;
  idToken?: string;
  accessToken?: string;
};

export type CodeAnswer = {
  code: string;
  /** The `state` the provider sent back (already compared with this browser's by the caller). */
  state: string;
  verifier: string;
  nonce: string;
  redirectUri: string;
};

/** The callback address as the provider called it, whether by query (GET) or form post. */
const callbackUrl = ({ code, state, redirectUri }: CodeAnswer): URL => {
  const url = new URL(redirectUri);
  url.searchParams.set('code', code);
  url.searchParams.set('state', state);
  return url;
};

const grant = async (config: oidc.Configuration, answer: CodeAnswer, idTokenExpected: boolean) => {
  try {
    return await oidc.authorizationCodeGrant(config, callbackUrl(answer), {
      pkceCodeVerifier: answer.verifier,
      expectedState: answer.state,
      ...(idTokenExpected ? { expectedNonce: answer.nonce, idTokenExpected: true } : {}),
    });
  } catch (error) {
    throw new ProviderRequestError(
      `token endpoint refused: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
};

/**
 * Exchanges the authorization code (with the PKCE verifier and our client authentication) and
 * checks the answer: for Google and Apple an ID token for this client, this nonce, not expired.
 */
export const exchangeCode = async (
  settings: ProviderSettings,
  answer: CodeAnswer,
): Promise<ProviderTokens> => {
  if (settings.provider === 'facebook') {
    const config = facebookConfiguration(settings);
    const tokens = await grant(config, answer, false);
    const me = new URL(`${settings.graphUrl}/me`);
    me.searchParams.set('fields', 'id');
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', settings.appSecret).update(tokens.access_token).digest('hex'),
    );
    const response = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
    if (!response.ok) throw new ProviderRequestError(`${me.pathname} answered ${response.status}`);
    const profile = z.object({ id: z.string().min(1) }).parse(await response.json());
    return { subject: profile.id, email: '', accessToken: tokens.access_token };
  }

  const discovered = await discover(settings.issuer, settings.clientId);
  const authentication = oidc.ClientSecretPost(
    settings.provider === 'apple' ? await createAppleClientSecret(settings) : settings.clientSecret,
  );
  const tokens = await grant(
    withAuthentication(discovered, settings.clientId, authentication),
    answer,
    true,
  );
  const claims = tokens.claims();
  if (!tokens.id_token || !claims || typeof claims.sub !== 'string' || claims.sub === '')
    throw new ProviderRequestError('no ID token with a subject');
  return {
    subject: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    idToken: tokens.id_token,
  };
};
