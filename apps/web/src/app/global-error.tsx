'use client';

import '@/styles/tokens.css';
import '@/styles/base.css';
import { FONT_VARIABLES } from '@/styles/fonts';
import { DEFAULT_LOCALE, type Locale } from '@nangsue/contracts';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Suspense, use, useEffect, useLayoutEffect } from 'react';
import { buttonClassName } from '@/components/base/button';
import { applyColorScheme, storedColorScheme } from '@/components/shell/color-scheme';
import styles from './global-error.module.css';

type GlobalErrorProps = { error: unknown };

type Messages = Record<string, unknown>;

/** Loaded when this page shows (seldom), not with every page's JavaScript. */
const messagesByLocale = new Map<Locale, Promise<Messages>>();
const messagesOf = (locale: Locale): Promise<Messages> => {
  let messages = messagesByLocale.get(locale);
  if (messages === undefined) {
    messages = (
      locale === 'en' ? import('../../messages/en.json') : import('../../messages/th.json')
    ).then((module) => module.default as Messages);
    messagesByLocale.set(locale, messages);
  }
  return messages;
};

function LocalizedBody({ error, locale }: GlobalErrorProps & { locale: Locale }) {
  const messages = use(messagesOf(locale));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Bangkok">
      <GlobalErrorBody error={error} locale={locale} />
    </NextIntlClientProvider>
  );
}

const localeOfPath = (pathname: string | null): Locale =>
  pathname === '/en' || pathname?.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;

function GlobalErrorBody({ error, locale }: GlobalErrorProps & { locale: Locale }) {
  const t = useTranslations('errors');
  const message =
    error instanceof Error && error.message !== '' ? error.message : t('unknownError');
  const home = locale === DEFAULT_LOCALE ? '/' : `/${locale}`;

  return (
    <main className={styles.main}>
      <div>
        <h1 className={styles.heading}>{t('dang')}</h1>
        {[message, t('somethingBroke'), t('sorry')].map((line, index) => (
          <p key={`${index}-${line}`} className={index === 0 ? styles.firstLine : styles.line}>
            {line}
          </p>
        ))}
        {/* A full page load: the root layout itself failed, so the client router cannot be trusted. */}
        <a
          href={home}
          className={buttonClassName({ variant: 'contained', size: 'large' }, styles.home)}
        >
          {t('goBackHome')}
        </a>
      </div>
    </main>
  );
}

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
