import type { PortalLoginStep } from '@nangsue/contracts/portal';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { email, Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { AuthenticatorEnrol } from '../auth/AuthenticatorEnrol';
import { validateCode } from '../auth/validation';
import { portalCodeStep, portalPasswordStep } from './auth-provider';

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'nangsue.portal.login.failed';

const ErrorLine = ({ error }: { error: string | null }) => {
  const translate = useTranslate();
  return error ? (
    <Alert severity="error" sx={{ mb: 2, wordBreak: 'break-word' }} role="alert">
      {translate(error, { _: error })}
    </Alert>
  ) : null;
};

/**
 * The portal's two-step sign-in (ADR 0019): the store account's e-mail and password, then the
 * authenticator's code, or on the first sign-in the authenticator's enrolment and its first code.
 * With `invitation`, step one also accepts that invitation.
 */
export const SignInSteps = ({
  invitation,
  email: invitedEmail,
  submitLabel = 'nangsue.portal.login.next',
}: {
  invitation?: string;
  email?: string;
  submitLabel?: string;
}) => {
  const translate = useTranslate();
  const [step, setStep] = useState<PortalLoginStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const passwordStep = async (values: { Email?: string; Password?: string }) => {
    setBusy(true);
    setError(null);
    try {
      setStep(
        await portalPasswordStep({
          email: values.Email?.trim() ?? '',
          password: values.Password ?? '',
          ...(invitation ? { invitation } : {}),
        }),
      );
    } catch (failure) {
      setError(messageOf(failure));
    }
    setBusy(false);
  };

  const codeStep = async (values: { TotpCode?: string }) => {
    if (!step) return;
    setBusy(true);
    setError(null);
    try {
      await portalCodeStep(step.Attempt, values.TotpCode?.trim() ?? '');
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  };

  const spinner = busy ? <CircularProgress size={18} color="inherit" /> : null;

  if (!step)
    return (
      <Form
        onSubmit={passwordStep}
        noValidate
        defaultValues={invitedEmail ? { Email: invitedEmail } : undefined}
      >
        <Stack>
          <TextInput
            source="Email"
            type="email"
            label="nangsue.portal.login.email"
            autoComplete="username"
            autoFocus={!invitedEmail}
            validate={[required(), email()]}
          />
          <PasswordInput
            source="Password"
            label="nangsue.portal.login.password"
            autoComplete="current-password"
            validate={required()}
          />
          <ErrorLine error={error} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={spinner}
          >
            {translate(submitLabel)}
          </Button>
        </Stack>
      </Form>
    );

  const enrolling = step.Next === 'enrol' && step.TotpUri && step.TotpSecret;
  return (
    <Form key={step.Attempt} onSubmit={codeStep} noValidate>
      <Stack>
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          {translate(
            enrolling ? 'nangsue.portal.login.enrol_title' : 'nangsue.portal.login.code_title',
          )}
        </Typography>
        {enrolling ? (
          <>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {translate('nangsue.portal.login.enrol_intro')}
            </Typography>
            <AuthenticatorEnrol uri={step.TotpUri!} secret={step.TotpSecret!} />
          </>
        ) : (
          <Typography color="text.secondary" sx={{ my: 1 }}>
            {translate('nangsue.portal.login.code_help')}
          </Typography>
        )}
        <TextInput
          source="TotpCode"
          label="nangsue.portal.login.code"
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          validate={validateCode}
        />
        <ErrorLine error={error} />
        <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={spinner}>
          {translate(
            enrolling ? 'nangsue.portal.login.enrol_submit' : 'nangsue.portal.login.submit',
          )}
        </Button>
        <Button
          type="button"
          variant="text"
          sx={{ mt: 1 }}
          disabled={busy}
          onClick={() => {
            setStep(null);
            setError(null);
          }}
        >
          {translate('nangsue.portal.login.back')}
        </Button>
      </Stack>
    </Form>
  );
};
