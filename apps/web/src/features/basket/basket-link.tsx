'use client';

import { useTranslations } from 'next-intl';
import { MaskIcon } from '@/components/base/mask-icon';
import { IconButtonLink } from '@/components/base/button';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';
import styles from './basket-link.module.css';

/** Most a badge shows; more reads "99+". */
const MAX_BADGE = 99;

/**
 * The header's basket button with how many books wait in it: the count this browser last saw
 * (session store), so no page asks the API for it. Not prefetched: the basket is per visit.
 */
export function BasketLink() {
  const t = useTranslations('basket.actions');
  const isHydrated = useSessionHydrated();
  const storedCount = useSessionStore((state) => state.basketCount);
  const count = isHydrated ? storedCount : 0;

  return (
    <IconButtonLink
      href="/basket"
      prefetch={false}
      aria-label={t('linkLabel', { count })}
      className={styles.link}
    >
      <MaskIcon name="shoppingBag" />
      {count > 0 ? (
        <span aria-hidden="true" className={styles.badge} data-testid="basket-count">
          {count > MAX_BADGE ? `${MAX_BADGE}+` : count}
        </span>
      ) : null}
    </IconButtonLink>
  );
}
