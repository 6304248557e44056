import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Repositories take this or a transaction. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent, PGlite. */
  url?: string | undefined;
  /** Folder of the PGlite database; `memory://` for a throw-away one. */
  dataDir: string;
  poolSize?: number;
};

const createPglite = async (dataDir: string): Promise<DatabaseHandle> => {
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir.startsWith('memory://') ? {} : { dataDir }),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};

const createPostgres = (url: string, poolSize: number): DatabaseHandle => {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => undefined,
    // Short reads under many connections: no parallel workers (starting them costs more than the
    // reads, and they compete with the other requests for the same cores), and no JIT compilation
    // (PostgreSQL compiles a statement it estimates costly, ~8 ms, longer than our reads take).
    connection: { TimeZone: 'UTC', max_parallel_workers_per_gather: 0, jit: 'off' },
  });
  // Reads run again and again with new values. Prepared (postgres.js keeps them per connection, by
  // text), PostgreSQL parses and plans each once per connection instead of at every request: for a
  // small read the planning had cost several times the execution. Statements without parameters
  // (migrations, maintenance) and those in transactions run as they are.
  const preparing = new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'unsafe') return Reflect.get(target, property, receiver) as unknown;
      return (query: string, params?: unknown[], options?: { prepare?: boolean }) =>
        target.unsafe(query, params as never, {
          ...options,
          prepare: Boolean(options?.prepare) || (params?.length ?? 0) > 0,
        });
    },
  });
  const db = drizzlePostgres({ client: preparing, schema }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      await migratePostgres(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
};

/** Opens the database: PostgreSQL when a URL is given, else PGlite persisted under `dataDir/pglite`. */
export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.url
    ? createPostgres(options.url, options.poolSize ?? 10)
    : createPglite(
        options.dataDir.startsWith('memory://')
          ? options.dataDir
          : path.join(options.dataDir, 'pglite'),
      );

/** Rows of a raw query, whichever driver ran it (postgres-js returns an array, PGlite `{ rows }`). */
export const executeRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
};
