import 'server-only';
import { API_ROUTES, type BookFileFormat, type PendingReader } from '@nangsue/contracts';
import { apiErrorOf, requestApi } from '@/lib/api-server';

export type PendingLoad =
  | { kind: 'ok'; pending: PendingReader }
  | { kind: 'signed-out' }
  | { kind: 'not-found' }
  /** Paid meanwhile: the whole book is on the shelf, the reader opens it. */
  | { kind: 'paid' }
  /** Expired, cancelled or no payment waiting: the API's message says which. */
  | { kind: 'closed'; message: string };

/**
 * Read while you pay (docs/reader.md): what the reader opens for a book of a pending order
 * (`GET /v2/reader/:productId/while-paying?orderId=`, per visit, never cached), with the session.
 */
export const loadPendingBook = async (
  productId: number,
  orderId: number,
  format: BookFileFormat | null,
): Promise<PendingLoad> => {
  const result = await requestApi(API_ROUTES.pendingReaderBook, {
    params: { productId },
    query: { orderId, ...(format ? { format } : {}) },
  });
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    if (result.status === 404) return { kind: 'not-found' };
    if (result.status === 409) return { kind: 'paid' };
    if (result.status === 403) return { kind: 'closed', message: result.errors.join(' ') };
    throw apiErrorOf(result);
  }
  const pending = result.data.Data;
  return pending === null ? { kind: 'not-found' } : { kind: 'ok', pending };
};
