import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';

export type Driver = 'pglite' | 'postgres';

/** Admin connection for creating and dropping per-test databases (trust auth on the dev/CI machine). */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let reachable: Promise<boolean> | undefined;

const probePostgres = async (): Promise<boolean> => {
  const sql = postgres(POSTGRES_ADMIN_URL, {
    max: 1,
    connect_timeout: 3,
    onnotice: () => undefined,
  });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
};

/**
 * The drivers integration tests run on: PGlite always, PostgreSQL whenever one is reachable.
 * With NANGSUE_REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL fails the run instead.
 */
export const testDrivers = async (): Promise<Driver[]> => {
  reachable ??= probePostgres();
  if (await reachable) return ['pglite', 'postgres'];
  if (process.env.NANGSUE_REQUIRE_POSTGRES === '1') {
    throw new Error(`PostgreSQL is required but not reachable at ${POSTGRES_ADMIN_URL}`);
  }
  return ['pglite'];
};

export type TestDatabase = DatabaseHandle & { url?: string };

/** A fresh, migrated database of the given driver; `close` drops it. */
export const createTestDatabase = async (driver: Driver): Promise<TestDatabase> => {
  if (driver === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }

  const name = `nangsue_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;

  const database = await openDatabase({ url: url.toString(), dataDir: 'unused', poolSize: 10 });
  await database.migrate();
  let closing: Promise<void> | undefined;
  return {
    ...database,
    url: url.toString(),
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end({ timeout: 5 });
      })()),
  };
};
