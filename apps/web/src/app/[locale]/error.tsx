'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/shell/error-view';

type ErrorPageProps = { error: unknown };

/** Any other failure (spec §2): `Dang`, the message, and the two apologies, with a way home. */
export default function LocaleError({ error }: ErrorPageProps) {
  const t = useTranslations('errors');

  useEffect(() => {
    console.error(error);
  }, [error]);

  const message =
    error instanceof Error && error.message !== '' ? error.message : t('unknownError');
  return (
    <ErrorView
      heading={t('dang')}
      lines={[message, t('somethingBroke'), t('sorry')]}
      homeLabel={t('goBackHome')}
    />
  );
}
