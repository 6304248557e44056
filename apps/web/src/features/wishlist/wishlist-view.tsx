import type { WishlistPage } from '@nangsue/contracts';
import { Heart } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { EMPTY_CATALOG_QUERY } from '@/features/catalog/catalog-query';
import { BookCover } from '@/features/catalog/components/book-cover';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { ListingPagination } from '@/features/catalog/components/listing-pagination';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { formatPrice } from '@/features/catalog/format';
import { WishlistItemActions } from './wishlist-item-actions';
import styles from './wishlist-view.module.css';

/** The wish list's address (spec §2). */
export const WISHLIST_PATH = '/wishlist';

/**
 * One page of the wish list: each book with its price today, whether it got cheaper since it was
 * added, and the ways on (move to basket, remove); page links in the address (`?pageNumber=`).
 */
export async function WishlistView({ page }: { page: WishlistPage }) {
  const [t, format] = await Promise.all([getTranslations('wishlist'), getFormatter()]);

  if (page.Paging.TotalItems === 0)
    return (
      <EmptyState
        icon={<Heart />}
        title={t('emptyTitle')}
        body={t('emptyBody')}
        action={{ href: '/newproducts', label: t('browse') }}
      />
    );

  return (
    <>
      <p className={styles.intro}>
        {t('intro')}{' '}
        <span className={styles.count}>{t('count', { count: page.Paging.TotalItems })}</span>
      </p>
      <ul aria-label={t('itemsLabel')} className={styles.items}>
        {page.Items.map((item) => (
          <li key={item.Id} className={styles.item} data-testid="wishlist-item">
            <Link href={catalogPaths.book(item.ProductId)} className={styles.cover} tabIndex={-1}>
              <BookCover src={item.DefaultPictureModel.ImageUrl} title={item.Name} />
            </Link>
            <div className={styles.about}>
              <h2 className={styles.name}>
                <Link href={catalogPaths.book(item.ProductId)}>{item.Name}</Link>
              </h2>
              {item.Authors.length > 0 ? (
                <p className={styles.authors}>
                  {item.Authors.map((author) => author.Name).join(', ')}
                </p>
              ) : null}
              {item.IsAvailable ? (
                <div className={styles.price}>
                  <PriceTag price={item.ProductPrice} />
                </div>
              ) : (
                <p className={styles.note}>{t('unavailable')}</p>
              )}
              {item.IsPriceDropped ? (
                <p className={styles.dropped}>
                  {t('priceDropped', { price: formatPrice(format, item.PriceWhenAdded) })}
                </p>
              ) : null}
              {item.IsInBasket ? <p className={styles.note}>{t('inBasket')}</p> : null}
              <p className={styles.note}>
                {t('addedOn', {
                  date: format.dateTime(new Date(item.AddedOn), {
                    dateStyle: 'medium',
                    timeZone: 'Asia/Bangkok',
                  }),
                })}
              </p>
            </div>
            <div className={styles.actions}>
              <WishlistItemActions
                productId={item.ProductId}
                canMove={item.IsAvailable && !item.IsInBasket}
                labels={{
                  move: t('actions.move'),
                  moveLabel: t('actions.moveLabel', { name: item.Name }),
                  moved: t('actions.moved', { name: item.Name }),
                  remove: t('actions.remove'),
                  removeLabel: t('actions.removeLabel', { name: item.Name }),
                  removed: t('actions.removed', { name: item.Name }),
                }}
              />
            </div>
          </li>
        ))}
      </ul>
      <ListingPagination
        basePath={WISHLIST_PATH}
        query={{ ...EMPTY_CATALOG_QUERY, pageNumber: page.Paging.PageNumber }}
        totalPages={page.Paging.TotalPages}
      />
    </>
  );
}
