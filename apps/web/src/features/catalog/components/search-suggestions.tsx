import type { SearchSuggestions as Suggestions } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ButtonLink } from '@/components/base/button';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '../catalog-paths';
import { EMPTY_CATALOG_QUERY, catalogHref } from '../catalog-query';
import { BookGrid } from './book-grid';
import styles from './search-suggestions.module.css';

type SearchSuggestionsProps = {
  suggestions: Suggestions;
  /** Fewer columns where the listing's filter sidebar takes room. */
  hasSidebar: boolean;
};

/**
 * What a search that found nothing offers under its empty state (issue 28): "did you mean" with the
 * closest titles as searches and as cards, then the popular books of the closest category and a
 * link to it. A server component: plain links and cards.
 */
export function SearchSuggestions({ suggestions, hasSidebar }: SearchSuggestionsProps) {
  const t = useTranslations('catalog.search');
  const didYouMeanId = useId();
  const popularId = useId();
  const { Keywords: keywords, Products: books, Category: category, Popular: popular } = suggestions;

  return (
    <>
      {keywords.length > 0 || books.length > 0 ? (
        <section
          aria-labelledby={didYouMeanId}
          data-testid="did-you-mean"
          className={styles.section}
        >
          <h2 id={didYouMeanId} className={styles.heading}>
            {t('didYouMean')}
          </h2>
          {keywords.length > 0 ? (
            <ul aria-labelledby={didYouMeanId} className={styles.keywords}>
              {keywords.map((keyword) => (
                <li key={keyword}>
                  <Link
                    href={catalogHref(catalogPaths.search, { ...EMPTY_CATALOG_QUERY, q: keyword })}
                    prefetch={false}
                    className={styles.keyword}
                  >
                    {keyword}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {books.length > 0 ? (
            <BookGrid books={books} eagerCount={0} hasSidebar={hasSidebar} />
          ) : null}
        </section>
      ) : null}

      {popular.length > 0 ? (
        <section
          aria-labelledby={popularId}
          data-testid="popular-in-category"
          className={styles.section}
        >
          <div className={styles.header}>
            <h2 id={popularId} className={styles.heading}>
              {category === null ? t('popularBooks') : t('popularIn', { category: category.Name })}
            </h2>
            {category !== null ? (
              <ButtonLink href={catalogPaths.category(category.Id)} size="small">
                {t('categoryLink', { category: category.Name })}
              </ButtonLink>
            ) : null}
          </div>
          <BookGrid books={popular} eagerCount={0} hasSidebar={hasSidebar} />
        </section>
      ) : null}
    </>
  );
}
