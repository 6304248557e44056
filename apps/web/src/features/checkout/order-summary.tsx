import type { CheckoutLine, Totals } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { OrderLines } from './order-lines';
import { TotalsList } from './totals-list';
import styles from './checkout.module.css';

/** What an order holds and costs, beside its payment state. */
export function OrderSummary({
  lines,
  totals,
}: {
  lines: readonly CheckoutLine[];
  totals: Totals;
}) {
  const t = useTranslations('checkout');
  // A coin pack carries no VAT.
  const hasBooks = lines.some((line) => line.Kind === 'book');
  const itemsTitle = hasBooks ? t('itemsTitle', { count: lines.length }) : t('itemsTitleCoinPack');
  return (
    <div className={styles.layout}>
      <section aria-labelledby="order-items">
        <h2 id="order-items" className={styles.sectionTitle}>
          {itemsTitle}
        </h2>
        <OrderLines lines={lines} label={itemsTitle} />
      </section>
      <aside aria-labelledby="order-summary" className={styles.summary}>
        <h2 id="order-summary" className={styles.sectionTitle}>
          {t('summaryTitle')}
        </h2>
        <TotalsList totals={totals} withVat={hasBooks} />
        {hasBooks ? <p className={styles.muted}>{t('vatIncluded')}</p> : null}
      </aside>
    </div>
  );
}
