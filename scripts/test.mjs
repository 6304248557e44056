#!/usr/bin/env node
// `npm test`: every test, as CI runs them. Builds the store, runs Vitest (contracts, API over
// PostgreSQL, web units) and Playwright (storefront journeys in Debian's Chromium against the store on
// its embedded PostgreSQL), prints how long each tier took, then one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const only = args.find((arg) => arg === '--unit' || arg === '--e2e');

const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const durations = [];
const timed = (tier, work) => {
  const started = performance.now();
  try {
    return work();
  } finally {
    durations.push(`${tier} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
};

const chromium = only === '--unit' ? undefined : findChromium();
if (only !== '--unit' && !chromium) {
  console.error(
    [
      'No Chromium found for the storefront tests.',
      "Install Debian's package:   sudo apt-get update && sudo apt-get install -y chromium-headless-shell",
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      "(Playwright's own browser download is not used.)",
    ].join('\n'),
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let setupFailures = 0;
if (!skipBuild && only !== '--unit') {
  if (timed('build', () => run('npm', ['run', 'build'])) !== 0) setupFailures += 1;
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let passed = 0;
let failed = 0;

if (only !== '--e2e') {
  if (only === '--unit' || skipBuild) run('npm', ['run', 'build', '-w', '@nangsue/contracts']);
  const vitestFile = path.join(reports, 'vitest.json');
  const status = timed('vitest', () =>
    run(path.join(root, 'node_modules/.bin/vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestFile}`,
    ]),
  );
  const report = readJson(vitestFile);
  // A file that failed to load has no tests to count: it counts as one failure.
  const vitestFailed = report
    ? report.numFailedTests +
      report.testResults.filter(
        (file) => file.status === 'failed' && file.assertionResults.length === 0,
      ).length
    : 0;
  passed += report?.numPassedTests ?? 0;
  failed += vitestFailed;
  if (status !== 0 && vitestFailed === 0) failed += 1;
}

if (only !== '--unit' && setupFailures === 0) {
  const playwrightFile = path.join(reports, 'playwright.json');
  const status = timed('playwright', () =>
    run(path.join(root, 'node_modules/.bin/playwright'), ['test'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
    }),
  );
  const report = readJson(playwrightFile);
  const e2eFailed = report?.stats.unexpected ?? 0;
  passed += report ? report.stats.expected + (report.stats.flaky ?? 0) : 0;
  failed += e2eFailed;
  if (status !== 0 && e2eFailed === 0) failed += 1;
}

failed += setupFailures;
console.log(`Durations: ${durations.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
