import { createFormatter } from 'next-intl';
import { describe, expect, it } from 'vitest';
import {
  bangkokMidnight,
  formatCalendarDate,
  formatFileSize,
  formatPrice,
  formatRating,
  toBahtDecimal,
} from './format';

const thai = createFormatter({ locale: 'th', timeZone: 'Asia/Bangkok' });
const english = createFormatter({ locale: 'en', timeZone: 'Asia/Bangkok' });

describe('formatPrice', () => {
  it('formats integer satang as THB with the baht sign in both languages', () => {
    expect(formatPrice(thai, 29500)).toBe('฿295.00');
    expect(formatPrice(english, 29500)).toBe('฿295.00');
    expect(formatPrice(thai, 123450)).toBe('฿1,234.50');
    expect(formatPrice(english, 99)).toBe('฿0.99');
  });
});

describe('toBahtDecimal', () => {
  it.each([
    [29500, '295.00'],
    [123450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100000000, '1000000.00'],
  ])('%i satang is %s baht', (satang, expected) => {
    expect(toBahtDecimal(satang)).toBe(expected);
  });
});

describe('formatCalendarDate', () => {
  it('writes Thai dates in the Buddhist era and English ones in the Gregorian calendar', () => {
    expect(formatCalendarDate(thai, '2025-03-05')).toBe('5 มีนาคม 2568');
    expect(formatCalendarDate(english, '2025-03-05')).toBe('March 5, 2025');
  });

  it('keeps the calendar day whatever the time zone of the machine', () => {
    expect(bangkokMidnight('2026-01-01').toISOString()).toBe('2025-12-31T17:00:00.000Z');
    expect(formatCalendarDate(thai, '2026-01-01')).toBe('1 มกราคม 2569');
    expect(formatCalendarDate(english, '2025-12-31')).toBe('December 31, 2025');
  });

  it('uses Bangkok even when the formatter was made for another zone', () => {
    const utc = createFormatter({ locale: 'en', timeZone: 'America/Los_Angeles' });
    expect(formatCalendarDate(utc, '2025-03-05')).toBe('March 5, 2025');
  });
});

describe('formatFileSize and formatRating', () => {
  it('writes sizes in MB with one decimal, small files in kB', () => {
    expect(formatFileSize(english, 2923520)).toBe('2.8 MB');
    expect(formatFileSize(english, 40 * 1024)).toBe('40 kB');
  });

  it('writes an average with one decimal', () => {
    expect(formatRating(thai, 3.5)).toBe('3.5');
    expect(formatRating(english, 4)).toBe('4.0');
  });
});
