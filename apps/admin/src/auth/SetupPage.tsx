import { Alert, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, Link, PasswordInput, TextInput, useParams, useTranslate } from 'react-admin';
import { callAdmin, type AdminCallResult } from '../api/client';
import { AuthenticatorEnrol } from './AuthenticatorEnrol';
import { AuthFrame } from './AuthFrame';
import { signIn, type SignInParams } from './auth-provider';
import { samePassword, validateCode, validateNewPassword } from './validation';

type SetupInfo = AdminCallResult<'adminSetupInfo'>;
type SetupValues = { Password: string; PasswordAgain: string; TotpCode: string };

/**
 * The one-time set-up link (`/setup/:token`, printed by `npm run staff:create` and by the demo
 * store's first start): enrol the authenticator from the QR code or the secret, choose a password,
 * confirm a first code, and the staff member is signed in (`adminSetupComplete`).
 */
export const SetupPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams<{ token: string }>();
  const [info, setInfo] = useState<SetupInfo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    callAdmin('adminSetupInfo', { params: { token }, signal: controller.signal })
      .then(setInfo)
      .catch((failure: unknown) => {
        if (!controller.signal.aborted)
          setLoadError(failure instanceof Error ? failure.message : 'nangsue.setup.invalid_link');
      });
    return () => controller.abort();
  }, [token]);

  const submit = async (values: Partial<SetupValues>) => {
    setBusy(true);
    setError(null);
    const params: SignInParams = {
      kind: 'setup',
      token,
      password: values.Password ?? '',
      code: values.TotpCode?.trim() ?? '',
    };
    try {
      await signIn(params);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'nangsue.login.failed');
      setBusy(false);
    }
  };

  if (loadError)
    return (
      <AuthFrame title={translate('nangsue.setup.invalid_link')}>
        <Alert severity="error" sx={{ my: 2, wordBreak: 'break-word' }}>
          {translate(loadError, { _: loadError })}
        </Alert>
        <Typography sx={{ mb: 2 }}>{translate('nangsue.setup.invalid_link_help')}</Typography>
        <Button component={Link} to="/login" variant="outlined">
          {translate('nangsue.setup.to_login')}
        </Button>
      </AuthFrame>
    );

  if (!info)
    return (
      <AuthFrame title={translate('nangsue.setup.title')}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, my: 3 }}>
          <CircularProgress size={24} />
          <Typography>{translate('nangsue.setup.loading')}</Typography>
        </Stack>
      </AuthFrame>
    );

  return (
    <AuthFrame
      wide
      title={translate('nangsue.setup.title')}
      subtitle={translate('nangsue.setup.intro', {
        name: info.DisplayName || info.Email,
        email: info.Email,
      })}
    >
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('nangsue.setup.step_authenticator')}
      </Typography>
      <AuthenticatorEnrol uri={info.TotpUri} secret={info.TotpSecret} />
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('nangsue.setup.step_password')}
      </Typography>
      <Form onSubmit={submit} noValidate>
        <Stack>
          {/* For password managers: the account the new password belongs to. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={info.Email}
            readOnly
            hidden
          />
          <PasswordInput
            source="Password"
            label="nangsue.setup.password"
            helperText="nangsue.setup.password_help"
            autoComplete="new-password"
            validate={validateNewPassword}
          />
          <PasswordInput
            source="PasswordAgain"
            label="nangsue.setup.password_again"
            autoComplete="new-password"
            validate={samePassword}
          />
          <TextInput
            source="TotpCode"
            label="nangsue.setup.code"
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
            {translate('nangsue.setup.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthFrame>
  );
};
