'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useBuyNow } from './buy-now-button';
import { useAddToBasket } from './use-add-to-basket';
import styles from './card-basket-actions.module.css';

/**
 * "Add to basket" and "Buy now" on a book card, as two small buttons above the card's link (the
 * same calls as the book page's buttons). Each button names its book for screen readers; the
 * icons (Lucide's shopping bag and zap) are drawn by the stylesheet, so a page of dozens of cards
 * does not repeat their SVG in its HTML.
 */
export function CardBasketActions({ productId, name }: { productId: number; name: string }) {
  const t = useTranslations('basket.actions');
  const addToBasket = useAddToBasket();
  const buyNow = useBuyNow();
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);

  const add = async () => {
    setBusy('add');
    if (await addToBasket(productId)) toast.success(t('added', { name }));
    setBusy(null);
  };
  const buy = async () => {
    setBusy('buy');
    if (!(await buyNow(productId))) setBusy(null);
  };

  // `aria-busy` only while busy: a page of cards would carry it three times a card otherwise.
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={`${styles.action} ${styles.add}`}
        aria-label={t('addLabel', { name })}
        title={t('add')}
        aria-busy={busy === 'add' || undefined}
        disabled={busy !== null}
        onClick={() => void add()}
      />
      <button
        type="button"
        className={`${styles.action} ${styles.buy}`}
        aria-label={t('buyNowLabel', { name })}
        title={t('buyNow')}
        aria-busy={busy === 'buy' || undefined}
        disabled={busy !== null}
        onClick={() => void buy()}
      />
    </div>
  );
}
