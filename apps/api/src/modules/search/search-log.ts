import type { DbOrTx } from '../../db/client.js';
import type { SearchLogRow } from './search.repository.js';

/**
 * Every search is logged (normalised text, language, result count, latency) for the back office's
 * "searches with no result", without a database round trip on the response path: rows wait in
 * memory and are written in one statement every `flushMs` or when `maxBatch` are waiting, and on
 * close. A crash loses at most the last second of log rows, never a search.
 */
export type SearchLog = {
  record(row: SearchLogRow): void;
  /** Writes what is waiting now. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is waiting. */
  close(): Promise<void>;
};

export const createSearchLog = ({
  db,
  insert,
  log,
  flushMs = 1000,
  maxBatch = 500,
}: {
  db: DbOrTx;
  insert: (db: DbOrTx, rows: SearchLogRow[]) => Promise<void>;
  log: { error(details: object, message: string): void };
  flushMs?: number;
  maxBatch?: number;
}): SearchLog => {
  let waiting: SearchLogRow[] = [];
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    if (waiting.length === 0) return writing;
    const batch = waiting;
    waiting = [];
    writing = writing
      .then(() => insert(db, batch))
      .catch((error: unknown) => log.error({ err: error, rows: batch.length }, 'search log'));
    return writing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(row) {
      waiting.push(row);
      if (waiting.length >= maxBatch) void flush();
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
};
