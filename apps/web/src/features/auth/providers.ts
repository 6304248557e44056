import 'server-only';
import { getServerEnv, type ServerEnv } from '@/env';
import { SOCIAL_PROVIDERS, type SocialProvider } from './sign-in-paths';

/**
 * The external sign-in providers this storefront is set up for (web server env). A provider is
 * offered only when all its settings are present; the secrets never leave this server.
 */
export type GoogleSettings = {
  provider: 'google';
  clientId: string;
  clientSecret: string;
  issuer: string;
};
export type AppleSettings = {
  provider: 'apple';
  clientId: string;
  teamId: string;
  keyId: string;
  /** PKCS#8 PEM of the Sign in with Apple key. */
  privateKey: string;
  issuer: string;
};
export type FacebookSettings = {
  provider: 'facebook';
  appId: string;
  appSecret: string;
  dialogUrl: string;
  graphUrl: string;
};
export type ProviderSettings = GoogleSettings | AppleSettings | FacebookSettings;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export const providerSettingsFrom = (
  env: ServerEnv,
  provider: SocialProvider,
): ProviderSettings | null => {
  switch (provider) {
    case 'google':
      return env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            provider,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: withoutTrailingSlash(env.GOOGLE_ISSUER),
          }
        : null;
    case 'apple':
      return env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
        ? {
            provider,
            clientId: env.APPLE_CLIENT_ID,
            teamId: env.APPLE_TEAM_ID,
            keyId: env.APPLE_KEY_ID,
            privateKey: env.APPLE_PRIVATE_KEY,
            issuer: withoutTrailingSlash(env.APPLE_ISSUER),
          }
        : null;
    case 'facebook':
      return env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            provider,
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            dialogUrl: env.FACEBOOK_DIALOG_URL,
            graphUrl: withoutTrailingSlash(env.FACEBOOK_GRAPH_URL),
          }
        : null;
  }
};

/** The settings of one provider, or null when it is not set up. */
export const getProviderSettings = (provider: SocialProvider): ProviderSettings | null =>
  providerSettingsFrom(getServerEnv(), provider);

/** The providers the login and settings pages offer, in a fixed order. */
export function getEnabledProviders(): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => getProviderSettings(provider) !== null);
}
