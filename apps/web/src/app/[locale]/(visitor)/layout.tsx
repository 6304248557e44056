import type { ReactNode } from 'react';

/**
 * Pages rendered for each visit: search, filtered listings, recently viewed, and (in `(forms)`)
 * account, sign-in, addresses and advanced search. They carry the strict script policy with a
 * fresh nonce per page (src/proxy.ts), which only a page rendered per request can. Like catalog
 * pages they carry no MUI; the form pages add it in `(forms)/layout.tsx` (ADR 0014).
 */
export const dynamic = 'force-dynamic';

export default function VisitorLayout({ children }: { children: ReactNode }) {
  return children;
}
