import { CONTENT_INDEX_KEY, type ContentGroup } from '@nangsue/contracts';

/** The storefront address of a content page, without the language prefix. */
export const contentPath = (group: ContentGroup, key: string): string =>
  key === CONTENT_INDEX_KEY ? `/${group}` : `/${group}/${key}`;

/** How a link in a page's Markdown is rendered. */
export type LinkKind = 'internal' | 'anchor' | 'external';

/**
 * Root-relative links (`/howto/download`) are the store's own pages: the storefront puts the
 * reader's language in front. `#part` stays on the page. Anything else leaves the store.
 */
export const linkKindOf = (href: string): LinkKind => {
  if (href.startsWith('#')) return 'anchor';
  if (href.startsWith('/') && !href.startsWith('//')) return 'internal';
  return 'external';
};

/**
 * An id for a heading's text, the same on every render: lower case, runs of anything but letters,
 * marks and digits become one `-` (Thai keeps its letters and vowel marks).
 */
export const slugOf = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '') || 'section';

/** Unique ids for the headings of one page, in order: a repeated text gets `-2`, `-3`… */
export const createSlugger = () => {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base = slugOf(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
};
