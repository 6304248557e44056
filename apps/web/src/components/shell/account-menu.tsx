'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { MaskIcon } from '@/components/base/mask-icon';
import { ButtonLink } from '@/components/base/button';
import { accountPaths } from '@/features/account/account-paths';
import { currentPage } from '@/features/account/session';
import { useSignedInHint } from '@/features/account/signed-in-hint';
import { useSessionStart } from '@/features/account/use-session-start';
import { useLastPageStore, useSessionHydrated, useSessionStore } from '@/stores/session-store';
import styles from './account-menu.module.css';

/** A signed-in customer's menu: loaded once a customer is known (`customer-menu.tsx`). */
const CustomerMenu = lazy(() => import('./customer-menu'));

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
        startIcon={<MaskIcon name="userRound" />}
        onClick={() => useLastPageStore.getState().setLastPage(currentPage())}
        className={isKnown ? styles.button : `${styles.button} ${styles.unknown}`}
      >
        <span className={styles.label}>{tHeader('account')}</span>
      </ButtonLink>
    );
  }

  const name = customerInfo.FirstName ?? '';
  return (
    <Suspense fallback={<span className={`${styles.button} ${styles.unknown}`} />}>
      <CustomerMenu
        name={name}
        fullName={`${customerInfo.FirstName} ${customerInfo.LastName}`.trim()}
        email={customerInfo.Email}
        label={name === '' ? t('label') : t('labelWithName', { name })}
      />
    </Suspense>
  );
}
