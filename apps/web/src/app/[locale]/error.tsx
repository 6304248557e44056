'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/shell/error-view';
import { apiFailureOf } from '@/lib/api-error';

type ErrorPageProps = { error: Error & { digest?: string } };

/**
 * Any other failure (spec §2): `Dang`, the message, and the two apologies, with a way home. Next
 * hides a server error's message from the browser, so a failed API call says what happened through
 * its digest (`ApiError`): too many requests (with how long to wait), or the store not answering.
 */
export default function LocaleError({ error }: ErrorPageProps) {
  const t = useTranslations('errors');

  useEffect(() => {
    console.error(error);
  }, [error]);

  const apiFailure = apiFailureOf(error.digest);
  const message =
    apiFailure?.status === 429
      ? t('throttled', { seconds: apiFailure.retryAfterSeconds ?? 60 })
      : apiFailure !== null && apiFailure.status >= 500
        ? t('unavailable')
        : error.digest === undefined && error.message !== ''
          ? error.message
          : t('unknownError');
  return (
    <ErrorView
      heading={t('dang')}
      lines={[message, t('somethingBroke'), t('sorry')]}
      homeLabel={t('goBackHome')}
    />
  );
}
