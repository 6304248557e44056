import { describe, expect, it } from 'vitest';
import { isbnOfText, otherEraYear, toTextQuery, withoutTitles } from './search-query.js';
import { toSpellingGroups } from './search.service.js';
import { seedSpellingRows, SEED_SPELLING_GROUPS } from './search-spellings.seed.js';

const groups = toSpellingGroups(seedSpellingRows());

describe('toTextQuery: the typed text as the tiers read it', () => {
  it('finds every spelling of a loanword group, inside a Thai compound too', () => {
    const text = toTextQuery('ซอฟท์แวร์', groups);
    expect(text?.tsquery).toContain("'ซอฟต์แวร์'");
    expect(text?.tsquery).toContain("'software'");
    expect(text?.contains?.[0]).toEqual(
      expect.arrayContaining(['%ซอฟต์แวร์%', '%ซอฟท์แวร์%', '%software%']),
    );
    const compound = toTextQuery('เขียนโปรแกรมไพธอน', groups);
    expect(compound?.tsquery).toContain("'python'");
    expect(compound?.contains).toEqual(
      expect.arrayContaining([expect.arrayContaining(['%python%', '%ไพทอน%'])]),
    );
  });

  it('finds a Thai transliteration from the English word', () => {
    expect(toTextQuery('python', groups)?.tsquery).toMatch(/'ไพ'.*'ทอน'|'ไพทอน'/);
  });

  it('reads a year in either era', () => {
    expect(otherEraYear('2026')).toBe('2569');
    expect(otherEraYear('2569')).toBe('2026');
    expect(otherEraYear('1234')).toBeUndefined();
    const text = toTextQuery('ปฏิทิน 2026', groups);
    expect(text?.tsquery).toContain("'2569'");
    expect(text?.tsquery).toContain("'2026'");
  });

  it('keeps filler words and titles of people out of what must match, but ranks by them', () => {
    const text = toTextQuery('หนังสือสอนเขียนโปรแกรมสำหรับมือใหม่', groups);
    expect(text?.tsquery).not.toContain("'หนังสือ'");
    expect(text?.tsquery).not.toContain("'สอน'");
    expect(text?.tsquery).toContain("'เขียน'");
    expect(text?.rankQuery).toContain("'หนังสือ'");
    expect(toTextQuery('ดร. สมชาย', groups)?.tsquery).toBe("'สมชาย':*");
    expect(toTextQuery('python book for beginners', groups)?.tsquery).not.toContain("'book'");
    // A text of filler words only is searched as it is.
    expect(toTextQuery('หนังสือ', groups)?.tsquery).toBe("'หนังสือ':*");
  });

  it('reads an ISBN typed with hyphens or spaces, ISBN-10 as its ISBN-13', () => {
    expect(isbnOfText('978-616-321-002-9')).toBe('9786163210029');
    expect(isbnOfText('978 616 321 0029')).toBe('9786163210029');
    expect(isbnOfText('0-306-40615-2')).toBe('9780306406157');
    expect(isbnOfText('978-616-321-002-8')).toBeNull();
    expect(isbnOfText('2569')).toBeNull();
    expect(toTextQuery('9786163210029', groups)?.isbn).toBe('9786163210029');
  });

  it('reads the text as it sounds for the spelling-tolerant tier, Thai only', () => {
    expect(toTextQuery('ประวัติศาสตร', groups)?.loose).toEqual([['%บนวัดิ%'], ['%สาสดน%']]);
    expect(toTextQuery('ซซซซซซซซ', groups)?.loose).toBeNull();
    expect(toTextQuery('python', groups)?.loose).toBeNull();
  });
});

describe('withoutTitles', () => {
  it('leaves out a title typed before a name, and keeps a text that is only a title', () => {
    expect(withoutTitles('ดร. สมชาย')).toBe('สมชาย');
    expect(withoutTitles('dr. emily')).toBe('emily');
    expect(withoutTitles('สำนักพิมพ์ต้นกล้า')).toBe('ต้นกล้า');
    expect(withoutTitles('ดร.')).toBe('ดร.');
  });
});

describe('the seed spellings', () => {
  it('are each in one group only, as normalizeThai writes them', () => {
    const rows = seedSpellingRows();
    expect(new Set(rows.map((row) => row.spelling)).size).toBe(rows.length);
    expect(SEED_SPELLING_GROUPS.length).toBeGreaterThan(50);
    // One word, or English words with single spaces (deep learning).
    for (const row of rows) expect(row.spelling).toMatch(/^[\p{L}\p{M}\p{N}]+(?: [a-z]+)*$/u);
  });
});
