import type { Locale } from '@nangsue/contracts';
import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { lightTokens } from '@/theme/tokens';

/** Where each language's manifest is served: Next's `app/manifest.ts` (Thai) and a route (English). */
export const MANIFEST_PATHS: Record<Locale, string> = {
  th: '/manifest.webmanifest',
  en: '/manifest-en.webmanifest',
};

/** The store's colours in the browser's bar and the splash screen (the MUI theme's light tokens). */
export const THEME_COLOR = lightTokens.primary;
export const BACKGROUND_COLOR = lightTokens.bg;

/**
 * The web app manifest (docs/offline.md): the store installs as an app on Android, iOS and
 * desktop, in the language of the page it was installed from, opening on the home page of that
 * language. Icons made once from `app/icon.svg` (192 and 512 px, and full-bleed maskable ones).
 */
export const webManifest = async (locale: Locale): Promise<MetadataRoute.Manifest> => {
  const t = await getTranslations({ locale, namespace: 'metadata' });
  const home = locale === 'th' ? '/' : '/en';
  return {
    id: home,
    name: t('defaultTitle'),
    short_name: t('siteName'),
    description: t('description'),
    lang: locale,
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['books', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
};
