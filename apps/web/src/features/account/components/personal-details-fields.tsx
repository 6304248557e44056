'use client';

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import type { AccountForm, FieldValue } from '../use-account-form';
import { DatePicker } from './date-picker';
import { GenderField, type Gender } from './gender-field';

type NameValues = { firstName: string; lastName: string };
type DetailValues = { phone: string; birthDate: string | null; gender: Gender | null };

/** First and last name, shared by registration and the profile. */
export function NameFields<Values extends NameValues & Record<string, FieldValue>>({
  form,
}: {
  form: AccountForm<Values>;
}) {
  const t = useTranslations('account.fields');
  return (
    <>
      <TextField
        label={t('firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        {...form.field('firstName')}
      />
      <TextField
        label={t('lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        {...form.field('lastName')}
      />
    </>
  );
}

/** The optional details (phone, birth date with the spec §9 picker, gender). */
export function OptionalDetailsFields<Values extends DetailValues & Record<string, FieldValue>>({
  form,
  today,
}: {
  form: AccountForm<Values>;
  /** The latest birth date allowed (ISO). */
  today: string;
}) {
  const t = useTranslations('account.fields');
  return (
    <>
      <TextField
        label={t('phoneOptional')}
        type="tel"
        name="phone"
        autoComplete="tel"
        {...form.field('phone')}
        helperText={form.messageOf('phone') ?? t('phoneHint')}
      />
      <DatePicker
        label={t('birthDateOptional')}
        value={form.values.birthDate}
        onChange={(value) => form.setValue('birthDate', value as Values['birthDate'])}
        max={today}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <GenderField
          value={form.values.gender}
          onChange={(value) => form.setValue('gender', value as Values['gender'])}
        />
      </Box>
    </>
  );
}
