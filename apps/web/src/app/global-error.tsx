'use client';

import '@fontsource-variable/noto-sans-thai';
import { DEFAULT_LOCALE, type Locale } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import enMessages from '../../messages/en.json';
import thMessages from '../../messages/th.json';
import { AppThemeProvider } from '@/theme/app-theme-provider';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE } from '@/theme/theme';

type GlobalErrorProps = { error: unknown };

const MESSAGES = { th: thMessages, en: enMessages } as const;

const localeOfPath = (pathname: string | null): Locale =>
  pathname === '/en' || pathname?.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;

function GlobalErrorBody({ error, locale }: GlobalErrorProps & { locale: Locale }) {
  const t = useTranslations('errors');
  const message =
    error instanceof Error && error.message !== '' ? error.message : t('unknownError');
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}`;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Typography variant="h1" sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main' }}>
          {t('dang')}
        </Typography>
        {[message, t('somethingBroke'), t('sorry')].map((line, index) => (
          <Typography
            key={`${index}-${line}`}
            sx={{ mt: index === 0 ? 2 : 0.5, color: 'tokens.note-font' }}
          >
            {line}
          </Typography>
        ))}
        {/* A full page load: the root layout itself failed, so the client router cannot be trusted. */}
        <Button href={home} variant="contained" size="large" sx={{ mt: 5 }}>
          {t('goBackHome')}
        </Button>
      </Box>
    </Box>
  );
}

/** Replaces the root layout when it fails, so it brings its own document, theme and messages. */
export default function GlobalError({ error }: GlobalErrorProps) {
  const locale = localeOfPath(usePathname());

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={locale} suppressHydrationWarning>
      <body>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          defaultMode={DEFAULT_COLOR_MODE}
        />
        <AppThemeProvider>
          <NextIntlClientProvider
            locale={locale}
            messages={MESSAGES[locale]}
            timeZone="Asia/Bangkok"
          >
            <GlobalErrorBody error={error} locale={locale} />
          </NextIntlClientProvider>
        </AppThemeProvider>
      </body>
    </html>
  );
}
