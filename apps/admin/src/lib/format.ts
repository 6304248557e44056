import { useLocaleState } from 'react-admin';

/**
 * How the back office writes money and times, in one place: baht from the API's satang, and
 * instants in the store's time zone (Asia/Bangkok, whatever the staff member's computer is set
 * to), in the staff member's language (Thai: the Buddhist year, as Thai staff read it).
 */
export const STORE_TIME_ZONE = 'Asia/Bangkok';

/** The Intl locale of the back office's language. */
export const intlLocaleOf = (locale: string): string => (locale === 'th' ? 'th-TH' : 'en-GB');

type DateTimeStyle = Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>;

/** An instant (ISO text) in Bangkok time, or a dash when there is none. */
export const formatDateTime = (
  value: string | null | undefined,
  locale: string,
  style: DateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' },
): string =>
  value
    ? new Date(value).toLocaleString(intlLocaleOf(locale), { ...style, timeZone: STORE_TIME_ZONE })
    : '—';

/** `formatDateTime` in the current language. */
export const useDateTime = (style?: DateTimeStyle) => {
  const [locale] = useLocaleState();
  return (value: string | null | undefined) => formatDateTime(value, locale, style);
};

/**
 * Satang as baht: `฿1,234.50`; `compact` drops a zero fraction and uses the narrow sign
 * (`฿1,250`, the catalog's prices).
 */
export const formatBaht = (
  satang: number,
  locale: string,
  { compact = false }: { compact?: boolean } = {},
): string =>
  (satang / 100).toLocaleString(intlLocaleOf(locale), {
    style: 'currency',
    currency: 'THB',
    ...(compact
      ? { currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: 2 }
      : { minimumFractionDigits: 2 }),
  });

/** `baht(12050)` → `฿120.50`, in the current language. */
export const useBaht = () => {
  const [locale] = useLocaleState();
  return (satang: number) => formatBaht(satang, locale);
};

/** Baht (or coins) as staff type them → satang; null when empty or not a number. */
export const toSatang = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
};

/** `format`/`parse` of a NumberInput that shows baht or coins for a satang field. */
export const satangInput = {
  format: (value: unknown) => (typeof value === 'number' ? value / 100 : ''),
  parse: (value: unknown) => toSatang(value),
};

/**
 * A chart's money axis (values in baht): whole labels such as `฿1,250`, from zero, as wide as its
 * longest label, so an empty month shows `฿0` rather than a cut-off `0.00…`.
 */
export const useBahtAxis = () => {
  const [locale] = useLocaleState();
  return {
    width: 'auto' as const,
    min: 0,
    tickMinStep: 1,
    valueFormatter: (value: number | null) =>
      value === null ? '' : formatBaht(Math.round(value * 100), locale, { compact: true }),
  };
};

/** A chart's count axis: whole numbers from zero. */
export const COUNT_AXIS = { width: 'auto' as const, min: 0, tickMinStep: 1 };
