'use client';

import type { Completed } from '@nangsue/contracts';
import {
  BookOpen,
  CircleAlert,
  CircleCheck,
  CircleX,
  Coins,
  FileText,
  ReceiptText,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/base/button';
import { callApi } from '@/lib/browser-api';
import { ordersPaths } from '@/features/orders/orders-paths';
import { NextActionView } from './next-action-view';
import { pollDelayOf, viewOf } from './payment-view';
import { RepayPanel } from './repay-panel';
import styles from './checkout.module.css';

/** How long after a QR or slip runs out the order is read again (the gateway's word comes first). */
const AFTER_EXPIRY_MS = 2000;

/**
 * An order's payment as the gateway left it (`/payment?orderId=`): read again every
 * `PollAfterSeconds` while a payment is pending, then paid (links to the bookshelf, the order and
 * its receipt), a failed attempt (pay again), or cancelled / expired. The headline is a polite live
 * region, so the change is read out when it comes.
 */
export function PaymentStatus({
  initial,
  preordered = [],
}: {
  initial: Completed;
  /** The order's pre-ordered books still waiting, each with its day (formatted by the page). */
  preordered?: readonly { id: number; name: string; date: string }[];
}) {
  const t = useTranslations('checkout.status');
  const router = useRouter();
  const [completed, setCompleted] = useState(initial);
  const [readCount, setReadCount] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const orderId = completed.OrderId;
  const view = viewOf(completed);
  // What was bought decides what "paid" means: books on the shelf, a code e-mailed, coins.
  const bought = completed.Items.some((item) => item.Kind === 'coin_pack')
    ? 'coinPack'
    : completed.Items.some((item) => item.IsGift)
      ? 'gift'
      : 'books';

  const reload = useCallback(async (): Promise<void> => {
    try {
      const result = await callApi('checkoutCompleted', { query: { orderId } });
      if (result.Data !== null) setCompleted(result.Data);
    } catch {
      // Read again at the next turn; a 401 has opened the login dialog.
    } finally {
      setReadCount((count) => count + 1);
    }
  }, [orderId]);

  const delay = pollDelayOf(completed);
  useEffect(() => {
    if (delay === null) return;
    // Every read, answered or failed, bumps `readCount`, which schedules the next one.
    const timer = setTimeout(() => void reload(), delay * 1000);
    return () => clearTimeout(timer);
  }, [delay, readCount, reload]);

  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current !== view) headingRef.current?.focus();
    // Paid just now: the page's server parts (the pre-ordered books, written at payment) again.
    if (previousView.current !== view && view === 'paid') router.refresh();
    previousView.current = view;
  }, [view, router]);

  const onExpired = useCallback(() => {
    setTimeout(() => void reload(), AFTER_EXPIRY_MS);
  }, [reload]);

  const icon = {
    paid: <CircleCheck aria-hidden="true" />,
    refunded: <CircleAlert aria-hidden="true" />,
    cancelled: <CircleX aria-hidden="true" />,
    expired: <CircleX aria-hidden="true" />,
    failed: <CircleAlert aria-hidden="true" />,
    open: null,
  }[view];

  return (
    <div className={styles.status} data-testid="payment-status" data-view={view}>
      <div role="status" className={styles.statusHead} data-tone={view}>
        {icon}
        <div>
          <h2 ref={headingRef} tabIndex={-1} className={styles.statusTitle}>
            {t(`${view}.title`)}
          </h2>
          <p className={styles.muted}>
            {t('orderNumber', { number: completed.OrderNumber })} · {completed.StatusText}
          </p>
        </div>
      </div>

      {view === 'paid' ? (
        <>
          <p data-testid="paid-body">
            {bought === 'coinPack'
              ? t('paid.coinPackBody')
              : bought === 'gift'
                ? t('paid.giftBody')
                : preordered.length > 0
                  ? t('paid.preorderBody')
                  : t('paid.body')}
          </p>
          {bought === 'books' && preordered.length > 0 ? (
            <ul data-testid="paid-preorders">
              {preordered.map((line) => (
                <li key={line.id}>{t('paid.preordered', { name: line.name, date: line.date })}</li>
              ))}
              {completed.Items.length > preordered.length ? (
                <li>{t('paid.othersOnShelf')}</li>
              ) : null}
            </ul>
          ) : null}
          <div className={styles.actions}>
            {bought === 'coinPack' ? (
              <ButtonLink
                href="/coins-history"
                prefetch={false}
                variant="contained"
                startIcon={<Coins size={20} aria-hidden="true" />}
              >
                {t('viewCoins')}
              </ButtonLink>
            ) : bought === 'books' ? (
              <ButtonLink
                href="/bookshelf"
                prefetch={false}
                variant="contained"
                startIcon={<BookOpen size={20} aria-hidden="true" />}
              >
                {t('bookshelf')}
              </ButtonLink>
            ) : null}
            <ButtonLink
              href={ordersPaths.details(orderId)}
              prefetch={false}
              variant="outlined"
              startIcon={<FileText size={20} aria-hidden="true" />}
            >
              {t('orderDetails')}
            </ButtonLink>
            {completed.ReceiptUrl ? (
              <a href={completed.ReceiptUrl} className={styles.gatewayLink}>
                <ReceiptText size={18} aria-hidden="true" />
                {t('receipt', { number: completed.ReceiptNumber ?? '' })}
              </a>
            ) : null}
          </div>
        </>
      ) : null}

      {view === 'open' && completed.Payment ? (
        <>
          <NextActionView payment={completed.Payment} onExpired={onExpired} />
          <RepayPanel
            orderId={orderId}
            label={t('open.payAnotherWay')}
            onPlaced={() => void reload()}
          />
        </>
      ) : null}

      {view === 'failed' ? (
        <>
          <p>
            {completed.Payment?.FailureMessage
              ? t('failed.bodyWithReason', { reason: completed.Payment.FailureMessage })
              : t('failed.body')}
          </p>
          <RepayPanel orderId={orderId} onPlaced={() => void reload()} />
        </>
      ) : null}

      {view === 'cancelled' || view === 'expired' || view === 'refunded' ? (
        <>
          <p>{t(`${view}.body`)}</p>
          <div className={styles.actions}>
            <ButtonLink href={ordersPaths.details(orderId)} prefetch={false} variant="outlined">
              {t('orderDetails')}
            </ButtonLink>
            <ButtonLink href="/" variant="text">
              {t('continueShopping')}
            </ButtonLink>
          </div>
        </>
      ) : null}

      {view === 'paid' || view === 'failed' ? (
        <div className={styles.actions}>
          <ButtonLink href={ordersPaths.history} prefetch={false} variant="text">
            {t('allOrders')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
