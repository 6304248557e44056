'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's HTML and until React has attached the page's handlers, then true. A button
 * that acts through JavaScript is disabled until then: a click before would do nothing, and a form
 * submitted before would be sent by the browser itself as a GET, with its fields (a password) in
 * the address (docs/architecture.md, "Forms before hydration").
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
