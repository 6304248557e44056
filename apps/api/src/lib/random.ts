/**
 * A small seeded pseudo-random generator (mulberry32) so the demo store and the bulk catalog are the
 * same on every run. Not for anything secret.
 */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with the given probability. */
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** An index drawn with the given weights (any non-negative numbers). */
  weightedIndex: (weights: readonly number[]) => number;
  /** A shuffled copy. */
  shuffle: <T>(items: readonly T[]) => T[];
};

/** Mixes numbers into one 32-bit seed, so a stream can be derived from (seed, index, purpose). */
export const mixSeed = (...parts: number[]): number => {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193);
    hash ^= hash >>> 15;
    hash = Math.imul(hash, 0x2c1b3c6d);
    hash ^= hash >>> 12;
  }
  return hash >>> 0;
};

export const createRandom = (seed: number): Random => {
  let state = mixSeed(seed) || 0x9e3779b9;

  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };

  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));

  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };

  const weightedIndex = (weights: readonly number[]): number => {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let target = next() * total;
    for (const [index, weight] of weights.entries()) {
      target -= weight;
      if (target < 0) return index;
    }
    return weights.length - 1;
  };

  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };

  return { next, int, chance: (probability) => next() < probability, pick, weightedIndex, shuffle };
};
