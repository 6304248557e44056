import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TextLink } from '@/components/ui/router-links';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { RegisterForm } from '@/features/account/components/register-form';
import { resolveLocale } from '@/features/catalog/page-helpers';

type RegisterPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: RegisterPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.register');
  return accountMetadata(locale, accountPaths.register, t('title'));
}

/** Registration with e-mail and password (spec §2); the account is confirmed by e-mail. */
export default async function RegisterPage({ params }: RegisterPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('account.register');

  return (
    <AccountCard title={t('title')} intro={t('intro')} width="wide">
      <RegisterForm />
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t('haveAccount')} <TextLink href={accountPaths.login}>{t('toLogin')}</TextLink>
      </Typography>
    </AccountCard>
  );
}
