/**
 * Money and times in the catalog screens: the API speaks satang (฿1 = 100 satang) and ISO
 * instants; staff type baht and their local date and time.
 */
export const toSatang = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
};

export const fromSatang = (value: unknown): number | string =>
  typeof value === 'number' ? value / 100 : '';

/** `format`/`parse` of a NumberInput that shows baht for a satang field. */
export const bahtInput = { format: fromSatang, parse: toSatang };

/** ฿1,250.50 in the staff member's language. */
export const formatBaht = (satang: number, locale: string): string =>
  (satang / 100).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', {
    style: 'currency',
    currency: 'THB',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });

/** `parse` of a DateTimeInput: the local date and time as an ISO instant (or null when empty). */
export const parseDateTime = (value: string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** 1.2 MB, 350 kB. */
export const formatBytes = (bytes: number, locale: string): string => {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${value.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', { maximumFractionDigits: 1 })} ${units[unit]}`;
};
