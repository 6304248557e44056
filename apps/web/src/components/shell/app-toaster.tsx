'use client';

import { TOAST } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import { subscribeToApiEvents } from '@/lib/api-events';
import { useColorSchemeClass } from './color-scheme';

/**
 * Toasts as spec §4/§9 prescribe, plus the API client's 'Internal Server Error 500' (spec §8), in
 * the scheme shown (the class on `<html>`).
 */
export function AppToaster() {
  const t = useTranslations('common');
  const colorScheme = useColorSchemeClass();

  useEffect(
    () =>
      subscribeToApiEvents((event) => {
        if (event.type === 'server-error') toast.error(t('internalServerError'));
      }),
    [t],
  );

  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST.timeoutMs}
      hideProgressBar
      closeButton={false}
      limit={TOAST.limit}
      draggablePercent={TOAST.dragPercent}
      theme={colorScheme}
    />
  );
}
