import { formatBaht, intlLocaleOf } from '../../lib/format';

/** The catalog screens' own formats (money and dates in general: lib/format.ts). */

/** ฿1,250.50 (฿1,250 when whole) in the staff member's language. */
export const formatPrice = (satang: number, locale: string): string =>
  formatBaht(satang, locale, { compact: true });

/** 1.2 MB, 350 kB. */
export const formatBytes = (bytes: number, locale: string): string => {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toLocaleString(intlLocaleOf(locale), { maximumFractionDigits: 1 })} ${units[unit]}`;
};
