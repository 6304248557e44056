/** ISBN-13 check digits (GS1 mod 10, weights 1 and 3). 978-616 and 978-974 are Thailand's prefixes. */
export const isbn13CheckDigit = (first12: string): number => {
  if (!/^\d{12}$/.test(first12)) throw new Error(`expected 12 digits, got "${first12}"`);
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10;
};

/** The 12 digits plus their check digit. */
export const completeIsbn13 = (first12: string): string => `${first12}${isbn13CheckDigit(first12)}`;

/** Digits only: `978-616-123-456-7` → `9786161234567`. */
export const normalizeIsbn = (value: string): string => value.replace(/[\s-]/g, '');

export const isValidIsbn13 = (value: string): boolean =>
  /^97[89]\d{10}$/.test(value) && isbn13CheckDigit(value.slice(0, 12)) === Number(value[12]);

/** ISBN-10 check characters (mod 11, weights 10 to 2; 10 is X). */
const isbn10CheckCharacter = (first9: string): string => {
  const sum = [...first9].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'x' : String(check);
};

/**
 * The ISBN-13 of a typed ISBN (digits only, lower-case `x`): an ISBN-13 as it is, an ISBN-10 with a
 * right check character as its 978 form; null for anything else.
 */
export const isbn13Of = (digits: string): string | null => {
  if (/^\d{13}$/.test(digits)) return isValidIsbn13(digits) ? digits : null;
  if (/^\d{9}[\dx]$/.test(digits) && isbn10CheckCharacter(digits.slice(0, 9)) === digits[9])
    return completeIsbn13(`978${digits.slice(0, 9)}`);
  return null;
};
