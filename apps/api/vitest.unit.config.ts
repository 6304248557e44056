import { defineProject } from 'vitest/config';

/** The unit tier: services' rules with substituted repositories and a fixed clock; no database. */
export default defineProject({
  test: {
    name: 'api-unit',
    include: ['src/**/*.unit.test.ts'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
  },
});
