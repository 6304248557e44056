import { z } from 'zod';

export const LOCALES = ['th', 'en'] as const;
export const DEFAULT_LOCALE = 'th' as const;
export const LocaleSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof LocaleSchema>;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** BCP 47 tags of each locale (spec §2: en-US and th-TH). */
export const LOCALE_TAGS: Record<Locale, string> = { th: 'th-TH', en: 'en-US' };

export const TIME_ZONE = 'Asia/Bangkok';
