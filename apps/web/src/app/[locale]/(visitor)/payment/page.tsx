import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getServerEnv } from '@/env';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { BuyingMessages } from '@/features/checkout/buying-messages';
import { OrderPreorders } from '@/features/preorders/order-preorders';
import { loadPreorders } from '@/features/preorders/data';
import { checkoutQueryOf } from '@/features/checkout/checkout-source';
import { CheckoutView } from '@/features/checkout/checkout-view';
import {
  loadCheckout,
  loadCompleted,
  parseOrderId,
  type CheckoutPageData,
} from '@/features/checkout/data';
import { OpenLoginDialog } from '@/features/checkout/open-login-dialog';
import { OrderSummary } from '@/features/checkout/order-summary';
import { PaymentStatus } from '@/features/checkout/payment-status';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { canReadWhilePaying, ReadWhilePaying } from '@/features/reader/read-while-paying';
import { buildAlternates } from '@/i18n/metadata';

/** A gift's way back: its book's page. */
const giftTrail = (data: CheckoutPageData) => {
  const book = data.kind === 'ok' ? data.checkout.Items[0] : undefined;
  return book ? [{ label: book.Name, href: catalogPaths.book(book.ProductId) }] : [];
};

type PaymentPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{
    orderId?: string | string[];
    coinPackId?: string | string[];
    giftProductId?: string | string[];
  }>;
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
 * Checkout (spec §2 `/payment`), rendered per visit for the signed-in customer: of the basket, of
 * one book as a gift (`?giftProductId=`), or of a coin pack (`?coinPackId=`); with `?orderId=` the
 * payment state of that order, where the gateways send the reader back.
 */
export default async function PaymentPage({ params, searchParams }: PaymentPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('checkout');
  const search = await searchParams;
  const rawOrderId = search.orderId;
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
    // Pre-ordered books still waiting: the paid text names each with its day (Bangkok time).
    const [waiting, format] = await Promise.all([
      result.kind === 'signed-out' ? Promise.resolve([]) : loadPreorders({ orderId }),
      getFormatter(),
    ]);
    const preordered = waiting
      .filter((preorder) => preorder.Status === 'waiting')
      .map((preorder) => ({
        id: preorder.Id,
        name: preorder.Name,
        date: preorder.ReleaseAt
          ? format.dateTime(new Date(preorder.ReleaseAt), { dateStyle: 'long', timeStyle: 'short' })
          : '',
      }));
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
              <PaymentStatus initial={result.completed} preordered={preordered} />
            </BuyingMessages>
            {/* Paid books not released yet: when they arrive (docs/buying.md "Pre-orders"). */}
            <OrderPreorders orderId={orderId} />
            {canReadWhilePaying(
              result.completed.Status,
              result.completed.Payment ? [result.completed.Payment] : [],
            ) ? (
              <ReadWhilePaying orderId={orderId} items={result.completed.Items} />
            ) : null}
            <OrderSummary lines={result.completed.Items} totals={result.completed.Totals} />
          </>
        )}
      </CatalogPage>
    );
  }

  const query = checkoutQueryOf(search);
  if (query === null) notFound();
  const data = await loadCheckout(query);
  if (data.kind === 'not-found') notFound();

  const title =
    query.coinPackId !== undefined
      ? t('coinPackTitle')
      : query.giftProductId !== undefined
        ? t('giftTitle')
        : t('title');
  const trail =
    query.coinPackId !== undefined
      ? [{ label: t('coinsHistory'), href: '/coins-history' }]
      : query.giftProductId !== undefined
        ? giftTrail(data)
        : [{ label: t('basket'), href: '/basket' }];
  const env = getServerEnv();
  return (
    <CatalogPage>
      <PageHeader
        title={title}
        breadcrumbs={<CatalogBreadcrumbs trail={trail} current={title} />}
      />
      {data.kind === 'signed-out' ? (
        signedOut
      ) : (
        <BuyingMessages>
          <CheckoutView
            checkout={data.checkout}
            methods={data.methods}
            consecutive={data.consecutive}
            taxAddresses={data.taxAddresses}
            purchase={
              query.coinPackId !== undefined
                ? { kind: 'coin_pack', packId: query.coinPackId }
                : query.giftProductId !== undefined
                  ? { kind: 'gift', productId: query.giftProductId }
                  : { kind: 'basket' }
            }
            omiseJsUrl={env.OMISE_ENABLED ? env.OMISE_JS_URL : null}
          />
        </BuyingMessages>
      )}
    </CatalogPage>
  );
}
