import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { credentialLinkMetadata, decodeSegment } from '@/features/account/account-metadata';
import { AccountCard } from '@/features/account/components/account-card';
import { VerifyEmail } from '@/features/account/components/verify-email';
import { resolveLocale } from '@/features/catalog/page-helpers';

type SignInLinkPageProps = { params: Promise<{ locale: string; token: string; guid: string }> };

export async function generateMetadata({ params }: SignInLinkPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('account.signInLink');
  return credentialLinkMetadata(t('title'));
}

/** The one-time sign-in link's page (docs/accounts.md "Sign-in link"): uses it and signs in. */
export default async function SignInLinkPage({ params }: SignInLinkPageProps) {
  const { token, guid } = await params;
  await resolveLocale(params);
  const t = await getTranslations('account.signInLink');

  return (
    <AccountCard title={t('title')}>
      <VerifyEmail call="signInWithLink" token={decodeSegment(token)} guid={decodeSegment(guid)} />
    </AccountCard>
  );
}
