import localFont from 'next/font/local';

/**
 * The reader's Thai typefaces for long reading (docs/reader.md "Typography and comfort"), from the
 * @fontsource packages' files, Thai and Latin subsets each used only for its characters
 * (`unicode-range`, as the packages' own stylesheets say). Through `next/font/local` (hashed,
 * immutable files, like the store's Noto Sans Thai in `styles/fonts.ts`) but not preloaded: only the
 * reader's page has these `@font-face` rules, and a browser downloads a face only when text in the
 * book's frame uses it, so a reader who keeps the book's own typeface downloads none of them.
 * `book-styles.ts` copies the rules into each chapter's frame.
 */
// next/font reads these values at build time: they must be written out, not computed.
const sarabunThai = localFont({
  src: [
    {
      path: '../../../../../node_modules/@fontsource/sarabun/files/sarabun-thai-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../../node_modules/@fontsource/sarabun/files/sarabun-thai-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' },
  ],
});

const sarabunLatin = localFont({
  src: [
    {
      path: '../../../../../node_modules/@fontsource/sarabun/files/sarabun-latin-400-normal.woff2',
      weight: '400',
      style: 'normal',
    },
    {
      path: '../../../../../node_modules/@fontsource/sarabun/files/sarabun-latin-700-normal.woff2',
      weight: '700',
      style: 'normal',
    },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

const serifThai = localFont({
  src: '../../../../../node_modules/@fontsource-variable/noto-serif-thai/files/noto-serif-thai-thai-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' },
  ],
});

const serifLatin = localFont({
  src: '../../../../../node_modules/@fontsource-variable/noto-serif-thai/files/noto-serif-thai-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/** A family's font stack for the book's frame: Latin face, Thai face, then a generic family. */
export const READER_FONT_STACKS = {
  sarabun: `${sarabunLatin.style.fontFamily}, ${sarabunThai.style.fontFamily}, sans-serif`,
  'noto-serif-thai': `${serifLatin.style.fontFamily}, ${serifThai.style.fontFamily}, serif`,
} as const;
