import { describe, expect, it } from 'vitest';
import { allocateByLargestRemainder } from './allocation.js';

/** A small deterministic generator, so a failure can be replayed. */
const randomOf = (seed: number) => {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % max;
  };
};

describe('allocateByLargestRemainder', () => {
  it('spreads ฿50 over the worked order of docs/buying.md §2.3', () => {
    const shares = allocateByLargestRemainder(5000, [
      { id: 1, amountSatang: 15_900 },
      { id: 2, amountSatang: 25_000 },
      { id: 3, amountSatang: 8_900 },
    ]);
    expect([...shares]).toEqual([
      [1, 1596],
      [2, 2510],
      [3, 894],
    ]);
  });

  it('gives tied remainders to the larger line, then the smaller id', () => {
    // 1 satang over three equal lines: the smallest id gets it.
    expect([
      ...allocateByLargestRemainder(
        1,
        [3, 1, 2].map((id) => ({ id, amountSatang: 100 })),
      ),
    ]).toEqual([
      [3, 0],
      [1, 1],
      [2, 0],
    ]);
    // 2 satang over 0.01 and 0.03: exact shares 0.5 and 1.5, both remainders a half: the larger
    // line gets the satang left.
    expect([
      ...allocateByLargestRemainder(2, [
        { id: 1, amountSatang: 1 },
        { id: 2, amountSatang: 3 },
      ]),
    ]).toEqual([
      [1, 0],
      [2, 2],
    ]);
  });

  it('adds up exactly, never takes more than a line and gives the same answer twice', () => {
    const random = randomOf(20_240_601);
    for (let round = 0; round < 2_000; round += 1) {
      const lines = Array.from({ length: 1 + random(12) }, (_, index) => ({
        id: index + 1 + random(5) * 100,
        amountSatang: 1 + random(round % 3 === 0 ? 50 : 2_000_000),
      }));
      const unique = [...new Map(lines.map((line) => [line.id, line])).values()];
      const total = unique.reduce((sum, line) => sum + line.amountSatang, 0);
      const discount = random(total + 1);
      const shares = allocateByLargestRemainder(discount, unique);
      const values = [...shares.values()];
      expect(values.reduce((sum, share) => sum + share, 0)).toBe(discount);
      for (const line of unique) {
        const share = shares.get(line.id) ?? -1;
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(line.amountSatang);
        // Within one satang of the exact proportional share.
        expect(Math.abs(share - (discount * line.amountSatang) / total)).toBeLessThan(1);
      }
      expect(allocateByLargestRemainder(discount, [...unique].reverse())).toEqual(shares);
    }
  });

  it('handles amounts whose products pass 2^53 exactly', () => {
    const shares = allocateByLargestRemainder(2_000_000_000, [
      { id: 1, amountSatang: 2_099_999_999 },
      { id: 2, amountSatang: 1 },
    ]);
    expect((shares.get(1) ?? 0) + (shares.get(2) ?? 0)).toBe(2_000_000_000);
    expect(() => allocateByLargestRemainder(11, [{ id: 1, amountSatang: 10 }])).toThrow(RangeError);
  });
});
