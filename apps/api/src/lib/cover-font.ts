import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';

/**
 * The generated covers' lettering: text shaped with HarfBuzz in the store's font (Noto Sans Thai,
 * which also carries Latin) and drawn as outlines, so a cover shows its words on a machine without
 * Thai fonts (an SVG shown as an <img> cannot use the page's web fonts).
 *
 * harfbuzzjs instantiates its WebAssembly at import (a top-level await), so everything here is
 * synchronous; the font files are read on first use and kept for the life of the process.
 */

export type CoverWeight = 500 | 600 | 700;

/** Fonts tried in order for each grapheme cluster; the first that has all its characters draws it. */
const FONT_FILES: Record<CoverWeight, readonly string[]> = {
  500: ['@expo-google-fonts/noto-sans-thai/500Medium/NotoSansThai_500Medium.ttf'],
  600: ['@expo-google-fonts/noto-sans-thai/600SemiBold/NotoSansThai_600SemiBold.ttf'],
  700: ['@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf'],
};

type Outline = ReadonlyArray<{ type: string; values: number[] }>;
type LoadedFont = { font: hb.Font; upem: number; outlines: Map<number, Outline> };

const require = createRequire(import.meta.url);
const loaded = new Map<CoverWeight, LoadedFont[]>();

const fontsFor = (weight: CoverWeight): LoadedFont[] => {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = FONT_FILES[weight].map((file) => {
      const face = new hb.Face(new hb.Blob(readFileSync(require.resolve(file))));
      return { font: new hb.Font(face), upem: face.upem, outlines: new Map() };
    });
    loaded.set(weight, fonts);
  }
  return fonts;
};

/** One glyph of a shaped text: its font (index in the fallback list), id and pen position in em. */
export type ShapedGlyph = { font: number; id: number; x: number; y: number };
export type ShapedText = { glyphs: ShapedGlyph[]; width: number };

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
/** Characters HarfBuzz hides (joiners, variation selectors, zero-width space): no glyph needed. */
const isInvisible = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return (
    code === 0xad ||
    code === 0x34f ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2060 && code <= 0x2064) ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    code === 0xfeff ||
    (code >= 0xe0100 && code <= 0xe01ef)
  );
};
const scriptOf = (cluster: string): string | null => {
  if (/\p{Script=Thai}/u.test(cluster)) return 'Thai';
  if (/\p{Script=Latin}/u.test(cluster)) return 'Latn';
  return null;
};

type Run = { font: number; script: string | null; text: string };

/**
 * Splits a text into runs of one font and one script: each grapheme cluster goes to the first font
 * that has every character of it; spaces, digits and punctuation join the run around them. A
 * cluster no font has is left out (it would draw as an empty box).
 */
const itemize = (text: string, fonts: LoadedFont[]): Run[] => {
  const runs: Run[] = [];
  // Composed form: a letter with an accent typed as two characters finds the font's accented glyph.
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const chars = [...segment].filter((char) => !isInvisible(char));
    const font = chars.length
      ? fonts.findIndex(({ font: f }) =>
          chars.every((char) => f.nominalGlyph(char.codePointAt(0) ?? 0) !== undefined),
        )
      : (runs.at(-1)?.font ?? 0);
    if (font < 0) continue;
    const script = scriptOf(segment);
    const last = runs.at(-1);
    if (last && last.font === font && (!script || !last.script || script === last.script)) {
      last.text += segment;
      last.script ??= script;
    } else {
      runs.push({ font, script, text: segment });
    }
  }
  return runs;
};

const buffer = new hb.Buffer();

/** Shapes a line of text; positions and width are in em (multiply by the font size for px). */
export const shapeText = (text: string, weight: CoverWeight): ShapedText => {
  const fonts = fontsFor(weight);
  const glyphs: ShapedGlyph[] = [];
  let pen = 0;
  for (const run of itemize(text, fonts)) {
    const { font, upem } = fonts[run.font] as LoadedFont;
    buffer.reset();
    buffer.addText(run.text);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setScript(run.script ?? 'Latn');
    buffer.setLanguage(run.script === 'Thai' || !run.script ? 'th' : 'en');
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach(({ codepoint: id }, index) => {
      const position = positions[index];
      if (!position) return;
      glyphs.push({
        font: run.font,
        id,
        x: pen + position.xOffset / upem,
        y: position.yOffset / upem,
      });
      pen += position.xAdvance / upem;
    });
  }
  return { glyphs, width: pen };
};

const widths = new Map<string, number>();
/** The shaped width of a text in em, remembered (wrapping measures the same prefixes many times). */
export const measureEm = (text: string, weight: CoverWeight): number => {
  const key = `${weight}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    if (widths.size > 20_000) widths.clear();
    width = shapeText(text, weight).width;
    widths.set(key, width);
  }
  return width;
};

/**
 * SVG path data of numbers in tenths of a pixel: each point is rounded once, then written relative to
 * the one before, so the rounding does not add up and the numbers stay short.
 */
class PathWriter {
  private parts: string[] = [];
  private command = '';
  private last = '';
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;

  private number(tenths: number): string {
    const sign = tenths < 0 ? '-' : '';
    const abs = Math.abs(tenths);
    const whole = Math.floor(abs / 10);
    const decimal = abs % 10;
    if (!decimal) return `${sign}${whole}`;
    return `${sign}${whole || ''}.${decimal}`;
  }

  private emit(command: string, values: number[]) {
    if (command !== this.command || command === 'm') {
      this.parts.push(command);
      this.command = command;
      this.last = '';
    }
    for (const value of values) {
      const text = this.number(value);
      const joins =
        !this.last || text.startsWith('-') || (text.startsWith('.') && this.last.includes('.'));
      this.parts.push(joins ? text : ` ${text}`);
      this.last = text;
    }
  }

  /** Points are absolute, in tenths of a pixel. */
  add(type: string, points: Array<[number, number]>) {
    if (type === 'Z') {
      this.parts.push('z');
      this.command = 'z';
      this.last = '';
      this.x = this.startX;
      this.y = this.startY;
      return;
    }
    const values: number[] = [];
    for (const [px, py] of points) values.push(px - this.x, py - this.y);
    const end = points.at(-1);
    if (!end) return;
    if (type !== 'M' && values.every((value) => value === 0)) return;
    this.emit(type.toLowerCase(), values);
    [this.x, this.y] = end;
    if (type === 'M') [this.startX, this.startY] = end;
  }

  toString(): string {
    return this.parts.join('');
  }
}

const outlineOf = (loadedFont: LoadedFont, id: number): Outline => {
  let outline = loadedFont.outlines.get(id);
  if (!outline) {
    outline = loadedFont.font.glyphToJson(id);
    loadedFont.outlines.set(id, outline);
  }
  return outline;
};

export type TextAnchor = 'start' | 'middle' | 'end';

/** A line to draw: `x` is where the anchor falls, `y` the baseline, in px. */
export type TextLine = {
  text: string;
  weight: CoverWeight;
  size: number;
  x: number;
  y: number;
  anchor?: TextAnchor;
};

type Placement = {
  key: string;
  loadedFont: LoadedFont;
  id: number;
  size: number;
  x: number;
  y: number;
};

/** Writes a glyph's outline into `writer`, its origin at (x, y) px. */
const drawGlyph = (
  writer: PathWriter,
  { loadedFont, id, size, x, y }: Placement,
  origin = true,
) => {
  const scale = size / loadedFont.upem;
  const originX = origin ? x : 0;
  const originY = origin ? y : 0;
  for (const { type, values } of outlineOf(loadedFont, id)) {
    const points: Array<[number, number]> = [];
    for (let index = 0; index + 1 < values.length; index += 2) {
      points.push([
        Math.round((originX + (values[index] ?? 0) * scale) * 10),
        Math.round((originY - (values[index + 1] ?? 0) * scale) * 10),
      ]);
    }
    writer.add(type, points);
  }
};

const formatTenths = (value: number): string => String(Math.round(value * 10) / 10);

/**
 * Draws lines of text as SVG outlines. Each line becomes one `<path>` (no fill of its own: set it on
 * a parent), plus a `<use>` for each glyph that is drawn from `defs`: a glyph repeated often enough
 * that one definition and short references come out smaller than drawing it each time.
 * `idPrefix` names those definitions.
 */
export const drawLines = (
  lines: readonly TextLine[],
  idPrefix: string,
): { defs: string; lines: string[]; widths: number[] } => {
  const widths: number[] = [];
  const placed = lines.map(({ text, weight, size, x, y, anchor = 'middle' }) => {
    const fonts = fontsFor(weight);
    const shaped = shapeText(text, weight);
    const width = shaped.width * size;
    widths.push(width);
    const left = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
    return shaped.glyphs.map((glyph): Placement => ({
      key: `${weight}/${size}/${glyph.font}/${glyph.id}`,
      loadedFont: fonts[glyph.font] as LoadedFont,
      id: glyph.id,
      size,
      x: left + glyph.x * size,
      y: y - glyph.y * size,
    }));
  });

  const uses = new Map<string, number>();
  for (const placement of placed.flat()) {
    uses.set(placement.key, (uses.get(placement.key) ?? 0) + 1);
  }
  /** Reused glyphs: key -> id of the definition. */
  const reused = new Map<string, string>();
  const defs: string[] = [];
  for (const placement of placed.flat()) {
    const count = uses.get(placement.key) ?? 0;
    if (count < 2 || reused.has(placement.key)) continue;
    const writer = new PathWriter();
    drawGlyph(writer, placement, false);
    const d = writer.toString();
    if (!d) continue;
    const id = `${idPrefix}${defs.length.toString(36)}`;
    const definition = `<path id="${id}" d="${d}"/>`;
    const reference = `<use href="#${id}" x="000.0" y="000.0"/>`.length;
    if (definition.length + count * reference < count * d.length) {
      reused.set(placement.key, id);
      defs.push(definition);
    }
  }

  return {
    defs: defs.join(''),
    widths,
    lines: placed.map((placements) => {
      const writer = new PathWriter();
      const references: string[] = [];
      for (const placement of placements) {
        const id = reused.get(placement.key);
        if (id) {
          references.push(
            `<use href="#${id}" x="${formatTenths(placement.x)}" y="${formatTenths(placement.y)}"/>`,
          );
        } else {
          drawGlyph(writer, placement);
        }
      }
      const d = writer.toString();
      return `${d ? `<path d="${d}"/>` : ''}${references.join('')}`;
    }),
  };
};
