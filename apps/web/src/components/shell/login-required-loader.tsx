'use client';

import { lazy, Suspense, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';

const LoginRequiredDialog = lazy(() =>
  import('./login-required-dialog').then((module) => ({ default: module.LoginRequiredDialog })),
);

/**
 * The login-required dialog (`LoginRequiredDialog`), loaded the first time the API client asks
 * for it: every page has it, few ever show it, so neither its markup nor its code is part of a
 * page as first loaded (issue 27 §3). Once loaded it stays, closed between uses.
 */
export function LoginRequiredLoader() {
  const isOpen = useSessionStore((state) => state.isLoginDialogOpen);
  const [isNeeded, setIsNeeded] = useState(false);
  if (isOpen && !isNeeded) setIsNeeded(true);
  return isNeeded ? (
    <Suspense fallback={null}>
      <LoginRequiredDialog />
    </Suspense>
  ) : null;
}
