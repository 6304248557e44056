/** Names of every cookie and local-storage key the storefront owns, in one place. */

/** HttpOnly session token, set by the web server at login and forwarded to the API as `Token`. */
export const TOKEN_COOKIE = 'nangsue_token';
/**
 * "A session cookie exists": readable by scripts, holds nothing secret. Cached pages are the same for
 * everyone, so the header's account corner learns from this hint whether to show the customer's name.
 */
export const SIGNED_IN_HINT_COOKIE = 'nangsue_signed_in';
/** The device id `POST /appstart` issued; readable by scripts so server rendering can send it too. */
export const DEVICE_COOKIE = 'nangsue_device';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The persisted store (spec §9). Never holds the session token. */
export const STORE_STORAGE_KEY = 'nangsue';
/** The page to return to after logging in; kept apart so it survives clearing the store on a 401. */
export const LAST_PAGE_STORAGE_KEY = 'nangsue-last-page';
/** A language switch that the API has not been told about yet (session storage). */
export const PENDING_LANGUAGE_STORAGE_KEY = 'nangsue-pending-language';

/** The reader's text size, line spacing, theme and layout on this device (features/reader). */
export const READER_SETTINGS_STORAGE_KEY = 'nangsue-reader-settings';

/** UI preferences that survive "clear local storage" on a 401: MUI's colour-scheme keys, the reader's. */
export const PRESERVED_STORAGE_KEY_PREFIXES = ['mui-', READER_SETTINGS_STORAGE_KEY] as const;
