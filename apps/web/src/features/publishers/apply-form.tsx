'use client';

import {
  checkPublisherApplication,
  fieldOfErrorMessage,
  PUBLISHER_LIMITS,
  type MasterAccountType,
  type MasterBook,
  type PublisherApplication,
  type PublisherApplicationField,
  type PublisherFieldIssue,
} from '@nangsue/contracts';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/base/button';
import { classNames } from '@/components/base/class-names';
import fieldStyles from '@/components/base/field.module.css';
import { ApiError, callApi } from '@/lib/browser-api';
import { fill, type ApplyFormTexts } from './texts';
import styles from './publishers.module.css';

type Values = {
  AccountType: string;
  LegalName: string;
  PublisherName: string;
  TaxId: string;
  ContactName: string;
  Email: string;
  Phone: string;
  Address: string;
  Website: string;
  BankCode: string;
  BankAccountName: string;
  BankAccountNumber: string;
  BookKinds: string[];
  Formats: string[];
  ExpectedTitles: string;
  SampleTitles: string;
  Message: string;
};

type TextField = Exclude<keyof Values, 'BookKinds' | 'Formats'>;

const EMPTY: Values = {
  AccountType: 'individual',
  LegalName: '',
  PublisherName: '',
  TaxId: '',
  ContactName: '',
  Email: '',
  Phone: '',
  Address: '',
  Website: '',
  BankCode: '',
  BankAccountName: '',
  BankAccountNumber: '',
  BookKinds: [],
  Formats: [],
  ExpectedTitles: '',
  SampleTitles: '',
  Message: '',
};

/**
 * The publisher application (spec §7 `RegisterPublisher`) in five parts: who applies, tax, contact,
 * payout bank, what they publish. The contracts' own check (`checkPublisherApplication`, the API's
 * rule) speaks by each field before sending; what the API still refuses comes back as
 * `Data.<Field>: …` and shows by its field too.
 */
export function ApplyForm({
  masterBook,
  masterAccountType,
  texts,
  initial,
  onApplied,
}: {
  masterBook: MasterBook;
  masterAccountType: MasterAccountType;
  texts: ApplyFormTexts;
  /** What the customer sent last time (a rejected application), to correct. */
  initial?: Partial<Values>;
  onApplied: (application: PublisherApplication) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({ ...EMPTY, ...initial });
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [isSending, setSending] = useState(false);

  const master = useMemo(
    () => ({
      bookKinds: masterBook.BookKinds.map((kind) => kind.Code),
      formats: masterBook.Formats.map((format) => format.Code),
      titleBands: masterBook.TitleBands.map((band) => band.Code),
      banks: masterAccountType.Banks,
    }),
    [masterBook, masterAccountType],
  );
  const bank = masterAccountType.Banks.find((candidate) => candidate.Code === values.BankCode);
  const accountType = masterAccountType.AccountTypes.find(
    (candidate) => candidate.Code === values.AccountType,
  );

  const messageOf = (issue: PublisherFieldIssue): string =>
    fill(texts.problems[issue.problem], {
      label: texts.labels[issue.field] ?? issue.field,
      bank: bank?.Name ?? '',
      ...issue.params,
    });
  const clientErrors = new Map<string, string>();
  for (const issue of checkPublisherApplication(values, master))
    if (!clientErrors.has(issue.field)) clientErrors.set(issue.field, messageOf(issue));

  const errorOf = (field: PublisherApplicationField): string | undefined =>
    serverErrors[field] ?? (touched[field] || submitted ? clientErrors.get(field) : undefined);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const toggle = (field: 'BookKinds' | 'Formats', code: string) =>
    set(
      field,
      values[field].includes(code)
        ? values[field].filter((value) => value !== code)
        : [...values[field], code],
    );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setGeneralErrors([]);
    if (clientErrors.size > 0) {
      setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    try {
      const result = await callApi('registerPublisher', { body: { Data: values } });
      if (result.Data) onApplied(result.Data.Application);
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setGeneralErrors([texts.unexpected]);
        return;
      }
      // A 401 opens the login-required dialog; a 500 is the client's toast.
      if (caught.status === 401 || caught.status === 500) return;
      const byField: Record<string, string> = {};
      const general: string[] = [];
      for (const message of caught.ErrorList) {
        const owner = fieldOfErrorMessage(message);
        if (owner && owner.field in EMPTY) byField[owner.field] ??= owner.text;
        else general.push(message);
      }
      setServerErrors(byField);
      setGeneralErrors(general.length > 0 ? general : [texts.fixErrors]);
      setTimeout(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
    } finally {
      setSending(false);
    }
  };

  const describedBy = (field: string, hint?: string) =>
    [
      hint ? `${id}-${field}-hint` : null,
      errorOf(field as PublisherApplicationField) ? `${id}-${field}-error` : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const fieldFrame = (
    field: PublisherApplicationField,
    control: ReactNode,
    options: { hint?: string; isOptional?: boolean; label?: string } = {},
  ) => {
    const error = errorOf(field);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${field}`} className={styles.label}>
          {options.label ?? texts.fields[field]}{' '}
          {options.isOptional ? (
            <span className={styles.muted}>{texts.optional}</span>
          ) : (
            <span aria-hidden="true">{texts.required}</span>
          )}
        </label>
        {control}
        {options.hint ? (
          <p id={`${id}-${field}-hint`} className={fieldStyles.hint}>
            {options.hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${field}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const textField = (
    field: TextField,
    options: {
      hint?: string;
      isOptional?: boolean;
      label?: string;
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email' | 'url';
      maxLength?: number;
      multiline?: boolean;
    } = {},
  ) => {
    const common = {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      'aria-invalid': errorOf(field) !== undefined,
      'aria-describedby': describedBy(field, options.hint),
      'aria-required': !options.isOptional,
      maxLength: options.maxLength ?? PUBLISHER_LIMITS.name,
      className: classNames(fieldStyles.input, styles.control),
    };
    return fieldFrame(
      field,
      options.multiline ? (
        <textarea {...common} onChange={(event) => set(field, event.target.value)} />
      ) : (
        <input
          {...common}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          onChange={(event) => set(field, event.target.value)}
        />
      ),
      options,
    );
  };

  const choices = (
    field: 'BookKinds' | 'Formats',
    items: { Code: string; Name: string; Description?: string }[],
  ) => {
    const error = errorOf(field);
    return (
      <fieldset
        className={styles.choices}
        aria-describedby={error ? `${id}-${field}-error` : undefined}
      >
        <legend>
          {texts.fields[field]} <span aria-hidden="true">{texts.required}</span>
        </legend>
        <div className={styles.choiceGrid}>
          {items.map((item) => (
            <label key={item.Code} className={styles.choice}>
              <input
                type="checkbox"
                name={field}
                value={item.Code}
                checked={values[field].includes(item.Code)}
                onChange={() => toggle(field, item.Code)}
              />
              <span className={styles.choiceText}>
                <span>{item.Name}</span>
                {item.Description ? <span className={styles.muted}>{item.Description}</span> : null}
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-${field}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={texts.label}
    >
      <p className={styles.muted}>{texts.intro}</p>

      <fieldset className={styles.section}>
        <legend>{texts.sections.account}</legend>
        <div className={styles.choices} role="radiogroup" aria-label={texts.fields.AccountType}>
          {masterAccountType.AccountTypes.map((type) => (
            <label key={type.Code} className={styles.choice}>
              <input
                type="radio"
                name="AccountType"
                value={type.Code}
                checked={values.AccountType === type.Code}
                onChange={() => set('AccountType', type.Code)}
              />
              <span className={styles.choiceText}>
                <span>{type.Name}</span>
                <span className={styles.muted}>{type.Description}</span>
              </span>
            </label>
          ))}
        </div>
        {accountType ? (
          <div className={styles.card}>
            <p className={styles.label}>{texts.needs}</p>
            <ul className={styles.list}>
              {accountType.Requirements.map((requirement) => (
                <li key={requirement}>{requirement}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{texts.sections.tax}</legend>
        {textField('LegalName', { hint: texts.fields.LegalNameHint, autoComplete: 'name' })}
        {textField('TaxId', {
          label: accountType?.TaxIdLabel ?? texts.fields.TaxId,
          hint: texts.fields.TaxIdHint,
          inputMode: 'numeric',
          maxLength: 30,
        })}
        {textField('PublisherName', { autoComplete: 'organization' })}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{texts.sections.contact}</legend>
        <div className={styles.row}>
          {textField('ContactName', { autoComplete: 'name' })}
          {textField('Phone', {
            hint: texts.fields.PhoneHint,
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            maxLength: 30,
          })}
        </div>
        {textField('Email', {
          type: 'email',
          autoComplete: 'email',
          inputMode: 'email',
          maxLength: PUBLISHER_LIMITS.email,
        })}
        {textField('Address', {
          multiline: true,
          autoComplete: 'street-address',
          maxLength: PUBLISHER_LIMITS.address,
        })}
        {textField('Website', {
          hint: texts.fields.WebsiteHint,
          isOptional: true,
          type: 'url',
          inputMode: 'url',
          maxLength: PUBLISHER_LIMITS.website,
        })}
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{texts.sections.payout}</legend>
        {fieldFrame(
          'BankCode',
          <select
            id={`${id}-BankCode`}
            name="BankCode"
            value={values.BankCode}
            aria-invalid={errorOf('BankCode') !== undefined}
            aria-describedby={describedBy('BankCode')}
            aria-required
            className={classNames(fieldStyles.input, styles.control)}
            onChange={(event) => set('BankCode', event.target.value)}
          >
            <option value="">{texts.fields.BankChoose}</option>
            {masterAccountType.Banks.map((option) => (
              <option key={option.Code} value={option.Code}>
                {option.Name} ({option.ShortName})
              </option>
            ))}
          </select>,
        )}
        <div className={styles.row}>
          {textField('BankAccountName', { hint: texts.fields.BankAccountNameHint })}
          {textField('BankAccountNumber', {
            hint: bank
              ? fill(texts.fields.BankAccountNumberHint ?? '', {
                  lengths: bank.AccountNumberLengths.join(', '),
                })
              : undefined,
            inputMode: 'numeric',
            maxLength: 30,
          })}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>{texts.sections.books}</legend>
        {choices('BookKinds', masterBook.BookKinds)}
        {choices('Formats', masterBook.Formats)}
        {fieldFrame(
          'ExpectedTitles',
          <select
            id={`${id}-ExpectedTitles`}
            name="ExpectedTitles"
            value={values.ExpectedTitles}
            aria-invalid={errorOf('ExpectedTitles') !== undefined}
            aria-describedby={describedBy('ExpectedTitles')}
            aria-required
            className={classNames(fieldStyles.input, styles.control)}
            onChange={(event) => set('ExpectedTitles', event.target.value)}
          >
            <option value="">{texts.fields.ExpectedTitlesChoose}</option>
            {masterBook.TitleBands.map((band) => (
              <option key={band.Code} value={band.Code}>
                {band.Name}
              </option>
            ))}
          </select>,
        )}
        {textField('SampleTitles', {
          hint: texts.fields.SampleTitlesHint,
          isOptional: true,
          multiline: true,
          maxLength: PUBLISHER_LIMITS.sampleTitles,
        })}
        {textField('Message', {
          isOptional: true,
          multiline: true,
          maxLength: PUBLISHER_LIMITS.message,
        })}
      </fieldset>

      {generalErrors.length > 0 ? (
        <div role="alert" className={styles.alert}>
          {generalErrors.map((message) => (
            <p key={message} className={styles.muted}>
              {message}
            </p>
          ))}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSending}
          aria-busy={isSending}
        >
          {isSending ? texts.submitting : texts.submit}
        </Button>
      </div>
    </form>
  );
}
