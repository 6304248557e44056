import type { Totals } from '@nangsue/contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { classNames } from '@/components/base/class-names';
import { formatPrice } from '@/features/catalog/format';
import styles from './checkout.module.css';

/**
 * An order's money, VAT apart (docs/buying.md §2): the books, the coupon, the net and VAT of the
 * standard-rate books, the VAT-exempt books (together the total), then coins and what is left to pay.
 * `withVat={false}` (a coin pack, which carries no VAT) shows only the total and what is due.
 */
export function TotalsList({ totals, withVat = true }: { totals: Totals; withVat?: boolean }) {
  const t = useTranslations('checkout.totals');
  const format = useFormatter();
  const price = (satang: number) => formatPrice(format, satang);
  const row = (label: string, value: string, testId: string, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );

  if (!withVat)
    return (
      <dl className={styles.totals}>
        {row(t('total'), price(totals.TotalValue), 'totals-total', styles.subtotal)}
        {row(t('amountDue'), price(totals.AmountDueValue), 'totals-amount-due', styles.grandTotal)}
      </dl>
    );

  return (
    <dl className={styles.totals}>
      {row(t('subTotal'), price(totals.SubTotalValue), 'totals-subtotal')}
      {totals.DiscountValue > 0
        ? row(t('discount'), `−${price(totals.DiscountValue)}`, 'totals-discount', styles.saving)
        : null}
      {row(t('net'), price(totals.TaxableNetValue), 'totals-net', styles.minor)}
      {row(t('vat'), price(totals.VatValue), 'totals-vat', styles.minor)}
      {totals.VatExemptValue > 0
        ? row(t('exempt'), price(totals.VatExemptValue), 'totals-exempt', styles.minor)
        : null}
      {row(t('total'), price(totals.TotalValue), 'totals-total', styles.subtotal)}
      {totals.CoinsValue > 0
        ? row(t('coins'), `−${price(totals.CoinsValue)}`, 'totals-coins', styles.saving)
        : null}
      {row(
        t('amountDue'),
        price(totals.AmountDueValue),
        'totals-amount-due',
        classNames(styles.grandTotal),
      )}
    </dl>
  );
}
