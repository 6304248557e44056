import { bookSearchFields, nameSearchText, normalizeText } from '../../lib/search-text.js';
import type { ImportBook } from './catalog-import.types.js';

const PRE_VOWELS = /([เแโใไ])([ก-ฮ])/g;

/** A sort key giving Thai dictionary order under plain code-point comparison (pre-vowels follow their consonant). */
export const thaiSortKey = (name: string): string =>
  normalizeText(name).replace(PRE_VOWELS, '$2$1').slice(0, 400);

export const englishSortKey = (name: string): string =>
  normalizeText(name)
    .replace(/^(the|a|an) /, '')
    .slice(0, 400);

/** Every search column of one imported book (lib/search-text.ts `bookSearchFields`). */
export const searchFieldsOf = (book: ImportBook) => bookSearchFields(book);

export { nameSearchText };
