'use client';

import {
  CONTACT_TOPICS,
  type ContactForm as ContactFormData,
  type ContactUsFields,
} from '@nangsue/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/base/button';
import fieldStyles from '@/components/base/field.module.css';
import { ApiError, callApi } from '@/lib/browser-api';
import { splitContactErrors, type ContactField } from './contact-errors';
import styles from './contact-form.module.css';

/** The form's words, said on the server (this island loads no messages); `{…}` filled here. */
export type ContactLabels = Record<
  | 'topic'
  | 'chooseTopic'
  | 'name'
  | 'email'
  | 'emailHint'
  | 'phone'
  | 'orderNumber'
  | 'orderNumberHint'
  | 'noOrder'
  | 'message'
  | 'messageHint'
  | 'send'
  | 'sending'
  | 'required'
  | 'chooseTopicError'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidOrderNumber'
  | 'tooShort'
  | 'tooLong'
  | 'failed'
  | 'fixFields'
  | 'successTitle'
  | 'reference'
  | 'nextSteps'
  | 'sendAnother',
  string
>;

type Values = Record<ContactField, string>;

const fill = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{7,18}$/;
const ORDER_NUMBER = /^[A-Za-z0-9-]+$/;

/** The same rules as the API's (contracts' ContactUsBodySchema), in the reader's words. */
const validate = (
  values: Values,
  limits: ContactFormData['Limits'],
  labels: ContactLabels,
): Partial<Record<ContactField, string>> => {
  const errors: Partial<Record<ContactField, string>> = {};
  const length = (value: string) => [...value.trim()].length;
  if (!(CONTACT_TOPICS as readonly string[]).includes(values.Topic))
    errors.Topic = labels.chooseTopicError;
  if (values.Name.trim() === '') errors.Name = labels.required;
  else if (length(values.Name) > limits.NameMaxLength)
    errors.Name = fill(labels.tooLong, { max: limits.NameMaxLength });
  if (values.Email.trim() === '') errors.Email = labels.required;
  else if (!EMAIL.test(values.Email.trim()) || length(values.Email) > limits.EmailMaxLength)
    errors.Email = labels.invalidEmail;
  if (values.Phone.trim() !== '' && !PHONE.test(values.Phone.trim()))
    errors.Phone = labels.invalidPhone;
  if (values.OrderNumber.trim() !== '') {
    if (!ORDER_NUMBER.test(values.OrderNumber.trim()))
      errors.OrderNumber = labels.invalidOrderNumber;
    else if (length(values.OrderNumber) > limits.OrderNumberMaxLength)
      errors.OrderNumber = fill(labels.tooLong, { max: limits.OrderNumberMaxLength });
  }
  if (values.Message.trim() === '') errors.Message = labels.required;
  else if (length(values.Message) < limits.MessageMinLength)
    errors.Message = fill(labels.tooShort, { min: limits.MessageMinLength });
  else if (length(values.Message) > limits.MessageMaxLength)
    errors.Message = fill(labels.tooLong, { max: limits.MessageMaxLength });
  return errors;
};

/**
 * The contact-us form (spec §2 `/contactus`): topics and limits from `GET /v2/common/contactus`, a
 * signed-in reader's name, e-mail and order numbers prefilled. Checked here first; the API's own
 * refusal is shown by the field it names, a throttle or failure above the button. Sent, it shows
 * the reference and what happens next.
 */
export function ContactForm({ form, labels }: { form: ContactFormData; labels: ContactLabels }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const initial: Values = {
    Topic: '',
    Name: form.Prefill?.Name ?? '',
    Email: form.Prefill?.Email ?? '',
    Phone: '',
    OrderNumber: '',
    Message: '',
  };
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);

  const errors = validate(values, form.Limits, labels);
  const errorOf = (field: ContactField): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? errors[field] : undefined);

  const setValue = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFormErrors([]);
    if (Object.keys(errors).length > 0) {
      focusFirstError();
      return;
    }
    if (sending) return;
    setSending(true);
    const data: ContactUsFields = {
      Topic: values.Topic as ContactUsFields['Topic'],
      Name: values.Name.trim(),
      Email: values.Email.trim(),
      Message: values.Message.trim(),
      ...(values.Phone.trim() ? { Phone: values.Phone.trim() } : {}),
      ...(values.OrderNumber.trim() ? { OrderNumber: values.OrderNumber.trim() } : {}),
    };
    try {
      const result = await callApi('contactUs', { body: { Data: data } });
      if (result.Data) {
        setSent({ reference: result.Data.Reference, email: data.Email });
        window.scrollTo({ top: 0 });
      } else setFormErrors(result.ErrorList.length > 0 ? result.ErrorList : [labels.failed]);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status !== 500) {
        const { fields, form: rest } = splitContactErrors(caught.ErrorList);
        setServerErrors(fields);
        setFormErrors(
          rest.length > 0
            ? rest
            : Object.keys(fields).length > 0
              ? [labels.fixFields]
              : [labels.failed],
        );
        if (Object.keys(fields).length > 0) focusFirstError();
      } else setFormErrors([labels.failed]);
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <section className={styles.success} role="status" data-testid="contact-success">
        <h2 className={styles.successTitle}>
          <CheckCircle2 size={24} aria-hidden="true" />
          {labels.successTitle}
        </h2>
        <p className={styles.referenceLabel}>{labels.reference}</p>
        <p className={styles.reference} data-testid="contact-reference">
          {sent.reference}
        </p>
        <p>{fill(labels.nextSteps, { email: sent.email })}</p>
        <Button
          variant="outlined"
          onClick={() => {
            setSent(null);
            setValues({ ...initial, Name: values.Name, Email: values.Email });
            setTouched({});
            setSubmitted(false);
          }}
        >
          {labels.sendAnother}
        </Button>
      </section>
    );

  const fieldProps = (field: ContactField, hint?: string) => {
    const error = errorOf(field);
    const describedBy = [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null]
      .filter(Boolean)
      .join(' ');
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      'aria-invalid': error !== undefined,
      'aria-describedby': describedBy || undefined,
      className: `${fieldStyles.input} ${styles.input}`,
    };
  };

  const below = (field: ContactField, hint?: string) => (
    <>
      {hint ? (
        <p id={`${id}-${field}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {errorOf(field) ? (
        <p id={`${id}-${field}-error`} className={fieldStyles.error}>
          {errorOf(field)}
        </p>
      ) : null}
    </>
  );

  const label = (field: ContactField, text: string, required = false) => (
    <label htmlFor={`${id}-${field}`} className={styles.label}>
      {text}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );

  const messageHint = fill(labels.messageHint, {
    min: form.Limits.MessageMinLength,
    max: form.Limits.MessageMaxLength,
    count: [...values.Message.trim()].length,
  });
  const orders = form.Prefill?.OrderNumbers ?? [];

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className={styles.form}>
      <div className={styles.field}>
        {label('Topic', labels.topic, true)}
        <select
          {...fieldProps('Topic')}
          required
          onChange={(event) => setValue('Topic', event.target.value)}
        >
          <option value="">{labels.chooseTopic}</option>
          {form.Topics.map((topic) => (
            <option key={topic.Code} value={topic.Code}>
              {topic.Label}
            </option>
          ))}
        </select>
        {below('Topic')}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          {label('Name', labels.name, true)}
          <input
            {...fieldProps('Name')}
            required
            autoComplete="name"
            maxLength={form.Limits.NameMaxLength}
            onChange={(event) => setValue('Name', event.target.value)}
          />
          {below('Name')}
        </div>
        <div className={styles.field}>
          {label('Email', labels.email, true)}
          <input
            {...fieldProps('Email', labels.emailHint)}
            type="email"
            required
            autoComplete="email"
            maxLength={form.Limits.EmailMaxLength}
            onChange={(event) => setValue('Email', event.target.value)}
          />
          {below('Email', labels.emailHint)}
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          {label('Phone', labels.phone)}
          <input
            {...fieldProps('Phone')}
            type="tel"
            autoComplete="tel"
            maxLength={form.Limits.PhoneMaxLength}
            onChange={(event) => setValue('Phone', event.target.value)}
          />
          {below('Phone')}
        </div>
        <div className={styles.field}>
          {label('OrderNumber', labels.orderNumber)}
          {orders.length > 0 ? (
            <select
              {...fieldProps('OrderNumber')}
              onChange={(event) => setValue('OrderNumber', event.target.value)}
            >
              <option value="">{labels.noOrder}</option>
              {orders.map((number) => (
                <option key={number} value={number}>
                  {number}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...fieldProps('OrderNumber', labels.orderNumberHint)}
              autoComplete="off"
              spellCheck={false}
              maxLength={form.Limits.OrderNumberMaxLength}
              onChange={(event) => setValue('OrderNumber', event.target.value)}
            />
          )}
          {below('OrderNumber', orders.length > 0 ? undefined : labels.orderNumberHint)}
        </div>
      </div>
      <div className={styles.field}>
        {label('Message', labels.message, true)}
        <textarea
          {...fieldProps('Message', messageHint)}
          required
          rows={8}
          maxLength={form.Limits.MessageMaxLength}
          onChange={(event) => setValue('Message', event.target.value)}
        />
        {below('Message', messageHint)}
      </div>
      {formErrors.length > 0 ? (
        <div role="alert" className={styles.formErrors} data-testid="contact-errors">
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div>
        <Button type="submit" variant="contained" disabled={sending} aria-busy={sending}>
          {sending ? labels.sending : labels.send}
        </Button>
      </div>
    </form>
  );
}
