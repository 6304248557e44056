import { type CustomerInfo, type Locale } from '@nangsue/contracts';
import { getPathname } from '@/i18n/navigation';
import { callApi, isErrorToShow } from '@/lib/browser-api';
import { forgetDeviceCookie } from '@/lib/device-cookie';
import { withoutDefaultLocalePrefix } from '@/lib/request-path';
import { useLastPageStore, useSessionStore } from '@/stores/session-store';
import { returnPathFrom } from './return-path';

/**
 * The browser side of a customer session (spec §2, §4). The session token is in an HttpOnly cookie
 * the web server manages (ADR 0002); here live the customer info, the page to come back to, and
 * logging out.
 */

/** Session storage key of the notice `leaveSession` leaves for the next page. */
const SESSION_NOTICE_STORAGE_KEY = 'nangsue-session-notice';

/** MUI's colour-scheme keys: how the site looks on this screen, nothing of the customer's. */
const COLOR_SCHEME_KEY_PREFIX = 'mui-';

/**
 * Local and session storage emptied, the reader's settings too (unlike the 401 clean-up, which
 * keeps them), except MUI's colour-scheme choice, and the device id forgotten (spec §4: log out; the
 * offline store's IndexedDB and Cache Storage are cleared by `leaveSession`). The next page registers the browser afresh. The
 * session cookies are the web server's to end.
 */
export const clearBrowserStorage = (): void => {
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys)
      if (key !== null && !key.startsWith(COLOR_SCHEME_KEY_PREFIX)) storage.removeItem(key);
  }
  forgetDeviceCookie();
};

/** Path, query and hash of the current page, Thai without its `/th` prefix. */
export const currentPage = (): string =>
  `${withoutDefaultLocalePrefix(window.location.pathname)}${window.location.search}${window.location.hash}`;

/** A page that needs a session and has none: remember it and open the login-required dialog. */
export const requireLogin = (): void => {
  useLastPageStore.getState().setLastPage(currentPage());
  useSessionStore.getState().openLoginDialog();
};

/**
 * A step that needs a session, taken by a guest (buy now, buy as a gift): the login-required
 * dialog, and after signing in the reader goes on to `href` (a store path) in `locale`.
 */
export const requireLoginFor = (href: string, locale: Locale): void => {
  useLastPageStore.getState().setLastPage(getPathname({ href, locale }));
  useSessionStore.getState().openLoginDialog();
};

/**
 * Where to go after signing in (spec §2, §4): the remembered page, else the home page of
 * `locale`. The memory is used once.
 */
export const takeReturnPath = (locale: Locale): string => {
  const remembered = useLastPageStore.getState().lastPage;
  useLastPageStore.getState().clearLastPage();
  return returnPathFrom(remembered, getPathname({ href: '/', locale }));
};

/**
 * Forgets a session the API has just ended for every device (a password reset): the cookie and
 * the stored customer info, without leaving the page.
 */
export const forgetSession = async (): Promise<void> => {
  useSessionStore.getState().clearCustomerData();
  await fetch('/api/session/clear', { method: 'POST', credentials: 'same-origin' }).catch(
    () => undefined,
  );
};

/** Keeps the signed-in customer (spec §4): the header and every page read it from the store. */
export const startSession = (customerInfo: CustomerInfo): void => {
  useSessionStore.getState().setCustomerInfo(customerInfo);
};

/**
 * Refreshes the stored customer info from `GET /v2/customer/login-info`. A 401 is the API
 * client's (login-required dialog) and a 500 its toast; other refusals are returned for the
 * caller to show as one toast, the `ErrorList` joined with spaces (spec §8).
 */
export const refreshCustomerInfo = async (): Promise<
  { ok: true; customerInfo: CustomerInfo } | { ok: false; message: string | null }
> => {
  try {
    const result = await callApi('loginInfo');
    if (result.Data === null) return { ok: false, message: result.ErrorList.join(' ') };
    startSession(result.Data.CustomerInfo);
    return { ok: true, customerInfo: result.Data.CustomerInfo };
  } catch (error) {
    if (isErrorToShow(error)) return { ok: false, message: error.ErrorList.join(' ') };
    return { ok: false, message: null };
  }
};

/**
 * The sign-in provider endpoints' signout (features/auth/auth-endpoints.ts): a CSRF token from
 * `GET /api/auth/csrf`, then `POST /api/auth/signout` with it; the web server ends the API session
 * (`GET /v2/customer/logout`) and clears the session cookies. Throws when either step fails.
 */
const signOutOnServer = async (callbackUrl: string): Promise<void> => {
  const csrf = await fetch('/api/auth/csrf', { credentials: 'same-origin', cache: 'no-store' });
  if (!csrf.ok) throw new Error(`csrf answered ${csrf.status}`);
  const { csrfToken } = (await csrf.json()) as { csrfToken?: unknown };
  if (typeof csrfToken !== 'string') throw new Error('csrf answered without a token');
  const signout = await fetch('/api/auth/signout', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ csrfToken, callbackUrl }),
  });
  if (!signout.ok) throw new Error(`signout answered ${signout.status}`);
};

/**
 * Log out (spec §4) through the signout endpoint: the API ends the session and the web server
 * drops the cookies whatever the API says; then all browser storage is cleared and the home page
 * of the current language is loaded afresh. If the web server could not do it, the cookie is
 * cleared from here (`/api/session/clear`) so the browser is signed out all the same.
 */
export const logOut = async (locale: Locale): Promise<void> => {
  try {
    await signOutOnServer(getPathname({ href: '/', locale }));
  } catch (error) {
    console.warn('[session] signout failed; clearing the session here', error);
    await forgetSession();
  }
  leaveSession(locale, 'loggedOut');
};

/** A message for the next page, which a full page load would otherwise lose (session storage). */
export type SessionNotice = 'loggedOut' | 'accountDeleted';
const SESSION_NOTICES: readonly SessionNotice[] = ['loggedOut', 'accountDeleted'];

/**
 * Everything of the session forgotten in this browser, then the home page loaded afresh, so no
 * customer data stays in memory either. The notice is left after the clearing, for the toast.
 */
export const leaveSession = (locale: Locale, notice: SessionNotice): void => {
  clearBrowserStorage();
  try {
    sessionStorage.setItem(SESSION_NOTICE_STORAGE_KEY, notice);
  } catch {
    // Without storage the home page simply shows no toast.
  }
  // The offline store too (docs/offline.md): its books, queued changes and service worker. Loaded
  // here only, so no page carries its code for the account menu.
  void import('@/features/offline/offline-store')
    .then(({ clearOfflineData }) => clearOfflineData())
    .catch(() => undefined)
    .finally(() => window.location.assign(getPathname({ href: '/', locale })));
};

/** The notice the previous page left, removed so it shows once. */
export const takeSessionNotice = (): SessionNotice | null => {
  try {
    const notice = sessionStorage.getItem(SESSION_NOTICE_STORAGE_KEY);
    sessionStorage.removeItem(SESSION_NOTICE_STORAGE_KEY);
    return SESSION_NOTICES.find((known) => known === notice) ?? null;
  } catch {
    return null;
  }
};
