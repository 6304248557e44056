import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DocumentShell } from '@/components/shell/document-shell';
import { getServerEnv } from '@/env';
import { MANIFEST_PATHS, THEME_COLOR } from '@/features/offline/web-manifest';
import { routing } from '@/i18n/routing';

type LocaleLayoutProps = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * Nothing is rendered at build time (the API is not running then): every page is rendered on its
 * first visit, and catalog pages are then kept (`(catalog)/layout.tsx`). Any first segment other
 * than `th` and `en` is an unknown path (HTTP 404), decided below.
 */
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: THEME_COLOR,
};

export async function generateMetadata({
  params,
}: Omit<LocaleLayoutProps, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};

  const t = await getTranslations({ locale, namespace: 'metadata' });

  return {
    metadataBase: new URL(getServerEnv().SITE_URL),
    title: { default: t('defaultTitle'), template: `%s · ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    // The store installs as an app (docs/offline.md): the manifest in the page's language.
    manifest: MANIFEST_PATHS[locale],
    appleWebApp: { capable: true, title: t('siteName'), statusBarStyle: 'default' },
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
