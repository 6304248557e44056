import 'server-only';
import { API_ROUTES, type BookFileFormat, type ReaderBook } from '@nangsue/contracts';
import { apiErrorOf, requestApi } from '@/lib/api-server';

export type ReaderLoad =
  { kind: 'ok'; book: ReaderBook } | { kind: 'signed-out' } | { kind: 'not-found' };

/**
 * What the reader opens with (`GET /v2/reader/:productId`, per visit, never cached): the file's
 * address, the saved position and notes. A whole book is its owner's (a guest is asked to sign in);
 * a sample (`sample`) opens for anyone. `format` picks EPUB or PDF when the book has both (EPUB
 * first otherwise). A book that is not there, or not the caller's, is a 404.
 */
export const loadReaderBook = async (
  productId: number,
  sample: boolean,
  format: BookFileFormat | null,
): Promise<ReaderLoad> => {
  const result = await requestApi(API_ROUTES.readerBook, {
    params: { productId },
    query: { ...(sample ? { sample: 'true' as const } : {}), ...(format ? { format } : {}) },
  });
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    if (result.status === 404 || result.status === 403) return { kind: 'not-found' };
    throw apiErrorOf(result);
  }
  if (result.data.Data === null) return { kind: 'not-found' };
  return { kind: 'ok', book: result.data.Data };
};
