'use client';

import {
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
import { Button, ButtonLink } from '@/components/base/button';
import { accountPaths } from '@/features/account/account-paths';
import { currentPage, logOut } from '@/features/account/session';
import { useSignedInHint } from '@/features/account/signed-in-hint';
import { useSessionStart } from '@/features/account/use-session-start';
import { Link } from '@/i18n/navigation';
import { useLastPageStore, useSessionHydrated, useSessionStore } from '@/stores/session-store';
import { focusMenuItem, onMenuKeyDown, useAnchoredPopover } from './anchored-popover';
import styles from './account-menu.module.css';
import menuStyles from './menu.module.css';

const MENU_LINKS = [
  { href: accountPaths.profile, key: 'profile', Icon: UserRound },
  { href: accountPaths.addresses, key: 'addresses', Icon: House },
  { href: accountPaths.bookshelf, key: 'bookshelf', Icon: Library },
  { href: accountPaths.wishlist, key: 'wishlist', Icon: Heart },
  { href: accountPaths.readingApps, key: 'readingApps', Icon: TabletSmartphone },
  { href: accountPaths.orders, key: 'orders', Icon: ReceiptText },
  { href: accountPaths.coins, key: 'coins', Icon: Coins },
  { href: accountPaths.redeem, key: 'redeem', Icon: TicketCheck },
  { href: accountPaths.settings, key: 'settings', Icon: Settings },
] as const;

/**
 * The header's account corner (spec §2, §4): a login button for guests, the customer's name with
 * a menu (profile, addresses, settings, log out) when signed in. The page is the same for everyone
 * (cached), so the browser decides: the session cookie's readable hint and the stored customer info,
 * reconciled once (`useSessionStart`). Until then the corner keeps its place but shows nothing.
 */
export function AccountMenu() {
  const t = useTranslations('account.menu');
  const tHeader = useTranslations('header');
  const isHydrated = useSessionHydrated();
  const customerInfo = useSessionStore((state) => state.customerInfo);
  const hasSessionCookie = useSignedInHint();
  useSessionStart(hasSessionCookie);

  const isKnown = isHydrated && hasSessionCookie !== null;

  if (!isKnown || customerInfo === null) {
    return (
      <ButtonLink
        aria-hidden={isKnown ? undefined : true}
        tabIndex={isKnown ? undefined : -1}
        href={accountPaths.login}
        prefetch={false}
        variant="contained"
        aria-label={tHeader('account')}
        startIcon={<UserRound />}
        onClick={() => useLastPageStore.getState().setLastPage(currentPage())}
        className={isKnown ? styles.button : `${styles.button} ${styles.unknown}`}
      >
        <span className={styles.label}>{tHeader('account')}</span>
      </ButtonLink>
    );
  }

  const name = customerInfo.FirstName ?? '';
  return (
    <CustomerMenu
      name={name}
      fullName={`${customerInfo.FirstName} ${customerInfo.LastName}`.trim()}
      email={customerInfo.Email}
      label={name === '' ? t('label') : t('labelWithName', { name })}
    />
  );
}

function CustomerMenu({
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
