'use client';

import { TOAST } from '@nangsue/contracts';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { subscribeToApiEvents } from '@/lib/api-events';
import { toast } from '@/lib/toast';
import { useColorSchemeClass } from './color-scheme';

/** react-toastify's container, loaded just after the page shows (lib/toast.ts). */
const ToastContainer = dynamic(
  () => import('react-toastify').then((library) => library.ToastContainer),
  { ssr: false },
);

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
