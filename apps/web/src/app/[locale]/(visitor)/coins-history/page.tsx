import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CoinHistoryView } from '@/features/coins/coin-history-view';
import { loadCoins } from '@/features/coins/data';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';

type CoinsPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ pageNumber?: string | string[] }>;
};

export async function generateMetadata({ params }: CoinsPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('coins');
  return {
    title: t('title'),
    alternates: buildAlternates('/coins-history', locale),
    robots: { index: false, follow: false },
  };
}

const pageNumberOf = (raw: string | string[] | undefined): number => {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
};

/** The customer's coins (spec §2 `/coins-history`): balance, what expires next, and history. */
export default async function CoinsHistoryPage({ params, searchParams }: CoinsPageProps) {
  await resolveLocale(params);
  const [t, coins] = await Promise.all([
    getTranslations('coins'),
    loadCoins(pageNumberOf((await searchParams).pageNumber)),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      {coins.kind === 'signed-out' ? (
        <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
      ) : (
        <CoinHistoryView balance={coins.balance} history={coins.history} packs={coins.packs} />
      )}
    </CatalogPage>
  );
}
