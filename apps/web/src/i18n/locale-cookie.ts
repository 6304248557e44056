import { LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from '@nangsue/contracts';

/** The saved language choice (spec §2, §9): written only by the language switch. */
export const LOCALE_COOKIE_NAME = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export const formatLocaleCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE_NAME}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/** Saves the reader's language choice in the browser. */
export const saveLocaleChoice = (locale: Locale): void => {
  document.cookie = formatLocaleCookie(locale);
};
