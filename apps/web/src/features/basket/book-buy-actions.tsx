'use client';

import { BookCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { accountPaths } from '@/features/account/account-paths';
import { useSignedInHint } from '@/features/account/signed-in-hint';
import { BookReadActions, type BookReadLabels } from '@/features/bookshelf/book-read-actions';
import { Link } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { AddToBasketButton } from './add-to-basket-button';
import { BuyAsGiftButton } from './buy-as-gift-button';
import { BuyNowButton } from './buy-now-button';
import styles from './book-buy-actions.module.css';

/**
 * The book page's ways to buy. The page is cached and the same for everyone, so whether this
 * reader owns the book is asked from the browser (`owned-books`, signed-in readers only): an owned
 * book says it is on the bookshelf instead of offering to sell it again, with "Read"; it can still
 * be given. A book with a sample offers it to everyone who does not own it (features/bookshelf).
 */
export function BookBuyActions({
  productId,
  name,
  hasSample = false,
  readLabels,
}: {
  productId: number;
  name: string;
  hasSample?: boolean;
  /** The reading buttons' words, said by the page's server part (they are not shell messages). */
  readLabels?: BookReadLabels;
}) {
  const t = useTranslations('basket.actions');
  const isSignedIn = useSignedInHint();
  const [isOwned, setOwned] = useState(false);

  useEffect(() => {
    if (!isSignedIn) return;
    let isCurrent = true;
    callApi('ownedBooks', { query: { ids: String(productId) } })
      .then((result) => {
        if (isCurrent && result.Data?.ProductIds.includes(productId)) setOwned(true);
      })
      // Not knowing is the same as not owning: the basket says so if it is added.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, productId]);

  return (
    <>
      {isOwned ? (
        <Link href={accountPaths.bookshelf} className={styles.owned} data-testid="book-owned">
          <BookCheck size={22} aria-hidden="true" />
          {t('owned')}
        </Link>
      ) : (
        <>
          <AddToBasketButton productId={productId} name={name} />
          <BuyNowButton productId={productId} />
        </>
      )}
      <BuyAsGiftButton productId={productId} />
      {readLabels ? (
        <BookReadActions
          productId={productId}
          isOwned={isOwned}
          hasSample={hasSample}
          isSignedIn={isSignedIn === true}
          labels={readLabels}
        />
      ) : null}
    </>
  );
}
