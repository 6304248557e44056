'use client';

import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { type RegisterBody } from '@nangsue/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { ButtonLink, TextLink } from '@/components/ui/router-links';
import { callApi } from '@/lib/browser-api';
import { accountPaths } from '../account-paths';
import { todayIso } from '../bangkok-date';
import { useAccountForm } from '../use-account-form';
import { checkEmail, checkName, checkNewPassword, checkPhone } from '../validation';
import { AccountFormFrame } from './form-errors';
import { type Gender } from './gender-field';
import { NameFields, OptionalDetailsFields } from './personal-details-fields';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

const INITIAL = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  gender: null as Gender | null,
  birthDate: null as string | null,
  acceptTerms: false,
  marketingConsent: false,
};

/**
 * Registration (`POST /v2/customer/register`). The API answers the same whether or not the
 * address has an account and continues by e-mail, so success shows its "check your e-mail"
 * message. Terms must be accepted; marketing e-mail is a separate choice, off unless ticked.
 */
export function RegisterForm() {
  const t = useTranslations('account');
  const strengthId = useId();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [today] = useState(() => todayIso());
  const form = useAccountForm(INITIAL, (values) => ({
    firstName: checkName(values.firstName),
    lastName: checkName(values.lastName),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    phone: checkPhone(values.phone),
    acceptTerms: values.acceptTerms ? null : 'termsRequired',
  }));

  if (sentMessage !== null) {
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />} role="status">
          <AlertTitle>{t('register.sentTitle')}</AlertTitle>
          {sentMessage}
        </Alert>
        <ButtonLink href={accountPaths.login} variant="outlined">
          {t('register.toLogin')}
        </ButtonLink>
      </Box>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const data: RegisterBody['Data'] = {
        FirstName: values.firstName.trim(),
        LastName: values.lastName.trim(),
        Email: values.email.trim(),
        Password: values.password,
        AcceptTerms: true,
        MarketingConsent: values.marketingConsent,
        ...(values.phone.trim() !== '' ? { Phone: values.phone.trim() } : {}),
        ...(values.gender !== null ? { Gender: values.gender } : {}),
        ...(values.birthDate !== null ? { DateOfBirth: values.birthDate } : {}),
      };
      const result = await callApi('register', { body: { Data: data } });
      setSentMessage(result.Data?.Message ?? t('register.sentFallback'));
    });
  };

  return (
    <AccountFormFrame
      label={t('register.formLabel')}
      onSubmit={onSubmit}
      errors={form.serverErrors}
      columns={2}
    >
      <NameFields form={form} />
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        {...form.field('email')}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
          slotProps={{ htmlInput: { 'aria-describedby': strengthId } }}
        />
        <PasswordStrength id={strengthId} password={form.values.password} />
      </Box>
      <OptionalDetailsFields form={form} today={today} />
      <FormControl
        required
        error={form.errorOf('acceptTerms') !== null}
        sx={{ gridColumn: '1 / -1' }}
      >
        <FormControlLabel
          control={
            <Checkbox
              required
              checked={form.values.acceptTerms}
              onChange={(event) => form.setValue('acceptTerms', event.target.checked)}
            />
          }
          label={t.rich('register.acceptTerms', {
            terms: (chunks) => (
              <TextLink href="/termandcondition" target="_blank">
                {chunks}
              </TextLink>
            ),
            policy: (chunks) => (
              <TextLink href="/policy" target="_blank">
                {chunks}
              </TextLink>
            ),
          })}
        />
        {form.errorOf('acceptTerms') !== null ? (
          <FormHelperText>{form.messageOf('acceptTerms')}</FormHelperText>
        ) : null}
      </FormControl>
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Checkbox
            checked={form.values.marketingConsent}
            onChange={(event) => form.setValue('marketingConsent', event.target.checked)}
          />
        }
        label={t('fields.marketingConsent')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.isSubmitting}
        sx={{ gridColumn: '1 / -1' }}
      >
        {t('register.submit')}
      </Button>
    </AccountFormFrame>
  );
}
