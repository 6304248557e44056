import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, hasValidCheck, mintCodes } from './redeem-code.js';
import { newSealKey, sealCodes, unsealCodes } from './redeem-seal.js';

describe('batch codes', () => {
  it('draws valid, distinct codes from the whole alphabet', () => {
    const codes = mintCodes(2_000);
    expect(new Set(codes).size).toBe(2_000);
    for (const code of codes) {
      expect(code).toHaveLength(24);
      expect(hasValidCheck(code)).toBe(true);
    }
    // Every symbol turns up in the random part, each roughly 1/32 of the time.
    const counts = new Map<string, number>();
    for (const code of codes)
      for (const symbol of code.slice(0, -1)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
    const expected = (2_000 * 23) / 32;
    for (const count of counts.values())
      expect(Math.abs(count - expected)).toBeLessThan(expected * 0.2);
  });
});

describe('sealed code lists', () => {
  const key = newSealKey();
  const codes = mintCodes(3);

  it('opens with the same key for the same batch', () => {
    expect(unsealCodes(key, 7, sealCodes(key, 7, codes))).toEqual(codes);
  });

  it('never holds a code in the clear, and two seals of one list differ', () => {
    const sealed = sealCodes(key, 7, codes);
    for (const code of codes) expect(sealed).not.toContain(code);
    expect(sealCodes(key, 7, codes)).not.toBe(sealed);
  });

  it('refuses another key, another batch, or a changed text', () => {
    const sealed = sealCodes(key, 7, codes);
    expect(() => unsealCodes(newSealKey(), 7, sealed)).toThrow();
    expect(() => unsealCodes(key, 8, sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      unsealCodes(key, 7, [version, iv, tag, flipped.toString('base64')].join('.')),
    ).toThrow();
  });
});
