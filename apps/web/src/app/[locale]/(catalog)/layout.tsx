import type { ReactNode } from 'react';

/**
 * What every visitor sees: home, book, listing and topic pages. Rendered once per path and language,
 * kept in Next's cache and served from it, revalidated when the catalog version moves (the tag
 * `catalog`, src/instrumentation.ts) and at the latest after `revalidate` seconds. Reading a cookie
 * or header here is a build error (`dynamic = 'error'`): nothing personal can enter a cached page;
 * the browser fetches its personal parts itself. docs/storefront.md.
 */
export const dynamic = 'error';
export const revalidate = 300;

export default function CatalogLayout({ children }: { children: ReactNode }) {
  return children;
}
