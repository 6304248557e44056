import { DEFAULT_LOCALE, LOCALES } from '@nangsue/contracts';
import { defineRouting } from 'next-intl/routing';

/**
 * Thai lives at `/`, English under `/en` (spec §1). The URL alone decides the language of a page:
 * next-intl does no detection and writes no cookie. Where a first visit to `/` lands is decided in
 * `src/proxy.ts`, and the language switch writes the `NEXT_LOCALE` cookie itself.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});
