import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'admin',
    include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // Beside the journeys on CI's two cores, starting two servers has taken over Vitest's 10 s.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
