import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { RedeemForm, type RedeemLabels } from '@/features/redeem/redeem-form';
import { buildAlternates } from '@/i18n/metadata';

type RedeemPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ code?: string | string[] }>;
};

export async function generateMetadata({ params }: RedeemPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('redeem');
  return {
    title: t('title'),
    alternates: buildAlternates('/redeemcode', locale),
    robots: { index: false, follow: false },
  };
}

const LABEL_KEYS = [
  'codeLabel',
  'codeHint',
  'check',
  'checking',
  'claim',
  'claiming',
  'bookGrant',
  'coinsGrant',
  'owned',
  'viewCoins',
  'another',
  'giftFrom',
  'giftMessage',
] as const satisfies readonly (keyof RedeemLabels)[];

/** Redeem a code (spec §2 `/redeemcode`); a gift e-mail links here with `?code=`. */
export default async function RedeemCodePage({ params, searchParams }: RedeemPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('redeem');
  const labels = Object.fromEntries(
    LABEL_KEYS.map((key) => [
      key,
      key === 'coinsGrant' || key === 'giftFrom' ? t.raw(key) : t(key),
    ]),
  ) as RedeemLabels;
  const code = (await searchParams).code;

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      <RedeemForm
        labels={labels}
        initialCode={(Array.isArray(code) ? code[0] : code)?.slice(0, 64) ?? ''}
      />
    </CatalogPage>
  );
}
