import '@/styles/tokens.css';
import '@/styles/base.css';
import { FONT_VARIABLES } from '@/styles/fonts';
import type { Locale } from '@nangsue/contracts';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, SHELL_MESSAGE_NAMESPACES } from '@/i18n/client-messages';
import { COLOR_SCHEME_ATTRIBUTE, DEFAULT_COLOR_MODE } from '@/theme/theme';
import { AppToaster } from './app-toaster';
import { FullPageLinks } from './full-page-links';
import { LoginRequiredLoader } from './login-required-loader';
import { SessionEffects } from './session-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './document-shell.module.css';

/**
 * The whole document around every page: `<html lang>`, the colour-scheme script that runs before
 * the first paint, the static stylesheets (tokens, base), translations for client leaves, header
 * and footer. No MUI here: catalog pages carry none (ADR 0014); the per-visit pages add MUI's
 * theme around their own content (`(visitor)/(forms)/layout.tsx`).
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
  // allowed by its hash in the per-visit pages' policy (lib/security-headers.ts). It is MUI's
  // function, rendered on the server only (no client code): the same storage key and class as the
  // MUI theme of the per-visit pages, so both agree on the scheme.
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getMessages({ locale }),
  ]);

  const page = (
    <div className={styles.page}>
      <SiteHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );

  return (
    <html lang={locale} suppressHydrationWarning>
      <body className={FONT_VARIABLES}>
        <InitColorSchemeScript
          attribute={COLOR_SCHEME_ATTRIBUTE}
          defaultMode={DEFAULT_COLOR_MODE}
        />
        <NextIntlClientProvider messages={pickMessages(messages, SHELL_MESSAGE_NAMESPACES)}>
          <a href="#main" className={styles.skipLink}>
            {t('skipToContent')}
          </a>
          {fullPageLinks ? <FullPageLinks>{page}</FullPageLinks> : page}
          <AppToaster />
          <LoginRequiredLoader />
          <SessionEffects />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
