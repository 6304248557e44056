import type { ReactNode } from 'react';

/**
 * `<html>` is rendered by `[locale]/layout.tsx`, which knows the language. This root only exists
 * so `not-found.tsx` and `global-error.tsx` here have a layout above them.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
