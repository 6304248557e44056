import type { Locale } from '@nangsue/contracts';

/** Messages of staff sign-in and staff management, in Thai and English (src/messages.ts registers them). */
export const staffMessages = {
  'staff.login.failed': {
    th: 'อีเมล รหัสผ่าน หรือรหัสจากแอปยืนยันตัวตนไม่ถูกต้อง',
    en: 'The e-mail address, password or authenticator code is incorrect.',
  },
  'staff.login.tooManyAttempts': {
    th: 'เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป กรุณาลองใหม่ในอีก {minutes} นาที',
    en: 'Too many failed sign-ins. Please try again in {minutes} minutes.',
  },
  'staff.login.passkeyFailed': {
    th: 'อีเมล รหัสผ่าน หรือพาสคีย์ไม่ถูกต้อง หรือบัญชีนี้ยังไม่มีพาสคีย์ ลองใหม่หรือใช้รหัสจากแอปยืนยันตัวตนแทน',
    en: 'The e-mail address, password or passkey is incorrect, or this account has no passkey yet. Try again, or use your authenticator code instead.',
  },
  'staff.passkey.tooMany': {
    th: 'เพิ่มพาสคีย์ได้ไม่เกิน {maximum} รายการ ลบรายการที่ไม่ใช้แล้วก่อน',
    en: 'You can keep at most {maximum} passkeys. Remove one you no longer use first.',
  },
  'staff.passkey.attemptExpired': {
    th: 'คำขอเพิ่มพาสคีย์นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเริ่มใหม่',
    en: 'This passkey request has expired or was already used. Please start again.',
  },
  'staff.passkey.notVerified': {
    th: 'ตรวจสอบพาสคีย์ไม่สำเร็จ กรุณาลองใหม่ด้วยอุปกรณ์ที่ยืนยันตัวตนได้ (PIN ลายนิ้วมือ หรือใบหน้า)',
    en: 'The passkey could not be verified. Try again with a device that verifies you (PIN, fingerprint or face).',
  },
  'staff.passkey.alreadyAdded': {
    th: 'เพิ่มพาสคีย์นี้ไว้แล้ว',
    en: 'This passkey has already been added.',
  },
  'staff.passkey.wrongProof': {
    th: 'รหัสผ่านหรือรหัสจากแอปยืนยันตัวตนไม่ถูกต้อง',
    en: 'The password or authenticator code is incorrect.',
  },
  'staff.passkey.notFound': {
    th: 'ไม่พบพาสคีย์นี้',
    en: 'This passkey was not found.',
  },
  'staff.setup.linkInvalid': {
    th: 'ลิงก์ตั้งค่าบัญชีนี้ใช้ไม่ได้หรือหมดอายุแล้ว กรุณาขอลิงก์ใหม่จากเจ้าของร้าน',
    en: 'This set-up link is not valid or has expired. Ask an owner for a new one.',
  },
  'staff.setup.openLinkFirst': {
    th: 'กรุณาเปิดลิงก์ตั้งค่าบัญชีเพื่อเพิ่มบัญชีในแอปยืนยันตัวตนก่อน',
    en: 'Open the set-up link first to add the account to your authenticator app.',
  },
  'staff.setup.wrongCode': {
    th: 'รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง กรุณาตรวจสอบว่าสแกนคิวอาร์โค้ดล่าสุดแล้วลองใหม่',
    en: 'The authenticator code is incorrect. Check that you scanned the latest QR code and try again.',
  },
  'staff.password.tooShort': {
    th: 'รหัสผ่านต้องยาวอย่างน้อย {minimum} ตัวอักษร',
    en: 'The password must be at least {minimum} characters long.',
  },
  'staff.password.tooLong': {
    th: 'รหัสผ่านต้องยาวไม่เกิน {maximum} ตัวอักษร',
    en: 'The password must be at most {maximum} characters long.',
  },
  'staff.password.common': {
    th: 'รหัสผ่านนี้คาดเดาง่ายเกินไป กรุณาเลือกรหัสผ่านอื่น',
    en: 'This password is too easy to guess. Please choose another one.',
  },
  'staff.member.notFound': {
    th: 'ไม่พบเจ้าหน้าที่คนนี้',
    en: 'This staff member was not found.',
  },
  'staff.member.emailTaken': {
    th: 'มีเจ้าหน้าที่ที่ใช้อีเมล {email} อยู่แล้ว',
    en: 'A staff member with the e-mail address {email} already exists.',
  },
  'staff.member.alreadySetUp': {
    th: 'เจ้าหน้าที่ {email} ตั้งค่าบัญชีแล้ว ให้เจ้าของร้านส่งลิงก์ตั้งค่าใหม่จากระบบหลังร้านแทน',
    en: 'The staff member {email} has already set up their account. An owner can send a new set-up link from the back office.',
  },
  'staff.member.cannotDisableSelf': {
    th: 'คุณไม่สามารถปิดบัญชีของตัวเองได้',
    en: 'You cannot disable your own account.',
  },
  'staff.member.cannotChangeOwnRole': {
    th: 'คุณไม่สามารถเปลี่ยนบทบาทของตัวเองได้ ให้เจ้าของร้านคนอื่นเปลี่ยนให้',
    en: 'You cannot change your own role. Ask another owner to do it.',
  },
  'staff.member.cannotResetSelf': {
    th: 'คุณไม่สามารถส่งลิงก์ตั้งค่าใหม่ให้ตัวเองได้ ให้เจ้าของร้านคนอื่นส่งให้',
    en: 'You cannot reset your own account. Ask another owner to do it.',
  },
  'staff.member.lastOwner': {
    th: 'ร้านต้องมีเจ้าของที่ใช้งานได้อย่างน้อยหนึ่งคน เพิ่มหรือเปิดใช้เจ้าของคนอื่นก่อน',
    en: 'The store must keep at least one active owner. Add or enable another owner first.',
  },
  'staff.member.disabled': {
    th: 'บัญชีของเจ้าหน้าที่คนนี้ถูกปิดอยู่ กรุณาเปิดใช้ก่อน',
    en: 'This staff member is disabled. Enable them first.',
  },
  'staff.list.badSort': {
    th: 'เรียงลำดับได้ตาม {fields} เท่านั้น',
    en: 'Sort by one of: {fields}.',
  },
  'staff.role.notFound': {
    th: 'ไม่พบบทบาทนี้',
    en: 'This role was not found.',
  },
  'staff.role.ownerKeepsAll': {
    th: 'บทบาทเจ้าของร้านมีสิทธิ์ทุกอย่างเสมอ',
    en: 'The owner role always holds every permission.',
  },
  'staff.role.keepOwnStaffManage': {
    th: 'คุณไม่สามารถเอาสิทธิ์จัดการเจ้าหน้าที่ออกจากบทบาทของตัวเองได้',
    en: 'You cannot remove the staff management permission from your own role.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    staffMessages: typeof staffMessages;
  }
}
