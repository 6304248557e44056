'use client';

import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import HomeWorkOutlinedIcon from '@mui/icons-material/HomeWorkOutlined';
import KeyRoundedIcon from '@mui/icons-material/KeyRounded';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import VerifiedRoundedIcon from '@mui/icons-material/VerifiedRounded';
import { type CustomerProfile, type UpdateProfileBody } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { ButtonLink } from '@/components/ui/router-links';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { useSessionStore } from '@/stores/session-store';
import { accountPaths } from '../account-paths';
import { todayIso } from '../bangkok-date';
import { refreshCustomerInfo } from '../session';
import { useAccountForm } from '../use-account-form';
import { useProfile } from '../use-profile';
import { checkName, checkPhone } from '../validation';
import { AccountFormFrame } from './form-errors';
import { NameFields, OptionalDetailsFields } from './personal-details-fields';
import { AccountLoading, LoadFailed } from './load-failed';

/** Saves `data` as a JSON file in the reader's downloads. */
const saveJson = (data: unknown, fileName: string): void => {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/**
 * The profile page (spec §2): names, gender, birth date, phone and marketing consent can be
 * edited (`POST /v2/customer/info`); the e-mail is shown read-only. Opening it refreshes the
 * stored customer info (`GET /v2/customer/login-info`, refusals as a toast, spec §8). It also
 * offers the PDPA copy of the customer's data and links to the other account pages.
 */
export function ProfilePanel() {
  const { state, reload, replace } = useProfile();

  useEffect(() => {
    void refreshCustomerInfo().then((result) => {
      if (!result.ok && result.message) toast.error(result.message);
    });
  }, []);

  if (state.status === 'loading') return <AccountLoading />;
  if (state.status === 'failed') return <LoadFailed messages={state.messages} onRetry={reload} />;
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <ProfileForm key={state.profile.CustomerId} profile={state.profile} onSaved={replace} />
      <Divider />
      <AccountLinks hasPassword={state.profile.HasPassword} />
      <Divider />
      <DownloadMyData />
    </Box>
  );
}

function ProfileForm({
  profile,
  onSaved,
}: {
  profile: CustomerProfile;
  onSaved: (profile: CustomerProfile) => void;
}) {
  const t = useTranslations('account');
  const [today] = useState(() => todayIso());
  const form = useAccountForm(
    {
      firstName: profile.FirstName,
      lastName: profile.LastName,
      phone: profile.Phone ?? '',
      gender: profile.Gender,
      birthDate: profile.DateOfBirth,
      marketingConsent: profile.MarketingConsent,
    },
    (values) => ({
      firstName: checkName(values.firstName),
      lastName: checkName(values.lastName),
      phone: checkPhone(values.phone),
    }),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async (values) => {
      const data: UpdateProfileBody['Data'] = {
        FirstName: values.firstName.trim(),
        LastName: values.lastName.trim(),
        Phone: values.phone.trim() === '' ? null : values.phone.trim(),
        Gender: values.gender,
        DateOfBirth: values.birthDate,
        MarketingConsent: values.marketingConsent,
      };
      const result = await callApi('updateProfile', { body: { Data: data } });
      if (result.Data === null) {
        form.setServerErrors(result.ErrorList);
        return;
      }
      const saved = result.Data;
      const stored = useSessionStore.getState().customerInfo;
      if (stored !== null)
        useSessionStore
          .getState()
          .setCustomerInfo({ ...stored, FirstName: saved.FirstName, LastName: saved.LastName });
      onSaved(saved);
      toast.success(t('profile.saved'));
    });
  };

  return (
    <AccountFormFrame
      label={t('profile.formLabel')}
      onSubmit={onSubmit}
      errors={form.serverErrors}
      columns={2}
    >
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <TextField
          label={t('fields.email')}
          value={profile.Email}
          fullWidth
          helperText={t('profile.emailReadOnly')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        {profile.IsEmailVerified ? (
          <Chip
            icon={<VerifiedRoundedIcon />}
            label={t('profile.emailVerified')}
            color="primary"
            variant="outlined"
            sx={{ mb: 3 }}
          />
        ) : null}
      </Box>
      <NameFields form={form} />
      <OptionalDetailsFields form={form} today={today} />
      <FormControlLabel
        sx={{ gridColumn: '1 / -1' }}
        control={
          <Checkbox
            checked={form.values.marketingConsent}
            onChange={(event) => form.setValue('marketingConsent', event.target.checked)}
          />
        }
        label={t('fields.marketingConsent')}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
          {t('profile.save')}
        </Button>
      </Box>
    </AccountFormFrame>
  );
}

function AccountLinks({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('account.profile');
  return (
    <Box component="nav" aria-label={t('linksLabel')}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1.5 }}>
        {t('linksTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25 }}>
        {hasPassword ? (
          <ButtonLink
            href={accountPaths.changePassword}
            variant="outlined"
            startIcon={<KeyRoundedIcon />}
          >
            {t('changePassword')}
          </ButtonLink>
        ) : null}
        <ButtonLink
          href={accountPaths.addresses}
          variant="outlined"
          startIcon={<HomeWorkOutlinedIcon />}
        >
          {t('addresses')}
        </ButtonLink>
        <ButtonLink
          href={accountPaths.settings}
          variant="outlined"
          startIcon={<SettingsOutlinedIcon />}
        >
          {t('settings')}
        </ButtonLink>
        <ButtonLink
          href={accountPaths.deleteAccount}
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
        >
          {t('deleteAccount')}
        </ButtonLink>
      </Box>
    </Box>
  );
}

function DownloadMyData() {
  const t = useTranslations('account.profile');
  const [isWorking, setWorking] = useState(false);

  const download = async () => {
    setWorking(true);
    try {
      const result = await callApi('exportCustomerData');
      if (result.Data === null) {
        toast.error(result.ErrorList.join(' '));
        return;
      }
      saveJson(result.Data, `nangsue-my-data-${todayIso()}.json`);
    } catch (error) {
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
        {t('dataTitle')}
      </Typography>
      <Typography sx={{ mt: 0.5, mb: 1.5, color: 'tokens.sub-text2' }}>{t('dataIntro')}</Typography>
      <Button
        variant="outlined"
        startIcon={<DownloadRoundedIcon />}
        onClick={() => void download()}
        disabled={isWorking}
      >
        {t('download')}
      </Button>
    </Box>
  );
}
