import type { FastifyInstance } from 'fastify';

/**
 * Closes the app (stops accepting, waits for requests in flight, runs the onClose hooks: database,
 * job queue, cache) but never longer than `timeoutMs` for requests in flight: after that every open
 * connection is destroyed, so a hung request cannot hold a shutdown (and a deployment) forever.
 * Resolves `true` when everything finished in time.
 */
export const closeWithin = async (app: FastifyInstance, timeoutMs: number): Promise<boolean> => {
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    app.log.warn({ timeoutMs }, 'shutdown: requests still running; closing their connections');
    app.server.closeAllConnections();
  }, timeoutMs);
  timer.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return !forced;
};

/**
 * What the process tells a load balancer about its own end: `draining` from the moment it is asked
 * to stop, when /readyz answers 503 (so HAProxy's check sends the next requests to another
 * process) while this one still serves what reaches it.
 */
export interface Lifecycle {
  draining: boolean;
}

/**
 * A graceful stop behind a load balancer (a rolling restart, docs/operations.md): draining first,
 * for `drainMs` (long enough for the balancer's health check to mark the process down: new
 * requests go elsewhere, none meets a closing server), then `closeWithin`.
 */
export const drainThenClose = async (
  app: FastifyInstance,
  { drainMs, timeoutMs }: { drainMs: number; timeoutMs: number },
): Promise<boolean> => {
  app.lifecycle.draining = true;
  if (drainMs > 0) {
    app.log.info({ drainMs }, 'draining: /readyz answers 503 before the close');
    await new Promise((resolve) => setTimeout(resolve, drainMs));
  }
  return closeWithin(app, timeoutMs);
};
