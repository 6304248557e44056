'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { takeSessionNotice } from '@/features/account/session';
import { callApi, ensureDeviceId } from '@/lib/browser-api';
import { takePendingLanguage } from '@/lib/pending-language';

/**
 * Work every page does once it is in the browser: register the device when it has no id yet
 * (spec §7), and tell the API about a language the reader just switched to (spec §2). Failures
 * are already shown by the API client (toast, login dialog); nothing else blocks on them. Also
 * shows the notice a logout or account deletion left for this page (it reloads the document).
 */
export function SessionEffects() {
  const locale = useLocale();
  const t = useTranslations('account.notices');

  useEffect(() => {
    const notice = takeSessionNotice();
    if (notice !== null) toast.success(t(notice));
  }, [t]);

  useEffect(() => {
    const language = takePendingLanguage(locale);
    const work =
      language === null ? ensureDeviceId() : callApi('setLanguage', { params: { language } });

    work.catch((error: unknown) => {
      console.warn('[session] background call failed', error);
    });
  }, [locale]);

  return null;
}
