'use client';

import { BookCheck, CalendarClock } from 'lucide-react';
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

/** The longest delay a timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

/** A pre-order's words, said by the page's server part (they are not shell messages). */
export type PreorderLabels = {
  /** ISO time the book opens to its buyers. */
  releaseAt: string;
  add: string;
  buyNow: string;
  /** "Pre-order: arrives on your bookshelf on …". */
  note: string;
};

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
  preorder,
}: {
  productId: number;
  name: string;
  hasSample?: boolean;
  /**
   * A book whose release is ahead (docs/buying.md "Pre-orders"): its buttons say "Pre-order" and
   * the release date shows; once the release time has passed in the browser, the usual words.
   */
  preorder?: PreorderLabels;
  /** The reading buttons' words, said by the page's server part (they are not shell messages). */
  readLabels?: BookReadLabels;
}) {
  const t = useTranslations('basket.actions');
  const isSignedIn = useSignedInHint();
  const [isOwned, setOwned] = useState(false);
  const [isPreorder, setPreorder] = useState(preorder !== undefined);

  useEffect(() => {
    // The page is cached: once the release time has come (before the page was drawn again, or
    // while it is open), the book sells as usual.
    if (!preorder) return;
    const wait = Math.max(0, Date.parse(preorder.releaseAt) - Date.now());
    if (wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => setPreorder(false), wait);
    return () => clearTimeout(timer);
  }, [preorder]);

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
          {isPreorder && preorder ? (
            <p className={styles.preorder} data-testid="preorder-note">
              <CalendarClock size={20} aria-hidden="true" />
              {preorder.note}
            </p>
          ) : null}
          <AddToBasketButton
            productId={productId}
            name={name}
            {...(isPreorder && preorder ? { label: preorder.add } : {})}
          />
          <BuyNowButton
            productId={productId}
            {...(isPreorder && preorder ? { label: preorder.buyNow } : {})}
          />
        </>
      )}
      {/* A pre-order's gift code would open the book before its release: not offered. */}
      {isPreorder && preorder ? null : <BuyAsGiftButton productId={productId} />}
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
