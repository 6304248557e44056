'use client';

import type { DemoChargeView, DemoOutcome } from '@nangsue/contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/base/button';
import { formatPrice } from '@/features/catalog/format';
import { QrCode } from '@/features/checkout/qr-code';
import { safeRedirectUrl } from '@/features/checkout/payment-calls';
import { ApiError, callApi } from '@/lib/browser-api';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './demo-gateway.module.css';

type Phase = 'choose' | 'otp' | 'sending' | 'done';

/**
 * The demo gateway's tester buttons (docs/buying.md §8): the outcome of this charge, told to the
 * demo gateway (`POST /demo-gateway/pay/:id`), which notifies the store like a real gateway; then
 * back to the store's return page when the gateway gives one.
 */
export function DemoPayPanel({ charge, pageUrl }: { charge: DemoChargeView; pageUrl: string }) {
  const t = useTranslations('demoGateway');
  const format = useFormatter();
  const otpId = useId();
  const otpRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>(charge.Status === 'pending' ? 'choose' : 'done');
  const [status, setStatus] = useState(charge.Status);
  const [error, setError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');

  const send = async (outcome: DemoOutcome) => {
    setPhase('sending');
    setError(null);
    try {
      const result = await callApi('demoPay', {
        params: { id: charge.Id },
        body: { Data: { Outcome: outcome } },
      });
      const next = safeRedirectUrl(result.Data?.ReturnUri);
      if (result.Data) setStatus(result.Data.Status);
      if (next !== null) {
        window.location.assign(next);
        return;
      }
      setPhase('done');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.ErrorList.join(' ') : t('failed'));
      setPhase('choose');
    }
  };

  const confirmOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(otp)) {
      setError(t('otp.invalid'));
      otpRef.current?.focus();
      return;
    }
    void send('success');
  };

  const isSending = phase === 'sending';
  const hydrated = useHydrated();
  const returnLink = safeRedirectUrl(charge.ReturnUri);

  if (phase === 'done')
    return (
      <section className={styles.panel}>
        <p role="status" className={styles.result} data-testid="demo-result">
          {t(`statuses.${status}`)}
        </p>
        {returnLink ? (
          <a href={returnLink} className={styles.back}>
            {t('backToStore')}
          </a>
        ) : null}
      </section>
    );

  if (phase === 'otp')
    return (
      <section aria-labelledby="otp-title" className={styles.panel}>
        <h2 id="otp-title" className={styles.title}>
          {t('otp.title')}
        </h2>
        <p>{t('otp.body', { amount: formatPrice(format, charge.AmountValue) })}</p>
        <form onSubmit={confirmOtp} className={styles.otpForm} noValidate>
          <label htmlFor={otpId}>{t('otp.label')}</label>
          <input
            id={otpId}
            ref={otpRef}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-invalid={error !== null}
            aria-describedby={`${otpId}-hint`}
            className={styles.input}
            autoFocus
          />
          <p id={`${otpId}-hint`} className={styles.muted}>
            {t('otp.hint')}
          </p>
          {error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : null}
          <div className={styles.buttons}>
            <Button type="submit" variant="contained">
              {t('otp.confirm')}
            </Button>
            <Button variant="text" tone="neutral" onClick={() => setPhase('choose')}>
              {t('otp.back')}
            </Button>
          </div>
        </form>
      </section>
    );

  const button = (
    outcome: DemoOutcome,
    label: string,
    variant: 'contained' | 'outlined' = 'outlined',
  ) => (
    <Button
      variant={variant}
      disabled={isSending || !hydrated}
      aria-busy={isSending}
      onClick={() => void send(outcome)}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="demo-actions" className={styles.panel}>
      {charge.Method === 'promptpay' ? (
        <div className={styles.qr}>
          <QrCode value={pageUrl} label={t('promptpay.qrLabel')} size={200} />
          <p className={styles.muted}>{t('promptpay.qrHint')}</p>
        </div>
      ) : null}
      {charge.Method === 'counter' ? (
        <dl className={styles.slip} data-testid="demo-slip">
          <div>
            <dt>{t('counter.ref1')}</dt>
            <dd className={styles.reference}>{charge.OrderNumber ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('counter.amount')}</dt>
            <dd>{formatPrice(format, charge.AmountValue)}</dd>
          </div>
          <div>
            <dt>{t('counter.expires')}</dt>
            <dd>
              {format.dateTime(new Date(charge.ExpiresAt), {
                dateStyle: 'long',
                timeStyle: 'short',
                timeZone: 'Asia/Bangkok',
              })}
            </dd>
          </div>
        </dl>
      ) : null}
      <h2 id="demo-actions" className={styles.title}>
        {t('chooseOutcome')}
      </h2>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {charge.Method === 'card' ? (
          <>
            {button('success', t('card.success'), 'contained')}
            {button('failure', t('card.failure'))}
            <Button variant="outlined" disabled={isSending} onClick={() => setPhase('otp')}>
              {t('card.otp')}
            </Button>
          </>
        ) : null}
        {charge.Method === 'promptpay' ? (
          <>
            {button('success', t('promptpay.success'), 'contained')}
            {button('failure', t('promptpay.failure'))}
            {button('pending_then_paid', t('promptpay.later'))}
          </>
        ) : null}
        {charge.Method === 'counter' ? (
          <>
            {button('success', t('counter.paid'), 'contained')}
            {button('expire', t('counter.expire'))}
          </>
        ) : null}
      </div>
    </section>
  );
}
