'use client';

import '@/styles/tokens.css';
import '@/styles/base.css';
import { FONT_VARIABLES } from '@/styles/fonts';
import { DEFAULT_LOCALE, type Locale } from '@nangsue/contracts';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { applyColorScheme, storedColorScheme } from '@/components/shell/color-scheme';

type GlobalErrorProps = { error: unknown };

/** Its body, messages and next-intl load when this page shows (seldom), not with every page. */
const LocalizedBody = lazy(() => import('./global-error-body'));

const localeOfPath = (pathname: string | null): Locale =>
  pathname === '/en' || pathname?.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;

/**
 * Replaces the root layout when it fails, so it brings its own document, stylesheets and
 * messages. No colour-scheme script here (the page's script policy allows only the shell's): the
 * stored scheme is applied once the page runs, also when React replaced `<html>` and its class.
 */
export default function GlobalError({ error }: GlobalErrorProps) {
  const locale = localeOfPath(usePathname());

  useLayoutEffect(() => applyColorScheme(storedColorScheme()), []);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={locale} suppressHydrationWarning>
      <body className={FONT_VARIABLES}>
        <Suspense fallback={null}>
          <LocalizedBody error={error} locale={locale} />
        </Suspense>
      </body>
    </html>
  );
}
