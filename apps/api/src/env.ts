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
    /** PostgreSQL connection string; when unset the store runs its own PostgreSQL under DATA_DIR/postgres. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    /**
     * Book files and pictures in an S3-compatible store (docs/book-files.md) when S3_BUCKET is set;
     * otherwise on local disk under DATA_DIR/files. Credentials fall back to the SDK's chain.
     */
    S3_BUCKET: z.string().trim().min(1).max(63).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** Path-style addresses (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
    S3_FORCE_PATH_STYLE: booleanString.default(false),
    /** Port of the store's own PostgreSQL (DATABASE_URL unset); listens on 127.0.0.1 only. */
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    /**
     * `embedded`: this API process also works the job queue (e-mails, schedules); `off`: it only
     * writes jobs, and `npm run worker` processes work them.
     */
    JOBS_MODE: z.enum(['embedded', 'off']).default('embedded'),
    /** How often an idle worker looks for new jobs, in seconds. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    /**
     * How long a quick job (payments, order e-mails) may be held before it counts as lost (its
     * process died) and is tried again, in seconds; and how often that is looked for.
     */
    JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /**
     * The longest wait before a failed job is tried again, in seconds, and no doubling per attempt
     * (each job kind names its own delay, 30 s by default, doubled per attempt). Unset in
     * production; the self-healing test sets it so the books settle in seconds after its kills.
     */
    JOBS_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
    /** Longest a shutdown waits for requests in flight before it closes their connections (ms). */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /**
     * How long a stopping API keeps serving with /readyz at 503 before it closes (ms): behind a load
     * balancer, long enough for its health check to mark the process down (the cluster: 2500).
     */
    API_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
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
    /**
     * A secret for scripts calling DELETE /v1/cache/clear-all (Authorization: Bearer ...); staff
     * call it with their session (operations.write) or use the back office's button.
     */
    CACHE_ADMIN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Secret of GET /metrics (Authorization: Bearer ...); unset, the metrics are refused to all. */
    METRICS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** A session ends after this many hours unused... */
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
    /** ...or this many days with "remember me"... */
    SESSION_REMEMBER_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** ...and never lives longer than this many days. */
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(90),
    /** Public address of the storefront, for the links in account e-mails (verify, reset, login). */
    STOREFRONT_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:3000')
      .transform((value) => value.replace(/\/+$/, '')),
    /**
     * Public address of the back office (apps/admin, issue 24): staff set-up links
     * (`{ADMIN_URL}/setup/<token>`) and a staff member's `AdminRedirectUrl` point here.
     */
    ADMIN_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:3100')
      .transform((value) => value.replace(/\/+$/, '')),
    /**
     * The key that seals staff members' authenticator (TOTP) secrets, AES-256-GCM: 32 bytes as 64
     * hex digits or base64. Unset: the store makes one and keeps it in its database
     * (`store_secrets`); set it to keep the key apart from the data (docs/security.md).
     */
    STAFF_SECRET_KEY: z
      .string()
      .trim()
      .refine(
        (value) =>
          /^[0-9a-fA-F]{64}$/.test(value) ||
          (/^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32),
        'must be 32 bytes: 64 hex digits or base64',
      )
      .optional(),
    /**
     * SMTP server of account e-mails, e.g. `smtp://user:pass@host:587` (STARTTLS when offered) or
     * `smtps://user:pass@host:465`. Unset: e-mails are written to DATA_DIR/outbox instead.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of account e-mails. */
    MAIL_FROM: z.string().trim().min(3).max(200).default('Nangsue <no-reply@nangsue.example>'),
    /**
     * Where messages for staff go (contact-us messages, publisher applications, messages to a
     * publisher without an address of its own).
     */
    STAFF_EMAIL: z.email().default('support@nangsue.example'),
    /**
     * External sign-in (POST /v2/customer/externallogin). A provider without its client id is
     * disabled. Google and Apple ID tokens are verified against the keys their issuer publishes
     * (`{issuer}/.well-known/openid-configuration`, or the JWKS URL when set); tests point the
     * issuers at a local OpenID provider.
     */
    GOOGLE_CLIENT_ID: z.string().trim().min(1).max(300).optional(),
    GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
    GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Apple: the Services ID the storefront signs in with (the ID tokens' audience). */
    APPLE_CLIENT_ID: z.string().trim().min(1).max(300).optional(),
    APPLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://appleid.apple.com'),
    APPLE_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Facebook: access tokens are checked with the Graph API's debug_token, which needs both. */
    FACEBOOK_APP_ID: z.string().trim().min(1).max(100).optional(),
    FACEBOOK_APP_SECRET: z.string().trim().min(1).max(300).optional(),
    FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com/v23.0'),
    /** How long a call to a provider (keys, token check) may take before the sign-in fails (ms). */
    EXTERNAL_LOGIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    /** Seeds reference and demo data at start (idempotent). */
    SEED_ON_START: booleanString.default(true),
    /**
     * Payments (docs/buying.md §18). The API's own public address: gateways notify
     * `{API_PUBLIC_URL}/v2/payments/{gateway}/webhook`. Default: the API's listen address.
     */
    API_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .transform((value) => value?.replace(/\/+$/, '')),
    /** The built-in demo gateway (§8): on by default outside production. */
    DEMO_GATEWAY: z.enum(['on', 'off']).optional(),
    /** Where the demo adapter reaches the demo gateway (default: this API's own address). */
    DEMO_GATEWAY_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .transform((value) => value?.replace(/\/+$/, '')),
    /** Secret key of the demo gateway's API and of its webhook signatures; made at first start when unset. */
    DEMO_GATEWAY_SECRET_KEY: z.string().min(16).optional(),
    DEMO_GATEWAY_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** How long "pending, then paid later" waits on the demo gateway's tester page (seconds). */
    DEMO_GATEWAY_SETTLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
    /** Omise (§9): all three keys turn it on. */
    OMISE_PUBLIC_KEY: z.string().trim().min(1).optional(),
    OMISE_SECRET_KEY: z.string().trim().min(1).optional(),
    /** The dashboard's webhook secret (base64). */
    OMISE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    OMISE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.omise.co'),
    /** 2C2P PGW 4.3 (§10): merchant id and secret turn it on. */
    PGW_MERCHANT_ID: z.string().trim().min(1).max(25).optional(),
    PGW_SECRET_KEY: z.string().trim().min(1).optional(),
    PGW_API_URL: z.url({ protocol: /^https?$/ }).default('https://sandbox-pgw.2c2p.com'),
    PGW_123_AGENT_CHANNELS: csv.default(['OVERTHECOUNTER', 'BANKCOUNTER', 'ATM']),
    /** How long a call to a gateway may take before the outcome counts as unknown (ms). */
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** The smallest amount a gateway charges (satang); smaller orders are paid with coins. */
    PAYMENT_MIN_SATANG: z.coerce.number().int().min(100).default(2000),
    /** Payment window of card, PromptPay and mobile banking (minutes), and of counter payment (hours). */
    PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    COUNTER_WINDOW_HOURS: z.coerce.number().int().min(1).max(168).default(72),
    /**
     * Coins back on what a gateway charged for books, in percent (docs/buying.md §11); they stay
     * valid COIN_REWARD_VALID_DAYS. 0 turns rewards off.
     */
    COIN_REWARD_PERCENT: z.coerce.number().int().min(0).max(20).default(1),
    COIN_REWARD_VALID_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** A customer may place one order per this many seconds. */
    ORDER_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
    /** The seller printed on receipts and tax invoices (§14). */
    SELLER_NAME_TH: z.string().trim().min(1).default('บริษัท หนังสือ ดิจิทัล จำกัด'),
    SELLER_NAME_EN: z.string().trim().min(1).default('Nangsue Digital Co., Ltd.'),
    SELLER_TAX_ID: z
      .string()
      .regex(/^[0-9]{13}$/)
      .default('0105566000019'),
    SELLER_BRANCH: z.string().trim().min(1).default('00000'),
    SELLER_ADDRESS_TH: z
      .string()
      .trim()
      .min(1)
      .default('99 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา กรุงเทพมหานคร 10110'),
    SELLER_ADDRESS_EN: z
      .string()
      .trim()
      .min(1)
      .default('99 Sukhumvit Road, Khlong Toei Nuea, Watthana, Bangkok 10110'),
    /**
     * e-Tax Invoice & e-Receipt (docs/receipts.md "e-Tax Invoice"): a full tax invoice is also
     * issued as a signed PDF/A-3 with ETDA's XML inside and e-mailed to the buyer. `off`: not made.
     */
    ETAX_INVOICE: z.enum(['on', 'off']).default('on'),
    /**
     * The seller's address in the parts ETDA's schematron asks of the e-Tax XML (house number,
     * street, TISI codes of sub-district, district and province, postcode), all together or none;
     * none: the XML carries SELLER_ADDRESS_TH as one line.
     */
    SELLER_ADDRESS_BUILDING_NUMBER: z.string().trim().min(1).max(16).optional(),
    SELLER_ADDRESS_STREET: z.string().trim().min(1).max(70).optional(),
    SELLER_ADDRESS_SUBDISTRICT_CODE: z
      .string()
      .regex(/^[0-9]{6}$/)
      .optional(),
    SELLER_ADDRESS_DISTRICT_CODE: z
      .string()
      .regex(/^[0-9]{4}$/)
      .optional(),
    SELLER_ADDRESS_PROVINCE_CODE: z
      .string()
      .regex(/^[0-9]{2}$/)
      .optional(),
    SELLER_ADDRESS_POSTCODE: z
      .string()
      .regex(/^[0-9]{5}$/)
      .optional(),
    /**
     * The store's signing certificate and key as PKCS#12 (a certificate from a CA that ETDA
     * accredits, for real documents) and its password. Unset: a self-signed demo certificate the
     * store makes once and keeps (table store_secrets), which no one outside trusts.
     */
    ETAX_SIGNING_P12_PATH: z.string().trim().min(1).optional(),
    ETAX_SIGNING_P12_PASSWORD: z.string().default(''),
    /**
     * The Revenue Department's e-Tax Invoice by Email: `on` copies each e-Tax e-mail to
     * ETAX_BY_EMAIL_ADDRESS (only once the store is registered for it).
     */
    ETAX_BY_EMAIL_CC: z.enum(['on', 'off']).default('off'),
    ETAX_BY_EMAIL_ADDRESS: z.email().default('csemail@etax.teda.th'),
    /**
     * Royalty payouts' Krungthai bulk credit file (docs/royalties.md, "The bank file"): the
     * company id Krungthai gives the store, the store's paying account (10 or 11 digits) and its
     * branch (4 digits), the sender name printed to payees and the service type. Empty: the
     * Krungthai file is refused with a message; the generic CSV works without them.
     */
    PAYOUT_KTB_COMPANY_ID: z.string().trim().max(16).default(''),
    PAYOUT_KTB_ACCOUNT: z
      .string()
      .trim()
      .regex(/^(\d{10,11})?$/)
      .default(''),
    PAYOUT_KTB_BRANCH: z
      .string()
      .trim()
      .regex(/^(\d{4})?$/)
      .default(''),
    PAYOUT_KTB_SENDER_NAME: z.string().trim().max(100).default(''),
    PAYOUT_KTB_SERVICE_TYPE: z
      .string()
      .trim()
      .regex(/^\d{2}$/)
      .default('04'),
    /**
     * Downloads (docs/downloads.md): how many times a customer may download each book they own
     * when the book sets no limit of its own (`books.download_limit`); 0 = no limit.
     */
    DOWNLOAD_LIMIT: z.coerce.number().int().min(0).max(1000).default(10),
    /**
     * Only demo books with an id up to this get their files at start (docs/book-files.md); unset:
     * every demo book. The storefront's journeys use the first few dozen and set it, so a test run
     * does not spend a minute of CPU writing PDFs nobody opens.
     */
    DEMO_BOOK_FILES_MAX_ID: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** How long a signed one-use download link stays valid (seconds). */
    DOWNLOAD_LINK_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
    /** Key of the download links' signatures; made at first start and kept in the database when unset. */
    DOWNLOAD_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** How often a customer may export the whole library (hours). */
    LIBRARY_EXPORT_HOURS: z.coerce.number().int().min(0).max(720).default(24),
  })
  .superRefine((env, ctx) => {
    if (env.ENABLE_TEST_FAULTS && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['ENABLE_TEST_FAULTS'],
        message: 'must not be enabled when NODE_ENV=production',
      });
    }
    if (env.FACEBOOK_APP_ID !== undefined && env.FACEBOOK_APP_SECRET === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['FACEBOOK_APP_SECRET'],
        message: 'is required with FACEBOOK_APP_ID (the token check needs it)',
      });
    }
    if (env.NODE_ENV === 'production') {
      // Keys fetched over plain HTTP could be swapped on the way: only HTTPS in production.
      for (const name of [
        'GOOGLE_ISSUER',
        'GOOGLE_JWKS_URL',
        'APPLE_ISSUER',
        'APPLE_JWKS_URL',
        'FACEBOOK_GRAPH_URL',
      ] as const) {
        const value = env[name];
        if (value !== undefined && !value.startsWith('https://')) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'must be an https:// URL when NODE_ENV=production',
          });
        }
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

const SECRET_SETTING = /SECRET|PASSWORD|PRIVATE|KEY|TOKEN|_URL$/;

/** Parses the environment once at start. A bad setting stops the start with a message naming it. */
export const parseEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;

  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(environment)';
    const key = issue.path[0];
    // Secrets and URLs (which may carry a password) are never echoed.
    const value = typeof key === 'string' && !SECRET_SETTING.test(key) ? cleaned[key] : undefined;
    return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
  });
  throw new EnvError(`Invalid environment settings:\n${lines.join('\n')}\nSee .env.example.`);
};
