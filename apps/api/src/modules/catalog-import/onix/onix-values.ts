import type { LocalizedText } from '../catalog-import.types.js';

/** Small conversions from ONIX values to the import shape: money, dates, languages, names. */

const MAX_SATANG = 2_000_000_000;

/**
 * A decimal amount in baht as integer satang, computed on the digits so no float error creeps in:
 * `199.00` → 19900, `89.5` → 8950, `12.345` → 1235 (half up). Anything else → null.
 */
export const bahtToSatang = (amount: string): number | null => {
  const match = /^\s*(\d{1,10})(?:\.(\d*))?\s*$/.exec(amount);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  const cents = Number(`${fraction}00`.slice(0, 2));
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  const satang = Number(whole) * 100 + cents + roundUp;
  return satang <= MAX_SATANG ? satang : null;
};

const isRealDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * An ONIX date as YYYY-MM-DD: `20250314` (format 00), `202503` (01, first of the month), `2025` (05,
 * 1 January), `2025-03-14`, or a date-time starting with YYYYMMDD. Null when it is not a real date.
 */
export const onixDate = (value: string): string | null => {
  const digits = value.trim().replace(/^(\d{4})-(\d{2})-(\d{2})/, '$1$2$3');
  const match = /^(\d{4})(\d{2})?(\d{2})?(?:T.*)?$/.exec(digits);
  if (!match) return null;
  const [, yearText = '', monthText = '01', dayText = '01'] = match;
  const [year, month, day] = [Number(yearText), Number(monthText), Number(dayText)];
  if (!isRealDate(year, month, day)) return null;
  return `${yearText}-${monthText}-${dayText}`;
};

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;

/** `tha`/`th` → th, `eng`/`en` → en; otherwise the script decides (Thai letters → th). */
export const languageOf = ({
  code,
  text,
}: {
  code?: string | undefined;
  text: string;
}): 'th' | 'en' => {
  const normalized = code?.trim().toLowerCase();
  if (normalized === 'tha' || normalized === 'th') return 'th';
  if (normalized === 'eng' || normalized === 'en') return 'en';
  return THAI_SCRIPT.test(text) ? 'th' : 'en';
};

export type Tagged = { text: string; language: 'th' | 'en' };

/** A Thai and an English text from candidates; when only one language is there, it serves both. */
export const localize = (candidates: readonly Tagged[]): LocalizedText | null => {
  const present = candidates.filter(({ text }) => text.trim().length > 0);
  const th = present.find(({ language }) => language === 'th')?.text;
  const en = present.find(({ language }) => language === 'en')?.text;
  const either = th ?? en;
  if (either === undefined) return null;
  return { th: th ?? either, en: en ?? either };
};

/** Cuts a text to a column's length on a character boundary. */
export const clip = (text: string, max: number): string => {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
};
