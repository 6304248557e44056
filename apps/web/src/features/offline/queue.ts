import type { Annotation, Position } from '@nangsue/contracts';
import { ApiError, callApi } from '@/lib/browser-api';
import { offlineDb, type QueuedChange } from './offline-db';

/**
 * Positions and notes made while offline (docs/offline.md): kept in IndexedDB in the order they
 * were made and sent when the connection returns (`online`) or on the next page that starts the
 * queue. Notes carry the id the browser made (`crypto.randomUUID()`), so sending one twice is the
 * same note; a position carries its `BaseVersion`, so the server's conflict rule decides as for
 * any save. A change the API refuses (4xx: the book is no longer owned) is dropped; a network
 * failure stops the run and keeps the rest for the next.
 */

/**
 * Whether an error means the API was not reached (offline, or the storefront could not reach it:
 * 502-504), as opposed to an answer about the change itself.
 */
export const isUnreachable = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status >= 500;

export const queueChange = async (change: QueuedChange): Promise<void> => {
  const db = await offlineDb();
  const tx = db.transaction('queue', 'readwrite');
  // Only the last position of a book matters: an earlier one waiting is replaced.
  if (change.Kind === 'position') {
    let cursor = await tx.store.openCursor();
    while (cursor) {
      if (cursor.value.Kind === 'position' && cursor.value.ProductId === change.ProductId)
        await cursor.delete();
      cursor = await cursor.continue();
    }
  }
  await tx.store.add({ ...change, QueuedAt: new Date().toISOString() });
  await tx.done;
};

/** An annotation as the reader shows it before the server has it. */
export const localAnnotation = (
  annotation: Pick<Annotation, 'Id' | 'Kind' | 'Locator' | 'Quote' | 'Note' | 'Color' | 'Progress'>,
  deleted = false,
): Annotation => {
  const now = new Date().toISOString();
  return { ...annotation, CreatedAt: now, UpdatedAt: now, DeletedAt: deleted ? now : null };
};

type PositionListener = (productId: number, position: Position) => void;
const positionListeners = new Set<PositionListener>();

/** Told when a queued position reached the server (the reader's sync takes its new version). */
export const onQueuedPositionSaved = (listener: PositionListener): (() => void) => {
  positionListeners.add(listener);
  return () => positionListeners.delete(listener);
};

const send = async (change: QueuedChange): Promise<void> => {
  const params = { productId: change.ProductId };
  if (change.Kind === 'position') {
    const result = await callApi('savePosition', {
      params,
      body: change.Body as Parameters<typeof callApi<'savePosition'>>[1]['body'],
    });
    const saved = result.Data?.Position;
    if (saved) for (const listener of positionListeners) listener(change.ProductId, saved);
  } else if (change.Kind === 'annotation') {
    await callApi('saveAnnotation', {
      params,
      body: change.Body as Parameters<typeof callApi<'saveAnnotation'>>[1]['body'],
    });
  } else {
    await callApi('deleteAnnotation', { params, body: change.Body });
  }
};

let running: Promise<number> | null = null;

/** Sends what waits, in order; the number sent. One run at a time. */
export const flushQueue = (): Promise<number> =>
  (running ??= (async () => {
    let sent = 0;
    try {
      const db = await offlineDb();
      for (;;) {
        const cursor = await db.transaction('queue').store.openCursor();
        if (!cursor) break;
        const { key, value } = cursor;
        try {
          await send(value);
          sent += 1;
        } catch (error) {
          if (isUnreachable(error)) break;
        }
        await db.delete('queue', key);
      }
    } finally {
      running = null;
    }
    return sent;
  })());

/** The number of changes waiting. */
export const queuedCount = async (): Promise<number> => (await offlineDb()).count('queue');

let started = false;

/** Sends the queue now and each time the browser is back online. */
export const startQueueFlushing = (): void => {
  if (started || typeof window === 'undefined') return;
  started = true;
  const flush = () => void flushQueue().catch(() => undefined);
  window.addEventListener('online', flush);
  if (navigator.onLine) flush();
};
