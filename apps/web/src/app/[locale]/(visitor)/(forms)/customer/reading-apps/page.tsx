import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { RequireSession } from '@/features/account/components/require-session';
import { resolveLocale } from '@/features/catalog/page-helpers';
import { ReadingAppsPanel } from '@/features/reading-apps/reading-apps-panel';

type ReadingAppsPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: ReadingAppsPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('readingApps');
  return accountMetadata(locale, accountPaths.readingApps, t('title'));
}

/** Reading apps (docs/opds.md): the OPDS catalogue, app passwords and the library export. */
export default async function ReadingAppsPage({ params }: ReadingAppsPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('readingApps');

  return (
    <AccountCard title={t('title')} intro={t('intro')} width="wide">
      <RequireSession>
        <ReadingAppsPanel />
      </RequireSession>
    </AccountCard>
  );
}
