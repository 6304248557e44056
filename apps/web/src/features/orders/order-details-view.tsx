import type { OrderDetails } from '@nangsue/contracts';
import { FileText, Gift } from 'lucide-react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/base/button';
import { formatPrice } from '@/features/catalog/format';
import { OrderLines } from '@/features/checkout/order-lines';
import { RepayPanel } from '@/features/checkout/repay-panel';
import { TotalsList } from '@/features/checkout/totals-list';
import { CancelOrderButton } from './cancel-order-button';
import { ordersPaths } from './orders-paths';
import { StatusBadge } from './status-badge';
import styles from './orders.module.css';

/**
 * One order (spec §2 `/orderdetails/{id}`): its dates and status, the books, the totals with the
 * VAT apart and the coupon, every payment attempt, receipts (PDF), refunds; cancel while it awaits
 * payment, pay again when the API allows.
 */
export async function OrderDetailsView({ order }: { order: OrderDetails }) {
  const [t, tStatus, format] = await Promise.all([
    getTranslations('orders'),
    getTranslations('checkout.status'),
    getFormatter(),
  ]);
  const hasOpenAttempt = order.Payments.some(
    (payment) => payment.Status === 'created' || payment.Status === 'pending',
  );
  const date = (iso: string | null) =>
    iso === null
      ? '—'
      : format.dateTime(new Date(iso), {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'Asia/Bangkok',
        });
  const price = (satang: number) => formatPrice(format, satang);
  const itemsTitle =
    order.Source === 'coin_pack'
      ? t('itemsTitleCoinPack')
      : t('itemsTitle', { count: order.Items.length });
  const dates = [
    ['created', order.CreatedAt],
    ['paid', order.PaidAt],
    ['cancelled', order.CancelledAt],
    ['refunded', order.RefundedAt],
    ...(order.Status === 'PD' ? ([['expires', order.ExpiresAt]] as const) : []),
  ] as const;

  return (
    <div className={styles.details}>
      <section aria-labelledby="order-state" className={styles.state}>
        <div className={styles.orderHead}>
          <h2 id="order-state" className={styles.sectionTitle}>
            {t('stateTitle')}
          </h2>
          <StatusBadge status={order.Status} text={order.StatusText} />
        </div>
        {order.CancelReason === 'expired' ? <p>{t('expiredNote')}</p> : null}
        <dl className={styles.facts}>
          {dates.map(([key, value]) =>
            value ? (
              <div key={key}>
                <dt>{t(`dates.${key}`)}</dt>
                <dd>{date(value)}</dd>
              </div>
            ) : null,
          )}
        </dl>
        {order.Status === 'PD' || order.CanCancel || order.CanRepay ? (
          <div className={styles.orderActions}>
            {order.Status === 'PD' ? (
              <ButtonLink href={ordersPaths.payment(order.Id)} prefetch={false} variant="contained">
                {t('paymentState')}
              </ButtonLink>
            ) : null}
            {order.CanCancel ? (
              <CancelOrderButton orderId={order.Id} orderNumber={order.OrderNumber} />
            ) : null}
          </div>
        ) : null}
        {order.CanRepay ? (
          <RepayPanel
            orderId={order.Id}
            label={hasOpenAttempt ? tStatus('open.payAnotherWay') : undefined}
          />
        ) : null}
      </section>

      <div className={styles.columns}>
        <section aria-labelledby="order-items">
          <h2 id="order-items" className={styles.sectionTitle}>
            {itemsTitle}
          </h2>
          <OrderLines
            lines={order.Items}
            label={itemsTitle}
            extra={(line) => {
              const item = order.Items.find((candidate) => candidate.Id === line.Id);
              if (!item) return null;
              return (
                <>
                  {item.Duplicate ? <p className={styles.note}>{t('duplicate')}</p> : null}
                  {item.Gift ? (
                    <div className={styles.gift} data-testid="gift-block">
                      <Gift size={18} aria-hidden="true" />
                      <div>
                        <p>
                          {t('giftTo', {
                            name: item.Gift.RecipientName,
                            email: item.Gift.RecipientEmailMasked,
                          })}
                        </p>
                        <p className={item.Gift.Claimed ? styles.giftClaimed : styles.muted}>
                          {item.Gift.Claimed ? t('giftClaimed') : t('giftWaiting')}
                        </p>
                      </div>
                    </div>
                  ) : null}
                </>
              );
            }}
          />
        </section>
        <aside aria-labelledby="order-totals" className={styles.summary}>
          <h2 id="order-totals" className={styles.sectionTitle}>
            {t('totalsTitle')}
          </h2>
          <TotalsList totals={order.Totals} withVat={order.Source !== 'coin_pack'} />
          {order.Coupon ? (
            <p className={styles.muted}>
              {t('coupon', { code: order.Coupon.Code, amount: price(order.Coupon.DiscountValue) })}
            </p>
          ) : null}
          {order.TaxInvoice?.Requested ? (
            <p className={styles.muted}>
              {t('taxInvoice', {
                name: order.TaxInvoice.BuyerName ?? '—',
                taxId: order.TaxInvoice.TaxIdMasked ?? '—',
              })}
            </p>
          ) : null}
        </aside>
      </div>

      <section aria-labelledby="order-payments">
        <h2 id="order-payments" className={styles.sectionTitle}>
          {t('payments.title')}
        </h2>
        {order.Payments.length === 0 ? (
          <p className={styles.muted}>{t('payments.none')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('payments.method')}</th>
                  <th scope="col">{t('payments.status')}</th>
                  <th scope="col" className={styles.number}>
                    {t('payments.amount')}
                  </th>
                  <th scope="col">{t('payments.created')}</th>
                  <th scope="col">{t('payments.paid')}</th>
                </tr>
              </thead>
              <tbody>
                {order.Payments.map((payment) => (
                  <tr key={payment.PaymentId} data-testid="payment-row">
                    <td>{payment.MethodName}</td>
                    <td>
                      {t(`paymentStatus.${payment.Status}`)}
                      {payment.FailureMessage ? (
                        <span className={styles.failure}> — {payment.FailureMessage}</span>
                      ) : null}
                    </td>
                    <td className={styles.number}>{price(payment.AmountValue)}</td>
                    <td>{date(payment.CreatedAt)}</td>
                    <td>{date(payment.PaidAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="order-receipts">
        <h2 id="order-receipts" className={styles.sectionTitle}>
          {t('receipts.title')}
        </h2>
        {order.Receipts.length === 0 ? (
          <p className={styles.muted}>
            {order.Status === 'AP' ? t('receipts.pending') : t('receipts.none')}
          </p>
        ) : (
          <ul className={styles.receipts}>
            {order.Receipts.map((receipt) => (
              <li key={receipt.Number}>
                <a href={receipt.PdfUrl} className={styles.receiptLink}>
                  <FileText size={18} aria-hidden="true" />
                  {t(`receipts.kind.${receipt.Kind}`)} {receipt.Number}
                </a>
                <span className={styles.muted}> · {date(receipt.IssuedAt)} · PDF</span>
                {receipt.EtaxUrl ? (
                  <>
                    <br />
                    <a href={receipt.EtaxUrl} className={styles.receiptLink} download>
                      <FileText size={18} aria-hidden="true" />
                      {t('receipts.etax')} {receipt.Number}
                    </a>
                    <span className={styles.muted}> · {t('receipts.etaxNote')}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {order.Refunds.length > 0 ? (
        <section aria-labelledby="order-refunds">
          <h2 id="order-refunds" className={styles.sectionTitle}>
            {t('refunds.title')}
          </h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('refunds.method')}</th>
                  <th scope="col">{t('refunds.status')}</th>
                  <th scope="col" className={styles.number}>
                    {t('refunds.amount')}
                  </th>
                  <th scope="col">{t('refunds.reason')}</th>
                  <th scope="col">{t('refunds.completed')}</th>
                </tr>
              </thead>
              <tbody>
                {order.Refunds.map((refund) => (
                  <tr key={`${refund.CreatedAt}-${refund.Method}`}>
                    <td>{t(`refunds.methods.${refund.Method}`)}</td>
                    <td>{t(`refunds.statuses.${refund.Status}`)}</td>
                    <td className={styles.number}>{price(refund.AmountValue)}</td>
                    <td>{refund.Reason}</td>
                    <td>{date(refund.CompletedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

      <ButtonLink
        href={ordersPaths.history}
        prefetch={false}
        variant="text"
        className={styles.backLink}
      >
        {t('backToHistory')}
      </ButtonLink>
    </div>
  );
}
