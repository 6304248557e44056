import {
  EMAIL_MAX_LENGTH,
  EmailSchema,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PasswordSchema,
  PhoneSchema,
} from '@nangsue/contracts';

/**
 * The checks account forms run as the reader types. They use the contract's schemas and limits,
 * so the browser refuses exactly what the API would; each returns the key of a translated message
 * under `account.validation`, or null.
 */
export type ValidationKey =
  | 'required'
  | 'emailInvalid'
  | 'emailTooLong'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordMismatch'
  | 'passwordUnchanged'
  | 'nameTooLong'
  | 'phoneInvalid'
  | 'termsRequired';

/** The values a message may need (`{min}`, `{max}`). */
export const VALIDATION_LIMITS = {
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  emailMax: EMAIL_MAX_LENGTH,
} as const;

export const checkEmail = (value: string): ValidationKey | null => {
  if (value.trim() === '') return 'required';
  if (value.trim().length > EMAIL_MAX_LENGTH) return 'emailTooLong';
  return EmailSchema.safeParse(value).success ? null : 'emailInvalid';
};

/** A password typed to prove who you are: only needs to be there. */
export const checkCurrentPassword = (value: string): ValidationKey | null =>
  value === '' ? 'required' : null;

/** A new password against the policy: 8 to 128 characters counted as the reader sees them. */
export const checkNewPassword = (value: string): ValidationKey | null => {
  if (value === '') return 'required';
  const result = PasswordSchema.safeParse(value);
  if (result.success) return null;
  return [...value].length < PASSWORD_MIN_LENGTH ? 'passwordTooShort' : 'passwordTooLong';
};

export const checkConfirmation = (password: string, confirmation: string): ValidationKey | null => {
  if (confirmation === '') return 'required';
  return confirmation === password ? null : 'passwordMismatch';
};

export const checkName = (value: string): ValidationKey | null => {
  if (value.trim() === '') return 'required';
  return value.trim().length > NAME_MAX_LENGTH ? 'nameTooLong' : null;
};

/** Optional: empty is fine, anything else must be a phone number. */
export const checkPhone = (value: string): ValidationKey | null =>
  value.trim() === '' || PhoneSchema.safeParse(value).success ? null : 'phoneInvalid';

export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

/**
 * A rough hint of how hard a new password is to guess (0 = too short, 4 = strong). Length counts
 * most (the policy sets no composition rules, ASVS 6.2.5); variety and the absence of obvious
 * repetition add a little. Only a hint: the API's check of common passwords decides.
 */
export const passwordStrength = (value: string): PasswordStrength => {
  const characters = [...value];
  if (characters.length < PASSWORD_MIN_LENGTH) return 0;

  const distinct = new Set(characters).size;
  if (distinct <= 2 || /^(?:0123456789|1234567890|abcdefgh|qwertyui)/i.test(value)) return 1;

  const classes = [
    /[a-z]/,
    /[A-Z]/,
    /[0-9]/,
    /[\u0E00-\u0E7F]/,
    /[^a-zA-Z0-9\u0E00-\u0E7F]/,
  ].filter((pattern) => pattern.test(value)).length;
  let score = 1;
  if (characters.length >= 12) score += 1;
  if (characters.length >= 16) score += 1;
  if (classes >= 3 && distinct >= 6) score += 1;
  return Math.min(score, 4) as PasswordStrength;
};
