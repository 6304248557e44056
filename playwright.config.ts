import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import { API_PORT, API_URL, WEB_PORT, WEB_URL } from './apps/web/e2e/test-servers';
import { ADMIN_PORT, ADMIN_URL } from './apps/admin/e2e/test-servers';
import { apiProviderEnv, webProviderEnv } from './apps/web/e2e/oidc-settings';

/**
 * End-to-end tests of the storefront (apps/web/e2e) and the back office (apps/admin/e2e, project
 * `admin`) against the built API, web app and back office, each started here on fixed test ports.
 * Build first: `npm run build`.
 */
// This file is read by the runner and by every worker; the runner makes the folder and the
// workers inherit it, so one run uses one fresh database.
process.env.NANGSUE_E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'nangsue-e2e-'));
// The run's own PostgreSQL port, chosen once by the runner (a fixed one could still be held by a
// server of an earlier run that is shutting down).
process.env.E2E_POSTGRES_PORT ??= String(40_000 + Math.floor(Math.random() * 20_000));

/** apps/web/e2e/self-healing*.spec.ts: the project `alone`. */
const SELF_HEALING = '**/self-healing*.spec.ts';

export default defineConfig({
  testDir: 'apps/web/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Journeys can run side by side, a file per worker (each test makes its own customer and
  // device); the tests that use a shared test double (the API's global faults, the local OpenID
  // providers on fixed ports; tagged @serial) run afterwards, one at a time. One worker per two
  // cores: the API, the storefront and Chromium share them, and on the 2-core CI machine two
  // workers took the same 5.1 min as one and made a journey flaky (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(os.cpus().length / 2))),
  // One retry in CI only, so a timing hiccup on a loaded 2-core machine does not block a landing;
  // Playwright still reports such a test as flaky in its output.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: WEB_URL,
    // Recording a trace costs every test its time, kept or not (a test of 120 clicks and fills:
    // 33-39 s without, 44-53 s with, on the loaded 2-core machine): CI records the retry of a
    // failed test only; a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Chromium's pages take most of a run's CPU (measured 2026-11-28: its renderers, compositor
    // and browser process 72% of the run's, the storefront 10%, the API 7%). The store honours
    // a reader's "reduce motion": the home slider does not turn by itself and loading skeletons
    // do not shimmer, so no frame is drawn that no test looks at.
    contextOptions: { reducedMotion: 'reduce' },
    // One browser context per worker, reset between tests (cookies, storage, IndexedDB, service
    // workers, the HTTP cache), instead of a new one per test: the tab's renderer keeps its compiled
    // scripts, which cut the journeys' CPU by about a sixth (docs/testing.md). A test that changes
    // the locale or other context options still gets a fresh context.
    reuseContext: true,
    launchOptions: {
      // Debian's headless shell first (scripts/chromium.mjs).
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        ...(process.env.E2E_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
      ],
    },
  },
  projects: [
    {
      name: 'journeys',
      grepInvert: /@serial/,
      testIgnore: SELF_HEALING,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      // The back office's journeys (issue 24), beside the storefront's.
      name: 'admin',
      testDir: 'apps/admin/e2e',
      grepInvert: /@serial/,
      use: { ...devices['Desktop Chrome'], baseURL: ADMIN_URL },
    },
    {
      name: 'serial',
      grep: /@serial/,
      testIgnore: SELF_HEALING,
      workers: 1,
      dependencies: ['journeys', 'admin'],
      use: { ...devices['Desktop Chrome'] },
    },
    // The self-healing test starts a store of its own on its own ports and kills its processes
    // under a checkout load: it opens no browser page and runs last, alone, so no journey shares
    // the cores with its 15-second recovery limit.
    { name: 'alone', testMatch: SELF_HEALING, workers: 1, dependencies: ['serial'] },
  ],
  webServer: [
    {
      name: 'api',
      command: 'node apps/api/dist/server.js',
      // SIGTERM, so the API stops its PostgreSQL server before it exits (a kill would leave it).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      url: `${API_URL}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        API_PORT: String(API_PORT),
        API_HOST: '127.0.0.1',
        // The store's own PostgreSQL, as `npm start` runs it, in the run's fresh folder and on a
        // port of the run's own (a store started by hand keeps the default one).
        DATA_DIR: process.env.NANGSUE_E2E_DATA_DIR,
        EMBEDDED_POSTGRES_PORT: process.env.E2E_POSTGRES_PORT,
        ENABLE_TEST_FAULTS: 'true',
        // The journeys open demo books 1 to 24: only the first 40 get their EPUB and PDF files at
        // start, instead of a minute of CPU spent on PDFs while the journeys run.
        DEMO_BOOK_FILES_MAX_ID: '40',
        // E-mails are jobs: an idle worker looks for new ones twice a second.
        JOBS_POLL_SECONDS: '0.5',
        // The fresh database gets the deterministic demo store; the catalog journeys read their
        // expectations from it through the API.
        SEED_ON_START: 'true',
        // Every browser of the run, and the web server on their behalf, is one client address.
        RATE_LIMIT_MAX: '100000',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: WEB_URL,
        // Gateways send the reader back to this storefront; the demo gateway's "pending, then
        // paid later" settles after 3 seconds instead of 20 (apps/web/e2e/checkout.spec.ts).
        STOREFRONT_URL: WEB_URL,
        // Staff set-up links point at the back office's test server.
        ADMIN_URL,
        DEMO_GATEWAY_SETTLE_SECONDS: '3',
        // Google and Apple are the local OpenID providers social-sign-in.spec.ts starts.
        ...apiProviderEnv(),
      },
    },
    {
      name: 'web',
      command: `node apps/web/server/front-server.mjs -p ${WEB_PORT}`,
      url: WEB_URL,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        API_MAIN_URL: API_URL,
        API_SECOND_URL: API_URL,
        SITE_URL: WEB_URL,
        NEXT_TELEMETRY_DISABLED: '1',
        ...webProviderEnv(),
      },
    },
    {
      name: 'admin',
      command: 'node apps/admin/server/admin-server.mjs',
      url: `http://127.0.0.1:${ADMIN_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ADMIN_PORT: String(ADMIN_PORT),
        ADMIN_HOST: '127.0.0.1',
        ADMIN_URL,
        API_MAIN_URL: API_URL,
      },
    },
  ],
});
