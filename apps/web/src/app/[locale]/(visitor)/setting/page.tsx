import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
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
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'tokens.sub-text2' }}>
          {description}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>{children}</Box>
    </Box>
  );
}

/** Settings (spec §2): language, colour theme, and the linked sign-in providers. */
export default async function SettingPage({ params }: SettingPageProps) {
  await resolveLocale(params);
  const t = await getTranslations('account.settings');

  return (
    <AccountCard title={t('title')} intro={t('intro')} width="wide">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SettingRow title={t('language')} description={t('languageHint')}>
          <LanguageSwitch />
        </SettingRow>
        <Divider />
        <SettingRow title={t('theme')} description={t('themeHint')}>
          <ThemeSwitch />
        </SettingRow>
        <Divider />
        <Box component="section" aria-labelledby="setting-providers">
          <Typography
            id="setting-providers"
            variant="h2"
            sx={{ fontSize: '1.1rem', fontWeight: 700 }}
          >
            {t('providers')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'tokens.sub-text2', mb: 2 }}>
            {t('providersHint')}
          </Typography>
          <LinkedProviders enabled={getEnabledProviders()} />
        </Box>
      </Box>
    </AccountCard>
  );
}
