import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, whether running from src (tsx, vitest) or dist. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((value) => value === 'true' || value === '1');

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_HOST: z.string().min(1).default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    /** PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    CORS_ORIGINS: csv.default(['http://localhost:3000', 'http://127.0.0.1:3000']),
    /** Which proxies may set X-Forwarded-For: a hop count, or addresses/CIDRs/`loopback`. */
    TRUST_PROXY: z.string().default('loopback'),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Serves /v2/test/faults for end-to-end tests. Refused when NODE_ENV=production. */
    ENABLE_TEST_FAULTS: booleanString.default(false),
    /** Base URL of pictures and files in API responses; `/files` is served by the storefront, which forwards to the API. */
    PUBLIC_FILES_URL: z
      .string()
      .regex(
        /^(https?:\/\/[^\s]+|\/[^\s]*)$/,
        'must be an absolute http(s) URL or a path starting with /',
      )
      .default('/files')
      .transform((value) => value.replace(/\/+$/, '')),
    /** Seconds catalog reads of the second API stay cached. */
    CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** How often each API process checks whether another process changed the catalog (ms). */
    CATALOG_VERSION_CHECK_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
    /** Staff secret for DELETE /v1/cache/clear-all (Authorization: Bearer ...), until staff accounts exist. */
    CACHE_ADMIN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** A session ends after this many hours unused... */
    SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
    /** ...or this many days with "remember me"... */
    SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** ...and never lives longer than this many days. */
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(90),
    /** Seeds reference and demo data at start (idempotent). */
    SEED_ON_START: booleanString.default(true),
  })
  .superRefine((env, ctx) => {
    if (env.ENABLE_TEST_FAULTS && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['ENABLE_TEST_FAULTS'],
        message: 'must not be enabled when NODE_ENV=production',
      });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once at start. A bad setting stops the start with a message naming it. */
export const parseEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;

  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const value = typeof issue.path[0] === 'string' ? cleaned[issue.path[0]] : undefined;
    return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
  });
  throw new EnvError(`Invalid environment settings:\n${lines.join('\n')}\nSee .env.example.`);
};
