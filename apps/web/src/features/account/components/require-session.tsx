'use client';

import { useEffect, type ReactNode } from 'react';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';
import { requireLogin } from '../session';
import { AccountLoading } from './load-failed';

/**
 * Shows `children` to a signed-in customer. Without a session the page is remembered and the
 * login-required dialog opens (spec §2); its OK button leads to the login page, which comes back
 * here afterwards.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const isHydrated = useSessionHydrated();
  const isSignedIn = useSessionStore((state) => state.customerInfo !== null);

  useEffect(() => {
    if (isHydrated && !isSignedIn) requireLogin();
  }, [isHydrated, isSignedIn]);

  if (isHydrated && isSignedIn) return children;
  return <AccountLoading />;
}
