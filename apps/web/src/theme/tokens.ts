/**
 * The colour tokens of spec §3, one set per scheme. MUI turns them into CSS variables named
 * `--mui-palette-tokens-{name}` (e.g. `--mui-palette-tokens-bg-lv1`); in `sx` use
 * `'tokens.bg-lv1'`, elsewhere `theme.vars.palette.tokens['bg-lv1']`.
 */
export const COLOR_TOKEN_NAMES = [
  'background',
  'primary',
  'secondary',
  'basket-card',
  'book-card',
  'error',
  'bg',
  'bg-lv1',
  'bg-lv2',
  'bg-lv3',
  'bg-lv4',
  'divider',
  'footer',
  'copy-right',
  'tooltip',
  'content-font',
  'note-font',
  'disable-font',
  'cta',
  'cta-font',
  'cta-disable',
  'sub-text',
  'sub-text2',
  'delete-text',
  'discount',
  /** Behind white text (the discount badge): at least 4.5:1 with white. */
  'discount-badge',
] as const;

export type ColorTokenName = (typeof COLOR_TOKEN_NAMES)[number];
export type ColorTokens = Record<ColorTokenName, string>;

export const darkTokens: ColorTokens = {
  background: '#0c0f0e',
  primary: '#34c47c',
  secondary: '#f2b84b',
  'basket-card': '#18201c',
  'book-card': '#151b18',
  error: '#ff6a3d',
  bg: '#0c0f0e',
  'bg-lv1': '#121715',
  'bg-lv2': '#19201d',
  'bg-lv3': '#212a26',
  'bg-lv4': '#2b3631',
  divider: '#26302c',
  footer: '#080b0a',
  'copy-right': '#75857e',
  tooltip: '#2f3a35',
  'content-font': '#e9f0ec',
  'note-font': '#a7b6af',
  'disable-font': '#5b6963',
  cta: '#34c47c',
  'cta-font': '#04150c',
  'cta-disable': '#25352d',
  'sub-text': '#c3cfca',
  'sub-text2': '#8d9c95',
  'delete-text': '#ff7a54',
  discount: '#ff6a3d',
  'discount-badge': '#c2410c',
};

export const lightTokens: ColorTokens = {
  background: '#ffffff',
  primary: '#137a42',
  secondary: '#c9820a',
  'basket-card': '#f5f8f6',
  'book-card': '#ffffff',
  error: '#c53a16',
  bg: '#ffffff',
  'bg-lv1': '#f7f9f8',
  'bg-lv2': '#eef3f0',
  'bg-lv3': '#e4ebe7',
  'bg-lv4': '#d7e0db',
  divider: '#e1e7e4',
  footer: '#f2f5f3',
  'copy-right': '#66736d',
  tooltip: '#1d2622',
  'content-font': '#141c18',
  'note-font': '#56635d',
  'disable-font': '#a3aea9',
  cta: '#137a42',
  'cta-font': '#ffffff',
  'cta-disable': '#c6d3cc',
  'sub-text': '#34403a',
  // Also on the raised surfaces (bg-lv1 to bg-lv3: fields, menus, cards), at 4.5:1 or more.
  'sub-text2': '#5f6c66',
  'delete-text': '#cc3d18',
  discount: '#c2410c',
  'discount-badge': '#c2410c',
};

/**
 * The tokens as the static stylesheet `src/styles/tokens.css` writes them: `--color-{name}`, dark
 * by default and under `html.dark`, light under `html.light` (the class the colour-scheme script
 * puts on `<html>` before the first paint). Pages without MUI read only these; a unit test keeps
 * the file equal to this text.
 */
export const tokensStylesheet = (): string => {
  const block = (selector: string, scheme: 'dark' | 'light', tokens: ColorTokens) =>
    [
      `${selector} {`,
      `  color-scheme: ${scheme};`,
      ...COLOR_TOKEN_NAMES.map((name) => `  --color-${name}: ${tokens[name]};`),
      '}',
    ].join('\n');

  return [
    '/* Written from src/theme/tokens.ts (tokensStylesheet); src/theme/tokens.test.ts keeps them equal. */',
    block(':root,\nhtml.dark', 'dark', darkTokens),
    block('html.light', 'light', lightTokens),
    '',
  ].join('\n\n');
};
