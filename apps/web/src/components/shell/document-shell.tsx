import '@fontsource-variable/noto-sans-thai';
import type { Locale } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { NONCE_HEADER } from '@/lib/security-headers';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE } from '@/theme/theme';
import { AppToaster } from './app-toaster';
import { LoginRequiredDialog } from './login-required-dialog';
import { SessionEffects } from './session-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document around every page: `<html lang>`, the colour-scheme script that runs before
 * the first paint, MUI's style cache and theme, translations for client leaves, header and footer.
 */
export async function DocumentShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  // The page's script nonce (src/proxy.ts): the colour-scheme script and MUI's style elements carry it.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;

  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          defaultMode={DEFAULT_COLOR_MODE}
          {...(nonce ? { nonce } : {})}
        />
        <AppRouterCacheProvider {...(nonce ? { options: { nonce } } : {})}>
          <AppThemeProvider>
            <NextIntlClientProvider>
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
