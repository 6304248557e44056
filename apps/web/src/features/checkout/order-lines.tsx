import type { CheckoutLine } from '@nangsue/contracts';
import { Coins } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@/components/base/layout';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { BookCover } from '@/features/catalog/components/book-cover';
import { formatPrice } from '@/features/catalog/format';
import { Link } from '@/i18n/navigation';
import styles from './checkout.module.css';

/**
 * The lines of a checkout or an order: cover, name, authors, shelf price, the line's share of the
 * coupon, its VAT rate and what it costs. `extra` adds a line's own notes (order details).
 */
export function OrderLines({
  lines,
  label,
  extra,
}: {
  lines: readonly CheckoutLine[];
  label: string;
  extra?: (line: CheckoutLine) => ReactNode;
}) {
  const t = useTranslations('checkout.lines');
  const format = useFormatter();
  const price = (satang: number) => formatPrice(format, satang);

  return (
    <ul aria-label={label} className={styles.lines}>
      {lines.map((line) => {
        const isBook = line.Kind === 'book';
        const name = isBook ? (
          <Link href={catalogPaths.book(line.ProductId)}>{line.Name}</Link>
        ) : (
          line.Name
        );
        return (
          <li key={line.Id} className={styles.line} data-testid="order-line">
            <div className={styles.lineCover}>
              {isBook ? (
                <BookCover src={line.DefaultPictureModel.ImageUrl} title={line.Name} />
              ) : (
                // A coin pack has no cover: its mark instead.
                <span className={styles.packMark}>
                  <Coins size={32} aria-hidden="true" />
                </span>
              )}
            </div>
            <div className={styles.lineAbout}>
              <h3 className={styles.lineName}>{name}</h3>
              {line.Authors.length > 0 ? (
                <p className={styles.muted}>
                  {line.Authors.map((author) => author.Name).join(', ')}
                </p>
              ) : null}
              <p className={styles.muted}>
                {!isBook
                  ? t('coinPack')
                  : line.VatRate > 0
                    ? t('vatRate', { rate: line.VatRate })
                    : t('vatExempt')}
                {line.IsGift ? ` · ${t('gift')}` : null}
              </p>
              {extra?.(line)}
            </div>
            <div className={styles.linePrice}>
              {line.DiscountValue > 0 ? (
                <>
                  <s className={styles.muted}>
                    <VisuallyHidden>{t('shelfPrice')} </VisuallyHidden>
                    {price(line.ProductPrice.PriceValue)}
                  </s>
                  <span className={styles.saving}>
                    {t('discount', { amount: price(line.DiscountValue) })}
                  </span>
                </>
              ) : null}
              <span className={styles.lineTotal} data-testid="line-total">
                {price(line.TotalValue)}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
