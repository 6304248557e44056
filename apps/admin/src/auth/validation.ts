import { maxLength, minLength, regex, required } from 'react-admin';

/** The authenticator's code: six digits (the API checks it, and never accepts one twice). */
export const validateCode = [required(), regex(/^\s*\d{6}\s*$/, 'nangsue.validation.code')];

/** A new password: at least 12 characters (StaffPasswordSchema). */
export const validateNewPassword = [
  required(),
  minLength(12, 'nangsue.validation.password_length'),
  maxLength(200),
];

/** The second password field must equal the first. */
export const samePassword = (value: unknown, values: { Password?: unknown }) =>
  value === values.Password ? undefined : 'nangsue.validation.password_mismatch';
