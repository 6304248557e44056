'use client';

import Button from '@mui/material/Button';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { accountPaths } from '../account-paths';
import { useAccountForm } from '../use-account-form';
import { checkConfirmation, checkCurrentPassword, checkNewPassword } from '../validation';
import { AccountFormFrame } from './form-errors';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';

/**
 * Change password (`POST /v2/customer/changepassword`): the current one, then the new one twice.
 * The API ends the customer's other sessions and keeps this one.
 */
export function ChangePasswordForm() {
  const t = useTranslations('account');
  const router = useRouter();
  const form = useAccountForm(
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    (values) => ({
      currentPassword: checkCurrentPassword(values.currentPassword),
      newPassword:
        checkNewPassword(values.newPassword) ??
        (values.newPassword === values.currentPassword ? 'passwordUnchanged' : null),
      confirmPassword: checkConfirmation(values.newPassword, values.confirmPassword),
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({ currentPassword, newPassword }) => {
      const result = await callApi('changePassword', {
        body: { Data: { OldPassword: currentPassword, NewPassword: newPassword } },
      });
      toast.success(result.Data?.Message ?? t('changePassword.success'));
      router.push(accountPaths.profile);
    });
  };

  return (
    <AccountFormFrame
      label={t('changePassword.formLabel')}
      onSubmit={onSubmit}
      errors={form.serverErrors}
    >
      <PasswordField
        label={t('fields.currentPassword')}
        name="currentPassword"
        autoComplete="current-password"
        required
        {...form.field('currentPassword')}
      />
      <NewPasswordFields
        password={form.values.newPassword}
        confirmation={form.values.confirmPassword}
        onPasswordChange={(value) => form.setValue('newPassword', value)}
        onConfirmationChange={(value) => form.setValue('confirmPassword', value)}
        passwordError={form.errorOf('newPassword')}
        confirmationError={form.errorOf('confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
        {t('changePassword.submit')}
      </Button>
    </AccountFormFrame>
  );
}
