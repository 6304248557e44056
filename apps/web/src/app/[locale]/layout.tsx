import '@fontsource-variable/noto-sans-thai';
import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { DocumentShell } from '@/components/shell/document-shell';
import { getServerEnv } from '@/env';
import { routing } from '@/i18n/routing';

type LocaleLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/** Only `th` and `en` exist; any other first segment is an unknown path (HTTP 404). */
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({
  params,
}: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};

  // The site address is a runtime setting, so pages are rendered per request.
  await connection();
  const t = await getTranslations({ locale, namespace: 'metadata' });

  return {
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t('defaultTitle'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: {
      siteName: t('siteName'),
      locale: locale === 'th' ? 'th_TH' : 'en_US',
      type: 'website',
    },
  };
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return <DocumentShell locale={locale}>{children}</DocumentShell>;
}
