import path from 'node:path/posix';
import { Uint8ArrayReader, Uint8ArrayWriter, ZipReader } from '@zip.js/zip.js';
import { PDFDocument } from 'pdf-lib';
import { escapeXml } from '../../lib/xml.js';
import { writeZip, type ZipFile } from './epub-build.js';

/**
 * Samples made from a publisher's file when the import brings none (docs/book-files.md): the
 * first pages of a PDF (10 %, at least one) and the first spine documents of an EPUB (10 % of the
 * spine's text, at least one document after the front matter), with every other resource kept so
 * the pages look as in the book, a new navigation document listing only what the sample holds,
 * and no link into what it leaves out (links lose their href, the guide and the NCX their entry).
 */

/** Share of a book a sample holds. */
export const SAMPLE_SHARE = 0.1;

/** The first 10 % of the pages (at least one), metadata kept, no dates of its own. */
export const pdfSample = async (
  bytes: Uint8Array,
  share: number = SAMPLE_SHARE,
): Promise<Buffer> => {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const sample = await PDFDocument.create({ updateMetadata: false });
  const count = Math.max(1, Math.ceil(source.getPageCount() * share));
  const pages = await sample.copyPages(
    source,
    Array.from({ length: count }, (_, index) => index),
  );
  for (const page of pages) sample.addPage(page);
  const title = source.getTitle();
  if (title) sample.setTitle(title);
  const author = source.getAuthor();
  if (author) sample.setAuthor(author);
  return Buffer.from(await sample.save({ useObjectStreams: false }));
};

type ManifestItem = {
  id: string;
  href: string;
  mediaType: string;
  properties: string[];
  tag: string;
};

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

const decodeEntities = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A zip path from an href in the document at `from` (a zip path), without its fragment. */
const resolveFrom = (from: string, href: string): string => {
  const file = href.split('#')[0] ?? '';
  let decoded = file;
  try {
    decoded = decodeURIComponent(file);
  } catch {
    // A malformed escape: the href as written.
  }
  return path.normalize(path.join(path.dirname(from), decoded)).replace(/^\.\//, '');
};

/** An href into the book (no scheme, not only a fragment). */
const isInBook = (href: string): boolean => href !== '' && !/^([a-z][a-z0-9+.-]*:|#)/i.test(href);

/**
 * The NCX without the entries that lead out of the sample: a `navPoint` (with the entries under
 * it) whose own `content` leads out, and such `pageTarget`s and `navTarget`s.
 */
const trimNcx = (ncx: string, leadsOut: (href: string) => boolean): string => {
  const spans: Array<[number, number]> = [];
  const open: number[] = [];
  for (const match of ncx.matchAll(
    /<(\/?)(?:[\w-]+:)?(navPoint|pageTarget|navTarget)\b[^>]*?(\/?)>/g,
  )) {
    const index = match.index ?? 0;
    if (match[1]) {
      const start = open.pop();
      if (start === undefined) continue;
      const end = index + match[0].length;
      // The entry's own target: its first `content`, before any entry nested in it.
      const own = ncx
        .slice(start, end)
        .replace(/^<[^>]*>/, '')
        .split(/<(?:[\w-]+:)?navPoint\b/)[0];
      const content = own ? /<(?:[\w-]+:)?content\b[^>]*>/.exec(own)?.[0] : undefined;
      const src = content ? attribute(content, 'src') : undefined;
      if (src !== undefined && leadsOut(decodeEntities(src))) spans.push([start, end]);
    } else if (!match[3]) open.push(index);
  }
  let trimmed = ncx;
  // From the last; an entry inside one already cut goes with it.
  let cutFrom = Infinity;
  for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
    if (end > cutFrom) continue;
    trimmed = trimmed.slice(0, start) + trimmed.slice(end);
    cutFrom = start;
  }
  return trimmed;
};

/** Front matter that does not count as the start of the text (by file name or nav property). */
const FRONT_MATTER = /(cover|title|copyright|toc|contents|nav|dedication|front)/i;

/**
 * The first spine documents of an EPUB as a new EPUB (`share` of the spine's bytes: a sample's
 * 10 %, or a pending order's preview, docs/reader.md "Read while you pay"). Throws when the file is not an EPUB this
 * can read (the import checks it with `checkEpub` first).
 */
export const epubSample = async (
  bytes: Uint8Array,
  share: number = SAMPLE_SHARE,
): Promise<Buffer> => {
  const reader = new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false });
  try {
    const entries = await reader.getEntries();
    const files = new Map<string, Uint8Array>();
    for (const entry of entries)
      if (!entry.directory) files.set(entry.filename, await entry.getData(new Uint8ArrayWriter()));
    const text = (name: string) => new TextDecoder().decode(files.get(name));

    const container = text('META-INF/container.xml');
    const opfPath = /<rootfile\b[^>]*full-path\s*=\s*"([^"]+)"/.exec(container)?.[1];
    if (!opfPath || !files.has(opfPath)) throw new Error('EPUB without a package document');
    const opf = text(opfPath);
    const base = path.dirname(opfPath);
    const resolve = (href: string) =>
      path
        .normalize(path.join(base, decodeURIComponent(href.split('#')[0] ?? '')))
        .replace(/^\.\//, '');

    const items: ManifestItem[] = [...opf.matchAll(/<item\b[^>]*?\/?>/g)].map(([tag]) => ({
      id: attribute(tag, 'id') ?? '',
      href: decodeEntities(attribute(tag, 'href') ?? ''),
      mediaType: attribute(tag, 'media-type') ?? '',
      properties: (attribute(tag, 'properties') ?? '').split(/\s+/).filter(Boolean),
      tag,
    }));
    const byId = new Map(items.map((item) => [item.id, item]));
    const spine = [...opf.matchAll(/<itemref\b[^>]*?\/?>/g)].map(([tag]) => ({
      idref: attribute(tag, 'idref') ?? '',
      tag,
    }));
    const nav = items.find((item) => item.properties.includes('nav'));

    // Keep spine documents until 10 % of the spine's bytes and one document of the text itself.
    const sizes = spine.map(
      ({ idref }) => files.get(resolve(byId.get(idref)?.href ?? ''))?.length ?? 0,
    );
    const total = sizes.reduce((sum, size) => sum + size, 0);
    let kept = 0;
    let bytesKept = 0;
    let sawText = false;
    while (kept < spine.length && (!sawText || bytesKept < total * share)) {
      const item = byId.get(spine[kept]?.idref ?? '');
      if (item && !FRONT_MATTER.test(item.href) && item !== nav) sawText = true;
      bytesKept += sizes[kept] ?? 0;
      kept += 1;
    }
    const keptSpine = spine.slice(0, kept);
    const dropped = new Set(
      spine
        .slice(kept)
        .map(({ idref }) => byId.get(idref))
        .filter((item): item is ManifestItem => item !== undefined && item !== nav)
        .map((item) => item.id),
    );
    // A document both kept and dropped (listed twice in the spine) stays.
    for (const { idref } of keptSpine) dropped.delete(idref);

    let sampleOpf = opf;
    for (const id of dropped) {
      const item = byId.get(id);
      if (item) sampleOpf = sampleOpf.replace(item.tag, '');
    }
    for (const { tag } of spine.slice(kept)) sampleOpf = sampleOpf.replace(tag, '');

    // Links into the documents left out go (epubcheck's RSC-007 and OPF-031 otherwise): a link
    // in a kept document keeps its text without its href, the guide and the NCX lose the entry.
    const droppedFiles = new Set([...dropped].map((id) => resolve(byId.get(id)?.href ?? '')));
    const leadsOut = (from: string) => (href: string) =>
      isInBook(href) && droppedFiles.has(resolveFrom(from, href));
    sampleOpf = sampleOpf.replace(
      /<(?:[\w-]+:)?reference\b[^>]*?(?:\/>|>[\s\S]*?<\/(?:[\w-]+:)?reference\s*>)/g,
      (tag) => (leadsOut(opfPath)(decodeEntities(attribute(tag, 'href') ?? '')) ? '' : tag),
    );
    // A guide needs a reference.
    sampleOpf = sampleOpf.replace(
      /<((?:[\w-]+:)?guide)\b[^>]*>\s*<\/\1\s*>|<(?:[\w-]+:)?guide\b[^>]*\/>/g,
      '',
    );
    files.set(opfPath, new TextEncoder().encode(sampleOpf));
    for (const id of dropped) files.delete(resolve(byId.get(id)?.href ?? ''));
    for (const item of items) {
      const name = resolve(item.href);
      if (dropped.has(item.id) || !files.has(name)) continue;
      const leads = leadsOut(name);
      if (item.mediaType === 'application/xhtml+xml') {
        const page = text(name);
        const trimmed = page.replace(/<a\b[^>]*>/g, (tag) =>
          leads(decodeEntities(attribute(tag, 'href') ?? ''))
            ? tag.replace(/\s+href\s*=\s*(?:"[^"]*"|'[^']*')/, '')
            : tag,
        );
        if (trimmed !== page) files.set(name, new TextEncoder().encode(trimmed));
      } else if (item.mediaType === 'application/x-dtbncx+xml') {
        files.set(name, new TextEncoder().encode(trimNcx(text(name), leads)));
      }
    }

    if (nav) {
      // A navigation document of the sample's own documents, titled as in the book's.
      const navName = resolve(nav.href);
      const navText = text(navName);
      const titles = new Map<string, string>();
      for (const [, href, label] of navText.matchAll(
        /<a\b[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
      ))
        if (href && label) {
          const target = path.normalize(path.join(path.dirname(navName), href.split('#')[0] ?? ''));
          if (!titles.has(target))
            titles.set(target, decodeEntities(label.replace(/<[^>]+>/g, '').trim()));
        }
      const language = /<html\b[^>]*\blang\s*=\s*"([^"]+)"/.exec(navText)?.[1] ?? 'en';
      const entries = keptSpine
        .map(({ idref }) => byId.get(idref))
        .filter((item): item is ManifestItem => item !== undefined && item !== nav)
        .map((item, index) => {
          const target = resolve(item.href);
          const href = path.relative(path.dirname(navName), target);
          const label = titles.get(target) || String(index + 1);
          return `<li><a href="${escapeXml(href)}">${escapeXml(label)}</a></li>`;
        });
      files.set(
        navName,
        new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${escapeXml(language)}" lang="${escapeXml(language)}">
<head><meta charset="UTF-8"/><title>${language.startsWith('th') ? 'สารบัญ' : 'Contents'}</title></head>
<body>
<nav epub:type="toc" id="toc">
<ol>
${entries.join('\n')}
</ol>
</nav>
</body>
</html>
`),
      );
    }

    const order = entries.map((entry) => entry.filename).filter((name) => files.has(name));
    const zipFiles: ZipFile[] = [
      { name: 'mimetype', data: new TextEncoder().encode('application/epub+zip'), store: true },
      ...order
        .filter((name) => name !== 'mimetype')
        .map((name) => ({ name, data: files.get(name) as Uint8Array })),
    ];
    return await writeZip(zipFiles);
  } finally {
    await reader.close();
  }
};
