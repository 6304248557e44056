'use client';

import type { Checkout } from '@nangsue/contracts';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import styles from './checkout.module.css';

const SATANG_PER_COIN = 100;

/**
 * "Use my coins" (`userewardpoints`): the balance, how many would be applied, and the checkout
 * read again with the new totals once the API has it. Render it with `key={String(UseCoins)}`.
 */
export function CoinsToggle({ coins }: { coins: Checkout['Coins'] }) {
  const t = useTranslations('checkout.coins');
  const format = useFormatter();
  const router = useRouter();
  const hintId = useId();
  const [isSaving, setSaving] = useState(false);
  // The reader's choice at once; the checkout remounts this with the API's own when it changes.
  const [isChecked, setChecked] = useState(coins.UseCoins);
  const amount = (satang: number) =>
    format.number(satang / SATANG_PER_COIN, { maximumFractionDigits: 2 });

  const change = async (useCoins: boolean) => {
    setSaving(true);
    setChecked(useCoins);
    try {
      await callApi('useCoins', { body: { Data: { UseCoins: useCoins } } });
      router.refresh();
    } catch (error) {
      setChecked(!useCoins);
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
    } finally {
      setSaving(false);
    }
  };

  const hasCoins = coins.BalanceValue > 0;
  return (
    <div className={styles.coins}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={isChecked}
          disabled={!hasCoins || isSaving}
          aria-describedby={hintId}
          aria-busy={isSaving}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>{t('use')}</span>
      </label>
      <p id={hintId} className={styles.muted} data-testid="coins-hint">
        {t('balance', { amount: amount(coins.BalanceValue) })}
        {coins.UseCoins && coins.AppliedValue > 0
          ? ` · ${t('applied', { amount: amount(coins.AppliedValue) })}`
          : hasCoins
            ? ` · ${t('usable', { amount: amount(coins.MaxUsableValue) })}`
            : ''}
      </p>
    </div>
  );
}
