import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { AREA_MESSAGES } from '../resources';
import { appMessages } from './app';
import { currentLocale, rememberLocale, type AdminLocale } from './locale';
import { raThai } from './ra-th';

type Messages = Record<string, unknown>;

const isObject = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `b` over `a`, nested objects merged key by key (so areas add `resources.*` side by side). */
export const deepMerge = (a: Messages, b: Messages): Messages => {
  const merged: Messages = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = merged[key];
    merged[key] = isObject(existing) && isObject(value) ? deepMerge(existing, value) : value;
  }
  return merged;
};

const build = (base: TranslationMessages, locale: AdminLocale): TranslationMessages =>
  [
    appMessages[locale],
    ...Object.values(AREA_MESSAGES).map((area) => area[locale]),
  ].reduce<Messages>(
    (all, part) => deepMerge(all, part as Messages),
    base as Messages,
  ) as TranslationMessages;

/** Every text of the back office: react-admin's, the shell's and each area's. */
export const MESSAGES: Record<AdminLocale, TranslationMessages> = {
  th: build(raThai, 'th'),
  en: build(englishMessages, 'en'),
};

const polyglot = polyglotI18nProvider(
  (locale) => MESSAGES[locale === 'en' ? 'en' : 'th'],
  currentLocale(),
  [
    { locale: 'th', name: 'ไทย' },
    { locale: 'en', name: 'English' },
  ],
  // A missing key shows react-admin's fallback (`_`) or the key itself instead of a warning.
  { allowMissing: true },
);

/** Thai by default; the choice is kept in react-admin's store and sent to the API as `Language`. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    rememberLocale(locale);
  },
};
rememberLocale(currentLocale());
