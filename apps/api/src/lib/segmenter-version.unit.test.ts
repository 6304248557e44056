import { describe, expect, it } from 'vitest';
import { bookIndexTokens, SEGMENTER_VERSION, segmenterIsNewer } from './search-text.js';

describe('the segmenter version', () => {
  it("is this process's ICU and the store's text normalisation", () => {
    expect(SEGMENTER_VERSION).toBe(`icu-${process.versions.icu};text-2`);
  });

  it('is newer for a newer text normalisation on the same ICU, never for an older one', () => {
    // Tokens recorded before the text version existed are version 1.
    expect(segmenterIsNewer('icu-78.2;text-2', 'icu-78.2')).toBe(true);
    expect(segmenterIsNewer('icu-78.2;text-2', 'icu-78.2;text-2')).toBe(false);
    expect(segmenterIsNewer('icu-78.2', 'icu-78.2;text-2')).toBe(false);
    expect(segmenterIsNewer('icu-78.2;text-2', 'icu-79.1')).toBe(false);
  });

  it('is newer only for a higher ICU, compared as numbers', () => {
    expect(segmenterIsNewer('icu-78.2', 'icu-77.1')).toBe(true);
    expect(segmenterIsNewer('icu-78.10', 'icu-78.9')).toBe(true);
    expect(segmenterIsNewer('icu-78.2', 'icu-78.2')).toBe(false);
    expect(segmenterIsNewer('icu-77.1', 'icu-78.2')).toBe(false);
    // An unreadable record is older than any real version, never newer.
    expect(segmenterIsNewer('icu-78.2', 'icu-unknown')).toBe(true);
    expect(segmenterIsNewer('icu-unknown', 'icu-78.2')).toBe(false);
  });
});

describe('bookIndexTokens', () => {
  it('segments each weight of a book: title, lead contributor, the others with the series, publisher and imprint', () => {
    const tokens = bookIndexTokens({
      name: { th: 'หนังสือเรียนภาษาไทย', en: 'Thai Reader' },
      shortDescription: { th: 'เรื่องสั้น', en: 'Short' },
      fullDescription: { th: '', en: 'Long' },
      contributors: [
        { name: { th: 'สมชาย', en: 'Somchai' } },
        { name: { th: 'สมหญิง', en: 'Somying' } },
      ],
      series: { name: { th: 'ชุดเรียน', en: 'Learners' } },
      publisher: { th: 'สำนักพิมพ์', en: 'Press' },
      imprint: null,
    });
    expect(tokens.title).toBe('หนังสือ เรียน ภาษา ไทย thai reader');
    expect(tokens.leadContributor).toBe('สมชาย somchai');
    expect(tokens.otherContributors.split(' ')).toContain('somying');
    expect(tokens.otherContributors).not.toContain('somchai');
    expect(tokens.series.split(' ')).toContain('learners');
    expect(tokens.publisher.split(' ')).toContain('press');
    expect(tokens.description.split(' ')).toEqual(expect.arrayContaining(['short', 'long']));
  });
});
