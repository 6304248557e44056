import { describe, expect, it } from 'vitest';
import { suggestionHref, suggestionKeyword } from './search-suggestions';

describe('suggestionKeyword', () => {
  it('waits for two characters', () => {
    expect(suggestionKeyword('')).toBeNull();
    expect(suggestionKeyword(' ก ')).toBeNull();
    expect(suggestionKeyword('นิ')).toBe('นิ');
    expect(suggestionKeyword('py')).toBe('py');
  });

  it('tidies the text and never sends a path separator or dot segment', () => {
    expect(suggestionKeyword('  harry   potter ')).toBe('harry potter');
    expect(suggestionKeyword('a/b')).toBe('a b');
    expect(suggestionKeyword('..')).toBeNull();
    expect(suggestionKeyword('ก'.repeat(300))).toHaveLength(200);
  });
});

describe('suggestionHref', () => {
  it('sends books, authors and publishers to their pages', () => {
    expect(suggestionHref({ Type: 'book', Id: 3, Name: 'x' })).toBe('/book-detail/3');
    expect(suggestionHref({ Type: 'author', Id: 4, Name: 'x' })).toBe('/search/advance?authorId=4');
    expect(suggestionHref({ Type: 'publisher', Id: 5, Name: 'x' })).toBe('/vendor/5');
  });
});
