'use client';

import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { type LinkedProvider, type ProviderSystemName } from '@nangsue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { ButtonLink } from '@/components/ui/router-links';
import { callApi } from '@/lib/browser-api';
import { accountPaths } from '../account-paths';
import { linkedProviderFromQuery, providerNameOf } from '../providers';
import { useAccountForm } from '../use-account-form';
import { useProfile } from '../use-profile';
import { AccountFormFrame } from './form-errors';
import { AccountLoading, LoadFailed } from './load-failed';

/**
 * Unlinking a sign-in provider (`POST /v2/customer/removesocial`). The API refuses to remove the
 * last way to sign in; its message is shown as it is.
 */
export function RemoveSocialForm({ provider }: { provider?: string }) {
  const { state, reload } = useProfile();
  if (state.status === 'loading') return <AccountLoading />;
  if (state.status === 'failed') return <LoadFailed messages={state.messages} onRetry={reload} />;
  return <ChooseProvider linked={state.profile.ExternalLogins} initial={provider} />;
}

function ChooseProvider({
  linked: initialLinked,
  initial,
}: {
  linked: LinkedProvider[];
  initial?: string;
}) {
  const t = useTranslations('account.removeSocial');
  const labelId = useId();
  const [linked, setLinked] = useState(initialLinked);
  const form = useAccountForm(
    { provider: linkedProviderFromQuery(initialLinked, initial) as ProviderSystemName | null },
    (values) => ({ provider: values.provider === null ? 'required' : null }),
  );

  if (linked.length === 0) {
    return (
      <Box sx={{ display: 'grid', gap: 2.5, justifyItems: 'start' }}>
        <Alert severity="info" role="status" sx={{ width: '100%' }}>
          {t('none')}
        </Alert>
        <ButtonLink href={accountPaths.settings} variant="outlined">
          {t('toSettings')}
        </ButtonLink>
      </Box>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async ({ provider }) => {
      if (provider === null) return;
      const result = await callApi('removeSocial', {
        body: { Data: { ProviderSystemName: provider } },
      });
      setLinked(result.Data?.ExternalLogins ?? []);
      form.setValue('provider', null);
      toast.success(t('success', { provider: providerNameOf(provider) }));
    });
  };

  return (
    <AccountFormFrame label={t('formLabel')} onSubmit={onSubmit} errors={form.serverErrors}>
      <FormControl required error={form.errorOf('provider') !== null}>
        <FormLabel id={labelId}>{t('choose')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={form.values.provider ?? ''}
          onChange={(event) => form.setValue('provider', event.target.value as ProviderSystemName)}
        >
          {linked.map((item) => (
            <FormControlLabel
              key={item.ProviderSystemName}
              value={item.ProviderSystemName}
              control={<Radio />}
              label={
                item.Email
                  ? t('option', {
                      provider: providerNameOf(item.ProviderSystemName),
                      email: item.Email,
                    })
                  : providerNameOf(item.ProviderSystemName)
              }
            />
          ))}
        </RadioGroup>
        {form.errorOf('provider') !== null ? (
          <FormHelperText>{t('chooseRequired')}</FormHelperText>
        ) : null}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          type="submit"
          variant="contained"
          color="error"
          startIcon={<LinkOffRoundedIcon />}
          disabled={form.isSubmitting}
        >
          {t('submit')}
        </Button>
        <ButtonLink href={accountPaths.settings} variant="text">
          {t('toSettings')}
        </ButtonLink>
      </Box>
    </AccountFormFrame>
  );
}
