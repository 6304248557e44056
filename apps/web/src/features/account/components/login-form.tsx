'use client';

import { ApiError, callApi } from '@/lib/browser-api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { getPathname, useRouter } from '@/i18n/navigation';
import { isReaderPath } from '@/features/bookshelf/bookshelf-paths';
import { splitLocale } from '@/features/catalog/catalog-paths';
import { startSession, takeReturnPath } from '../session';
import { useAccountForm } from '../use-account-form';
import { checkCurrentPassword, checkEmail } from '../validation';
import { AccountFormFrame } from './form-errors';
import { PasswordField } from './password-field';

/**
 * E-mail and password sign-in (`POST /v2/customer/login`). The web server keeps the token in its
 * HttpOnly cookie; the page keeps the customer info and returns to the remembered page, else home.
 * When sign-in answers the lockout (429: too many failures), the form offers a one-time sign-in
 * link by e-mail (`POST /v2/customer/signin-link`), the way in a guesser cannot block.
 */
export function LoginForm() {
  const t = useTranslations('account');
  const locale = useLocale();
  const router = useRouter();
  const form = useAccountForm(
    { email: '', password: '', rememberMe: false as boolean },
    (values) => ({
      email: checkEmail(values.email),
      password: checkCurrentPassword(values.password),
    }),
  );

  const [lockedOut, setLockedOut] = useState(false);
  const [linkSent, setLinkSent] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({ email, password, rememberMe }) => {
      const result = await callApi('login', {
        body: { Data: { Email: email.trim(), Password: password, RememberMe: rememberMe } },
        unauthorized: 'answer',
      }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 429) setLockedOut(true);
        throw error;
      });
      if (result.Data === null) {
        form.setServerErrors(result.ErrorList);
        return;
      }
      startSession(result.Data.CustomerInfo);
      toast.success(t('login.success', { name: result.Data.CustomerInfo.FirstName }));
      const target = splitLocale(takeReturnPath(locale));
      // The reader is entered by a full page load (its own security policy, ADR 0009).
      if (isReaderPath(target.path))
        window.location.assign(getPathname({ href: target.path, locale: target.locale }));
      else router.replace(target.path, { locale: target.locale });
    });
  };

  return (
    <AccountFormFrame label={t('login.formLabel')} onSubmit={onSubmit} errors={form.serverErrors}>
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        {...form.field('email')}
      />
      <PasswordField
        label={t('fields.password')}
        name="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={form.values.rememberMe}
            onChange={(event) => form.setValue('rememberMe', event.target.checked)}
          />
        }
        label={t('fields.rememberMe')}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {t('login.submit')}
      </Button>
      {lockedOut ? (
        linkSent ? (
          <Alert severity="success" role="status">
            {linkSent}
          </Alert>
        ) : (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                disabled={form.isSubmitting}
                onClick={() =>
                  void form.submit(async ({ email }) => {
                    const sent = await callApi('requestSignInLink', {
                      body: { Data: { Email: email.trim() } },
                    });
                    if (sent.Data === null) {
                      form.setServerErrors(sent.ErrorList);
                      return;
                    }
                    setLinkSent(sent.Data.Message);
                  })
                }
              >
                {t('login.sendLink')}
              </Button>
            }
          >
            {t('login.lockedOffer')}
          </Alert>
        )
      ) : null}
    </AccountFormFrame>
  );
}
