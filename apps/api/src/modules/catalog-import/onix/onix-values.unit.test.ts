import { describe, expect, it } from 'vitest';
import { bahtToSatang, clip, languageOf, localize, onixDate } from './onix-values.js';

describe('bahtToSatang', () => {
  it('converts decimal baht to integer satang without float error', () => {
    expect(bahtToSatang('199.00')).toBe(19900);
    expect(bahtToSatang('89.5')).toBe(8950);
    expect(bahtToSatang('0.07')).toBe(7);
    expect(bahtToSatang('19.99')).toBe(1999);
    expect(bahtToSatang('1299')).toBe(129900);
    expect(bahtToSatang('0.29')).toBe(29);
    expect(bahtToSatang('12.345')).toBe(1235);
    expect(bahtToSatang(' 45. ')).toBe(4500);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const amount of ['', '1,299.00', '-5', '1e3', 'abc', '12.3.4'])
      expect(bahtToSatang(amount)).toBeNull();
    expect(bahtToSatang('99999999999')).toBeNull();
  });
});

describe('onixDate', () => {
  it('reads the ONIX date formats', () => {
    expect(onixDate('20250314')).toBe('2025-03-14');
    expect(onixDate('202503')).toBe('2025-03-01');
    expect(onixDate('2025')).toBe('2025-01-01');
    expect(onixDate('2025-03-14')).toBe('2025-03-14');
    expect(onixDate('20250314T1030+0700')).toBe('2025-03-14');
  });

  it('refuses dates that do not exist', () => {
    expect(onixDate('20250230')).toBeNull();
    expect(onixDate('14/03/2025')).toBeNull();
  });
});

describe('languages and names', () => {
  it('takes the language attribute, else the script', () => {
    expect(languageOf({ code: 'tha', text: 'Hello' })).toBe('th');
    expect(languageOf({ code: 'eng', text: 'สวัสดี' })).toBe('en');
    expect(languageOf({ text: 'สวัสดี' })).toBe('th');
    expect(languageOf({ code: 'jpn', text: 'Hello' })).toBe('en');
  });

  it('uses one language for both when only one is there', () => {
    expect(localize([{ text: 'ชื่อ', language: 'th' }])).toEqual({ th: 'ชื่อ', en: 'ชื่อ' });
    expect(
      localize([
        { text: 'Name', language: 'en' },
        { text: 'ชื่อ', language: 'th' },
      ]),
    ).toEqual({ th: 'ชื่อ', en: 'Name' });
    expect(localize([{ text: ' ', language: 'th' }])).toBeNull();
  });

  it('clips long text on a character boundary', () => {
    expect(clip('abcdef', 4)).toBe('abc…');
    expect(clip('abc', 4)).toBe('abc');
  });
});
