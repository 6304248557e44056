import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Noto Sans Thai (variable) first: it draws Thai and Latin alike (src/main.tsx loads it). */
export const FONT_FAMILY =
  '"Noto Sans Thai Variable", system-ui, -apple-system, "Segoe UI", sans-serif';

const typography = {
  fontFamily: FONT_FAMILY,
  // Thai needs room above and below the line for its vowels and tone marks.
  body1: { lineHeight: 1.65 },
  body2: { lineHeight: 1.6 },
  button: { textTransform: 'none' as const, fontWeight: 600 },
};

/** The storefront's greens (apps/web/src/theme/tokens.ts) on react-admin's default themes. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#137a42' },
    secondary: { main: '#0f5f34', contrastText: '#ffffff' },
    background: { default: '#f7f9f8', paper: '#ffffff' },
  },
  typography,
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#34c47c' },
    secondary: { main: '#f2b84b' },
    background: { default: '#0c0f0e', paper: '#151b18' },
  },
  typography,
};
