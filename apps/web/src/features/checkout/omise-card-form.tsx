'use client';

import { ShieldCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { loadOmiseJs, type CardError, type CardField, type CardFields } from './omise-card';
import styles from './checkout.module.css';

type OmiseCardFormProps = {
  /** Where Omise.js comes from (`OMISE_JS_URL`). */
  scriptUrl: string;
  value: CardFields;
  onChange: (value: CardFields) => void;
  errors: Partial<Record<CardField, CardError>>;
  onBlur: (field: CardField) => void;
  disabled: boolean;
};

/**
 * The card fields of `omise_card`. Omise.js is loaded when the form shows; the fields have no
 * `name` and sit in no form that submits, so the card goes nowhere but to Omise.js at "Pay".
 */
export function OmiseCardForm({
  scriptUrl,
  value,
  onChange,
  errors,
  onBlur,
  disabled,
}: OmiseCardFormProps) {
  const t = useTranslations('checkout.pay.card');
  const id = useId();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let isCurrent = true;
    loadOmiseJs(scriptUrl).then(
      () => isCurrent && setState('ready'),
      () => isCurrent && setState('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [scriptUrl]);

  const field = (
    key: CardField,
    props: { autoComplete: string; inputMode?: 'numeric' | 'text'; maxLength: number },
  ) => {
    const errorId = `${id}-${key}-error`;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${key}`}>{t(key)}</label>
        <input
          id={`${id}-${key}`}
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          onBlur={() => onBlur(key)}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          spellCheck={false}
          required
          aria-invalid={errors[key] !== undefined}
          aria-describedby={errors[key] ? errorId : undefined}
          disabled={disabled}
          className={styles.input}
        />
        {errors[key] ? (
          <p id={errorId} className={styles.fieldError}>
            {t(`errors.${errors[key]}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset
      className={styles.cardForm}
      data-testid="omise-card-form"
      aria-busy={state === 'loading'}
    >
      <legend className={styles.subTitle}>{t('title')}</legend>
      {field('name', { autoComplete: 'cc-name', maxLength: 100 })}
      {field('number', { autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 })}
      <div className={styles.fieldRow}>
        {field('expiry', { autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 7 })}
        {field('securityCode', { autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 })}
      </div>
      <p className={styles.muted}>
        <ShieldCheck size={16} aria-hidden="true" /> {t('secure')}
      </p>
      {state === 'loading' ? <p className={styles.muted}>{t('loading')}</p> : null}
      {state === 'failed' ? (
        <p role="alert" className={styles.error}>
          {t('loadFailed')}
        </p>
      ) : null}
    </fieldset>
  );
}
