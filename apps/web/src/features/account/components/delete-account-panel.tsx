'use client';

import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import {
  providerOfSystemName,
  type CustomerProfile,
  type DeactivateBody,
  type ExternalProvider,
} from '@nangsue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { SocialSignInButtons } from '@/features/auth/social-sign-in-buttons';
import { getPathname } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';
import { accountPaths } from '../account-paths';
import { leaveSession } from '../session';
import { useAccountForm } from '../use-account-form';
import { useProfile } from '../use-profile';
import { checkCurrentPassword } from '../validation';
import { AccountFormFrame } from './form-errors';
import { AccountLoading, LoadFailed } from './load-failed';
import { PasswordField } from './password-field';

const ERASED = ['profile', 'addresses', 'signIns', 'preferences'] as const;
const KEPT = ['orders', 'emails'] as const;

/**
 * Account deletion (PDPA): what is erased and what is kept, the password again (or, for an account
 * that only signs in with a provider, a fresh sign-in with it), a last confirmation, then
 * `POST /v2/customer/deactivate`. The web server drops the session cookie; this page clears all
 * browser storage and goes home.
 */
export function DeleteAccountPanel({ enabled }: { enabled: ExternalProvider[] }) {
  const t = useTranslations('account.deleteAccount');
  const { state, reload } = useProfile();

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('erasedTitle')}
        </Typography>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {ERASED.map((key) => (
            <li key={key}>{t(`erased.${key}`)}</li>
          ))}
        </Box>
      </Box>
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {t('keptTitle')}
        </Typography>
        <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {KEPT.map((key) => (
            <li key={key}>{t(`kept.${key}`)}</li>
          ))}
        </Box>
      </Box>
      <Alert severity="warning">{t('irreversible')}</Alert>
      {state.status === 'loading' ? <AccountLoading /> : null}
      {state.status === 'failed' ? <LoadFailed messages={state.messages} onRetry={reload} /> : null}
      {state.status === 'ready' ? <DeleteForm profile={state.profile} enabled={enabled} /> : null}
    </Box>
  );
}

function DeleteForm({
  profile,
  enabled,
}: {
  profile: CustomerProfile;
  enabled: ExternalProvider[];
}) {
  const t = useTranslations('account.deleteAccount');
  const locale = useLocale();
  const titleId = useId();
  const bodyId = useId();
  const [isConfirming, setConfirming] = useState(false);
  const hasPassword = profile.HasPassword;
  // A fresh sign-in with one of the account's own providers, coming back to this page.
  const reSignIn = profile.ExternalLogins.map((item) =>
    providerOfSystemName(item.ProviderSystemName),
  ).filter((provider) => enabled.includes(provider));
  const form = useAccountForm({ password: '', understood: false as boolean }, (values) => ({
    password: hasPassword ? checkCurrentPassword(values.password) : null,
    understood: values.understood ? null : 'required',
  }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Validation runs (and shows) first; the dialog opens only for a complete form.
    void form.submit(async () => setConfirming(true));
  };

  const deleteAccount = () => {
    setConfirming(false);
    void form.submit(async ({ password }) => {
      const data: DeactivateBody['Data'] = hasPassword ? { Password: password } : {};
      await callApi('deactivate', { body: { Data: data } });
      leaveSession(locale, 'accountDeleted');
    });
  };

  return (
    <AccountFormFrame label={t('formLabel')} onSubmit={onSubmit} errors={form.serverErrors}>
      {hasPassword ? (
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
          helperText={form.messageOf('password') ?? t('passwordHint')}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>{t('freshSignIn')}</Typography>
          <SocialSignInButtons
            providers={reSignIn}
            next={getPathname({ href: accountPaths.deleteAccount, locale })}
          />
        </Box>
      )}
      <FormControl required error={form.errorOf('understood') !== null}>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.values.understood}
              onChange={(event) => form.setValue('understood', event.target.checked)}
            />
          }
          label={t('understood')}
        />
        {form.errorOf('understood') !== null ? (
          <FormHelperText>{t('understoodRequired')}</FormHelperText>
        ) : null}
      </FormControl>
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="error"
          size="large"
          startIcon={<DeleteForeverOutlinedIcon />}
          disabled={form.isSubmitting}
        >
          {t('submit')}
        </Button>
      </Box>
      <Dialog
        open={isConfirming}
        onClose={() => setConfirming(false)}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
      >
        <DialogTitle id={titleId}>{t('confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId}>
            {t('confirmBody', { email: profile.Email })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {t('cancel')}
          </Button>
          <Button variant="contained" color="error" onClick={deleteAccount}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </AccountFormFrame>
  );
}
