import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { UnsubscribeButton } from '@/features/notifications/notification-actions';

type UnsubscribePageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notifications.unsubscribe');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Where an e-mail's unsubscribe link lands when opened (a GET, which mail scanners also make):
 * it only asks; the button unsubscribes (docs/notifications.md). No sign-in needed.
 */
export default async function UnsubscribePage({ params, searchParams }: UnsubscribePageProps) {
  await resolveLocale(params);
  const t = await getTranslations('notifications.unsubscribe');
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';

  return (
    <CatalogPage>
      <PageHeader title={t('title')} />
      {token === '' ? (
        <p role="alert">{t('missing')}</p>
      ) : (
        <>
          <p>{t('body')}</p>
          <UnsubscribeButton token={token} label={t('confirm')} done={t('done')} />
        </>
      )}
    </CatalogPage>
  );
}
