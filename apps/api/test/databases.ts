import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { seedReferenceData } from '../src/seeds.js';

/** Admin connection for creating and dropping per-test databases (trust auth on the dev/CI machine). */
export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = () => postgres(POSTGRES_ADMIN_URL, { max: 1, onnotice: () => undefined });

let reachable: Promise<void> | undefined;

const requirePostgres = async (): Promise<void> => {
  const sql = postgres(POSTGRES_ADMIN_URL, {
    max: 1,
    connect_timeout: 3,
    onnotice: () => undefined,
  });
  try {
    await sql`select 1`;
  } catch (error) {
    throw new Error(
      `The API tests need PostgreSQL at ${POSTGRES_ADMIN_URL} (set TEST_POSTGRES_URL): ${String(error)}`,
    );
  } finally {
    await sql.end({ timeout: 1 });
  }
};

/** Integration tests run on PostgreSQL, which must answer (ADR 0007). */
const ensurePostgres = (): Promise<void> => (reachable ??= requirePostgres());

const urlOf = (name: string) => {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * What the template holds besides the migrated schema: the reference data (countries and the Thai
 * geography, coin packs, content pages), seeded once into the template instead of into every
 * test file's clone (~0.4 s of each file). Change this when the template's making changes.
 * buildTestApp still runs `seedReferenceData`, whose idempotent check (~0.2 s) brings a clone of a
 * template made from older data up to date.
 */
const TEMPLATE_CONTENTS = 'schema + reference data 2 (staff roles)';

/** The name of the template for the committed migrations: a new migration makes a new template. */
const templateName = (() => {
  let name: string | undefined;
  return () => {
    if (name) return name;
    const hash = createHash('sha256').update(TEMPLATE_CONTENTS);
    for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
      const full = path.join(MIGRATIONS_FOLDER, file);
      if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
    }
    name = `nangsue_template_${hash.digest('hex').slice(0, 16)}`;
    return name;
  };
})();

let templateReady: Promise<string> | undefined;

/**
 * Creates the template database (migrated, then the reference data seeded) once per migration set,
 * under an advisory lock so that parallel test files (and parallel checkouts on one server) never
 * race; a template left half made by a crashed run is rebuilt.
 */
const ensureTemplate = (): Promise<string> =>
  (templateReady ??= (async () => {
    await ensurePostgres();
    const name = templateName();
    // One connection (max: 1), so the session-level advisory lock and the statements share it;
    // CREATE DATABASE cannot run inside a transaction.
    const sql = admin();
    try {
      await sql`select pg_advisory_lock(hashtext(${name}))`;
      const [row] = await sql<{ ready: boolean | null }[]>`
        select (shobj_description(oid, 'pg_database') = 'ready') as ready
        from pg_database where datname = ${name}`;
      if (!row?.ready) {
        if (row) await sql.unsafe(`drop database "${name}" with (force)`);
        await sql.unsafe(`create database "${name}"`);
        const database = await openDatabase({ url: urlOf(name), dataDir: 'unused', poolSize: 1 });
        try {
          await database.migrate();
          await seedReferenceData(database.db);
        } finally {
          await database.close();
        }
        await sql.unsafe(`comment on database "${name}" is 'ready'`);
      }
      await sql`select pg_advisory_unlock(hashtext(${name}))`;
    } finally {
      await sql.end({ timeout: 5 });
    }
    return name;
  })());

export type TestDatabase = DatabaseHandle;

/** A fresh database cloned from the template (milliseconds, not a migration run); `close` drops it. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const template = await ensureTemplate();
  const name = `nangsue_test_${randomBytes(6).toString('hex')}`;
  const sql = admin();
  // Cloning needs the template without other connections; another file's clone may hold it briefly.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await sql.unsafe(`create database "${name}" template "${template}"`);
      break;
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  // A test's commits need not survive a crash of PostgreSQL: they do not wait for the WAL to reach
  // the disk, which on a slow disk was much of a write-heavy file's time (docs/testing.md).
  await sql.unsafe(`alter database "${name}" set synchronous_commit = off`);
  const database = await openDatabase({ url: urlOf(name), dataDir: 'unused', poolSize: 10 });
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () =>
      (closing ??= (async () => {
        await database.close();
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
        await sql.end({ timeout: 5 });
      })()),
  };
};
