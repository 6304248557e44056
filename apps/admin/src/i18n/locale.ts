/**
 * The language the back office speaks: Thai by default, English on request. react-admin keeps the
 * staff member's choice in its store (localStorage `RaStore.locale`); the API client sends it as
 * the `Language` header so every message of the API comes back in it.
 */
export const LOCALES = ['th', 'en'] as const;
export type AdminLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AdminLocale = 'th';

export const isAdminLocale = (value: unknown): value is AdminLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** react-admin's localStorage store keeps values as JSON under `RaStore.<key>`. */
const STORE_KEY = 'RaStore.locale';
/**
 * The language alone, outside react-admin's store, which signing out empties: the sign-in page
 * and the app after signing in again keep speaking the language the staff member chose.
 */
const LANGUAGE_KEY = 'nangsue-admin-language';

const storedLocale = (): AdminLocale | undefined => {
  try {
    const own = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    if (isAdminLocale(own)) return own;
    const raw = globalThis.localStorage?.getItem(STORE_KEY);
    const value: unknown = raw == null ? undefined : JSON.parse(raw);
    return isAdminLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

let current: AdminLocale = storedLocale() ?? DEFAULT_LOCALE;

/** The language of the page right now (read by the API client for each call). */
export const currentLocale = (): AdminLocale => current;

/** Called by the i18n provider when the staff member switches language. */
export const rememberLocale = (locale: string): void => {
  if (isAdminLocale(locale)) {
    current = locale;
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    try {
      globalThis.localStorage?.setItem(LANGUAGE_KEY, locale);
    } catch {
      // Storage may be off; the choice then lasts until the page is loaded again.
    }
  }
};
