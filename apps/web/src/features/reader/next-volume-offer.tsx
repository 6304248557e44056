'use client';

import type { NextVolume } from '@nangsue/contracts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { readerPath } from '@/features/bookshelf/bookshelf-paths';
import { ReaderLink } from './reader-link';
import { ReaderMui } from './reader-mui';
import styles from './reader.module.css';

/**
 * The end of a volume of a series: its next volume. Owned, "Read the next volume" opens it in the
 * reader (a plain `<a>`: a full page load, as every way into the reader, ReaderLink); not owned,
 * "See the next volume" is its book page.
 */
export function NextVolumeOffer({ next, onClose }: { next: NextVolume; onClose: () => void }) {
  const t = useTranslations('reader');
  return (
    <ReaderMui>
      <Paper
        className={styles.offer}
        elevation={8}
        role="region"
        aria-labelledby="reader-next-volume"
        data-testid="reader-next-volume"
      >
        <h2 id="reader-next-volume" className={styles.offerTitle}>
          {t('nextVolumeTitle')}
        </h2>
        <p>{t('nextVolumeBody', { volume: next.Volume, name: next.Name })}</p>
        <div className={styles.offerActions}>
          {next.Owned ? (
            <Button variant="contained" component={ReaderLink} href={readerPath(next.ProductId)}>
              {t('readNextVolume')}
            </Button>
          ) : (
            <Button
              variant="contained"
              component={Link}
              prefetch={false}
              href={`/book-detail/${next.ProductId}`}
            >
              {t('seeNextVolume')}
            </Button>
          )}
          <Button onClick={onClose}>{t('keepReading')}</Button>
        </div>
      </Paper>
    </ReaderMui>
  );
}
