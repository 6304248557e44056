import { catalogWriterDeps } from '../../catalog-writer.js';
import { sql } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { seedDatabase } from '../../seeds.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { isPdfTail } from '../../lib/pdf-tail.js';
import {
  findBookFiles,
  findBooksWithoutFiles,
  type BookFile,
  type BookFileFacts,
} from './book-files.repository.js';
import {
  DEMO_REFERENCE_PREFIX,
  generateFilesOf,
  generateMissingBookFiles,
} from './book-files.service.js';
import { checkEpub } from './epub-check.js';

/** The fonts a PDF embeds (FontFile2 of each descendant font), by base font name. */
const embeddedFonts = (pdf: PDFDocument): string[] => {
  const names = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    if (object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    if (object.get(PDFName.of('FontFile2')) instanceof PDFRef)
      names.add(String(object.get(PDFName.of('FontName'))));
  }
  return [...names];
};

/**
 * What changes the shape of a generated book (its language, a stored or a drawn cover, a series,
 * an ISBN, a publisher, how many authors, the announced formats): one demo book of each
 * combination stands for the others, which differ only in their seeded text.
 */
const shapeOf = (facts: BookFileFacts): string =>
  JSON.stringify([
    facts.textLanguage,
    facts.coverKey !== null,
    facts.series !== null && facts.seriesVolume !== null,
    (facts.eIsbn ?? facts.isbn) !== null,
    facts.publisher !== null,
    Math.min(facts.authors.length, 2),
    facts.formats,
  ]);

/** Text a writer must escape in XML: quotes in names (titles, people, publishers, series), `&<>`. */
const needsEscaping = (facts: BookFileFacts): boolean =>
  /[&<>"']/.test(
    [facts.nameTh, facts.nameEn, ...[...facts.authors, facts.publisher, facts.series]]
      .flatMap((named) =>
        named === null ? [] : typeof named === 'string' ? [named] : [named.th, named.en],
      )
      .join('\n'),
  ) || /[&<>]/.test(`${facts.fullDescriptionTh}\n${facts.fullDescriptionEn}`);

describe('the demo store’s book files', () => {
  let app: TestApp;
  let files: BookFile[] = [];
  let books: Array<{ id: number; record_reference: string; has_sample: boolean; kind: string }> =
    [];
  let demoBooks = 0;
  let generationMs = 0;

  /** Books that got their PDF too (a PDF and its sample take a few hundred ms; the EPUBs are all). */
  let withPdf: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    const deps = catalogWriterDeps({ db: app.database.db, storage: app.storage, cache: app.cache });
    await seedDatabase(deps);
    // Every shape of demo book once, and every book whose text needs escaping: writing all 345
    // EPUBs and checking them took half a minute of the suite's two cores for the same paths.
    const all = await findBooksWithoutFiles(app.database.db, {
      referencePrefix: DEMO_REFERENCE_PREFIX,
      limit: 10_000,
    });
    demoBooks = all.length;
    const chosen = new Map<string, number>();
    for (const facts of all)
      if (!chosen.has(shapeOf(facts))) chosen.set(shapeOf(facts), facts.bookId);
    const ids = new Set([
      ...chosen.values(),
      ...all.filter(needsEscaping).map((facts) => facts.bookId),
    ]);
    const started = performance.now();
    await generateMissingBookFiles(deps, { bookIds: [...ids], withoutPdf: true });
    generationMs = performance.now() - started;
    books = await executeRows(
      app.database.db,
      sql`select b.id, b.record_reference, b.has_sample, coalesce(d.doc->>'formats', '') as kind
          from books b left join book_details d on d.book_id = b.id
          where b.id in ${sql.raw(`(${[...ids].join(',')})`)} order by b.id`,
    );
    // The PDFs of every third chosen book that announces one (Thai and English, text and comics),
    // in the second pass the API's background run makes after all EPUBs.
    withPdf = books
      .filter((book) => book.kind.includes('PDF'))
      .filter((_, index) => index % 3 === 0)
      .map((book) => book.id);
    await generateMissingBookFiles(deps, { bookIds: withPdf, missingPdfOnly: true });
    files = (
      await Promise.all(books.map((book) => findBookFiles(app.database.db, book.id)))
    ).flat();
  }, 600_000);

  afterAll(async () => {
    await app.close();
  });

  it('gives each chosen demo book an EPUB with a sample, and a PDF to those the catalogue announces', async () => {
    process.stdout.write(
      `demo book files: ${books.length} of ${demoBooks} books in ${Math.round(generationMs)} ms\n`,
    );
    expect(demoBooks).toBeGreaterThan(300);
    // Both languages, stored and drawn covers, with and without series, ISBN and PDF.
    expect(books.length).toBeGreaterThan(15);
    // Only the books asked for: the others are still waiting for theirs.
    expect(
      await findBooksWithoutFiles(app.database.db, {
        referencePrefix: DEMO_REFERENCE_PREFIX,
        limit: 10_000,
      }),
    ).toHaveLength(demoBooks - books.length);
    for (const book of books) {
      const own = files.filter((file) => file.bookId === book.id);
      expect(own.find((file) => file.format === 'EPUB')?.storageKey).toMatch(
        /^books\/[0-9a-f]{64}\.epub$/,
      );
      expect(book.has_sample).toBe(true);
      expect(JSON.parse(book.kind)).toEqual(own.map((file) => file.format));
    }
    const pdfs = files.filter((file) => file.format === 'PDF' && file.storageKey);
    expect(pdfs.map((file) => file.bookId)).toEqual(withPdf);
    expect(withPdf.length).toBeGreaterThan(3);
    expect(pdfs.every((file) => file.storageKey?.endsWith('.pdf') && isPdfTail(file.pdfTail))).toBe(
      true,
    );
  });

  it('stores what the rows say: size and SHA-256 of each file, the sample’s size', async () => {
    const { createHash } = await import('node:crypto');
    for (const file of files.filter((row) => row.storageKey)) {
      const stored = await app.storage.get(file.storageKey!);
      expect(stored?.data.length).toBe(file.sizeBytes);
      expect(createHash('sha256').update(stored!.data).digest('hex')).toBe(file.sha256);
      expect(await app.storage.size(file.sampleKey!)).toBe(file.sampleSizeBytes);
      expect(file.sampleSizeBytes!).toBeLessThan(file.sizeBytes);
    }
  });

  it('passes the EPUB check: every book and every sample, with xml:lang on every page', async () => {
    for (const file of files.filter((row) => row.format === 'EPUB')) {
      for (const key of [file.storageKey!, file.sampleKey!]) {
        const stored = await app.storage.get(key);
        expect({ key, problems: await checkEpub(stored!.data, { requireLanguage: true }) }).toEqual(
          {
            key,
            problems: [],
          },
        );
      }
    }
  }, 120_000);

  it('writes PDFs that parse, with their pages and the Thai font embedded', async () => {
    for (const file of files.filter((row) => row.format === 'PDF' && row.storageKey)) {
      const whole = await PDFDocument.load((await app.storage.get(file.storageKey!))!.data);
      const sample = await PDFDocument.load((await app.storage.get(file.sampleKey!))!.data);
      expect(whole.getPageCount()).toBeGreaterThan(sample.getPageCount());
      expect(sample.getPageCount()).toBeGreaterThanOrEqual(3);
      expect((file.pdfTail as { pageCount: number }).pageCount).toBe(whole.getPageCount());
      expect(embeddedFonts(whole).some((name) => name.includes('NotoSansThai'))).toBe(true);
    }
  }, 120_000);

  it('is deterministic and done once: the same bytes again, nothing left to generate', async () => {
    const [facts] = await findBooksWithoutFiles(app.database.db, {
      bookIds: [withPdf[0]!],
      limit: 1,
    }).then(async (none) => {
      expect(none).toEqual([]);
      await app.database.db.execute(
        sql`update book_files set storage_key = null where book_id = ${withPdf[0]!} and format = 'EPUB'`,
      );
      return findBooksWithoutFiles(app.database.db, { bookIds: [withPdf[0]!], limit: 1 });
    });
    const again = await generateFilesOf(app.storage, facts!);
    const before = files.filter((file) => file.bookId === withPdf[0]!);
    for (const file of again) {
      const { createHash } = await import('node:crypto');
      expect(createHash('sha256').update(file.data).digest('hex')).toBe(
        before.find((row) => row.format === file.format)?.sha256,
      );
    }
    const chosen = { bookIds: books.map((book) => book.id) };
    const deps = catalogWriterDeps({ db: app.database.db, storage: app.storage });
    expect(await generateMissingBookFiles(deps, chosen)).toBe(1);
    expect(await generateMissingBookFiles(deps, chosen)).toBe(0);
  });

  it('never serves a book file or a sample on the public /files/ route', async () => {
    const file = files.find((row) => row.format === 'PDF' && row.storageKey)!;
    await app.storage.put(
      'covers/public-picture.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    await app.storage.put('covers/smuggled.epub', Buffer.from('PK'));
    expect((await app.inject({ url: '/files/covers/public-picture.svg' })).statusCode).toBe(200);
    for (const key of [
      file.storageKey!,
      file.sampleKey!,
      files.find((row) => row.format === 'EPUB')!.storageKey!,
      'covers/smuggled.epub',
      file.storageKey!.toUpperCase(),
    ]) {
      const response = await app.inject({ url: `/files/${key}` });
      expect({ key, status: response.statusCode }).toEqual({ key, status: 404 });
    }
  });
});
