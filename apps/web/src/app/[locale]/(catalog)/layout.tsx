import type { ReactNode } from 'react';

/**
 * What every visitor sees: home, book, listing and topic pages. Rendered once per path and language,
 * kept in Next's cache and served from it, revalidated when the catalog version moves (the tag
 * `catalog`, src/instrumentation.ts) and at the latest after `revalidate` seconds (an hour: every
 * back-office change moves the version; what does not, such as bestseller order and ratings, may
 * be an hour old, and 10,000 pages re-rendered every 5 minutes were more than two web processes
 * could render: docs/performance.md, "Catalog pages at catalogue scale"). Reading a cookie
 * or header here is a build error (`dynamic = 'error'`): nothing personal can enter a cached page;
 * the browser fetches its personal parts itself. docs/storefront.md.
 */
export const dynamic = 'error';
export const revalidate = 3600;

export default function CatalogLayout({ children }: { children: ReactNode }) {
  return children;
}
