import { READER_FONT_STACKS } from './reader-fonts';
import { THEME_COLORS, type ReaderMargin, type ReaderSettings } from './settings';

/**
 * The store's own typeface for the book's frame: the `@font-face` rules of this page's stylesheets
 * (Noto Sans Thai, Thai and Latin subsets, `styles/fonts.ts`, and the reader's own families,
 * `reader-fonts.ts`), copied with absolute same-origin URLs (a chapter's frame is a `blob:`
 * document, where a relative URL would resolve against the blob), and the page's font stack. Read
 * once per page.
 */
let storeFonts: { faces: string; family: string } | undefined;

const absoluteUrls = (cssText: string, base: string): string =>
  cssText.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, url: string) => {
    if (/^(data|blob):/.test(url)) return whole;
    try {
      return `url(${quote}${new URL(url, base).href}${quote})`;
    } catch {
      return whole;
    }
  });

export const readStoreFonts = (): { faces: string; family: string } => {
  if (storeFonts) return storeFonts;
  const faces: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours to read
    }
    const base = sheet.href ?? document.baseURI;
    for (const rule of Array.from(rules))
      if (rule instanceof CSSFontFaceRule) faces.push(absoluteUrls(rule.cssText, base));
  }
  const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
  storeFonts = { faces: faces.join('\n'), family };
  return storeFonts;
};

/**
 * foliate's paginator around the text: `gap` is the space between columns and, halved, at each
 * side of the page; `maxInlineSize` the longest line; `margin` the space above and below. Wide
 * margins make shorter lines, easier on the eye in Thai, which has no spaces between words.
 */
export const PAGE_LAYOUT: Record<
  ReaderMargin,
  { gap: string; margin: string; maxInlineSize: string }
> = {
  narrow: { gap: '4%', margin: '24px', maxInlineSize: '860px' },
  normal: { gap: '6%', margin: '40px', maxInlineSize: '720px' },
  wide: { gap: '16%', margin: '56px', maxInlineSize: '600px' },
};

/** The text's typeface: the book's own, the store's Noto Sans Thai, or a reader family. */
const fontRules = (settings: ReaderSettings, storeFamily: string): string => {
  if (settings.font === 'book') return `body { font-family: ${storeFamily}; }`;
  const stack =
    settings.font === 'noto-sans-thai' ? storeFamily : READER_FONT_STACKS[settings.font];
  // Everything but code takes the chosen family, whatever the book's own stylesheet says.
  return `body, body :not(code, pre, kbd, samp, code *, pre *) { font-family: ${stack} !important; }`;
};

/**
 * Justified Thai: Thai has no spaces between words, so stretching at spaces alone leaves a line
 * with one or two spaces gaping; `text-justify: inter-character` spreads the room between every
 * character (grapheme cluster: a mark stays on its letter), as Thai typesetting does.
 */
const alignRules = (settings: ReaderSettings): string =>
  settings.align === 'justify'
    ? `p, li, blockquote, dd, dt, div { text-align: justify !important; text-justify: inter-character; }`
    : `p, li, blockquote, dd, dt, td, div { text-align: start; }`;

/**
 * The style sheet put into each chapter's frame (foliate's `renderer.setStyles`): the fonts, the
 * reader's size, spacing, alignment and theme, and Thai set right. Thai has no spaces between
 * words: `word-break: normal` with `line-break: auto` lets Chromium's ICU dictionary break lines
 * between words (never `break-all`, which splits a word anywhere, nor `keep-all`, which would not
 * break a Thai sentence at all), no hyphens. The line height leaves room for Thai's marks above and
 * below (ไม้เอก over สระอุ). The frame's own background is the theme's colour too: the book's
 * document is drawn opaque when its colour scheme is not the page's (docs/reader.md, "Themes").
 */
export const bookCss = (settings: ReaderSettings): string => {
  const { faces, family } = readStoreFonts();
  const colors = THEME_COLORS[settings.theme];
  return `${faces}
html {
  color-scheme: ${settings.theme === 'dark' ? 'dark' : 'light'};
  background: transparent !important;
  color: ${colors.text} !important;
  font-size: ${settings.fontSize}% !important;
}
body {
  background: transparent !important;
  color: inherit !important;
}
${fontRules(settings, family)}
html, body, p, li, blockquote, dd, dt, td, th, div, span, h1, h2, h3, h4, h5, h6 {
  word-break: normal !important;
  line-break: auto !important;
  overflow-wrap: break-word;
}
p, li, blockquote, dd, dt, td, div {
  line-height: ${settings.lineHeight} !important;
  hyphens: manual;
}
${alignRules(settings)}
h1, h2, h3, h4, h5, h6 { line-height: 1.5; color: inherit !important; }
a:link, a:visited { color: ${colors.link} !important; }
img, svg, video { max-width: 100%; height: auto; }
pre { white-space: pre-wrap !important; }
::selection { background: ${settings.theme === 'dark' ? '#4a5d7e' : '#b4d5fe'}; }
`;
};
