'use client';

import { useSyncExternalStore } from 'react';
import { cookieValueOf } from '@/lib/browser-cookies';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/storage-keys';

/** True when `cookieHeader` (as `document.cookie` gives it) holds the signed-in hint. */
export const hasSignedInHint = (cookieHeader: string): boolean =>
  cookieValueOf(cookieHeader, SIGNED_IN_HINT_COOKIE) !== null;

const subscribe = () => () => {};

/**
 * Read once per page load: the hint decides only how the stored customer is reconciled when a page
 * loads; a login later in the page stores the customer itself (and logging out loads a page).
 */
let readHint: boolean | undefined;
const hintOfThisPage = (): boolean => {
  readHint ??= hasSignedInHint(document.cookie);
  return readHint;
};

/**
 * Whether this browser held a session cookie when the page loaded, from its script-readable hint
 * (the token cookie itself is HttpOnly). `null` while rendering on the server and hydrating: cached
 * pages are the same for everyone, so only the browser knows.
 */
export const useSignedInHint = (): boolean | null =>
  useSyncExternalStore(subscribe, hintOfThisPage, () => null);
