import { describe, expect, it } from 'vitest';
import { composeChapters } from '../modules/book-files/book-text.js';
import {
  joinThaiCompounds,
  joinThaiCompoundsInMarkup,
  thaiWords,
  WORD_JOINER,
} from './thai-joiners.js';

/** Compounds ICU (the browser's line breaker) splits, each in a sentence of the demo books. */
const COMPOUNDS = [
  'ตู้เย็น',
  'น่าตื่นเต้น',
  'เด็กหญิง',
  'ชาวบ้าน',
  'ห้องสมุด',
  'สมุดบันทึก',
  'ผู้เฒ่า',
  'ผู้โดยสาร',
  'เมล็ดพันธุ์',
  'พี่ชาย',
  'เส้นทาง',
  'ลานวัด',
  'ตัดสินใจ',
  'ให้อภัย',
  'ข้าวเหนียว',
  'ทุ่งนา',
  'หน้าร้อน',
  'ตัวเอง',
  'ริมน้ำ',
  'หลังบ้าน',
];

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const wordsOf = (text: string) => Array.from(segmenter.segment(text), (part) => part.segment);
const withoutJoiners = (text: string) => text.replaceAll(WORD_JOINER, '');

const demoText = composeChapters({
  recordReference: 'thai-joiners-test',
  language: 'th',
  description: '',
  chapters: 12,
})
  .flatMap((chapter) => [chapter.title, ...chapter.paragraphs])
  .join('\n');

describe('joinThaiCompounds', () => {
  it('takes compounds ICU splits', () => {
    for (const compound of COMPOUNDS) expect(wordsOf(compound).length).toBeGreaterThan(1);
  });

  it('keeps every compound of the list whole in the demo books, and changes nothing else', () => {
    const joined = joinThaiCompounds(demoText);
    expect(withoutJoiners(joined)).toBe(demoText);
    // ICU's segmentation sees a word joiner as part of a word: no word boundary, and so no line
    // break, may fall inside a compound (it may be part of a longer word: เปลี่ยนเส้นทาง).
    const found = new Map(COMPOUNDS.map((compound) => [compound, 0]));
    for (const paragraph of joined.split('\n')) {
      const boundaries = new Set(Array.from(segmenter.segment(paragraph), (part) => part.index));
      for (const compound of COMPOUNDS) {
        const pattern = new RegExp(Array.from(compound).join('\u2060?'), 'g');
        for (const match of paragraph.matchAll(pattern)) {
          found.set(compound, (found.get(compound) ?? 0) + 1);
          const inside = Array.from(
            { length: match[0].length - 1 },
            (_, at) => match.index + at + 1,
          );
          expect(
            inside.filter((at) => boundaries.has(at)),
            compound,
          ).toEqual([]);
        }
      }
    }
    for (const [compound, count] of found) expect(count, compound).toBeGreaterThan(0);
  });

  it('joins the longest run and leaves single words and other text alone', () => {
    expect(joinThaiCompounds('ก่อนนอนแม่จะหยุดตรงตอนที่น่าตื่นเต้นที่สุด')).toContain('น่า\u2060ตื่น\u2060เต้น');
    expect(joinThaiCompounds('แม่เปิดตู้เย็น')).toBe('แม่เปิดตู้\u2060เย็น');
    expect(joinThaiCompounds('Grandfather woke before the roosters.')).toBe(
      'Grandfather woke before the roosters.',
    );
    expect(joinThaiCompounds('บ้าน')).toBe('บ้าน');
    // Words across a space are not joined, even when the list has them together.
    expect(joinThaiCompounds('ตู้ เย็น')).toBe('ตู้ เย็น');
    expect(thaiWords().size).toBeGreaterThan(50_000);
  });

  it('changes only text in markup, not tags, attributes, comments, scripts or styles', () => {
    const page =
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" lang="th"><head>' +
      '<title>ตู้เย็น</title><style>p::before{content:"ตู้เย็น"}</style></head><body>' +
      '<!-- ตู้เย็น --><p title="ตู้เย็น" class="x">ชาวบ้านเปิด<b>ตู้เย็น</b> &amp; ปิด</p>' +
      '<script>var a = "ตู้เย็น";</script><p>เด็กหญิง</p></body></html>';
    const joined = joinThaiCompoundsInMarkup(page);
    expect(withoutJoiners(joined)).toBe(page);
    expect(joined).toContain('<p title="ตู้เย็น" class="x">ชาว\u2060บ้านเปิด<b>ตู้\u2060เย็น</b>');
    expect(joined).toContain('<!-- ตู้เย็น -->');
    expect(joined).toContain('content:"ตู้เย็น"');
    expect(joined).toContain('var a = "ตู้เย็น";');
    expect(joined).toContain('<p>เด็ก\u2060หญิง</p>');
    const english = '<html><body><p>The fridge</p></body></html>';
    expect(joinThaiCompoundsInMarkup(english)).toBe(english);
  });
});
