'use client';

import { ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/base/button';
import { useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { useWishedIdsStore } from './wished-ids';

/** The buttons' words, for this book, said by the server (no messages sent to the page). */
export type WishlistItemLabels = {
  move: string;
  moveLabel: string;
  moved: string;
  remove: string;
  removeLabel: string;
  removed: string;
};

type WishlistItemActionsProps = {
  productId: number;
  canMove: boolean;
  labels: WishlistItemLabels;
};

/**
 * "Move to basket" (one call: into the basket and off the list; the header's basket count follows
 * as on the basket page) and "Remove", then the list as the API now has it.
 */
export function WishlistItemActions({ productId, canMove, labels }: WishlistItemActionsProps) {
  const router = useRouter();
  const setBasketCount = useSessionStore((state) => state.setBasketCount);
  const setWished = useWishedIdsStore((state) => state.setWished);
  const [busy, setBusy] = useState<'move' | 'remove' | null>(null);

  const run = async (action: 'move' | 'remove') => {
    setBusy(action);
    try {
      if (action === 'move') {
        const result = await callApi('moveWishlistToCart', { params: { id: productId } });
        if (result.Data !== null) setBasketCount(result.Data.Cart.Count);
        toast.success(labels.moved);
      } else {
        await callApi('removeFromWishlist', { params: { id: productId } });
        toast.success(labels.removed);
      }
      setWished(productId, false);
      router.refresh();
    } catch (error) {
      if (isErrorToShow(error)) toast.error(error.ErrorList.join(' '));
      setBusy(null);
    }
  };

  return (
    <>
      {canMove ? (
        <Button
          variant="contained"
          size="small"
          startIcon={<ShoppingBag size={18} aria-hidden="true" />}
          aria-label={labels.moveLabel}
          aria-busy={busy === 'move'}
          disabled={busy !== null}
          onClick={() => void run('move')}
        >
          {labels.move}
        </Button>
      ) : null}
      <Button
        variant="text"
        tone="neutral"
        size="small"
        startIcon={<Trash2 size={18} aria-hidden="true" />}
        aria-label={labels.removeLabel}
        aria-busy={busy === 'remove'}
        disabled={busy !== null}
        onClick={() => void run('remove')}
      >
        {labels.remove}
      </Button>
    </>
  );
}
