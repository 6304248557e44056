import { defineProject } from 'vitest/config';

/**
 * API files that measure time (response times compared, a client's time limit against a local
 * fake): they run after every other file, one at a time, so the other Vitest worker does not
 * share the cores while they measure (docs/testing.md).
 */
export const ALONE = [
  'src/modules/accounts/enumeration.routes.test.ts',
  'src/modules/payments/providers/omise.test.ts',
];

export default defineProject({
  test: {
    name: 'api-alone',
    include: ALONE,
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One worker, in a group of its own after every other project's (group 0): Vitest runs these
    // files last, one at a time, in one process that loads the app once (isolate: false, as the
    // api project; vitest.config.ts says why that is safe).
    maxWorkers: 1,
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    sequence: { groupOrder: 1 },
  },
});
