import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { BuyingMessages } from '@/features/checkout/buying-messages';
import { CheckoutView } from '@/features/checkout/checkout-view';
import { loadCheckout, loadCompleted, parseOrderId } from '@/features/checkout/data';
import { OpenLoginDialog } from '@/features/checkout/open-login-dialog';
import { OrderSummary } from '@/features/checkout/order-summary';
import { PaymentStatus } from '@/features/checkout/payment-status';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { buildAlternates } from '@/i18n/metadata';

type PaymentPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ orderId?: string | string[] }>;
};

export async function generateMetadata({ params }: PaymentPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('checkout');
  return {
    title: t('title'),
    alternates: buildAlternates('/payment', locale),
    robots: { index: false, follow: false },
  };
}

/**
 * Checkout (spec §2 `/payment`), rendered per visit for the signed-in customer; with `?orderId=`
 * the payment state of that order, where the gateways send the reader back.
 */
export default async function PaymentPage({ params, searchParams }: PaymentPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('checkout');
  const rawOrderId = (await searchParams).orderId;
  const orderId = rawOrderId === undefined ? null : parseOrderId(rawOrderId);
  if (rawOrderId !== undefined && orderId === null) notFound();

  const signedOut = (
    <>
      <OpenLoginDialog />
      <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
    </>
  );

  if (orderId !== null) {
    const result = await loadCompleted(orderId);
    if (result.kind === 'not-found') notFound();
    return (
      <CatalogPage>
        <PageHeader
          title={t('statusTitle')}
          breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('statusTitle')} />}
        />
        {result.kind === 'signed-out' ? (
          signedOut
        ) : (
          <>
            <BuyingMessages>
              <PaymentStatus initial={result.completed} />
            </BuyingMessages>
            <OrderSummary lines={result.completed.Items} totals={result.completed.Totals} />
          </>
        )}
      </CatalogPage>
    );
  }

  const data = await loadCheckout();
  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        breadcrumbs={
          <CatalogBreadcrumbs
            trail={[{ label: t('basket'), href: '/basket' }]}
            current={t('title')}
          />
        }
      />
      {data.kind === 'signed-out' ? (
        signedOut
      ) : (
        <BuyingMessages>
          <CheckoutView
            checkout={data.checkout}
            verified={data.verified}
            methods={data.methods}
            consecutive={data.consecutive}
          />
        </BuyingMessages>
      )}
    </CatalogPage>
  );
}
