import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { drawLines, measureEm, shapeText } from './cover-font.js';
import { escapeXml } from './xml.js';
import { COVER_WIDTH, layoutTitle, renderCoverSvg, wrapText } from './cover-svg.js';

type Element = { name: string; attributes: Record<string, string>; parent: Element | null };

/** Parses the SVG as XML, so a missing escape or a broken tag fails the test. */
const parseXml = (xml: string) => {
  const elements: Element[] = [];
  const texts: string[] = [];
  let title = '';
  const open: Element[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      parent: open.at(-1) ?? null,
    };
    elements.push(element);
    open.push(element);
  });
  parser.on('closetag', () => open.pop());
  parser.on('text', (text) => {
    texts.push(text);
    if (open.at(-1)?.name === 'title') title += text;
  });
  parser.write(xml).close();
  return { elements, text: texts.join(''), title };
};

/** The drawn lettering: paths outside <defs> (the pattern's paths have no fill of their own). */
const letteringOf = (svg: string) => {
  const { elements } = parseXml(svg);
  const inDefs = (element: Element): boolean =>
    element.parent ? element.parent.name === 'defs' || inDefs(element.parent) : false;
  return elements.filter(
    (element) =>
      (element.name === 'path' || element.name === 'use') &&
      !inDefs(element) &&
      element.parent?.name === 'g' &&
      element.parent.attributes.fill !== undefined,
  );
};

const LONG_THAI = 'เกิดใหม่ทั้งทีขอเปิดร้านข้าวมันไก่ที่ต่างโลก และผจญภัยกับเพื่อนร่วมทางที่ไม่มีใครคาดคิด';
const TITLE_AREA_WIDTH = COVER_WIDTH - 2 * 34;

describe('renderCoverSvg', () => {
  it('draws a 357x510 SVG whose words are outlines, with the words in its <title>', () => {
    const svg = renderCoverSvg({ title: 'บ้านหลังเก่าริมคลอง', author: 'ศิริพร วงศ์ใหญ่', seed: 1 });
    expect(svg.startsWith('<svg')).toBe(true);
    const { elements, title } = parseXml(svg);
    expect(elements[0]?.attributes).toMatchObject({
      width: '357',
      height: '510',
      viewBox: '0 0 357 510',
    });
    expect(elements.some(({ name }) => name === 'text' || name === 'tspan')).toBe(false);
    expect(svg).not.toContain('font-family');
    expect(title).toBe('บ้านหลังเก่าริมคลอง — ศิริพร วงศ์ใหญ่');
    expect(elements[1]?.name).toBe('title');
  });

  it('draws a Thai title as path data', () => {
    const svg = renderCoverSvg({ title: 'ผู้เฒ่ากับทะเล', author: 'ศรีบูรพา', seed: 2 });
    const paths = letteringOf(svg).filter(({ name }) => name === 'path');
    // The title's line and the author's line.
    expect(paths).toHaveLength(2);
    for (const { attributes } of paths) {
      expect(attributes.d).toMatch(/^m[\d.-]/);
      expect(attributes.d?.length).toBeGreaterThan(200);
    }
  });

  it('escapes markup and ampersands in every text', () => {
    const svg = renderCoverSvg({
      title: '<script>alert("x")</script> & Sons',
      author: 'Tom & Jerry <b>',
      seriesLabel: 'S&P <1>',
      seed: 5,
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('Tom &amp; Jerry &lt;b&gt;');
    const { elements, title } = parseXml(svg);
    expect(elements.some(({ name }) => name === 'script')).toBe(false);
    expect(title).toBe('<script>alert("x")</script> & Sons — S&P <1> — Tom & Jerry <b>');
  });

  it('wraps a long Thai title over several lines at word boundaries, each within the cover', () => {
    const { size, lines: wrapped } = layoutTitle(LONG_THAI);
    expect(wrapped.length).toBeGreaterThanOrEqual(3);
    expect(wrapped.length).toBeLessThanOrEqual(5);
    for (const line of wrapped) {
      expect(measureEm(line, 700) * size).toBeLessThanOrEqual(TITLE_AREA_WIDTH);
      expect(shapeText(line, 700).width * size).toBeLessThanOrEqual(TITLE_AREA_WIDTH);
    }
    // Lines are not cut needlessly short: each next word would not have fit.
    expect(Math.max(...wrapped.map((line) => measureEm(line, 700) * size))).toBeGreaterThan(
      TITLE_AREA_WIDTH * 0.75,
    );

    const svg = renderCoverSvg({ title: LONG_THAI, author: 'ปลายฟ้า', seed: 3 });
    const titleGroup = letteringOf(svg).filter(
      ({ parent }) => parent?.attributes.opacity !== '0.92',
    );
    expect(titleGroup.filter(({ name }) => name === 'path')).toHaveLength(wrapped.length);

    expect(wrapped.join('').replace(/\s/g, '')).toBe(LONG_THAI.replace(/\s/g, ''));
    const words = new Set(
      [...new Intl.Segmenter('th', { granularity: 'word' }).segment(LONG_THAI)].map(
        ({ index }) => index,
      ),
    );
    let offset = 0;
    for (const line of wrapped.slice(0, -1)) {
      offset = LONG_THAI.indexOf(line, offset) + line.length;
      const next = LONG_THAI.slice(offset).search(/\S/) + offset;
      expect(words.has(next)).toBe(true);
    }
  });

  it('shrinks and cuts very long titles to at most five lines', () => {
    const { size, lines } = layoutTitle(LONG_THAI.repeat(4));
    expect(lines).toHaveLength(5);
    expect(size).toBeLessThan(36);
    expect(lines.at(-1)?.endsWith('…')).toBe(true);
    for (const line of lines) {
      expect(measureEm(line, 700) * size).toBeLessThanOrEqual(TITLE_AREA_WIDTH);
    }
  });

  it('is the same for the same input and differs by seed', () => {
    const input = {
      title: 'เรียน Python ฉบับสมบูรณ์',
      author: 'ธนพล ศรีสุข',
      seriesLabel: 'เล่ม 2',
      seed: 99,
    };
    expect(renderCoverSvg(input)).toBe(renderCoverSvg(input));
    expect(renderCoverSvg({ ...input, seed: 100 })).not.toBe(renderCoverSvg(input));
  });

  it('keeps coordinates to one decimal', () => {
    const svg = renderCoverSvg({ title: LONG_THAI, author: 'ปลายฟ้า', seed: 3 });
    for (const { attributes } of letteringOf(svg)) {
      for (const value of [attributes.d, attributes.x, attributes.y]) {
        if (value) expect(value).not.toMatch(/\.\d\d/);
      }
    }
  });
});

describe('cover lettering', () => {
  it('draws Thai and Latin of a mixed title with real glyphs (no .notdef)', () => {
    const mixed = shapeText('เรียน Python ฉบับสมบูรณ์', 700);
    expect(mixed.glyphs.every(({ id }) => id !== 0)).toBe(true);
    const latin = shapeText('Python', 700).glyphs.map(({ id }) => id);
    const thai = shapeText('ฉบับสมบูรณ์', 700).glyphs.map(({ id }) => id);
    const ids = mixed.glyphs.map(({ id }) => id);
    for (const id of [...latin, ...thai]) expect(ids).toContain(id);
    expect(latin).toHaveLength(6);
  });

  it('stacks Thai marks on their letter: no width, tone marks above vowels, shifted off tall letters', () => {
    expect(measureEm('ผู้', 700)).toBeCloseTo(measureEm('ผ', 700), 5);
    expect(measureEm('ที่', 700)).toBeCloseTo(measureEm('ท', 700), 5);
    // A tone mark over an upper vowel is a raised form of the one that sits on the letter alone.
    const alone = shapeText('ท่', 700).glyphs.at(-1);
    const overVowel = shapeText('ที่', 700).glyphs.at(-1);
    expect(overVowel?.id).not.toBe(alone?.id);
    // Marks on ป (a tall letter) move left of its ascender.
    const onTall = shapeText('ปี่', 700).glyphs;
    expect(onTall.at(-1)?.x).toBeLessThan(measureEm('ป', 700) - 0.1);
    expect(onTall[1]?.id).not.toBe(shapeText('ที่', 700).glyphs[1]?.id);
  });

  it('leaves out characters the font lacks instead of drawing empty boxes', () => {
    const shaped = shapeText('日本 Book', 700);
    expect(shaped.glyphs.every(({ id }) => id !== 0)).toBe(true);
    expect(shaped.glyphs.length).toBeGreaterThanOrEqual(4);
  });

  it('reuses a repeated glyph from <defs> only when that is smaller', () => {
    const many = drawLines([{ text: 'บบบบบบบบบบ', weight: 700, size: 36, x: 100, y: 100 }], 'x-g');
    expect(many.defs).toContain('<path id="x-g0"');
    expect(many.lines[0]).toContain('<use href="#x-g0"');
    const once = drawLines([{ text: 'บ', weight: 700, size: 36, x: 100, y: 100 }], 'x-g');
    expect(once.defs).toBe('');
    expect(once.lines[0]).toMatch(/^<path d="m/);
  });
});

describe('wrapText', () => {
  it('keeps short text on one line and splits an over-long word', () => {
    expect(wrapText({ text: 'สวัสดี', maxEm: 10 })).toEqual(['สวัสดี']);
    const pieces = wrapText({ text: 'Supercalifragilisticexpialidocious', maxEm: 5 });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Supercalifragilisticexpialidocious');
    for (const piece of pieces) expect(measureEm(piece, 700)).toBeLessThanOrEqual(5);
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
