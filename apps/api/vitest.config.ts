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
    // Each worker process loads the app's modules once and runs file after file with them, instead
    // of a fresh module graph per file: loading the app (Fastify, zod schemas, Drizzle, pg-boss,
    // every module) took most of a file's time (docs/testing.md, "Vitest workers"). It is safe
    // because the app keeps no state in its modules: each file builds its own app over its own
    // database (buildTestApp), the modules' own caches only memoise pure results (fonts, word
    // breaks, the geography file), and what a test changes in the process is put back after it:
    // spies and stubbed env/globals here, fake timers in test/setup.ts.
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
