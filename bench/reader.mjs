#!/usr/bin/env node
/* global window, document, requestAnimationFrame */
// The reader's first page (issue 13, target 1.5 s): Chromium opens `/bookshelf/read/{id}?sample=true`
// on a running store and times, from the navigation's start, (1) the first text painted in the
// book's frame (a chapter frame of foliate-js with text, one animation frame later) and (2) the
// reader saying where it is (`data-state="placed"`, set on the engine's first `relocate`: the page
// is placed). "First page visible" is the later of the two. Each run: a fresh browser context (cold:
// nothing cached), the same page again in it (warm: everything cached), and a fresh context that
// saw the book's page first (from the store: the store's scripts cached, the reader's not).
//
//   node bench/reader.mjs [--web http://127.0.0.1:3000] [--runs 7] [--book 1] [--format EPUB|PDF]
import { chromium } from '@playwright/test';
import { arg } from './lib/setup.mjs';

const WEB = arg('web', 'http://127.0.0.1:3000');
const RUNS = Number(arg('runs', '7'));
const BOOK = Number(arg('book', '1'));
const FORMAT = arg('format', 'EPUB');
const path = `/en/bookshelf/read/${BOOK}?sample=true${FORMAT === 'PDF' ? '&format=PDF' : ''}`;

// Runs in every frame as it is made: the top page notes when the reader is placed; a chapter's
// frame notes (in the top page's clock) when it first has text, after a paint.
const probe = () => {
  const now = () => performance.timeOrigin + performance.now();
  const top = window.top;
  if (window === top) {
    const tick = () => {
      if (document.querySelector('[data-state="placed"]')) window.__placed = now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    return;
  }
  const tick = () => {
    if ((document.body?.innerText ?? '').trim().length > 0)
      requestAnimationFrame(() => {
        if (top) top.__firstText ??= now();
      });
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

const measure = async (page) => {
  await page.goto(new URL(path, WEB).href, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      window.__placed !== undefined &&
      (window.__firstText !== undefined || document.querySelector('canvas')),
    null,
    { timeout: 30_000, polling: 50 },
  );
  return page.evaluate(() => {
    const origin = performance.timeOrigin;
    const text = window.__firstText === undefined ? null : window.__firstText - origin;
    const placed = window.__placed - origin;
    return { text, placed, visible: Math.max(text ?? 0, placed) };
  });
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const cold = [];
const warm = [];
const fromStore = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(probe);
    const page = await context.newPage();
    cold.push(await measure(page));
    warm.push(await measure(page));
    await context.close();
    // A visitor of the store (its book page seen, so the store's own scripts are cached) opening
    // the reader for the first time.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await visitor.addInitScript(probe);
    const visiting = await visitor.newPage();
    await visiting.goto(new URL(`/en/book-detail/${BOOK}`, WEB).href, { waitUntil: 'load' });
    fromStore.push(await measure(visiting));
    await visitor.close();
  }
} finally {
  await browser.close();
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const row = (name, runs) => ({
  visit: name,
  runs: runs.length,
  'first text ms (median)':
    runs[0].text === null
      ? '—'
      : Math.round(
          quantile(
            runs.map((r) => r.text),
            0.5,
          ),
        ),
  'page placed ms (median)': Math.round(
    quantile(
      runs.map((r) => r.placed),
      0.5,
    ),
  ),
  'first page visible ms (median)': Math.round(
    quantile(
      runs.map((r) => r.visible),
      0.5,
    ),
  ),
  'visible ms (worst)': Math.round(Math.max(...runs.map((r) => r.visible))),
});
console.log(`${WEB}${path}`);
console.table([row('cold', cold), row('from the store', fromStore), row('warm', warm)]);
