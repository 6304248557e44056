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
  return (
    <div className={styles.layout}>
      <section aria-labelledby="order-items">
        <h2 id="order-items" className={styles.sectionTitle}>
          {t('itemsTitle', { count: lines.length })}
        </h2>
        <OrderLines lines={lines} label={t('itemsTitle', { count: lines.length })} />
      </section>
      <aside aria-labelledby="order-summary" className={styles.summary}>
        <h2 id="order-summary" className={styles.sectionTitle}>
          {t('summaryTitle')}
        </h2>
        <TotalsList totals={totals} />
        <p className={styles.muted}>{t('vatIncluded')}</p>
      </aside>
    </div>
  );
}
