'use client';

import type { BookFileFormat } from '@nangsue/contracts';
import { CloudCheck, CloudDownload } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/base/button';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { offlineDb } from './offline-db';
import {
  dropOtherCustomers,
  keepOffline,
  OfflineError,
  offlineSupported,
  removeOffline,
} from './offline-store';
import { startQueueFlushing } from './queue';

type State = 'unknown' | 'unsupported' | 'online-only' | 'saving' | 'kept';

/**
 * "Available offline" on a bought book of the shelf (docs/offline.md): keeps the stamped file and
 * the reader's page on this device (a toggle: pressed again, they go). Not shown where the browser
 * cannot keep them (no service worker, not a secure context). Refused with a message over the
 * offline store's quota. Its first render also sends what was read offline and waits.
 */
export function OfflineButton({
  productId,
  name,
  formats,
  coverUrl,
}: {
  productId: number;
  name: string;
  formats: readonly BookFileFormat[];
  coverUrl: string | null;
}) {
  const t = useTranslations('bookshelf.offline');
  const locale = useLocale() as 'th' | 'en';
  const customerId = useSessionStore((state) => state.customerInfo?.CustomerId ?? null);
  const [state, setState] = useState<State>('unknown');

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      if (!offlineSupported()) {
        if (!cancelled) setState('unsupported');
        return;
      }
      startQueueFlushing();
      if (customerId !== null) await dropOtherCustomers(customerId).catch(() => undefined);
      const kept = await (await offlineDb()).get('books', productId).catch(() => undefined);
      if (!cancelled) setState(kept ? 'kept' : 'online-only');
    })();
    return () => {
      cancelled = true;
    };
  }, [customerId, productId]);

  if (state === 'unsupported' || customerId === null) return null;
  const kept = state === 'kept';

  const toggle = async () => {
    if (kept) {
      await removeOffline(productId).catch(() => undefined);
      setState('online-only');
      toast.success(t('removed', { name }));
      return;
    }
    setState('saving');
    try {
      await keepOffline({
        productId,
        customerId,
        format: formats.includes('EPUB') ? 'EPUB' : 'PDF',
        name,
        coverUrl,
        locale,
      });
      setState('kept');
      toast.success(t('kept', { name }));
    } catch (error) {
      setState('online-only');
      toast.error(
        error instanceof OfflineError && error.reason === 'quota' ? t('quota') : t('failed'),
      );
    }
  };

  return (
    <Button
      variant={kept ? 'contained' : 'outlined'}
      size="small"
      startIcon={
        kept ? (
          <CloudCheck size={16} aria-hidden="true" />
        ) : (
          <CloudDownload size={16} aria-hidden="true" />
        )
      }
      disabled={state === 'unknown' || state === 'saving'}
      aria-busy={state === 'saving'}
      aria-pressed={kept}
      aria-label={t('label', { name })}
      data-testid="offline-toggle"
      onClick={() => void toggle()}
    >
      {state === 'saving' ? t('saving') : t('keep')}
    </Button>
  );
}
