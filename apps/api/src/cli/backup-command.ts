import { createHash } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { FileStorage } from '../lib/file-storage.js';
import { parseCommandArgs, type ParsedArgs } from './cli-args.js';
import { describeDatabase, libpqEnv, requireTool, runCommand, serverMajor } from './pg-tools.js';

/**
 * `npm run backup` and `npm run restore` (issue 27 §4, docs/operations.md "Backups"): a folder with
 * the database as one consistent `pg_dump` in custom format, the stored files (disk storage) and a
 * manifest that lists them with their sizes and SHA-256, and the way back into an empty database.
 */
export const BACKUP_USAGE = `Usage: npm run backup -- [--out DIR] [--pg-bin DIR]

Backs up the store: its database (the embedded server, or DATABASE_URL) as one consistent pg_dump
in custom format, and the stored files (DATA_DIR/files; with S3_BUCKET set they stay in the bucket,
whose versioning or replication keeps them). Writes a new folder nangsue-<time> holding
database.dump, files/ and manifest.json (every stored file with its size and SHA-256, and the row
count of every table as the dump saw them).

Options:
  --out DIR      Where the backup folder is made (default: DATA_DIR/backups).
  --pg-bin DIR   The folder of pg_dump (default: the newest in /usr/lib/postgresql/*/bin or PATH).
                 pg_dump must be at least the server's major version.
  -h, --help     Show this help.`;

export const RESTORE_USAGE = `Usage: npm run restore -- BACKUP_DIR [--replace] [--pg-bin DIR]

Restores a backup made by npm run backup into the store's database (the embedded server, or
DATABASE_URL) and its file storage. Checks every SHA-256 of the backup first. Refuses a database
that holds any table, and a stored file that differs from the backup's, unless --replace. Stop the
store (and its workers) first: the restore refuses a database that others are connected to.

Options:
  --replace      Drop everything in the database first (every schema, then an empty public
                 schema) and overwrite stored files that differ from the backup's.
  --pg-bin DIR   The folder of pg_restore (default: the newest in /usr/lib/postgresql/*/bin or PATH).
  -h, --help     Show this help.`;

export type BackupArgs = { out: string | undefined; pgBin: string | undefined };
export type RestoreArgs = { backupDir: string; replace: boolean; pgBin: string | undefined };

export const parseBackupArgs = (argv: readonly string[]): ParsedArgs<BackupArgs> =>
  parseCommandArgs(
    argv,
    { options: { out: { type: 'string' }, 'pg-bin': { type: 'string' } } },
    (values) => ({ out: values.out, pgBin: values['pg-bin'] }),
  );

export const parseRestoreArgs = (argv: readonly string[]): ParsedArgs<RestoreArgs> =>
  parseCommandArgs(
    argv,
    {
      options: { replace: { type: 'boolean' }, 'pg-bin': { type: 'string' } },
      takesPositionals: true,
    },
    (values, positionals) => {
      if (positionals.length === 0) throw new Error('Missing the backup folder to restore.');
      if (positionals.length > 1)
        throw new Error(`Expected one backup folder, got ${positionals.length}.`);
      return {
        backupDir: positionals[0] as string,
        replace: values.replace ?? false,
        pgBin: values['pg-bin'],
      };
    },
  );

export const MANIFEST_FORMAT = 'nangsue-backup/1';
const MANIFEST_FILE = 'manifest.json';
const DUMP_FILE = 'database.dump';
const FILES_FOLDER = 'files';

export type FileEntry = { key: string; size: number; sha256: string };

export type BackupManifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  database: {
    file: typeof DUMP_FILE;
    size: number;
    sha256: string;
    name: string;
    server: string;
    pgDump: string;
    pgDumpMajor: number;
    /** Rows of every table (`schema.table`), counted in the snapshot pg_dump read. */
    rows: Record<string, number>;
  };
  files:
    | {
        storage: 'disk';
        folder: typeof FILES_FOLDER;
        count: number;
        bytes: number;
        entries: FileEntry[];
      }
    | { storage: 's3'; bucket: string; note: string };
};

/** Where the store's files are: a folder on disk, or an S3 bucket (not copied). */
export type FilesSource = { storage: 'disk'; root: string } | { storage: 's3'; bucket: string };

const sha256Of = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Sql = postgres.Sql | postgres.TransactionSql;

/** Tables of the database's own schemas (not PostgreSQL's), as `schema.table`. */
const userTables = async (sql: Sql) =>
  (
    await sql<{ name: string }[]>`
      select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_%'
      order by 1`
  ).map(({ name }) => name);

const userSchemas = async (sql: Sql) =>
  (
    await sql<{ name: string }[]>`
      select nspname as name from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'
      order by 1`
  ).map(({ name }) => name);

/** Exact row counts of every table, in one statement (one snapshot). */
const countRows = async (sql: Sql): Promise<Record<string, number>> => {
  const tables = await userTables(sql);
  if (tables.length === 0) return {};
  const parts = tables.map((table, i) => {
    const [schema, ...rest] = table.split('.');
    return `select $${i + 1}::text as name, count(*)::bigint as rows from ${quoteIdent(schema!)}.${quoteIdent(rest.join('.'))}`;
  });
  const rows = await sql.unsafe<{ name: string; rows: string }[]>(
    parts.join(' union all '),
    tables,
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.rows)]));
};

const connect = (url: string) => postgres(url, { max: 1, onnotice: () => undefined });

/** Every file under `root` as a storage key (`books/x.epub`), leaving out half-written `.part` files. */
const listFiles = async (root: string): Promise<string[]> => {
  const keys: string[] = [];
  const walk = async (dir: string) => {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && !entry.name.endsWith('.part'))
        keys.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  await walk(root);
  return keys.sort();
};

const timestamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

export type BackupResult = { dir: string; manifest: BackupManifest; target: string };

/**
 * Makes a backup folder in `outDir`. The database first: pg_dump reads one snapshot, exported by a
 * read-only repeatable-read transaction that counts every table's rows in the same snapshot. Then
 * the files (a file is stored before the row that names it commits, so every file the dump names is
 * there; a newer one is harmless). The manifest is written last: a folder without one is incomplete.
 */
export const createBackup = async (options: {
  databaseUrl: string;
  files: FilesSource;
  outDir: string;
  pgBin?: string | undefined;
  now?: Date;
}): Promise<BackupResult> => {
  const createdAt = options.now ?? new Date();
  const dir = path.resolve(options.outDir, `nangsue-${timestamp(createdAt)}`);
  const sql = connect(options.databaseUrl);
  try {
    const [server] = await sql<{ num: number; version: string; name: string }[]>`
      select current_setting('server_version_num')::int as num,
             current_setting('server_version') as version, current_database() as name`;
    const pgDump = await requireTool(
      'pg_dump',
      {
        major: serverMajor(server!.num),
        why: `The database server is PostgreSQL ${server!.version}`,
      },
      options.pgBin,
    );
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await fs.mkdir(dir); // fails if it exists: a backup never writes over another
    try {
      const dumpFile = path.join(dir, DUMP_FILE);
      const rows = await sql.begin('isolation level repeatable read read only', async (tx) => {
        const [{ snapshot }] = (await tx`select pg_export_snapshot() as snapshot`) as [
          { snapshot: string },
        ];
        const counted = await countRows(tx);
        const dumped = await runCommand(
          pgDump.file,
          ['--format=custom', `--file=${dumpFile}`, `--snapshot=${snapshot}`, '--no-password'],
          libpqEnv(options.databaseUrl),
        );
        if (dumped.code !== 0)
          throw new Error(`pg_dump ${pgDump.version} failed: ${dumped.stderr.trim()}`);
        return counted;
      });

      let files: BackupManifest['files'];
      if (options.files.storage === 'disk') {
        const entries: FileEntry[] = [];
        for (const key of await listFiles(options.files.root)) {
          const copy = path.join(dir, FILES_FOLDER, ...key.split('/'));
          await fs.mkdir(path.dirname(copy), { recursive: true });
          await fs.copyFile(path.join(options.files.root, ...key.split('/')), copy);
          entries.push({ key, size: (await fs.stat(copy)).size, sha256: await sha256Of(copy) });
        }
        files = {
          storage: 'disk',
          folder: FILES_FOLDER,
          count: entries.length,
          bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
          entries,
        };
      } else {
        files = {
          storage: 's3',
          bucket: options.files.bucket,
          note: 'Files are not copied: the bucket keeps them (turn on its versioning or replication, docs/operations.md).',
        };
      }

      const manifest: BackupManifest = {
        format: MANIFEST_FORMAT,
        createdAt: createdAt.toISOString(),
        database: {
          file: DUMP_FILE,
          size: (await fs.stat(dumpFile)).size,
          sha256: await sha256Of(dumpFile),
          name: server!.name,
          server: server!.version,
          pgDump: pgDump.version,
          pgDumpMajor: pgDump.major,
          rows,
        },
        files,
      };
      await fs.writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      return { dir, manifest, target: describeDatabase(options.databaseUrl) };
    } catch (error) {
      await fs.rm(dir, { recursive: true, force: true });
      throw error;
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
};

export const readManifest = async (backupDir: string): Promise<BackupManifest> => {
  const file = path.join(backupDir, MANIFEST_FILE);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(file, 'utf8')) as BackupManifest;
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable (a folder without it is not a complete backup): ${String(error)}`,
    );
  }
  if (manifest.format !== MANIFEST_FORMAT)
    throw new Error(`${file} is not a Nangsue backup manifest (${MANIFEST_FORMAT}).`);
  return manifest;
};

/** Checks the dump and every file of a backup against its manifest; throws listing what differs. */
export const verifyBackup = async (backupDir: string, manifest: BackupManifest) => {
  const problems: string[] = [];
  const check = async (file: string, expected: { size: number; sha256: string }) => {
    try {
      const { size } = await fs.stat(file);
      if (size !== expected.size)
        problems.push(`${file}: ${size} bytes, the manifest says ${expected.size}`);
      else if ((await sha256Of(file)) !== expected.sha256)
        problems.push(`${file}: its SHA-256 differs from the manifest's`);
    } catch {
      problems.push(`${file}: missing`);
    }
  };
  await check(path.join(backupDir, DUMP_FILE), manifest.database);
  if (manifest.files.storage === 'disk')
    for (const entry of manifest.files.entries)
      await check(path.join(backupDir, FILES_FOLDER, ...entry.key.split('/')), entry);
  if (problems.length > 0)
    throw new Error(`The backup is damaged; nothing was changed:\n  ${problems.join('\n  ')}`);
};

export type RestoreResult = {
  manifest: BackupManifest;
  target: string;
  pgRestore: string;
  /** Tables that were in the database and were dropped (--replace). */
  droppedTables: number;
  droppedSchemas: string[];
  tables: number;
  rows: number;
  filesWritten: number;
  filesAlreadyThere: number;
  filesOverwritten: number;
  bytesWritten: number;
};

const sum = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0);

/**
 * Restores a backup into the database at `databaseUrl` and the file storage `storage`. Everything is
 * checked before anything changes: the backup's checksums, pg_restore's version, that nobody else is
 * connected, that the database holds no table and no stored file differs (unless `replace`). The
 * database is restored in one transaction (`pg_restore --single-transaction`), without the source's
 * owners and grants (the restoring user owns everything); then the row count of every table is
 * compared with the backup's, then the files are written.
 */
export const restoreBackup = async (options: {
  backupDir: string;
  databaseUrl: string;
  storage: FileStorage;
  replace: boolean;
  pgBin?: string | undefined;
}): Promise<RestoreResult> => {
  const backupDir = path.resolve(options.backupDir);
  const manifest = await readManifest(backupDir);
  await verifyBackup(backupDir, manifest);
  const pgRestore = await requireTool(
    'pg_restore',
    {
      major: manifest.database.pgDumpMajor,
      why: `The backup was made by pg_dump ${manifest.database.pgDump}`,
    },
    options.pgBin,
  );
  const target = describeDatabase(options.databaseUrl);
  const sql = connect(options.databaseUrl);
  try {
    const [{ others }] = (await sql`
      select count(*)::int as others from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`) as [{ others: number }];
    if (others > 0)
      throw new Error(
        `${others} other connection(s) are open to ${target}: stop the store and its workers first. Nothing was changed.`,
      );
    const existing = await userTables(sql);
    const schemas = (await userSchemas(sql)).filter((name) => name !== 'public');
    if ((existing.length > 0 || schemas.length > 0) && !options.replace)
      throw new Error(
        `${target} is not empty (${existing.length} tables in ${[...new Set(existing.map((t) => t.split('.')[0]))].join(', ') || 'no schema'}${schemas.length ? `; schemas ${schemas.join(', ')}` : ''}). ` +
          'Nothing was changed. To drop everything in it and restore the backup, run again with --replace.',
      );

    // The files to write, and those that differ from the backup's (refused unless --replace).
    const toWrite: FileEntry[] = [];
    const differing: FileEntry[] = [];
    let alreadyThere = 0;
    if (manifest.files.storage === 'disk') {
      for (const entry of manifest.files.entries) {
        const size = await options.storage.size(entry.key);
        if (size === undefined) {
          toWrite.push(entry);
          continue;
        }
        const stored = size === entry.size ? await options.storage.get(entry.key) : undefined;
        const same =
          stored !== undefined &&
          createHash('sha256').update(stored.data).digest('hex') === entry.sha256;
        if (same) alreadyThere += 1;
        else differing.push(entry);
      }
      if (differing.length > 0 && !options.replace)
        throw new Error(
          `${differing.length} stored file(s) differ from the backup's (${differing
            .slice(0, 3)
            .map((entry) => entry.key)
            .join(', ')}${differing.length > 3 ? ', ...' : ''}). Nothing was changed. ` +
            'To overwrite them, run again with --replace.',
        );
    }

    let droppedSchemas: string[] = [];
    if (existing.length > 0 || schemas.length > 0) {
      droppedSchemas = [...schemas, 'public'];
      await sql.begin(async (tx) => {
        for (const schema of droppedSchemas)
          await tx.unsafe(`drop schema if exists ${quoteIdent(schema)} cascade`);
        await tx.unsafe('create schema public');
      });
    }

    const restored = await runCommand(
      pgRestore.file,
      [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        '--no-password',
        `--dbname=${libpqEnv(options.databaseUrl).PGDATABASE}`,
        path.join(backupDir, DUMP_FILE),
      ],
      libpqEnv(options.databaseUrl),
    );
    if (restored.code !== 0)
      throw new Error(
        `pg_restore ${pgRestore.version} failed; the database was left as it was before it ran` +
          `${droppedSchemas.length ? ' (emptied by --replace)' : ''}: ${restored.stderr.trim()}`,
      );

    const rows = await countRows(sql);
    const expected = manifest.database.rows;
    const mismatches = [...new Set([...Object.keys(expected), ...Object.keys(rows)])]
      .filter((table) => expected[table] !== rows[table])
      .map(
        (table) =>
          `${table}: ${rows[table] ?? 'missing'} rows, the backup had ${expected[table] ?? 'none'}`,
      );
    if (mismatches.length > 0)
      throw new Error(
        `The restored database differs from the backup:\n  ${mismatches.join('\n  ')}`,
      );

    let bytesWritten = 0;
    const backupFile = (entry: FileEntry) =>
      path.join(backupDir, FILES_FOLDER, ...entry.key.split('/'));
    for (const entry of [...toWrite, ...differing]) {
      await options.storage.put(entry.key, await fs.readFile(backupFile(entry)));
      bytesWritten += entry.size;
    }

    return {
      manifest,
      target,
      pgRestore: pgRestore.version,
      droppedTables: existing.length,
      droppedSchemas,
      tables: Object.keys(rows).length,
      rows: sum(rows),
      filesWritten: toWrite.length,
      filesAlreadyThere: alreadyThere,
      filesOverwritten: differing.length,
      bytesWritten,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
};

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const count = (n: number) => n.toLocaleString('en-US');

export const describeBackup = ({ dir, manifest, target }: BackupResult) => {
  const { database, files } = manifest;
  return [
    `Backed up ${target} (PostgreSQL ${database.server}) into ${dir}:`,
    `  ${DUMP_FILE}  ${megabytes(database.size)}: pg_dump ${database.pgDump}, custom format, one snapshot; ` +
      `${count(Object.keys(database.rows).length)} tables, ${count(sum(database.rows))} rows`,
    files.storage === 'disk'
      ? `  ${FILES_FOLDER}/  ${count(files.count)} stored files, ${megabytes(files.bytes)}, each with its size and SHA-256 in ${MANIFEST_FILE}`
      : `  files: not copied; they stay in the S3 bucket ${files.bucket} (keep its versioning or replication on)`,
    `Copy the folder off this machine. Restore it with: npm run restore -- ${dir}`,
  ].join('\n');
};

export const describeRestore = (result: RestoreResult, filesWhere: string) => {
  const { manifest } = result;
  const lines = [
    `Restored the backup of ${manifest.createdAt} (${manifest.database.name}, PostgreSQL ${manifest.database.server}) into ${result.target}:`,
  ];
  if (result.droppedSchemas.length > 0)
    lines.push(
      `  --replace: dropped ${count(result.droppedTables)} tables (schemas ${result.droppedSchemas.join(', ')}) first`,
    );
  lines.push(
    `  database: ${count(result.tables)} tables, ${count(result.rows)} rows (pg_restore ${result.pgRestore}); ` +
      'every table has the row count the backup recorded',
  );
  if (manifest.files.storage === 'disk')
    lines.push(
      `  files: ${count(result.filesWritten)} written${result.filesOverwritten ? `, ${count(result.filesOverwritten)} overwritten` : ''}, ` +
        `${count(result.filesAlreadyThere)} already there (${megabytes(result.bytesWritten)}) in ${filesWhere}; all ${count(manifest.files.count)} match the manifest's SHA-256`,
    );
  else
    lines.push(
      `  files: none in the backup; they are in the S3 bucket ${manifest.files.bucket} (restore them from its versions if needed)`,
    );
  return lines.join('\n');
};
