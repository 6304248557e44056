import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  type PDFObject,
  PDFObjectParser,
  PDFRawStream,
  PDFRef,
  PDFString,
  decodePDFRawStream,
} from 'pdf-lib';

/**
 * What a stored PDF's watermark needs to know about the file, read once when the file is stored
 * (`book_files.pdf_tail`) so a download never reads the PDF again: the stamp is an incremental
 * update appended to the unchanged bytes (docs/downloads.md). Every text field is PDF syntax,
 * written back as it is.
 */
export type PdfTail = {
  version: 1;
  /** Length of the file the tail was read from: the update's offsets start there. */
  byteLength: number;
  /** The trailer's `/Size`: the update's new objects are numbered from here. */
  size: number;
  /** `n g R` of the catalogue. */
  root: string;
  /** The entries of the document information dictionary (no `<<` `>>`), empty when none. */
  infoEntries: string;
  /** The trailer's `/ID` pair as hex strings (`<...>`), null when the file has none. */
  id: [string, string] | null;
  /** The last `startxref` value: the update's `/Prev`. */
  prev: number;
  /** True when the last cross-reference section is a stream: the update writes one too. */
  xrefStream: boolean;
  pageCount: number;
  /** The last page, replaced in the update by a copy with more content and one more font. */
  lastPage: {
    objectNumber: number;
    generation: number;
    /** The page dictionary's entries except `/Contents` and `/Resources`. */
    entries: string;
    /** The content streams (`n g R` each), in order. */
    contents: string[];
    /** The page's resources (inherited or not, resolved) except `/Font`. */
    resources: string;
    /** The font resources (`/F1 5 0 R ...`), resolved when the font dictionary was indirect. */
    fonts: string;
    /** The visible area (crop box, else media box): `[llx, lly, urx, ury]`. */
    box: [number, number, number, number];
    /** `/Rotate`: 0, 90, 180 or 270. */
    rotate: number;
  };
};

type XrefEntry = { type: 1; offset: number } | { type: 2; stream: number; index: number };

const refText = (ref: PDFRef): string => `${ref.objectNumber} ${ref.generationNumber} R`;

/** A dictionary's entries, one a line, as PDF syntax, leaving out `skip`. */
const entriesOf = (dict: PDFDict | undefined, skip: string[] = []): string =>
  dict
    ? dict
        .entries()
        .filter(([key]) => !skip.includes(key.decodeText()))
        .map(([key, value]) => `${key.toString()} ${value.toString()}`)
        .join('\n')
    : '';

const latin1 = (bytes: Uint8Array, start: number, length: number): string =>
  Buffer.from(
    bytes.buffer,
    bytes.byteOffset + start,
    Math.max(0, Math.min(length, bytes.length - start)),
  ).toString('latin1');

const numberOf = (object: PDFObject | undefined): number | undefined =>
  object instanceof PDFNumber ? object.asNumber() : undefined;

/**
 * A reader of one PDF's objects through its cross-reference sections (newest first, following
 * `/Prev`), without parsing the whole file: pdf-lib's object parser reads each object where the
 * cross-reference says it is.
 */
class XrefReader {
  readonly context = PDFContext.create();
  readonly entries = new Map<number, XrefEntry>();
  trailer: PDFDict | undefined;
  readonly prev: number;
  readonly xrefStream: boolean;
  readonly sizes: number[] = [];
  private readonly objectStreams = new Map<
    number,
    { first: number; offsets: number[]; data: Uint8Array }
  >();

  constructor(private readonly bytes: Uint8Array) {
    const tail = latin1(bytes, Math.max(0, bytes.length - 2048), 2048);
    const at = tail.lastIndexOf('startxref');
    const match = at >= 0 ? /^startxref\s+(\d+)/.exec(tail.slice(at)) : null;
    if (!match) throw new Error('PDF without startxref');
    this.prev = Number(match[1]);
    this.xrefStream = !latin1(bytes, this.prev, 4).startsWith('xref');
    const seen = new Set<number>();
    for (let offset: number | undefined = this.prev; offset !== undefined && !seen.has(offset);) {
      seen.add(offset);
      const trailer = this.readSection(offset);
      this.trailer ??= trailer;
      const size = numberOf(trailer.get(PDFName.of('Size')));
      if (size !== undefined) this.sizes.push(size);
      const hybrid = numberOf(trailer.get(PDFName.of('XRefStm')));
      if (hybrid !== undefined && !seen.has(hybrid)) {
        seen.add(hybrid);
        this.readSection(hybrid);
      }
      offset = numberOf(trailer.get(PDFName.of('Prev')));
    }
  }

  /** Parses the object written at `offset` (`n g obj ...`). */
  private objectAt(offset: number): PDFObject {
    const head = /^\s*\d+\s+\d+\s+obj\b/.exec(latin1(this.bytes, offset, 64));
    if (!head) throw new Error(`no object at offset ${offset}`);
    const start = offset + head[0].length;
    return PDFObjectParser.forBytes(this.bytes.subarray(start), this.context).parseObject();
  }

  /** Reads one section's entries (older sections do not override newer ones) and its trailer. */
  private readSection(offset: number): PDFDict {
    const add = (number: number, entry: XrefEntry | null): void => {
      if (this.entries.has(number)) return;
      // A free entry still hides an older definition of the same number.
      this.entries.set(number, entry ?? { type: 1, offset: -1 });
    };
    if (latin1(this.bytes, offset, 4).startsWith('xref')) {
      const text = latin1(this.bytes, offset, this.bytes.length - offset);
      const trailerAt = text.indexOf('trailer');
      if (trailerAt < 0) throw new Error('xref table without trailer');
      const lines = text
        .slice(4, trailerAt)
        .trim()
        .split(/\r\n|\r|\n/);
      let number = 0;
      for (const line of lines) {
        const parts = line.trim().split(/\s+/);
        if (parts.length === 2) number = Number(parts[0]);
        else if (parts.length === 3) {
          add(number, parts[2] === 'n' ? { type: 1, offset: Number(parts[0]) } : null);
          number += 1;
        }
      }
      const dictStart = offset + trailerAt + 'trailer'.length;
      const trailer = PDFObjectParser.forBytes(
        this.bytes.subarray(dictStart),
        this.context,
      ).parseObject();
      if (!(trailer instanceof PDFDict)) throw new Error('bad trailer');
      return trailer;
    }
    const stream = this.objectAt(offset);
    if (!(stream instanceof PDFRawStream)) throw new Error('bad cross-reference stream');
    const dict = stream.dict;
    const widths = (dict.lookup(PDFName.of('W'), PDFArray) as PDFArray)
      .asArray()
      .map((item) => numberOf(item) ?? 0);
    const size = numberOf(dict.get(PDFName.of('Size'))) ?? 0;
    const indexValue = dict.get(PDFName.of('Index'));
    const index =
      indexValue instanceof PDFArray
        ? indexValue.asArray().map((item) => numberOf(item) ?? 0)
        : [0, size];
    const data = decodePDFRawStream(stream).decode();
    const [w0 = 1, w1 = 0, w2 = 0] = widths;
    const field = (at: number, width: number): number => {
      let value = 0;
      for (let i = 0; i < width; i += 1) value = value * 256 + (data[at + i] ?? 0);
      return value;
    };
    let at = 0;
    for (let pair = 0; pair + 1 < index.length; pair += 2) {
      const first = index[pair] as number;
      const count = index[pair + 1] as number;
      for (let i = 0; i < count; i += 1) {
        const type = w0 === 0 ? 1 : field(at, w0);
        const second = field(at + w0, w1);
        const third = field(at + w0 + w1, w2);
        at += w0 + w1 + w2;
        if (type === 1) add(first + i, { type: 1, offset: second });
        else if (type === 2) add(first + i, { type: 2, stream: second, index: third });
        else add(first + i, null);
      }
    }
    return dict;
  }

  private objectStream(number: number): { first: number; offsets: number[]; data: Uint8Array } {
    const known = this.objectStreams.get(number);
    if (known) return known;
    const stream = this.lookup(PDFRef.of(number));
    if (!(stream instanceof PDFRawStream)) throw new Error(`object stream ${number} missing`);
    const data = decodePDFRawStream(stream).decode();
    const count = numberOf(stream.dict.get(PDFName.of('N'))) ?? 0;
    const first = numberOf(stream.dict.get(PDFName.of('First'))) ?? 0;
    const header = latin1(data, 0, first).trim().split(/\s+/).map(Number);
    const offsets = Array.from({ length: count }, (_, i) => header[i * 2 + 1] ?? 0);
    const parsed = { first, offsets, data };
    this.objectStreams.set(number, parsed);
    return parsed;
  }

  /** The object a reference points to (anything else is answered as it is). */
  lookup(object: PDFObject | undefined): PDFObject | undefined {
    if (!(object instanceof PDFRef)) return object;
    const entry = this.entries.get(object.objectNumber);
    if (!entry || (entry.type === 1 && entry.offset < 0)) return undefined;
    if (entry.type === 1) return this.objectAt(entry.offset);
    const { first, offsets, data } = this.objectStream(entry.stream);
    const start = first + (offsets[entry.index] ?? 0);
    return PDFObjectParser.forBytes(data.subarray(start), this.context).parseObject();
  }
}

const inherited = (reader: XrefReader, page: PDFDict, key: string): PDFObject | undefined => {
  const seen = new Set<PDFDict>();
  for (let node: PDFDict | undefined = page; node && !seen.has(node);) {
    seen.add(node);
    const value = node.get(PDFName.of(key));
    if (value !== undefined) return reader.lookup(value);
    const parent = reader.lookup(node.get(PDFName.of('Parent')));
    node = parent instanceof PDFDict ? parent : undefined;
  }
  return undefined;
};

const boxOf = (
  reader: XrefReader,
  value: PDFObject | undefined,
): [number, number, number, number] | null => {
  if (!(value instanceof PDFArray) || value.size() !== 4) return null;
  const numbers = value.asArray().map((item) => numberOf(reader.lookup(item)));
  return numbers.every((item) => item !== undefined)
    ? (numbers as [number, number, number, number])
    : null;
};

const hexOf = (value: PDFObject | undefined): string | null => {
  if (value instanceof PDFHexString) return value.toString();
  if (value instanceof PDFString) return `<${Buffer.from(value.asBytes()).toString('hex')}>`;
  return null;
};

/** The last leaf of the page tree and the tree's page count. */
const lastPageOf = (
  reader: XrefReader,
  root: PDFDict,
): { ref: PDFRef; node: PDFDict; count: number } => {
  const pagesRef = root.get(PDFName.of('Pages'));
  const pages = reader.lookup(pagesRef);
  if (!(pages instanceof PDFDict)) throw new Error('PDF without a page tree');
  const count = numberOf(reader.lookup(pages.get(PDFName.of('Count')))) ?? 0;
  let node: PDFDict = pages;
  let ref: PDFObject | undefined = pagesRef;
  for (let depth = 0; depth < 64; depth += 1) {
    const kids = reader.lookup(node.get(PDFName.of('Kids')));
    if (!(kids instanceof PDFArray)) break;
    // The last kid that still has pages under it (an empty /Pages node is skipped).
    let next: { ref: PDFObject; node: PDFDict } | undefined;
    for (let at = kids.size() - 1; at >= 0 && !next; at -= 1) {
      const kidRef = kids.get(at);
      const kid = reader.lookup(kidRef);
      if (!(kid instanceof PDFDict)) continue;
      const isPages = kid.get(PDFName.of('Kids')) !== undefined;
      if (!isPages || (numberOf(reader.lookup(kid.get(PDFName.of('Count')))) ?? 0) > 0) {
        next = { ref: kidRef, node: kid };
      }
    }
    if (!next) break;
    node = next.node;
    ref = next.ref;
  }
  if (node === pages || !(ref instanceof PDFRef)) throw new Error('PDF without pages');
  return { ref, node, count };
};

/**
 * Reads the tail of a PDF, synchronously and without parsing the whole file: the cross-reference
 * sections, the trailer, the catalogue, the page tree down to the last page. Throws for an
 * encrypted or page-less file (it cannot be stamped, so it should not be stored as a book).
 */
export const pdfTailOf = (bytes: Uint8Array): PdfTail => {
  const reader = new XrefReader(bytes);
  const trailer = reader.trailer;
  if (!trailer) throw new Error('PDF without trailer');
  if (trailer.get(PDFName.of('Encrypt'))) throw new Error('encrypted PDF: cannot be stamped');
  const rootRef = trailer.get(PDFName.of('Root'));
  const root = reader.lookup(rootRef);
  if (!(rootRef instanceof PDFRef) || !(root instanceof PDFDict)) {
    throw new Error('PDF without a catalogue');
  }
  const { ref, node, count } = lastPageOf(reader, root);

  const contentsValue = node.get(PDFName.of('Contents'));
  const contentsResolved = reader.lookup(contentsValue);
  const contents =
    contentsResolved instanceof PDFArray
      ? contentsResolved.asArray().map((item) => {
          if (!(item instanceof PDFRef)) throw new Error('direct content stream');
          return refText(item);
        })
      : contentsValue instanceof PDFRef
        ? [refText(contentsValue)]
        : [];

  const resourcesValue = inherited(reader, node, 'Resources');
  const resources = resourcesValue instanceof PDFDict ? resourcesValue : undefined;
  const fontsValue = reader.lookup(resources?.get(PDFName.of('Font')));
  const fonts = fontsValue instanceof PDFDict ? fontsValue : undefined;

  const box = boxOf(reader, inherited(reader, node, 'CropBox')) ??
    boxOf(reader, inherited(reader, node, 'MediaBox')) ?? [0, 0, 612, 792];
  const rotate = (((numberOf(inherited(reader, node, 'Rotate')) ?? 0) % 360) + 360) % 360;

  const info = reader.lookup(trailer.get(PDFName.of('Info')));
  const idValue = reader.lookup(trailer.get(PDFName.of('ID')));
  let id: [string, string] | null = null;
  if (idValue instanceof PDFArray && idValue.size() === 2) {
    const first = hexOf(reader.lookup(idValue.get(0)));
    const second = hexOf(reader.lookup(idValue.get(1)));
    if (first && second) id = [first, second];
  }
  const largest = Math.max(0, ...reader.entries.keys());

  return {
    version: 1,
    byteLength: bytes.length,
    size: Math.max(largest + 1, ...reader.sizes),
    root: refText(rootRef),
    infoEntries: entriesOf(info instanceof PDFDict ? info : undefined, ['NangsueLicense']),
    id,
    prev: reader.prev,
    xrefStream: reader.xrefStream,
    pageCount: count,
    lastPage: {
      objectNumber: ref.objectNumber,
      generation: ref.generationNumber,
      entries: entriesOf(node, ['Contents', 'Resources']),
      contents,
      resources: entriesOf(resources, ['Font']),
      fonts: entriesOf(fonts),
      box,
      rotate,
    },
  };
};

/** True for a value `pdfTailOf` made (as read back from `book_files.pdf_tail`). */
export const isPdfTail = (value: unknown): value is PdfTail =>
  typeof value === 'object' &&
  value !== null &&
  (value as PdfTail).version === 1 &&
  typeof (value as PdfTail).prev === 'number' &&
  typeof (value as PdfTail).lastPage?.objectNumber === 'number';
