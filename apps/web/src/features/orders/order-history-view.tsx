import type { OrderHistory } from '@nangsue/contracts';
import { ChevronLeft, ChevronRight, ReceiptText } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { paginationItems } from '@/features/catalog/components/listing-pagination';
import { BookCover } from '@/features/catalog/components/book-cover';
import { EmptyState } from '@/features/catalog/components/empty-state';
import paginationStyles from '@/features/catalog/components/listing-pagination.module.css';
import { formatPrice } from '@/features/catalog/format';
import { Link } from '@/i18n/navigation';
import { ORDER_TABS, historyHref, type OrderHistoryType } from './history-tabs';
import { ordersPaths } from './orders-paths';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

/**
 * The customer's orders (spec §2 `/order-history`): tabs by status as links
 * (`?orderHistoryTypes=`), each order with its number, date (Buddhist era in Thai, Bangkok time),
 * status, first covers and total, and page links like the catalog's.
 */
export async function OrderHistoryView({
  history,
  type,
}: {
  history: OrderHistory;
  type: OrderHistoryType;
}) {
  const [t, tPages, format] = await Promise.all([
    getTranslations('orders'),
    getTranslations('catalog.pagination'),
    getFormatter(),
  ]);
  const date = (iso: string) =>
    format.dateTime(new Date(iso), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Bangkok',
    });
  const { PageNumber: page, TotalPages: pages } = history.Paging;

  return (
    <>
      <nav aria-label={t('tabsLabel')} className={styles.tabs}>
        <ul>
          {ORDER_TABS.map((tab) => (
            <li key={tab}>
              <Link
                href={historyHref(tab, 1)}
                aria-current={tab === type ? 'page' : undefined}
                className={styles.tab}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {history.Orders.length === 0 ? (
        <EmptyState
          icon={<ReceiptText />}
          title={type === 'ALL' ? t('emptyTitle') : t('emptyTabTitle')}
          body={t('emptyBody')}
          action={{ href: '/', label: t('browse') }}
        />
      ) : (
        <ul aria-label={t(`tabs.${type}`)} className={styles.orders}>
          {history.Orders.map((order) => (
            <li key={order.Id} className={styles.order} data-testid="order-card">
              <div className={styles.orderHead}>
                <h2 className={styles.orderNumber}>
                  <Link href={ordersPaths.details(order.Id)} prefetch={false}>
                    {t('orderNumber', { number: order.OrderNumber })}
                  </Link>
                </h2>
                <StatusBadge status={order.Status} text={order.StatusText} />
              </div>
              <p className={styles.muted}>
                <time dateTime={order.CreatedAt}>{date(order.CreatedAt)}</time>
                {order.PaymentMethodName ? ` · ${order.PaymentMethodName}` : null}
              </p>
              <div className={styles.orderBody}>
                <ul
                  aria-label={t('itemsLabel', { count: order.ItemCount })}
                  className={styles.covers}
                >
                  {order.Items.map((item) => (
                    <li key={item.ProductId} className={styles.coverThumb}>
                      <BookCover src={item.DefaultPictureModel.ImageUrl} title={item.Name} />
                    </li>
                  ))}
                  {order.ItemCount > order.Items.length ? (
                    <li className={styles.more}>
                      {t('moreItems', { count: order.ItemCount - order.Items.length })}
                    </li>
                  ) : null}
                </ul>
                <div className={styles.orderMoney}>
                  <p className={styles.muted}>{t('itemCount', { count: order.ItemCount })}</p>
                  <p className={styles.orderTotal} data-testid="order-total">
                    {formatPrice(format, order.TotalValue)}
                  </p>
                  {order.Status === 'PD' && order.ExpiresAt ? (
                    <p className={styles.muted}>{t('payBy', { date: date(order.ExpiresAt) })}</p>
                  ) : null}
                </div>
              </div>
              <div className={styles.orderActions}>
                {order.CanRepay || order.Status === 'PD' ? (
                  <ButtonLink
                    href={ordersPaths.payment(order.Id)}
                    prefetch={false}
                    variant="contained"
                    size="small"
                  >
                    {t('payNow')}
                  </ButtonLink>
                ) : null}
                <ButtonLink
                  href={ordersPaths.details(order.Id)}
                  prefetch={false}
                  variant="outlined"
                  size="small"
                  aria-label={t('detailsOf', { number: order.OrderNumber })}
                >
                  {t('details')}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={tPages('label')} className={paginationStyles.pagination}>
          <ul>
            <li>
              {page > 1 ? (
                <Link href={historyHref(type, page - 1)} aria-label={tPages('previous')}>
                  <ChevronLeft size={20} />
                </Link>
              ) : (
                <button type="button" disabled aria-label={tPages('previous')}>
                  <ChevronLeft size={20} />
                </button>
              )}
            </li>
            {paginationItems(page, pages).map((item) => (
              <li key={item}>
                {typeof item === 'number' ? (
                  <Link
                    href={historyHref(type, item)}
                    aria-label={
                      item === page
                        ? tPages('current', { page: item })
                        : tPages('page', { page: item })
                    }
                    aria-current={item === page ? 'page' : undefined}
                  >
                    {item}
                  </Link>
                ) : (
                  <span>…</span>
                )}
              </li>
            ))}
            <li>
              {page < pages ? (
                <Link href={historyHref(type, page + 1)} aria-label={tPages('next')}>
                  <ChevronRight size={20} />
                </Link>
              ) : (
                <button type="button" disabled aria-label={tPages('next')}>
                  <ChevronRight size={20} />
                </button>
              )}
            </li>
          </ul>
        </nav>
      ) : null}
    </>
  );
}
