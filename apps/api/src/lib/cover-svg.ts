import { escapeXml } from './xml.js';
import { drawLines, measureEm, type CoverWeight, type TextLine } from './cover-font.js';
import { createRandom, type Random } from './random.js';

/**
 * Draws a book cover (357x510, the store's cover size) for books that come without one: a palette and
 * a geometric pattern chosen from the seed, the title large and wrapped, the author at the bottom.
 * Thai is written without spaces, so titles wrap at the word boundaries of `Intl.Segmenter('th')`.
 * The lettering is drawn as outlines of Noto Sans Thai shaped by HarfBuzz (`cover-font.ts`), so the
 * cover reads the same on a machine without Thai fonts; its words are in the SVG's `<title>`.
 */
export const COVER_WIDTH = 357;
export const COVER_HEIGHT = 510;

export type CoverPalette = {
  name: string;
  /** Gradient from top-left to bottom-right. */
  background: readonly [string, string];
  accent: string;
  text: string;
};

export const COVER_PALETTES: readonly CoverPalette[] = [
  { name: 'midnight', background: ['#1d2b53', '#0b1026'], accent: '#f6c453', text: '#fdf6e3' },
  { name: 'jade', background: ['#0f5e4b', '#073b30'], accent: '#f2d492', text: '#f7f3e8' },
  { name: 'terracotta', background: ['#c8553d', '#7e2a1e'], accent: '#ffe1a8', text: '#fff8f0' },
  { name: 'lotus', background: ['#f7d6dc', '#e48aa3'], accent: '#7a2142', text: '#3b0f20' },
  { name: 'saffron', background: ['#f9c74f', '#e07a1f'], accent: '#2d1e2f', text: '#2d1e2f' },
  { name: 'indigo', background: ['#2f4b9a', '#14204a'], accent: '#9ad1f5', text: '#eef6ff' },
  { name: 'celadon', background: ['#cfe6da', '#86b9a4'], accent: '#1e4d40', text: '#11332a' },
  { name: 'plum', background: ['#5b2a86', '#2e1446'], accent: '#f3a5c6', text: '#fbefff' },
  { name: 'teak', background: ['#7a5741', '#3e2a1e'], accent: '#e9c46a', text: '#fbf3e4' },
  { name: 'sky', background: ['#a8dadc', '#3a86a8'], accent: '#0b2545', text: '#06203a' },
  { name: 'charcoal', background: ['#2b2d42', '#14151f'], accent: '#ef233c', text: '#edf2f4' },
  { name: 'mango', background: ['#fff1c1', '#f6cf65'], accent: '#c8394f', text: '#3d2c1e' },
  { name: 'forest', background: ['#2d6a4f', '#1b4332'], accent: '#b7e4c7', text: '#f1faee' },
  { name: 'coral', background: ['#ffb38a', '#ef6f6c'], accent: '#fff3b0', text: '#2b0f14' },
];

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** A text without its last grapheme cluster (never half a Thai syllable: no orphaned marks). */
const dropLastCluster = (text: string): string => {
  const clusters = [...graphemes.segment(text)];
  return text.slice(0, clusters.at(-1)?.index ?? 0);
};

/** Punctuation and Thai repetition marks stay on the line of the word before them. */
const GLUES_TO_PREVIOUS = /^[\s.,:;!?)\]}ๆฯ…"'’”-]+$/u;

const splitLongSegment = (segment: string, maxEm: number, weight: CoverWeight): string[] => {
  const pieces: string[] = [];
  let current = '';
  for (const { segment: cluster } of graphemes.segment(segment)) {
    if (current && measureEm(current + cluster, weight) > maxEm) {
      pieces.push(current);
      current = '';
    }
    current += cluster;
  }
  if (current) pieces.push(current);
  return pieces;
};

/**
 * Wraps a text into lines no wider than `maxEm` (as shaped in the cover font, bold by default),
 * breaking only between words as ICU sees them, and inside a word only when the word alone is too
 * wide.
 */
export const wrapText = ({
  text,
  maxEm,
  weight = 700,
}: {
  text: string;
  maxEm: number;
  weight?: CoverWeight;
}): string[] => {
  const lines: string[] = [];
  let current = '';

  const pushCurrent = () => {
    const line = current.trim();
    if (line) lines.push(line);
    current = '';
  };

  for (const { segment } of segmenter.segment(text.replace(/\s+/g, ' ').trim())) {
    if (
      !current.trim() ||
      GLUES_TO_PREVIOUS.test(segment) ||
      measureEm(current + segment, weight) <= maxEm
    ) {
      current += segment;
    } else {
      pushCurrent();
      current = segment.trimStart();
    }
    if (measureEm(current.trim(), weight) > maxEm && !GLUES_TO_PREVIOUS.test(segment)) {
      const pieces = splitLongSegment(current.trim(), maxEm, weight);
      current = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  pushCurrent();
  return lines;
};

const TITLE_AREA_WIDTH = COVER_WIDTH - 2 * 34;
/** Font sizes tried from the largest; the big size fits ~13-14 Thai characters per line. */
const TITLE_SIZES = [
  { size: 36, maxLines: 4 },
  { size: 31, maxLines: 4 },
  { size: 27, maxLines: 5 },
  { size: 23, maxLines: 5 },
  { size: 20, maxLines: 5 },
] as const;

/** Wraps into as few lines as `maxEm` allows, then narrows the measure so the lines come out even. */
const wrapBalanced = ({ text, maxEm }: { text: string; maxEm: number }): string[] => {
  const lines = wrapText({ text, maxEm });
  let best = lines;
  for (let em = maxEm - 0.5; em > maxEm / 2 && lines.length > 1; em -= 0.5) {
    const narrower = wrapText({ text, maxEm: em });
    if (narrower.length !== lines.length) break;
    best = narrower;
  }
  return best;
};

/** The title's lines and font size: the largest size at which it fits, else cut with an ellipsis. */
export const layoutTitle = (title: string): { size: number; lines: string[] } => {
  for (const { size, maxLines } of TITLE_SIZES) {
    const lines = wrapBalanced({ text: title, maxEm: TITLE_AREA_WIDTH / size });
    if (lines.length <= maxLines) return { size, lines };
  }
  const { size, maxLines } = TITLE_SIZES[TITLE_SIZES.length - 1] as (typeof TITLE_SIZES)[number];
  const maxEm = TITLE_AREA_WIDTH / size;
  const lines = wrapText({ text: title, maxEm }).slice(0, maxLines);
  let last = `${lines.pop() ?? ''}…`;
  while (measureEm(last, 700) > maxEm && last.length > 1) {
    last = `${dropLastCluster(dropLastCluster(last)).trimEnd()}…`;
  }
  return { size, lines: [...lines, last] };
};

/** One line, shrunk then cut with an ellipsis to fit `maxWidth` px. */
const fitLine = ({
  text,
  size,
  maxWidth,
  weight,
}: {
  text: string;
  size: number;
  maxWidth: number;
  weight: CoverWeight;
}) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  const fitted = Math.min(size, maxWidth / Math.max(measureEm(clean, weight), 1));
  const finalSize = Math.max(Math.floor(fitted * 10) / 10, size * 0.7);
  let line = clean;
  while (measureEm(line, weight) * finalSize > maxWidth && line.length > 1) {
    line = `${dropLastCluster(dropLastCluster(line)).trimEnd()}…`;
  }
  return { line, size: finalSize };
};

/** Rounds for compact SVG numbers: one decimal by default. */
const round = (value: number, digits = 1): number =>
  Math.round(value * 10 ** digits) / 10 ** digits;

type PatternArgs = { random: Random; palette: CoverPalette; id: string };

const circlesPattern = ({ random, palette }: PatternArgs): string => {
  const circles = Array.from({ length: random.int(5, 9) }, () => {
    const r = random.int(18, 120);
    const opacity = 0.06 + random.next() * 0.12;
    const filled = random.chance(0.6);
    return `<circle cx="${random.int(-40, COVER_WIDTH + 40)}" cy="${random.int(-40, COVER_HEIGHT + 40)}" r="${r}" ${
      filled
        ? `fill="${palette.accent}" fill-opacity="${round(opacity, 2)}"`
        : `fill="none" stroke="${palette.accent}" stroke-width="${random.int(2, 6)}" stroke-opacity="${round(opacity * 1.5, 2)}"`
    }/>`;
  });
  return circles.join('');
};

const stripesPattern = ({ random, palette, id }: PatternArgs): string => {
  const gap = random.int(14, 28);
  const angle = random.pick([30, 45, 60, 120, 135]);
  return `<defs><pattern id="${id}-p" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${Math.max(2, Math.round(gap / 4))}" height="${gap}" fill="${palette.accent}" fill-opacity="0.12"/></pattern></defs><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${id}-p)"/>`;
};

const dotsPattern = ({ random, palette, id }: PatternArgs): string => {
  const gap = random.int(16, 26);
  const radius = random.int(2, 4);
  return `<defs><pattern id="${id}-p" width="${gap}" height="${gap}" patternUnits="userSpaceOnUse"><circle cx="${gap / 2}" cy="${gap / 2}" r="${radius}" fill="${palette.accent}" fill-opacity="0.22"/></pattern></defs><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${id}-p)"/>`;
};

/** A lattice like a woven Thai textile. */
const latticePattern = ({ random, palette, id }: PatternArgs): string => {
  const size = random.int(28, 44);
  const half = size / 2;
  return `<defs><pattern id="${id}-p" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><path d="M${half} 0 L${size} ${half} L${half} ${size} L0 ${half} Z" fill="none" stroke="${palette.accent}" stroke-opacity="0.2" stroke-width="2"/><circle cx="${half}" cy="${half}" r="3" fill="${palette.accent}" fill-opacity="0.25"/></pattern></defs><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${id}-p)"/>`;
};

const wavesPattern = ({ random, palette }: PatternArgs): string => {
  const waves = Array.from({ length: random.int(4, 7) }, (_, index) => {
    const y = COVER_HEIGHT - 40 - index * random.int(22, 34);
    const amplitude = random.int(8, 22);
    const d = `M-10 ${y} C ${COVER_WIDTH * 0.25} ${y - amplitude}, ${COVER_WIDTH * 0.5} ${y + amplitude}, ${COVER_WIDTH * 0.75} ${y} S ${COVER_WIDTH + 10} ${y - amplitude}, ${COVER_WIDTH + 10} ${y}`;
    return `<path d="${d}" fill="none" stroke="${palette.accent}" stroke-width="${random.int(2, 5)}" stroke-opacity="${round(0.15 + index * 0.03, 2)}"/>`;
  });
  return waves.join('');
};

const trianglesPattern = ({ random, palette }: PatternArgs): string => {
  const triangles = Array.from({ length: random.int(6, 11) }, () => {
    const x = random.int(-30, COVER_WIDTH);
    const y = random.int(-30, COVER_HEIGHT);
    const s = random.int(24, 90);
    const opacity = round(0.06 + random.next() * 0.14, 2);
    return `<path d="M${x} ${y + s} L${x + s / 2} ${y} L${x + s} ${y + s} Z" fill="${palette.accent}" fill-opacity="${opacity}" transform="rotate(${random.int(0, 359)} ${x + s / 2} ${y + s / 2})"/>`;
  });
  return triangles.join('');
};

/** Concentric arches, the outline of a temple window. */
const archesPattern = ({ random, palette }: PatternArgs): string => {
  const cx = random.pick([COVER_WIDTH * 0.2, COVER_WIDTH * 0.5, COVER_WIDTH * 0.8]);
  const base = COVER_HEIGHT + 20;
  const arches = Array.from({ length: random.int(5, 8) }, (_, index) => {
    const r = 60 + index * random.int(28, 40);
    return `<path d="M${round(cx - r)} ${base} A ${r} ${r * 1.25} 0 0 1 ${round(cx + r)} ${base}" fill="none" stroke="${palette.accent}" stroke-width="3" stroke-opacity="${round(0.24 - index * 0.02, 2)}"/>`;
  });
  return arches.join('');
};

const PATTERNS = [
  circlesPattern,
  stripesPattern,
  dotsPattern,
  latticePattern,
  wavesPattern,
  trianglesPattern,
  archesPattern,
];

export type RenderCoverInput = {
  title: string;
  author: string;
  seriesLabel?: string | null;
  seed: number;
};

/** A 357x510 SVG cover; the same input gives the same picture. */
export const renderCoverSvg = ({ title, author, seriesLabel, seed }: RenderCoverInput): string => {
  const random = createRandom(seed);
  const palette = random.pick(COVER_PALETTES);
  const pattern = random.pick(PATTERNS);
  const id = `cv${(seed >>> 0).toString(36)}`;
  const cx = COVER_WIDTH / 2;

  const { size, lines } = layoutTitle(title);
  const lineHeight = size * 1.32;
  const blockHeight = lineHeight * (lines.length - 1);
  const titleTop = 226 - blockHeight / 2;
  const authorLine = fitLine({ text: author, size: 19, maxWidth: COVER_WIDTH - 70, weight: 500 });
  const series = seriesLabel
    ? fitLine({ text: seriesLabel, size: 14, maxWidth: COVER_WIDTH - 110, weight: 600 })
    : null;
  const seriesWidth = series
    ? Math.min(COVER_WIDTH - 80, measureEm(series.line, 600) * series.size + 32)
    : 0;
  const lettering = drawLines(
    [
      { text: authorLine.line, weight: 500, size: authorLine.size, x: cx, y: 462 },
      ...(series
        ? [{ text: series.line, weight: 600, size: series.size, x: cx, y: 63 } as const]
        : []),
      ...lines.map((line, index): TextLine => ({
        text: line,
        weight: 700,
        size,
        x: cx,
        y: round(titleTop + index * lineHeight),
      })),
    ],
    `${id}-g`,
  );
  const [authorMarkup = '', ...rest] = lettering.lines;
  const seriesMarkup = series ? (rest.shift() ?? '') : '';
  const titleMarkup = rest.join('');
  const ruleY = round(titleTop + blockHeight + size * 0.9);
  /** The words of the picture, for assistive technology and search (the lettering is outlines). */
  const description = [title, seriesLabel, author]
    .map((part) => part?.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(' — ');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img">`,
    `<title>${escapeXml(description)}</title>`,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient>${lettering.defs}</defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#${id}-bg)"/>`,
    `<g>${pattern({ random, palette, id })}</g>`,
    `<rect x="14" y="14" width="${COVER_WIDTH - 28}" height="${COVER_HEIGHT - 28}" fill="none" stroke="${palette.accent}" stroke-opacity="0.55" stroke-width="1.5"/>`,
    series
      ? `<rect x="${round(cx - seriesWidth / 2)}" y="44" width="${round(seriesWidth)}" height="28" rx="14" fill="${palette.accent}"/><g fill="${palette.background[1]}">${seriesMarkup}</g>`
      : '',
    `<g fill="${palette.text}">${titleMarkup}</g>`,
    `<rect x="${cx - 28}" y="${ruleY}" width="56" height="3" rx="1.5" fill="${palette.accent}"/>`,
    `<g fill="${palette.text}" opacity="0.92">${authorMarkup}</g>`,
    '</svg>',
  ].join('');
};
