import { RequireLoginButton } from '@/features/account/require-login-button';
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
      <RequireLoginButton label={action} />
    </div>
  );
}
