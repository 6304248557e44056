import type { Cart } from '@nangsue/contracts';
import { ShoppingBag } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { RequireLoginButton } from '@/features/account/require-login-button';
import { Link } from '@/i18n/navigation';
import { catalogPaths } from '@/features/catalog/catalog-paths';
import { BookCover } from '@/features/catalog/components/book-cover';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { PriceTag } from '@/features/catalog/components/price-tag';
import { formatPrice } from '@/features/catalog/format';
import { BasketCountSync } from './basket-count-sync';
import { CouponField } from './coupon-field';
import { RemoveFromBasketButton } from './remove-from-basket-button';
import styles from './basket-view.module.css';

/**
 * The basket as the API priced it just now: what changed since the reader last looked, each book
 * with its price and a way to remove it, and the totals with the VAT shown apart (docs/buying.md).
 */
export async function BasketView({ cart }: { cart: Cart }) {
  const [t, format] = await Promise.all([getTranslations('basket'), getFormatter()]);
  const price = (satang: number) => formatPrice(format, satang);
  const couponLabels = {
    title: t('coupon.title'),
    label: t('coupon.label'),
    hint: t('coupon.hint'),
    apply: t('coupon.apply'),
    applying: t('coupon.applying'),
    remove: t('coupon.remove'),
    removing: t('coupon.removing'),
    // Filled in by the field, which knows the code.
    applied: t('coupon.applied', { code: '{code}' }),
    removeLabel: t('coupon.removeLabel', { code: '{code}' }),
  };

  return (
    <>
      <BasketCountSync count={cart.Count} />
      {cart.Notices.length > 0 ? (
        <section role="status" aria-label={t('changesLabel')} className={styles.notices}>
          <ul>
            {cart.Notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {cart.Count === 0 ? (
        <EmptyState
          icon={<ShoppingBag />}
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={{ href: '/', label: t('browse') }}
        />
      ) : (
        <div className={styles.layout}>
          <ul aria-label={t('itemsLabel')} className={styles.items}>
            {cart.Items.map((item) => (
              <li key={item.Id} className={styles.item} data-testid="basket-item">
                <Link
                  href={catalogPaths.book(item.ProductId)}
                  className={styles.cover}
                  tabIndex={-1}
                >
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
                  {item.VatRate === 0 ? <p className={styles.note}>{t('vatExempt')}</p> : null}
                </div>
                <div className={styles.price}>
                  <PriceTag price={item.ProductPrice} />
                  {item.DiscountValue > 0 ? (
                    <p className={styles.lineDiscount}>
                      {t('coupon.lineDiscount', { amount: price(item.DiscountValue) })}
                    </p>
                  ) : null}
                </div>
                <div className={styles.remove}>
                  <RemoveFromBasketButton lineId={item.Id} name={item.Name} />
                </div>
              </li>
            ))}
          </ul>
          <aside aria-labelledby="basket-summary" className={styles.summary}>
            <h2 id="basket-summary" className={styles.summaryTitle}>
              {t('summaryTitle')}
            </h2>
            <CouponField
              applied={
                cart.Coupon
                  ? {
                      code: cart.Coupon.Code,
                      description: cart.Coupon.Description,
                      discount: price(cart.Coupon.DiscountValue),
                    }
                  : null
              }
              labels={couponLabels}
            />
            <dl className={styles.totals}>
              <div>
                <dt>{t('subTotal', { count: cart.Count })}</dt>
                <dd>{price(cart.SubTotalValue)}</dd>
              </div>
              {cart.DiscountValue > 0 ? (
                <div>
                  <dt>
                    {cart.Coupon ? t('coupon.discount', { code: cart.Coupon.Code }) : t('discount')}
                  </dt>
                  <dd data-testid="basket-discount">−{price(cart.DiscountValue)}</dd>
                </div>
              ) : null}
              <div className={styles.minor}>
                <dt>{t('net')}</dt>
                <dd>{price(cart.NetValue)}</dd>
              </div>
              <div className={styles.minor}>
                <dt>{t('vat')}</dt>
                <dd>{price(cart.VatValue)}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t('total')}</dt>
                <dd data-testid="basket-total">{price(cart.TotalValue)}</dd>
              </div>
            </dl>
            <p className={styles.note}>{t('vatIncluded')}</p>
            {cart.IsGuest ? (
              <>
                <p className={styles.note}>{t('guestNote')}</p>
                <RequireLoginButton label={t('login')} fullWidth />
              </>
            ) : (
              <ButtonLink
                href="/payment"
                prefetch={false}
                variant="contained"
                size="large"
                fullWidth
              >
                {t('checkout')}
              </ButtonLink>
            )}
          </aside>
        </div>
      )}
    </>
  );
}
