import 'server-only';
import { z } from 'zod';

/**
 * The web server's runtime settings, parsed once on first use (never at build time: pages that
 * read them are rendered per request). Nothing else reads `process.env`.
 */
const ServerEnvSchema = z
  .object({
    /** Base address of the main service (`/v2`, `/appstart`, `/common`). */
    API_MAIN_URL: z.url().default('http://127.0.0.1:4000'),
    /** Base address of the second API (`/v1`). */
    API_SECOND_URL: z.url().default('http://127.0.0.1:4000'),
    /** Public origin of the storefront, for absolute hreflang and canonical links. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** How long the web server waits for the API before answering 504. */
    API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /**
     * External sign-in (features/auth): a provider is offered when its settings are complete. The
     * secrets stay on this server. Issuers and URLs can point at a local provider for tests.
     */
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    FACEBOOK_APP_ID: z.string().trim().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().trim().min(1).optional(),
    FACEBOOK_DIALOG_URL: z.url().default('https://www.facebook.com/v23.0/dialog/oauth'),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v23.0'),
    /** Apple: the Services ID, team id, and the Sign in with Apple key (id and PKCS#8 PEM). */
    APPLE_CLIENT_ID: z.string().trim().min(1).optional(),
    APPLE_TEAM_ID: z.string().trim().min(1).optional(),
    APPLE_KEY_ID: z.string().trim().min(1).optional(),
    APPLE_PRIVATE_KEY: z
      .string()
      .trim()
      .min(1)
      .transform((value) => value.replace(/\\n/g, '\n'))
      .optional(),
    APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
    /**
     * Key of the sign-in state cookie (encrypted), at least 32 characters. Without it a random key
     * is made at start, except in production where a configured provider requires it.
     */
    AUTH_COOKIE_SECRET: z.string().min(32).optional(),
    /**
     * How often the web server asks the API for the catalog version, to revalidate its cached
     * catalog pages when it moves (src/instrumentation.ts); 0 turns following off.
     */
    CATALOG_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(2_000),
    /**
     * Redis of a cluster (docs/operations.md): Next's shared page cache (server/cache-handler.mjs)
     * and the catalog version the storefront processes last revalidated for.
     */
    REDIS_URL: z.string().optional(),
    /**
     * Card payments through Omise (`omise_card`, docs/buying.md §9): set `OMISE_ENABLED=true` when
     * the API has Omise's keys. The payment page then loads Omise.js from `OMISE_JS_URL`, and the
     * per-visit pages' policy allows that script's origin and Omise's vault (`OMISE_VAULT_URL`),
     * which the card goes to. Off, neither is allowed and the card form is not offered.
     */
    OMISE_ENABLED: z.stringbool().default(false),
    OMISE_JS_URL: z.url({ protocol: /^https?$/ }).default('https://cdn.omise.co/omise.js'),
    OMISE_VAULT_URL: z.url({ protocol: /^https?$/ }).default('https://vault.omise.co'),
    /** This server's own address, for its revalidation call to itself (set by front-server.mjs). */
    WEB_SELF_URL: z.url().default('http://127.0.0.1:3000'),
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  })
  .superRefine((env, ctx) => {
    const hasProvider = Boolean(env.GOOGLE_CLIENT_ID || env.FACEBOOK_APP_ID || env.APPLE_CLIENT_ID);
    if (env.NODE_ENV === 'production' && hasProvider && !env.AUTH_COOKIE_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_COOKIE_SECRET'],
        message: 'is required in production when a sign-in provider is configured',
      });
    }
  });
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

let parsed: ServerEnv | undefined;

export const getServerEnv = (): ServerEnv => {
  parsed ??= ServerEnvSchema.parse(process.env);
  return parsed;
};

/** Forgets the parsed environment, so the next call reads it again (tests that change it). */
export const forgetServerEnv = (): void => {
  parsed = undefined;
};
