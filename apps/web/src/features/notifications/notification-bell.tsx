'use client';

import { useEffect } from 'react';
import { IconButtonLink } from '@/components/base/button';
import { MaskIcon } from '@/components/base/mask-icon';
import { usePathname } from '@/i18n/navigation';
import { refreshUnreadCount, useUnreadStore } from './unread-count';
import styles from './notification-bell.module.css';

/** Most a badge shows; more reads "99+". */
const MAX_BADGE = 99;

/**
 * The header's bell (docs/notifications.md): shown to a signed-in reader only, with how many
 * notifications are unread, read from the API in the browser on each page and when the window
 * comes back into focus. Its words come from the server (`label`, `unreadLabel` with `{count}`).
 */
export function NotificationBell({ label, unreadLabel }: { label: string; unreadLabel: string }) {
  const count = useUnreadStore((state) => state.count);
  const pathname = usePathname();

  useEffect(() => {
    void refreshUnreadCount();
  }, [pathname]);

  useEffect(() => {
    const onFocus = () => void refreshUnreadCount();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  if (count === null) return null;
  return (
    <IconButtonLink
      href="/notifications"
      prefetch={false}
      aria-label={count > 0 ? unreadLabel.replace('{count}', String(count)) : label}
      className={styles.link}
      data-testid="notification-bell"
    >
      <MaskIcon name="bell" />
      {count > 0 ? (
        <span aria-hidden="true" className={styles.badge} data-testid="notification-count">
          {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
        </span>
      ) : null}
    </IconButtonLink>
  );
}
