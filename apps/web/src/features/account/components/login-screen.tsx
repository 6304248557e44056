import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { TextLink } from '@/components/ui/router-links';
import { getEnabledProviders } from '@/features/auth/providers';
import { SocialSignInButtons } from '@/features/auth/social-sign-in-buttons';
import { accountPaths } from '../account-paths';
import { AccountCard } from './account-card';
import { LoginForm } from './login-form';

/** The login screen of `/Login` and `/login` (spec §2: the dialog's full page load lands on the latter). */
export async function LoginScreen() {
  const t = await getTranslations('account.login');
  const providers = getEnabledProviders();

  return (
    <AccountCard title={t('title')} intro={t('intro')}>
      <LoginForm />
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
        <TextLink href={accountPaths.forgotPassword}>{t('forgotPassword')}</TextLink>
      </Box>
      {providers.length > 0 ? (
        <>
          <Divider sx={{ my: 3 }}>
            <Typography variant="body2" sx={{ color: 'tokens.sub-text2' }}>
              {t('orContinueWith')}
            </Typography>
          </Divider>
          <SocialSignInButtons providers={providers} />
        </>
      ) : null}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('noAccount')} <TextLink href={accountPaths.register}>{t('register')}</TextLink>
      </Typography>
    </AccountCard>
  );
}
