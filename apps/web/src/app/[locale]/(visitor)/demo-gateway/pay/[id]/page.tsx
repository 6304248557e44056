import { API_ROUTES, DemoChargeIdParamsSchema } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { formatPrice } from '@/features/catalog/format';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { BuyingMessages } from '@/features/checkout/buying-messages';
import { DemoPayPanel } from '@/features/demo-gateway/demo-pay-panel';
import styles from '@/features/demo-gateway/demo-gateway.module.css';
import { getServerEnv } from '@/env';
import { getPathname } from '@/i18n/navigation';
import { apiErrorOf, requestApi } from '@/lib/api-server';

type DemoPayPageProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: DemoPayPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('demoGateway');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * The demo gateway's payment page (docs/buying.md §8): where the store sends the reader as it
 * would to a real gateway, to play the payer (or the counter clerk). Rendered per visit, never
 * indexed; its charge comes from the demo gateway, which exists only while `DEMO_GATEWAY` is on.
 */
export default async function DemoPayPage({ params }: DemoPayPageProps) {
  const locale = await resolveLocale(params);
  const { id } = await params;
  if (!DemoChargeIdParamsSchema.safeParse({ id }).success) notFound();

  const [t, format, result] = await Promise.all([
    getTranslations('demoGateway'),
    getFormatter(),
    requestApi(API_ROUTES.demoCharge, { params: { id } }),
  ]);
  if (!result.ok && (result.status === 404 || result.status === 400)) notFound();
  if (!result.ok) throw apiErrorOf(result);
  const charge = result.data.Data;
  if (charge === null) notFound();

  const pageUrl = new URL(
    getPathname({ href: `/demo-gateway/pay/${id}`, locale }),
    getServerEnv().SITE_URL,
  ).href;

  return (
    <CatalogPage>
      <p className={styles.banner} role="note">
        {t('banner')}
      </p>
      <div className={styles.card}>
        <h1 className={styles.heading}>{t(`heading.${charge.Method}`)}</h1>
        <p className={styles.amount} data-testid="demo-amount">
          {formatPrice(format, charge.AmountValue)}
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('store')}</dt>
            <dd>{t('storeName')}</dd>
          </div>
          {charge.OrderNumber ? (
            <div>
              <dt>{t('order')}</dt>
              <dd data-testid="demo-order-number">{charge.OrderNumber}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('description')}</dt>
            <dd>{charge.Description}</dd>
          </div>
          <div>
            <dt>{t('charge')}</dt>
            <dd>{charge.Id}</dd>
          </div>
        </dl>
        <BuyingMessages>
          <DemoPayPanel charge={charge} pageUrl={pageUrl} />
        </BuyingMessages>
      </div>
    </CatalogPage>
  );
}
