import { createHash, randomInt } from 'node:crypto';

/**
 * Redeem codes (docs/buying.md §13.2): 24 symbols of Crockford's base 32 (no I, L, O, U): 23
 * random (115 bits) and a Luhn mod 32 check symbol, shown in six groups of four. Input is forgiving
 * (spaces, hyphens, lower case, and I/L read as 1, O as 0); a typo is caught by the check symbol
 * before any look-up. Only the SHA-256 of the normalised code is stored.
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const N = CODE_ALPHABET.length;
export const CODE_LENGTH = 24;

const valueOf = (symbol: string): number => CODE_ALPHABET.indexOf(symbol);

/** Luhn mod N check symbol of `body`. */
const checkSymbolOf = (body: string): string => {
  let factor = 2;
  let sum = 0;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    const addend = factor * valueOf(body[index] as string);
    factor = factor === 2 ? 1 : 2;
    sum += Math.floor(addend / N) + (addend % N);
  }
  return CODE_ALPHABET[(N - (sum % N)) % N] as string;
};

/** The code as typed, in canonical form (24 symbols), or null when it cannot be one. */
export const normaliseCode = (input: string): string | null => {
  const symbols = input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (symbols.length !== CODE_LENGTH) return null;
  if ([...symbols].some((symbol) => valueOf(symbol) < 0)) return null;
  return symbols;
};

/** Whether a normalised code's last symbol checks its others. */
export const hasValidCheck = (code: string): boolean =>
  checkSymbolOf(code.slice(0, -1)) === code.slice(-1);

/** A new random code, normalised. */
export const mintCode = (): string => {
  let body = '';
  for (let index = 0; index < CODE_LENGTH - 1; index += 1) body += CODE_ALPHABET[randomInt(N)];
  return body + checkSymbolOf(body);
};

/** `XXXX-XXXX-XXXX-XXXX-XXXX-XXXX`, as a code is shown and printed. */
export const formatCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

export const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');
