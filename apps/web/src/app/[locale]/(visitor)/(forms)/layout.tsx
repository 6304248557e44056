import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { AppThemeProvider } from '@/theme/app-theme-provider';

/**
 * The per-visit pages made of forms: account, sign-in, addresses, settings, advanced search. Their
 * forms are MUI's, so MUI's style cache and theme wrap their content here, and only here (ADR 0014):
 * catalog, search and listing pages load none of it. Their client parts get every message; the
 * shell around them, like every other page, only what its own pieces need
 * (i18n/client-messages.ts). Rendered per visit (`../layout.tsx`).
 */

export default function FormsLayout({ children }: { children: ReactNode }) {
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
