import { describe, expect, it } from 'vitest';
import {
  bookProgress,
  pageProgress,
  PERCENT_FORMAT,
  roundProgress,
  sectionWeights,
} from './progress';

// The demo's Thai sample: cover, title page, copyright page, one chapter (bytes in the file).
const SAMPLE = [
  { size: 429 },
  { size: 712 },
  { size: 1273 },
  { size: 14744 },
  { size: 1247, linear: 'no' },
];

describe('reading progress (the same on every device and on the shelf)', () => {
  it('weighs each linear section by its size in the file, like foliate', () => {
    expect(sectionWeights(SAMPLE)).toEqual([429, 712, 1273, 14744, 0]);
    expect(sectionWeights([{ size: 0 }, {}, { size: 10, linear: 'yes' }])).toEqual([0, 0, 10]);
  });

  it('counts a sample’s own sections, its cover and title pages too', () => {
    const weights = sectionWeights(SAMPLE);
    expect(bookProgress(weights, 0, 0)).toBe(0);
    // The first words of the chapter: cover, title and copyright are read (2,414 of 17,158).
    expect(bookProgress(weights, 3, 0)).toBe(0.141);
    expect(bookProgress(weights, 3, 0.5)).toBe(roundProgress((2414 + 7372) / 17158));
    expect(bookProgress(weights, 3, 1)).toBe(1);
    // A section outside the reading order weighs nothing.
    expect(bookProgress(weights, 4, 0.5)).toBe(1);
  });

  it('depends on the place only: no page, window or text size in it', () => {
    const weights = sectionWeights(SAMPLE);
    expect(bookProgress(weights, 3, 0.25)).toBe(bookProgress([...weights], 3, 0.25));
    expect(bookProgress(weights, 3, -1)).toBe(bookProgress(weights, 3, 0));
    expect(bookProgress(weights, 3, 2)).toBe(1);
    expect(bookProgress([0, 0], 1, 0.5)).toBe(0);
  });

  it('goes by the page in a PDF', () => {
    expect(pageProgress(1, 20)).toBe(0);
    expect(pageProgress(11, 21)).toBe(0.5);
    expect(pageProgress(20, 20)).toBe(1);
    expect(pageProgress(1, 1)).toBe(1);
  });

  it('shows the shelf the reader’s own percent, through the server’s basis points', () => {
    const differing: string[] = [];
    for (const locale of ['th', 'en']) {
      const format = new Intl.NumberFormat(locale, PERCENT_FORMAT);
      for (let step = 0; step <= 1000; step += 1) {
        // What the reader shows, saves (sync.ts), the server keeps (basis points) and the shelf
        // gets back (library.service: percent with one decimal).
        const progress = roundProgress(step / 1000 + 0.00037);
        const bp = Math.round((Math.round(progress * 10_000) / 10_000) * 10_000);
        const shelf = Math.round(bp / 10) / 10;
        if (format.format(shelf / 100) !== format.format(progress))
          differing.push(`${locale} ${progress}`);
      }
    }
    expect(differing).toEqual([]);
    // Rounded down: 99.9 % is not yet 100 %.
    expect(new Intl.NumberFormat('en', PERCENT_FORMAT).format(0.999)).toBe('99%');
  });
});
