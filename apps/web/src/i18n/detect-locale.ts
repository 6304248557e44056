import { isLocale, type Locale } from '@nangsue/contracts';

/** What the spec (§2) falls back to when neither the cookie nor the browser names th or en: en-US. */
export const FALLBACK_LANDING_LOCALE: Locale = 'en';

type LanguageRange = { tag: string; quality: number; order: number };

const parseAcceptLanguage = (header: string): LanguageRange[] =>
  header
    .split(',')
    .map((part, order) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const qualityParam = params
        .map((param) => param.trim())
        .find((param) => param.startsWith('q='));
      const quality = qualityParam === undefined ? 1 : Number(qualityParam.slice(2));
      return {
        tag: rawTag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((range) => range.tag !== '' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);

/** The most preferred of our locales in an `Accept-Language` header, or null when it names neither. */
export const pickLocaleFromAcceptLanguage = (header: string | null | undefined): Locale | null => {
  if (!header) return null;

  for (const { tag } of parseAcceptLanguage(header)) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
};

type LandingInput = {
  cookieLocale: string | null | undefined;
  acceptLanguage: string | null | undefined;
};

/** Where a first visit to `/` lands: saved cookie, then the browser's languages, then en-US. */
export const resolveLandingLocale = ({ cookieLocale, acceptLanguage }: LandingInput): Locale => {
  if (isLocale(cookieLocale)) return cookieLocale;
  return pickLocaleFromAcceptLanguage(acceptLanguage) ?? FALLBACK_LANDING_LOCALE;
};
