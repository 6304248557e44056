import { describe, expect, it } from 'vitest';
import { swapKeyboardLayout } from './thai-keyboard.js';

describe('swapKeyboardLayout: the same keys on the other layout', () => {
  it('reads US keys as Kedmanee Thai', () => {
    expect(swapKeyboardLayout('l;ylfu')).toBe('สวัสดี');
    expect(swapKeyboardLayout('wmp')).toBe('ไทย');
    expect(swapKeyboardLayout('cmub')).toBe('แทีิ');
    // Shifted keys give the shifted Thai letters; digits and spaces stay digits and spaces.
    expect(swapKeyboardLayout('Lkl9i 2569')).toBe('ศาสตร 2569');
    expect(swapKeyboardLayout('0b9;bmpk')).toBe('จิตวิทยา');
  });

  it('reads Kedmanee Thai as the US keys, in lower case (a reader meant small letters)', () => {
    expect(swapKeyboardLayout('ธรรมะ')).toBe('tii,t');
    expect(swapKeyboardLayout('้ำสสน')).toBe('hello');
    expect(swapKeyboardLayout('ยั')).toBe('py');
    expect(swapKeyboardLayout('ยัะ้นื')).toBe('python');
  });

  it('round-trips a Thai word of unshifted keys typed on the US layout', () => {
    for (const word of ['จิตวิทยา', 'ความรัก', 'แมว', 'ไทย']) {
      const typedOnUs = swapKeyboardLayout(word);
      expect(typedOnUs).toBeDefined();
      expect(swapKeyboardLayout(typedOnUs as string)).toBe(word);
    }
  });

  it('leaves mixed or empty texts alone', () => {
    expect(swapKeyboardLayout('เรียน python')).toBeUndefined();
    expect(swapKeyboardLayout('   ')).toBeUndefined();
    expect(swapKeyboardLayout('2569')).toBeUndefined();
  });
});
