// The storefront's service worker (docs/offline.md, ADR 0020), built after `next build`: the
// source (src/features/offline/sw/sw.ts, Serwist) bundled by esbuild into one classic script, then
// Serwist's injectManifest puts the precache list in it: Next's static files of this build
// (scripts, styles, fonts, the PDF worker), whose names carry their content hash. Written to
// public/sw.js (not committed), served at the root so its scope is the whole store.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const root = path.join(import.meta.dirname, '..');
const nextDir = path.join(root, '.next');
const bundled = path.join(nextDir, 'sw.bundle.js');
const swDest = path.join(root, 'public', 'sw.js');

const buildId = (await readFile(path.join(nextDir, 'BUILD_ID'), 'utf8')).trim();

await build({
  entryPoints: [path.join(root, 'src/features/offline/sw/sw.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest,
  globDirectory: nextDir,
  globPatterns: ['static/**/*.{js,mjs,css,woff2}'],
  modifyURLPrefix: { 'static/': '/_next/static/' },
  // Next's static files have their content hash in their names: no revision needed.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  // The PDF worker is ~1.2 MB.
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
await rm(bundled, { force: true });
for (const warning of warnings) console.warn(`[build-sw] ${warning}`);
console.warn(`[build-sw] public/sw.js: ${count} files precached, ${(size / 1024).toFixed(0)} KiB`);
