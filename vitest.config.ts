import os from 'node:os';
import { defineConfig } from 'vitest/config';

const isTypeReadCut = (error: unknown): boolean => {
  const { name, code, query } = error as { name?: unknown; code?: unknown; query?: unknown };
  return (
    name === 'PostgresError' &&
    typeof code === 'string' &&
    /^(57P0|08)/.test(code) &&
    typeof query === 'string' &&
    query.includes('from pg_catalog.pg_type a')
  );
};

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default is one less than the cores, which is a single
    // worker on CI's two: a file spends most of its time in the worker's own JavaScript (loading
    // the app, answering its requests), so the second core sat nearly idle (docs/testing.md).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism())),
    // postgres.js (3.4.9) drops the promise of the array-types read it makes as a connection's
    // first statement, so a connection PostgreSQL ends during that read rejects with nobody
    // listening (porsager/postgres#1192, #1223). The processes log it and carry on
    // (lib/connection-loss.ts); the test that cuts the API's connections can hit it, and only that
    // read ended by a lost connection is let through here.
    onUnhandledError: (error) => !isTypeReadCut(error),
    projects: [
      'packages/contracts',
      'apps/api/vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
      'apps/api/vitest.alone.config.ts',
      'apps/web',
      'apps/admin',
    ],
  },
});
