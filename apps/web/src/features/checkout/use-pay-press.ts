'use client';

import { useCallback, useRef } from 'react';
import { ApiError } from '@/lib/browser-api';

/**
 * Whether a failed confirm or repay may have gone through after all (no answer, a timeout, a 5xx
 * from the proxy or the API): the reader's next press then sends the same `Idempotency-Key`, so the
 * API answers what it did the first time instead of placing a second order (docs/buying.md §6.2).
 */
export const isAmbiguousFailure = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408;

/**
 * The `Idempotency-Key` of one press of "Pay": a new UUID per press, the same one when that press
 * is tried again after an ambiguous failure, forgotten once the API has answered for certain.
 */
export function usePayPress() {
  const key = useRef<string | null>(null);
  const keyForPress = useCallback(() => (key.current ??= crypto.randomUUID()), []);
  const isRetry = useCallback(() => key.current !== null, []);
  const settle = useCallback(() => {
    key.current = null;
  }, []);
  return { keyForPress, isRetry, settle };
}
