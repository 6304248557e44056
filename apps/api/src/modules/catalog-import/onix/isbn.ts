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
