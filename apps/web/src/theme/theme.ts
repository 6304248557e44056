import { BREAKPOINTS } from '@nangsue/contracts';
import { createTheme } from '@mui/material/styles';
import { darkTokens, lightTokens, type ColorTokens } from './tokens';

/** As base.css: the two subsets of Noto Sans Thai (styles/fonts.ts), then the system's. */
export const FONT_FAMILY =
  'var(--font-latin), var(--font-thai), system-ui, -apple-system, "Segoe UI", sans-serif';

/** The class MUI puts on `<html>` for each scheme (`colorSchemeSelector: 'class'`). */
export const COLOR_SCHEME_ATTRIBUTE = 'class';
export const DEFAULT_COLOR_MODE = 'dark';

const paletteFrom = (tokens: ColorTokens) => ({
  tokens,
  primary: { main: tokens.primary, contrastText: tokens['cta-font'] },
  secondary: { main: tokens.secondary },
  error: { main: tokens.error },
  background: { default: tokens.bg, paper: tokens['bg-lv1'] },
  text: {
    primary: tokens['content-font'],
    secondary: tokens['note-font'],
    disabled: tokens['disable-font'],
  },
  divider: tokens.divider,
});

/**
 * The storefront theme (spec §1, §3, §9): CSS variables for both schemes, dark by default, the
 * scheme chosen by a class on `<html>` that `InitColorSchemeScript` sets before the first paint.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'mui' },
  defaultColorScheme: DEFAULT_COLOR_MODE,
  colorSchemes: {
    light: { palette: paletteFrom(lightTokens) },
    dark: { palette: paletteFrom(darkTokens) },
  },
  breakpoints: { values: { ...BREAKPOINTS } },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: FONT_FAMILY,
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.7 },
    h1: { fontWeight: 700, lineHeight: 1.3 },
    h2: { fontWeight: 700, lineHeight: 1.35 },
    h3: { fontWeight: 700, lineHeight: 1.4 },
    h4: { fontWeight: 600, lineHeight: 1.45 },
    h5: { fontWeight: 600, lineHeight: 1.5 },
    h6: { fontWeight: 600, lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: {
          lineHeight: 1.7,
          WebkitFontSmoothing: 'antialiased',
          // react-toastify, in the store's font and colours (set on body to win over its :root).
          '--toastify-font-family': FONT_FAMILY,
          '--toastify-toast-bd-radius': '12px',
          '--toastify-color-dark': 'var(--mui-palette-tokens-bg-lv3)',
          '--toastify-text-color-dark': 'var(--mui-palette-tokens-content-font)',
          '--toastify-color-light': 'var(--mui-palette-tokens-bg-lv1)',
          '--toastify-text-color-light': 'var(--mui-palette-tokens-content-font)',
          '--toastify-color-error': 'var(--mui-palette-tokens-error)',
          '--toastify-color-success': 'var(--mui-palette-tokens-primary)',
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiPaper: {
      styleOverrides: { root: { backgroundImage: 'none' } },
    },
    MuiFormHelperText: {
      styleOverrides: {
        // A disabled field's help says why ("choose the province first"): it must stay readable
        // (MUI greys it to the disabled text colour, 2.2:1 in light, 3.1:1 in dark).
        root: ({ theme: current }) => ({
          '&.Mui-disabled:not(.Mui-error)': { color: current.vars.palette.tokens['note-font'] },
        }),
      },
    },
    MuiTooltip: {
      styleOverrides: {
        tooltip: ({ theme: current }) => ({ backgroundColor: current.vars.palette.tokens.tooltip }),
      },
    },
  },
});
