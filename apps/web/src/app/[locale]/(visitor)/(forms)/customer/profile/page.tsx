import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { ProfilePanel } from '@/features/account/components/profile-panel';
import { RequireSession } from '@/features/account/components/require-session';
import { resolveLocale } from '@/features/catalog/page-helpers';

type ProfilePageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ProfilePageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.profile');
  return accountMetadata(locale, accountPaths.profile, t('title'));
}

/** The customer's profile (spec §2). */
export default async function ProfilePage({ params }: ProfilePageProps) {
  await resolveLocale(params);
  const t = await getTranslations('account.profile');

  return (
    <AccountCard title={t('title')} intro={t('intro')} width="wide">
      <RequireSession>
        <ProfilePanel />
      </RequireSession>
    </AccountCard>
  );
}
