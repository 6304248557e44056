/**
 * Money and coins in the promotions screens: the API speaks satang (1 coin = ฿1 = 100 satang),
 * staff type and read baht or coins with up to two decimals.
 */
export const toSatang = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
};

export const fromSatang = (value: unknown): number | null =>
  typeof value === 'number' ? value / 100 : null;

/** "1,250.50" (coins or baht), in the staff member's language's digits grouping. */
export const formatUnits = (satang: number, locale: string): string =>
  (satang / 100).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });

/** `parse`/`format` of a NumberInput that shows baht or coins for a satang field. */
export const satangInput = {
  format: (value: unknown) => fromSatang(value) ?? '',
  parse: (value: unknown) => toSatang(value),
};

/** `parse` of a DateTimeInput: the local date and time as an ISO instant (or null when empty). */
export const parseDateTime = (value: string | null | undefined): string | null =>
  value ? new Date(value).toISOString() : null;

/** A fresh idempotency key for a form that must not act twice. */
export const newClientKey = (): string => crypto.randomUUID();
