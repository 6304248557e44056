import type { Address, Checkout, ConsecutiveOrder, PaymentMethods } from '@nangsue/contracts';
import { CircleAlert, ShoppingBag } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { EmptyState } from '@/features/catalog/components/empty-state';
import { formatPrice } from '@/features/catalog/format';
import { ordersPaths } from '@/features/orders/orders-paths';
import { CoinsToggle } from './coins-toggle';
import { OrderLines } from './order-lines';
import { PayPanel, type Purchase } from './pay-panel';
import { TaxInvoiceOption } from './tax-invoice-option';
import { TotalsList } from './totals-list';
import styles from './checkout.module.css';

type CheckoutViewProps = {
  checkout: Checkout;
  methods: PaymentMethods;
  consecutive: ConsecutiveOrder;
  purchase: Purchase;
  /** The customer's addresses with a tax id (a full tax invoice is made out to one). */
  taxAddresses: Address[];
  /** Where Omise.js comes from, when the storefront is set up for Omise. */
  omiseJsUrl: string | null;
};

/**
 * The checkout (spec §2 `/payment`): the books with their VAT rate, the totals with the VAT apart,
 * coins, a warning when an order already awaits payment, the payment methods and "Pay". A gift
 * adds who it is for; a coin pack has no VAT, coupon or coins (docs/buying.md §4.3).
 */
export async function CheckoutView({
  checkout,
  methods,
  consecutive,
  purchase,
  taxAddresses,
  omiseJsUrl,
}: CheckoutViewProps) {
  const [t, format] = await Promise.all([getTranslations('checkout'), getFormatter()]);

  if (checkout.Items.length === 0)
    return (
      <EmptyState
        icon={<ShoppingBag />}
        title={t('emptyTitle')}
        body={t('emptyBody')}
        action={{ href: '/basket', label: t('backToBasket') }}
      />
    );

  const pending = consecutive.PendingOrder;
  const problems = checkout.Problems;
  const blockedReason =
    problems.length > 0
      ? problems.map((problem) => problem.Message).join(' ')
      : !checkout.CanConfirm
        ? t('cannotConfirm')
        : !consecutive.CanPlaceOrder && consecutive.WaitSeconds === 0
          ? (consecutive.Message ?? t('cannotConfirm'))
          : null;

  const isCoinPack = checkout.Source === 'coin_pack';
  const itemsTitle = isCoinPack
    ? t('itemsTitleCoinPack')
    : t('itemsTitle', { count: checkout.Items.length });
  return (
    <>
      {checkout.Source === 'gift' || isCoinPack ? (
        <p className={styles.intro} data-testid="checkout-intro">
          {isCoinPack ? t('coinPackIntro') : t('giftIntro')}
        </p>
      ) : null}
      {checkout.Notices.length > 0 ? (
        <section role="status" aria-label={t('changesLabel')} className={styles.notices}>
          <ul>
            {checkout.Notices.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {pending ? (
        <section
          aria-labelledby="pending-order"
          className={styles.warning}
          data-testid="pending-order"
        >
          <CircleAlert aria-hidden="true" />
          <div>
            <h2 id="pending-order" className={styles.warningTitle}>
              {t('pending.title', { number: pending.OrderNumber })}
            </h2>
            <p>
              {consecutive.Message ??
                t('pending.body', {
                  number: pending.OrderNumber,
                  amount: formatPrice(format, pending.AmountDueValue),
                })}
            </p>
            {pending.ContainsSameBooks ? <p>{t('pending.sameBooks')}</p> : null}
            <div className={styles.actions}>
              <ButtonLink
                href={ordersPaths.payment(pending.OrderId)}
                prefetch={false}
                variant="outlined"
              >
                {t('pending.payIt')}
              </ButtonLink>
              <ButtonLink
                href={ordersPaths.details(pending.OrderId)}
                prefetch={false}
                variant="text"
              >
                {t('pending.details')}
              </ButtonLink>
            </div>
          </div>
        </section>
      ) : null}

      <div className={styles.layout}>
        <section aria-labelledby="checkout-items">
          <h2 id="checkout-items" className={styles.sectionTitle}>
            {itemsTitle}
          </h2>
          <OrderLines lines={checkout.Items} label={itemsTitle} />
          {checkout.Coupon ? (
            <p className={styles.coupon}>
              {t('coupon', {
                code: checkout.Coupon.Code,
                amount: formatPrice(format, checkout.Coupon.DiscountValue),
              })}
            </p>
          ) : null}
        </section>
        <aside aria-labelledby="checkout-summary" className={styles.summary}>
          <h2 id="checkout-summary" className={styles.sectionTitle}>
            {t('summaryTitle')}
          </h2>
          <TotalsList totals={checkout.Totals} withVat={!isCoinPack} />
          {isCoinPack ? null : <p className={styles.muted}>{t('vatIncluded')}</p>}
          {!isCoinPack ? (
            <CoinsToggle key={String(checkout.Coins.UseCoins)} coins={checkout.Coins} />
          ) : null}
          {!isCoinPack ? (
            <TaxInvoiceOption
              key={`${checkout.TaxInvoice.Requested}-${checkout.TaxInvoice.Address?.Id ?? 0}`}
              taxInvoice={checkout.TaxInvoice}
              addresses={taxAddresses}
            />
          ) : null}
          <PayPanel
            methods={methods.Methods}
            checkoutVersion={checkout.CheckoutVersion}
            amountDueValue={checkout.Totals.AmountDueValue}
            blockedReason={blockedReason}
            waitSeconds={consecutive.CanPlaceOrder ? 0 : consecutive.WaitSeconds}
            purchase={purchase}
            omiseJsUrl={omiseJsUrl}
          />
        </aside>
      </div>
    </>
  );
}
