import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { AuthFrame } from './AuthFrame';
import { signIn, type SignInParams } from './auth-provider';
import { validateCode } from './validation';

type LoginValues = { Email: string; Password: string; TotpCode: string };

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'nangsue.login.failed';

/**
 * Staff sign-in: e-mail, password and the authenticator's code in one form and one call
 * (`adminLogin`), so neither factor can be tried alone (ADR 0018).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Partial<LoginValues>) => {
    setBusy(true);
    setError(null);
    const params: SignInParams = {
      kind: 'login',
      email: values.Email?.trim() ?? '',
      password: values.Password ?? '',
      code: values.TotpCode?.trim() ?? '',
    };
    try {
      await signIn(params);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  return (
    <AuthFrame
      title={translate('nangsue.login.title')}
      subtitle={translate('nangsue.login.subtitle')}
    >
      <Form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            source="Email"
            type="email"
            label="nangsue.login.email"
            autoComplete="username"
            autoFocus
            validate={[required(), email()]}
          />
          <PasswordInput
            source="Password"
            label="nangsue.login.password"
            autoComplete="current-password"
            validate={required()}
          />
          <TextInput
            source="TotpCode"
            label="nangsue.login.code"
            helperText="nangsue.login.code_help"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            validate={validateCode}
          />
          {error ? (
            <Alert severity="error" sx={{ mb: 2, wordBreak: 'break-word' }} role="alert">
              {translate(error, { _: error })}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {translate('nangsue.login.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('nangsue.login.no_account')}
          </Typography>
        </Stack>
      </Form>
    </AuthFrame>
  );
};
