import { defineProject } from 'vitest/config';
import { ALONE } from './vitest.alone.config.js';

/** The integration tier: the real app over PostgreSQL, each file on a clone of the template database. */
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files that measure time run alone, after the rest (vitest.alone.config.ts).
    exclude: ['src/**/*.unit.test.ts', '**/node_modules/**', ...ALONE],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
