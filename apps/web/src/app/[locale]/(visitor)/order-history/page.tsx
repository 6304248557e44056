import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { OpenLoginDialog } from '@/features/checkout/open-login-dialog';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { historyTypeOf, loadOrderHistory, pageNumberOf } from '@/features/orders/data';
import { OrderHistoryView } from '@/features/orders/order-history-view';
import { buildAlternates } from '@/i18n/metadata';

type OrderHistoryPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{
    orderHistoryTypes?: string | string[];
    pageNumber?: string | string[];
  }>;
};

export async function generateMetadata({ params }: OrderHistoryPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('orders');
  return {
    title: t('historyTitle'),
    alternates: buildAlternates('/order-history', locale),
    robots: { index: false, follow: false },
  };
}

/** The customer's orders (spec §2 `/order-history`), rendered per visit. */
export default async function OrderHistoryPage({ params, searchParams }: OrderHistoryPageProps) {
  await resolveLocale(params);
  const query = await searchParams;
  const type = historyTypeOf(query.orderHistoryTypes);
  const [t, result] = await Promise.all([
    getTranslations('orders'),
    loadOrderHistory(type, pageNumberOf(query.pageNumber)),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('historyTitle')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('historyTitle')} />}
      />
      {result.kind === 'signed-out' ? (
        <>
          <OpenLoginDialog />
          <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
        </>
      ) : (
        <OrderHistoryView history={result.history} type={type} />
      )}
    </CatalogPage>
  );
}
