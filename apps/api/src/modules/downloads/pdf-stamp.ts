import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { loadThaiFont, printable, shapeText } from '../../lib/thai-pdf.js';
import type { PdfTail } from '../../lib/pdf-tail.js';
import { type Stamp, stampLines } from './stamp-text.js';

/**
 * The watermark of a downloaded PDF as an incremental update (docs/downloads.md): bytes appended
 * after the unchanged file that replace its last page by a copy drawing the stamp, and its
 * information dictionary by one carrying the license id. The original is streamed from storage
 * as it is, so a 20 MB book is never held in memory; only this update (a few kilobytes: the
 * stamp's font objects, two content streams, the page, the cross-reference) is built per download.
 *
 * Text is Noto Sans Thai, shaped by HarfBuzz as the receipts are (lib/thai-pdf.ts). The
 * font is embedded whole (47 kB, about 27 kB compressed, made once per process): subsetting it per
 * download with fontkit took from 2 to 160 ms, the whole budget of the first byte. It is a CID
 * font (Identity-H, glyph ids as CIDs) with a ToUnicode map, so the stamp can be
 * copied and searched.
 */

const streamObject = (dict: string, data: Uint8Array, compress = true): Buffer => {
  const body = compress ? deflateSync(data) : Buffer.from(data);
  const filter = compress ? ' /Filter /FlateDecode' : '';
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${body.length}${filter} >>\nstream\n`, 'latin1'),
    body,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

let fontFile: Buffer | undefined;
/** The font file's stream object (`<< ... >> stream ... endstream`), compressed once per process. */
const fontFileObject = (data: Buffer): Buffer =>
  (fontFile ??= streamObject(`/Length1 ${data.length}`, data));

const num = (value: number): string => {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

const utf16Hex = (text: string): string => {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (code > 0xffff) {
      const high = 0xd800 + ((code - 0x10000) >> 10);
      const low = 0xdc00 + ((code - 0x10000) & 0x3ff);
      hex += high.toString(16).padStart(4, '0') + low.toString(16).padStart(4, '0');
    } else hex += code.toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
};

/** A PDF literal string, escaped (ASCII only here: the license id and names of keys). */
const literal = (text: string): string => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

/** Display coordinates (the page as the reader sees it, rotation applied) to user space. */
const displayMatrix = (
  box: [number, number, number, number],
  rotate: number,
): { matrix: number[]; width: number; height: number } => {
  const [llx, lly, urx, ury] = box;
  const w = urx - llx;
  const h = ury - lly;
  switch (rotate) {
    case 90:
      return { matrix: [0, 1, -1, 0, llx + w, lly], width: h, height: w };
    case 180:
      return { matrix: [-1, 0, 0, -1, llx + w, lly + h], width: w, height: h };
    case 270:
      return { matrix: [0, -1, 1, 0, llx, lly + h], width: h, height: w };
    default:
      return { matrix: [1, 0, 0, 1, llx, lly], width: w, height: h };
  }
};

type PdfObject = { number: number; generation: number; body: Buffer };

const FONT_RESOURCE = 'NangsueStamp';
const FONT_SIZE = 6.5;
const LINE_GAP = 8;
const BOTTOM = 6;

/**
 * The bytes to append to the stored PDF (whose tail is `tail`) to stamp it for `stamp`. Pure: the
 * same tail and stamp give the same bytes.
 */
export const pdfStampUpdate = (tail: PdfTail, stamp: Stamp): Buffer => {
  const { hbFont, pdfFont: font, data } = loadThaiFont('regular');
  const { th, en } = stampLines(stamp);
  const upem = font.unitsPerEm;
  const { matrix, width } = displayMatrix(tail.lastPage.box, tail.lastPage.rotate);

  // Glyph ids in the content are the font's own (CIDToGIDMap /Identity).
  const widths = new Map<number, number>();
  const toUnicode = new Map<number, string>();
  const lines = [en, th].map((text) => {
    const glyphs = shapeText(hbFont, printable(text, hbFont)).map((glyph) => {
      const cid = glyph.id;
      widths.set(cid, Math.round((glyph.advanceWidth * 1000) / upem));
      if (glyph.codePoints.length > 0 && !toUnicode.has(cid)) {
        toUnicode.set(cid, String.fromCodePoint(...glyph.codePoints));
      }
      return { ...glyph, cid };
    });
    const size = Math.min(
      FONT_SIZE,
      ((width - 24) * upem) /
        Math.max(
          1,
          glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0),
        ),
    );
    return { glyphs, size };
  });

  // The stamp, drawn in display coordinates on a white band so it reads on any page.
  const ops: string[] = ['Q', 'q', `${matrix.map(num).join(' ')} cm`];
  const measured = lines.map(({ glyphs, size }) => ({
    size,
    advance: (glyphs.reduce((sum, glyph) => sum + glyph.xAdvance, 0) * size) / upem,
  }));
  const bandWidth = Math.max(...measured.map((line) => line.advance)) + 8;
  ops.push(
    `1 g ${num((width - bandWidth) / 2)} ${num(BOTTOM - 3)} ${num(bandWidth)} ${num(LINE_GAP * 2 + 2)} re f`,
  );
  ops.push('BT', '0.25 g');
  lines.forEach(({ glyphs, size }, index) => {
    const scale = size / upem;
    let x = (width - (measured[index]?.advance ?? 0)) / 2;
    const y = BOTTOM + index * LINE_GAP;
    // The line's text as it was written, for copying and searching (the glyphs' own order and
    // positions split Thai marks from their letters in text extraction).
    ops.push(`/Span << /ActualText <FEFF${utf16Hex([en, th][index] ?? '')}> >> BDC`);
    ops.push(`/${FONT_RESOURCE} ${num(size)} Tf`);
    for (const glyph of glyphs) {
      const gx = x + glyph.xOffset * scale;
      const gy = y + glyph.yOffset * scale;
      ops.push(`1 0 0 1 ${num(gx)} ${num(gy)} Tm <${glyph.cid.toString(16).padStart(4, '0')}> Tj`);
      x += glyph.xAdvance * scale;
    }
    ops.push('EMC');
  });
  ops.push('ET', 'Q');

  // Object numbers: new ones from the trailer's /Size; the page keeps its own.
  let next = tail.size;
  const ref = () => next++;
  const type0 = ref();
  const cidFont = ref();
  const descriptor = ref();
  const fontStream = ref();
  const cmap = ref();
  const saveState = ref();
  const drawing = ref();
  const info = ref();

  const baseFont = `/${font.postscriptName.replace(/[^A-Za-z0-9-]/g, '')}`;
  const scale = 1000 / upem;
  const cids = [...widths.keys()].sort((a, b) => a - b);
  const cmapText = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...[...toUnicode.entries()]
      .sort(([a], [b]) => a - b)
      .reduce<string[][]>((chunks, entry, index) => {
        if (index % 100 === 0) chunks.push([]);
        chunks.at(-1)?.push(`<${entry[0].toString(16).padStart(4, '0')}> <${utf16Hex(entry[1])}>`);
        return chunks;
      }, [])
      .flatMap((chunk) => [`${chunk.length} beginbfchar`, ...chunk, 'endbfchar']),
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');

  const page = tail.lastPage;
  const contents = ['', `${saveState} 0 R`, ...page.contents, `${drawing} 0 R`].join(' ').trim();
  const pageDict = [
    '<<',
    page.entries,
    `/Contents [${contents}]`,
    `/Resources << ${page.resources}\n/Font << ${page.fonts}\n/${FONT_RESOURCE} ${type0} 0 R >> >>`,
    '>>',
  ].join('\n');

  const objects: PdfObject[] = [
    {
      number: page.objectNumber,
      generation: page.generation,
      body: Buffer.from(pageDict, 'latin1'),
    },
    {
      number: type0,
      generation: 0,
      body: Buffer.from(
        `<< /Type /Font /Subtype /Type0 /BaseFont ${baseFont} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${cmap} 0 R >>`,
        'latin1',
      ),
    },
    {
      number: cidFont,
      generation: 0,
      body: Buffer.from(
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont ${baseFont} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 0 /W [${cids.map((cid) => `${cid} [${widths.get(cid)}]`).join(' ')}] >>`,
        'latin1',
      ),
    },
    {
      number: descriptor,
      generation: 0,
      body: Buffer.from(
        `<< /Type /FontDescriptor /FontName ${baseFont} /Flags 4 /FontBBox [${[font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map((value) => num(value * scale)).join(' ')}] /ItalicAngle ${num(font.italicAngle)} /Ascent ${num(font.ascent * scale)} /Descent ${num(font.descent * scale)} /CapHeight ${num((font.capHeight || font.ascent) * scale)} /StemV 80 /FontFile2 ${fontStream} 0 R >>`,
        'latin1',
      ),
    },
    {
      number: fontStream,
      generation: 0,
      body: fontFileObject(data),
    },
    { number: cmap, generation: 0, body: streamObject('', Buffer.from(cmapText, 'latin1')) },
    { number: saveState, generation: 0, body: streamObject('', Buffer.from('q\n'), false) },
    {
      number: drawing,
      generation: 0,
      body: streamObject('', Buffer.from(ops.join('\n'), 'latin1')),
    },
    {
      number: info,
      generation: 0,
      body: Buffer.from(
        `<<\n${tail.infoEntries}\n/NangsueLicense ${literal(`urn:uuid:${stamp.licenseId}`)}\n>>`,
        'latin1',
      ),
    },
  ];

  // The update: objects, then the cross-reference (a table, or a stream when the file uses those).
  const chunks: Buffer[] = [Buffer.from('\n', 'latin1')];
  let offset = tail.byteLength + 1;
  const offsets = new Map<number, { offset: number; generation: number }>();
  for (const object of objects) {
    const head = Buffer.from(`${object.number} ${object.generation} obj\n`, 'latin1');
    const foot = Buffer.from('\nendobj\n', 'latin1');
    offsets.set(object.number, { offset, generation: object.generation });
    chunks.push(head, object.body, foot);
    offset += head.length + object.body.length + foot.length;
  }
  const idEntry = tail.id
    ? ` /ID [${tail.id[0]} <${createHash('md5').update(`${tail.id[1]}${stamp.licenseId}`).digest('hex')}>]`
    : '';
  const trailerEntries = `/Root ${tail.root} /Info ${info} 0 R${idEntry} /Prev ${tail.prev}`;
  const xrefOffset = offset;
  if (tail.xrefStream) {
    const xrefNumber = next++;
    offsets.set(xrefNumber, { offset: xrefOffset, generation: 0 });
    const numbers = [...offsets.keys()].sort((a, b) => a - b);
    const index: number[] = [];
    for (const number of numbers) {
      const last = index.length - 2;
      if (last >= 0 && (index[last] as number) + (index[last + 1] as number) === number) {
        index[last + 1] = (index[last + 1] as number) + 1;
      } else index.push(number, 1);
    }
    const data = Buffer.alloc(numbers.length * 7);
    numbers.forEach((number, at) => {
      const entry = offsets.get(number) as { offset: number; generation: number };
      data.writeUInt8(1, at * 7);
      data.writeUInt32BE(entry.offset, at * 7 + 1);
      data.writeUInt16BE(entry.generation, at * 7 + 5);
    });
    const body = streamObject(
      `/Type /XRef /Size ${next} /W [1 4 2] /Index [${index.join(' ')}] ${trailerEntries}`,
      data,
      false,
    );
    chunks.push(
      Buffer.from(`${xrefNumber} 0 obj\n`, 'latin1'),
      body,
      Buffer.from(`\nendobj\nstartxref\n${xrefOffset}\n%%EOF\n`, 'latin1'),
    );
  } else {
    const numbers = [...offsets.keys()].sort((a, b) => a - b);
    const lines: string[] = ['xref'];
    for (let at = 0; at < numbers.length;) {
      let end = at + 1;
      while (end < numbers.length && numbers[end] === (numbers[end - 1] as number) + 1) end += 1;
      lines.push(`${numbers[at]} ${end - at}`);
      for (const number of numbers.slice(at, end)) {
        const entry = offsets.get(number) as { offset: number; generation: number };
        lines.push(
          `${String(entry.offset).padStart(10, '0')} ${String(entry.generation).padStart(5, '0')} n\r`,
        );
      }
      at = end;
    }
    chunks.push(
      Buffer.from(
        `${lines.join('\n')}\ntrailer\n<< /Size ${next} ${trailerEntries} >>\nstartxref\n${xrefOffset}\n%%EOF\n`,
        'latin1',
      ),
    );
  }
  return Buffer.concat(chunks);
};
