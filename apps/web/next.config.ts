import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// The storefront never reports usage to Vercel. Telemetry is set up after this file is read,
// so setting the variable here covers `next build` and `next start` alike.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const monorepoRoot = path.join(import.meta.dirname, '../..');

/**
 * Security headers of every response (pages, the API proxy, files, Next's own files). The page's
 * Content-Security-Policy, with its nonce, is set by src/proxy.ts (ADR 0009).
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];
/** HSTS, sent only when the visitor came over https (a proxy in front says so). */
const HSTS_HEADER = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@nangsue/contracts'],
  outputFileTracingRoot: monorepoRoot,
  turbopack: { root: monorepoRoot },
  // Rendered pages and cached API answers kept in memory per web process (least recently used out;
  // the rest is read from .next on disk): WEB_PAGE_CACHE_MB, read when the server starts. 256 MB
  // holds the demo store's 878 catalog pages and serves them at ~550/s with p99 under 50 ms, where
  // Next's default 50 MB gave ~340/s and p99 ~116 ms (docs/performance.md, session 10); Next counts
  // less than a page holds, so the process takes ~1.5-2.5 GB under load instead of ~0.6.
  cacheMaxMemorySize:
    Math.max(16, Number(process.env.WEB_PAGE_CACHE_MB ?? 256) || 256) * 1024 * 1024,
  // With REDIS_URL (a cluster, docs/operations.md), every web process shares the cache on Redis with
  // a small memory layer of its own (server/cache-handler.mjs, ADR 0022); Next's per-process cache
  // above is then unused.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.join(import.meta.dirname, 'server/cache-handler.mjs'),
        cacheMaxMemorySize: 0,
      }
    : {}),
  // Unknown paths render app/global-not-found.tsx on its own (it reads the request to name the
  // path), not as a boundary inside every page, so catalog pages stay cacheable.
  // CI builds its clean clone once, so it skips Turbopack's build cache: written at the end of
  // every build (16-20 s on the loaded 2-core machine) and never read there. Local builds keep it.
  experimental: { globalNotFound: true, turbopackFileSystemCacheForBuild: !process.env.CI },
  // `npm run typecheck` (run by CI before the build) checks every workspace with tsc; the build
  // does not check the web app's types a second time.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      { source: '/:path*', headers: SECURITY_HEADERS },
      // The offline store's service worker (docs/offline.md): always checked for a new build.
      {
        source: '/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache, no-store, must-revalidate' },
          { key: 'Content-Type', value: 'application/javascript; charset=utf-8' },
        ],
      },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS_HEADER],
      },
    ];
  },
};

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default withNextIntl(nextConfig);
