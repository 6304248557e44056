'use client';

import { CircleX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/base/button';
import { ConfirmDialog } from '@/components/base/dialog';
import { useRouter } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';

export type CancelPreorderLabels = {
  open: string;
  title: string;
  body: string;
  keep: string;
  confirm: string;
  cancelling: string;
  done: string;
};

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
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isCancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setCancelling(true);
    setError(null);
    try {
      await callApi('cancelPreorder', { params: { id: preorderId } });
      dialogRef.current?.close();
      toast.success(labels.done);
      router.refresh();
    } catch (caught) {
      if (isErrorToShow(caught)) setError(caught.ErrorList.join(' '));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        tone="neutral"
        startIcon={<CircleX size={18} aria-hidden="true" />}
        onClick={() => {
          setError(null);
          dialogRef.current?.showModal();
        }}
      >
        {labels.open}
      </Button>
      <ConfirmDialog
        ref={dialogRef}
        width={440}
        title={labels.title}
        description={labels.body}
        error={error}
        cancelLabel={labels.keep}
        confirmLabel={isCancelling ? labels.cancelling : labels.confirm}
        isBusy={isCancelling}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
