import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { escapeXml, layoutTitle, renderCoverSvg, wrapText } from './cover-svg.js';

/** Parses the SVG as XML, so a missing escape or a broken tag fails the test. */
const parseXml = (xml: string) => {
  const elements: Array<{ name: string; attributes: Record<string, string> }> = [];
  const texts: string[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) =>
    elements.push({ name: tag.name, attributes: tag.attributes as Record<string, string> }),
  );
  parser.on('text', (text) => texts.push(text));
  parser.write(xml).close();
  return { elements, text: texts.join('') };
};

const LONG_THAI = 'เกิดใหม่ทั้งทีขอเปิดร้านข้าวมันไก่ที่ต่างโลก และผจญภัยกับเพื่อนร่วมทางที่ไม่มีใครคาดคิด';

describe('renderCoverSvg', () => {
  it('draws a 357x510 SVG', () => {
    const svg = renderCoverSvg({ title: 'บ้านหลังเก่าริมคลอง', author: 'ศิริพร วงศ์ใหญ่', seed: 1 });
    expect(svg.startsWith('<svg')).toBe(true);
    const { elements } = parseXml(svg);
    expect(elements[0]?.attributes).toMatchObject({
      width: '357',
      height: '510',
      viewBox: '0 0 357 510',
    });
    expect(svg).toContain("'Noto Sans Thai'".replace(/'/g, '&#39;'));
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
    const { elements, text } = parseXml(svg);
    expect(elements.some(({ name }) => name === 'script')).toBe(false);
    expect(text).toContain('<script>');
    expect(text).toContain('S&P <1>');
  });

  it('wraps a long Thai title over several lines at word boundaries', () => {
    const svg = renderCoverSvg({ title: LONG_THAI, author: 'ปลายฟ้า', seed: 3 });
    const lines = parseXml(svg).elements.filter(({ name }) => name === 'tspan');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(5);

    const { lines: wrapped } = layoutTitle(LONG_THAI);
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
});

describe('wrapText', () => {
  it('keeps short text on one line and splits an over-long word', () => {
    expect(wrapText({ text: 'สวัสดี', maxEm: 10 })).toEqual(['สวัสดี']);
    const pieces = wrapText({ text: 'Supercalifragilisticexpialidocious', maxEm: 5 });
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('Supercalifragilisticexpialidocious');
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
