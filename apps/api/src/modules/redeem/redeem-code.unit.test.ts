import { describe, expect, it } from 'vitest';
import { formatCode, hasValidCheck, hashCode, mintCode, normaliseCode } from './redeem-code.js';

describe('redeem codes', () => {
  it('mints 24 symbols of Crockford base 32 whose check symbol holds', () => {
    const codes = new Set(Array.from({ length: 500 }, mintCode));
    expect(codes.size).toBe(500);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{24}$/);
      expect(hasValidCheck(code)).toBe(true);
    }
  });

  it('reads a code as people type it', () => {
    const code = mintCode();
    const typed = ` ${formatCode(code).toLowerCase()} `;
    expect(normaliseCode(typed)).toBe(code);
    expect(normaliseCode('ILO0-0000-0000-0000-0000-0000')).toBe('110000000000000000000000');
    expect(normaliseCode('too short')).toBeNull();
    expect(normaliseCode('U'.repeat(24))).toBeNull();
  });

  it('catches every single wrong symbol and every swap of two different neighbours', () => {
    const code = mintCode();
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let index = 0; index < code.length; index += 1)
      for (const symbol of alphabet) {
        if (symbol === code[index]) continue;
        const changed = code.slice(0, index) + symbol + code.slice(index + 1);
        expect(hasValidCheck(changed)).toBe(false);
      }
    for (let index = 0; index < code.length - 1; index += 1) {
      if (code[index] === code[index + 1]) continue;
      const swapped = code.slice(0, index) + code[index + 1] + code[index] + code.slice(index + 2);
      // Luhn mod N misses only the swap of two symbols whose values sum to N - 1.
      const a = alphabet.indexOf(code[index] as string);
      const b = alphabet.indexOf(code[index + 1] as string);
      if (a + b !== alphabet.length - 1) expect(hasValidCheck(swapped)).toBe(false);
    }
  });

  it('is stored as a SHA-256 that says nothing of the code', () => {
    const code = mintCode();
    expect(hashCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashCode(code)).not.toContain(code.toLowerCase());
  });
});
