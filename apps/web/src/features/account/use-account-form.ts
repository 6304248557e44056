'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState, type ChangeEvent } from 'react';
import { ApiError } from '@/lib/browser-api';
import { useHydrated } from '@/lib/use-hydrated';
import { VALIDATION_LIMITS, type ValidationKey } from './validation';

export type FieldValue = string | boolean | null;
type Errors<Values> = Partial<Record<keyof Values, ValidationKey | null>>;

/**
 * The state of an account form: values, which fields the reader has touched, and the server's
 * refusal. Errors show for a field once it has been changed (so they follow the typing) and for
 * every field once the form was submitted.
 */
export const useAccountForm = <Values extends Record<string, FieldValue>>(
  initial: Values,
  validate: (values: Values) => Errors<Values>,
) => {
  const t = useTranslations('account.errors');
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const errors = validate(values);
  const isValid = Object.values(errors).every((error) => error === null || error === undefined);

  const setValue = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
  }, []);

  const errorOf = (name: keyof Values): ValidationKey | null =>
    touched[name] || submitted ? (errors[name] ?? null) : null;

  const message = useValidationMessage();
  /** The translated error of a field, once it shows (for `helperText`). */
  const messageOf = (name: keyof Values): string | undefined => message(errorOf(name));

  /** The props that bind a text field to a string value: value, change, error and its message. */
  const field = <K extends keyof Values>(name: K) => ({
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value as Values[K]),
    error: errorOf(name) !== null,
    helperText: messageOf(name),
  });

  /**
   * Runs `action` when every field is valid; an `ApiError` becomes the server errors shown above
   * the form. Returns whether the action completed.
   */
  const submit = async (action: (values: Values) => Promise<void>): Promise<boolean> => {
    setSubmitted(true);
    if (!isValid) {
      // After the errors render: take the reader to the first field to fix.
      setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return false;
    }
    if (isSubmitting) return false;
    setSubmitting(true);
    setServerErrors([]);
    try {
      await action(values);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) console.warn('[account] form action failed', error);
      setServerErrors(error instanceof ApiError ? error.ErrorList : [t('unexpected')]);
      return false;
    } finally {
      setSubmitting(false);
    }
  };

  return {
    values,
    setValue,
    setValues,
    errorOf,
    messageOf,
    field,
    isValid,
    /** Also true until the page is hydrated: the submit buttons wait for it (`useHydrated`). */
    isSubmitting: isSubmitting || !hydrated,
    serverErrors,
    setServerErrors,
    submit,
  };
};

/** The translated message of a validation key, or undefined (for `helperText`). */
export const useValidationMessage = () => {
  const t = useTranslations('account.validation');
  return (key: ValidationKey | null): string | undefined =>
    key === null ? undefined : t(key, VALIDATION_LIMITS);
};

/** A form made by `useAccountForm`, for components that render part of one. */
export type AccountForm<Values extends Record<string, FieldValue>> = ReturnType<
  typeof useAccountForm<Values>
>;
