import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { LoginScreen } from '@/features/account/components/login-screen';
import { resolveLocale } from '@/features/catalog/page-helpers';

type LoginPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: LoginPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.login');
  // Both spellings are one screen; the canonical address is the spec's `/Login`.
  return accountMetadata(locale, accountPaths.login, t('title'));
}

/**
 * The login screen under the lower-case address the login-required dialog loads (spec §2). The
 * route group only keeps this folder from colliding with `Login/` on case-insensitive disks.
 */
export default async function LoginPage({ params }: LoginPageProps) {
  await resolveLocale(params);
  return <LoginScreen />;
}
