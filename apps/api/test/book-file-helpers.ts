import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TextWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import PDFDocumentKit from 'pdfkit';
import { collectPdf } from '../src/lib/thai-pdf.js';
import { buildEpub } from '../src/modules/book-files/epub-build.js';
import { buildPdf } from '../src/modules/book-files/pdf-build.js';

/**
 * Book files for tests that store or read them by hand: a small book's EPUB and PDF from the
 * store's own generators, a plain pdfkit PDF, and readers of what a test gets back (a zip's
 * entries, a PDF page's text as poppler reads it).
 */

/** The test book's chapters: a little Thai and English text. */
export const TEST_CHAPTERS = [
  { title: 'บทที่หนึ่ง', paragraphs: ['สวัสดีครับ นี่คือหนังสือทดสอบ', 'Hello, a test book.'] },
  { title: 'บทที่สอง', paragraphs: ['เนื้อเรื่องต่อ', 'More text.'] },
];

/** A small Thai book's EPUB and PDF, `identifier` in the EPUB's package. */
export const buildTestBookFiles = async (
  identifier: string,
): Promise<{ epub: Buffer; pdf: Buffer }> => {
  const book = {
    title: 'หนังสือทดสอบ',
    language: 'th' as const,
    creators: ['นักเขียน ทดสอบ'],
    publisher: null,
    copyright: ['© 2024 นักเขียน ทดสอบ'],
    chapters: TEST_CHAPTERS,
  };
  const epub = await buildEpub({
    ...book,
    identifier,
    modified: '2024-01-01T00:00:00Z',
    cover: null,
  });
  const pdf = await buildPdf({ ...book, date: new Date('2024-01-01T00:00:00Z') });
  return { epub, pdf };
};

/** A PDF made by pdfkit (classic cross-reference table): `pages` pages reading "Body of page N". */
export const pdfkitPdf = (pages: number): Promise<Buffer> => {
  const doc = new PDFDocumentKit({ size: 'A5', info: { Title: 'Test PDF' } });
  const bytes = collectPdf(doc);
  for (let page = 1; page <= pages; page += 1) {
    if (page > 1) doc.addPage();
    doc.fontSize(14).text(`Body of page ${page}`);
  }
  doc.end();
  return bytes;
};

/** The text of one page (1-based) as poppler's pdftotext reads it. */
export const pdfPageText = (bytes: Uint8Array, page: number): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'test-pdf-')), 'book.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), file, '-'], {
    encoding: 'utf8',
  });
};

/** A zip's entries, and `read(name)`: one entry's text (a missing entry throws). */
export const zipEntries = async (bytes: Uint8Array) => {
  const reader = new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false });
  const entries = await reader.getEntries();
  const read = async (name: string) => {
    const entry = entries.find((item) => item.filename === name);
    if (!entry || entry.directory) throw new Error(`${name} missing`);
    return entry.getData(new TextWriter());
  };
  return { entries, read };
};
