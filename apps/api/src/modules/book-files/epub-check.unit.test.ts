import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { epubSample } from './book-samples.js';
import { composeChapters } from './book-text.js';
import { buildEpub, writeZip, type ZipFile } from './epub-build.js';
import { checkEpub, inspectEpub } from './epub-check.js';

const unzip = async (bytes: Uint8Array): Promise<ZipFile[]> => {
  const reader = new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false });
  const files: ZipFile[] = [];
  for (const entry of await reader.getEntries())
    if (!entry.directory)
      files.push({
        name: entry.filename,
        data: await entry.getData(new Uint8ArrayWriter()),
        store: entry.filename === 'mimetype',
      });
  await reader.close();
  return files;
};

const text = (file: ZipFile | undefined) => new TextDecoder().decode(file?.data);
const encode = (value: string) => new TextEncoder().encode(value);

/** The book's files with one changed (`undefined` removes it). */
const variant = async (
  files: ZipFile[],
  change: (files: ZipFile[]) => ZipFile[],
): Promise<Buffer> => writeZip(change(files.map((file) => ({ ...file }))));

const replaceIn = (name: string, from: string | RegExp, to: string) => (files: ZipFile[]) =>
  files.map((file) =>
    file.name === name ? { ...file, data: encode(text(file).replace(from, to)) } : file,
  );

describe('checkEpub (a structural EPUB 3 check)', () => {
  let valid: Buffer;
  let files: ZipFile[];

  beforeAll(async () => {
    valid = await buildEpub({
      identifier: 'urn:nangsue:check-1',
      title: 'น้ำใจของปู่',
      language: 'th',
      creators: ['ปู่สุ่ม'],
      publisher: 'สำนักพิมพ์ทดสอบ',
      modified: '2026-01-01T00:00:00Z',
      copyright: ['สงวนลิขสิทธิ์'],
      cover: {
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
        contentType: 'image/svg+xml',
      },
      chapters: composeChapters({ recordReference: 'check-1', language: 'th', description: '' }),
    });
    files = await unzip(valid);
  });

  it('passes a generated book, with xml:lang and lang on every page', async () => {
    expect(await checkEpub(valid, { requireLanguage: true })).toEqual([]);
    const nav = text(files.find((file) => file.name === 'EPUB/nav.xhtml'));
    expect(nav).toContain('epub:type="toc"');
    expect(nav).toContain('epub:type="landmarks"');
    expect(nav).toContain('epub:type="copyright-page" href="copyright.xhtml"');
  });

  it('fails without a navigation document, or with two tables of contents', async () => {
    const withoutNav = await variant(files, (all) =>
      replaceIn('EPUB/package.opf', ' properties="nav"', '')(all),
    );
    expect(await checkEpub(withoutNav)).toContainEqual(
      expect.stringContaining('0 items have the nav property'),
    );
    const twoTocs = await variant(
      files,
      replaceIn('EPUB/nav.xhtml', 'epub:type="landmarks"', 'epub:type="toc"'),
    );
    expect(await checkEpub(twoTocs)).toContainEqual(
      expect.stringContaining('2 nav elements with epub:type="toc"'),
    );
  });

  it('fails a compressed, misspelt or misplaced mimetype', async () => {
    const compressed = await variant(files, (all) =>
      all.map((file) => (file.name === 'mimetype' ? { ...file, store: false } : file)),
    );
    expect(await checkEpub(compressed)).toContainEqual(expect.stringContaining('compressed'));
    const misspelt = await variant(files, (all) =>
      all.map((file) =>
        file.name === 'mimetype' ? { ...file, data: encode('application/epub+zip\n') } : file,
      ),
    );
    expect(await checkEpub(misspelt)).toContainEqual(
      expect.stringContaining('mimetype is not exactly'),
    );
    const second = await variant(files, (all) => [all[1]!, all[0]!, ...all.slice(2)]);
    expect(await checkEpub(second)).toContainEqual(
      expect.stringContaining('first zip entry is "META-INF/container.xml"'),
    );
  });

  it('fails missing files, dangling ids, bad XML and missing metadata', async () => {
    const cases: Array<[(all: ZipFile[]) => ZipFile[], string]> = [
      [
        (all) => all.filter((file) => file.name !== 'EPUB/chapter-02.xhtml'),
        'href chapter-02.xhtml is not in the zip',
      ],
      [
        replaceIn('EPUB/package.opf', '<itemref idref="chapter-3"/>', '<itemref idref="nope"/>'),
        'spine itemref "nope"',
      ],
      [
        replaceIn('EPUB/chapter-01.xhtml', '</section>', '</div>'),
        'chapter-01.xhtml is not well-formed XML',
      ],
      [replaceIn('EPUB/package.opf', /<dc:title>[^<]*<\/dc:title>/, ''), 'no dc:title'],
      [
        replaceIn('EPUB/package.opf', 'unique-identifier="pub-id"', 'unique-identifier="other"'),
        'names no dc:identifier',
      ],
      [
        replaceIn('EPUB/package.opf', /<meta property="dcterms:modified">[^<]*<\/meta>/, ''),
        '0 dcterms:modified',
      ],
      [
        (all) => all.filter((file) => file.name !== 'META-INF/container.xml'),
        'no META-INF/container.xml',
      ],
      [
        replaceIn('EPUB/chapter-01.xhtml', ' xml:lang="th" lang="th"', ''),
        'html has no xml:lang and lang',
      ],
    ];
    for (const [change, problem] of cases) {
      const problems = await checkEpub(await variant(files, change), { requireLanguage: true });
      expect({ problem, found: problems.some((found) => found.includes(problem)) }).toEqual({
        problem,
        found: true,
      });
    }
    expect(await checkEpub(Buffer.from('not a zip at all, just some text here'))).toContainEqual(
      'not a zip file',
    );
  });

  it('makes a valid sample of the first chapter from a whole EPUB', async () => {
    const sample = await epubSample(valid);
    expect(await checkEpub(sample, { requireLanguage: true })).toEqual([]);
    const names = (await unzip(sample)).map((file) => file.name);
    expect(names[0]).toBe('mimetype');
    expect(names).toContain('EPUB/chapter-01.xhtml');
    expect(names).not.toContain('EPUB/chapter-02.xhtml');
    expect(names).toContain('EPUB/images/cover.svg');
  });

  it('warns about a Thai book without language on its pages or without a Thai font', async () => {
    // The generated book names Thai fonts and says its language on every page: no warning.
    expect(await inspectEpub(valid)).toEqual({ problems: [], warnings: [] });

    const pages = files.filter(
      (file) => file.name.endsWith('.xhtml') && text(file).includes('xml:lang'),
    );
    const withoutLanguage = await variant(files, (all) =>
      all.map((file) =>
        file.name.endsWith('.xhtml')
          ? { ...file, data: encode(text(file).replace(/ (xml:)?lang="th"/g, '')) }
          : file,
      ),
    );
    expect(await inspectEpub(withoutLanguage)).toEqual({
      problems: [],
      warnings: [{ code: 'language', documents: pages.length, total: pages.length }],
    });

    const withoutFont = await variant(
      files,
      replaceIn('EPUB/style.css', /font-family:[^;]*;/g, 'font-family: serif;'),
    );
    expect((await inspectEpub(withoutFont)).warnings).toEqual([{ code: 'font' }]);

    // An embedded font (any @font-face) is enough, even without a Thai name.
    const embedded = await variant(
      files,
      replaceIn(
        'EPUB/style.css',
        /font-family:[^;]*;/,
        'font-family: "House", serif; } @font-face { font-family: "House"; src: url(house.woff2);',
      ),
    );
    expect((await inspectEpub(embedded)).warnings).toEqual([]);

    // Declared English but written in Thai: still a Thai book.
    const declaredEnglish = await variant(files, (all) =>
      replaceIn(
        'EPUB/style.css',
        /font-family:[^;]*;/g,
        'font-family: serif;',
      )(
        replaceIn(
          'EPUB/package.opf',
          '<dc:language>th</dc:language>',
          '<dc:language>en</dc:language>',
        )(all),
      ),
    );
    expect((await inspectEpub(declaredEnglish)).warnings).toEqual([{ code: 'font' }]);
  });
});
