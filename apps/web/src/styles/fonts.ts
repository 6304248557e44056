import localFont from 'next/font/local';

/**
 * The store's typeface, Noto Sans Thai (variable weight), from the @fontsource-variable package's
 * files: its Thai and Latin subsets, each used only for its characters (`unicode-range`, as the
 * package's own stylesheet says). Through `next/font/local` rather than the package's stylesheet so
 * the files are preloaded with the page (the Thai text is drawn in its own font from the first
 * paint, instead of jumping when the font arrives: Lighthouse measured a layout shift of 0.2 on a
 * Thai book page) and served with hashed, immutable names.
 */
// next/font reads these values at build time: they must be written out, not computed.
export const thaiFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-thai-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-thai',
  adjustFontFallback: false,
  declarations: [
    { prop: 'unicode-range', value: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' },
  ],
});

export const latinFont = localFont({
  src: '../../../../node_modules/@fontsource-variable/noto-sans-thai/files/noto-sans-thai-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-latin',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/** Classes for `<body>` that define `--font-thai` and `--font-latin` (base.css uses them). */
export const FONT_VARIABLES = `${thaiFont.variable} ${latinFont.variable}`;
