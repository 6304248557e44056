import { defineProject } from 'vitest/config';

/** The unit tier: services' rules with substituted repositories and a fixed clock; no database. */
export default defineProject({
  test: {
    name: 'api-unit',
    include: ['src/**/*.unit.test.ts'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    // The property checks (coupons' allocation) take seconds on a loaded 2-core machine.
    testTimeout: 30_000,
    // One module graph per worker, as the api project (vitest.config.ts says why that is safe).
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
