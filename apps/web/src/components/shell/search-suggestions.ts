import { MAX_KEYWORD_LENGTH, type Suggestion } from '@nangsue/contracts';

/** Suggestions start after this many characters (a Thai consonant and its vowel count as two). */
export const MIN_SUGGESTION_LENGTH = 2;

/**
 * The keyword to ask suggestions for, or null when the text is too short or is not a path
 * segment the API can receive (`/`, `.`, `..`).
 */
export const suggestionKeyword = (text: string): string | null => {
  const keyword = text.trim().replace(/\//g, ' ').replace(/\s+/g, ' ').slice(0, MAX_KEYWORD_LENGTH);
  if ([...keyword].length < MIN_SUGGESTION_LENGTH || /^\.+$/.test(keyword)) return null;
  return keyword;
};

/** Where a suggestion leads: the book, the author's books, or the publisher's page. */
export const suggestionHref = (suggestion: Suggestion): string => {
  switch (suggestion.Type) {
    case 'book':
      return `/book-detail/${suggestion.Id}`;
    case 'author':
      return `/search/advance?authorId=${suggestion.Id}`;
    case 'publisher':
      return `/vendor/${suggestion.Id}`;
  }
};
