/**
 * The one way the API writes a date for people: Bangkok wall clock, Thai in the Buddhist era
 * (`th-TH-u-ca-buddhist`), English in the Gregorian calendar, all from `Intl.DateTimeFormat`.
 * Receipts, e-mails and messages use these; machine formats (ISO, a gateway's wire format) do not.
 */

export type DateLocale = 'th' | 'en';

const TIME_ZONE = 'Asia/Bangkok';
const LOCALES: Record<DateLocale, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };

const formatter = (options: Intl.DateTimeFormatOptions) => {
  const made = {
    th: new Intl.DateTimeFormat(LOCALES.th, { ...options, timeZone: TIME_ZONE }),
    en: new Intl.DateTimeFormat(LOCALES.en, { ...options, timeZone: TIME_ZONE }),
  };
  return (locale: DateLocale) => made[locale];
};

const DATE = formatter({ dateStyle: 'long' });
const DATE_TIME = formatter({ dateStyle: 'long', timeStyle: 'short' });
const TIME = formatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const BUDDHIST_YEAR = new Intl.DateTimeFormat(LOCALES.th, { year: 'numeric', timeZone: TIME_ZONE });

const toDate = (at: Date | string): Date => {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(at)}`);
  return date;
};

/** "29 กุมภาพันธ์ 2567" / "29 February 2024". */
export const formatDate = (at: Date | string, locale: DateLocale): string =>
  DATE(locale).format(toDate(at));

/** "29 กุมภาพันธ์ 2567 เวลา 00:30" / "29 February 2024 at 00:30". */
export const formatDateTime = (at: Date | string, locale: DateLocale): string =>
  DATE_TIME(locale).format(toDate(at));

/** "00:30": the 24-hour Bangkok clock (the same digits in both languages). */
export const formatTime = (at: Date | string): string => TIME('en').format(toDate(at));

/** The Buddhist-era year of an instant in Bangkok: 2567 for 2024. */
export const buddhistYearOf = (at: Date | string): number =>
  Number(
    BUDDHIST_YEAR.formatToParts(toDate(at)).find((part) => part.type === 'year')?.value ?? NaN,
  );
