import {
  COVER_FONT_FAMILY,
  COVER_PALETTES,
  escapeXml,
  fitLine,
  textWidthEm,
  type CoverPalette,
} from '../cover-svg.js';
import { createRandom } from './random.js';

/**
 * Wide home-slider banners (1200x400) for the demo store: a gradient, a stack of books drawn on the
 * right, the Thai headline large and the English one below it.
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

const TEXT_WIDTH = 700;

const drawBook = ({
  x,
  y,
  width,
  height,
  fill,
  band,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  fill: string;
  band: string;
}) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="4" fill="${fill}"/>` +
  `<rect x="${x}" y="${y + 18}" width="${width}" height="6" fill="${band}" fill-opacity="0.7"/>` +
  `<rect x="${x}" y="${y + height - 26}" width="${width}" height="4" fill="${band}" fill-opacity="0.7"/>`;

/** A banner with a Thai headline, an English line and a call to action; same input, same picture. */
export const renderBannerSvg = ({
  headline,
  subline,
  action,
  seed,
  palette: chosenPalette,
}: {
  headline: string;
  subline: string;
  action: string;
  seed: number;
  /** Else one is chosen from the seed. */
  palette?: CoverPalette;
}): string => {
  const random = createRandom(seed);
  const drawn = random.pick(COVER_PALETTES);
  const palette = chosenPalette ?? drawn;
  const id = `bn${(seed >>> 0).toString(36)}`;
  const font = escapeXml(COVER_FONT_FAMILY);
  const others = COVER_PALETTES.filter((candidate) => candidate !== palette);

  const title = fitLine({ text: headline, size: 64, maxWidth: TEXT_WIDTH });
  const english = fitLine({ text: subline, size: 30, maxWidth: TEXT_WIDTH });
  const actionSize = 22;
  const actionWidth = Math.round(textWidthEm(action) * actionSize + 56);

  const books = Array.from({ length: 7 }, (_, index) => {
    const colors = random.pick(others);
    const width = random.int(34, 48);
    const height = random.int(190, 260);
    return {
      width,
      height,
      fill: index % 2 === 0 ? colors.background[0] : colors.background[1],
      band: colors.accent,
    };
  });
  let x = 820;
  const shelf = books
    .map((book) => {
      const svg = drawBook({ x, y: 340 - book.height, ...book });
      x += book.width + 6;
      return svg;
    })
    .join('');

  const circles = Array.from({ length: 6 }, () => {
    const r = random.int(30, 160);
    return `<circle cx="${random.int(0, BANNER_WIDTH)}" cy="${random.int(-60, BANNER_HEIGHT + 60)}" r="${r}" fill="${palette.accent}" fill-opacity="0.08"/>`;
  }).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" role="img" aria-label="${escapeXml(headline)}">`,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient></defs>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#${id}-bg)"/>`,
    circles,
    `<rect x="790" y="340" width="${Math.min(x - 790 + 24, 390)}" height="10" rx="3" fill="${palette.accent}" fill-opacity="0.85"/>`,
    shelf,
    `<text x="80" y="170" font-family="${font}" font-size="${title.size}" font-weight="700" fill="${palette.text}">${escapeXml(title.line)}</text>`,
    `<text x="80" y="222" font-family="${font}" font-size="${english.size}" font-weight="500" fill="${palette.text}" fill-opacity="0.88">${escapeXml(english.line)}</text>`,
    `<rect x="80" y="262" width="${actionWidth}" height="48" rx="24" fill="${palette.accent}"/>`,
    `<text x="${80 + actionWidth / 2}" y="294" text-anchor="middle" font-family="${font}" font-size="${actionSize}" font-weight="600" fill="${palette.background[1]}">${escapeXml(action)}</text>`,
    '</svg>',
  ].join('');
};
