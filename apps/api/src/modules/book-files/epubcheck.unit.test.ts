import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../../test/book-file-helpers.js';
import { createLocalFileStorage, type FileStorage } from '../../lib/file-storage.js';
import { pdfTailOf } from '../../lib/pdf-tail.js';
import { pdfStampUpdate, stampEpub, type Stamp } from '../downloads/index.js';
import type { BookFileFacts } from './book-files.repository.js';
import { type BookFileBytes, generateFilesOf, sampleOf } from './book-files.service.js';
import { writeZip } from './epub-build.js';

/**
 * The files the store makes pass the validators readers' tools use (docs/book-files.md): Debian's
 * epubcheck finds no error and no warning in demo EPUBs of three shapes, a demo sample, the
 * sample an import makes from a publisher's EPUB (links into what it leaves out) and a stamped
 * download; qpdf --check accepts a demo PDF, its sample and its stamped download. epubcheck is a
 * JVM: one JVM checks every EPUB (test/EpubCheckBatch.java), with the flags that cut its start.
 * Skipped where epubcheck or qpdf is missing, except in CI (CI=true), which installs them
 * (.ci/run).
 */

const run = promisify(execFile);
const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';
const BATCH = fileURLToPath(new URL('../../../test/EpubCheckBatch.java', import.meta.url));

const onPath = async (command: string): Promise<boolean> =>
  run('sh', ['-c', `command -v ${command}`]).then(
    () => true,
    () => false,
  );
const hasEpubcheck = existsSync(EPUBCHECK_JAR) && (await onPath('java'));
const hasQpdf = await onPath('qpdf');
if (process.env.CI && !(hasEpubcheck && hasQpdf))
  throw new Error(`CI needs Debian's epubcheck (${EPUBCHECK_JAR}, java) and qpdf`);

type EpubcheckMessage = {
  ID: string;
  severity: 'FATAL' | 'ERROR' | 'WARNING' | 'USAGE' | 'INFO' | 'SUPPRESSED';
  message: string;
  locations?: Array<{ path: string; line: number; column: number }>;
};

/** A message as epubcheck prints it: `ERROR(RSC-011) EPUB/nav.xhtml:27:41 Found a reference…`. */
const line = (message: EpubcheckMessage): string =>
  `${message.severity}(${message.ID}) ${(message.locations ?? [])
    .map((at) => `${at.path}:${at.line}:${at.column}`)
    .join(', ')} ${message.message}`;

/** What must not be there: fatal errors, errors and warnings (usage notes are advice). */
const problems = (messages: EpubcheckMessage[]): string[] =>
  messages.filter((m) => ['FATAL', 'ERROR', 'WARNING'].includes(m.severity)).map(line);

const stamp: Stamp = {
  name: 'สมหญิง <Jane> & Doe',
  orderNumber: 'NS0000000042',
  licenseId: '0b6a3f8e-9a1d-4a57-8f0e-7a4c2b9d1e33',
};

/** A book's facts as the catalogue gives them to the demo store's generator. */
const facts = (bookId: number, overrides: Partial<BookFileFacts>): BookFileFacts => ({
  bookId,
  recordReference: `demo-${bookId}`,
  nameTh: 'บ้านริมน้ำ',
  nameEn: 'The house by the water',
  textLanguage: 'th',
  fullDescriptionTh: 'เรื่องของบ้านหลังหนึ่งริมแม่น้ำ',
  fullDescriptionEn: 'The story of a house by the river.',
  isbn: null,
  eIsbn: null,
  coverKey: null,
  authors: [{ th: 'นักเขียน ทดสอบ', en: 'Test Writer' }],
  publisher: { th: 'สำนักพิมพ์ทดลองอ่าน', en: 'Try Read Press' },
  series: null,
  seriesVolume: null,
  formats: ['EPUB'],
  ...overrides,
});

const only = (files: BookFileBytes[], format: 'EPUB' | 'PDF'): BookFileBytes => {
  const file = files.find((item) => item.format === format);
  if (!file?.sample) throw new Error(`no ${format} with a sample`);
  return file;
};

/**
 * An EPUB as publishers make them, to sample as an import does: a contents page in the spine
 * linking to every chapter, chapters linking to the next and to their note, notes out of the
 * linear order, an NCX with a part holding two chapters, a guide.
 */
const publisherEpub = (): Promise<Buffer> => {
  const chapters = Array.from({ length: 8 }, (_, index) => index + 1);
  const page = (title: string, body: string) =>
    Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="th" lang="th">
<head><meta charset="UTF-8"/><title>${title}</title><link rel="stylesheet" type="text/css" href="../Styles/book.css"/></head>
<body>${body}</body>
</html>`);
  const navPoint = (n: number) =>
    `<navPoint id="p${n}" playOrder="${n}"><navLabel><text>บทที่ ${n}</text></navLabel><content src="Text/c${n}.xhtml"/></navPoint>`;
  const text = 'ทุกเช้าปู่จะตื่นก่อนไก่ขัน แล้วเดินลงไปตักน้ำที่ท่าน้ำหน้าบ้าน '.repeat(60);
  return writeZip([
    { name: 'mimetype', data: Buffer.from('application/epub+zip'), store: true },
    {
      name: 'META-INF/container.xml',
      data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>`),
    },
    {
      name: 'OEBPS/content.opf',
      data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:isbn:9786160000021</dc:identifier><dc:title>ปู่กับแม่น้ำ</dc:title><dc:language>th</dc:language><meta property="dcterms:modified">2024-01-01T00:00:00Z</meta></metadata>
<manifest>
<item id="nav" href="Text/nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
<item id="css" href="Styles/book.css" media-type="text/css"/>
<item id="contents" href="Text/contents.xhtml" media-type="application/xhtml+xml"/>
${chapters.map((n) => `<item id="c${n}" href="Text/c${n}.xhtml" media-type="application/xhtml+xml"/>`).join('\n')}
<item id="notes" href="Text/notes.xhtml" media-type="application/xhtml+xml"/>
</manifest>
<spine toc="ncx"><itemref idref="contents"/>${chapters.map((n) => `<itemref idref="c${n}"/>`).join('')}<itemref idref="notes" linear="no"/></spine>
<guide><reference type="toc" title="สารบัญ" href="Text/contents.xhtml"/><reference type="notes" title="หมายเหตุ" href="Text/notes.xhtml"/></guide>
</package>`),
    },
    {
      name: 'OEBPS/toc.ncx',
      data: Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><head><meta name="dtb:uid" content="urn:isbn:9786160000021"/></head><docTitle><text>ปู่กับแม่น้ำ</text></docTitle>
<navMap><navPoint id="part" playOrder="1"><navLabel><text>ภาคหนึ่ง</text></navLabel><content src="Text/c1.xhtml"/>${navPoint(1)}${navPoint(2)}</navPoint>${chapters
        .slice(2)
        .map((n) => navPoint(n))
        .join('')}</navMap></ncx>`),
    },
    { name: 'OEBPS/Styles/book.css', data: Buffer.from('p { text-indent: 1.5em; }') },
    {
      name: 'OEBPS/Text/nav.xhtml',
      data: page(
        'สารบัญ',
        `<nav epub:type="toc" id="toc"><ol>${chapters.map((n) => `<li><a href="c${n}.xhtml">บทที่ ${n}</a></li>`).join('')}</ol></nav>
<nav epub:type="landmarks" hidden="hidden"><ol><li><a epub:type="toc" href="contents.xhtml">สารบัญ</a></li><li><a epub:type="bodymatter" href="c1.xhtml">เริ่มอ่าน</a></li></ol></nav>`,
      ),
    },
    {
      name: 'OEBPS/Text/contents.xhtml',
      data: page(
        'สารบัญ',
        `<h1>สารบัญ</h1>${chapters.map((n) => `<p><a href="c${n}.xhtml#top">บทที่ ${n}</a></p>`).join('')}`,
      ),
    },
    ...chapters.map((n) => ({
      name: `OEBPS/Text/c${n}.xhtml`,
      data: page(
        `บทที่ ${n}`,
        `<h2 id="top">บทที่ ${n}</h2><p>${text}<a epub:type="noteref" href="notes.xhtml#n${n}">${n}</a></p><p><a href="c${(n % chapters.length) + 1}.xhtml">ต่อไป</a></p>`,
      ),
    })),
    {
      name: 'OEBPS/Text/notes.xhtml',
      data: page(
        'หมายเหตุ',
        chapters
          .map((n) => `<aside epub:type="footnote" id="n${n}"><p>หมายเหตุ ${n}</p></aside>`)
          .join(''),
      ),
    },
  ]);
};

/** The stamped download of a stored file, as downloads.service.ts makes it. */
const stampedEpub = async (storage: FileStorage, key: string): Promise<Buffer> => {
  const size = (await storage.size(key)) ?? 0;
  return buffer(
    await stampEpub({ size, read: (start, length) => storage.read(key, start, length) }, stamp),
  );
};

describe.skipIf(!hasEpubcheck || !hasQpdf)(
  'epubcheck and qpdf accept the files the store makes',
  () => {
    let dir = '';
    const reports = new Map<string, EpubcheckMessage[]>();
    const pdfs = new Map<string, Buffer>();
    let publisherSample: Buffer = Buffer.alloc(0);

    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'nangsue-epubcheck-'));
      const storage = createLocalFileStorage(path.join(dir, 'storage'));
      // Covers staff upload are stored as WebP (lib/picture.ts); the demo's are drawn (SVG).
      await storage.put(
        'covers/webp-cover.webp',
        await sharp({ create: { width: 60, height: 90, channels: 4, background: '#336699cc' } })
          .webp()
          .toBuffer(),
      );
      await storage.put(
        'covers/png-cover.png',
        await sharp({ create: { width: 60, height: 90, channels: 3, background: '#993366' } })
          .png()
          .toBuffer(),
      );

      // Three shapes: Thai with the drawn cover, a series and an ISBN, and its PDF; English with an
      // uploaded (WebP) cover; Thai with a PNG cover, two authors and no publisher.
      const thai = await generateFilesOf(
        storage,
        facts(1, {
          isbn: '9786160000014',
          series: { th: 'บ้านริมน้ำ', en: 'By the water' },
          seriesVolume: 2,
          formats: ['EPUB', 'PDF'],
        }),
      );
      const english = await generateFilesOf(
        storage,
        facts(2, { textLanguage: 'en', coverKey: 'covers/webp-cover.webp' }),
      );
      const plain = await generateFilesOf(
        storage,
        facts(3, {
          coverKey: 'covers/png-cover.png',
          authors: [
            { th: 'ก. ไก่', en: 'K. Kai' },
            { th: 'ข. ไข่', en: 'K. Khai' },
          ],
          publisher: null,
        }),
      );
      const thaiEpub = only(thai, 'EPUB');
      const publisher = await publisherEpub();
      await storage.put('books/thai.epub', thaiEpub.data);

      // The old fault, for the check's own sake: the navigation document out of the spine (the Thai
      // book's entries are all text, its cover drawn in SVG).
      const { entries, read } = await zipEntries(thaiEpub.data);
      const withoutNav = await writeZip(
        await Promise.all(
          entries.map(async ({ filename }) => {
            const text = await read(filename);
            return {
              name: filename,
              store: filename === 'mimetype',
              data: Buffer.from(
                filename === 'EPUB/package.opf'
                  ? text.replace(/<itemref idref="nav"[^>]*\/>/, '')
                  : text,
              ),
            };
          }),
        ),
      );

      const epubs: Record<string, Buffer> = {
        'thai.epub': thaiEpub.data,
        'english.epub': only(english, 'EPUB').data,
        'plain.epub': only(plain, 'EPUB').data,
        'thai-sample.epub': thaiEpub.sample as Buffer,
        'publisher.epub': publisher,
        'publisher-sample.epub': (publisherSample = await sampleOf('EPUB', publisher)),
        'thai-stamped.epub': await stampedEpub(storage, 'books/thai.epub'),
        'nav-out-of-spine.epub': withoutNav,
      };
      for (const [name, data] of Object.entries(epubs)) await writeFile(path.join(dir, name), data);
      const names = Object.keys(epubs).map((name) => path.join(dir, name));
      await run(
        'java',
        [
          // A short run: the client compiler only, the serial collector, the JDK's shared classes.
          '-XX:TieredStopAtLevel=1',
          '-XX:+UseSerialGC',
          '-Xshare:auto',
          '-Duser.language=en',
          '-cp',
          EPUBCHECK_JAR,
          BATCH,
          ...names,
        ],
        { cwd: dir, maxBuffer: 16 * 1024 * 1024 },
      );
      for (const name of Object.keys(epubs)) {
        const report = JSON.parse(await readFile(path.join(dir, `${name}.json`), 'utf8')) as {
          messages: EpubcheckMessage[];
        };
        reports.set(name, report.messages);
      }

      const thaiPdf = only(thai, 'PDF');
      pdfs.set('thai.pdf', thaiPdf.data);
      pdfs.set('thai-sample.pdf', thaiPdf.sample as Buffer);
      pdfs.set(
        'thai-stamped.pdf',
        Buffer.concat([thaiPdf.data, pdfStampUpdate(pdfTailOf(thaiPdf.data), stamp)]),
      );
    }, 300_000);

    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it.each([
      'thai.epub',
      'english.epub',
      'plain.epub',
      'thai-sample.epub',
      'publisher.epub',
      'publisher-sample.epub',
      'thai-stamped.epub',
    ])('epubcheck: %s has no error and no warning', (name) => {
      expect(problems(reports.get(name) ?? [])).toEqual([]);
    });

    it('epubcheck reports the fault this fixed (the navigation document out of the spine)', () => {
      expect(problems(reports.get('nav-out-of-spine.epub') ?? [])).toEqual([
        expect.stringMatching(/^ERROR\(RSC-011\) EPUB\/nav\.xhtml:/),
      ]);
    });

    it("a publisher's sample keeps the text of links into what it leaves out, not the links", async () => {
      const { entries, read } = await zipEntries(publisherSample);
      expect(
        entries.map((entry) => entry.filename).filter((name) => name.endsWith('.xhtml')),
      ).toEqual(['OEBPS/Text/nav.xhtml', 'OEBPS/Text/contents.xhtml', 'OEBPS/Text/c1.xhtml']);
      const contents = await read('OEBPS/Text/contents.xhtml');
      expect(contents).toContain('<a href="c1.xhtml#top">บทที่ 1</a>');
      expect(contents).toContain('<a>บทที่ 2</a>');
      expect(await read('OEBPS/Text/c1.xhtml')).toContain('<a epub:type="noteref">1</a>');
      const ncx = await read('OEBPS/toc.ncx');
      expect([...ncx.matchAll(/<content src="([^"]+)"/g)].map((match) => match[1])).toEqual([
        'Text/c1.xhtml',
        'Text/c1.xhtml',
      ]);
      expect(await read('OEBPS/content.opf')).not.toContain('notes.xhtml');
    });

    it.each(['thai.pdf', 'thai-sample.pdf', 'thai-stamped.pdf'])(
      'qpdf --check: %s has no error and no warning',
      async (name) => {
        const file = path.join(dir, name);
        await writeFile(file, pdfs.get(name) as Buffer);
        // qpdf answers 2 for errors and 3 for warnings: either rejects here with its output.
        const { stdout } = await run('qpdf', ['--check', file]);
        expect(stdout).toContain('No syntax or stream encoding errors found');
      },
    );
  },
);
