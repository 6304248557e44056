import 'server-only';
import {
  API_ROUTES,
  type FollowList,
  type NotificationPage,
  type NotificationSettings,
} from '@nangsue/contracts';
import { cookies } from 'next/headers';
import { apiErrorOf, requestApi } from '@/lib/api-server';
import { readSessionToken } from '@/lib/session-cookie';

type Loaded<T> = { kind: 'ok'; value: T } | { kind: 'signed-out' };

/** A personal read for a per-visit page: `signed-out` without a session or on a 401. */
const personal = async <T>(
  read: () => Promise<
    | { ok: true; data: { Data: T | null } }
    | { ok: false; status: number; errors: string[]; retryAfterSeconds?: number }
  >,
): Promise<Loaded<T>> => {
  if (readSessionToken(await cookies()) === undefined) return { kind: 'signed-out' };
  const result = await read();
  if (!result.ok) {
    if (result.status === 401) return { kind: 'signed-out' };
    throw apiErrorOf(result);
  }
  return result.data.Data === null
    ? { kind: 'signed-out' }
    : { kind: 'ok', value: result.data.Data };
};

/** `/notifications`: a page of the reader's notifications and their e-mail choice. */
export const loadNotifications = async (
  pageNumber: number,
): Promise<Loaded<{ page: NotificationPage; settings: NotificationSettings }>> => {
  const page = await personal(() =>
    requestApi(API_ROUTES.notifications, { query: { pageNumber } }),
  );
  if (page.kind !== 'ok') return page;
  const settings = await personal(() => requestApi(API_ROUTES.notificationSettings, {}));
  if (settings.kind !== 'ok') return settings;
  return { kind: 'ok', value: { page: page.value, settings: settings.value } };
};

/** `/following`: what the reader follows. */
export const loadFollows = (): Promise<Loaded<FollowList>> =>
  personal(() => requestApi(API_ROUTES.follows, {}));
