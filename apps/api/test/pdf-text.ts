import { inflateSync } from 'node:zlib';

/**
 * A PDF's text read back the way a viewer reads it (the receipts' and royalties' tests): objects
 * parsed, streams inflated, glyph codes turned into text through each font's ToUnicode map, and a
 * marked span's ActualText taken instead of its glyphs. Nothing here asks the renderer how it drew.
 * Works on pdfkit's own output (uncompressed object syntax, FlateDecode streams).
 */

type PdfObject = { dict: string; data: Buffer | null };

const parseObjects = (pdf: Buffer): Map<number, PdfObject> => {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2] as string;
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, data: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const raw = Buffer.from(body.slice(streamAt + 8, body.lastIndexOf('\nendstream')), 'latin1');
    objects.set(Number(match[1]), {
      dict,
      data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
  }
  return objects;
};

const utf16be = (bytes: Buffer): string => Buffer.from(bytes).swap16().toString('utf16le');

/** A PDF literal string's bytes: `\(`, `\)`, `\\`, `\n`… and octal escapes undone. */
const literalBytes = (literal: string): Buffer => {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const unescaped = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
    /^[0-7]+$/.test(escaped)
      ? String.fromCharCode(parseInt(escaped, 8))
      : (escapes[escaped] ?? escaped),
  );
  return Buffer.from(unescaped, 'latin1');
};

const textString = (bytes: Buffer): string =>
  bytes[0] === 0xfe && bytes[1] === 0xff ? utf16be(bytes.subarray(2)) : bytes.toString('latin1');

/** Glyph id → text, from a ToUnicode CMap's `bfrange` arrays (the form pdfkit writes). */
const parseToUnicode = (cmap: string): Map<number, string> => {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const start = parseInt(range[1] as string, 16);
    [...(range[2] as string).matchAll(/<([0-9a-f ]*)>/gi)].forEach((entry, index) => {
      const hex = (entry[1] as string).replace(/\s/g, '');
      map.set(start + index, utf16be(Buffer.from(hex, 'hex')));
    });
  }
  return map;
};

type Extracted = { lines: string[]; glyphText: string[] };

/**
 * The text of every BT…ET block in page order, one entry per block. `glyphText` is the same read
 * from the glyphs alone (what a reader that ignores ActualText gets).
 */
export const extractText = (pdf: Buffer): Extracted => {
  const objects = parseObjects(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const toUnicode = font?.dict.match(/\/ToUnicode (\d+) 0 R/);
      const cmap = toUnicode ? objects.get(Number(toUnicode[1]))?.data : null;
      if (cmap) fonts.set(name as string, parseToUnicode(cmap.toString('latin1')));
    }
  }

  const pages = [...objects.values()]
    .filter(({ dict }) => /\/Type \/Page\n/.test(dict))
    .map(({ dict }) => objects.get(Number(dict.match(/\/Contents (\d+) 0 R/)?.[1])));
  const lines: string[] = [];
  const glyphText: string[] = [];
  const token =
    /\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)|\bEMC\b|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|\bET\b/g;
  for (const page of pages) {
    const content = page?.data?.toString('latin1') ?? '';
    let actual: string | null = null;
    let font = new Map<number, string>();
    let line = '';
    let glyphs = '';
    for (const match of content.matchAll(token)) {
      const [whole, actualText, fontName, array] = match;
      if (actualText !== undefined) actual = textString(literalBytes(actualText));
      else if (whole === 'EMC') actual = null;
      else if (fontName) font = fonts.get(fontName) ?? new Map();
      else if (array !== undefined) {
        for (const [, hex] of array.matchAll(/<([0-9a-f]*)>/gi)) {
          for (let at = 0; at < (hex as string).length; at += 4) {
            glyphs += font.get(parseInt((hex as string).slice(at, at + 4), 16)) ?? '\uFFFD';
          }
        }
      } else if (whole === 'ET') {
        line = actual ?? glyphs;
        lines.push(line);
        glyphText.push(glyphs);
        glyphs = '';
      }
    }
  }
  return { lines, glyphText };
};

/** Every text block of the PDF, one a line, in drawing order. */
export const pdfText = (pdf: Buffer): string => extractText(pdf).lines.join('\n');
