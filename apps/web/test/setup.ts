import { afterEach, beforeEach } from 'vitest';
import { forgetServerEnv } from '@/env';

/**
 * The web tests share one module graph per worker (vitest.config.ts, `isolate: false`): each test
 * starts from the process's own environment and none of the state the web server keeps for the
 * whole process (the catalog version, throttled visitors, the revalidation secret), whatever the
 * test before it did.
 */
const forgetProcessState = () => {
  forgetServerEnv();
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    if (key.description?.startsWith('nangsue.'))
      delete (globalThis as Record<symbol, unknown>)[key];
  }
};

beforeEach(forgetProcessState);
afterEach(forgetProcessState);
