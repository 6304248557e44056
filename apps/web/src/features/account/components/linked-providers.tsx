'use client';

import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import { providerOfSystemName, type ExternalProvider } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/router-links';
import { SocialSignInButtons } from '@/features/auth/social-sign-in-buttons';
import { useSessionHydrated, useSessionStore } from '@/stores/session-store';
import { accountPaths } from '../account-paths';
import { PROVIDERS, PROVIDER_NAMES } from '../providers';
import { useProfile } from '../use-profile';
import { AccountLoading, LoadFailed } from './load-failed';

/**
 * The settings' sign-in providers (`ExternalLogins` of `GET /v2/customer/info`): each linked one
 * with its address and date and a way to unlink it (`/removesocial`); the others can be linked
 * when this storefront is set up for them (`enabled`). Guests are asked to log in first.
 */
export function LinkedProviders({ enabled }: { enabled: ExternalProvider[] }) {
  const t = useTranslations('account.settings');
  const isHydrated = useSessionHydrated();
  const isSignedIn = useSessionStore((state) => state.customerInfo !== null);

  if (!isHydrated) return <AccountLoading />;
  if (!isSignedIn) {
    return (
      <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
        <Typography sx={{ color: 'tokens.sub-text2' }}>{t('loginToManage')}</Typography>
        <ButtonLink href={accountPaths.login} variant="contained">
          {t('login')}
        </ButtonLink>
      </Box>
    );
  }
  return <ProviderList enabled={enabled} />;
}

function ProviderList({ enabled }: { enabled: ExternalProvider[] }) {
  const t = useTranslations('account.settings');
  const format = useFormatter();
  const { state, reload } = useProfile();

  if (state.status === 'loading') return <AccountLoading />;
  if (state.status === 'failed') return <LoadFailed messages={state.messages} onRetry={reload} />;

  const linked = state.profile.ExternalLogins;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {PROVIDERS.map((provider) => {
        const link = linked.find(
          (item) => providerOfSystemName(item.ProviderSystemName) === provider,
        );
        const name = PROVIDER_NAMES[provider];
        return (
          <Box
            component="li"
            key={provider}
            aria-label={name}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              flexWrap: 'wrap',
              p: 2,
              borderRadius: '16px',
              border: '1px solid',
              borderColor: 'tokens.divider',
              bgcolor: 'tokens.bg-lv2',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 180 }}>
              <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
              <Typography variant="body2" sx={{ color: 'tokens.note-font' }}>
                {link
                  ? t('linkedDetail', {
                      email: link.Email ?? '-',
                      date: format.dateTime(new Date(link.LinkedAt), { dateStyle: 'medium' }),
                    })
                  : t('notLinked')}
              </Typography>
            </Box>
            {link ? (
              <>
                <Chip label={t('linked')} color="primary" size="small" variant="outlined" />
                <ButtonLink
                  href={`${accountPaths.removeSocial}?provider=${provider}`}
                  variant="outlined"
                  color="error"
                  size="small"
                  startIcon={<LinkOffRoundedIcon />}
                  aria-label={t('unlinkProvider', { provider: name })}
                >
                  {t('unlink')}
                </ButtonLink>
              </>
            ) : enabled.includes(provider) ? (
              <Box sx={{ minWidth: 200 }}>
                <SocialSignInButtons mode="link" providers={[provider]} />
              </Box>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
