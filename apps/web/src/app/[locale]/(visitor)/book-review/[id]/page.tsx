import { REVIEW_SORTS } from '@nangsue/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { BookCover } from '@/features/catalog/components/book-cover';
import { CatalogBreadcrumbs } from '@/features/catalog/components/catalog-breadcrumbs';
import { CatalogPage } from '@/features/catalog/components/catalog-page';
import { getBookDetails } from '@/features/catalog/data';
import { requireEntityId, resolveLocale } from '@/features/catalog/page-helpers';
import { ReviewCard, ReviewStatusNote } from '@/features/reviews/components/review-card';
import { ReviewActions, ReviewPageForm } from '@/features/reviews/components/review-list-islands';
import { ReviewPagination } from '@/features/reviews/components/review-pagination';
import { ReviewSummary } from '@/features/reviews/components/review-summary';
import styles from '@/features/reviews/components/reviews.module.css';
import { loadReviewPage } from '@/features/reviews/data';
import { reviewPageNumberOf, reviewPaths, reviewSortOf } from '@/features/reviews/review-paths';
import { ReviewsMessages } from '@/features/reviews/reviews-messages';
import { Link } from '@/i18n/navigation';
import { buildAlternates } from '@/i18n/metadata';

type BookReviewPageProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ orderBy?: string | string[]; pageNumber?: string | string[] }>;
};

export async function generateMetadata({ params }: BookReviewPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const [book, t] = await Promise.all([getBookDetails(id), getTranslations('reviews')]);
  return {
    title: t('pageTitle', { name: book.Name }),
    description: t('pageDescription', { name: book.Name }),
    alternates: buildAlternates(reviewPaths.book(id), locale),
  };
}

/**
 * A book's reviews (spec §2 `/book-review/{id}`), rendered per visit: the book at the top
 * linking back, the summary, sort and page in the address, every review as text; "helpful",
 * "report" and the reader's own form are small islands. An unknown book is the 404 page.
 */
export default async function BookReviewPage({ params, searchParams }: BookReviewPageProps) {
  await resolveLocale(params);
  const id = requireEntityId((await params).id);
  const query = await searchParams;
  const orderBy = reviewSortOf(query.orderBy);
  const pageNumber = reviewPageNumberOf(query.pageNumber);
  const [book, page, t] = await Promise.all([
    getBookDetails(id),
    loadReviewPage(id, { orderBy, pageNumber }),
    getTranslations('reviews'),
  ]);
  const bookHref = catalogPaths.book(id);

  return (
    <CatalogPage>
      <div className={styles.bookHead}>
        <Link href={bookHref} className={styles.bookCover} aria-hidden="true" tabIndex={-1}>
          <BookCover src={book.DefaultPictureModel.ImageUrl} title={book.Name} />
        </Link>
        <div>
          <CatalogBreadcrumbs
            trail={[{ label: book.Name, href: bookHref }]}
            current={t('heading')}
          />
          <h1 className={styles.bookTitle}>
            <Link href={bookHref} className={styles.bookLink}>
              {t('pageTitle', { name: book.Name })}
            </Link>
          </h1>
        </div>
      </div>
      <ReviewsMessages>
        <div className={styles.top}>
          <ReviewSummary summary={page.Summary} />
          <div className={styles.topActions}>
            <ReviewPageForm productId={id} myReview={page.MyReview} />
            <ButtonLink variant="text" href={bookHref}>
              {t('backToBook')}
            </ButtonLink>
          </div>
        </div>
        {page.MyReview && page.MyReview.Status !== 'published' ? (
          <div className={styles.mine}>
            <h2 className={styles.subheading}>{t('yourReview')}</h2>
            <ReviewCard
              review={page.MyReview}
              status={<ReviewStatusNote review={page.MyReview} />}
            />
          </div>
        ) : null}
        <h2 className={styles.listHeading}>{t('heading')}</h2>
        <nav className={styles.sorts} aria-label={t('sort.label')}>
          <span>{t('sort.label')}</span>
          {REVIEW_SORTS.map((sort) => (
            <ButtonLink
              key={sort}
              href={reviewPaths.book(id, { orderBy: sort })}
              variant={sort === orderBy ? 'contained' : 'outlined'}
              size="small"
              aria-current={sort === orderBy ? 'true' : undefined}
              prefetch={false}
            >
              {t(`sort.${sort}`)}
            </ButtonLink>
          ))}
        </nav>
        {page.Items.length === 0 ? (
          <p className={styles.muted}>{t('none')}</p>
        ) : (
          <ul className={styles.list}>
            {page.Items.map((review) => (
              <li key={review.Id}>
                <ReviewCard review={review} actions={<ReviewActions review={review} />} />
              </li>
            ))}
          </ul>
        )}
        <ReviewPagination
          productId={id}
          orderBy={orderBy}
          pageNumber={page.Paging.PageNumber}
          totalPages={page.Paging.TotalPages}
        />
      </ReviewsMessages>
    </CatalogPage>
  );
}
