import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { RemoveSocialForm } from '@/features/account/components/remove-social-form';
import { RequireSession } from '@/features/account/components/require-session';
import { resolveLocale } from '@/features/catalog/page-helpers';

type RemoveSocialPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ provider?: string | string[] }>;
};

export async function generateMetadata({ params }: RemoveSocialPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.removeSocial');
  return accountMetadata(locale, accountPaths.removeSocial, t('title'));
}

/** Unlinking a sign-in provider (spec §2); `?provider=google` preselects one. */
export default async function RemoveSocialPage({ params, searchParams }: RemoveSocialPageProps) {
  await resolveLocale(params);
  const { provider } = await searchParams;
  const t = await getTranslations('account.removeSocial');

  return (
    <AccountCard title={t('title')} intro={t('intro')}>
      <RequireSession>
        <RemoveSocialForm provider={typeof provider === 'string' ? provider : undefined} />
      </RequireSession>
    </AccountCard>
  );
}
