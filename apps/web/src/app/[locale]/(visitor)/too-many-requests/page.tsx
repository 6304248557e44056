import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { headers } from 'next/headers';
import { ErrorView } from '@/components/shell/error-view';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { WAIT_SECONDS_HEADER, waitSecondsFrom } from '@/lib/visitor-throttle';

type ThrottledPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ThrottledPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('throttledTitle'), robots: { index: false, follow: false } };
}

/**
 * What a visitor the API has throttled sees instead of a page rendered per visit, with HTTP 429 and
 * `Retry-After` (src/proxy.ts rewrites to it; lib/visitor-throttle.ts). Nothing here calls the API.
 */
export default async function ThrottledPage({ params }: ThrottledPageProps) {
  const locale = await resolveLocale(params);
  const [t, incoming] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    headers(),
  ]);
  const seconds = waitSecondsFrom(incoming.get(WAIT_SECONDS_HEADER));
  return (
    <ErrorView
      heading={t('throttledCode')}
      lines={[t('throttled', { seconds })]}
      homeLabel={t('goBackHome')}
    />
  );
}
