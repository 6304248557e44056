import { describe, expect, it } from 'vitest';
import type { ImportBook, ImportCatalog } from '../modules/catalog-import/catalog-import.types.js';
import type { CatalogWriter } from './catalog-writer.js';
import { runSeedBulk } from './seed-bulk-command.js';

const run = async (argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const calls: Array<Partial<ImportCatalog> & { books: ImportBook[] }> = [];
  const writer: CatalogWriter = {
    write: async (catalog) => {
      calls.push(catalog);
      return { created: catalog.books.length, updated: 0 };
    },
    close: async () => undefined,
  };
  let time = 0;
  const code = await runSeedBulk({
    argv,
    today: '2025-11-22',
    io: {
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
      now: () => (time += 100),
    },
    openWriter: async () => writer,
  });
  return { code, calls, stdout: out.join(''), stderr: err.join('') };
};

describe('seed:bulk', () => {
  it('writes the books in batches, the tree and publishers with the first', async () => {
    const { code, calls, stdout, stderr } = await run(['--books', '25', '--batch', '10']);
    expect(code).toBe(0);
    expect(calls.map(({ books }) => books.length)).toEqual([10, 10, 5]);
    expect(calls[0]?.categories?.length).toBeGreaterThanOrEqual(12);
    expect(calls[0]?.publishers).toHaveLength(20);
    expect(calls[1]?.categories).toBeUndefined();
    expect(
      calls
        .flatMap(({ books }) => books)
        .map(({ recordReference }) => recordReference)
        .at(-1),
    ).toBe('bulk-000025');
    expect(stdout).toMatch(
      /^Seeded 25 books \(25 created, 0 updated\) in \d+\.\d s \([\d,]+ books\/s\)\.\n$/,
    );
    expect(stderr).toContain('Seeding 100% · 25 books');
  });

  it('prints usage on bad arguments', async () => {
    const { code, calls, stderr } = await run(['--books', 'lots']);
    expect(code).toBe(1);
    expect(calls).toEqual([]);
    expect(stderr).toMatch(
      /^--books must be a whole number.*\n\nUsage: npm run seed:bulk -- --books N/,
    );
  });
});
