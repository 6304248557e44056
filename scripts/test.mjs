#!/usr/bin/env node
// `npm test`: every test, as CI runs them. Builds the store, then runs Vitest (contracts, API over
// PostgreSQL, web units) and Playwright (storefront journeys in Debian's Chromium against the store
// on its embedded PostgreSQL) side by side, prints how long each tier took, then one line:
// `N passed, N failed`.
//
// Side by side: the journeys are the long pole and leave about a quarter of two cores idle (they
// wait on pages, e-mails and the demo gateway), so Vitest runs beside them at the lowest CPU
// priority (`nice`): it takes what the journeys leave and the journeys keep the cores when they
// want them. Its output is kept in .reports/vitest.log and printed when both are done. The API
// files that measure time (project `api-alone`) run next, at normal priority and one at a time,
// while the journeys finish.
// `--unit` or `--e2e` runs one tier; TEST_SIDE_BY_SIDE=0 runs Vitest before Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const only = args.find((arg) => arg === '--unit' || arg === '--e2e');
const sideBySide = only === undefined && process.env.TEST_SIDE_BY_SIDE !== '0';
const vitestBin = path.join(root, 'node_modules/.bin/vitest');
const playwrightBin = path.join(root, 'node_modules/.bin/playwright');

/**
 * Runs a command and resolves with its exit status. `nice` lowers its CPU priority (where the
 * system has `nice`); `log` sends its output to that file instead of this terminal.
 */
const run = (command, commandArgs, { env = {}, nice = 0, log } = {}) =>
  new Promise((resolve) => {
    const lowered = nice > 0 && process.platform !== 'win32';
    const output = log === undefined ? undefined : openSync(log, 'w');
    const child = spawn(
      lowered ? 'nice' : command,
      lowered ? ['-n', String(nice), command, ...commandArgs] : commandArgs,
      {
        cwd: root,
        stdio: output === undefined ? 'inherit' : ['ignore', output, output],
        env: { ...process.env, ...env },
      },
    );
    let settled = false;
    const settle = (status) => {
      if (settled) return;
      settled = true;
      if (output !== undefined) closeSync(output);
      resolve(status);
    };
    child.on('error', () => settle(1));
    child.on('exit', (code) => settle(code ?? 1));
  });

/**
 * The PostgreSQL server of the API tests (TEST_POSTGRES_URL, the machine's own; the journeys run an
 * embedded one of their own) and its processes: the postmaster, read from its data directory's
 * postmaster.pid, and its children. Empty where that cannot be read (no psql, not Linux).
 */
const testPostgresPids = () => {
  if (process.platform !== 'linux') return [];
  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const query = spawnSync(
    'psql',
    [url, '-Atc', "select setting from pg_settings where name = 'data_directory'"],
    { encoding: 'utf8', timeout: 10_000 },
  );
  const dataDirectory = query.status === 0 ? query.stdout.trim() : '';
  if (!dataDirectory) return [];
  try {
    const postmaster = Number(
      readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const children = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  } catch {
    return [];
  }
};

/**
 * Runs `work` with the API tests' PostgreSQL at the lowest CPU priority, as the Vitest it serves:
 * Vitest at `nice 19` still took the journeys' CPU through its queries and its databases' clones
 * (each file's `create database ... template`, about as much CPU as the file's app), which
 * PostgreSQL's processes did at normal priority (docs/testing.md, session 22). New backends inherit
 * the postmaster's priority; everything is put back afterwards and on exit. Best effort: a user who
 * may not lower the server's priority (only root or its owner may) runs as before.
 */
const withTestPostgresLowered = async (work) => {
  const pids = testPostgresPids();
  const before = new Map();
  for (const pid of pids) {
    try {
      before.set(pid, os.getPriority(pid));
      os.setPriority(pid, 19);
    } catch {
      before.delete(pid);
    }
  }
  const restore = () => {
    if (before.size === 0) return;
    const postmaster = pids[0];
    const normal = before.get(postmaster) ?? 0;
    for (const pid of new Set([...before.keys(), ...testPostgresPids()])) {
      try {
        os.setPriority(pid, before.get(pid) ?? normal);
      } catch {
        // Ended meanwhile.
      }
    }
    before.clear();
  };
  process.on('exit', restore);
  if (before.size > 0)
    console.log(`The API tests' PostgreSQL runs at nice 19 beside the journeys.`);
  try {
    return await work();
  } finally {
    restore();
    process.off('exit', restore);
  }
};

const durations = [];
const timed = async (tier, work) => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    durations.push(`${tier} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** One Vitest run with its JSON report; answers its counts (a file that failed to load is one failure). */
const vitest = async (name, projectArgs, options = {}) => {
  const file = path.join(reports, `${name}.json`);
  const status = await run(
    vitestBin,
    ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    options,
  );
  const report = readJson(file);
  let failed = report
    ? report.numFailedTests +
      report.testResults.filter(
        (result) => result.status === 'failed' && result.assertionResults.length === 0,
      ).length
    : 0;
  if (status !== 0 && failed === 0) failed = 1;
  return { passed: report?.numPassedTests ?? 0, failed };
};

const playwright = async () => {
  const file = path.join(reports, 'playwright.json');
  const status = await run(playwrightBin, ['test'], {
    env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  const report = readJson(file);
  let failed = report?.stats.unexpected ?? 0;
  if (status !== 0 && failed === 0) failed = 1;
  return { passed: report ? report.stats.expected + (report.stats.flaky ?? 0) : 0, failed };
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

const results = [];
let buildFailed = false;
if (!skipBuild && only !== '--unit') {
  buildFailed = (await timed('build', () => run('npm', ['run', 'build']))) !== 0;
  if (buildFailed) results.push({ passed: 0, failed: 1 });
} else if (only !== '--e2e' && !skipBuild) {
  // Vitest imports the contracts' build (`--no-build`: it is made; CI's type check reads it).
  await run('npm', ['run', 'build', '-w', '@nangsue/contracts']);
}
const e2e = only !== '--unit' && !buildFailed;

if (only === '--unit' || (only === undefined && !(sideBySide && e2e))) {
  results.push(await timed('vitest', () => vitest('vitest', [])));
  if (e2e) results.push(await timed('playwright', () => playwright()));
} else if (only === '--e2e') {
  if (e2e) results.push(await timed('playwright', () => playwright()));
} else {
  const log = path.join(reports, 'vitest.log');
  const aloneLog = path.join(reports, 'vitest-alone.log');
  console.log(
    `Vitest runs beside the journeys at low priority; its output follows theirs (${log}).`,
  );
  const [[beside, alone], journeys] = await Promise.all([
    (async () => {
      const low = await timed('vitest beside playwright', () =>
        withTestPostgresLowered(() =>
          vitest('vitest', ['--project', '!api-alone'], { nice: 19, log }),
        ),
      );
      // The files that measure time then run at normal priority, one at a time, while the
      // journeys finish (their last minutes mostly wait: about half the CPU is idle).
      const normal = await timed('vitest api-alone', () =>
        vitest('vitest-alone', ['--project', 'api-alone'], { log: aloneLog }),
      );
      return [low, normal];
    })(),
    timed('playwright', () => playwright()),
  ]);
  process.stdout.write(readFileSync(log, 'utf8'));
  process.stdout.write(readFileSync(aloneLog, 'utf8'));
  results.push(beside, journeys, alone);
}

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`Durations: ${durations.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
