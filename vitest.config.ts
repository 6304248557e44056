import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api/vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
      'apps/web',
    ],
  },
});
