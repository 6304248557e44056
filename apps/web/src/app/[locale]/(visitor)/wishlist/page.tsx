import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { loadWishlist } from '@/features/wishlist/data';
import { WISHLIST_PATH, WishlistView } from '@/features/wishlist/wishlist-view';
import { buildAlternates } from '@/i18n/metadata';

type WishlistPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ pageNumber?: string | string[] }>;
};

export async function generateMetadata({ params }: WishlistPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('wishlist');
  return {
    title: t('title'),
    alternates: buildAlternates(WISHLIST_PATH, locale),
    robots: { index: false, follow: false },
  };
}

const pageNumberOf = (raw: string | string[] | undefined): number => {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
};

/**
 * The customer's wish list (spec §2 `/wishlist`): rendered for each visit and never kept in a
 * cache (spec §2: the one page not kept alive), 18 books a page; a guest is asked to log in.
 */
export default async function WishlistPage({ params, searchParams }: WishlistPageProps) {
  await resolveLocale(params);
  const [t, wishlist] = await Promise.all([
    getTranslations('wishlist'),
    loadWishlist(pageNumberOf((await searchParams).pageNumber)),
  ]);

  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      {wishlist.kind === 'signed-out' ? (
        <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
      ) : (
        <WishlistView page={wishlist.page} />
      )}
    </CatalogPage>
  );
}
