import { COVER_PALETTES, type CoverPalette } from '../../../lib/cover-svg.js';
import { createRandom } from '../../../lib/random.js';

/**
 * Wide home-slider banners (1200x400) for the demo store: a gradient and a stack of books drawn on
 * the right, and no text. The storefront writes the slider's title, subtitle and call to action
 * over the picture in the reader's language and the store's font, so one picture serves Thai and
 * English and never depends on the fonts of the reader's machine. Drawn as SVG and stored as WebP
 * (`createDemoSliders`): a browser decodes a raster banner once instead of rendering a document.
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

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

/** A banner's artwork, without text; same seed, same picture. */
export const renderBannerSvg = ({
  seed,
  palette: chosenPalette,
}: {
  seed: number;
  /** Else one is chosen from the seed. */
  palette?: CoverPalette;
}): string => {
  const random = createRandom(seed);
  const drawn = random.pick(COVER_PALETTES);
  const palette = chosenPalette ?? drawn;
  const id = `bn${(seed >>> 0).toString(36)}`;
  const others = COVER_PALETTES.filter((candidate) => candidate !== palette);

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
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" aria-hidden="true">`,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.background[0]}"/><stop offset="1" stop-color="${palette.background[1]}"/></linearGradient></defs>`,
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#${id}-bg)"/>`,
    circles,
    `<rect x="790" y="340" width="${Math.min(x - 790 + 24, 390)}" height="10" rx="3" fill="${palette.accent}" fill-opacity="0.85"/>`,
    shelf,
    '</svg>',
  ].join('');
};
