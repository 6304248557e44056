import type { ProductOverview } from '@nangsue/contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { classNames } from '@/components/base/class-names';
import { VisuallyHidden } from '@/components/base/layout';
import { formatPrice } from '../format';
import styles from './price-tag.module.css';

type PriceTagProps = {
  price: Pick<ProductOverview['ProductPrice'], 'PriceValue' | 'OldPriceValue'>;
  size?: 'small' | 'large';
};

/**
 * The price, and the old price struck through when the book is discounted. Shared by server
 * components and the client book card; styled from its root class only (few class names in a page
 * of cards).
 */
export function PriceTag({ price, size = 'small' }: PriceTagProps) {
  const t = useTranslations('catalog.price');
  const format = useFormatter();
  const current = formatPrice(format, price.PriceValue);
  const old =
    price.OldPriceValue !== null && price.OldPriceValue > price.PriceValue
      ? formatPrice(format, price.OldPriceValue)
      : null;

  return (
    <div
      className={classNames(
        styles.price,
        size === 'large' && styles.large,
        old !== null && styles.discounted,
      )}
    >
      <span data-testid="price">
        <VisuallyHidden>{t('current')}</VisuallyHidden>
        {current}
      </span>
      {old !== null ? (
        <s data-testid="old-price">
          <VisuallyHidden>{t('old')}</VisuallyHidden>
          {old}
        </s>
      ) : null}
    </div>
  );
}

/** `-20%` on a red badge, when the book is discounted. */
export function DiscountBadge({
  percent,
  size = 'small',
}: {
  percent: number;
  size?: 'small' | 'large';
}) {
  const t = useTranslations('catalog.price');
  if (percent <= 0) return null;

  return (
    <span
      aria-label={t('discountLabel', { percent })}
      className={classNames(styles.badge, size === 'large' && styles.largeBadge)}
    >
      {t('discount', { percent })}
    </span>
  );
}
