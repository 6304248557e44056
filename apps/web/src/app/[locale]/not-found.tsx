import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/shell/error-view';

/**
 * The 404 page for a page that calls `notFound()` itself (a missing book, say). Unknown paths
 * get `app/not-found.tsx`, which Next.js renders on the server with the status 404.
 */
export default async function LocaleNotFound() {
  const t = await getTranslations('errors');

  return (
    <ErrorView
      heading={t('notFoundCode')}
      lines={[t('notFoundMessage')]}
      homeLabel={t('goBackHome')}
    />
  );
}
