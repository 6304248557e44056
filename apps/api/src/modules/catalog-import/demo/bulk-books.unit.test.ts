import { describe, expect, it } from 'vitest';
import { bulkCatalogHead, createBulkBook, generateBulkBatches } from './bulk-books.js';
import { findBookProblems } from './import-book-checks.js';

const TODAY = '2025-11-22';

describe('bulk catalog', () => {
  const books = [
    ...generateBulkBatches({ count: 500, seed: 1, today: TODAY, batchSize: 64 }),
  ].flat();

  it('makes N valid books with distinct record references and ISBNs', () => {
    const { categories } = bulkCatalogHead();
    expect(books).toHaveLength(500);
    expect(books.flatMap((book) => findBookProblems({ book, categories }))).toEqual([]);
    expect(new Set(books.map(({ recordReference }) => recordReference)).size).toBe(500);
    expect(books[0]?.recordReference).toBe('bulk-000001');
    expect(books.at(-1)?.recordReference).toBe('bulk-000500');
    const eIsbns = books.map(({ eIsbn }) => eIsbn);
    expect(new Set(eIsbns).size).toBe(500);
  });

  it('varies titles, authors, publishers and categories', () => {
    expect(new Set(books.map(({ name }) => name.th)).size).toBeGreaterThan(350);
    expect(new Set(books.map(({ contributors }) => contributors[0]?.name.en)).size).toBeGreaterThan(
      150,
    );
    expect(new Set(books.map(({ publisher }) => publisher?.en)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(books.map(({ categories }) => categories[0]?.[1]?.en)).size).toBeGreaterThan(30);
    expect(books.every(({ cover }) => cover === null)).toBe(true);
  });

  it('is deterministic and does not depend on the batch size', () => {
    const again = [
      ...generateBulkBatches({ count: 500, seed: 1, today: TODAY, batchSize: 1000 }),
    ].flat();
    expect(again).toEqual(books);
    expect(createBulkBook({ index: 321, seed: 1, today: TODAY })).toEqual(books[320]);
    expect(createBulkBook({ index: 321, seed: 2, today: TODAY })).not.toEqual(books[320]);
  });

  it('generates quickly', () => {
    const started = performance.now();
    for (let index = 1; index <= 5000; index += 1) createBulkBook({ index, seed: 3, today: TODAY });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
