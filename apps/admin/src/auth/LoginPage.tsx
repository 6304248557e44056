import KeyIcon from '@mui/icons-material/Key';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { AuthFrame } from './AuthFrame';
import { signIn, type SignInParams } from './auth-provider';
import { validateCode } from './validation';

type LoginValues = { Email: string; Password: string; TotpCode: string };

/** The second factor the form asks for: the authenticator's code, or a passkey. */
type Method = 'code' | 'passkey';

/** The method last used on this browser, so a passkey user starts with the passkey. */
const METHOD_KEY = 'nangsue.signInMethod';
const storedMethod = (): Method => {
  try {
    return window.localStorage.getItem(METHOD_KEY) === 'passkey' ? 'passkey' : 'code';
  } catch {
    return 'code';
  }
};
const rememberMethod = (method: Method) => {
  try {
    window.localStorage.setItem(METHOD_KEY, method);
  } catch {
    // Private windows may refuse storage: the form simply starts with the code next time.
  }
};

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'nangsue.login.failed';

/**
 * Staff sign-in: e-mail, password and the second factor in one call, so neither factor can be
 * tried alone (ADR 0018). The second factor is the authenticator's code, or a passkey (the
 * stronger one, for members who added one); the code always works as the fallback.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [method, setMethod] = useState<Method>(storedMethod);

  const switchTo = (next: Method) => {
    setMethod(next);
    setError(null);
    rememberMethod(next);
  };

  const submit = async (values: Partial<LoginValues>) => {
    setBusy(true);
    setError(null);
    const emailValue = values.Email?.trim() ?? '';
    const password = values.Password ?? '';
    const params: SignInParams =
      method === 'passkey'
        ? { kind: 'passkey', email: emailValue, password }
        : { kind: 'login', email: emailValue, password, code: values.TotpCode?.trim() ?? '' };
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
          {method === 'code' ? (
            <TextInput
              source="TotpCode"
              label="nangsue.login.code"
              helperText="nangsue.login.code_help"
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              validate={validateCode}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('nangsue.login.passkey_help')}
            </Typography>
          )}
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
            startIcon={
              busy ? (
                <CircularProgress size={18} color="inherit" />
              ) : method === 'passkey' ? (
                <KeyIcon />
              ) : null
            }
          >
            {translate(
              method === 'passkey' ? 'nangsue.login.passkey_submit' : 'nangsue.login.submit',
            )}
          </Button>
          <Button
            type="button"
            variant="text"
            sx={{ mt: 1 }}
            disabled={busy}
            onClick={() => switchTo(method === 'passkey' ? 'code' : 'passkey')}
          >
            {translate(
              method === 'passkey' ? 'nangsue.login.use_code' : 'nangsue.login.use_passkey',
            )}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('nangsue.login.no_account')}
          </Typography>
        </Stack>
      </Form>
    </AuthFrame>
  );
};
