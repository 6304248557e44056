import 'server-only';
import { z } from 'zod';

/**
 * The web server's runtime settings, parsed once on first use (never at build time: pages that
 * read them are rendered per request). Nothing else reads `process.env`.
 */
const ServerEnvSchema = z.object({
  /** Base address of the main service (`/v2`, `/appstart`, `/common`). */
  API_MAIN_URL: z.url().default('http://127.0.0.1:4000'),
  /** Base address of the second API (`/v1`). */
  API_SECOND_URL: z.url().default('http://127.0.0.1:4000'),
  /** Public origin of the storefront, for absolute hreflang and canonical links. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** How long the web server waits for the API before answering 504. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
});
export type ServerEnv = z.infer<typeof ServerEnvSchema>;

let parsed: ServerEnv | undefined;

export const getServerEnv = (): ServerEnv => {
  parsed ??= ServerEnvSchema.parse(process.env);
  return parsed;
};
