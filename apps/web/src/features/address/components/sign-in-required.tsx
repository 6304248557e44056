'use client';

import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useRouter } from '@/i18n/navigation';
import { callApi } from '@/lib/browser-api';

/**
 * What an address page shows when the server found no valid session. It asks the API once more
 * from the browser: the API client's 401 handling then does what every 401 does (spec §4): clear
 * the stored customer data, remember this page and open the login-required dialog. Should the
 * session have appeared meanwhile, the page is rendered again.
 */
export function SignInRequired() {
  const t = useTranslations('address.signIn');
  const router = useRouter();

  useEffect(() => {
    const controller = new AbortController();
    callApi('addresses', { signal: controller.signal }).then(
      () => router.refresh(),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('[address] not signed in', error);
      },
    );
    return () => controller.abort();
  }, [router]);

  return (
    <Box
      role="status"
      sx={{
        py: { xs: 6, md: 9 },
        px: 3,
        textAlign: 'center',
        borderRadius: '20px',
        border: '1px dashed',
        borderColor: 'tokens.bg-lv4',
        bgcolor: 'tokens.bg-lv1',
      }}
    >
      <LockRoundedIcon aria-hidden sx={{ fontSize: 40, color: 'primary.main', mb: 1.5 }} />
      <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 0.75, color: 'tokens.note-font' }}>{t('body')}</Typography>
    </Box>
  );
}
