import 'server-only';
import type { Locale } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { buildAlternates } from '@/i18n/metadata';

/** Account pages: their own title and alternates, and never indexed (nothing to find there). */
export const accountMetadata = (locale: Locale, href: string, title: string): Metadata => ({
  title,
  alternates: buildAlternates(href, locale),
  robots: { index: false, follow: false },
});

/**
 * Pages opened from an e-mailed link: the link is a credential, so the page names no alternates
 * (which would repeat it in the markup). Browsers send other sites only our origin as referrer
 * (their default `strict-origin-when-cross-origin`), never the path with the token.
 */
export const credentialLinkMetadata = (title: string): Metadata => ({
  title,
  robots: { index: false, follow: false },
});

/** A path segment as the reader typed it; a malformed escape is kept as is. */
export const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};
