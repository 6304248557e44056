import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BasketView } from '@/features/basket/basket-view';
import { loadBasket } from '@/features/basket/data';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';

type BasketPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: BasketPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('basket');
  return {
    title: t('title'),
    alternates: buildAlternates('/basket', locale),
    robots: { index: false, follow: false },
  };
}

/** The visitor's basket (spec §2 `/basket`), rendered for each visit from the API's answer. */
export default async function BasketPage({ params }: BasketPageProps) {
  await resolveLocale(params);
  const [t, cart] = await Promise.all([getTranslations('basket'), loadBasket()]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      <BasketView cart={cart} />
    </CatalogPage>
  );
}
