'use client';

import { CircleX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/base/button';
import { ConfirmDialog } from '@/components/base/dialog';
import { useRouter } from '@/i18n/navigation';
import { isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';

export type ConfirmedCancelLabels = {
  /** The button that opens the question. */
  open: string;
  title: string;
  body: string;
  /** The dialog's closing button (keep things as they are). */
  keep: string;
  confirm: string;
  /** The confirm button's label while the call is under way. */
  cancelling: string;
};

/**
 * A "Cancel …" button (outlined, a crossed circle) that asks first in a `ConfirmDialog`, then
 * calls `cancel`: on success the dialog closes, the message `cancel` returns is a toast and the
 * page is read again; a refusal from the API shows in the dialog.
 */
export function ConfirmedCancelButton({
  labels,
  cancel,
}: {
  labels: ConfirmedCancelLabels;
  /** The call; resolves to the toast's message. */
  cancel: () => Promise<string>;
}) {
  const router = useRouter();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isCancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setCancelling(true);
    setError(null);
    try {
      const message = await cancel();
      dialogRef.current?.close();
      toast.success(message);
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
        onConfirm={() => void confirm()}
      />
    </>
  );
}
