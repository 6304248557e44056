import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { createTestDatabase, type TestDatabase } from './databases.js';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { testDatabase: TestDatabase };

/**
 * The real app over a fresh database (a clone of the template: migrated, with the reference data),
 * with test settings; close it in afterAll. Without job workers (`JOBS_MODE=off`): a test reads
 * what jobs do after running them itself (`app.jobs.drain`, `accountMail.settled()`), and a test
 * about the workers themselves (schedules, retries, a job picked up by the running app) passes
 * `JOBS_MODE: 'embedded'`.
 */
export const buildTestApp = async (
  overrides: Record<string, string> = {},
  beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void | Promise<void>,
): Promise<TestApp> => {
  // A clone of the checkout's template, which holds the reference data as this checkout seeds it
  // (test/databases.ts checks it once per process, not once per file).
  const testDatabase = await createTestDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-api-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '10000',
    DATA_DIR: dataDir,
    JOBS_MODE: 'off',
    ...overrides,
  });
  const app = await buildApp({ env, database: testDatabase, logger: false });
  await beforeReady?.(app);
  app.addHook('onClose', async () => {
    await testDatabase.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return Object.assign(app, { testDatabase });
};

/** Registers a device through the public API and returns its id. */
export const registerDevice = async (app: TestApp, language?: 'th' | 'en'): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/appstart',
    headers: language ? { Language: language } : {},
    payload: { Data: { DeviceTypeId: 20 } },
  });
  if (response.statusCode !== 200) throw new Error(`appstart failed: ${response.body}`);
  return response.json().Data.DeviceId;
};
