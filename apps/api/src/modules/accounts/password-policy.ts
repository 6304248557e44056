import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@nangsue/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../lib/app-error.js';

/**
 * The password policy (security checklist 2, ASVS 6.2): 8 to 128 characters counted in Unicode code
 * points, any characters (Thai, spaces, emoji), no composition rules, and not one of the most common
 * passwords. The password itself is never trimmed or changed; only the comparison with the list
 * ignores case.
 */

/** English QWERTY keys to Thai Kedmanee, unshifted: what `password` becomes with the Thai layout on. */
const KEDMANEE: Record<string, string> = Object.fromEntries(
  [
    ['1234567890-=', 'ๅ/-ภถุึคตจขช'],
    ['qwertyuiop[]\\', 'ๆไำพะัีรนยบลฃ'],
    ["asdfghjkl;'", 'ฟหกดเ้่าสวง'],
    ['zxcvbnm,./', 'ผปแอิืทมใฝ'],
  ].flatMap(([latin, thai]) => [...latin!].map((key, index) => [key, [...thai!][index]!])),
);

const toThaiLayout = (value: string): string | undefined => {
  const characters = [...value].map((character) => KEDMANEE[character]);
  return characters.every(Boolean) ? characters.join('') : undefined;
};

/** Obvious Thai choices that no English list holds. */
const THAI_COMMON = [
  'รหัสผ่าน',
  'รหัสผ่าน1',
  'รหัสผ่าน123',
  'รหัสผ่าน1234',
  '๑๒๓๔๕๖๗๘',
  '๑๒๓๔๕๖๗๘๙',
  '๑๒๓๔๕๖๗๘๙๐',
  'สวัสดีครับ',
  'สวัสดีค่ะ',
  'ประเทศไทย',
  'กรุงเทพมหานคร',
  'กขคงจฉชซ',
  'ฟหกดฟหกด',
  'ๆไำพะัีร',
];

const codePoints = (value: string): number => [...value].length;
const comparable = (value: string): string => value.normalize('NFC').toLowerCase();

/** Built once, when the module is first loaded (about 18,000 entries). */
const COMMON_PASSWORDS: ReadonlySet<string> = (() => {
  const set = new Set<string>();
  const list = dictionary['passwords-common'];
  list.forEach((password, rank) => {
    if (codePoints(password) < PASSWORD_MIN_LENGTH) return;
    set.add(comparable(password));
    // The same keys typed with the Thai layout on, for the most common ones.
    if (rank < 5000) {
      const thai = toThaiLayout(password.toLowerCase());
      if (thai) set.add(thai);
    }
  });
  for (const password of ['12345678', 'password', 'qwertyui', 'asdfghjk', '11111111']) {
    set.add(password);
    const thai = toThaiLayout(password);
    if (thai) set.add(thai);
  }
  for (const password of THAI_COMMON) set.add(comparable(password));
  return set;
})();

/** True for a password from the common list (any case), a single repeated character, or the e-mail. */
export const isCommonPassword = (password: string, email?: string): boolean => {
  const value = comparable(password);
  if (COMMON_PASSWORDS.has(value)) return true;
  if (new Set(value).size === 1) return true;
  if (email) {
    const address = comparable(email.trim());
    const local = address.split('@')[0];
    if (value === address || value === local) return true;
  }
  return false;
};

/**
 * Checks a new password (registration, change, reset). The contract's schema already checked the
 * length at the edge; it is checked again here so no other caller can skip it.
 */
export const assertAcceptablePassword = (password: string, email?: string): void => {
  const length = codePoints(password);
  if (length < PASSWORD_MIN_LENGTH)
    throw new AppError('VALIDATION_FAILED', {
      message: 'accounts.password.tooShort',
      params: { minimum: PASSWORD_MIN_LENGTH },
    });
  if (length > PASSWORD_MAX_LENGTH)
    throw new AppError('VALIDATION_FAILED', {
      message: 'accounts.password.tooLong',
      params: { maximum: PASSWORD_MAX_LENGTH },
    });
  if (isCommonPassword(password, email))
    throw new AppError('VALIDATION_FAILED', { message: 'accounts.password.common' });
};
