'use client';

import { fieldOfErrorMessage, PUBLISHER_LIMITS } from '@nangsue/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button, ButtonLink } from '@/components/base/button';
import { classNames } from '@/components/base/class-names';
import fieldStyles from '@/components/base/field.module.css';
import { ApiError, callApi } from '@/lib/browser-api';
import { fill, type ContactFormTexts } from './texts';
import styles from './publishers.module.css';

type Field = 'Name' | 'Email' | 'Subject' | 'Message';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A message to a publisher (spec §7 `contactvendor`): subject and message, and a guest's name and
 * e-mail (a signed-in customer's come from the account). After sending: what happens next.
 */
export function ContactPublisherForm({
  publisherId,
  publisherPath,
  isSignedIn,
  texts,
  backLabel,
}: {
  publisherId: number;
  publisherPath: string;
  isSignedIn: boolean;
  texts: ContactFormTexts;
  backLabel: string;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    Name: '',
    Email: '',
    Subject: '',
    Message: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  const fields: Field[] = isSignedIn
    ? ['Subject', 'Message']
    : ['Name', 'Email', 'Subject', 'Message'];
  const clientError = (field: Field): string | undefined => {
    const value = values[field].trim();
    if (value === '') return fill(texts.required, { label: texts[field] });
    if (field === 'Email' && !EMAIL_PATTERN.test(value)) return texts.email;
    return undefined;
  };
  const errorOf = (field: Field) =>
    serverErrors[field] ?? (submitted ? clientError(field) : undefined);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setGeneralError(null);
    if (fields.some((field) => clientError(field) !== undefined)) {
      setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    try {
      const result = await callApi('contactVendor', {
        body: {
          Data: {
            PublisherId: publisherId,
            ...(isSignedIn ? {} : { Name: values.Name, Email: values.Email }),
            Subject: values.Subject,
            Message: values.Message,
          },
        },
      });
      setSentMessage(result.Data?.Message ?? texts.sentTitle);
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setGeneralError(texts.unexpected);
        return;
      }
      if (caught.status === 401 || caught.status === 500) return;
      const byField: Partial<Record<Field, string>> = {};
      const general: string[] = [];
      for (const message of caught.ErrorList) {
        const owner = fieldOfErrorMessage(message);
        if (owner && (fields as string[]).includes(owner.field))
          byField[owner.field as Field] ??= owner.text;
        else general.push(message);
      }
      setServerErrors(byField);
      setGeneralError(general.length > 0 ? general.join(' ') : null);
    } finally {
      setSending(false);
    }
  };

  if (sentMessage !== null)
    return (
      <section className={styles.status} aria-live="polite" data-testid="contact-publisher-sent">
        <p className={styles.success} role="status">
          {texts.sentTitle}
        </p>
        <p className={styles.lead}>{sentMessage}</p>
        <p>{texts.nextSteps}</p>
        <div className={styles.actions}>
          <ButtonLink href={publisherPath} variant="contained">
            {backLabel}
          </ButtonLink>
          <Button
            variant="outlined"
            onClick={() => {
              setValues((current) => ({ ...current, Subject: '', Message: '' }));
              setSubmitted(false);
              setSentMessage(null);
            }}
          >
            {texts.another}
          </Button>
        </div>
      </section>
    );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={texts.label}
    >
      {fields.map((field) => {
        const error = errorOf(field);
        const hint = field === 'Email' ? texts.EmailHint : undefined;
        const common = {
          id: `${id}-${field}`,
          name: field,
          value: values[field],
          required: true,
          'aria-invalid': error !== undefined,
          'aria-describedby':
            [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null]
              .filter(Boolean)
              .join(' ') || undefined,
          className: classNames(fieldStyles.input, styles.control),
          onChange: (event: { target: { value: string } }) => {
            setValues((current) => ({ ...current, [field]: event.target.value }));
            setServerErrors(({ [field]: _dropped, ...rest }) => rest);
          },
        };
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={common.id} className={styles.label}>
              {texts[field]}
            </label>
            {field === 'Message' ? (
              <textarea {...common} rows={8} maxLength={PUBLISHER_LIMITS.body} />
            ) : (
              <input
                {...common}
                type={field === 'Email' ? 'email' : 'text'}
                autoComplete={field === 'Name' ? 'name' : field === 'Email' ? 'email' : 'off'}
                maxLength={field === 'Email' ? PUBLISHER_LIMITS.email : PUBLISHER_LIMITS.subject}
              />
            )}
            {hint ? (
              <p id={`${id}-${field}-hint`} className={fieldStyles.hint}>
                {hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-${field}-error`} className={fieldStyles.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {generalError ? (
        <p role="alert" className={styles.alert}>
          {generalError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="contained" disabled={isSending} aria-busy={isSending}>
          {isSending ? texts.sending : texts.send}
        </Button>
      </div>
    </form>
  );
}
