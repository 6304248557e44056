#!/usr/bin/env node
// Page weight as a first visit loads it: the HTML (uncompressed, in bytes: Thai text is three bytes a
// character in UTF-8) and the JavaScript and CSS the page names (gzip, as the browser receives them),
// for each page given (default: home, a category and a book, in Thai and English). Thai pages are
// asked for with a Thai reader's `Accept-Language` (without it `/` redirects to `/en`). Against a
// running store (the README command):
//
//   node bench/page-weight.mjs [--web http://127.0.0.1:3000] [path ...]
import { gzipSync } from 'node:zlib';
import { pageArgs } from './lib/page-args.mjs';

const { web: WEB, pages: targets } = pageArgs();

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const sizes = new Map();
const gzipped = async (url) => {
  if (!sizes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes.set(url, gzipSync(body, { level: 6 }).length);
  }
  return sizes.get(url);
};

const isEnglish = (target) =>
  target === '/en' || target.startsWith('/en/') || target.startsWith('/en?');

const rows = [];
for (const target of targets) {
  const response = await fetch(new URL(target, WEB), {
    headers: { 'Accept-Language': isEnglish(target) ? 'en-US,en;q=0.9' : 'th-TH,th;q=0.9' },
    redirect: 'manual',
  });
  const body = Buffer.from(await response.arrayBuffer());
  const html = body.toString('utf8');
  // `noModule` scripts (Next's polyfills for old browsers) are not fetched by the browsers we serve.
  const scripts = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((match) => !/\bnoModule\b/i.test(match[1]))
    .map((match) => /\bsrc="([^"]+)"/.exec(match[1])?.[1])
    .filter((src) => src !== undefined);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  let js = 0;
  for (const src of new Set(scripts)) js += await gzipped(new URL(src, WEB).href);
  let css = 0;
  for (const href of new Set(styles)) css += await gzipped(new URL(href, WEB).href);
  const inline = [
    ...html.matchAll(/<script[^>]*>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g),
  ].reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0);
  rows.push({
    page: target,
    status: response.status,
    'HTML KB': Math.round(body.length / 1000),
    'of which RSC payload KB': Math.round(inline / 1000),
    'HTML gzip KiB': kib(gzipSync(body).length),
    'JS files': new Set(scripts).size,
    'first-load JS gzip KiB': kib(js),
    'CSS gzip KiB': kib(css),
    'DOM elements (approx.)': (html.match(/<[a-zA-Z][^>]*>/g) ?? []).length,
  });
}
console.table(rows);
