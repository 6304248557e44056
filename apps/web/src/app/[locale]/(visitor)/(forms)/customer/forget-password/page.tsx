import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';
import { resolveLocale } from '@/features/catalog/page-helpers';

type ForgotPasswordPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ForgotPasswordPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.forgotPassword');
  return accountMetadata(locale, accountPaths.forgotPassword, t('title'));
}

/** Forgot password (spec §2): a reset link is e-mailed to the address, if it has an account. */
export default async function ForgotPasswordPage({ params }: ForgotPasswordPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('account.forgotPassword');

  return (
    <AccountCard title={t('title')} intro={t('intro')}>
      <ForgotPasswordForm />
    </AccountCard>
  );
}
