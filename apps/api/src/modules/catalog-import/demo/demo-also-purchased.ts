import type { ImportCatalog } from '../catalog-import.types.js';
import type { DemoBookDraft } from './demo-books.js';
import type { Random } from '../../../lib/random.js';

/**
 * "Customers who bought this also bought": 4-10 books for each book, drawn mostly from the same
 * series, then the same author, subject and top category, with a few from anywhere.
 */
const RELATIONS = [
  {
    weight: 10,
    score: [0.85, 0.98],
    matches: (a: DemoBookDraft, b: DemoBookDraft) =>
      a.seriesKey !== null && a.seriesKey === b.seriesKey,
  },
  {
    weight: 6,
    score: [0.6, 0.85],
    matches: (a: DemoBookDraft, b: DemoBookDraft) => a.authorKey === b.authorKey,
  },
  {
    weight: 3,
    score: [0.35, 0.6],
    matches: (a: DemoBookDraft, b: DemoBookDraft) => a.subjectKey === b.subjectKey,
  },
  {
    weight: 1.2,
    score: [0.15, 0.35],
    matches: (a: DemoBookDraft, b: DemoBookDraft) => a.topKey === b.topKey,
  },
] as const;
const ANYWHERE = { weight: 0.15, score: [0.02, 0.15] } as const;

const relationOf = (book: DemoBookDraft, other: DemoBookDraft) =>
  RELATIONS.find(({ matches }) => matches(book, other)) ?? ANYWHERE;

export const createAlsoPurchased = ({
  random,
  books,
}: {
  random: Random;
  books: readonly DemoBookDraft[];
}): ImportCatalog['alsoPurchased'] =>
  books.flatMap((book) => {
    const candidates = books.filter((other) => other !== book);
    const weights: number[] = candidates.map((other) => relationOf(book, other).weight);
    const picked: DemoBookDraft[] = [];
    for (let count = random.int(4, 10); picked.length < count;) {
      const index = random.weightedIndex(weights);
      const other = candidates[index];
      if (!other) break;
      picked.push(other);
      weights[index] = 0;
    }
    return picked
      .map((other) => {
        const [low, high] = relationOf(book, other).score;
        return {
          book: book.book.recordReference,
          other: other.book.recordReference,
          score: Math.round((low + random.next() * (high - low)) * 1000) / 1000,
        };
      })
      .sort((a, b) => b.score - a.score);
  });
