'use client';

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAddToBasket } from '@/features/basket/use-add-to-basket';
import { Link } from '@/i18n/navigation';
import { toast } from '@/lib/toast';
import { ReaderMui } from './reader-mui';
import styles from './reader.module.css';

/** The end of a sample: an offer to buy the book (into the basket, or to its page). */
export function SampleEndOffer({ productId, onClose }: { productId: number; onClose: () => void }) {
  const t = useTranslations('reader');
  const addToBasket = useAddToBasket();
  const [busy, setBusy] = useState(false);
  return (
    <ReaderMui>
      <Paper
        className={styles.offer}
        elevation={8}
        role="region"
        aria-labelledby="reader-sample-end"
      >
        <h2 id="reader-sample-end" className={styles.offerTitle}>
          {t('sampleEndTitle')}
        </h2>
        <p>{t('sampleEndBody')}</p>
        <div className={styles.offerActions}>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void addToBasket(productId).then((cart) => {
                setBusy(false);
                if (cart) toast.success(t('addedToBasket'));
              });
            }}
          >
            {t('buy')}
          </Button>
          <Button
            variant="outlined"
            component={Link}
            prefetch={false}
            href={`/book-detail/${productId}`}
          >
            {t('viewBook')}
          </Button>
          <Button onClick={onClose}>{t('keepReading')}</Button>
        </div>
      </Paper>
    </ReaderMui>
  );
}
