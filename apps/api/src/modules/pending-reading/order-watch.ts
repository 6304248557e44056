import type { FastifyBaseLogger } from 'fastify';
import type { PendingOrderRow } from './pending-reading.repository.js';

/** How often a process asks PostgreSQL about the orders its event streams watch. */
export const ORDER_WATCH_MS = 1000;

type Listener = (row: PendingOrderRow) => void;

/**
 * The orders this API process's event streams wait on (docs/reader.md "Read while you pay"),
 * asked of PostgreSQL in one query a tick while any is watched: the payment is applied by
 * whichever process takes the gateway's notification (or by the worker's reconciliation), so the
 * truth is the orders table, never this process's memory. One query for all of a process's
 * streams (primary-key lookups), nothing while none is open.
 */
export const createOrderWatch = ({
  states,
  log,
  intervalMs = ORDER_WATCH_MS,
}: {
  states: (orderIds: number[]) => Promise<PendingOrderRow[]>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) => {
  const watched = new Map<number, Set<Listener>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const schedule = () => {
    if (timer || closed || watched.size === 0) return;
    timer = setTimeout(() => void tick(), intervalMs);
  };

  const tick = async () => {
    timer = undefined;
    const ids = [...watched.keys()];
    if (ids.length > 0) {
      try {
        for (const row of await states(ids))
          for (const listener of [...(watched.get(row.id) ?? [])]) listener(row);
      } catch (error) {
        log.warn({ error }, 'pending reading: order states could not be read');
      }
    }
    schedule();
  };

  return {
    /** Calls `listener` with the order's row at every tick until the returned stop is called. */
    watch(orderId: number, listener: Listener): () => void {
      let listeners = watched.get(orderId);
      if (!listeners) {
        listeners = new Set();
        watched.set(orderId, listeners);
      }
      listeners.add(listener);
      schedule();
      return () => {
        const set = watched.get(orderId);
        set?.delete(listener);
        if (set?.size === 0) watched.delete(orderId);
      };
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      watched.clear();
    },
  };
};
