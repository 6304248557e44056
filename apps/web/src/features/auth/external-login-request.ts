import 'server-only';
import {
  DEVICE_TYPES,
  EXTERNAL_PROVIDERS,
  HEADERS,
  LoginResponseSchema,
  type ExternalLoginBody,
  type Locale,
} from '@nangsue/contracts';
import { getServerEnv } from '@/env';
import type { ProviderTokens } from './oauth-client';
import type { SignInError, SignInMode, SocialProvider } from './sign-in-paths';

export type ExternalLoginResult = { ok: true; token: string } | { ok: false; error: SignInError };

/** The API's refusal as a code for the failure page. */
export const signInErrorOf = (status: number, mode: SignInMode): SignInError => {
  switch (status) {
    case 400:
      return 'provider_unavailable';
    case 401:
      return 'verification_failed';
    case 409:
      return mode === 'link' ? 'link_conflict' : 'account_exists';
    case 422:
      return 'email_required';
    default:
      return 'server_error';
  }
};

export type ExternalLoginCall = {
  provider: SocialProvider;
  tokens: ProviderTokens;
  nonce: string;
  /** Apple sends the name only at the first authorization, beside the tokens. */
  names: { firstName?: string | undefined; lastName?: string | undefined };
  mode: SignInMode;
  locale: Locale;
  deviceId: string | null;
  /** Linking: the session the identity joins. */
  sessionToken: string | null;
  clientIp: string | null;
  userAgent: string | null;
};

/**
 * `POST /v2/customer/externallogin`, server to server, with the headers the API proxy sends for a
 * browser (device, language, client address) so the session is recorded as the browser's.
 */
export const requestExternalLogin = async (
  call: ExternalLoginCall,
): Promise<ExternalLoginResult> => {
  const env = getServerEnv();
  const body: ExternalLoginBody = {
    Data: {
      Email: call.tokens.email,
      ExternalDisplayIdentifier: '',
      ExternalIdentifier: call.tokens.subject,
      ProviderSystemName: EXTERNAL_PROVIDERS[call.provider],
      ...(call.tokens.idToken ? { IdToken: call.tokens.idToken, Nonce: call.nonce } : {}),
      ...(call.tokens.accessToken ? { AccessToken: call.tokens.accessToken } : {}),
      ...(call.names.firstName ? { FirstName: call.names.firstName } : {}),
      ...(call.names.lastName ? { LastName: call.names.lastName } : {}),
    },
  };

  const headers = new Headers({
    Accept: 'application/json',
    'Content-Type': 'application/json',
    [HEADERS.deviceTypeId]: String(DEVICE_TYPES.web),
    [HEADERS.language]: call.locale,
    [HEADERS.requestId]: crypto.randomUUID(),
  });
  if (call.deviceId) headers.set(HEADERS.deviceId, call.deviceId);
  if (call.sessionToken) headers.set(HEADERS.token, call.sessionToken);
  if (call.clientIp) headers.set('X-Forwarded-For', call.clientIp);
  if (call.userAgent) headers.set('User-Agent', call.userAgent);

  try {
    const response = await fetch(new URL('/v2/customer/externallogin', env.API_MAIN_URL), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(env.API_TIMEOUT_MS),
    });
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      console.warn(
        `[auth] externallogin (${call.provider}) refused with ${response.status}`,
        (payload as { ErrorList?: unknown } | null)?.ErrorList,
      );
      return { ok: false, error: signInErrorOf(response.status, call.mode) };
    }
    const parsed = LoginResponseSchema.safeParse(payload);
    if (!parsed.success || parsed.data.Data === null) {
      console.error('[auth] externallogin answered without Data');
      return { ok: false, error: 'server_error' };
    }
    return { ok: true, token: parsed.data.Data.Token };
  } catch (error) {
    console.error(`[auth] externallogin (${call.provider}) failed`, error);
    return { ok: false, error: 'server_error' };
  }
};
