import 'server-only';
import { API_ROUTES, type BookFileFormat, type Locale, type ReaderBook } from '@nangsue/contracts';
import { cookies, headers } from 'next/headers';
import { clientIpFrom } from '@/lib/api-forward';
import { apiErrorOf, serverApiFor } from '@/lib/api-server';
import { DEVICE_COOKIE } from '@/lib/storage-keys';
import { previewCookieName } from './preview';

export type PreviewLoad = { kind: 'ok'; book: ReaderBook } | { kind: 'ended' };

/**
 * What the reader opens for a publisher's preview (`previewBook`, per visit, never cached), with
 * the reading session from the book's preview cookie and never the customer's session. No
 * cookie, or a session that ended (its hours over, the member no longer reading the organisation's
 * titles): `ended`.
 */
export const loadPreviewBook = async (
  productId: number,
  format: BookFileFormat | null,
  locale: Locale,
): Promise<PreviewLoad> => {
  const [cookieStore, incoming] = await Promise.all([cookies(), headers()]);
  const session = cookieStore.get(previewCookieName(productId))?.value;
  if (!session) return { kind: 'ended' };
  const api = serverApiFor({
    locale,
    deviceId: cookieStore.get(DEVICE_COOKIE)?.value,
    token: undefined,
    clientIp: clientIpFrom(incoming.get('x-forwarded-for')),
  });
  const result = await api.requestApi(API_ROUTES.previewBook, {
    params: { productId },
    query: format ? { format } : {},
    body: { Data: { Session: session } },
  });
  if (!result.ok) {
    if (result.status === 404 || result.status === 400) return { kind: 'ended' };
    throw apiErrorOf(result);
  }
  const preview = result.data.Data;
  return preview === null ? { kind: 'ended' } : { kind: 'ok', book: preview.Book };
};
