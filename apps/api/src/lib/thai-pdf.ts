import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';

/**
 * Thai text in PDFs drawn with pdfkit (receipts, book PDFs): Noto Sans Thai (regular and bold,
 * embedded and subset by pdfkit) laid out by HarfBuzz, and lines broken between words.
 *
 * pdfkit lays text out with fontkit, which has no Thai shaper: it stacks a tone mark under the ring
 * of SARA AM (น้ำ comes out with the ring above the tone mark) and misses the font's shifted tone
 * marks beside tall consonants (ปู่). So pdfkit is handed the same fontkit font with its `layout`
 * done by HarfBuzz (harfbuzzjs, as the covers use), and pdfkit embeds whatever glyphs HarfBuzz chose.
 */

export type Weight = 'regular' | 'bold';

const FONT_FILES: Record<Weight, string> = {
  regular: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf',
};

const require = createRequire(import.meta.url);

/** The fields of a fontkit font read outside pdfkit (the PDF stamp writes its own font objects). */
export type FontkitFont = {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  italicAngle: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  postscriptName: string;
};

/** The fontkit pdfkit itself depends on, so its font objects are the kind pdfkit expects. */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(data: Uint8Array): FontkitFont;
};

/** One glyph as HarfBuzz placed it, in font units. */
export type ShapedGlyph = {
  id: number;
  /** The glyph's own advance in the font (its width in the PDF's /W). */
  advanceWidth: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  /** The characters the glyph stands for (the PDF's ToUnicode map). */
  codePoints: number[];
};

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
/** The glyph fields pdfkit reads: the id to embed, its width and the text it stands for. */
type RunGlyph = { id: number; advanceWidth: number; codePoints: number[] };

/** fontkit's GlyphRun as pdfkit uses it. */
class ShapedRun {
  constructor(
    readonly glyphs: RunGlyph[],
    readonly positions: Position[],
  ) {}

  /** A getter, as in fontkit: pdfkit scales the positions in place, then reads the width. */
  get advanceWidth(): number {
    return this.positions.reduce((sum, position) => sum + position.xAdvance, 0);
  }
}

const SARA_AM = 0x0e33;
const NIKHAHIT = 0x0e4d;
const SARA_AA = 0x0e32;

/**
 * The font's glyph of a character and a glyph's advance, remembered per font: each HarfBuzz call
 * crosses into WebAssembly, and a book's text asks for the same few dozen characters many times.
 */
const glyphCache = new WeakMap<hb.Font, Map<number, number | undefined>>();
const advanceCache = new WeakMap<hb.Font, Map<number, number>>();

const glyphOf = (font: hb.Font, code: number): number | undefined => {
  let glyphs = glyphCache.get(font);
  if (!glyphs) glyphCache.set(font, (glyphs = new Map()));
  if (!glyphs.has(code)) glyphs.set(code, font.nominalGlyph(code));
  return glyphs.get(code);
};

const advanceOf = (font: hb.Font, id: number): number => {
  let advances = advanceCache.get(font);
  if (!advances) advanceCache.set(font, (advances = new Map()));
  let advance = advances.get(id);
  if (advance === undefined) advances.set(id, (advance = font.glyphHAdvance(id)));
  return advance;
};

export type ShapingFont = {
  hbFont: hb.Font;
  /** The fontkit font pdfkit embeds, laying out with HarfBuzz. */
  pdfFont: FontkitFont;
  /** The font file's bytes. */
  data: Buffer;
};

/**
 * The characters each glyph of one cluster stands for, for the PDF's ToUnicode map (copying and
 * searching the text). pdfkit keeps one mapping per glyph id for the whole file, so a glyph gets
 * only characters it always stands for: the one it is the font's glyph of, else (a shifted tone
 * mark, a ligature) the cluster's characters no other glyph took. HarfBuzz splits SARA AM into
 * NIKHAHIT + SARA AA, which those two glyphs then stand for.
 */
const codePointsOfCluster = (font: hb.Font, glyphIds: number[], chars: number[]): number[][] => {
  const isSplit = !glyphIds.includes(glyphOf(font, SARA_AM) ?? -1);
  const pool = chars.flatMap((char) =>
    char === SARA_AM && isSplit ? [NIKHAHIT, SARA_AA] : [char],
  );
  const used = pool.map(() => false);
  const result = glyphIds.map((id): number[] | null => {
    const index = pool.findIndex((char, at) => !used[at] && glyphOf(font, char) === id);
    if (index < 0) return null;
    used[index] = true;
    return [pool[index] as number];
  });
  const leftChars = pool.filter((_, at) => !used[at]);
  const leftGlyphs = result.flatMap((codePoints, at) => (codePoints ? [] : [at]));
  leftGlyphs.forEach((at, order) => {
    const isLast = order === leftGlyphs.length - 1;
    result[at] = isLast ? leftChars.slice(order) : leftChars.slice(order, order + 1);
  });
  return result.map((codePoints) => codePoints ?? []);
};

type Script = 'Thai' | 'Latn';
type ScriptRun = { start: number; end: number; script: Script | null };

const scriptOf = (code: number): Script | null => {
  if (code >= 0x0e00 && code <= 0x0e7f) return 'Thai';
  return /[\p{L}\p{M}]/u.test(String.fromCodePoint(code)) ? 'Latn' : null;
};

/** Runs of one script; digits, spaces and punctuation join the run around them. */
const scriptRuns = (codePoints: number[]): Array<ScriptRun & { script: Script }> => {
  const runs: ScriptRun[] = [];
  codePoints.forEach((code, index) => {
    const script = scriptOf(code);
    const last = runs.at(-1);
    if (last && (!script || !last.script || script === last.script)) {
      last.end = index + 1;
      last.script ??= script;
    } else {
      runs.push({ start: index, end: index + 1, script });
    }
  });
  return runs.map((run) => ({ ...run, script: run.script ?? 'Latn' }));
};

const buffer = new hb.Buffer();

/**
 * Shapes a piece of text with HarfBuzz, one run per script (digits, spaces and punctuation join
 * the run around them): the glyphs left to right with their positions and characters.
 */
export const shapeText = (font: hb.Font, text: string): ShapedGlyph[] => {
  const codePoints = [...text].map((char) => char.codePointAt(0) as number);
  const glyphs: ShapedGlyph[] = [];
  for (const run of scriptRuns(codePoints)) {
    buffer.reset();
    buffer.addCodePoints(codePoints, run.start, run.end - run.start);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript(run.script);
    buffer.setLanguage(run.script === 'Thai' ? 'th' : 'en');
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    // Glyphs of a cluster are consecutive (left to right, monotone clusters).
    for (let first = 0; first < infos.length;) {
      const cluster = (infos[first] as hb.GlyphInfo).cluster;
      let next = first;
      while (next < infos.length && (infos[next] as hb.GlyphInfo).cluster === cluster) next += 1;
      const end = next < infos.length ? (infos[next] as hb.GlyphInfo).cluster : run.end;
      const ids = infos.slice(first, next).map((info) => info.codepoint);
      const mapped = codePointsOfCluster(font, ids, codePoints.slice(cluster, end));
      ids.forEach((id, index) => {
        const position = positions[first + index] as hb.GlyphPosition;
        glyphs.push({
          id,
          advanceWidth: advanceOf(font, id),
          xAdvance: position.xAdvance,
          yAdvance: position.yAdvance,
          xOffset: position.xOffset,
          yOffset: position.yOffset,
          codePoints: mapped[index] ?? [],
        });
      });
      first = next;
    }
  }
  return glyphs;
};

/** Shapes one piece of text as fontkit's `layout` would return it, in font units. */
const layout = (font: hb.Font, text: string): ShapedRun => {
  const glyphs = shapeText(font, text);
  return new ShapedRun(
    glyphs.map(({ id, advanceWidth, codePoints }) => ({ id, advanceWidth, codePoints })),
    glyphs.map(({ xAdvance, yAdvance, xOffset, yOffset }) => ({
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    })),
  );
};

const fonts: Partial<Record<Weight, ShapingFont>> = {};

/** Reads a font on first use and keeps it for the life of the process. */
export const loadThaiFont = (weight: Weight): ShapingFont => {
  const known = fonts[weight];
  if (known) return known;
  const data = readFileSync(require.resolve(FONT_FILES[weight]));
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(data)));
  // pdfkit accepts a fontkit font (anything with `layout`); this one lays out with HarfBuzz and
  // leaves the rest (metrics, subsetting) to fontkit.
  const pdfFont = Object.create(fontkit.create(data), {
    layout: { value: (text: string) => layout(hbFont, text) },
  }) as FontkitFont;
  return (fonts[weight] = { hbFont, pdfFont, data });
};

/** Both fonts (see `loadThaiFont`). */
export const loadThaiFonts = (): Record<Weight, ShapingFont> => ({
  regular: loadThaiFont('regular'),
  bold: loadThaiFont('bold'),
});

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
const words = new Intl.Segmenter('th', { granularity: 'word' });

/** Text as it is printed: composed (NFC), whitespace collapsed, controls and invisible characters dropped. */
export const cleanText = (text: string): string =>
  [...text.normalize('NFC').replace(/\s+/g, ' ').trim()]
    .filter((char) => !/[\p{Cc}\p{Cf}]/u.test(char))
    .join('');

/**
 * Text as it can be printed in the font: `cleanText`, and a character the font does not have
 * shown as "?" rather than an empty box.
 */
export const printable = (text: string, font: hb.Font): string =>
  [...cleanText(text)]
    .map((char) => (glyphOf(font, char.codePointAt(0) as number) === undefined ? '?' : char))
    .join('');

/** Closing punctuation and Thai repetition marks stay with the word before them. */
const GLUES_TO_PREVIOUS = /^[.,:;!?)\]}ๆฯ…"'’”%-]+$/u;
const OPENS = /[([{"'‘“]$/u;
export const THAI = /[\u0e00-\u0e7f]/u;

/** Whether a line may break between a text and the word segment that follows it. */
const canBreakBetween = (before: string, after: string): boolean => {
  const last = before.at(-1) ?? '';
  if (/\s/u.test(last)) return true;
  if (GLUES_TO_PREVIOUS.test(after) || OPENS.test(last) || /^\s/u.test(after)) return false;
  return THAI.test(last) || THAI.test(after.charAt(0));
};

/** The pieces of a text a line may not break inside (a word with its trailing space and punctuation). */
const unbreakableChunks = (text: string): string[] => {
  const chunks: string[] = [];
  for (const { segment } of words.segment(text)) {
    const last = chunks.at(-1);
    if (last !== undefined && !canBreakBetween(last, segment)) chunks[chunks.length - 1] += segment;
    else chunks.push(segment);
  }
  return chunks;
};

/**
 * The same lines as `wrapLines` for long running text, measured word by word: a line's width is
 * the sum of its words' widths (`widthOf`, which the caller may cache: words repeat), instead of
 * shaping the whole line again for every word added. Exact where shaping never crosses a word
 * boundary (Thai clusters, words with spaces between them). `maxWidth` of the first line may
 * differ (an indented paragraph).
 */
export const wrapMeasured = (
  text: string,
  widthOf: (piece: string) => number,
  maxWidth: number,
  firstMaxWidth = maxWidth,
): string[] => {
  const lines: string[] = [];
  const limit = () => (lines.length === 0 ? firstMaxWidth : maxWidth);
  let current = '';
  let width = 0;
  const push = () => {
    if (current.trim()) lines.push(current.trimEnd());
    current = '';
    width = 0;
  };
  for (const chunk of unbreakableChunks(text)) {
    const trimmed = chunk.trimEnd();
    if (current && width + widthOf(trimmed) > limit()) push();
    if (!current && widthOf(trimmed) > limit()) {
      // A word wider than the line: split between clusters.
      lines.push(...wrapLines(chunk.trimStart(), (line) => widthOf(line) <= limit()));
      continue;
    }
    const piece = current ? chunk : chunk.trimStart();
    current += piece;
    width += widthOf(piece);
  }
  push();
  return lines;
};

/**
 * Lines of which `fits` approves. Thai has no spaces, so a line may break at a space or where ICU's
 * Thai dictionary puts a word boundary next to a Thai letter, never inside "14:04" or
 * "RC-2569-000123", never after an opening bracket or before closing punctuation; inside a word
 * only when the word alone is too wide, and then never inside a cluster.
 */
export const wrapLines = (text: string, fits: (line: string) => boolean): string[] => {
  const chunks = unbreakableChunks(text);

  const lines: string[] = [];
  const fitsTrimmed = (line: string) => fits(line.trimEnd());
  let current = '';
  for (const chunk of chunks) {
    if (!current.trim() || fitsTrimmed(current + chunk)) {
      current += chunk;
    } else {
      lines.push(current.trimEnd());
      current = chunk.trimStart();
    }
    while (!fitsTrimmed(current)) {
      let head = '';
      for (const { segment: cluster } of graphemes.segment(current)) {
        if (head && !fitsTrimmed(head + cluster)) break;
        head += cluster;
      }
      if (head === current) break;
      lines.push(head.trimEnd());
      current = current.slice(head.length).trimStart();
    }
  }
  if (current.trim()) lines.push(current.trimEnd());
  return lines;
};

/** Registers the fonts as `regular` and `bold` on a pdfkit document. */
export const registerThaiFonts = (doc: PDFKit.PDFDocument): Record<Weight, ShapingFont> => {
  const fonts = loadThaiFonts();
  doc.registerFont('regular', fonts.regular.pdfFont as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', fonts.bold.pdfFont as unknown as PDFKit.Mixins.PDFFontSource);
  return fonts;
};

/** The bytes of a pdfkit document once it ends. */
export const collectPdf = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
