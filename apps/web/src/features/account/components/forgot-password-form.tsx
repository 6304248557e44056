'use client';

import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ButtonLink } from '@/components/ui/router-links';
import { callApi } from '@/lib/browser-api';
import { accountPaths } from '../account-paths';
import { useAccountForm } from '../use-account-form';
import { checkEmail } from '../validation';
import { AccountFormFrame } from './form-errors';

/**
 * Forgot password (`POST /v2/customer/reset-password`). The confirmation is the same whether or
 * not the address has an account (no enumeration); only refusals of the request itself (a
 * malformed address, too many requests) are shown as errors.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('account');
  const [isSent, setSent] = useState(false);
  const form = useAccountForm({ email: '' }, (values) => ({ email: checkEmail(values.email) }));

  if (isSent) {
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Alert severity="success" icon={<MarkEmailReadOutlinedIcon />} role="status">
          <AlertTitle>{t('forgotPassword.sentTitle')}</AlertTitle>
          {t('forgotPassword.sent')}
        </Alert>
        <ButtonLink href={accountPaths.login} variant="outlined">
          {t('forgotPassword.toLogin')}
        </ButtonLink>
      </Box>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({ email }) => {
      await callApi('resetPassword', { body: { Data: { Email: email.trim() } } });
      setSent(true);
    });
  };

  return (
    <AccountFormFrame
      label={t('forgotPassword.formLabel')}
      onSubmit={onSubmit}
      errors={form.serverErrors}
    >
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {t('forgotPassword.submit')}
      </Button>
    </AccountFormFrame>
  );
}
