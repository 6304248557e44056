#!/usr/bin/env node
// Lighthouse (mobile, default throttling) on the storefront's main pages, against a running store
// (the README command). Lighthouse is not a dependency of the store: it is fetched by npx on first use
// (12.8.2, the last release that runs on Node 20), or taken from LIGHTHOUSE_BIN.
//
//   node bench/lighthouse.mjs [--web http://127.0.0.1:3000] [path ...]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageArgs } from './lib/page-args.mjs';

const { web: WEB, pages: targets } = pageArgs();
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const folder = mkdtempSync(path.join(os.tmpdir(), 'nangsue-lighthouse-'));

const [command, ...prefix] = process.env.LIGHTHOUSE_BIN
  ? [process.env.LIGHTHOUSE_BIN]
  : ['npx', '--yes', 'lighthouse@12.8.2'];

const rows = [];
for (const target of targets) {
  const output = path.join(folder, `${target.replace(/\W+/g, '_') || 'home'}.json`);
  // Once to fill the page cache (a first visit renders the page), then measured.
  for (const run of ['warm', 'measure']) {
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
    if (run === 'measure' && result.status !== 0) throw new Error(`lighthouse failed on ${target}`);
  }
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.displayValue ?? '';
  rows.push({
    page: target,
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best practices': score('best-practices'),
    seo: score('seo'),
    FCP: audit('first-contentful-paint'),
    LCP: audit('largest-contentful-paint'),
    TBT: audit('total-blocking-time'),
    CLS: audit('cumulative-layout-shift'),
  });
}
console.table(rows);
console.log(`reports in ${folder}`);
