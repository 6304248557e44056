import '@mui/material/styles';
import type { ColorTokens } from './tokens';

declare module '@mui/material/styles' {
  interface Palette {
    tokens: ColorTokens;
  }

  interface PaletteOptions {
    tokens?: ColorTokens;
  }

  interface CssThemeVariables {
    enabled: true;
  }

  interface BreakpointOverrides {
    xxl: true;
  }
}
