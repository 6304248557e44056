'use client';

import { useTranslations } from 'next-intl';
import { MaskIcon } from '@/components/base/mask-icon';
import { BadgedIconLink } from '@/components/base/badged-icon-link';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';

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
    <BadgedIconLink
      href="/basket"
      prefetch={false}
      aria-label={t('linkLabel', { count })}
      icon={<MaskIcon name="shoppingBag" />}
      count={count}
      badgeTestId="basket-count"
    />
  );
}
