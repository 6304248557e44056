import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's own default is one less than the cores, which is a single
    // worker on CI's two: a file spends most of its time in the worker's own JavaScript (loading
    // the app, answering its requests), so the second core sat nearly idle (docs/testing.md).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism())),
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
