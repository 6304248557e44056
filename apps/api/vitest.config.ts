import { defineProject } from 'vitest/config';

/** The integration tier: the real app over PostgreSQL, each file on a clone of the template database. */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['src/**/*.unit.test.ts', '**/node_modules/**'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
