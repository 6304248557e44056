import { PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfkitPdf } from '../../test/book-file-helpers.js';
import { pdfTailOf } from './pdf-tail.js';

describe('pdfTailOf', () => {
  it('reads the trailer and the last page of a pdfkit PDF', async () => {
    const bytes = await pdfkitPdf(3);
    const tail = pdfTailOf(bytes);
    const parsed = await PDFDocument.load(bytes);
    const last = parsed.getPages().at(-1)!;
    expect(tail.byteLength).toBe(bytes.length);
    expect(tail.xrefStream).toBe(false);
    expect(tail.pageCount).toBe(3);
    expect(tail.size).toBe(parsed.context.largestObjectNumber + 1);
    expect(tail.root).toBe(parsed.context.trailerInfo.Root?.toString());
    expect(tail.lastPage.objectNumber).toBe(last.ref.objectNumber);
    expect(tail.lastPage.box).toEqual([0, 0, 419.53, 595.28]);
    expect(tail.lastPage.rotate).toBe(0);
    expect(tail.lastPage.contents).toHaveLength(1);
    expect(tail.lastPage.fonts).toMatch(/^\/F\d+ \d+ 0 R/);
    expect(tail.lastPage.entries).toContain('/Type /Page');
    expect(tail.lastPage.entries).not.toContain('/Contents');
    expect(tail.infoEntries).toContain('/Title');
    expect(tail.id?.[0]).toMatch(/^<[0-9a-f]{32}>$/);
    const text = bytes.toString('latin1');
    expect(tail.prev).toBe(Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]));
  });

  it('reads a PDF with object and cross-reference streams (pdf-lib), inherited resources', async () => {
    const doc = await PDFDocument.create();
    doc.setTitle('Streams');
    doc.addPage([300, 400]);
    const page = doc.addPage([500, 600]);
    page.drawText('last page');
    // The resources move up to the page tree: the tail must still find them.
    const resources = PDFName.of('Resources');
    doc.catalog.Pages().set(resources, page.node.get(resources)!);
    page.node.delete(resources);
    const bytes = await doc.save({ useObjectStreams: true });
    const tail = pdfTailOf(bytes);
    expect(tail.xrefStream).toBe(true);
    expect(tail.pageCount).toBe(2);
    expect(tail.lastPage.objectNumber).toBe(page.ref.objectNumber);
    expect(tail.lastPage.box).toEqual([0, 0, 500, 600]);
    expect(tail.lastPage.fonts).toMatch(/^\/\S+ \d+ 0 R/);
    expect(tail.id).toBeNull();
    expect(tail.infoEntries).toContain('/Title');
    const trailerSize = /\/Size (\d+)/.exec(Buffer.from(bytes).toString('latin1').slice(tail.prev));
    expect(tail.size).toBe(Number(trailerSize?.[1]));
  });

  it('refuses what is not a PDF', () => {
    expect(() => pdfTailOf(Buffer.from('not a pdf'))).toThrow();
  });
});
