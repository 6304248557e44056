'use client';

import { Gift } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, type RefObject } from 'react';
import {
  GIFT_LIMITS,
  lengthOf,
  type GiftError,
  type GiftField,
  type GiftRecipient,
} from './gift-recipient';
import styles from './checkout.module.css';

type GiftFormProps = {
  value: GiftRecipient;
  onChange: (value: GiftRecipient) => void;
  /** Errors to show: a field's after it was left, every one after "Pay" was pressed. */
  errors: Partial<Record<GiftField, GiftError>>;
  onBlur: (field: GiftField) => void;
  disabled: boolean;
  /** The first field, focused when "Pay" finds the form incomplete. */
  firstFieldRef: RefObject<HTMLInputElement | null>;
};

/**
 * Who a gift is for (docs/buying.md §13.4): name, e-mail, an optional message of at most 300
 * characters. The code for the book is e-mailed to that address once the order is paid.
 */
export function GiftForm({
  value,
  onChange,
  errors,
  onBlur,
  disabled,
  firstFieldRef,
}: GiftFormProps) {
  const t = useTranslations('checkout.gift');
  const id = useId();
  const errorText = (field: GiftField) => {
    const error = errors[field];
    if (!error) return null;
    const max =
      field === 'name'
        ? GIFT_LIMITS.name
        : field === 'email'
          ? GIFT_LIMITS.email
          : GIFT_LIMITS.message;
    return (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {t(`errors.${error}`, { max })}
      </p>
    );
  };
  const describedBy = (field: GiftField, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const set = (field: GiftField, text: string) => onChange({ ...value, [field]: text });

  return (
    <fieldset className={styles.giftForm} data-testid="gift-form">
      <legend className={styles.sectionTitle}>
        <Gift size={20} aria-hidden="true" />
        {t('title')}
      </legend>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('name')}</label>
        <input
          ref={firstFieldRef}
          id={`${id}-name`}
          name="recipientName"
          value={value.name}
          onChange={(event) => set('name', event.target.value)}
          onBlur={() => onBlur('name')}
          autoComplete="off"
          maxLength={GIFT_LIMITS.name}
          required
          aria-invalid={errors.name !== undefined}
          aria-describedby={describedBy('name')}
          disabled={disabled}
          className={styles.input}
        />
        {errorText('name')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('email')}</label>
        <input
          id={`${id}-email`}
          name="recipientEmail"
          type="email"
          inputMode="email"
          value={value.email}
          onChange={(event) => set('email', event.target.value)}
          onBlur={() => onBlur('email')}
          autoComplete="off"
          spellCheck={false}
          maxLength={GIFT_LIMITS.email}
          required
          aria-invalid={errors.email !== undefined}
          aria-describedby={describedBy('email', `${id}-email-hint`)}
          disabled={disabled}
          className={styles.input}
        />
        <p id={`${id}-email-hint`} className={styles.muted}>
          {t('emailHint')}
        </p>
        {errorText('email')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{t('message')}</label>
        <textarea
          id={`${id}-message`}
          name="giftMessage"
          value={value.message}
          onChange={(event) => set('message', event.target.value)}
          onBlur={() => onBlur('message')}
          rows={3}
          maxLength={GIFT_LIMITS.message}
          aria-invalid={errors.message !== undefined}
          aria-describedby={describedBy('message', `${id}-message-count`)}
          disabled={disabled}
          className={styles.input}
        />
        <p id={`${id}-message-count`} className={styles.counter}>
          {t('count', { count: lengthOf(value.message), max: GIFT_LIMITS.message })}
        </p>
        {errorText('message')}
      </div>
    </fieldset>
  );
}
