import { bookIndexTokens, normalizeText } from '../../lib/search-text.js';
import type { ImportBook, LocalizedText } from './catalog-import.types.js';

const PRE_VOWELS = /([เแโใไ])([ก-ฮ])/g;

/** A sort key giving Thai dictionary order under plain code-point comparison (pre-vowels follow their consonant). */
export const thaiSortKey = (name: string): string =>
  normalizeText(name).replace(PRE_VOWELS, '$2$1').slice(0, 400);

export const englishSortKey = (name: string): string =>
  normalizeText(name)
    .replace(/^(the|a|an) /, '')
    .slice(0, 400);

const both = (text: LocalizedText | null | undefined) => (text ? [text.th, text.en] : []);

/** Tokens per ranking weight and the trigram text of one book. */
export const searchFieldsOf = (book: ImportBook) => ({
  tokens: bookIndexTokens(book),
  searchText: normalizeText(
    [
      book.name.th,
      book.name.en,
      ...book.contributors.flatMap((contributor) => both(contributor.name)),
    ].join(' '),
  ).slice(0, 2000),
});

export const nameSearchText = (name: LocalizedText): string =>
  normalizeText(`${name.th} ${name.en}`);
