import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { SignInCompletion } from '@/features/auth/sign-in-completion';

type CompletePageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ next?: string | string[] }>;
};

export async function generateMetadata({ params }: CompletePageProps): Promise<Metadata> {
  await resolveLocale(params);
  const t = await getTranslations('auth.complete');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Where the external sign-in callbacks send a signed-in browser (spec §4). */
export default async function SignInCompletePage({ params, searchParams }: CompletePageProps) {
  await resolveLocale(params);
  const { next } = await searchParams;
  return <SignInCompletion next={typeof next === 'string' ? next : null} />;
}
