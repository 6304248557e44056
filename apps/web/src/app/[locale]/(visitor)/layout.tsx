import type { ReactNode } from 'react';

/**
 * Pages rendered for each visit: account, sign-in, search, settings, filtered listings. They carry
 * the strict script policy with a fresh nonce per page (src/proxy.ts), which only a page rendered
 * per request can.
 */
export const dynamic = 'force-dynamic';

export default function VisitorLayout({ children }: { children: ReactNode }) {
  return children;
}
