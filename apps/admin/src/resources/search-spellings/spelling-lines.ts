import { SEARCH_SPELLING_GROUP_MAX, SEARCH_SPELLING_MAX } from '@nangsue/contracts/admin';

/**
 * The create form's spellings, one a line (docs/back-office.md "Spellings staff add"): the form
 * keeps the lines as typed, the API gets them trimmed and without empty lines.
 */
export const spellingsOfLines = (lines: readonly string[] | undefined): string[] =>
  (lines ?? []).map((line) => line.trim()).filter((line) => line !== '');

/** Lines as the text box shows them, and back (every line kept, so typing a new one works). */
export const linesToText = (lines: unknown): string =>
  Array.isArray(lines) ? lines.join('\n') : '';
export const textToLines = (text: string): string[] => text.split('\n');

/** Why the lines cannot make a group (a translation key), or undefined when they can. */
export const spellingLinesProblem = (lines: unknown): string | undefined => {
  const spellings = spellingsOfLines(Array.isArray(lines) ? (lines as string[]) : []);
  if (spellings.length < 2) return 'nangsue.search_spellings.too_few';
  if (spellings.length > SEARCH_SPELLING_GROUP_MAX) return 'nangsue.search_spellings.too_many';
  if (spellings.some((spelling) => spelling.length > SEARCH_SPELLING_MAX))
    return 'nangsue.search_spellings.too_long';
  return undefined;
};
