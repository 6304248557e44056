import { describe, expect, it } from 'vitest';
import { groupSuggestions } from './search-suggestions';

describe('groupSuggestions', () => {
  it('keeps the order, in runs of one type that know where they start', () => {
    const groups = groupSuggestions([
      { Type: 'book', Id: 1, Name: 'a' },
      { Type: 'book', Id: 2, Name: 'b' },
      { Type: 'author', Id: 3, Name: 'c' },
      { Type: 'publisher', Id: 4, Name: 'd' },
    ]);
    expect(groups.map(({ type, start, suggestions }) => [type, start, suggestions.length])).toEqual(
      [
        ['book', 0, 2],
        ['author', 2, 1],
        ['publisher', 3, 1],
      ],
    );
    expect(groupSuggestions([])).toEqual([]);
  });
});
