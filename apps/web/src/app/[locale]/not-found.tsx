'use client';

import { useTranslations } from 'next-intl';
import { ErrorView } from '@/components/shell/error-view';

/**
 * The 404 page for a page that calls `notFound()` itself (a missing book, say). A client component:
 * Next renders this boundary with every page, and cached pages may not read the request. Unknown
 * paths get `app/global-not-found.tsx`, which names the path (spec §8).
 */
export default function LocaleNotFound() {
  const t = useTranslations('errors');

  return (
    <ErrorView
      heading={t('notFoundCode')}
      lines={[t('notFoundMessage')]}
      homeLabel={t('goBackHome')}
    />
  );
}
