'use client';

import {
  Bell,
  BookmarkCheck,
  CircleUserRound,
  Coins,
  Heart,
  House,
  Library,
  LogOut,
  ReceiptText,
  Settings,
  TabletSmartphone,
  TicketCheck,
  UserRound,
} from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { accountPaths } from '@/features/account/account-paths';
import { logOut } from '@/features/account/session';
import { Link } from '@/i18n/navigation';
import { focusMenuItem, onMenuKeyDown, useAnchoredPopover } from './anchored-popover';
import styles from './account-menu.module.css';
import menuStyles from './menu.module.css';

const MENU_LINKS = [
  { href: accountPaths.profile, key: 'profile', Icon: UserRound },
  { href: accountPaths.addresses, key: 'addresses', Icon: House },
  { href: accountPaths.bookshelf, key: 'bookshelf', Icon: Library },
  { href: accountPaths.wishlist, key: 'wishlist', Icon: Heart },
  { href: accountPaths.notifications, key: 'notifications', Icon: Bell },
  { href: accountPaths.following, key: 'following', Icon: BookmarkCheck },
  { href: accountPaths.readingApps, key: 'readingApps', Icon: TabletSmartphone },
  { href: accountPaths.orders, key: 'orders', Icon: ReceiptText },
  { href: accountPaths.coins, key: 'coins', Icon: Coins },
  { href: accountPaths.redeem, key: 'redeem', Icon: TicketCheck },
  { href: accountPaths.settings, key: 'settings', Icon: Settings },
] as const;

/**
 * A signed-in customer's menu in the header's account corner (`AccountMenu`): profile, addresses,
 * bookshelf, wish list, orders, coins, settings, log out. A module of its own, loaded only once a
 * customer is known: a guest's page (every cached page as first loaded) carries none of it
 * (issue 27 §3).
 */
export default function CustomerMenu({
  name,
  fullName,
  email,
  label,
}: {
  name: string;
  fullName: string;
  email: string;
  label: string;
}) {
  const t = useTranslations('account.menu');
  const locale = useLocale();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const { close, triggerProps, popoverProps } = useAnchoredPopover<HTMLDivElement>({
    onOpen: focusMenuItem,
  });

  return (
    <>
      <Button
        {...triggerProps}
        variant="outlined"
        tone="neutral"
        aria-label={label}
        aria-haspopup="menu"
        className={`${styles.button} ${styles.customer}`}
        startIcon={<CircleUserRound />}
      >
        <span className={`${styles.label} ${styles.name}`}>{name === '' ? t('label') : name}</span>
      </Button>
      <div
        {...popoverProps}
        role="menu"
        aria-label={label}
        onKeyDown={onMenuKeyDown}
        className={`${menuStyles.menu} ${styles.menu}`}
      >
        <div aria-hidden className={styles.identity}>
          <p className={styles.fullName}>{fullName}</p>
          <p className={styles.email}>{email}</p>
        </div>
        <hr className={menuStyles.divider} />
        {MENU_LINKS.map(({ href, key, Icon }) => (
          <Link
            key={key}
            href={href}
            prefetch={false}
            role="menuitem"
            tabIndex={-1}
            onClick={close}
            className={menuStyles.item}
          >
            <span className={menuStyles.itemIcon}>
              <Icon />
            </span>
            {t(key)}
          </Link>
        ))}
        <hr className={menuStyles.divider} />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          disabled={isLoggingOut}
          onClick={() => {
            setLoggingOut(true);
            void logOut(locale);
          }}
          className={menuStyles.item}
        >
          <span className={menuStyles.itemIcon}>
            <LogOut />
          </span>
          {t('logout')}
        </button>
      </div>
    </>
  );
}
