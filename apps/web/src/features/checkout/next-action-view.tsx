'use client';

import type { PaymentAttempt } from '@nangsue/contracts';
import { ExternalLink, LoaderCircle } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { formatPrice } from '@/features/catalog/format';
import { Countdown } from './countdown';
import { safeRedirectUrl } from './payment-calls';
import { QrCode } from './qr-code';
import { SlipView } from './slip-view';
import styles from './checkout.module.css';

/**
 * What the reader does next for an attempt still open (`Payment.Next`): scan a QR, take a slip to
 * a counter, finish on the gateway's page, or wait while the store hears from the gateway.
 */
export function NextActionView({
  payment,
  onExpired,
}: {
  payment: PaymentAttempt;
  onExpired?: () => void;
}) {
  const t = useTranslations('checkout.next');
  const format = useFormatter();
  const next = payment.Next;
  const link = safeRedirectUrl(next?.RedirectUrl);
  const gatewayLink = link ? (
    <a href={link} className={styles.gatewayLink}>
      {t('openGateway')}
      <ExternalLink size={16} aria-hidden="true" />
    </a>
  ) : null;

  if (next?.Action === 'show_qr') {
    const deadline = next.QrExpiresAt ?? payment.ExpiresAt;
    return (
      <section aria-labelledby="qr-title" className={styles.qrBox} data-testid="payment-qr">
        <h2 id="qr-title" className={styles.sectionTitle}>
          {t('qrTitle')}
        </h2>
        <p className={styles.amount}>{formatPrice(format, payment.AmountValue)}</p>
        {next.QrPayload ? (
          <QrCode value={next.QrPayload} label={t('qrLabel')} />
        ) : next.QrImageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the gateway's own QR picture
          <img
            src={next.QrImageUrl}
            alt={t('qrLabel')}
            width={240}
            height={240}
            className={styles.qr}
          />
        ) : null}
        <p className={styles.muted}>{t('qrHint')}</p>
        {deadline ? <Countdown deadline={deadline} onExpired={onExpired} /> : null}
        {gatewayLink}
      </section>
    );
  }

  if (next?.Action === 'show_slip' && next.Slip) {
    return (
      <>
        <SlipView slip={next.Slip} onExpired={onExpired} />
        {gatewayLink}
      </>
    );
  }

  if (next?.Action === 'redirect' && link) {
    return (
      <section className={styles.panel}>
        <p>{t('redirect')}</p>
        <a href={link} className={styles.gatewayLink}>
          {t('continue')}
          <ExternalLink size={16} aria-hidden="true" />
        </a>
      </section>
    );
  }

  return (
    <p className={styles.waiting}>
      <LoaderCircle size={20} aria-hidden="true" className={styles.spin} />
      {t('waiting')}
    </p>
  );
}
