import 'server-only';
import { API_ROUTES, type AccountReaderSettings } from '@nangsue/contracts';
import { cookies } from 'next/headers';
import { requestApi } from '@/lib/api-server';
import { readSessionToken } from '@/lib/session-cookie';

/**
 * A signed-in reader's settings, the account's (`GET /v2/reader-settings`), asked for with the
 * reader's page so the book opens with them (docs/reader.md). Undefined for a guest (their settings
 * stay on the device) and when the call fails (this visit reads with the device's copy and keeps
 * changes on the device, rather than overwrite the account's with it).
 */
export const loadAccountReaderSettings = async (): Promise<
  { settings: AccountReaderSettings | null } | undefined
> => {
  if (!readSessionToken(await cookies())) return undefined;
  try {
    const result = await requestApi(API_ROUTES.readerSettings);
    if (!result.ok || result.data.Data === null) return undefined;
    return { settings: result.data.Data.Settings };
  } catch {
    return undefined;
  }
};
