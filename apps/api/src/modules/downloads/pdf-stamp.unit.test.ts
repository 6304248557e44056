import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFString, degrees } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfkitPdf, pdfPageText } from '../../../test/book-file-helpers.js';
import { pdfStampUpdate } from './pdf-stamp.js';
import { pdfTailOf } from '../../lib/pdf-tail.js';

const stamp = {
  name: 'สมชาย ใจดี',
  orderNumber: 'NS0000000042',
  licenseId: '6f1c1f0e-0a53-4c1e-9a52-1f0d3c1b2a77',
};

const check = async (original: Uint8Array, pages: number) => {
  const tail = pdfTailOf(original);
  const update = pdfStampUpdate(tail, stamp);
  const stamped = Buffer.concat([original, update]);
  // The original bytes are unchanged: the stamp is appended.
  expect(stamped.subarray(0, original.length).equals(Buffer.from(original))).toBe(true);
  const parsed = await PDFDocument.load(stamped, { updateMetadata: false });
  expect(parsed.getPageCount()).toBe(pages);
  const info = parsed.context.lookup(parsed.context.trailerInfo.Info, PDFDict);
  const license = info.get(PDFName.of('NangsueLicense'));
  expect(license).toBeInstanceOf(PDFString);
  expect((license as PDFString).decodeText()).toBe(`urn:uuid:${stamp.licenseId}`);
  const last = pdfPageText(stamped, pages);
  expect(last).toContain('Licensed to สมชาย ใจดี, order NS0000000042');
  expect(last).toContain('ลิขสิทธิ์ของ สมชาย ใจดี คำสั่งซื้อ NS0000000042');
  expect(last).toContain(`Body of page ${pages}`.slice(0, 4));
  if (pages > 1) expect(pdfPageText(stamped, 1)).not.toContain('Licensed to');
  // pdfinfo reads the update's cross-reference without repairing the file.
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'stamp-')), 'book.pdf');
  writeFileSync(file, stamped);
  const errors = execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: 'pipe' });
  expect(errors).toContain(`Pages:`);
  return { stamped, update };
};

describe('pdfStampUpdate', () => {
  it('stamps the last page of a pdfkit PDF (cross-reference table)', async () => {
    const { update } = await check(await pdfkitPdf(3), 3);
    expect(update.length).toBeLessThan(40_000);
  });

  it('stamps a PDF with cross-reference streams and a rotated last page', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([300, 400]).drawText('Body of page 1');
    const page = doc.addPage([500, 300]);
    page.setRotation(degrees(90));
    page.drawText('Body of page 2');
    const bytes = await doc.save({ useObjectStreams: true });
    await check(bytes, 2);
  });

  it('stamps a PDF already updated once (a second stamp over the first file)', async () => {
    const first = Buffer.concat([
      await pdfkitPdf(1),
      pdfStampUpdate(pdfTailOf(await pdfkitPdf(1)), stamp),
    ]);
    await check(first, 1);
  });
});
