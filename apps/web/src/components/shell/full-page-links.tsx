'use client';

import type { MouseEvent, ReactNode } from 'react';

/**
 * Makes every same-site link inside a full page load. The page for unknown paths
 * (`app/global-not-found.tsx`) is a document of its own, outside the app's layouts, and Next's
 * client router does not leave it: a click would change the address but not the page.
 */
export function FullPageLinks({ children }: { children: ReactNode }) {
  const followAsDocument = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target !== '') return;
    if (anchor.origin !== window.location.origin) return;
    event.preventDefault();
    event.stopPropagation();
    window.location.assign(anchor.href);
  };

  return (
    <div onClickCapture={followAsDocument} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
