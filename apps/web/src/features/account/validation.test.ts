import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkCurrentPassword,
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  passwordStrength,
} from './validation';

describe('account form checks', () => {
  it('checks e-mail addresses', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('   ')).toBe('required');
    expect(checkEmail('somchai')).toBe('emailInvalid');
    expect(checkEmail('somchai@')).toBe('emailInvalid');
    expect(checkEmail(' somchai@example.com ')).toBeNull();
    expect(checkEmail(`${'a'.repeat(250)}@example.com`)).toBe('emailTooLong');
  });

  it('applies the password policy counting characters as the reader sees them', () => {
    expect(checkNewPassword('')).toBe('required');
    expect(checkNewPassword('1234567')).toBe('passwordTooShort');
    expect(checkNewPassword('12345678')).toBeNull();
    // Thai and spaces are allowed; eight Thai characters are eight, not 24 bytes.
    expect(checkNewPassword('รหัสผ่านดี')).toBeNull();
    expect(checkNewPassword('กขคฃ งจฉ')).toBeNull();
    expect(checkNewPassword('😀'.repeat(7))).toBe('passwordTooShort');
    expect(checkNewPassword('x'.repeat(128))).toBeNull();
    expect(checkNewPassword('x'.repeat(129))).toBe('passwordTooLong');
  });

  it('only asks the current password to be there', () => {
    expect(checkCurrentPassword('')).toBe('required');
    expect(checkCurrentPassword('a')).toBeNull();
  });

  it('checks the confirmation, names and the optional phone', () => {
    expect(checkConfirmation('secret-123', '')).toBe('required');
    expect(checkConfirmation('secret-123', 'secret-124')).toBe('passwordMismatch');
    expect(checkConfirmation('secret-123', 'secret-123')).toBeNull();
    expect(checkName(' ')).toBe('required');
    expect(checkName('สมชาย')).toBeNull();
    expect(checkName('ก'.repeat(101))).toBe('nameTooLong');
    expect(checkPhone('')).toBeNull();
    expect(checkPhone('081 234 5678')).toBeNull();
    expect(checkPhone('+66812345678')).toBeNull();
    expect(checkPhone('call me')).toBe('phoneInvalid');
  });
});

describe('passwordStrength', () => {
  it('grows with length and variety', () => {
    expect(passwordStrength('short')).toBe(0);
    expect(passwordStrength('aaaaaaaaaaaa')).toBe(1);
    expect(passwordStrength('12345678901')).toBe(1);
    expect(passwordStrength('bookworm')).toBe(1);
    expect(passwordStrength('bookworm-reads')).toBe(2);
    expect(passwordStrength('three long words here')).toBe(3);
    expect(passwordStrength('Reading 4 Thai หนังสือ!')).toBe(4);
  });
});
