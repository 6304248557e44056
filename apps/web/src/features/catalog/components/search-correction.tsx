import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '../catalog-paths';
import { catalogHref, withChanges, type CatalogQuery } from '../catalog-query';
import styles from './search-correction.module.css';

type SearchCorrectionNoticeProps = {
  /** The search as typed (its `q` found nothing). */
  query: CatalogQuery & { q: string };
  /** The keyword whose results the page shows (the same keys on the other keyboard layout). */
  corrected: string;
};

/**
 * "Showing results for ไทย / Search instead for wmp" over the results of a corrected keyword; the
 * link searches the typed text again, as typed (`exact=1`), keeping the filters and sort.
 */
export function SearchCorrectionNotice({ query, corrected }: SearchCorrectionNoticeProps) {
  const t = useTranslations('catalog.search');
  return (
    <div data-testid="search-correction" className={styles.notice}>
      <p className={styles.corrected}>
        {t.rich('correctedTo', {
          corrected,
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <p className={styles.instead}>
        {t.rich('searchInstead', {
          typed: query.q,
          link: (chunks) => (
            <Link
              href={catalogHref(catalogPaths.search, withChanges(query, { exact: true }))}
              prefetch={false}
            >
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
