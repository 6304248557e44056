'use client';

import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ButtonLink, TextLink } from '@/components/ui/router-links';
import type { SignInError } from './sign-in-paths';

/** Failures that come with advice beyond "try again". */
const HINTED = ['account_exists', 'email_required', 'link_conflict', 'not_signed_in'] as const;
type HintedError = (typeof HINTED)[number];
const isHinted = (error: SignInError | null): error is HintedError =>
  (HINTED as readonly (SignInError | null)[]).includes(error);

/**
 * `/auth/error` (spec §2, §8): the sign-in failure is only logged as 'Sign-In failed'; the page
 * says neutrally that it was not completed and leads back to the login page.
 */
export function SignInErrorView({ error }: { error: SignInError | null }) {
  const t = useTranslations('auth.error');

  useEffect(() => {
    console.error('Sign-In failed');
  }, []);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 2, color: 'tokens.content-font' }}>{t('body')}</Typography>
      {isHinted(error) && (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t(`hint.${error}`)}
        </Alert>
      )}
      <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <ButtonLink href="/login" variant="contained" size="large" startIcon={<LoginRoundedIcon />}>
          {t('backToLogin')}
        </ButtonLink>
        <TextLink href="/">{t('home')}</TextLink>
      </Box>
    </Container>
  );
}
