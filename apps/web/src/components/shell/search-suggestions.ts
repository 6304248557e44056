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

/** Consecutive suggestions of one type, and where the run starts among all of them. */
export type SuggestionGroup = {
  type: Suggestion['Type'];
  start: number;
  suggestions: Suggestion[];
};

/** The suggestions in runs of one type, in the API's order (so the runs read as the list does). */
export const groupSuggestions = (suggestions: readonly Suggestion[]): SuggestionGroup[] => {
  const groups: SuggestionGroup[] = [];
  suggestions.forEach((suggestion, index) => {
    const last = groups.at(-1);
    if (last !== undefined && last.type === suggestion.Type) last.suggestions.push(suggestion);
    else groups.push({ type: suggestion.Type, start: index, suggestions: [suggestion] });
  });
  return groups;
};
