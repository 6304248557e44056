import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) belongs to one process. The API that opens it writes
 * `DATA_DIR/api.lock.json` (owner-only) with its address and a one-time secret, so that command-line
 * tools hand their writes to it instead of opening the same files a second time, which would corrupt
 * them. PostgreSQL needs none of this.
 */
export type EmbeddedLock = { pid: number; url: string; token: string };

const lockFile = (dataDir: string) => path.join(dataDir, 'api.lock.json');

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The lock of a running API on this data folder, if any (a stale file is ignored). */
export const readEmbeddedLock = (dataDir: string): EmbeddedLock | undefined => {
  try {
    const lock = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as EmbeddedLock;
    return lock.pid !== process.pid && isAlive(lock.pid) ? lock : undefined;
  } catch {
    return undefined;
  }
};

export const newLockToken = (): string => randomBytes(32).toString('base64url');

/** Claims the data folder for this process; returns a function that releases it. */
export const writeEmbeddedLock = (
  dataDir: string,
  url: string,
  token: string,
): { release: () => void } => {
  const lock: EmbeddedLock = { pid: process.pid, url, token };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), JSON.stringify(lock), { mode: 0o600 });
  return {
    release: () => {
      try {
        const current = JSON.parse(fs.readFileSync(lockFile(dataDir), 'utf8')) as EmbeddedLock;
        if (current.pid === process.pid) fs.rmSync(lockFile(dataDir));
      } catch {
        // already gone
      }
    },
  };
};
