#!/usr/bin/env node
// Lighthouse (mobile, default throttling) on the storefront's main pages, against a running store
// (the README command). Lighthouse is not a dependency of the store: it is fetched by npx on first use
// (12.8.2, the last release that runs on Node 20), or taken from LIGHTHOUSE_BIN.
//
//   node bench/lighthouse.mjs [--web http://127.0.0.1:3000] [--runs 3] [path ...]
//
// With --runs N each page is measured N times (after one warming visit) and the run with the median
// performance score is shown: the scores are CPU-sensitive (simulated 4x slow-down of this machine's
// CPU), so one run on a busy machine says little. CHROME_PATH may name chromium-headless-shell.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageArgs } from './lib/page-args.mjs';

const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex === -1 ? 1 : Number(process.argv[runsIndex + 1]);
const { web: WEB, pages: targets } = pageArgs(
  process.argv.slice(2).filter((_, index) => index !== runsIndex - 2 && index !== runsIndex - 1),
);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const folder = mkdtempSync(path.join(os.tmpdir(), 'nangsue-lighthouse-'));

const [command, ...prefix] = process.env.LIGHTHOUSE_BIN
  ? [process.env.LIGHTHOUSE_BIN]
  : ['npx', '--yes', 'lighthouse@12.8.2'];

const rows = [];
for (const target of targets) {
  const name = target.replace(/\W+/g, '_') || 'home';
  const outputs = [];
  // Once to fill the page cache (a first visit renders the page), then measured.
  for (const run of ['warm', ...Array.from({ length: runs }, (_, index) => index)]) {
    const output = path.join(folder, `${name}-${run}.json`);
    if (run !== 'warm') outputs.push(output);
    const result = spawnSync(
      command,
      [
        ...prefix,
        new URL(target, WEB).href,
        `--chrome-path=${chrome}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        // A Thai reader's browser for Thai pages (the home page sends an English one to /en).
        ...(target === '/en' || target.startsWith('/en/')
          ? []
          : [`--extra-headers=${JSON.stringify({ 'Accept-Language': 'th-TH,th;q=0.9' })}`]),
      ],
      { stdio: run === 'warm' ? 'ignore' : 'inherit' },
    );
    if (run !== 'warm' && result.status !== 0) throw new Error(`lighthouse failed on ${target}`);
  }
  const reports = outputs
    .map((output) => JSON.parse(readFileSync(output, 'utf8')))
    .sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
  const report = reports[Math.floor(reports.length / 2)];
  const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.displayValue ?? '';
  rows.push({
    page: target,
    performance: score('performance'),
    ...(runs > 1
      ? {
          'all runs': reports
            .map((each) => Math.round((each.categories.performance?.score ?? 0) * 100))
            .join(' '),
        }
      : {}),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
    'LCP element':
      report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.selector,
  });
}
console.table(rows);
console.log(`reports in ${folder}`);
