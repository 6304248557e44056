'use client';

import { useEffect } from 'react';
import { requireLogin } from '@/features/account/session';

/**
 * A customer's page opened by a guest: the login-required dialog opens at once (spec §2), and
 * after signing in the reader comes back here. The page's own prompt stays for whoever closes it.
 */
export function OpenLoginDialog() {
  useEffect(() => requireLogin(), []);
  return null;
}
