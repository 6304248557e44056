'use client';

import type { Locale } from '@nangsue/contracts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { refreshCustomerInfo, takeReturnPath } from '@/features/account/session';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { isReaderPath } from '@/features/bookshelf/bookshelf-paths';
import { errorPath, isSignInFlowPath } from './sign-in-paths';

/** One look-up per page load, even when React runs the effect twice. */
let pending: ReturnType<typeof refreshCustomerInfo> | null = null;

const returnPath = (next: string | null, locale: Locale): string => {
  const path = next ? safeRedirectPath(next) : takeReturnPath(locale);
  return isSignInFlowPath(path) ? takeReturnPath(locale) : path;
};

/**
 * The end of a successful external sign-in (spec §4): the web server has set the session cookie;
 * here the customer info is fetched (`GET /v2/customer/login-info`) and stored, the success toast
 * shown, and the reader taken to `next`, the stored last page or `/`. Nothing secret travels in
 * the address.
 */
export function SignInCompletion({ next }: { next: string | null }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();

  useEffect(() => {
    let isCurrent = true;
    pending ??= refreshCustomerInfo();
    pending
      .then((result) => {
        if (!isCurrent) return;
        pending = null;
        if (result.ok) {
          toast.success(t('login_page.login_success'));
          const target = returnPath(next, locale);
          // The reader is entered by a full page load (its own security policy, ADR 0009).
          if (isReaderPath(target)) window.location.assign(target);
          else router.replace(target);
          return;
        }
        // Login-info errors are a toast of the ErrorList (spec §8); a 401 already opened the dialog.
        if (result.message) toast.error(result.message);
        router.replace(errorPath(locale, 'server_error'));
      })
      .catch(() => {
        pending = null;
      });
    return () => {
      isCurrent = false;
    };
  }, [next, locale, router, t]);

  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 12 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{t('auth.complete.body')}</Typography>
    </Box>
  );
}
