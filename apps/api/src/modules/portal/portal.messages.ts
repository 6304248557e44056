import type { Locale } from '@nangsue/contracts';

/** Messages of the publisher portal's sign-in and members, Thai and English (src/messages.ts). */
export const portalMessages = {
  'portal.login.failed': {
    th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง หรือบัญชีนี้ไม่ได้เป็นสมาชิกของสำนักพิมพ์',
    en: 'The e-mail or password is wrong, or this account is not a member of a publisher.',
  },
  'portal.code.failed': {
    th: 'รหัสจากแอปยืนยันตัวตนไม่ถูกต้องหรือหมดเวลา ลองรหัสใหม่',
    en: 'The authenticator code is wrong or has expired. Try a new code.',
  },
  'portal.code.tooMany': {
    th: 'กรอกรหัสผิดหลายครั้งเกินไป ลองใหม่ในอีก {minutes} นาที',
    en: 'Too many wrong codes. Try again in {minutes} minutes.',
  },
  'portal.code.attemptOver': {
    th: 'การเข้าสู่ระบบครั้งนี้หมดเวลาแล้ว กรุณากรอกอีเมลและรหัสผ่านอีกครั้ง',
    en: 'This sign-in has timed out. Please enter your e-mail and password again.',
  },
  'portal.invitation.invalid': {
    th: 'คำเชิญนี้ใช้ไม่ได้ (หมดอายุ ถูกยกเลิก หรือถูกใช้ไปแล้ว) ขอคำเชิญใหม่จากเจ้าของสำนักพิมพ์',
    en: 'This invitation no longer works (expired, withdrawn or used). Ask the publisher’s owner for a new one.',
  },
  'portal.invitation.otherEmail': {
    th: 'คำเชิญนี้ส่งถึงอีเมลอื่น เข้าสู่ระบบด้วยบัญชีของอีเมลที่ได้รับคำเชิญ',
    en: 'This invitation was sent to another address. Sign in with the account of the invited address.',
  },
  'portal.invitation.alreadyMember': {
    th: 'บัญชีนี้เป็นสมาชิกของสำนักพิมพ์อื่นอยู่แล้ว (หนึ่งบัญชีอยู่ได้หนึ่งสำนักพิมพ์)',
    en: 'This account already belongs to a publisher (an account can belong to one).',
  },
  'portal.invitation.member': {
    th: '{email} เป็นสมาชิกของสำนักพิมพ์นี้อยู่แล้ว',
    en: '{email} is already a member of this publisher.',
  },
  'portal.member.lastOwner': {
    th: 'เปลี่ยนหรือลบเจ้าของสำนักพิมพ์ไม่ได้',
    en: 'The owner of the publisher cannot be changed or removed here.',
  },
  'portal.member.self': {
    th: 'เปลี่ยนบทบาทหรือลบตัวเองไม่ได้',
    en: 'You cannot change your own role or remove yourself.',
  },
  'portal.role.owner': { th: 'เจ้าของ', en: 'owner' },
  'portal.role.editor': { th: 'บรรณาธิการ', en: 'editor' },
  'portal.role.finance': { th: 'ฝ่ายการเงิน', en: 'finance viewer' },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    portalMessages: typeof portalMessages;
  }
}
