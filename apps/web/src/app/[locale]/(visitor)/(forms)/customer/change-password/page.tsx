import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { RequireSession } from '@/features/account/components/require-session';
import { resolveLocale } from '@/features/catalog/page-helpers';

type ChangePasswordPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ChangePasswordPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.changePassword');
  return accountMetadata(locale, accountPaths.changePassword, t('title'));
}

/** Change password (spec §2), for a signed-in customer. */
export default async function ChangePasswordPage({ params }: ChangePasswordPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('account.changePassword');

  return (
    <AccountCard title={t('title')} intro={t('intro')}>
      <RequireSession>
        <ChangePasswordForm />
      </RequireSession>
    </AccountCard>
  );
}
