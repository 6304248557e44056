import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';

describe('CSV', () => {
  it('quotes a cell only when it must, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('หนังสือ, เล่ม 1')).toBe('"หนังสือ, เล่ม 1"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from reading a text as a formula, but writes numbers as they are', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell(-1250)).toBe('-1250');
  });

  it('writes a file with the byte-order mark and CRLF after every row', () => {
    expect(
      csvDocument([
        ['วันที่', 'ยอด'],
        ['2026-11-01', 350],
      ]),
    ).toBe('\uFEFFวันที่,ยอด\r\n2026-11-01,350\r\n');
  });
});
