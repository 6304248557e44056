import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { zipEntries } from '../../../test/book-file-helpers.js';
import { buildEpub, writeZip } from '../book-files/epub-build.js';
import { checkEpub } from '../book-files/epub-check.js';
import { type RandomAccess, stampEpub } from './epub-stamp.js';

const stamp = {
  name: 'Jane <Doe> & สมหญิง',
  orderNumber: 'NS0000000007',
  licenseId: '0b6a3f8e-9a1d-4a57-8f0e-7a4c2b9d1e33',
};

/** Random access over bytes, counting what was read (to prove the file is not read whole). */
const randomAccess = (bytes: Buffer): RandomAccess & { bytesRead: number } => {
  const file = {
    size: bytes.length,
    bytesRead: 0,
    async read(start: number, length: number) {
      file.bytesRead += length;
      return bytes.subarray(start, start + length);
    },
  };
  return file;
};

const book = (language: 'th' | 'en', paragraph = 'x'.repeat(200_000)) =>
  buildEpub({
    identifier: 'urn:nangsue:test-1',
    title: language === 'th' ? 'หนังสือทดสอบ' : 'Test book',
    language,
    creators: ['Author'],
    publisher: null,
    modified: '2026-01-01T00:00:00Z',
    copyright: ['© 2026 Author'],
    cover: null,
    chapters: [{ title: 'One', paragraphs: [paragraph] }],
  });

describe('stampEpub', () => {
  it('stamps the copyright page and the package, copies the rest as stored', async () => {
    const original = await book('th');
    const file = randomAccess(original);
    const stamped = await buffer(await stampEpub(file, stamp));
    expect(await checkEpub(stamped)).toEqual([]);
    const { entries, read } = await zipEntries(stamped);
    expect(entries[0]?.filename).toBe('mimetype');
    expect(entries[0]?.compressionMethod).toBe(0);
    const copyright = await read('EPUB/copyright.xhtml');
    expect(copyright).toContain('ลิขสิทธิ์ของ Jane &lt;Doe&gt; &amp; สมหญิง คำสั่งซื้อ NS0000000007');
    expect(copyright).toContain('Licensed to Jane &lt;Doe&gt; &amp; สมหญิง, order NS0000000007');
    expect(copyright.indexOf('lang="th"')).toBeLessThan(copyright.indexOf('lang="en"'));
    const opf = await read('EPUB/package.opf');
    expect(opf).toContain(
      `<dc:identifier id="nangsue-license">urn:uuid:${stamp.licenseId}</dc:identifier>`,
    );
    expect(opf).toContain('unique-identifier="pub-id"');
    // The chapters are copied as they were stored (same compressed size, same CRC).
    const before = await zipEntries(original);
    for (const entry of before.entries) {
      if (/opf|copyright/.test(entry.filename)) continue;
      const copy = entries.find((item) => item.filename === entry.filename);
      expect(copy?.compressedSize, entry.filename).toBe(entry.compressedSize);
      expect(copy?.crc32).toBe(entry.crc32);
    }
    expect(entries).toHaveLength(before.entries.length);
  });

  it('adds a licence page to a book without a copyright page', async () => {
    const original = await writeZip([
      { name: 'mimetype', data: Buffer.from('application/epub+zip'), store: true },
      {
        name: 'META-INF/container.xml',
        data: Buffer.from(
          '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OPS/book.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
        ),
      },
      {
        name: 'OPS/book.opf',
        data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:x:1</dc:identifier><dc:title>T</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta></metadata>
<manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine><itemref idref="c1"/></spine>
</package>`),
      },
      {
        name: 'OPS/nav.xhtml',
        data: Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>N</title></head><body><nav epub:type="toc"><ol><li><a href="c1.xhtml">One</a></li></ol></nav></body></html>',
        ),
      },
      {
        name: 'OPS/c1.xhtml',
        data: Buffer.from(
          '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>One</title></head><body><p>Text</p></body></html>',
        ),
      },
    ]);
    const stamped = await buffer(await stampEpub(randomAccess(original), stamp));
    expect(await checkEpub(stamped)).toEqual([]);
    const { read } = await zipEntries(stamped);
    const opf = await read('OPS/book.opf');
    expect(opf).toContain('href="license.xhtml"');
    expect(opf).toMatch(/<itemref idref="c1"\/>\s*<itemref idref="nangsue-license-page"\/>/);
    const page = await read('OPS/license.xhtml');
    expect(page.indexOf('lang="en"')).toBeLessThan(page.indexOf('lang="th" xml'));
    expect(page).toContain('Licensed to Jane');
  });

  it('reads the stored file by parts, not whole, before the first byte', async () => {
    const original = await book('en', randomBytes(400_000).toString('base64'));
    const file = randomAccess(original);
    const stream = await stampEpub(file, stamp);
    // Before streaming: the central directory and the small documents only.
    expect(file.bytesRead).toBeLessThan(original.length / 4);
    expect((await text(stream)).length).toBeGreaterThan(0);
  });
});
