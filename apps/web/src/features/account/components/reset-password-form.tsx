'use client';

import { callApi } from '@/lib/browser-api';
import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useRouter } from '@/i18n/navigation';
import { accountPaths } from '../account-paths';
import { forgetSession } from '../session';
import { useAccountForm } from '../use-account-form';
import { checkConfirmation, checkNewPassword } from '../validation';
import { AccountFormFrame } from './form-errors';
import { NewPasswordFields } from './new-password-fields';

/**
 * The new password of a reset link (`POST /v2/customer/confirm-reset-password`). The API ends
 * every session of the account, so the reader signs in again with the new password.
 */
export function ResetPasswordForm({ token, guid }: { token: string; guid: string }) {
  const t = useTranslations('account.resetPassword');
  const router = useRouter();
  const form = useAccountForm({ newPassword: '', confirmPassword: '' }, (values) => ({
    newPassword: checkNewPassword(values.newPassword),
    confirmPassword: checkConfirmation(values.newPassword, values.confirmPassword),
  }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({ newPassword }) => {
      const result = await callApi('confirmResetPassword', {
        body: { Data: { Token: token, Guid: guid, NewPassword: newPassword } },
        unauthorized: 'answer',
      });
      // Every session of the account has ended, this browser's included.
      await forgetSession();
      toast.success(result.Data?.Message ?? t('success'));
      router.replace(accountPaths.login);
    });
  };

  return (
    <AccountFormFrame label={t('formLabel')} onSubmit={onSubmit} errors={form.serverErrors}>
      <NewPasswordFields
        password={form.values.newPassword}
        confirmation={form.values.confirmPassword}
        onPasswordChange={(value) => form.setValue('newPassword', value)}
        onConfirmationChange={(value) => form.setValue('confirmPassword', value)}
        passwordError={form.errorOf('newPassword')}
        confirmationError={form.errorOf('confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {t('submit')}
      </Button>
    </AccountFormFrame>
  );
}
