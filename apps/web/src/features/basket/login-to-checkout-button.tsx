'use client';

import { LogIn } from 'lucide-react';
import { Button } from '@/components/base/button';
import { requireLogin } from '@/features/account/session';

/**
 * A guest's way to checkout (spec §2): the login-required dialog, which leads to the login page and
 * back to the basket; the basket joins the customer's at sign-in.
 */
export function LoginToCheckoutButton({ label }: { label: string }) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      startIcon={<LogIn size={20} aria-hidden="true" />}
      onClick={() => requireLogin()}
    >
      {label}
    </Button>
  );
}
