import 'server-only';
import { API_ROUTES, type BookFileFormat, type ReaderBook } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import { apiErrorOf, requestApi } from '@/lib/api-server';
import { readSessionToken } from '@/lib/session-cookie';

export type ReaderLoad =
  { kind: 'ok'; book: ReaderBook } | { kind: 'signed-out' } | { kind: 'not-found' };

/**
 * What the reader opens with (`GET /v2/reader/:productId`, per visit, never cached): the file's
 * address, the saved position and notes. A whole book is its owner's (a guest is asked to sign in,
 * a customer who does not own it gets the sample); a sample (`sample`) opens for anyone. `format` picks EPUB or PDF when the book has both (EPUB
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
  const book = result.data.Data;
  if (book === null) return { kind: 'not-found' };
  // The whole book asked for by a guest: the API would give its sample, but this may be its owner
  // whose session ended (a bookmark, another browser). A signed-in reader who does not own it gets
  // the sample, marked as one.
  if (!sample && book.IsSample && !readSessionToken(await cookies())) return { kind: 'signed-out' };
  return { kind: 'ok', book };
};
