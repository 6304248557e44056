/**
 * The check digit of a Thai 13-digit tax id (the citizen id for people, the juristic-person number
 * for companies): digits 1-12 weighted 13 down to 2, the 13th = (11 - sum mod 11) mod 10.
 */
export const isValidThaiTaxId = (value: string): boolean => {
  if (!/^[0-9]{13}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 12; index += 1) sum += Number(value[index]) * (13 - index);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
};
