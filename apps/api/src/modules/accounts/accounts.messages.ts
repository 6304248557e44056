import type { Locale } from '@nangsue/contracts';

/** Messages of the accounts module, in Thai and English (registered at the composition root, src/messages.ts). */
export const accountsMessages = {
  'accounts.login.failed': {
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    en: 'The e-mail address or password is incorrect.',
  },
  'accounts.login.unverified': {
    th: 'กรุณายืนยันอีเมลของคุณก่อนเข้าสู่ระบบ เราได้ส่งลิงก์ยืนยันใหม่ไปที่อีเมลของคุณแล้ว',
    en: 'Please confirm your e-mail address first. We have sent you a new confirmation link.',
  },
  'accounts.login.locked': {
    th: 'บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า',
    en: 'This account is locked. Please contact customer support.',
  },
  'accounts.logout.done': {
    th: 'ออกจากระบบเรียบร้อยแล้ว',
    en: 'You have been logged out.',
  },
  'accounts.throttle.tooManyAttempts': {
    th: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที หรือตั้งรหัสผ่านใหม่ด้วยเมนูลืมรหัสผ่าน',
    en: 'Too many failed attempts. Please try again in {minutes} minutes, or reset your password with "Forgot password".',
  },
  'accounts.throttle.tooManyRequests': {
    th: 'มีคำขอมากเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
    en: 'Too many requests. Please try again in {minutes} minutes.',
  },
  'accounts.register.checkEmail': {
    th: 'เราได้ส่งอีเมลไปยังที่อยู่อีเมลที่คุณระบุแล้ว กรุณาเปิดลิงก์ในอีเมลเพื่อสมัครสมาชิกให้เสร็จสมบูรณ์',
    en: 'We have sent an e-mail to the address you gave. Open the link in it to finish signing up.',
  },
  'accounts.verify.invalidLink': {
    th: 'ลิงก์ยืนยันอีเมลนี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาเข้าสู่ระบบเพื่อรับลิงก์ใหม่',
    en: 'This confirmation link is invalid or has expired. Log in to get a new one.',
  },
  'accounts.password.tooShort': {
    th: 'รหัสผ่านต้องมีอย่างน้อย {minimum} ตัวอักษร',
    en: 'The password must be at least {minimum} characters long.',
  },
  'accounts.password.tooLong': {
    th: 'รหัสผ่านต้องมีไม่เกิน {maximum} ตัวอักษร',
    en: 'The password must be at most {maximum} characters long.',
  },
  'accounts.password.common': {
    th: 'รหัสผ่านนี้ถูกใช้บ่อยเกินไปและเดาได้ง่าย กรุณาเลือกรหัสผ่านอื่น',
    en: 'This password is too common and easy to guess. Please choose another one.',
  },
  'accounts.password.noPassword': {
    th: 'บัญชีนี้ยังไม่มีรหัสผ่าน กรุณาตั้งรหัสผ่านด้วยเมนูลืมรหัสผ่าน',
    en: 'This account has no password yet. Set one with "Forgot password".',
  },
  'accounts.password.wrongCurrent': {
    th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    en: 'The current password is incorrect.',
  },
  'accounts.password.sameAsOld': {
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
    en: 'The new password must be different from the current one.',
  },
  'accounts.password.changed': {
    th: 'เปลี่ยนรหัสผ่านเรียบร้อยแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบไว้ได้ออกจากระบบแล้ว',
    en: 'Your password has been changed. Your other devices have been logged out.',
  },
  'accounts.reset.emailSent': {
    th: 'หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปแล้ว ลิงก์ใช้ได้ {minutes} นาที',
    en: 'If an account uses this address, we have sent it a link to reset the password. The link works for {minutes} minutes.',
  },
  'accounts.signInLink.sent': {
    th: 'หากมีบัญชีที่ใช้อีเมลนี้ เราได้ส่งลิงก์เข้าสู่ระบบไปแล้ว ลิงก์ใช้ได้ครั้งเดียวภายใน {minutes} นาที',
    en: 'If an account uses this address, we have sent it a sign-in link. The link works once within {minutes} minutes.',
  },
  'accounts.signInLink.invalidLink': {
    th: 'ลิงก์เข้าสู่ระบบนี้ไม่ถูกต้อง ใช้ไปแล้ว หรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
    en: 'This sign-in link is invalid, already used or expired. Please ask for a new one.',
  },
  'accounts.reset.invalidLink': {
    th: 'ลิงก์ตั้งรหัสผ่านใหม่นี้ไม่ถูกต้องหรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่',
    en: 'This password reset link is invalid or has expired. Please ask for a new one.',
  },
  'accounts.reset.done': {
    th: 'ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
    en: 'Your password has been reset. Please log in with your new password.',
  },
  'accounts.profile.birthDateRange': {
    th: 'วันเกิดต้องไม่อยู่ในอนาคตและไม่ก่อน {minimum}',
    en: 'The date of birth must not be in the future or before {minimum}.',
  },
  'accounts.deactivate.passwordRequired': {
    th: 'กรุณากรอกรหัสผ่านเพื่อยืนยันการลบบัญชี',
    en: 'Enter your password to confirm deleting your account.',
  },
  'accounts.deactivate.wrongPassword': {
    th: 'รหัสผ่านไม่ถูกต้อง บัญชีของคุณยังไม่ถูกลบ',
    en: 'The password is incorrect. Your account has not been deleted.',
  },
  'accounts.deactivate.signInAgain': {
    th: 'กรุณาเข้าสู่ระบบด้วย {provider} อีกครั้ง แล้วลบบัญชีภายใน {minutes} นาที',
    en: 'Please sign in with {provider} again, then delete your account within {minutes} minutes.',
  },
  'accounts.deactivate.done': {
    th: 'ลบบัญชีและข้อมูลส่วนบุคคลของคุณเรียบร้อยแล้ว',
    en: 'Your account and personal data have been deleted.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    accountsMessages: typeof accountsMessages;
  }
}
