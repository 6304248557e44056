'use client';

import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { DEFAULT_COLOR_MODE, theme } from '@/theme/theme';

/**
 * The store's MUI theme around the reader's drawers and dialogs. They load when first opened
 * (`reader-app.tsx`), and MUI with them: the reader's first page carries none of it.
 */
export function ReaderMui({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme} defaultMode={DEFAULT_COLOR_MODE}>
      {children}
    </ThemeProvider>
  );
}
