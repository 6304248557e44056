import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.js';
import { startEmbeddedPostgres } from './embedded-server.js';
import { traceQueries, tracingOn } from '../lib/tracing.js';
import type { Env } from '../env.js';

export type Schema = typeof schema;
/** The Drizzle database over PostgreSQL. Repositories take this or a transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  /** `embedded` when the store runs its own server (DATABASE_URL unset), else `postgres`. */
  driver: 'embedded' | 'postgres';
  /** Connection string of the database. */
  url: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The statements of the API's connections running right now on this database, as PostgreSQL
   * itself reports them (`pg_stat_activity`), read when asked.
   */
  runningQueries(): Promise<number>;
};

/**
 * A statement starting with this comment is sent unprepared (an unnamed statement): PostgreSQL plans
 * it with the values of its parameters every time, where a prepared one soon gets a generic plan.
 * For statements whose best plan depends on the values (how common a searched word is).
 */
export const PLAN_PER_CALL = '/* plan per call */';

/** The first words of a monitoring read, which the count of running statements leaves out. */
export const MONITORING = '/* monitoring */';

/** How the API's connections name themselves to PostgreSQL (`pg_stat_activity`). */
const APPLICATION_NAME = 'nangsue-api';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/**
 * Seconds a connection waits before connecting again after its connection failed, by how many
 * failures in a row the pool has seen. postgres.js's own (3^n / 100 s, up to 20 s) counts every
 * failed attempt of every pooled connection during an outage, so after a restart of PostgreSQL
 * the pool sat up to 20 s before trying again; this one stops at 1 s (ADR 0016).
 */
export const reconnectDelaySeconds = (failures: number) => Math.min(0.05 * 2 ** failures, 1);

/** The database's name, host and port, as the spans of its statements name them. */
const whereOf = (url: string) => {
  const parsed = new URL(url);
  return {
    database: decodeURIComponent(parsed.pathname.slice(1)) || 'postgres',
    host: parsed.hostname || 'localhost',
    port: Number(parsed.port || 5432),
  };
};

const createPostgres = (url: string, poolSize: number): DatabaseHandle => {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => undefined,
    backoff: reconnectDelaySeconds,
    // Short reads under many connections: no parallel workers (starting them costs more than the
    // reads, and they compete with the other requests for the same cores), and no JIT compilation
    // (PostgreSQL compiles a statement it estimates costly, ~8 ms, longer than our reads take).
    connection: {
      TimeZone: 'UTC',
      max_parallel_workers_per_gather: 0,
      jit: 'off',
      // The typo tier's bar (pg_trgm's default is 0.6): one letter missing from a Thai word of
      // eight, tone marks and vowels counted, leaves ~0.54 (docs/search.md, "Tiers").
      'pg_trgm.word_similarity_threshold': 0.5,
      application_name: APPLICATION_NAME,
    },
  });
  // Reads run again and again with new values. Prepared (postgres.js keeps them per connection, by
  // text), PostgreSQL parses and plans each once per connection instead of at every request: for a
  // small read the planning had cost several times the execution. Statements without parameters
  // (migrations, maintenance) run as they are. Statements in transactions are prepared too (their
  // connection is one of the pool's): unprepared, postgres.js sends each statement with parameters
  // in two round trips (describe, then execute) and PostgreSQL plans it every time (issue 27 §3).
  const prepareAll = <T extends postgres.Sql>(sql: T): T =>
    new Proxy(sql, {
      get(target, property, receiver) {
        if (property === 'begin' || property === 'savepoint')
          return (...args: unknown[]) => {
            const work = args.pop() as (tx: postgres.Sql) => unknown;
            const open = (target as unknown as Record<string, (...all: unknown[]) => unknown>)[
              property
            ]!;
            return open(...args, (tx: postgres.Sql) => work(prepareAll(tx)));
          };
        if (property !== 'unsafe') return Reflect.get(target, property, receiver) as unknown;
        return (query: string, params?: unknown[], options?: { prepare?: boolean }) =>
          target.unsafe(query, params as never, {
            ...options,
            prepare:
              !query.startsWith(PLAN_PER_CALL) &&
              (Boolean(options?.prepare) || (params?.length ?? 0) > 0),
          });
      },
    });
  const preparing = prepareAll(client);
  // With tracing on (ADR 0023), a span per statement run during a request or a job.
  const traced = tracingOn() ? traceQueries(preparing, whereOf(url)) : preparing;
  const db = drizzlePostgres({ client: traced, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    url,
    migrate: async () => {
      await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
    runningQueries: async () => {
      // Monitoring reads (this one, the job queue's depth) name themselves and are not counted.
      const [row] = await client.unsafe<{ running: number }[]>(
        `${MONITORING} select count(*)::int as running from pg_stat_activity
        where datname = current_database() and application_name = $1
          and state = 'active' and not starts_with(query, $2)`,
        [APPLICATION_NAME, MONITORING],
      );
      return Number(row?.running ?? 0);
    },
  };
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent, the store's embedded server under `dataDir`. */
  url?: string | undefined;
  /** Folder of the embedded server's data (`dataDir/postgres`). */
  dataDir: string;
  /** Port of the embedded server. */
  embeddedPort?: number;
  poolSize?: number;
  /** Where the embedded server's own log lines go. */
  log?: (line: string) => void;
};

/** Connects to PostgreSQL (at `url`), or starts or joins the store's embedded server. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if (options.url) return createPostgres(options.url, options.poolSize ?? 10);
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: options.embeddedPort ?? 54329,
    ...(options.log ? { log: options.log } : {}),
  });
  const database = createPostgres(server.url, options.poolSize ?? 10);
  return {
    ...database,
    driver: 'embedded',
    close: async () => {
      await database.close();
      await server.stop();
    },
  };
};

/** The store's database as the environment names it: DATABASE_URL, or the embedded server. */
export const openStoreDatabase = (env: Env, log?: (line: string) => void) =>
  openDatabase({
    url: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    embeddedPort: env.EMBEDDED_POSTGRES_PORT,
    poolSize: env.DATABASE_POOL_SIZE,
    ...(log ? { log } : {}),
  });

/** Rows of a raw query. */
export const executeRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  (await db.execute(query)) as unknown as T[];

/**
 * A `{ executeSql }` over a database or transaction, for libraries that take one (pg-boss writes a
 * job inside the caller's transaction through it). postgres.js runs the text with its own parameters.
 */
export const sqlRunnerOf = (db: DbOrTx) => ({
  executeSql: async (text: string, values: unknown[]) => {
    const client = (db as unknown as { session: { client: postgres.Sql } }).session.client;
    // As node-postgres (pg-boss's own driver) sends them: undefined as null, objects as JSON text.
    const params = values.map((value) =>
      value === undefined
        ? null
        : value !== null &&
            typeof value === 'object' &&
            !Array.isArray(value) &&
            !(value instanceof Date) &&
            !Buffer.isBuffer(value)
          ? JSON.stringify(value)
          : value,
    );
    return { rows: await client.unsafe(text, params as never[]) };
  },
});

/** Codes of a lost or refused database connection: the driver's, the socket's, PostgreSQL's. */
const CONNECTION_LOSS_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
]);

/**
 * Whether an error (or one of its causes) only says the database connection was lost: the driver
 * closed it, the server refused or reset it, or PostgreSQL is shutting down or starting (class 57:
 * operator intervention, 08: connection exception).
 */
export const isConnectionLoss = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_LOSS_CODES.has(code) || /^(57P0|08)/.test(code)))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
};
