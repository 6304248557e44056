import { Uint8ArrayReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import sharp from 'sharp';
import { escapeXml } from '../../lib/xml.js';
import type { BookChapter } from './book-text.js';

/**
 * Writes an EPUB 3 (docs/book-files.md): `mimetype` first and stored, `META-INF/container.xml`,
 * `EPUB/package.opf`, a navigation document with `toc` and `landmarks` (last in the spine, not
 * linear: its own `toc` landmark links to it), the cover picture (a WebP one as JPEG) and a cover
 * page, a title page, `EPUB/copyright.xhtml` (where the download watermark adds its line, in
 * `<div id="license">`) and one XHTML file per chapter, each with `xml:lang` and `lang`. epubcheck
 * finds no error and no warning in it, its sample or its stamped download (epubcheck.unit.test.ts).
 * Deterministic: every zip entry carries the same fixed date and no extra fields, so the same
 * input gives the same bytes.
 */

export type EpubCover = {
  data: Buffer;
  contentType: 'image/svg+xml' | 'image/jpeg' | 'image/png' | 'image/webp';
};

export type EpubInput = {
  /** `urn:isbn:…` or `urn:nangsue:<reference>`: the package's unique identifier. */
  identifier: string;
  title: string;
  language: 'th' | 'en';
  creators: string[];
  publisher: string | null;
  /** dcterms:modified, `YYYY-MM-DDThh:mm:ssZ`; fixed per book so the bytes never change. */
  modified: string;
  /** Lines of the copyright page (rights, edition, ISBN). */
  copyright: string[];
  cover: EpubCover | null;
  chapters: BookChapter[];
  /** A sample: says so on the title page and in the package's description. */
  isSample?: boolean;
};

/** The fixed date of every zip entry (DOS dates start in 1980). */
const ZIP_DATE = new Date(Date.UTC(2020, 0, 1, 0, 0, 0));

/** The cover as the book holds it: SVG, JPEG or PNG (a WebP one is turned into JPEG). */
type BookCover = { data: Buffer; contentType: Exclude<EpubCover['contentType'], 'image/webp'> };

const COVER_FILE: Record<BookCover['contentType'], string> = {
  'image/svg+xml': 'images/cover.svg',
  'image/jpeg': 'images/cover.jpg',
  'image/png': 'images/cover.png',
};

/**
 * WebP (how the store keeps the covers staff upload) is a core media type of EPUB 3.3 only: EPUB
 * 3.2, which epubcheck 4 checks and many reading systems follow, asks a fallback for it (MED-003,
 * OPF-012). The book gets the cover as JPEG instead, on white where the picture is transparent.
 */
const coverOfBook = async (cover: EpubCover | null): Promise<BookCover | null> => {
  if (!cover) return null;
  const { data, contentType } = cover;
  if (contentType !== 'image/webp') return { data, contentType };
  const jpeg = await sharp(data)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { data: jpeg, contentType: 'image/jpeg' };
};

const LABELS = {
  th: {
    contents: 'สารบัญ',
    landmarks: 'ส่วนสำคัญของหนังสือ',
    cover: 'ปก',
    titlePage: 'หน้าชื่อเรื่อง',
    copyright: 'ลิขสิทธิ์',
    begin: 'เริ่มอ่าน',
    by: 'เขียนโดย',
    sample: 'ตัวอย่างหนังสือ: บทแรก',
  },
  en: {
    contents: 'Contents',
    landmarks: 'Landmarks',
    cover: 'Cover',
    titlePage: 'Title page',
    copyright: 'Copyright',
    begin: 'Start reading',
    by: 'by',
    sample: 'Sample: the first chapter',
  },
} as const;

const CSS = `html { -epub-hyphens: none; }
body { margin: 0 5%; line-height: 1.75; font-family: "Noto Sans Thai", "Sarabun", "Thonburi", sans-serif; }
h1, h2 { line-height: 1.4; font-weight: 700; }
h1 { font-size: 1.6em; margin: 2em 0 0.6em; }
h2 { font-size: 1.3em; margin: 1.5em 0 1em; }
p { margin: 0 0 0.9em; text-indent: 1.5em; }
p.center, .center { text-align: center; text-indent: 0; }
.cover { margin: 0; padding: 0; text-align: center; }
.cover img { max-width: 100%; max-height: 100vh; }
.copyright p { text-indent: 0; font-size: 0.9em; }
#license { margin-top: 2em; font-size: 0.9em; }
`;

const xhtml = (
  language: string,
  title: string,
  body: string,
  options: { bodyType?: string; extraHead?: string } = {},
): string => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${language}" lang="${language}">
<head>
<meta charset="UTF-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>${options.extraHead ?? ''}
</head>
<body${options.bodyType ? ` epub:type="${options.bodyType}"` : ''}>
${body}
</body>
</html>
`;

const chapterFile = (index: number) => `chapter-${String(index + 1).padStart(2, '0')}.xhtml`;

type Item = { id: string; href: string; mediaType: string; properties?: string; data: Buffer };

/** A spine entry: a linear one is read in order; a non-linear one is opened by a link. */
type SpineItem = { id: string; linear: boolean };

/** The files of the book under `EPUB/`, in spine order first. */
const bookItems = (
  input: EpubInput,
  cover: BookCover | null,
): { items: Item[]; spine: SpineItem[] } => {
  const labels = LABELS[input.language];
  const lang = input.language;
  const text = (value: string) => Buffer.from(value, 'utf8');
  const items: Item[] = [];
  const spine: SpineItem[] = [];
  const page = (item: Omit<Item, 'mediaType'>) => {
    items.push({ ...item, mediaType: 'application/xhtml+xml' });
    spine.push({ id: item.id, linear: true });
  };

  if (cover) {
    const href = COVER_FILE[cover.contentType];
    items.push({
      id: 'cover-image',
      href,
      mediaType: cover.contentType,
      properties: 'cover-image',
      data: cover.data,
    });
    page({
      id: 'cover',
      href: 'cover.xhtml',
      data: text(
        xhtml(
          lang,
          labels.cover,
          `<section class="cover" epub:type="cover"><img src="${href}" alt="${escapeXml(input.title)}"/></section>`,
        ),
      ),
    });
  }

  const creators = input.creators.map(escapeXml).join(', ');
  page({
    id: 'title-page',
    href: 'title.xhtml',
    data: text(
      xhtml(
        lang,
        labels.titlePage,
        `<section epub:type="titlepage" class="center">
<h1 class="center">${escapeXml(input.title)}</h1>
${creators ? `<p class="center">${escapeXml(labels.by)} ${creators}</p>` : ''}
${input.publisher ? `<p class="center">${escapeXml(input.publisher)}</p>` : ''}
${input.isSample ? `<p class="center"><strong>${escapeXml(labels.sample)}</strong></p>` : ''}
</section>`,
      ),
    ),
  });

  page({
    id: 'copyright',
    href: 'copyright.xhtml',
    data: text(
      xhtml(
        lang,
        labels.copyright,
        `<section epub:type="copyright-page" class="copyright">
<h2>${escapeXml(labels.copyright)}</h2>
${input.copyright.map((line) => `<p>${escapeXml(line)}</p>`).join('\n')}
<div id="license"></div>
</section>`,
      ),
    ),
  });

  input.chapters.forEach((chapter, index) => {
    page({
      id: `chapter-${index + 1}`,
      href: chapterFile(index),
      data: text(
        xhtml(
          lang,
          chapter.title,
          `<section epub:type="chapter" id="c${index + 1}">
<h2>${escapeXml(chapter.title)}</h2>
${chapter.paragraphs.map((paragraph) => `<p>${escapeXml(paragraph)}</p>`).join('\n')}
</section>`,
          { bodyType: 'bodymatter' },
        ),
      ),
    });
  });

  const tocEntries = [
    ...(cover ? [`<li><a href="cover.xhtml">${escapeXml(labels.cover)}</a></li>`] : []),
    `<li><a href="title.xhtml">${escapeXml(labels.titlePage)}</a></li>`,
    `<li><a href="copyright.xhtml">${escapeXml(labels.copyright)}</a></li>`,
    ...input.chapters.map(
      (chapter, index) =>
        `<li><a href="${chapterFile(index)}">${escapeXml(chapter.title)}</a></li>`,
    ),
  ];
  const landmarks = [
    ...(cover
      ? [`<li><a epub:type="cover" href="cover.xhtml">${escapeXml(labels.cover)}</a></li>`]
      : []),
    `<li><a epub:type="titlepage" href="title.xhtml">${escapeXml(labels.titlePage)}</a></li>`,
    `<li><a epub:type="copyright-page" href="copyright.xhtml">${escapeXml(labels.copyright)}</a></li>`,
    `<li><a epub:type="toc" href="nav.xhtml">${escapeXml(labels.contents)}</a></li>`,
    ...(input.chapters.length > 0
      ? [
          `<li><a epub:type="bodymatter" href="${chapterFile(0)}">${escapeXml(labels.begin)}</a></li>`,
        ]
      : []),
  ];
  // The navigation document, which readers show as the table of contents, is last in the spine and
  // not linear: its `toc` landmark links to it, and EPUB 3.3 (the spine element, #sec-spine-elem)
  // asks that every document the navigation document links to be in the spine (epubcheck's RSC-011
  // otherwise). Not linear, reading systems (foliate-js, the web reader's engine) skip it when
  // turning pages and counting progress; last, it moves no chapter's place in the spine.
  spine.push({ id: 'nav', linear: false });
  items.push({
    id: 'nav',
    href: 'nav.xhtml',
    mediaType: 'application/xhtml+xml',
    properties: 'nav',
    data: text(
      xhtml(
        lang,
        labels.contents,
        `<nav epub:type="toc" id="toc">
<h2>${escapeXml(labels.contents)}</h2>
<ol>
${tocEntries.join('\n')}
</ol>
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden">
<h2>${escapeXml(labels.landmarks)}</h2>
<ol>
${landmarks.join('\n')}
</ol>
</nav>`,
      ),
    ),
  });
  items.push({ id: 'style', href: 'style.css', mediaType: 'text/css', data: text(CSS) });
  return { items, spine };
};

const packageDocument = (input: EpubInput, items: Item[], spine: SpineItem[]): string => {
  const creators = input.creators
    .map(
      (creator, index) =>
        `<dc:creator id="creator-${index + 1}">${escapeXml(creator)}</dc:creator>`,
    )
    .join('\n    ');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="${input.language}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="pub-id">${escapeXml(input.identifier)}</dc:identifier>
    <dc:title>${escapeXml(input.title)}</dc:title>
    <dc:language>${input.language}</dc:language>
    ${creators}
    ${input.publisher ? `<dc:publisher>${escapeXml(input.publisher)}</dc:publisher>` : ''}
    ${input.isSample ? `<dc:description>${escapeXml(LABELS[input.language].sample)}</dc:description>` : ''}
    <meta property="dcterms:modified">${input.modified}</meta>
    ${input.cover ? '<meta name="cover" content="cover-image"/>' : ''}
  </metadata>
  <manifest>
    ${items
      .map(
        (item) =>
          `<item id="${item.id}" href="${item.href}" media-type="${item.mediaType}"${item.properties ? ` properties="${item.properties}"` : ''}/>`,
      )
      .join('\n    ')}
  </manifest>
  <spine>
    ${spine
      .map(({ id, linear }) => `<itemref idref="${id}"${linear ? '' : ' linear="no"'}/>`)
      .join('\n    ')}
  </spine>
</package>
`;
};

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0">
  <rootfiles>
    <rootfile full-path="EPUB/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

export type ZipFile = { name: string; data: Uint8Array; store?: boolean };

/**
 * A deterministic zip: the entries in the given order, one fixed date, no extended timestamps and
 * no data descriptors; `store` entries uncompressed (an EPUB's `mimetype`).
 */
export const writeZip = async (files: ZipFile[]): Promise<Buffer> => {
  const writer = new ZipWriter(new Uint8ArrayWriter(), {
    useWebWorkers: false,
    // Level 6 (below) is the level zip.js hands to the platform's CompressionStream (Node's zlib);
    // other levels go through its WebAssembly deflate, about twice as slow here.
    useCompressionStream: true,
    extendedTimestamp: false,
    dataDescriptor: false,
    lastModDate: ZIP_DATE,
  });
  for (const file of files)
    await writer.add(file.name, new Uint8ArrayReader(file.data), { level: file.store ? 0 : 6 });
  return Buffer.from(await writer.close());
};

/** The EPUB's bytes. */
export const buildEpub = async (input: EpubInput): Promise<Buffer> => {
  const { items, spine } = bookItems(input, await coverOfBook(input.cover));
  return writeZip([
    { name: 'mimetype', data: Buffer.from('application/epub+zip', 'ascii'), store: true },
    { name: 'META-INF/container.xml', data: Buffer.from(CONTAINER, 'utf8') },
    { name: 'EPUB/package.opf', data: Buffer.from(packageDocument(input, items, spine), 'utf8') },
    ...items.map((item) => ({
      name: `EPUB/${item.href}`,
      data: item.data,
      store: item.mediaType.startsWith('image/') && item.mediaType !== 'image/svg+xml',
    })),
  ]);
};
