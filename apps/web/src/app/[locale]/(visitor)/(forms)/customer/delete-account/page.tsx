import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { DeleteAccountPanel } from '@/features/account/components/delete-account-panel';
import { RequireSession } from '@/features/account/components/require-session';
import { getEnabledProviders } from '@/features/auth/providers';
import { resolveLocale } from '@/features/catalog/page-helpers';

type DeleteAccountPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: DeleteAccountPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.deleteAccount');
  return accountMetadata(locale, accountPaths.deleteAccount, t('title'));
}

/** Deleting the account (spec §2, PDPA erasure). */
export default async function DeleteAccountPage({ params }: DeleteAccountPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('account.deleteAccount');

  return (
    <AccountCard title={t('title')} intro={t('intro')}>
      <RequireSession>
        <DeleteAccountPanel enabled={getEnabledProviders()} />
      </RequireSession>
    </AccountCard>
  );
}
