import { defineProject } from 'vitest/config';

/**
 * API files that measure time (response times compared, a client's time limit against a local
 * fake, a gateway's time-out answered within its limit, an API process restarted within seconds
 * after kill -9): they run after every other file, one at a time, at normal CPU priority. `npm
 * test` runs the rest of Vitest beside the journeys at the lowest CPU priority, where a process can
 * wait seconds for a core, and these files next, while the journeys finish (docs/testing.md).
 */
export const ALONE = [
  'src/modules/accounts/enumeration.routes.test.ts',
  'src/modules/payments/providers/omise.test.ts',
  'src/modules/payments/gateways.routes.test.ts',
  'src/modules/checkout/crash.test.ts',
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
