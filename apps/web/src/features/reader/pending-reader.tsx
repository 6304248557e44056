'use client';

import type {
  AccountReaderSettings,
  Locale,
  PendingReader as PendingReaderData,
  PendingReadingStatus,
  ReaderBook,
} from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ordersPaths } from '@/features/orders/orders-paths';
import { callApi } from '@/lib/browser-api';
import type { Relocation } from './engine';
import { followPendingOrder } from './pending-access';
import { ReaderApp } from './reader-app';
import styles from './pending-reader.module.css';

type Phase =
  | { kind: 'pending' }
  | { kind: 'unlocking' }
  | { kind: 'unlocked' }
  | { kind: 'closed'; reason: string | null };

const CLOSED_REASONS = new Set([
  'expired',
  'paymentExpired',
  'cancelled',
  'refunded',
  'notWaiting',
]);

/**
 * Read while you pay (docs/reader.md): the reader on a pending order's preview, marked "waiting
 * for payment". Its position, bookmarks and notes are saved as the whole book's while it waits
 * (the preview keeps the book's places). When the order's events say it is paid, the place read to
 * is saved as the position of the whole book and the reader opens the whole book in the same page
 * (no reload); when they say it expired or was cancelled, the preview closes and says why.
 */
export function PendingReader({
  pending,
  locale,
  account,
}: {
  pending: PendingReaderData;
  locale: Locale;
  account?: { settings: AccountReaderSettings | null };
}) {
  const t = useTranslations('readWhilePaying');
  const [book, setBook] = useState<ReaderBook>(pending.Book);
  const [phase, setPhase] = useState<Phase>({ kind: 'pending' });
  const place = useRef<Relocation | null>(null);
  const productId = pending.Book.ProductId;

  const unlock = useCallback(async () => {
    setPhase({ kind: 'unlocking' });
    const here = place.current;
    // The preview's progress is through its share of the book: about that much of the whole.
    const progress = here ? Math.min(1, (here.progress * pending.SharePercent) / 100) : 0;
    if (here)
      await callApi('savePosition', {
        params: { productId },
        body: {
          Data: {
            Locator: here.locator,
            Progress: progress,
            Chapter: here.chapter ?? null,
            BaseVersion: null,
          },
        },
      }).catch(() => undefined);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        const answer = await callApi('readerBook', {
          params: { productId },
          query: { format: pending.Book.Format },
        });
        if (answer.Data && !answer.Data.IsSample) {
          const whole = answer.Data;
          setBook(
            here && !whole.Position
              ? {
                  ...whole,
                  Position: {
                    Locator: here.locator,
                    Format: whole.Format,
                    Progress: progress,
                    Chapter: null,
                    Device: null,
                    Finished: false,
                    Version: 0,
                    UpdatedAt: new Date().toISOString(),
                  },
                }
              : whole,
          );
          setPhase({ kind: 'unlocked' });
          return;
        }
      } catch {
        // Asked again below.
      }
      await new Promise((resolve) => setTimeout(resolve, 1000 * (attempt + 1)));
    }
    setPhase({ kind: 'pending' });
  }, [pending.Book.Format, pending.SharePercent, productId]);

  useEffect(
    () =>
      followPendingOrder(pending.EventsUrl, pending.OrderId, (status: PendingReadingStatus) => {
        if (status.State === 'paid') void unlock();
        else if (status.State === 'closed') setPhase({ kind: 'closed', reason: status.Reason });
      }),
    [pending.EventsUrl, pending.OrderId, unlock],
  );

  if (phase.kind === 'closed') {
    const reason = phase.reason && CLOSED_REASONS.has(phase.reason) ? phase.reason : 'cancelled';
    return (
      <div className={styles.closed} role="alertdialog" aria-labelledby="pending-closed-title">
        <h1 id="pending-closed-title">{t('closedTitle')}</h1>
        <p>{t(`closed.${reason}` as 'closed.expired')}</p>
        <Link href={ordersPaths.details(pending.OrderId)} prefetch={false}>
          {t('seeOrder')}
        </Link>
      </div>
    );
  }

  const waiting = phase.kind !== 'unlocked';
  return (
    <>
      <ReaderApp
        key={book.FileUrl}
        book={book}
        locale={locale}
        {...(account ? { account } : {})}
        {...(waiting ? { mark: t('badge') } : {})}
        {...(book.IsSample ? { whilePaying: { share: pending.SharePercent / 100 } } : {})}
        onRelocate={(next) => {
          place.current = next;
        }}
      />
      <p className={styles.note} role="status" data-testid="pending-reading-note">
        {phase.kind === 'unlocked'
          ? t('unlocked')
          : phase.kind === 'unlocking'
            ? t('unlocking')
            : t('waiting', { percent: pending.SharePercent })}
      </p>
    </>
  );
}
