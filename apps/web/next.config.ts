import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// The storefront never reports usage to Vercel. Telemetry is set up after this file is read,
// so setting the variable here covers `next build` and `next start` alike.
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const monorepoRoot = path.join(import.meta.dirname, '../..');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@nangsue/contracts'],
  outputFileTracingRoot: monorepoRoot,
  turbopack: { root: monorepoRoot },
};

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default withNextIntl(nextConfig);
