import { useState } from 'react';
import { isErrorToShow } from '@/lib/browser-api';
import { toast } from '@/lib/toast';

/**
 * The API's refusal as the reader sees it: its own message (in the reader's language), in the
 * form and as a toast. 401 opens the login dialog and 500 has its toast already (api-client.ts).
 */
export const messageOfFailure = (caught: unknown): string | null => {
  if (!isErrorToShow(caught)) return null;
  const message = caught.ErrorList.join(' ');
  toast.error(message);
  return message;
};

/**
 * One call of a shelf control at a time (a collection form, "Remove", "Add sample"): `run(call)`
 * marks it busy, clears the last refusal, and keeps the API's message (messageOfFailure) should
 * the call be refused.
 */
export function useShelfCall() {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (caught) {
      setError(messageOfFailure(caught));
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, error, setError, run };
}
