import { describe, expect, it } from 'vitest';
import { parseCatalogImportArgs, parseRedeemCreateArgs, parseSeedBulkArgs } from './cli-args.js';

describe('parseCatalogImportArgs', () => {
  it('takes one file', () => {
    expect(parseCatalogImportArgs(['books.xml'])).toEqual({
      kind: 'run',
      options: { file: 'books.xml' },
    });
  });

  it('asks for help or explains what is wrong', () => {
    expect(parseCatalogImportArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCatalogImportArgs(['-h'])).toEqual({ kind: 'help' });
    expect(parseCatalogImportArgs([])).toEqual({
      kind: 'error',
      message: 'Missing the ONIX file to import.',
    });
    expect(parseCatalogImportArgs(['a.xml', 'b.xml'])).toEqual({
      kind: 'error',
      message: 'Expected one file, got 2.',
    });
    expect(parseCatalogImportArgs(['--force', 'a.xml'])).toMatchObject({
      kind: 'error',
      message: expect.stringContaining("'--force'"),
    });
  });
});

describe('parseSeedBulkArgs', () => {
  it('reads the book count, seed and batch size', () => {
    expect(parseSeedBulkArgs(['--books', '100000'])).toEqual({
      kind: 'run',
      options: { books: 100000, seed: 1, batch: 1000 },
    });
    expect(parseSeedBulkArgs(['--books=1_000_000', '--seed', '7', '--batch', '500'])).toEqual({
      kind: 'run',
      options: { books: 1_000_000, seed: 7, batch: 500 },
    });
    expect(parseSeedBulkArgs(['--books', '1,000'])).toMatchObject({ options: { books: 1000 } });
  });

  it('refuses missing, non-numeric and out-of-range values', () => {
    expect(parseSeedBulkArgs([])).toEqual({ kind: 'error', message: 'Missing --books N.' });
    expect(parseSeedBulkArgs(['--books', 'many'])).toEqual({
      kind: 'error',
      message: '--books must be a whole number from 1 to 5,000,000, got "many".',
    });
    expect(parseSeedBulkArgs(['--books', '0'])).toMatchObject({ kind: 'error' });
    expect(parseSeedBulkArgs(['--books', '10', '--batch', '20000'])).toMatchObject({
      kind: 'error',
      message: expect.stringContaining('--batch'),
    });
    expect(parseSeedBulkArgs(['--books', '-5'])).toMatchObject({ kind: 'error' });
    expect(parseSeedBulkArgs(['--books', '10', 'extra'])).toEqual({
      kind: 'error',
      message: 'Unexpected argument "extra".',
    });
    expect(parseSeedBulkArgs(['--help'])).toEqual({ kind: 'help' });
  });
});

describe('parseRedeemCreateArgs', () => {
  it('reads a book or a coins grant, the count and the uses', () => {
    expect(parseRedeemCreateArgs(['--book', '12', '--count', '5'])).toEqual({
      kind: 'run',
      options: { grant: { kind: 'book', bookId: 12 }, count: 5, maxUses: 1 },
    });
    expect(parseRedeemCreateArgs(['--coins', '120.50', '--days', '30', '--uses', '100'])).toEqual({
      kind: 'run',
      options: {
        grant: { kind: 'coins', coinsSatang: 12_050, validDays: 30 },
        count: 1,
        maxUses: 100,
      },
    });
  });

  it('refuses both grants, neither, and amounts that are not money', () => {
    expect(parseRedeemCreateArgs(['--book', '1', '--coins', '5']).kind).toBe('error');
    expect(parseRedeemCreateArgs([]).kind).toBe('error');
    expect(parseRedeemCreateArgs(['--coins', '1.005']).kind).toBe('error');
    expect(parseRedeemCreateArgs(['--coins', '0']).kind).toBe('error');
    expect(parseRedeemCreateArgs(['--book', 'x']).kind).toBe('error');
    expect(parseRedeemCreateArgs(['-h'])).toEqual({ kind: 'help' });
  });
});
