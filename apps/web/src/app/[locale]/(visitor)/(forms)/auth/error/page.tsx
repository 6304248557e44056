import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { isSignInError } from '@/features/auth/sign-in-paths';
import { SignInErrorView } from '@/features/auth/sign-in-error';

type ErrorPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ error?: string | string[] }>;
};

export async function generateMetadata({ params }: ErrorPageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('auth.error');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/auth/error?error=<code>` (spec §2): an external sign-in that did not complete. */
export default async function SignInErrorPage({ params, searchParams }: ErrorPageProps) {
  await resolveLocale(params);
  const { error } = await searchParams;
  return <SignInErrorView error={isSignInError(error) ? error : null} />;
}
