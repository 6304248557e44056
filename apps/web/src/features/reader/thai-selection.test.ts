import { describe, expect, it, vi } from 'vitest';
import { snapEnd, snapSelectionToWords, snapStart, withoutWordJoiners } from './thai-selection';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const text = 'ทุกเช้าปู่จะตื่นก่อนไก่ขัน แม่เปิดตู้\u2060เย็น';

describe('Thai selection snapping', () => {
  it('moves a start inside a word to the word’s start, and an end to the word’s end', () => {
    // "ทุกเช้า": ทุก|เช้า. A drag from inside เช้า (after เ) to inside ปู่.
    const start = text.indexOf('ช้า');
    expect(snapStart(text, start, segmenter)).toBe(text.indexOf('เช้า'));
    const end = text.indexOf('ปู่') + 1;
    expect(snapEnd(text, end, segmenter)).toBe(text.indexOf('ปู่') + 'ปู่'.length);
  });

  it('keeps edges already at word boundaries, the text’s ends and spaces', () => {
    const atWord = text.indexOf('ปู่');
    expect(snapStart(text, atWord, segmenter)).toBe(atWord);
    expect(snapEnd(text, atWord, segmenter)).toBe(atWord);
    expect(snapStart(text, 0, segmenter)).toBe(0);
    expect(snapEnd(text, text.length, segmenter)).toBe(text.length);
    const afterSpace = text.indexOf(' ') + 1;
    expect(snapStart(text, afterSpace, segmenter)).toBe(afterSpace);
  });

  it('takes a compound joined with a word joiner as one word', () => {
    const inside = text.indexOf('เย็น') + 1;
    expect(snapStart(text, inside, segmenter)).toBe(text.indexOf('ตู้'));
    expect(snapEnd(text, text.indexOf('ตู้') + 1, segmenter)).toBe(text.length);
  });

  it('sets the snapped selection, keeping its direction', () => {
    const node = { nodeType: 3, data: text } as unknown as Text;
    const selectionOf = (anchor: number, focus: number) => ({
      isCollapsed: false,
      rangeCount: 1,
      focusNode: node,
      focusOffset: focus,
      getRangeAt: () => ({
        startContainer: node,
        startOffset: Math.min(anchor, focus),
        endContainer: node,
        endOffset: Math.max(anchor, focus),
      }),
      setBaseAndExtent: vi.fn(),
    });
    const from = text.indexOf('ช้า');
    const to = text.indexOf('ปู่') + 1;
    const forwards = selectionOf(from, to);
    expect(snapSelectionToWords(forwards as unknown as Selection, segmenter)).toBe(true);
    expect(forwards.setBaseAndExtent).toHaveBeenCalledWith(node, from - 1, node, to + 2);
    const backwards = selectionOf(to, from);
    expect(snapSelectionToWords(backwards as unknown as Selection, segmenter)).toBe(true);
    expect(backwards.setBaseAndExtent).toHaveBeenCalledWith(node, to + 2, node, from - 1);
    const whole = selectionOf(from - 1, to + 2);
    expect(snapSelectionToWords(whole as unknown as Selection, segmenter)).toBe(false);
  });

  it('copies without word joiners', () => {
    expect(withoutWordJoiners('ตู้\u2060เย็น')).toBe('ตู้เย็น');
  });
});
