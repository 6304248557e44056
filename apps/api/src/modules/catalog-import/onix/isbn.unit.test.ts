import { describe, expect, it } from 'vitest';
import { completeIsbn13, isbn13CheckDigit, isValidIsbn13, normalizeIsbn } from './isbn.js';

describe('ISBN-13', () => {
  it('computes the check digit', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7);
    expect(completeIsbn13('978616000000')).toBe('9786160000005');
  });

  it('accepts valid and refuses wrong check digits', () => {
    expect(isValidIsbn13('9780306406157')).toBe(true);
    expect(isValidIsbn13('9780306406158')).toBe(false);
    expect(isValidIsbn13('1234567890123')).toBe(false);
    expect(isValidIsbn13('978030640615')).toBe(false);
  });

  it('strips hyphens and spaces', () => {
    expect(normalizeIsbn('978-0-306 40615-7')).toBe('9780306406157');
  });
});
