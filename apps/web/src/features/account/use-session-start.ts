'use client';

import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';
import { refreshCustomerInfo } from './session';
import { hasSignInError } from './sign-in-error-param';

/** Once per page load: the work is about the state the document was served with. */
let hasStarted = false;

/**
 * Session start (spec §4), once the stored state is read: stored customer info is kept while
 * the session cookie exists; without the cookie (a browser-session cookie that ended with the
 * browser, a logout in another tab) it is forgotten; a cookie without customer info restores it
 * from `GET /v2/customer/login-info`, whose refusal is a toast (spec §8).
 */
export const useSessionStart = (hasSessionCookie: boolean | null): void => {
  const isHydrated = useSessionHydrated();

  useEffect(() => {
    if (!isHydrated || hasSessionCookie === null || hasStarted) return;
    hasStarted = true;

    if (hasSignInError(window.location.search)) {
      console.error('Sign-In failed');
      return;
    }

    const { customerInfo, clearCustomerData } = useSessionStore.getState();
    if (!hasSessionCookie) {
      if (customerInfo !== null) clearCustomerData();
      return;
    }
    if (customerInfo !== null) return;

    void refreshCustomerInfo().then((result) => {
      if (!result.ok && result.message) toast.error(result.message);
    });
  }, [isHydrated, hasSessionCookie]);
};
