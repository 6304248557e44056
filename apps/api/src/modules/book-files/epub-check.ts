import path from 'node:path/posix';
import { TextWriter, Uint8ArrayReader, ZipReader, type Entry } from '@zip.js/zip.js';
import { SaxesParser } from 'saxes';

/**
 * A structural EPUB 3 check (docs/book-files.md), after EPUB 3.3 and its Open Container Format:
 * what a reading system needs to open the book. It answers the problems found, empty for a valid
 * book. Not epubcheck (no Java here): it does not validate XHTML against the schemas, CSS or
 * accessibility metadata; it does check what breaks a reader:
 *
 * - the zip opens; `mimetype` is its first entry, stored, without an extra field, and holds exactly
 *   `application/epub+zip`; no two entries share a name;
 * - `META-INF/container.xml` is well-formed and names a package document that exists;
 * - the package document: `version="3.0"`, `unique-identifier` naming a `dc:identifier`, a
 *   non-empty `dc:title` and `dc:language`, exactly one `dcterms:modified` as CCYY-MM-DDThh:mm:ssZ;
 * - manifest ids unique, every href is in the zip, at most one `cover-image`; spine itemrefs name
 *   manifest items and the spine is not empty;
 * - exactly one manifest item with the `nav` property, whose document has exactly one
 *   `<nav epub:type="toc">`, and whose links point at files in the zip;
 * - every XHTML document (and the package, the container, SVG) is well-formed XML, its root `html`
 *   in the XHTML namespace; with `requireLanguage`, every XHTML root carries `xml:lang` and `lang`.
 */
export type EpubCheckOptions = { requireLanguage?: boolean };

const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const OPF_NS = 'http://www.idpf.org/2007/opf';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const OPS_NS = 'http://www.idpf.org/2007/ops';
const CONTAINER_NS = 'urn:oasis:names:tc:opendocument:xmlns:container';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const MIMETYPE = 'application/epub+zip';

type XmlElement = {
  /** Namespace URI and local name. */
  uri: string;
  local: string;
  /** Attributes by `{uri}local` (uri empty for unprefixed ones). */
  attributes: Map<string, string>;
  children: XmlElement[];
  text: string;
};

const attr = (element: XmlElement, local: string, uri = ''): string | undefined =>
  element.attributes.get(`{${uri}}${local}`);

/** A namespace-aware element tree, or the parser's first error. */
const parseXml = (text: string): XmlElement | string => {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let error: string | undefined;
  parser.on('error', (problem) => {
    error ??= problem.message;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      uri: tag.uri ?? '',
      local: tag.local ?? tag.name,
      attributes: new Map(
        Object.values(tag.attributes).map((attribute) => [
          `{${attribute.uri ?? ''}}${attribute.local ?? attribute.name}`,
          attribute.value,
        ]),
      ),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (value) => {
    for (const element of stack) element.text += value;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(text).close();
  } catch (problem) {
    error ??= problem instanceof Error ? problem.message : String(problem);
  }
  if (error) return error;
  return root ?? 'no root element';
};

const descendants = function* (element: XmlElement): Generator<XmlElement> {
  for (const child of element.children) {
    yield child;
    yield* descendants(child);
  }
};

const find = (element: XmlElement, uri: string, local: string): XmlElement[] =>
  [...descendants(element)].filter((child) => child.uri === uri && child.local === local);

const tokens = (value: string | undefined): string[] => (value ?? '').split(/\s+/).filter(Boolean);

/** A manifest or link href as a zip entry name, relative to the referring file. */
const resolveHref = (from: string, href: string): string | undefined => {
  const target = href.split('#')[0] ?? '';
  if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return undefined;
  }
  return path.normalize(path.join(path.dirname(from), decoded)).replace(/^\.\//, '');
};

const readText = async (entry: Entry): Promise<string> =>
  entry.directory ? '' : entry.getData(new TextWriter('utf-8'));

/**
 * What a Thai book needs beyond the structure, said as warnings (the book may still be sold):
 * `language`, content documents that do not say their language (`lang` / `xml:lang`), so a reader
 * breaks lines and picks fonts as for another language; `font`, no font embedded (a font file in
 * the manifest or an `@font-face`) and no Thai font named in the styles, so the reader's device
 * draws it with whatever it has. A book is Thai when its `dc:language` is `th` or its text has
 * Thai letters.
 */
export type EpubWarning = { code: 'language'; documents: number; total: number } | { code: 'font' };

/** The problems (the book cannot be sold) and the warnings of an EPUB. */
export type EpubInspection = { problems: string[]; warnings: EpubWarning[] };

const THAI_LETTERS = /[\u0E01-\u0E5B]/;
const FONT_MEDIA_TYPE = /^(font\/|application\/(font-|x-font-|vnd\.ms-opentype))/;
/** Thai typefaces a style sheet may name (system fonts of Windows, macOS, iOS, Android, Linux, and Google Fonts'). */
const THAI_FONT_NAMES =
  /\b(sarabun|th ?sarabun|noto (sans|serif) thai( looped)?|tahoma|leelawadee|cordia|angsana|browallia|thonburi|krungthep|sukhumvit|ayuthaya|silom|sathu|garuda|loma|kinnari|norasi|waree|umpush|laksaman|purisa|sawasdee|tlwg|ibm plex (sans|serif) thai|prompt|kanit|mitr|chakra petch|bai jamjuree|krub|niramit|pridi|taviraj|trirong|k2d|koho|kodchasan|charm(onman)?|sriracha|athiti|chonburi|maitree|pattaya|itim|mali|thasadith|srisakdi|fahkwang|anuphan)\b/i;

export const checkEpub = async (bytes: Uint8Array, options: EpubCheckOptions = {}) =>
  (await inspectEpub(bytes, options)).problems;

export const inspectEpub = async (
  bytes: Uint8Array,
  options: EpubCheckOptions = {},
): Promise<EpubInspection> => {
  const problems: string[] = [];
  const warnings: EpubWarning[] = [];
  const report = (): EpubInspection => ({ problems, warnings });

  // The OCF's first bytes: a local file header for `mimetype`, stored, no extra field.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 58));
  if (head.readUInt32LE(0) !== 0x04034b50) problems.push('not a zip file');
  else {
    const method = head.readUInt16LE(8);
    const nameLength = head.readUInt16LE(26);
    const extraLength = head.readUInt16LE(28);
    const name = head.subarray(30, 30 + nameLength).toString('latin1');
    if (name !== 'mimetype') problems.push(`first zip entry is "${name}", not "mimetype"`);
    else {
      if (method !== 0) problems.push('mimetype is compressed (it must be stored)');
      if (extraLength !== 0) problems.push('mimetype has an extra field in its zip header');
      if (head.subarray(38, 38 + MIMETYPE.length).toString('latin1') !== MIMETYPE)
        problems.push(`mimetype does not start with "${MIMETYPE}" at byte 38`);
    }
  }

  let entries: Entry[];
  const reader = new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false });
  try {
    entries = await reader.getEntries();
  } catch (error) {
    problems.push(`zip cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    return report();
  }
  try {
    const byName = new Map<string, Entry>();
    for (const entry of entries) {
      if (byName.has(entry.filename)) problems.push(`zip entry "${entry.filename}" appears twice`);
      byName.set(entry.filename, entry);
    }
    const mimetype = byName.get('mimetype');
    if (!mimetype) problems.push('no mimetype file');
    else if ((await readText(mimetype)) !== MIMETYPE)
      problems.push(`mimetype is not exactly "${MIMETYPE}"`);
    if (entries[0]?.filename !== 'mimetype' && mimetype)
      problems.push('mimetype is not the first zip entry');

    const xmlOf = async (name: string): Promise<XmlElement | undefined> => {
      const entry = byName.get(name);
      if (!entry) return undefined;
      const parsed = parseXml(await readText(entry));
      if (typeof parsed === 'string') {
        problems.push(`${name} is not well-formed XML: ${parsed}`);
        return undefined;
      }
      return parsed;
    };

    // Container.
    if (!byName.has('META-INF/container.xml')) {
      problems.push('no META-INF/container.xml');
      return report();
    }
    const container = await xmlOf('META-INF/container.xml');
    if (!container) return report();
    if (container.uri !== CONTAINER_NS || container.local !== 'container')
      problems.push('META-INF/container.xml: root is not an OCF container');
    const rootfile = find(container, CONTAINER_NS, 'rootfile').find(
      (element) => attr(element, 'media-type') === 'application/oebps-package+xml',
    );
    const opfPath = rootfile ? attr(rootfile, 'full-path') : undefined;
    if (!opfPath) {
      problems.push('META-INF/container.xml names no package document');
      return report();
    }
    if (!byName.has(opfPath)) {
      problems.push(`package document ${opfPath} is not in the zip`);
      return report();
    }
    const opf = await xmlOf(opfPath);
    if (!opf) return report();

    // Package metadata.
    if (opf.uri !== OPF_NS || opf.local !== 'package')
      problems.push(`${opfPath}: root is not an OPF package`);
    if (attr(opf, 'version') !== '3.0') problems.push(`${opfPath}: version is not 3.0`);
    const metadata = find(opf, OPF_NS, 'metadata')[0];
    if (!metadata) problems.push(`${opfPath}: no metadata`);
    else {
      const identifiers = find(metadata, DC_NS, 'identifier');
      const uniqueId = attr(opf, 'unique-identifier');
      if (identifiers.length === 0) problems.push(`${opfPath}: no dc:identifier`);
      if (!uniqueId) problems.push(`${opfPath}: no unique-identifier attribute`);
      else {
        const unique = identifiers.find((element) => attr(element, 'id') === uniqueId);
        if (!unique)
          problems.push(`${opfPath}: unique-identifier "${uniqueId}" names no dc:identifier`);
        else if (!unique.text.trim()) problems.push(`${opfPath}: the unique identifier is empty`);
      }
      for (const local of ['title', 'language'])
        if (!find(metadata, DC_NS, local).some((element) => element.text.trim()))
          problems.push(`${opfPath}: no dc:${local}`);
      const modified = find(metadata, OPF_NS, 'meta').filter(
        (element) => attr(element, 'property') === 'dcterms:modified' && !attr(element, 'refines'),
      );
      if (modified.length !== 1)
        problems.push(`${opfPath}: ${modified.length} dcterms:modified (exactly one is required)`);
      else if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(modified[0]?.text.trim() ?? ''))
        problems.push(`${opfPath}: dcterms:modified is not CCYY-MM-DDThh:mm:ssZ`);
    }

    // Manifest and spine.
    const items = find(opf, OPF_NS, 'item');
    if (items.length === 0) problems.push(`${opfPath}: empty manifest`);
    const itemsById = new Map<string, XmlElement>();
    let covers = 0;
    const navItems: XmlElement[] = [];
    for (const item of items) {
      const id = attr(item, 'id');
      const href = attr(item, 'href');
      if (!id) problems.push(`${opfPath}: a manifest item without id`);
      else if (itemsById.has(id)) problems.push(`${opfPath}: manifest id "${id}" appears twice`);
      else itemsById.set(id, item);
      if (!attr(item, 'media-type')) problems.push(`${opfPath}: item "${id}" has no media-type`);
      const properties = tokens(attr(item, 'properties'));
      if (properties.includes('cover-image')) covers += 1;
      if (properties.includes('nav')) navItems.push(item);
      if (!href) problems.push(`${opfPath}: item "${id}" has no href`);
      else {
        const target = resolveHref(opfPath, href);
        if (target !== undefined && !byName.has(target))
          problems.push(`${opfPath}: item "${id}" href ${href} is not in the zip`);
      }
    }
    if (covers > 1) problems.push(`${opfPath}: ${covers} items are the cover-image`);
    const itemrefs = find(opf, OPF_NS, 'itemref');
    if (itemrefs.length === 0) problems.push(`${opfPath}: empty spine`);
    for (const itemref of itemrefs) {
      const idref = attr(itemref, 'idref');
      if (!idref || !itemsById.has(idref))
        problems.push(`${opfPath}: spine itemref "${idref ?? ''}" names no manifest item`);
    }

    // Content documents.
    const hrefOf = (item: XmlElement) => resolveHref(opfPath, attr(item, 'href') ?? '');
    const documents = new Map<string, XmlElement>();
    let thaiText = false;
    let withoutLanguage = 0;
    let fontEmbedded = false;
    const styles: string[] = [];
    for (const item of items) {
      const mediaType = attr(item, 'media-type');
      const name = hrefOf(item);
      if (!name || !byName.has(name)) continue;
      if (FONT_MEDIA_TYPE.test(mediaType ?? '')) fontEmbedded = true;
      if (mediaType === 'text/css') styles.push(await readText(byName.get(name)!));
      if (mediaType === 'application/xhtml+xml') {
        const document = await xmlOf(name);
        if (!document) continue;
        documents.set(name, document);
        thaiText ||= THAI_LETTERS.test(document.text);
        if (!attr(document, 'lang', XML_NS) && !attr(document, 'lang')) withoutLanguage += 1;
        for (const style of find(document, XHTML_NS, 'style')) styles.push(style.text);
        if (document.uri !== XHTML_NS || document.local !== 'html')
          problems.push(`${name}: root is not an XHTML html element`);
        else if (
          options.requireLanguage &&
          (!attr(document, 'lang', XML_NS) || !attr(document, 'lang'))
        )
          problems.push(`${name}: html has no xml:lang and lang`);
      } else if (mediaType === 'image/svg+xml') {
        await xmlOf(name);
      }
    }

    // What a Thai book needs (warnings).
    const declared = metadata
      ? find(metadata, DC_NS, 'language').map((element) => element.text.trim().toLowerCase())
      : [];
    if (declared.some((language) => language === 'th' || language.startsWith('th-')) || thaiText) {
      if (withoutLanguage > 0)
        warnings.push({ code: 'language', documents: withoutLanguage, total: documents.size });
      const css = styles.join('\n');
      if (!fontEmbedded && !/@font-face/i.test(css) && !THAI_FONT_NAMES.test(css))
        warnings.push({ code: 'font' });
    }

    // Navigation document.
    if (navItems.length !== 1)
      problems.push(
        `${opfPath}: ${navItems.length} items have the nav property (exactly one is required)`,
      );
    const navItem = navItems[0];
    const navName = navItem ? hrefOf(navItem) : undefined;
    if (navItem && attr(navItem, 'media-type') !== 'application/xhtml+xml')
      problems.push(`${opfPath}: the navigation document is not XHTML`);
    const nav = navName ? documents.get(navName) : undefined;
    if (navName && nav) {
      const tocs = find(nav, XHTML_NS, 'nav').filter((element) =>
        tokens(attr(element, 'type', OPS_NS)).includes('toc'),
      );
      if (tocs.length !== 1)
        problems.push(
          `${navName}: ${tocs.length} nav elements with epub:type="toc" (exactly one is required)`,
        );
      for (const link of find(nav, XHTML_NS, 'a')) {
        const target = resolveHref(navName, attr(link, 'href') ?? '');
        if (target !== undefined && !byName.has(target))
          problems.push(`${navName}: link to ${attr(link, 'href')} is not in the zip`);
      }
    }
    return report();
  } finally {
    await reader.close();
  }
};
