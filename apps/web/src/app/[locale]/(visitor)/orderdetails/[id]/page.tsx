import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { BuyingMessages } from '@/features/checkout/buying-messages';
import { parseOrderId } from '@/features/checkout/data';
import { OpenLoginDialog } from '@/features/checkout/open-login-dialog';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { loadOrderDetails } from '@/features/orders/data';
import { OrderDetailsView } from '@/features/orders/order-details-view';
import { ordersPaths } from '@/features/orders/orders-paths';
import { OrderPreorders } from '@/features/preorders/order-preorders';
import { canReadWhilePaying, ReadWhilePaying } from '@/features/reader/read-while-paying';
import { buildAlternates } from '@/i18n/metadata';

type OrderDetailsPageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: OrderDetailsPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { id } = await params;
  const t = await getTranslations('orders');
  return {
    title: t('detailsTitle'),
    alternates: buildAlternates(`/orderdetails/${encodeURIComponent(id)}`, locale),
    robots: { index: false, follow: false },
  };
}

/**
 * One of the customer's orders (spec §2 `/orderdetails/{id}`), rendered per visit; another
 * customer's order, or none, is the 404 page.
 */
export default async function OrderDetailsPage({ params }: OrderDetailsPageProps) {
  await resolveLocale(params);
  const orderId = parseOrderId((await params).id);
  if (orderId === null) notFound();
  const [t, result] = await Promise.all([getTranslations('orders'), loadOrderDetails(orderId)]);
  if (result.kind === 'not-found') notFound();

  const trail = [{ label: t('historyTitle'), href: ordersPaths.history }];
  if (result.kind === 'signed-out')
    return (
      <CatalogPage>
        <PageHeader
          title={t('detailsTitle')}
          breadcrumbs={<CatalogBreadcrumbs trail={trail} current={t('detailsTitle')} />}
        />
        <OpenLoginDialog />
        <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
      </CatalogPage>
    );

  const title = t('orderNumber', { number: result.order.OrderNumber });
  return (
    <CatalogPage>
      <PageHeader
        title={title}
        breadcrumbs={<CatalogBreadcrumbs trail={trail} current={title} />}
      />
      <BuyingMessages>
        <OrderDetailsView order={result.order} />
      </BuyingMessages>
      {canReadWhilePaying(result.order.Status, result.order.Payments) ? (
        <ReadWhilePaying orderId={orderId} items={result.order.Items} />
      ) : null}
      <OrderPreorders orderId={orderId} />
    </CatalogPage>
  );
}
