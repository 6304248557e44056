import { describe, expect, it } from 'vitest';
import {
  normalizeText,
  onlyToken,
  segmentWords,
  toIndexTokens,
  toPrefixQuery,
  toQueryPieces,
} from './search-text.js';

describe('Thai-aware segmentation', () => {
  it('splits Thai words that are written without spaces', () => {
    expect(segmentWords('หนังสืออิเล็กทรอนิกส์ราคาถูก')).toEqual(['หนังสือ', 'อิเล็กทรอนิกส์', 'ราคา', 'ถูก']);
  });

  it('splits mixed Thai and English and folds case', () => {
    expect(segmentWords('เรียนPythonฉบับสมบูรณ์ FOR Beginners')).toEqual([
      'เรียน',
      'python',
      'ฉบับ',
      'สมบูรณ์',
      'for',
      'beginners',
    ]);
  });

  it('normalises Thai digits, zero-width spaces and Unicode forms', () => {
    expect(normalizeText('ปี ๒๕๖๘\u200B ＡＢＣ')).toBe('ปี 2568 abc');
    expect(normalizeText('Cafe\u0301')).toBe('café');
  });

  it('drops punctuation', () => {
    expect(toIndexTokens('Harry Potter: and the "Stone"!', null)).toBe(
      'harry potter and the stone',
    );
  });

  it('builds a prefix query with the last token open', () => {
    expect(toPrefixQuery('นิยาย แฟนตา')).toBe("'นิยาย' & ('แฟน' & 'ตา':* | 'แฟนตา':*)");
    expect(toPrefixQuery('harry pot')).toBe("'harry' & 'pot':*");
    expect(toPrefixQuery("'); drop table books; --")).toBe("'drop' & 'table' & 'books':*");
    expect(toPrefixQuery('   ...  ')).toBeUndefined();
  });

  it('tells a single word with a single reading from everything else', () => {
    expect(onlyToken(toQueryPieces('python'))).toEqual({ value: 'python', prefix: true });
    expect(onlyToken(toQueryPieces('harry pot'))).toBeUndefined();
    // ICU splits it, so it has two readings: its words, or the whole piece as one word.
    expect(onlyToken(toQueryPieces('หนังสือเรียน'))).toBeUndefined();
    expect(onlyToken([])).toBeUndefined();
  });
});
