import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { DocumentShell } from '@/components/shell/document-shell';
import { ErrorView } from '@/components/shell/error-view';
import { buildAlternates } from '@/i18n/metadata';
import { readRequestPath, REQUEST_PATH_HEADER } from '@/lib/request-path';

/**
 * Every path no route claims (spec §2, §8): HTTP 404 and the not-found page in the language of
 * the path, which the locale proxy tells next-intl. A whole document, rendered on its own
 * (`experimental.globalNotFound`), so reading the request here keeps no other page from being cached.
 */
const getRequestedPath = async (): Promise<string | null> =>
  readRequestPath((await headers()).get(REQUEST_PATH_HEADER));

/** The path without the `/en` prefix, for hreflang links to the same path in each language. */
const unprefixed = (path: string, locale: string): string =>
  path === `/${locale}`
    ? '/'
    : path.startsWith(`/${locale}/`)
      ? path.slice(locale.length + 1)
      : path;

export async function generateMetadata(): Promise<Metadata> {
  const [locale, path] = await Promise.all([getLocale(), getRequestedPath()]);
  const t = await getTranslations({ locale, namespace: 'errors' });

  // Paths with a file extension bypass the proxy and arrive without the header.
  if (path === null) return { title: { absolute: t('notFoundTitleNoPath') } };

  return {
    title: { absolute: t('notFoundTitle', { path }) },
    alternates: buildAlternates(unprefixed(path, locale), locale),
  };
}

export default async function RootNotFound() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'errors' });

  return (
    <DocumentShell locale={locale} fullPageLinks>
      <ErrorView
        heading={t('notFoundCode')}
        lines={[t('notFoundMessage')]}
        homeLabel={t('goBackHome')}
      />
    </DocumentShell>
  );
}
