import { describe, expect, it } from 'vitest';
import { linesToText, spellingLinesProblem, spellingsOfLines, textToLines } from './spelling-lines';

describe("the spelling group form's lines", () => {
  it('sends the spellings trimmed, without empty lines', () => {
    expect(spellingsOfLines([' ซอฟต์แวร์ ', '', 'ซอฟท์แวร์', '  ', 'software'])).toEqual([
      'ซอฟต์แวร์',
      'ซอฟท์แวร์',
      'software',
    ]);
    expect(spellingsOfLines(undefined)).toEqual([]);
  });

  it('keeps every line while typing (text and lines round-trip)', () => {
    const text = 'ไพธอน\n\npython\n';
    expect(linesToText(textToLines(text))).toBe(text);
    expect(linesToText(undefined)).toBe('');
  });

  it('asks for two spellings, at most 30, each at most 100 characters', () => {
    expect(spellingLinesProblem(['ไพธอน', ' '])).toBe('nangsue.search_spellings.too_few');
    expect(spellingLinesProblem(undefined)).toBe('nangsue.search_spellings.too_few');
    expect(spellingLinesProblem(Array.from({ length: 31 }, (_, i) => `w${i}`))).toBe(
      'nangsue.search_spellings.too_many',
    );
    expect(spellingLinesProblem(['ก', 'ข'.repeat(101)])).toBe('nangsue.search_spellings.too_long');
    expect(spellingLinesProblem(['ไพธอน', 'python'])).toBeUndefined();
  });
});
