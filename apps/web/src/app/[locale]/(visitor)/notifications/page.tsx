import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { loadNotifications } from '@/features/notifications/data';
import { accountPaths } from '@/features/account/account-paths';
import { NotificationsView } from '@/features/notifications/notifications-view';
import { pageNumberOf } from '@/features/orders/data';
import { buildAlternates } from '@/i18n/metadata';

type NotificationsPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ pageNumber?: string | string[] }>;
};

export async function generateMetadata({ params }: NotificationsPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('notifications');
  return {
    title: t('title'),
    alternates: buildAlternates(accountPaths.notifications, locale),
    robots: { index: false, follow: false },
  };
}

/**
 * The reader's notifications (docs/notifications.md): rendered per visit, never cached (it reads
 * the session); a guest is asked to log in.
 */
export default async function NotificationsPage({ params, searchParams }: NotificationsPageProps) {
  await resolveLocale(params);
  const [t, loaded] = await Promise.all([
    getTranslations('notifications'),
    loadNotifications(pageNumberOf((await searchParams).pageNumber)),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      {loaded.kind === 'signed-out' ? (
        <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
      ) : (
        <NotificationsView page={loaded.value.page} settings={loaded.value.settings} />
      )}
    </CatalogPage>
  );
}
