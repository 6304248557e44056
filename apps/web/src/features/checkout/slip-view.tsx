import type { NextAction } from '@nangsue/contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { formatPrice } from '@/features/catalog/format';
import { BarcodeImage } from './barcode-image';
import { Countdown } from './countdown';
import styles from './checkout.module.css';

type Slip = NonNullable<NextAction['Slip']>;

/**
 * A pay-at-the-counter slip: the barcode the counter scans (Code 128 of `BarcodeData`), the two
 * references it asks for otherwise, the amount, until when (Buddhist era in Thai, Bangkok time)
 * with the time left, and the gateway's instructions.
 */
export function SlipView({ slip, onExpired }: { slip: Slip; onExpired?: () => void }) {
  const t = useTranslations('checkout.slip');
  const format = useFormatter();
  const expires = format.dateTime(new Date(slip.ExpiresAt), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });

  return (
    <section aria-labelledby="slip-title" className={styles.slip} data-testid="payment-slip">
      <h2 id="slip-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      {slip.BarcodeData ? <BarcodeImage data={slip.BarcodeData} label={t('barcode')} /> : null}
      <dl className={styles.slipFields}>
        <div>
          <dt>{t('ref1')}</dt>
          <dd className={styles.reference}>{slip.Ref1}</dd>
        </div>
        <div>
          <dt>{t('ref2')}</dt>
          <dd className={styles.reference}>{slip.Ref2}</dd>
        </div>
        <div>
          <dt>{t('amount')}</dt>
          <dd className={styles.reference}>{formatPrice(format, slip.AmountValue)}</dd>
        </div>
        <div>
          <dt>{t('expires')}</dt>
          <dd>{expires}</dd>
        </div>
      </dl>
      <Countdown deadline={slip.ExpiresAt} onExpired={onExpired} />
      {slip.Instructions.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>{t('instructions')}</h3>
          <ol className={styles.instructions}>
            {slip.Instructions.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
