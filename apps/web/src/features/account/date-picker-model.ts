import { DATE_PICKER, type Locale } from '@nangsue/contracts';

/**
 * The calendar arithmetic of the date picker (spec §9): the years it offers, the month grid of six
 * weeks, and Buddhist-era years in Thai. Dates are plain `YYYY-MM-DD` strings, computed in UTC so
 * the reader's time zone never moves a day.
 */

/** Thai years are counted in the Buddhist era: BE = CE + 543. */
export const BUDDHIST_ERA_OFFSET = 543;

export type CalendarMonth = { year: number; /** 1 to 12 */ month: number };

export type DayCell = {
  iso: string;
  day: number;
  /** False for the days of the previous and next month that fill the six weeks. */
  inMonth: boolean;
};

/** The year as the reader counts it: Buddhist era in Thai, Gregorian in English. */
export const displayYear = (year: number, locale: Locale): number =>
  locale === 'th' ? year + BUDDHIST_ERA_OFFSET : year;

/** From 100 years before to 52 after the current year (spec §9), both included. */
export const yearBounds = (currentYear: number): { first: number; last: number } => ({
  first: currentYear - DATE_PICKER.yearsBefore,
  last: currentYear + DATE_PICKER.yearsAfter,
});

/**
 * The years to choose from, newest first, within the spec's range and, when given, within the
 * years of `min` and `max` (a birth date offers no future years).
 */
export const yearOptions = (
  currentYear: number,
  { min, max }: { min?: string; max?: string } = {},
): number[] => {
  const bounds = yearBounds(currentYear);
  const first = Math.max(
    bounds.first,
    min ? (parseIsoDate(min)?.year ?? bounds.first) : bounds.first,
  );
  const last = Math.min(bounds.last, max ? (parseIsoDate(max)?.year ?? bounds.last) : bounds.last);
  const years: number[] = [];
  for (let year = last; year >= first; year -= 1) years.push(year);
  return years;
};

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export const toIsoDate = (year: number, month: number, day: number): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** `YYYY-MM-DD` of a real calendar day, or null. */
export const parseIsoDate = (
  value: string,
): { year: number; month: number; day: number } | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return { year, month, day };
};

const fromUtc = (date: Date): string =>
  toIsoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());

/** The date `days` later (or earlier, when negative). */
export const addDays = (iso: string, days: number): string => {
  const parsed = parseIsoDate(iso);
  if (parsed === null) throw new Error(`Not a date: ${iso}`);
  return fromUtc(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days)));
};

export const addMonths = ({ year, month }: CalendarMonth, months: number): CalendarMonth => {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/** Today in Bangkok, where the store keeps its calendar. */
export const todayIso = (now: Date = new Date()): string =>
  fromUtc(new Date(now.getTime() + 7 * 60 * 60 * 1000));

/**
 * The month as six weeks of seven days, starting on Sunday (as Thai calendars do): the first row
 * holds the 1st, days of the neighbouring months fill the rest (spec §9: a 6-week grid).
 */
export const monthGrid = ({ year, month }: CalendarMonth): DayCell[][] => {
  const leadingDays = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const weeks: DayCell[][] = [];
  for (let week = 0; week < DATE_PICKER.weeks; week += 1) {
    const days: DayCell[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = new Date(Date.UTC(year, month - 1, 1 - leadingDays + week * 7 + weekday));
      days.push({
        iso: fromUtc(date),
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === month - 1,
      });
    }
    weeks.push(days);
  }
  return weeks;
};

/** Whether `iso` is inside `[min, max]` (ISO dates compare as text). */
export const isWithin = (iso: string, { min, max }: { min?: string; max?: string }): boolean =>
  (min === undefined || iso >= min) && (max === undefined || iso <= max);

/** The month a picker opens on: the chosen date's, else the latest allowed one's, else today's. */
export const initialMonth = (value: string | null, max: string | undefined, today: string) => {
  const source = (value && parseIsoDate(value)) || parseIsoDate(max && max < today ? max : today);
  if (source === null) throw new Error('No valid date to open on');
  return { year: source.year, month: source.month };
};
