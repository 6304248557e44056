import { TIME_ZONE } from '@nangsue/contracts';
import type { createFormatter } from 'next-intl';

/** What `useFormatter()` (client or shared components) and `getFormatter()` (server) return. */
export type Formatter = ReturnType<typeof createFormatter>;

const SATANG_PER_BAHT = 100;

/**
 * A price in integer satang as THB in the reader's language: `฿295.00` in both Thai and English
 * (the narrow symbol; English would otherwise write `THB 295.00`).
 */
export const formatPrice = (format: Formatter, satang: number): string =>
  format.number(satang / SATANG_PER_BAHT, {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
  });

/** A price in satang as a decimal string of baht (`29500` → `'295.00'`), exact for any integer. */
export const toBahtDecimal = (satang: number): string => {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(satang));
  return `${sign}${Math.floor(abs / SATANG_PER_BAHT)}.${String(abs % SATANG_PER_BAHT).padStart(2, '0')}`;
};

/** A calendar date (`YYYY-MM-DD`) as the instant it starts in Bangkok. */
export const bangkokMidnight = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+07:00`);

/**
 * A calendar date in the reader's language, always in Bangkok: Buddhist era in Thai (`th` uses
 * the Buddhist calendar by default: `5 มีนาคม 2568`), Gregorian in English (`March 5, 2025`).
 */
export const formatCalendarDate = (format: Formatter, isoDate: string): string =>
  format.dateTime(bangkokMidnight(isoDate), { dateStyle: 'long', timeZone: TIME_ZONE });

/** A file size in megabytes with one decimal (`2.8 MB`); under 0.1 MB in kilobytes. */
export const formatFileSize = (format: Formatter, bytes: number): string => {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes < 0.1) {
    return format.number(Math.max(1, Math.round(bytes / 1024)), {
      style: 'unit',
      unit: 'kilobyte',
    });
  }
  return format.number(megabytes, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  });
};

/** An average rating with one decimal (`4.5`). */
export const formatRating = (format: Formatter, average: number): string =>
  format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
