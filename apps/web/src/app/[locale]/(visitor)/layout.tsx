import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * Pages rendered for each visit: account, sign-in, search, settings, filtered listings. They carry
 * the strict script policy with a fresh nonce per page (src/proxy.ts), which only a page rendered
 * per request can. Their client parts (forms) get every message; the shell around them, like every
 * catalog page, only what its own pieces need (i18n/client-messages.ts).
 */
export const dynamic = 'force-dynamic';

export default function VisitorLayout({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider>{children}</NextIntlClientProvider>;
}
