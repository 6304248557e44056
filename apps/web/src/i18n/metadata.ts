import 'server-only';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { getPathname } from './navigation';

/**
 * Canonical and hreflang links for one page (`href` without the locale prefix): `th`, `en` and
 * `x-default` (the Thai address, where a first visit is sent on by language). Relative; the root
 * layout's `metadataBase` makes them absolute.
 */
export const buildAlternates = (
  href: string,
  locale: Locale,
): NonNullable<Metadata['alternates']> => {
  const languages: Record<string, string> = {};
  for (const option of LOCALES) languages[option] = getPathname({ href, locale: option });
  languages['x-default'] = getPathname({ href, locale: DEFAULT_LOCALE });

  return { canonical: getPathname({ href, locale }), languages };
};
