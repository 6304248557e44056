import 'server-only';
import { API_ROUTES, type PendingBook } from '@nangsue/contracts';
import { BookOpen, Clock } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { ordersPaths } from '@/features/orders/orders-paths';
import { pendingReaderPath } from '@/features/reader/read-while-paying';
import { ReaderButtonLink } from '@/features/reader/reader-link';
import { requestApi } from '@/lib/api-server';
import panel from '@/components/base/list-panel.module.css';
import styles from './waiting-for-payment.module.css';

/**
 * The customer's books readable while paying (`pendingBooks`): asked per visit with the session,
 * never cached (docs/architecture.md#cache-policy). A help, not the page: a failure lists none.
 */
const loadPendingBooks = async (): Promise<PendingBook[]> => {
  const result = await requestApi(API_ROUTES.pendingBooks).catch(() => null);
  if (result === null || !result.ok || result.data.Data === null) return [];
  return result.data.Data.Books;
};

/**
 * "Waiting for payment" on the bookshelf (docs/reader.md "Read while you pay"): the books of the
 * customer's orders waiting for a PromptPay or counter payment, each with "Read now" into the
 * pending reader (a full page load) and its order. Nothing when there are none.
 */
export async function WaitingForPayment() {
  const books = await loadPendingBooks();
  if (books.length === 0) return null;
  const t = await getTranslations('readWhilePaying.shelf');
  return (
    <section
      className={panel.section}
      aria-labelledby="waiting-for-payment"
      data-testid="waiting-for-payment"
    >
      <h2 id="waiting-for-payment" className={styles.heading}>
        <Clock size={20} aria-hidden="true" />
        {t('title')}
      </h2>
      <p className={styles.hint}>{t('hint')}</p>
      <ul className={panel.list}>
        {books.map((book) => (
          <li key={book.ProductId} className={panel.item}>
            <Link href={catalogPaths.book(book.ProductId)} className={panel.name}>
              {book.Name}
            </Link>
            <span className={styles.actions}>
              <Link href={ordersPaths.details(book.OrderId)} className={panel.order}>
                {t('order')}
              </Link>
              <ReaderButtonLink
                href={pendingReaderPath(book.ProductId, book.OrderId)}
                variant="contained"
                size="small"
                startIcon={<BookOpen aria-hidden size={18} />}
                aria-label={t('readNowBook', { name: book.Name })}
              >
                {t('readNow')}
              </ReaderButtonLink>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
