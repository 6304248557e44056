import { generateKeyPairSync } from 'node:crypto';

/**
 * The local OpenID providers of the social sign-in journeys (`social-sign-in.spec.ts` starts them
 * with oauth2-mock-server) and the settings `playwright.config.ts` gives the API and the web
 * server so they treat them as Google and Apple. Fixed ports: the servers read them at start (not 4190, which fetch refuses as a "bad port").
 */
export const GOOGLE_MOCK_PORT = 4180;
export const APPLE_MOCK_PORT = 4181;
/** Where the Apple stand-in serves its form_post page (another origin than the store). */
export const APPLE_FORM_POST_PORT = 4182;
export const GOOGLE_MOCK_ISSUER = `http://127.0.0.1:${GOOGLE_MOCK_PORT}`;
export const APPLE_MOCK_ISSUER = `http://127.0.0.1:${APPLE_MOCK_PORT}`;
export const GOOGLE_CLIENT_ID = 'e2e-google-client.apps.example';
export const APPLE_CLIENT_ID = 'th.nangsue.e2e';

/** Provider settings of the API (token verification). */
export const apiProviderEnv = (): Record<string, string> => ({
  GOOGLE_CLIENT_ID,
  GOOGLE_ISSUER: GOOGLE_MOCK_ISSUER,
  APPLE_CLIENT_ID,
  APPLE_ISSUER: APPLE_MOCK_ISSUER,
});

/**
 * Provider settings of the web server (the OAuth client). The Apple key is made per run: the
 * local provider does not check Apple's client secret, the unit tests do.
 */
export const webProviderEnv = (): Record<string, string> => ({
  GOOGLE_CLIENT_ID,
  GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
  GOOGLE_ISSUER: GOOGLE_MOCK_ISSUER,
  APPLE_CLIENT_ID,
  APPLE_TEAM_ID: 'E2ETEAM001',
  APPLE_KEY_ID: 'E2EKEY0001',
  APPLE_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  APPLE_ISSUER: APPLE_MOCK_ISSUER,
  AUTH_COOKIE_SECRET: 'e2e-auth-cookie-secret-0123456789abcdef',
});
