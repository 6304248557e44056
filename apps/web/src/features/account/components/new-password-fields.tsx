'use client';

import Box from '@mui/material/Box';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ValidationKey } from '../validation';
import { useValidationMessage } from '../use-account-form';
import { PasswordField } from './password-field';
import { PasswordStrength } from './password-strength';

type NewPasswordFieldsProps = {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordError: ValidationKey | null;
  confirmationError: ValidationKey | null;
};

/** A new password with the policy and strength hint, and its confirmation. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordError,
  confirmationError,
}: NewPasswordFieldsProps) {
  const t = useTranslations('account.fields');
  const message = useValidationMessage();
  const strengthId = useId();

  return (
    <>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PasswordField
          label={t('newPassword')}
          name="newPassword"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          error={passwordError !== null}
          helperText={message(passwordError)}
          slotProps={{ htmlInput: { 'aria-describedby': strengthId } }}
        />
        <PasswordStrength id={strengthId} password={password} />
      </Box>
      <PasswordField
        label={t('confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={confirmationError !== null}
        helperText={message(confirmationError)}
      />
    </>
  );
}
