import {
  PENDING_READING_EVENT,
  PendingReadingStatusSchema,
  type PendingReadingStatus,
} from '@nangsue/contracts';
import { callApi } from '@/lib/browser-api';

/** How often the reader asks again when the event stream cannot be kept open. */
export const STATUS_RETRY_MS = 10_000;

/**
 * Read while you pay (docs/reader.md): follows a pending order until it is paid or closed. The
 * order's server-sent events (`EventsUrl`, through the storefront's own streaming route) say each
 * change as PostgreSQL has it; the browser's `EventSource` reconnects by itself after a network
 * cut, and when the stream is refused (the session ended, the order no longer pending) the order's
 * status is asked once through the API client, so the reader still learns why. `onStatus` is
 * called with every state, the first at once; the returned function stops following.
 */
export const followPendingOrder = (
  eventsUrl: string,
  orderId: number,
  onStatus: (status: PendingReadingStatus) => void,
): (() => void) => {
  let stopped = false;
  let finished = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let source: EventSource | null = null;

  const take = (status: PendingReadingStatus) => {
    if (stopped || finished) return;
    if (status.State !== 'pending') {
      finished = true;
      source?.close();
    }
    onStatus(status);
  };

  const askOnce = async () => {
    try {
      const answer = await callApi('pendingReadingStatus', { params: { id: orderId } });
      if (answer.Data) take(answer.Data);
    } catch {
      // Offline or refused: asked again below while the reader stays open.
    }
  };

  const open = () => {
    if (stopped || finished) return;
    source = new EventSource(eventsUrl);
    source.addEventListener(PENDING_READING_EVENT, (event) => {
      const parsed = PendingReadingStatusSchema.safeParse(
        JSON.parse((event as MessageEvent<string>).data),
      );
      if (parsed.success) take(parsed.data);
    });
    source.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: refused or ended without a last word.
      if (source?.readyState !== EventSource.CLOSED || stopped || finished) return;
      void askOnce().then(() => {
        if (!stopped && !finished) retry = setTimeout(open, STATUS_RETRY_MS);
      });
    });
  };

  open();
  return () => {
    stopped = true;
    source?.close();
    if (retry) clearTimeout(retry);
  };
};
