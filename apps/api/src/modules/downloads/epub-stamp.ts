import path from 'node:path/posix';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  type Entry,
  type FileEntry,
  Reader,
  TextWriter,
  Uint8ArrayReader,
  ZipReader,
  ZipWriter,
} from '@zip.js/zip.js';
import { escapeXml } from '../../lib/xml.js';
import { type Stamp, stampLines } from './stamp-text.js';

/**
 * The watermark of a downloaded EPUB (docs/downloads.md). The stored EPUB is read by random
 * access (its central directory, then each entry's bytes), never whole; a new zip is written as a
 * stream: every entry copied as it is stored (no recompression) except the package document,
 * which gains `<dc:identifier id="nangsue-license">urn:uuid:<license id></dc:identifier>` (the
 * publication's own unique identifier is kept), and the copyright page (the navigation document's
 * `copyright-page` landmark, else the OPF guide's, else a file named like "copyright"), which gains
 * the visible licence line. A book without one gets a `license.xhtml` at the end of its spine.
 */

/** Random access to a stored file. */
export type RandomAccess = {
  size: number;
  read(start: number, length: number): Promise<Uint8Array>;
};

/** A zip.js reader over a byte range of a stored file. */
class RangeReader extends Reader<null> {
  constructor(
    private readonly file: RandomAccess,
    private readonly start: number,
    length: number,
  ) {
    super(null);
    this.size = length;
  }

  override async readUint8Array(index: number, length: number): Promise<Uint8Array> {
    const count = Math.max(0, Math.min(length, this.size - index));
    return count === 0 ? new Uint8Array(0) : this.file.read(this.start + index, count);
  }
}

const ZIP_OPTIONS = { useWebWorkers: false } as const;

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag)?.slice(2, 4).find(Boolean);

/** Resolves an href of a document at `from` (a zip path) to a zip path, without its fragment. */
const resolveHref = (from: string, href: string): string => {
  const clean = decodeURIComponent(href.split('#')[0] ?? '');
  return path.normalize(path.join(path.dirname(from), clean)).replace(/^\.\//, '');
};

type ManifestItem = { id: string; href: string; mediaType: string; properties: string };

const manifestOf = (opf: string): ManifestItem[] =>
  [...opf.matchAll(/<(?:[\w-]+:)?item\b[^>]*>/g)].map(([tag]) => ({
    id: attribute(tag, 'id') ?? '',
    href: attribute(tag, 'href') ?? '',
    mediaType: attribute(tag, 'media-type') ?? '',
    properties: attribute(tag, 'properties') ?? '',
  }));

/** The licence paragraphs, the book's language first. */
const licenseParagraphs = (stamp: Stamp, language: string): string => {
  const lines = stampLines(stamp);
  const paragraph = (lang: 'th' | 'en') =>
    `<p class="nangsue-license" lang="${lang}" xml:lang="${lang}">${escapeXml(lines[lang])}</p>`;
  const order: Array<'th' | 'en'> = language.startsWith('th') ? ['th', 'en'] : ['en', 'th'];
  return `<div class="nangsue-license" style="margin-top:1em;font-size:0.85em">\n${order.map(paragraph).join('\n')}\n</div>`;
};

const licensePage = (
  stamp: Stamp,
  language: string,
): string => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${escapeXml(language)}" xml:lang="${escapeXml(language)}">
<head><meta charset="UTF-8"/><title>License</title></head>
<body>
<section epub:type="copyright-page">
${licenseParagraphs(stamp, language)}
</section>
</body>
</html>
`;

/** The plan of one stamped copy: which entries change and what is added. */
type Plan = {
  replaced: Map<string, string>;
  added: { name: string; text: string } | null;
};

const readText = (entry: Entry | undefined): Promise<string> => {
  if (!entry || entry.directory) throw new Error('EPUB entry missing');
  return (entry as FileEntry).getData(new TextWriter(), ZIP_OPTIONS);
};

const insertBefore = (text: string, closing: RegExp, insert: string): string | null => {
  const matches = [...text.matchAll(new RegExp(closing.source, 'g'))];
  const last = matches.at(-1);
  if (!last || last.index === undefined) return null;
  return `${text.slice(0, last.index)}${insert}\n${text.slice(last.index)}`;
};

const planStamp = async (entries: Map<string, Entry>, stamp: Stamp): Promise<Plan> => {
  const container = await readText(entries.get('META-INF/container.xml'));
  const rootfile = /<(?:[\w-]+:)?rootfile\b[^>]*>/.exec(container)?.[0];
  const opfPath = rootfile ? attribute(rootfile, 'full-path') : undefined;
  if (!opfPath) throw new Error('EPUB without a package document');
  let opf = await readText(entries.get(opfPath));
  const language =
    /<dc:language\b[^>]*>\s*([^<\s]+)\s*<\/dc:language>/.exec(opf)?.[1] ??
    attribute(/<(?:[\w-]+:)?package\b[^>]*>/.exec(opf)?.[0] ?? '', 'xml:lang') ??
    'th';
  const manifest = manifestOf(opf);

  // The copyright page: the nav's landmark, the guide's reference, a file named like it.
  let copyright: string | undefined;
  const nav = manifest.find((item) => item.properties.split(/\s+/).includes('nav'));
  if (nav) {
    const navPath = resolveHref(opfPath, nav.href);
    const navText = await readText(entries.get(navPath)).catch(() => '');
    const link = [...navText.matchAll(/<a\b[^>]*>/g)]
      .map(([tag]) => tag)
      .find((tag) => (attribute(tag, 'epub:type') ?? '').split(/\s+/).includes('copyright-page'));
    const href = link ? attribute(link, 'href') : undefined;
    if (href) copyright = resolveHref(navPath, href);
  }
  if (!copyright) {
    const reference = [...opf.matchAll(/<(?:[\w-]+:)?reference\b[^>]*>/g)]
      .map(([tag]) => tag)
      .find((tag) => attribute(tag, 'type') === 'copyright-page');
    const href = reference ? attribute(reference, 'href') : undefined;
    if (href) copyright = resolveHref(opfPath, href);
  }
  if (!copyright) {
    const named = manifest.find(
      (item) => /copyright/i.test(item.href) && /html/.test(item.mediaType),
    );
    if (named) copyright = resolveHref(opfPath, named.href);
  }

  const replaced = new Map<string, string>();
  let added: Plan['added'] = null;
  const page = copyright && entries.has(copyright) ? copyright : undefined;
  const pageText = page ? await readText(entries.get(page)) : undefined;
  const stampedPage = pageText
    ? insertBefore(pageText, /<\/body\s*>/, licenseParagraphs(stamp, language))
    : null;
  if (page && stampedPage) replaced.set(page, stampedPage);
  else {
    // No copyright page: a licence page of our own, last in the spine.
    const taken = new Set(manifest.map((item) => item.id));
    const id = taken.has('nangsue-license-page')
      ? `nangsue-license-${Date.now()}`
      : 'nangsue-license-page';
    let name = 'license.xhtml';
    for (let n = 2; entries.has(resolveHref(opfPath, name)); n += 1) name = `license-${n}.xhtml`;
    added = { name: resolveHref(opfPath, name), text: licensePage(stamp, language) };
    opf =
      insertBefore(
        opf,
        /<\/(?:[\w-]+:)?manifest\s*>/,
        `<item id="${id}" href="${name}" media-type="application/xhtml+xml"/>`,
      ) ?? opf;
    opf = insertBefore(opf, /<\/(?:[\w-]+:)?spine\s*>/, `<itemref idref="${id}"/>`) ?? opf;
  }

  // The licence id, next to the publication's own identifiers (unique-identifier unchanged).
  if (!/id\s*=\s*["']nangsue-license["']/.test(opf)) {
    const withId = insertBefore(
      opf,
      /<\/(?:[\w-]+:)?metadata\s*>/,
      `<dc:identifier id="nangsue-license">urn:uuid:${escapeXml(stamp.licenseId)}</dc:identifier>`,
    );
    if (!withId) throw new Error('EPUB package without metadata');
    opf = withId;
  }
  replaced.set(opfPath, opf);
  return { replaced, added };
};

/** Where an entry's stored (compressed) bytes start: after its local header. */
const dataOffset = async (file: RandomAccess, entry: FileEntry): Promise<number> => {
  const header = Buffer.from(await file.read(entry.offset, 30));
  if (header.readUInt32LE(0) !== 0x04034b50) throw new Error('bad local header');
  return entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
};

/**
 * The stamped EPUB as a stream. The stored file's central directory and the few small documents
 * that change are read before the first byte; every other entry is copied while streaming.
 */
export const stampEpub = async (file: RandomAccess, stamp: Stamp): Promise<Readable> => {
  const reader = new ZipReader(new RangeReader(file, 0, file.size), ZIP_OPTIONS);
  const list = await reader.getEntries();
  const entries = new Map(list.map((entry) => [entry.filename, entry]));
  const plan = await planStamp(entries, stamp);

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const write = async () => {
    const writer = new ZipWriter(writable, { ...ZIP_OPTIONS, extendedTimestamp: false });
    // mimetype first, stored, without extra fields or data descriptor (OCF 3.3).
    await writer.add('mimetype', new Uint8ArrayReader(Buffer.from('application/epub+zip')), {
      level: 0,
      dataDescriptor: false,
      extendedTimestamp: false,
    });
    for (const entry of list) {
      if (entry.filename === 'mimetype' || entry.directory) continue;
      const text = plan.replaced.get(entry.filename);
      if (text !== undefined) {
        await writer.add(entry.filename, new Uint8ArrayReader(Buffer.from(text, 'utf8')), {
          level: 6,
          lastModDate: entry.lastModDate,
        });
        continue;
      }
      const start = await dataOffset(file, entry);
      await writer.add(entry.filename, new RangeReader(file, start, entry.compressedSize), {
        passThrough: true,
        entry,
      });
    }
    if (plan.added) {
      await writer.add(
        plan.added.name,
        new Uint8ArrayReader(Buffer.from(plan.added.text, 'utf8')),
        {
          level: 6,
        },
      );
    }
    await writer.close();
    await reader.close();
  };
  const output = Readable.fromWeb(readable as WebReadableStream);
  write().catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    void writable.abort(error).catch(() => undefined);
  });
  return output;
};
