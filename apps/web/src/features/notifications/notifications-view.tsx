import type { NotificationItem, NotificationPage, NotificationSettings } from '@nangsue/contracts';
import { Bell } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { accountPaths } from '@/features/account/account-paths';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { EMPTY_CATALOG_QUERY } from '@/features/catalog/catalog-query';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { ListingPagination } from '@/features/catalog/components/listing-pagination';
import { formatPrice } from '@/features/catalog/format';
import { EMAIL_FREQUENCIES } from '@nangsue/contracts';
import { EmailFrequencyControl, MarkAllReadButton, MarkReadButton } from './notification-actions';
import styles from './notifications-view.module.css';

/**
 * The reader's notifications (docs/notifications.md), newest first, 18 a page: what happened and
 * a link to the book, "mark as read" and "mark all as read"; the e-mail choice below.
 */
export async function NotificationsView({
  page,
  settings,
}: {
  page: NotificationPage;
  settings: NotificationSettings;
}) {
  const [t, format] = await Promise.all([getTranslations('notifications'), getFormatter()]);

  const textOf = (item: NotificationItem): string => {
    switch (item.Kind) {
      case 'new_volume':
        return t('kinds.new_volume', { series: item.SeriesName ?? '', book: item.ProductName });
      case 'new_book':
        return t('kinds.new_book', { book: item.ProductName });
      case 'price_drop':
        return t('kinds.price_drop', {
          book: item.ProductName,
          before: formatPrice(format, item.BeforeSatang ?? 0),
          now: formatPrice(format, item.NowSatang ?? 0),
        });
      case 'preorder_delivered':
        return t('kinds.preorder_delivered', { book: item.ProductName });
      case 'preorder_delayed':
        return t('kinds.preorder_delayed', { book: item.ProductName });
    }
  };

  const control = (
    <section aria-labelledby="email-choice" className={styles.settings}>
      <h2 id="email-choice" className={styles.settingsTitle}>
        {t('settings.title')}
      </h2>
      <EmailFrequencyControl
        value={settings.EmailFrequency}
        legend={t('settings.legend')}
        options={EMAIL_FREQUENCIES.map((value) => ({ value, label: t(`settings.${value}`) }))}
        saved={t('settings.saved')}
      />
    </section>
  );

  if (page.Paging.TotalItems === 0)
    return (
      <>
        <EmptyState
          icon={<Bell />}
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={{ href: accountPaths.following, label: t('following.title') }}
        />
        {control}
      </>
    );

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t('unreadCount', { count: page.UnreadCount })}</p>
        {page.UnreadCount > 0 ? <MarkAllReadButton label={t('markAllRead')} /> : null}
      </div>
      <ul aria-label={t('itemsLabel')} className={styles.items}>
        {page.Items.map((item) => {
          const text = textOf(item);
          return (
            <li
              key={item.Id}
              className={item.IsRead ? styles.item : `${styles.item} ${styles.unread}`}
              data-testid="notification-item"
            >
              <div className={styles.about}>
                {item.IsRead ? null : <span className={styles.badge}>{t('new')}</span>}
                {item.ProductId === null ? (
                  <p className={styles.text}>{text}</p>
                ) : (
                  <p className={styles.text}>
                    <Link href={catalogPaths.book(item.ProductId)}>{text}</Link>
                  </p>
                )}
                <p className={styles.date}>
                  {format.dateTime(new Date(item.CreatedOn), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Asia/Bangkok',
                  })}
                </p>
              </div>
              {item.IsRead ? null : (
                <MarkReadButton
                  id={item.Id}
                  label={t('markRead')}
                  name={t('markReadLabel', { text })}
                />
              )}
            </li>
          );
        })}
      </ul>
      <ListingPagination
        basePath={accountPaths.notifications}
        query={{ ...EMPTY_CATALOG_QUERY, pageNumber: page.Paging.PageNumber }}
        totalPages={page.Paging.TotalPages}
      />
      {control}
    </>
  );
}
