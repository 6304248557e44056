import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CollectionView, CollectionsView } from '@/features/bookshelf/collections-view';
import { loadShelfBooks, loadShelves } from '@/features/bookshelf/data';
import { ShelfMessages } from '@/features/bookshelf/shelf-messages';
import { BOOKSHELF_PATH, COLLECTION_PATH, parseShelfQuery } from '@/features/bookshelf/shelf-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { buildAlternates } from '@/i18n/metadata';

type CollectionPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: CollectionPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('bookshelf.collection');
  return {
    title: t('title'),
    alternates: buildAlternates(COLLECTION_PATH, locale),
    robots: { index: false, follow: false },
  };
}

/**
 * The customer's collections (`/bookshelf/collection`), or one of them (`?shelfId=`, with
 * `pageNumber`), rendered per visit.
 */
export default async function CollectionPage({ params, searchParams }: CollectionPageProps) {
  await resolveLocale(params);
  // The same reading of `shelfId` and `pageNumber` as the shelf's.
  const { shelfId, pageNumber } = parseShelfQuery(await searchParams);
  const [t, tShelf, shelves, books] = await Promise.all([
    getTranslations('bookshelf.collection'),
    getTranslations('bookshelf'),
    loadShelves(),
    shelfId === null ? null : loadShelfBooks(shelfId, pageNumber),
  ]);
  const open = shelves.kind === 'ok' ? shelves.data.find((shelf) => shelf.Id === shelfId) : null;

  const content = () => {
    if (shelves.kind === 'signed-out' || books?.kind === 'signed-out')
      return (
        <SignInPrompt
          title={tShelf('signInTitle')}
          body={tShelf('signInBody')}
          action={tShelf('signIn')}
        />
      );
    if (shelfId === null) return <CollectionsView shelves={shelves.data} />;
    if (open === undefined || open === null || books === null)
      return (
        <EmptyState title={t('notFound')} action={{ href: COLLECTION_PATH, label: t('title') }} />
      );
    return <CollectionView shelf={open} books={books.data} />;
  };

  const title = open ? open.Name : t('title');
  return (
    <CatalogPage>
      <PageHeader
        title={title}
        breadcrumbs={
          <CatalogBreadcrumbs
            trail={
              open
                ? [
                    { label: tShelf('title'), href: BOOKSHELF_PATH },
                    { label: t('title'), href: COLLECTION_PATH },
                  ]
                : [{ label: tShelf('title'), href: BOOKSHELF_PATH }]
            }
            current={title}
          />
        }
      />
      <ShelfMessages>{content()}</ShelfMessages>
    </CatalogPage>
  );
}
