/** Languages of the store. No zod here: the browser's first load imports this (its schema is in common.ts). */
export const LOCALES = ['th', 'en'] as const;
export const DEFAULT_LOCALE = 'th' as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** BCP 47 tags of each locale (spec §2: en-US and th-TH). */
export const LOCALE_TAGS: Record<Locale, string> = { th: 'th-TH', en: 'en-US' };

export const TIME_ZONE = 'Asia/Bangkok';
