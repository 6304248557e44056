'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { takeSessionNotice } from '@/features/account/session';
import { afterLoad } from '@/lib/after-load';
import { callApi, ensureDeviceId } from '@/lib/browser-api';
import { takePendingLanguage } from '@/lib/pending-language';

/**
 * Work every page does once it is in the browser: register the device when it has no id yet
 * (spec §7; once the page has loaded, `afterLoad`), and tell the API about a language the reader
 * just switched to (spec §2). Failures
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
    const report = (error: unknown) => {
      console.warn('[session] background call failed', error);
    };
    const language = takePendingLanguage(locale);
    if (language !== null) {
      callApi('setLanguage', { params: { language } }).catch(report);
      return;
    }
    // Nothing waits for the device id (every call registers first when it has none): after load.
    return afterLoad(() => {
      ensureDeviceId().catch(report);
    });
  }, [locale]);

  return null;
}
