'use client';

import { Heart } from 'lucide-react';
import { Button } from '@/components/base/button';
import { useWishlistToggle } from './use-wishlist-toggle';
import styles from './wishlist-heart.module.css';

type WishlistHeartProps = { productId: number; name: string };

/**
 * The heart on a book card: a round toggle on the cover's corner, above the title link that
 * covers the card. Its name says the book; `aria-pressed` says whether it is on the wish list.
 * The icon is drawn by the stylesheet (no SVG in every card's HTML).
 */
export function CardWishlistHeart({ productId, name }: WishlistHeartProps) {
  const { isWished, isBusy, toggle, t } = useWishlistToggle(productId, name);
  return (
    <button
      type="button"
      data-testid="wishlist-heart"
      className={styles.heart}
      aria-label={t('label', { name })}
      aria-pressed={isWished}
      title={isWished ? t('onList') : t('add')}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      onClick={() => void toggle()}
    />
  );
}

/** The heart on the book page: a button with its words ("Add to wish list" / "On your wish list"). */
export function BookWishlistHeart({ productId, name }: WishlistHeartProps) {
  const { isWished, isBusy, toggle, t } = useWishlistToggle(productId, name);
  return (
    <Button
      data-testid="wishlist-heart"
      variant="outlined"
      size="large"
      className={styles.pageHeart}
      startIcon={<Heart size={22} aria-hidden="true" fill={isWished ? 'currentColor' : 'none'} />}
      aria-pressed={isWished}
      aria-busy={isBusy}
      disabled={isBusy}
      onClick={() => void toggle()}
    >
      {isWished ? t('onList') : t('add')}
    </Button>
  );
}
