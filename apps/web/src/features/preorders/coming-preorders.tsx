import { CalendarClock } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { ordersPaths } from '@/features/orders/orders-paths';
import { loadPreorders } from './data';
import panel from '@/components/base/list-panel.module.css';
import styles from './preorders.module.css';

/**
 * "Coming to your bookshelf" (docs/buying.md "Pre-orders"): the customer's pre-ordered books still
 * waiting for their release, each with its date and its order. Nothing when there are none.
 */
export async function ComingPreorders() {
  const preorders = await loadPreorders({ status: 'waiting' });
  if (preorders.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('preorders'), getFormatter()]);

  return (
    <section
      className={panel.section}
      aria-labelledby="coming-preorders"
      data-testid="coming-preorders"
    >
      <h2 id="coming-preorders" className={styles.heading}>
        {t('shelf.title')}
      </h2>
      <ul className={panel.list}>
        {preorders.map((preorder) => (
          <li key={preorder.Id} className={panel.item}>
            <div className={styles.text}>
              <Link href={catalogPaths.book(preorder.BookId)} className={panel.name}>
                {preorder.Name}
              </Link>
              <span className={styles.status}>
                <CalendarClock size={18} aria-hidden="true" />
                {preorder.ReleaseAt
                  ? t('shelf.arrives', {
                      date: format.dateTime(new Date(preorder.ReleaseAt), {
                        dateStyle: 'long',
                        timeStyle: 'short',
                      }),
                    })
                  : t('shelf.soon')}
              </span>
            </div>
            <Link href={ordersPaths.details(preorder.OrderId)} className={panel.order}>
              {t('shelf.order', { number: preorder.OrderNumber })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
