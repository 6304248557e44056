'use client';

import { useEffect } from 'react';
import { BadgedIconLink } from '@/components/base/badged-icon-link';
import { MaskIcon } from '@/components/base/mask-icon';
import { accountPaths } from '@/features/account/account-paths';
import { usePathname } from '@/i18n/navigation';
import { refreshUnreadCount, useUnreadStore } from './unread-count';

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
    <BadgedIconLink
      href={accountPaths.notifications}
      prefetch={false}
      aria-label={count > 0 ? unreadLabel.replace('{count}', String(count)) : label}
      data-testid="notification-bell"
      icon={<MaskIcon name="bell" />}
      count={count}
      badgeTestId="notification-count"
    />
  );
}
