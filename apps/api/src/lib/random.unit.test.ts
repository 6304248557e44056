import { describe, expect, it } from 'vitest';
import { createRandom, mixSeed } from './random.js';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('draws integers within bounds and picks by weight', () => {
    const random = createRandom(7);
    const values = Array.from({ length: 500 }, () => random.int(3, 5));
    expect(new Set(values)).toEqual(new Set([3, 4, 5]));
    expect(Array.from({ length: 50 }, () => random.weightedIndex([0, 1, 0]))).toEqual(
      Array(50).fill(1),
    );
  });

  it('shuffles without losing items and mixes seeds', () => {
    const random = createRandom(1);
    expect(random.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(mixSeed(1, 2)).not.toBe(mixSeed(2, 1));
  });
});
