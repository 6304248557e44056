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
    // One worker, the default group order: Vitest runs such files last, each by itself.
    maxWorkers: 1,
  },
});
