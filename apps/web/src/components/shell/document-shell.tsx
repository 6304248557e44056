import '@fontsource-variable/noto-sans-thai';
import type { Locale } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, SHELL_MESSAGE_NAMESPACES } from '@/i18n/client-messages';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE } from '@/theme/theme';
import { AppToaster } from './app-toaster';
import { FullPageLinks } from './full-page-links';
import { LoginRequiredDialog } from './login-required-dialog';
import { SessionEffects } from './session-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document around every page: `<html lang>`, the colour-scheme script that runs before
 * the first paint, MUI's style cache and theme, translations for client leaves, header and footer.
 */
export async function DocumentShell({
  locale,
  children,
  fullPageLinks = false,
}: {
  locale: Locale;
  children: ReactNode;
  /** Every link a full page load (the document for unknown paths: `FullPageLinks`). */
  fullPageLinks?: boolean;
}) {
  // No request data here: catalog pages are rendered once for everyone. The colour-scheme script is
  // allowed by its hash in the per-visit pages' policy (lib/security-headers.ts).
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getMessages({ locale }),
  ]);

  const page = (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'tokens.bg',
      }}
    >
      <SiteHeader />
      <Box component="main" id="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );

  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          defaultMode={DEFAULT_COLOR_MODE}
        />
        {/* No vendor prefixes (emotion's default plugin): every browser the store supports reads
            the standard properties, and prefixes made up a third of each page's CSS. */}
        <AppRouterCacheProvider options={{ stylisPlugins: [] }}>
          <AppThemeProvider>
            <NextIntlClientProvider messages={pickMessages(messages, SHELL_MESSAGE_NAMESPACES)}>
              <Box
                component="a"
                href="#main"
                sx={{
                  position: 'absolute',
                  left: 16,
                  top: -64,
                  zIndex: 'tooltip',
                  px: 2,
                  py: 1,
                  borderRadius: 2,
                  bgcolor: 'primary.main',
                  color: 'tokens.cta-font',
                  '&:focus': { top: 16 },
                }}
              >
                {t('skipToContent')}
              </Box>
              {fullPageLinks ? <FullPageLinks>{page}</FullPageLinks> : page}
              <AppToaster />
              <LoginRequiredDialog />
              <SessionEffects />
            </NextIntlClientProvider>
          </AppThemeProvider>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
