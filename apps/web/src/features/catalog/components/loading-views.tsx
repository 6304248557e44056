'use client';

import { useTranslations } from 'next-intl';
import { CatalogPage } from './catalog-page';
import { BookPageSkeleton, ListingSkeleton } from './skeletons';

/** `loading.tsx` of the listing pages. */
export function ListingLoading() {
  const t = useTranslations('common');
  return (
    <CatalogPage>
      <ListingSkeleton label={t('loading')} />
    </CatalogPage>
  );
}

/** `loading.tsx` of the book page. */
export function BookLoading() {
  const t = useTranslations('common');
  return (
    <CatalogPage>
      <BookPageSkeleton label={t('loading')} />
    </CatalogPage>
  );
}
