import type { CheckoutLine, OrderStatus, PaymentAttempt } from '@nangsue/contracts';
import { BookOpen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { readerPath } from '@/features/bookshelf/bookshelf-paths';
import { ReaderButtonLink } from './reader-link';
import styles from './read-while-paying.module.css';

/** The reader's address for a book of a pending order (read while you pay, docs/reader.md). */
export const pendingReaderPath = (productId: number, orderId: number) =>
  `${readerPath(productId)}?order=${orderId}`;

/** While the order is pending with a payment the gateway keeps waiting (a QR, a counter slip). */
export const canReadWhilePaying = (
  status: OrderStatus,
  payments: ReadonlyArray<Pick<PaymentAttempt, 'Status'>>,
): boolean => status === 'PD' && payments.some((payment) => payment.Status === 'pending');

/**
 * "Read now while waiting for payment" for each book of a pending order (the payment page and the
 * order's page): a full page load into the reader, which opens the book's preview and the whole
 * book once the payment arrives. Gifts are the recipient's, coin packs are no books: not listed.
 */
export function ReadWhilePaying({
  orderId,
  items,
}: {
  orderId: number;
  items: ReadonlyArray<Pick<CheckoutLine, 'ProductId' | 'Kind' | 'Name' | 'IsGift'>>;
}) {
  const t = useTranslations('readWhilePaying');
  const books = items.filter((item) => item.Kind === 'book' && !item.IsGift);
  if (books.length === 0) return null;
  return (
    <section
      aria-labelledby="read-while-paying-title"
      className={styles.offer}
      data-testid="read-while-paying"
    >
      <h2 id="read-while-paying-title">{t('title')}</h2>
      <p>{t('hint')}</p>
      <ul className={styles.books}>
        {books.map((book) => (
          <li key={book.ProductId}>
            <ReaderButtonLink
              href={pendingReaderPath(book.ProductId, orderId)}
              variant="outlined"
              startIcon={<BookOpen aria-hidden size={18} />}
              aria-label={books.length > 1 ? t('readNowBook', { name: book.Name }) : t('readNow')}
            >
              {t('readNow')}
            </ReaderButtonLink>
            {books.length > 1 ? <span> {book.Name}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
