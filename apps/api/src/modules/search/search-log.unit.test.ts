import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { createSearchLog } from './search-log.js';
import type { SearchLogRow } from './search.repository.js';

const row = (text: string): SearchLogRow => ({
  searchedAt: new Date('2026-11-24T05:00:00Z'),
  text,
  language: 'th',
  resultCount: 0,
  latencyMs: 1.5,
  bookIds: [],
});

describe('search log batching', () => {
  it('writes waiting rows in one statement when the batch is full, and the rest on close', async () => {
    const batches: string[][] = [];
    const log = createSearchLog({
      db: {} as DbOrTx,
      insert: async (_db, rows) => {
        batches.push(rows.map((entry) => entry.text));
      },
      log: { error: () => undefined },
      flushMs: 60_000,
      maxBatch: 3,
    });
    for (const text of ['a', 'b', 'c', 'd']) log.record(row(text));
    await log.flush();
    expect(batches).toEqual([['a', 'b', 'c'], ['d']]);
    log.record(row('e'));
    await log.close();
    expect(batches.at(-1)).toEqual(['e']);
  });

  it('loses no search when a write fails: the error is logged and later rows still go', async () => {
    const errors: object[] = [];
    let fail = true;
    const written: string[] = [];
    const log = createSearchLog({
      db: {} as DbOrTx,
      insert: async (_db, rows) => {
        if (fail) throw new Error('database down');
        written.push(...rows.map((entry) => entry.text));
      },
      log: { error: (details) => errors.push(details) },
      flushMs: 60_000,
    });
    log.record(row('lost'));
    await log.flush();
    fail = false;
    log.record(row('kept'));
    await log.close();
    expect(errors).toHaveLength(1);
    expect(written).toEqual(['kept']);
  });
});
