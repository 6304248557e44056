import { Alert, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { Form, Link, PasswordInput, TextInput, useParams, useTranslate } from 'react-admin';
import { callAdmin, type AdminCallResult } from '../api/client';
import { AuthFrame } from './AuthFrame';
import { signIn, type SignInParams } from './auth-provider';
import { samePassword, validateCode, validateNewPassword } from './validation';

type SetupInfo = AdminCallResult<'adminSetupInfo'>;
type SetupValues = { Password: string; PasswordAgain: string; TotpCode: string };

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

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
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: 'center', my: 2 }}>
        {/* White around the code whatever the theme: scanners need the contrast and quiet zone. */}
        <Box sx={{ bgcolor: '#fff', p: 1.5, borderRadius: 1, lineHeight: 0, flexShrink: 0 }}>
          <QRCodeSVG
            value={info.TotpUri}
            size={176}
            level="M"
            role="img"
            aria-label={translate('nangsue.setup.qr_label')}
          />
        </Box>
        <Box>
          <Typography sx={{ mb: 2 }}>{translate('nangsue.setup.scan')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('nangsue.setup.secret_label')}
          </Typography>
          <Typography
            data-testid="totp-secret"
            data-secret={info.TotpSecret}
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '1.05rem',
              letterSpacing: '0.08em',
              wordBreak: 'break-all',
              userSelect: 'all',
            }}
          >
            {grouped(info.TotpSecret)}
          </Typography>
        </Box>
      </Stack>
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
