import { describe, expect, it } from 'vitest';
import { cleanText, displayName, reviewProblems } from './reviews.service.js';

describe('how a review and its writer are shown', () => {
  it('shows the first name and the last name’s initial, never more', () => {
    expect(displayName('th', 'สมชาย', 'วงศ์ใหญ่')).toBe('สมชาย ว.');
    // A Thai surname starting with a leading vowel is initialled by its first consonant.
    expect(displayName('th', 'สมหญิง', 'เจริญสุข')).toBe('สมหญิง จ.');
    expect(displayName('en', 'Ada', 'lovelace')).toBe('Ada L.');
    expect(displayName('en', 'Ada', '')).toBe('Ada');
    expect(displayName('en', '', 'Lovelace')).toBe('A reader');
    expect(displayName('th', null, null)).toBe('ผู้อ่าน');
  });

  it('keeps the text as written, only the whitespace around it removed', () => {
    expect(cleanText('  หนังสือ  ดี\n\nมาก ๆ \u00a0')).toBe('หนังสือ  ดี\n\nมาก ๆ');
    expect(cleanText('cafe\u0301')).toBe('caf\u00e9');
  });

  it('counts characters as PostgreSQL does (code points), not UTF-16 units', () => {
    const emoji = '😀'.repeat(150);
    expect(reviewProblems('en', { rating: 5, title: emoji, body: 'x'.repeat(10) })).toEqual([]);
    expect(reviewProblems('en', { rating: 5, title: `${emoji}!`, body: 'x'.repeat(9) })).toEqual([
      'Title: at most 150 characters (now 151).',
      'Review: please write at least 10 characters.',
    ]);
  });
});
