import {
  DEFAULT_LOCALE,
  EXTERNAL_PROVIDERS,
  type ExternalProvider,
  type Locale,
} from '@nangsue/contracts';

/**
 * Addresses of external sign-in (spec §2: `/auth/callback-apple`, `/auth/error`), shared by the
 * server routes and the buttons. The provider-facing routes live under `/api/auth/` (outside the
 * locale prefix and the next-intl proxy, so their return addresses are fixed); the language of the
 * flow travels in the state cookie.
 */

export const SOCIAL_PROVIDERS = Object.keys(EXTERNAL_PROVIDERS) as ExternalProvider[];
export type SocialProvider = ExternalProvider;

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as string[]).includes(value);

/** Sign in with the provider, or link it to the signed-in account (from the settings page). */
export type SignInMode = 'signin' | 'link';

export const SIGN_IN_ERRORS = [
  /** The provider answered with an error (the person cancelled, or refused consent). */
  'access_denied',
  /** The answer does not belong to a sign-in this browser started (state, expired cookie). */
  'invalid_state',
  /** No authorization code, or the provider refused to exchange it. */
  'provider_error',
  /** This provider is not configured. */
  'provider_unavailable',
  /** The store refused the provider's token. */
  'verification_failed',
  /** An account with the provider's e-mail exists: log in with it, then link the provider. */
  'account_exists',
  /** Linking failed: the identity belongs to another account, or another one is linked. */
  'link_conflict',
  /** The provider shared no e-mail address (Facebook). */
  'email_required',
  /** Linking needs a signed-in session. */
  'not_signed_in',
  /** The store could not be reached or failed. */
  'server_error',
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number];

export const isSignInError = (value: unknown): value is SignInError =>
  typeof value === 'string' && (SIGN_IN_ERRORS as readonly string[]).includes(value);

/** Where the buttons send the browser: the web server starts the authorization request. */
export const signInStartPath = (
  provider: SocialProvider,
  options: { locale: Locale; mode?: SignInMode; next?: string | undefined },
): string => {
  const query = new URLSearchParams({ locale: options.locale });
  if (options.mode === 'link') query.set('mode', 'link');
  if (options.next) query.set('next', options.next);
  return `/api/auth/signin/${provider}?${query.toString()}`;
};

/** The fixed return address registered with each provider (Apple posts to the spec's route). */
export const callbackPath = (provider: SocialProvider): string =>
  provider === 'apple' ? '/auth/callback-apple' : `/api/auth/callback/${provider}`;

/** The list of providers the buttons ask for when the page did not pass it. */
export const ENABLED_PROVIDERS_PATH = '/api/auth/providers';

const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The page that finishes a successful sign-in in the browser (toast, customer info, return). */
export const completionPath = (locale: Locale, next?: string | null): string =>
  `${localePrefix(locale)}/auth/complete${next ? `?${new URLSearchParams({ next }).toString()}` : ''}`;

/** The failure page (spec §2): only a code travels in the address, never a message or a token. */
export const errorPath = (locale: Locale, error: SignInError): string =>
  `${localePrefix(locale)}/auth/error?${new URLSearchParams({ error }).toString()}`;

/** Pages it makes no sense to return to after signing in. */
export const isSignInFlowPath = (path: string): boolean => /^(?:\/en)?\/auth(?:[/?#]|$)/.test(path);
