'use client';

import AppleIcon from '@mui/icons-material/Apple';
import FacebookIcon from '@mui/icons-material/Facebook';
import GoogleIcon from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { TextLink } from '@/components/ui/router-links';
import { withoutDefaultLocalePrefix } from '@/lib/request-path';
import {
  ENABLED_PROVIDERS_PATH,
  isSocialProvider,
  signInStartPath,
  type SignInMode,
  type SocialProvider,
} from './sign-in-paths';

type SocialSignInButtonsProps = {
  /** Where to go after signing in; by default the stored last page (spec §4), or this page when linking. */
  next?: string;
  /** `link` adds the provider to the signed-in account (settings page). */
  mode?: SignInMode;
  /** The enabled providers, when a server page has them (`getEnabledProviders()`); else fetched. */
  providers?: SocialProvider[];
};

const ICONS: Record<SocialProvider, ReactNode> = {
  google: <GoogleIcon />,
  facebook: <FacebookIcon />,
  apple: <AppleIcon />,
};

const readProviders = async (signal: AbortSignal): Promise<SocialProvider[]> => {
  const response = await fetch(ENABLED_PROVIDERS_PATH, { signal, cache: 'no-store' });
  if (!response.ok) return [];
  // Keyed by provider id (Auth.js's shape, features/auth/auth-endpoints.ts).
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null
    ? Object.keys(body).filter((value): value is SocialProvider => isSocialProvider(value))
    : [];
};

/**
 * "Continue with Google / Facebook / Apple" (or "Link ..."): full-page links to the web server,
 * which runs the OAuth / OpenID Connect flow. Shows nothing when no provider is set up.
 */
export function SocialSignInButtons({
  next,
  mode = 'signin',
  providers,
}: SocialSignInButtonsProps) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [fetched, setFetched] = useState<SocialProvider[] | null>(null);
  // Linking returns to the page it started from (the settings page) unless told otherwise.
  const pathname = usePathname();
  const currentPage = mode === 'link' ? withoutDefaultLocalePrefix(pathname) : undefined;

  useEffect(() => {
    if (providers) return;
    const controller = new AbortController();
    readProviders(controller.signal)
      .then(setFetched)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[auth] provider list unavailable', error);
      });
    return () => controller.abort();
  }, [providers]);

  const enabled = providers ?? fetched ?? [];
  if (enabled.length === 0) return null;

  return (
    <Stack spacing={1.5} role="group" aria-label={t('providersLabel')}>
      {enabled.map((provider) => (
        <Button
          key={provider}
          href={signInStartPath(provider, { locale, mode, next: next ?? currentPage })}
          variant="outlined"
          size="large"
          fullWidth
          startIcon={ICONS[provider]}
          sx={{ justifyContent: 'center', textTransform: 'none' }}
        >
          {mode === 'link' ? t(`link.${provider}`) : t(`continueWith.${provider}`)}
        </Button>
      ))}
      {mode === 'signin' && (
        <Typography variant="body2" sx={{ color: 'tokens.sub-text2', textAlign: 'center' }}>
          {t.rich('termsNotice', {
            terms: (chunks) => <TextLink href="/termandcondition">{chunks}</TextLink>,
            policy: (chunks) => <TextLink href="/policy">{chunks}</TextLink>,
          })}
        </Typography>
      )}
    </Stack>
  );
}
