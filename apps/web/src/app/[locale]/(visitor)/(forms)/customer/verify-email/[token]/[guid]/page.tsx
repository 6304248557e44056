import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { credentialLinkMetadata, decodeSegment } from '@/features/account/account-metadata';
import { AccountCard } from '@/features/account/components/account-card';
import { VerifyEmail } from '@/features/account/components/verify-email';
import { resolveLocale } from '@/features/catalog/page-helpers';

type VerifyEmailPageProps = { params: Promise<{ locale: string; token: string; guid: string }> };

export async function generateMetadata({ params }: VerifyEmailPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('account.verifyEmail');
  return credentialLinkMetadata(t('title'));
}

/** The link of the registration e-mail: confirms the address and signs the customer in. */
export default async function VerifyEmailPage({ params }: VerifyEmailPageProps) {
  const { token, guid } = await params;
  await resolveLocale(params);
  const t = await getTranslations('account.verifyEmail');

  return (
    <AccountCard title={t('title')}>
      <VerifyEmail token={decodeSegment(token)} guid={decodeSegment(guid)} />
    </AccountCard>
  );
}
