import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookshelfView } from '@/features/bookshelf/bookshelf-view';
import { loadShelf, type ShelfOrder } from '@/features/bookshelf/data';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { buildAlternates } from '@/i18n/metadata';

type BookshelfPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ pageNumber?: string | string[]; orderBy?: string | string[] }>;
};

export async function generateMetadata({ params }: BookshelfPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('bookshelf');
  return {
    title: t('title'),
    alternates: buildAlternates('/bookshelf', locale),
    robots: { index: false, follow: false },
  };
}

const first = (raw: string | string[] | undefined) => (Array.isArray(raw) ? raw[0] : raw);

/** The customer's bookshelf (spec §2 `/bookshelf`), rendered per visit. */
export default async function BookshelfPage({ params, searchParams }: BookshelfPageProps) {
  await resolveLocale(params);
  const search = await searchParams;
  const page = Number(first(search.pageNumber));
  const pageNumber = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  const orderBy: ShelfOrder = first(search.orderBy) === 'title' ? 'title' : 'acquired';
  const [t, shelf] = await Promise.all([
    getTranslations('bookshelf'),
    loadShelf(pageNumber, orderBy),
  ]);
  return (
    <CatalogPage>
      <PageHeader
        title={t('title')}
        breadcrumbs={<CatalogBreadcrumbs trail={[]} current={t('title')} />}
      />
      {shelf.kind === 'signed-out' ? (
        <SignInPrompt title={t('signInTitle')} body={t('signInBody')} action={t('signIn')} />
      ) : (
        <BookshelfView shelf={shelf.shelf} orderBy={orderBy} />
      )}
    </CatalogPage>
  );
}
