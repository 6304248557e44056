import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Next.js resolves this marker itself; in unit tests it is an empty module.
      'server-only': fileURLToPath(
        new URL('../../node_modules/next/dist/compiled/server-only/empty.js', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
    environment: 'node',
    // next-intl's middleware imports `next/server` without an extension, which Node's own ESM
    // loader refuses; through Vite it resolves (src/proxy.test.ts).
    server: { deps: { inline: ['next-intl'] } },
    // Each worker loads the modules once and runs file after file with them (import time was
    // three quarters of this project's 23 s; 5 s so). Safe because what a test changes in the
    // process is put back: stubbed env and globals, spies, the parsed environment and the
    // process-wide state kept on the global object (test/setup.ts).
    isolate: false,
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});
