import { isLocale, type Locale } from '@nangsue/contracts';
import { PENDING_LANGUAGE_STORAGE_KEY } from './storage-keys';

/**
 * A language switch navigates first and tells the API afterwards, from the page in the new
 * language, so a slow or failing `setlanguage` call never blocks the switch and its toast or
 * login dialog shows on the page the reader lands on.
 */
export const markLanguagePending = (locale: Locale): void => {
  try {
    sessionStorage.setItem(PENDING_LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage can be unavailable (private mode, quota): the switch itself still happens.
  }
};

/** The pending language if it is `locale`, removing the mark so it is sent once. */
export const takePendingLanguage = (locale: Locale): Locale | null => {
  try {
    const pending = sessionStorage.getItem(PENDING_LANGUAGE_STORAGE_KEY);
    if (!isLocale(pending) || pending !== locale) return null;

    sessionStorage.removeItem(PENDING_LANGUAGE_STORAGE_KEY);
    return pending;
  } catch {
    return null;
  }
};
