import type { Metadata, ResolvingMetadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getServerEnv } from '@/env';
import {
  absoluteUrl,
  buildBookJsonLd,
  buildBookMetadata,
  serializeJsonLd,
} from '@/features/catalog/book-metadata';
import { catalogPaths, localizePath } from '@/features/catalog/catalog-paths';
import {
  BookDescription,
  BookFacts,
  BookSummary,
} from '@/features/catalog/components/book-details';
import { BookRow } from '@/features/catalog/components/book-row';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { RecordRecentView } from '@/features/catalog/components/record-recent-view';
import { findAlsoPurchased, getBookDetails } from '@/features/catalog/data';
import { BookFollows } from '@/features/notifications/book-follows';
import { BookReviewsBlock } from '@/features/reviews/components/book-reviews-block';
import { ReviewsMessages } from '@/features/reviews/reviews-messages';
import { requireEntityId, resolveLocale } from '@/features/catalog/page-helpers';
import { buildAlternates } from '@/i18n/metadata';
import styles from './page.module.css';

type BookPageProps = { params: Promise<{ locale: string; id: string }> };

/** Absolute addresses of the page (in its language) and of its cover. */
const addressesOf = (
  path: string,
  locale: Parameters<typeof localizePath>[1],
  imageUrl: string,
) => {
  const siteUrl = getServerEnv().SITE_URL;
  return {
    pageUrl: absoluteUrl(localizePath(path, locale), siteUrl),
    imageUrl: absoluteUrl(imageUrl, siteUrl),
  };
};

export async function generateMetadata(
  { params }: BookPageProps,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const [book, inherited] = await Promise.all([getBookDetails(id), parent]);
  const path = catalogPaths.book(id);

  const metadata = buildBookMetadata({
    book,
    ...addressesOf(path, locale, book.DefaultPictureModel.ImageUrl),
    alternates: buildAlternates(path, locale),
  });
  // The page's own Open Graph replaces the layout's; keep the site name and locale.
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      siteName: inherited.openGraph?.siteName,
      locale: inherited.openGraph?.locale,
    },
  };
}

/** A book: everything about it, what others bought with it, and it joins "recently viewed". */
export default async function BookPage({ params }: BookPageProps) {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const [book, alsoPurchased, t] = await Promise.all([
    getBookDetails(id),
    findAlsoPurchased(id),
    getTranslations('catalog.book'),
  ]);
  const jsonLd = buildBookJsonLd({
    book,
    ...addressesOf(catalogPaths.book(id), locale, book.DefaultPictureModel.ImageUrl),
  });

  return (
    <CatalogPage>
      <script
        type="application/ld+json"
        // Escaped by serializeJsonLd: nothing in the data can close the script.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <RecordRecentView productId={book.Id} />
      <div className={styles.breadcrumbs}>
        <CatalogBreadcrumbs
          trail={book.Breadcrumb.map((category) => ({
            label: category.Name,
            href: catalogPaths.category(category.Id),
          }))}
          current={book.Name}
        />
      </div>
      <BookSummary book={book} />
      <div className={styles.more}>
        <BookDescription book={book} />
        <BookFacts book={book} />
      </div>
      <BookFollows book={book} />
      <ReviewsMessages>
        <BookReviewsBlock productId={book.Id} />
      </ReviewsMessages>
      <BookRow title={t('alsoPurchased')} books={alsoPurchased} />
    </CatalogPage>
  );
}
