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
