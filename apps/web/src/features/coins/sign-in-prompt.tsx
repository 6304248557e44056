'use client';

import { LogIn } from 'lucide-react';
import { Button } from '@/components/base/button';
import { requireLogin } from '@/features/account/session';
import styles from './coins.module.css';

/** A page for customers, shown to a guest: why, and the login-required dialog (spec §2). */
export function SignInPrompt({
  title,
  body,
  action,
}: {
  title: string;
  body: string;
  action: string;
}) {
  return (
    <div role="status" className={styles.prompt}>
      <p className={styles.promptTitle}>{title}</p>
      <p>{body}</p>
      <Button
        variant="contained"
        startIcon={<LogIn size={20} aria-hidden="true" />}
        onClick={() => requireLogin()}
      >
        {action}
      </Button>
    </div>
  );
}
