import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/shell/language-switch';
import { ThemeSwitch } from '@/components/shell/theme-switch';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountPaths } from '@/features/account/account-paths';
import { AccountCard } from '@/features/account/components/account-card';
import { LinkedProviders } from '@/features/account/components/linked-providers';
import { getEnabledProviders } from '@/features/auth/providers';
import { resolveLocale } from '@/features/catalog/page-helpers';
import styles from './page.module.css';

type SettingPageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: SettingPageProps): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations('account.settings');
  return accountMetadata(locale, accountPaths.settings, t('title'));
}

function SettingRow({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <div className={styles.rowText}>
        <h2 className={styles.heading}>{title}</h2>
        <p className={styles.hint}>{description}</p>
      </div>
      <div className={styles.control}>{children}</div>
    </div>
  );
}

/** Settings (spec §2): language, colour theme, and the linked sign-in providers. */
export default async function SettingPage({ params }: SettingPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('account.settings');

  return (
    <AccountCard title={t('title')} intro={t('intro')} width="wide">
      <div className={styles.rows}>
        <SettingRow title={t('language')} description={t('languageHint')}>
          <LanguageSwitch />
        </SettingRow>
        <hr className={styles.divider} />
        <SettingRow title={t('theme')} description={t('themeHint')}>
          <ThemeSwitch />
        </SettingRow>
        <hr className={styles.divider} />
        <section aria-labelledby="setting-providers">
          <h2 id="setting-providers" className={styles.heading}>
            {t('providers')}
          </h2>
          <p className={`${styles.hint} ${styles.providersHint}`}>{t('providersHint')}</p>
          <LinkedProviders enabled={getEnabledProviders()} />
        </section>
      </div>
    </AccountCard>
  );
}
