'use client';

import { type LoginData } from '@nangsue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { ButtonLink } from '@/components/ui/router-links';
import { useRouter } from '@/i18n/navigation';
import { callApi, ApiError } from '@/lib/browser-api';
import { accountPaths } from '../account-paths';
import { startSession } from '../session';

/** The e-mailed links that sign in: the registration's confirmation, and the one-time sign-in link. */
type LinkCall = 'verifyEmail' | 'signInWithLink';

/** The texts of each (the same keys under each namespace). */
const NAMESPACES = {
  verifyEmail: 'account.verifyEmail',
  signInWithLink: 'account.signInLink',
} as const;

/** One request per link, even when React runs the effect twice (the link is single use). */
const verifications = new Map<string, Promise<LoginData>>();

const verify = (call: LinkCall, token: string, guid: string): Promise<LoginData> => {
  const key = `${call}/${token}/${guid}`;
  let pending = verifications.get(key);
  if (pending === undefined) {
    pending = callApi(call, {
      body: { Data: { Token: token, Guid: guid } },
      unauthorized: 'answer',
    }).then((result) => {
      if (result.Data === null) throw new ApiError(200, result.ErrorList, result);
      return result.Data;
    });
    verifications.set(key, pending);
  }
  return pending;
};

type Status = { kind: 'working' } | { kind: 'failed'; messages: string[] };

/**
 * The link of the registration e-mail (`POST /v2/customer/verify-email`): it confirms the address
 * and signs the customer in, so the page stores the customer info, says so and goes home. The
 * one-time sign-in link (`call="signInWithLink"`, `POST /v2/customer/signin-link/confirm`) is the
 * same without the confirmation.
 */
export function VerifyEmail({
  token,
  guid,
  call = 'verifyEmail',
}: {
  token: string;
  guid: string;
  call?: LinkCall;
}) {
  const t = useTranslations(NAMESPACES[call]);
  const router = useRouter();
  const [status, setStatus] = useState<Status>({ kind: 'working' });

  useEffect(() => {
    let isCurrent = true;
    verify(call, token, guid)
      .then((data) => {
        if (!isCurrent) return;
        startSession(data.CustomerInfo);
        toast.success(t('success', { name: data.CustomerInfo.FirstName }));
        router.replace('/');
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        setStatus({
          kind: 'failed',
          messages: error instanceof ApiError ? error.ErrorList : [t('failed')],
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [call, token, guid, router, t]);

  if (status.kind === 'working') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>{t('working')}</Typography>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Alert severity="error" role="alert">
        {status.messages.join(' ')}
      </Alert>
      <Typography sx={{ color: 'tokens.sub-text2' }}>{t('failedHelp')}</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <ButtonLink href={accountPaths.login} variant="contained">
          {t('toLogin')}
        </ButtonLink>
        <ButtonLink href={accountPaths.register} variant="outlined">
          {t('toRegister')}
        </ButtonLink>
      </Box>
    </Box>
  );
}
