import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DOWNLOAD_FAILURE_PARAM, downloadFailureOf } from '@/features/bookshelf/bookshelf-paths';
import { BookshelfView } from '@/features/bookshelf/bookshelf-view';
import { findContinueReading, loadShelf, loadShelves } from '@/features/bookshelf/data';
import { ShelfMessages } from '@/features/bookshelf/shelf-messages';
import { WaitingForPayment } from '@/features/bookshelf/waiting-for-payment';
import {
  BOOKSHELF_PATH,
  hasShelfFilters,
  myBookDataOf,
  parseShelfQuery,
} from '@/features/bookshelf/shelf-query';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { PageHeader } from '@/features/catalog/components/page-header';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { SignInPrompt } from '@/features/coins/sign-in-prompt';
import { ComingPreorders } from '@/features/preorders/coming-preorders';
import { buildAlternates } from '@/i18n/metadata';

type BookshelfPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: BookshelfPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('bookshelf');
  return {
    title: t('title'),
    alternates: buildAlternates(BOOKSHELF_PATH, locale),
    robots: { index: false, follow: false },
  };
}

/**
 * The customer's bookshelf (spec §2 `/bookshelf`), rendered per visit: the page of books, the
 * collections (for the filter) and "Continue reading" (on the first page of the whole shelf) are
 * asked at once.
 */
export default async function BookshelfPage({ params, searchParams }: BookshelfPageProps) {
  await resolveLocale(params);
  const search = await searchParams;
  const query = parseShelfQuery(search);
  const showsContinue = query.kind === 'owned' && query.pageNumber === 1 && !hasShelfFilters(query);
  const [t, shelf, shelves, continueReading] = await Promise.all([
    getTranslations('bookshelf'),
    loadShelf(myBookDataOf(query)),
    query.kind === 'owned' ? loadShelves() : null,
    showsContinue ? findContinueReading() : [],
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
        <ShelfMessages>
          {query.kind === 'owned' && query.pageNumber === 1 ? <WaitingForPayment /> : null}
          {query.kind === 'owned' && query.pageNumber === 1 ? <ComingPreorders /> : null}
          <BookshelfView
            shelf={shelf.data}
            query={query}
            shelves={shelves?.kind === 'ok' ? shelves.data : []}
            continueReading={continueReading}
            downloadFailure={downloadFailureOf(search[DOWNLOAD_FAILURE_PARAM])}
          />
        </ShelfMessages>
      )}
    </CatalogPage>
  );
}
