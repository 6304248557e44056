'use client';

import { DEFAULT_LOCALE, type Locale } from '@nangsue/contracts';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { use } from 'react';
import { buttonClassName } from '@/components/base/button';
import styles from './global-error.module.css';

/**
 * The root error page's body, loaded only when that page shows (`global-error.tsx` imports it with
 * `lazy()`): what it shares with the header (next-intl, the button styles) would otherwise be
 * copied into the chunk group Next loads for the root error page on every page.
 */
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

export default function LocalizedBody({ error, locale }: GlobalErrorProps & { locale: Locale }) {
  const messages = use(messagesOf(locale));
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Bangkok">
      <GlobalErrorBody error={error} locale={locale} />
    </NextIntlClientProvider>
  );
}

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
