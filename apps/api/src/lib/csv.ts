/**
 * The back office's CSV files (reports, redeem-code exports): RFC 4180 cells, CRLF lines, and a
 * UTF-8 byte-order mark so spreadsheets read Thai text as UTF-8.
 */

/**
 * One cell: quoted when it holds a quote, comma or line break. A text starting with = + - @ (or a
 * tab or carriage return) gets a leading apostrophe, so a spreadsheet never reads it as a formula;
 * numbers are written as they are (a negative amount stays a number).
 */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** A whole file: the byte-order mark, then each row's cells joined by commas, CRLF after each. */
export const csvDocument = (rows: readonly (readonly (string | number)[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
