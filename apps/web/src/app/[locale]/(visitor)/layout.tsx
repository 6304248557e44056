import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AppThemeProvider } from '@/theme/app-theme-provider';

/**
 * Pages rendered for each visit: account, sign-in, search, settings, filtered listings. They carry
 * the strict script policy with a fresh nonce per page (src/proxy.ts), which only a page rendered
 * per request can. Their forms are MUI's, so MUI's style cache and theme wrap their content here,
 * and only here (ADR 0014): catalog pages load none of it. Their client parts get every message;
 * the shell around them, like every catalog page, only what its own pieces need
 * (i18n/client-messages.ts).
 */
export const dynamic = 'force-dynamic';

export default function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    // No vendor prefixes (emotion's default plugin): every browser the store supports reads the
    // standard properties, and prefixes made up a third of each page's CSS.
    <AppRouterCacheProvider options={{ stylisPlugins: [] }}>
      <AppThemeProvider>
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </AppThemeProvider>
    </AppRouterCacheProvider>
  );
}
