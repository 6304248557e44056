import { THEME_COLORS, type ReaderSettings } from './settings';

/**
 * The store's own typeface for the book's frame: the `@font-face` rules of this page's stylesheets
 * (Noto Sans Thai, Thai and Latin subsets, `styles/fonts.ts`), copied with absolute same-origin
 * URLs (a chapter's frame is a `blob:` document, where a relative URL would resolve against the
 * blob), and the page's font stack. Read once per page.
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
 * The style sheet put into each chapter's frame (foliate's `renderer.setStyles`): the store's fonts,
 * the reader's size, spacing and theme, and Thai set right. Thai has no spaces between words:
 * `word-break: normal` with `line-break: auto` lets Chromium's ICU dictionary break lines between
 * words (never `break-all`, which splits a word anywhere, nor `keep-all`, which would not break a
 * Thai sentence at all); no justification (Chromium would stretch Thai between letters) and no
 * hyphens. The line height leaves room for Thai's marks above and below (ไม้เอก over สระอุ).
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
  font-family: ${family};
  background: transparent !important;
  color: inherit !important;
}
html, body, p, li, blockquote, dd, dt, td, th, div, span, h1, h2, h3, h4, h5, h6 {
  word-break: normal !important;
  line-break: auto !important;
  overflow-wrap: break-word;
}
p, li, blockquote, dd, dt, td, div {
  line-height: ${settings.lineHeight} !important;
  text-align: start;
  hyphens: manual;
}
h1, h2, h3, h4, h5, h6 { line-height: 1.5; color: inherit !important; }
a:link, a:visited { color: ${colors.link} !important; }
img, svg, video { max-width: 100%; height: auto; }
pre { white-space: pre-wrap !important; }
::selection { background: ${settings.theme === 'dark' ? '#4a5d7e' : '#b4d5fe'}; }
`;
};
