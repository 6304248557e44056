'use client';

import type { ReviewPage } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/base/button';
import { afterLoad } from '@/lib/after-load';
import { callApi } from '@/lib/browser-api';
import styles from './reviews.module.css';

/** The reviews once read (forms, dialogs, cards): loaded while they are read, not with the page. */
const loadReadyBlock = () => import('./book-reviews-ready');
const ReadyBlock = lazy(loadReadyBlock);

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; page: ReviewPage };

/**
 * The reviews on the (cached) book page: read by the browser after the page shows, with the
 * visitor's session (`productreviewspagging`), so the book page stays the same for everyone and
 * the reviews are always fresh. The summary, the reader's own review, the first few of the most
 * helpful, "All reviews (n)", and "Write a review" / "Edit your review".
 */
export function BookReviewsBlock({ productId }: { productId: number }) {
  const t = useTranslations('reviews');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [hiddenIds, setHiddenIds] = useState<number[]>([]);

  // Bumped to read the reviews again (after a save, a deletion, or "Try again").
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // Below the fold: read once the page has loaded (`afterLoad`), with the code that shows them.
    const cancel = afterLoad(() => {
      void loadReadyBlock();
      callApi('reviewsPage', {
        query: { productId, pageNumber: 1, orderBy: 'helpful' },
        signal: controller.signal,
      })
        .then((result) =>
          setLoad(result.Data ? { state: 'ready', page: result.Data } : { state: 'failed' }),
        )
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('[reviews] reviews unavailable', error);
          setLoad({ state: 'failed' });
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [productId, version]);

  const reload = () => setVersion((current) => current + 1);

  return (
    <section className={styles.block} aria-labelledby="book-reviews-heading">
      <h2 id="book-reviews-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {load.state === 'loading' ? (
        <p className={styles.muted} aria-busy="true">
          {t('loading')}
        </p>
      ) : null}
      {load.state === 'failed' ? (
        <p className={styles.muted}>
          {t('loadFailed')}{' '}
          <Button variant="text" size="small" onClick={reload}>
            {t('retry')}
          </Button>
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <Suspense
          fallback={
            <p className={styles.muted} aria-busy="true">
              {t('loading')}
            </p>
          }
        >
          <ReadyBlock
            page={load.page}
            hiddenIds={hiddenIds}
            onHide={(id) => setHiddenIds((ids) => [...ids, id])}
            onChanged={reload}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
