import 'server-only';
import {
  API_ROUTES,
  EXTERNAL_PROVIDERS,
  type ExternalLoginBody,
  type Locale,
} from '@nangsue/contracts';
import { serverApiFor } from '@/lib/api-server';
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

  try {
    const result = await serverApiFor({
      deviceId: call.deviceId ?? undefined,
      token: call.sessionToken ?? undefined,
      locale: call.locale,
      clientIp: call.clientIp,
      userAgent: call.userAgent,
    }).requestApi(API_ROUTES.externalLogin, { body });
    if (!result.ok) {
      console.warn(
        `[auth] externallogin (${call.provider}) refused with ${result.status}`,
        result.errors,
      );
      return { ok: false, error: signInErrorOf(result.status, call.mode) };
    }
    if (result.data.Data === null) {
      console.error('[auth] externallogin answered without Data');
      return { ok: false, error: 'server_error' };
    }
    return { ok: true, token: result.data.Data.Token };
  } catch (error) {
    console.error(`[auth] externallogin (${call.provider}) failed`, error);
    return { ok: false, error: 'server_error' };
  }
};
