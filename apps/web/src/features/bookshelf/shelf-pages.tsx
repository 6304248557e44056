import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './bookshelf.module.css';

/** "Previous", "page N of M", "Next" under the shelf's books or a collection's; none for one page. */
export async function ShelfPages({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  /** The address of another page of the same list. */
  hrefOf: (page: number) => string;
}) {
  const t = await getTranslations('bookshelf');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagesLabel')} className={styles.pages}>
      {page > 1 ? <Link href={hrefOf(page - 1)}>{t('previous')}</Link> : null}
      <span>{t('page', { page, pages })}</span>
      {page < pages ? <Link href={hrefOf(page + 1)}>{t('next')}</Link> : null}
    </nav>
  );
}
