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

type Parts = readonly { th: object; en: object }[];

const build = (base: TranslationMessages, locale: AdminLocale, parts: Parts) =>
  parts
    .map((part) => part[locale])
    .reduce<Messages>(
      (all, part) => deepMerge(all, part as Messages),
      base as Messages,
    ) as TranslationMessages;

/** react-admin's texts with `parts` merged over them, in order, for each language. */
export const buildMessages = (parts: Parts): Record<AdminLocale, TranslationMessages> => ({
  th: build(raThai, 'th', parts),
  en: build(englishMessages, 'en', parts),
});

/** Every text of the back office: react-admin's, the shell's and each area's. */
export const MESSAGES = buildMessages([appMessages, ...Object.values(AREA_MESSAGES)]);

/**
 * Thai by default; the choice is kept in react-admin's store and sent to the API as `Language`.
 * The back office and the publisher portal (ADR 0019) each make one over their own texts.
 */
export const createI18nProvider = (
  messages: Record<AdminLocale, TranslationMessages>,
): I18nProvider => {
  const polyglot = polyglotI18nProvider(
    (locale) => messages[locale === 'en' ? 'en' : 'th'],
    currentLocale(),
    [
      { locale: 'th', name: 'ไทย' },
      { locale: 'en', name: 'English' },
    ],
    // A missing key shows react-admin's fallback (`_`) or the key itself instead of a warning.
    { allowMissing: true },
  );
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      rememberLocale(locale);
    },
  };
};

export const i18nProvider = createI18nProvider(MESSAGES);
rememberLocale(currentLocale());
