import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, importPKCS8 } from 'jose';
import { z } from 'zod';
import type { AppleSettings, ProviderSettings } from './providers';

/**
 * The web server's side of OAuth 2.0 / OpenID Connect (authorization code flow, confidential
 * client, PKCE S256, `state`, `nonce`). It only carries tokens: the API verifies them.
 */

/** 256 random bits, base64url: state, nonce and the PKCE verifier (43 characters, RFC 7636). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** RFC 7636 S256: BASE64URL(SHA-256(verifier)). */
export const pkceChallenge = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url');

export class ProviderRequestError extends Error {
  override name = 'ProviderRequestError';
}

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
});
type Discovery = z.infer<typeof DiscoverySchema>;

const PROVIDER_TIMEOUT_MS = 10_000;

const fetchJson = async (url: string, init: RequestInit = {}): Promise<unknown> => {
  const response = await fetch(url, {
    ...init,
    headers: { Accept: 'application/json', ...init.headers },
    cache: 'no-store',
    redirect: 'error',
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new ProviderRequestError(
      `${url.split('?')[0]} answered ${response.status}${error ? ` (${JSON.stringify(error)})` : ''}`,
    );
  }
  return body;
};

const discoveries = new Map<string, Promise<Discovery>>();

/** The issuer's OpenID configuration, fetched once per process (again after a failure). */
const discover = (issuer: string): Promise<Discovery> => {
  let pending = discoveries.get(issuer);
  if (!pending) {
    pending = fetchJson(`${issuer}/.well-known/openid-configuration`).then((body) => {
      const discovery = DiscoverySchema.parse(body);
      if (discovery.issuer.replace(/\/+$/, '') !== issuer) {
        throw new ProviderRequestError(`discovery names issuer ${discovery.issuer}`);
      }
      return discovery;
    });
    pending.catch(() => discoveries.delete(issuer));
    discoveries.set(issuer, pending);
  }
  return pending;
};

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
    response_type: 'code',
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: pkceChallenge(request.verifier),
    code_challenge_method: 'S256',
  };
  let url: URL;
  let params: Record<string, string>;
  switch (settings.provider) {
    case 'google':
      url = new URL((await discover(settings.issuer)).authorization_endpoint);
      params = {
        ...common,
        client_id: settings.clientId,
        scope: 'openid email profile',
        nonce: request.nonce,
        prompt: 'select_account',
      };
      break;
    case 'apple':
      url = new URL((await discover(settings.issuer)).authorization_endpoint);
      // Asking for name and e-mail makes Apple answer by a cross-site form post.
      params = {
        ...common,
        client_id: settings.clientId,
        scope: 'name email',
        response_mode: 'form_post',
        nonce: request.nonce,
      };
      break;
    case 'facebook':
      url = new URL(settings.dialogUrl);
      params = { ...common, client_id: settings.appId, scope: 'email public_profile' };
      break;
  }
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
};

/**
 * Apple's client secret: a short-lived ES256 JWT signed with the Sign in with Apple key
 * (iss = team id, sub = Services ID, aud = Apple).
 */
export const createAppleClientSecret = async (settings: AppleSettings): Promise<string> =>
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

const TokenResponseSchema = z.object({
  id_token: z.string().optional(),
  access_token: z.string().optional(),
});

/** Subject and e-mail as the ID token states them; the API checks the signature and the rest. */
const claimsOf = (idToken: string): { subject: string; email: string } => {
  const claims = decodeJwt(idToken);
  if (typeof claims.sub !== 'string' || claims.sub === '') {
    throw new ProviderRequestError('ID token without sub');
  }
  return { subject: claims.sub, email: typeof claims.email === 'string' ? claims.email : '' };
};

const postForm = (url: string, form: Record<string, string>) =>
  fetchJson(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });

/** Exchanges the authorization code (with the PKCE verifier and our client secret). */
export const exchangeCode = async (
  settings: ProviderSettings,
  { code, verifier, redirectUri }: { code: string; verifier: string; redirectUri: string },
): Promise<ProviderTokens> => {
  const grant = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
  };

  if (settings.provider === 'facebook') {
    const tokens = TokenResponseSchema.parse(
      await postForm(`${settings.graphUrl}/oauth/access_token`, {
        ...grant,
        client_id: settings.appId,
        client_secret: settings.appSecret,
      }),
    );
    if (!tokens.access_token) throw new ProviderRequestError('no access_token');
    const me = new URL(`${settings.graphUrl}/me`);
    me.searchParams.set('fields', 'id');
    me.searchParams.set('access_token', tokens.access_token);
    me.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', settings.appSecret).update(tokens.access_token).digest('hex'),
    );
    const profile = z.object({ id: z.string().min(1) }).parse(await fetchJson(me.toString()));
    return { subject: profile.id, email: '', accessToken: tokens.access_token };
  }

  const { token_endpoint: tokenEndpoint } = await discover(settings.issuer);
  const clientSecret =
    settings.provider === 'apple' ? await createAppleClientSecret(settings) : settings.clientSecret;
  const tokens = TokenResponseSchema.parse(
    await postForm(tokenEndpoint, {
      ...grant,
      client_id: settings.clientId,
      client_secret: clientSecret,
    }),
  );
  if (!tokens.id_token) throw new ProviderRequestError('no id_token');
  return { ...claimsOf(tokens.id_token), idToken: tokens.id_token };
};
