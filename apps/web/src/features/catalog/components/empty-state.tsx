import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/base/button';
import styles from './empty-state.module.css';

type EmptyStateProps = {
  title: string;
  body?: string;
  action?: { href: string; label: string };
  /** An icon (24 px), a book by default. */
  icon?: ReactNode;
};

/** What a list shows when it has nothing: why, and the way on. */
export function EmptyState({ title, body, action, icon }: EmptyStateProps) {
  return (
    <div role="status" className={styles.empty}>
      <div aria-hidden="true" className={styles.icon}>
        {icon ?? <BookOpen />}
      </div>
      <p className={styles.title}>{title}</p>
      {body ? <p className={styles.body}>{body}</p> : null}
      {action ? (
        <ButtonLink href={action.href} variant="contained" className={styles.action}>
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
  );
}
