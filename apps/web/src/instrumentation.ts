import type { Instrumentation } from 'next';

/**
 * Runs once when the web server starts: on the Node.js runtime, it follows the catalog version to
 * revalidate cached catalog pages (features/catalog/catalog-revalidation.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { followCatalogVersion } = await import('@/features/catalog/catalog-revalidation');
  followCatalogVersion();
}

/**
 * A failed server render or route, when the storefront traces (ADR 0023): one line with the error's
 * `digest`, the reference the error page keeps, and the request's trace id, so an operator finds
 * the trace from the page's reference. Next logs the error itself; without a trace nothing is added.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { trace } = await import('@opentelemetry/api');
  const traceId = trace.getActiveSpan()?.spanContext().traceId;
  if (traceId === undefined) return;
  const digest = (error as { digest?: unknown } | null)?.digest;
  console.error(
    JSON.stringify({
      msg: 'request failed',
      method: request.method,
      path: request.path,
      digest: typeof digest === 'string' ? digest : undefined,
      trace_id: traceId,
    }),
  );
};
