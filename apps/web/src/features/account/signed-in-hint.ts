'use client';

import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '@/lib/storage-keys';

/** True when `cookieHeader` (as `document.cookie` gives it) holds the signed-in hint. */
export const hasSignedInHint = (cookieHeader: string): boolean =>
  cookieHeader
    .split(';')
    .some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`) && !part.trim().endsWith('='));

const subscribe = () => () => {};

/**
 * Whether this browser holds a session cookie, from its script-readable hint (the token cookie
 * itself is HttpOnly). `null` while rendering on the server and hydrating: cached pages are the same
 * for everyone, so only the browser knows.
 */
export const useSignedInHint = (): boolean | null =>
  useSyncExternalStore(
    subscribe,
    () => hasSignedInHint(document.cookie),
    () => null,
  );
