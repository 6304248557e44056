'use client';

import { LogIn } from 'lucide-react';
import { Button } from '@/components/base/button';
import { requireLogin } from '@/features/account/session';

/**
 * A guest's way into a customer's page or step (checkout, coins): the login-required dialog of
 * spec §2, which leads to the login page and back to this page.
 */
export function RequireLoginButton({ label, fullWidth }: { label: string; fullWidth?: boolean }) {
  return (
    <Button
      variant="contained"
      size={fullWidth ? 'large' : undefined}
      fullWidth={fullWidth}
      startIcon={<LogIn size={20} aria-hidden="true" />}
      onClick={() => requireLogin()}
    >
      {label}
    </Button>
  );
}
