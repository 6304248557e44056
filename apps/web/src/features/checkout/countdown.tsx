'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { formatSecondsLeft } from './time-left';
import styles from './checkout.module.css';

/**
 * One clock for every countdown on the page: it ticks on the second boundary, and components read
 * it with `useSyncExternalStore`, so each shows the time left computed from the deadline (never a
 * counter that drifts) and the server renders none (no mismatch, no flash at hydration).
 */
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

const tick = () => {
  for (const listener of listeners) listener();
  timer = setTimeout(tick, 1000 - (Date.now() % 1000));
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (timer === undefined) timer = setTimeout(tick, 1000 - (Date.now() % 1000));
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
};
const currentSecond = () => Math.floor(Date.now() / 1000);
const noSecondOnServer = () => null;

/** Seconds until `deadline` (never below 0), or null while rendering on the server. */
export const useSecondsLeft = (deadline: string): number | null => {
  const now = useSyncExternalStore(subscribe, currentSecond, noSecondOnServer);
  if (now === null) return null;
  return Math.max(0, Math.floor(new Date(deadline).getTime() / 1000) - now);
};

/**
 * "Pay within 29:41 (until 5 March 2568, 14:35)": the time left, and the deadline itself (Buddhist
 * era in Thai, Bangkok time) which is all the server renders. A `timer` is not read aloud every
 * second; the deadline is. `onExpired` runs once when the time is up.
 */
export function Countdown({ deadline, onExpired }: { deadline: string; onExpired?: () => void }) {
  const t = useTranslations('checkout.countdown');
  const format = useFormatter();
  const seconds = useSecondsLeft(deadline);
  const isOver = seconds === 0;

  useEffect(() => {
    if (isOver) onExpired?.();
  }, [isOver, onExpired]);

  const until = format.dateTime(new Date(deadline), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  });

  return (
    <p className={styles.countdown}>
      {isOver ? (
        <span>{t('over')}</span>
      ) : (
        <>
          <span>{t('within')}</span>{' '}
          <span role="timer" aria-live="off" className={styles.timeLeft}>
            {seconds === null ? '–:––' : formatSecondsLeft(seconds)}
          </span>
        </>
      )}{' '}
      <span className={styles.muted}>{t('until', { date: until })}</span>
    </p>
  );
}
