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
 * Each checkout's own template, a clone of this one, is brought up to date with the checkout's
 * reference data by the idempotent `seedReferenceData` (ensureCheckoutTemplate, below).
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

/**
 * `create database name template template`. Cloning needs the template without other connections;
 * another file's clone may hold it briefly, so a refusal for that is tried again.
 */
const cloneDatabase = async (
  sql: ReturnType<typeof admin>,
  template: string,
  name: string,
): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await sql.unsafe(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if (attempt >= 50 || !String(error).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
};

let checkoutTemplateReady: Promise<string> | undefined;

/**
 * This checkout's template: a clone of the shared template (above) whose reference data this
 * process has checked against this checkout's seeds (`seedReferenceData`, idempotent) once, when
 * it first needs a database. Test files clone it and need no check of their own (it took ~0.2 s of
 * CPU and as much of PostgreSQL's per file, docs/testing.md). One per checkout, named after its
 * path, so two checkouts of the same migrations whose reference data differ (another engineer's
 * work in progress) never check each other's template back and forth. The check holds the
 * template's advisory lock; clones take it shared, so none copies the template mid-check.
 */
const ensureCheckoutTemplate = (): Promise<string> =>
  (checkoutTemplateReady ??= (async () => {
    const base = await ensureTemplate();
    const checkout = createHash('sha256').update(MIGRATIONS_FOLDER).digest('hex').slice(0, 8);
    const name = `${base}_${checkout}`;
    const sql = admin();
    try {
      await sql`select pg_advisory_lock(hashtext(${name}))`;
      const [row] = await sql<{ ready: boolean | null }[]>`
        select (shobj_description(oid, 'pg_database') = 'ready') as ready
        from pg_database where datname = ${name}`;
      if (!row?.ready) {
        if (row) await sql.unsafe(`drop database "${name}" with (force)`);
        await sql`select pg_advisory_lock_shared(hashtext(${base}))`;
        try {
          await cloneDatabase(sql, base, name);
        } finally {
          await sql`select pg_advisory_unlock_shared(hashtext(${base}))`;
        }
      }
      const database = await openDatabase({ url: urlOf(name), dataDir: 'unused', poolSize: 1 });
      try {
        await seedReferenceData(database.db);
      } finally {
        await database.close();
      }
      if (!row?.ready) await sql.unsafe(`comment on database "${name}" is 'ready'`);
      await sql`select pg_advisory_unlock(hashtext(${name}))`;
    } finally {
      await sql.end({ timeout: 5 });
    }
    return name;
  })());

export type TestDatabase = DatabaseHandle;

/**
 * A fresh database cloned from this checkout's template (milliseconds, not a migration run), with
 * the reference data; `close` drops it.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const template = await ensureCheckoutTemplate();
  const name = `nangsue_test_${randomBytes(6).toString('hex')}`;
  const sql = admin();
  await sql`select pg_advisory_lock_shared(hashtext(${template}))`;
  try {
    await cloneDatabase(sql, template, name);
  } finally {
    await sql`select pg_advisory_unlock_shared(hashtext(${template}))`;
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
