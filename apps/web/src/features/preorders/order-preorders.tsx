import type { Preorder } from '@nangsue/contracts';
import { CalendarClock } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { CancelPreorderButton } from './cancel-preorder-button';
import { loadPreorders } from './data';
import panel from '@/components/base/list-panel.module.css';
import styles from './preorders.module.css';

/**
 * The pre-ordered books of one order (docs/buying.md "Pre-orders"), under the order's details:
 * "pre-ordered, arrives on …" with a cancel button while the release is ahead, "on your
 * bookshelf" once delivered, "cancelled and refunded" after a cancel. Nothing for other orders.
 */
export async function OrderPreorders({ orderId }: { orderId: number }) {
  const preorders = await loadPreorders({ orderId });
  if (preorders.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('preorders'), getFormatter()]);
  const dateOf = (preorder: Preorder) =>
    preorder.ReleaseAt
      ? format.dateTime(new Date(preorder.ReleaseAt), { dateStyle: 'long', timeStyle: 'short' })
      : '';

  return (
    <section
      className={panel.section}
      aria-labelledby="order-preorders"
      data-testid="order-preorders"
    >
      <h2 id="order-preorders" className={styles.heading}>
        {t('order.title')}
      </h2>
      <ul className={panel.list}>
        {preorders.map((preorder) => (
          <li key={preorder.Id} className={panel.item} data-testid="order-preorder">
            <div className={styles.text}>
              <Link href={catalogPaths.book(preorder.BookId)} className={panel.name}>
                {preorder.Name}
              </Link>
              <span className={styles.status}>
                <CalendarClock size={18} aria-hidden="true" />
                {preorder.Status === 'waiting'
                  ? t('order.waiting', { date: dateOf(preorder) })
                  : preorder.Status === 'delivered'
                    ? t('order.delivered')
                    : t('order.cancelled')}
              </span>
            </div>
            {preorder.CanCancel ? (
              <CancelPreorderButton
                preorderId={preorder.Id}
                labels={{
                  open: t('cancel.open'),
                  title: t('cancel.title', { name: preorder.Name }),
                  body: t('cancel.body'),
                  keep: t('cancel.keep'),
                  confirm: t('cancel.confirm'),
                  cancelling: t('cancel.cancelling'),
                  done: t('cancel.done'),
                }}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
