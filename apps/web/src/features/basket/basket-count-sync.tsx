'use client';

import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session-store';

/** The basket page tells the header's badge how many books the basket holds now. */
export function BasketCountSync({ count }: { count: number }) {
  const setBasketCount = useSessionStore((state) => state.setBasketCount);
  useEffect(() => setBasketCount(count), [count, setBasketCount]);
  return null;
}
