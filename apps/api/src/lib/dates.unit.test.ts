import { describe, expect, it } from 'vitest';
import { buddhistYearOf, formatDate, formatDateTime, formatTime } from './dates.js';

describe('dates (Bangkok wall clock, Thai in the Buddhist era)', () => {
  it('a leap day in Thai (Buddhist era) and English (Gregorian)', () => {
    const leapDay = new Date('2024-02-29T05:00:00Z');
    expect(formatDate(leapDay, 'th')).toBe('29 กุมภาพันธ์ 2567');
    expect(formatDate(leapDay, 'en')).toBe('29 February 2024');
    expect(buddhistYearOf(leapDay)).toBe(2567);
  });

  it('an instant just before midnight UTC is already the next day (and year) in Bangkok', () => {
    const newYear = '2025-12-31T17:30:00.000Z';
    expect(formatDate(newYear, 'th')).toBe('1 มกราคม 2569');
    expect(formatDate(newYear, 'en')).toBe('1 January 2026');
    expect(formatTime(newYear)).toBe('00:30');
    expect(buddhistYearOf(newYear)).toBe(2569);
    expect(buddhistYearOf(new Date('2025-12-31T16:59:59Z'))).toBe(2568);
  });

  it('a date and time in both languages', () => {
    const at = new Date('2026-11-25T07:05:00Z');
    expect(formatDateTime(at, 'th')).toBe('25 พฤศจิกายน 2569 เวลา 14:05');
    expect(formatDateTime(at, 'en')).toBe('25 November 2026 at 14:05');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('not a date', 'th')).toThrow(RangeError);
  });
});
