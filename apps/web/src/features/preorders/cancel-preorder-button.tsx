'use client';

import {
  ConfirmedCancelButton,
  type ConfirmedCancelLabels,
} from '@/components/ui/confirmed-cancel-button';
import { callApi } from '@/lib/browser-api';

export type CancelPreorderLabels = ConfirmedCancelLabels & { done: string };

/**
 * Cancel a pre-order before its release (`cancelPreorder`), after a confirmation: the line's money
 * comes back in full (coins as coins, the rest to the card or account that paid). After the
 * release the API refuses, and the dialog says why. Its words come from the page's server part.
 */
export function CancelPreorderButton({
  preorderId,
  labels,
}: {
  preorderId: number;
  labels: CancelPreorderLabels;
}) {
  return (
    <ConfirmedCancelButton
      labels={labels}
      cancel={async () => {
        await callApi('cancelPreorder', { params: { id: preorderId } });
        return labels.done;
      }}
    />
  );
}
