import type { Locale } from '@nangsue/contracts';

/** Messages of content pages and the contact-us form, in Thai and English (registered at the composition root, src/messages.ts). */
export const contentMessages = {
  'content.pageNotFound': {
    th: 'ไม่พบหน้านี้ อาจถูกย้ายหรือลบไปแล้ว',
    en: 'This page does not exist. It may have been moved or removed.',
  },
  'content.tooManyMessages': {
    th: 'คุณส่งข้อความหลายครั้งเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่ ข้อความที่ส่งไปแล้วเราได้รับครบถ้วน',
    en: 'You have sent too many messages. Please wait {minutes} minutes and try again; the messages you already sent have reached us.',
  },
  'content.topic.orders': { th: 'คำสั่งซื้อและการชำระเงิน', en: 'Orders and payment' },
  'content.topic.reading': { th: 'การดาวน์โหลดและการอ่าน', en: 'Downloading and reading' },
  'content.topic.account': { th: 'บัญชีและการเข้าสู่ระบบ', en: 'Account and sign-in' },
  'content.topic.coins': { th: 'เหรียญและรหัสแลกรับ', en: 'Coins and redeem codes' },
  'content.topic.tax-invoice': {
    th: 'ใบกำกับภาษีและใบเสร็จ',
    en: 'Tax invoices and receipts',
  },
  'content.topic.publishing': { th: 'ร่วมขายหนังสือกับเรา', en: 'Publishing with us' },
  'content.topic.privacy': {
    th: 'ความเป็นส่วนตัวและข้อมูลส่วนบุคคล',
    en: 'Privacy and personal data',
  },
  'content.topic.other': { th: 'เรื่องอื่น ๆ', en: 'Other' },
  'content.mail.phone': { th: 'โทรศัพท์: {value}', en: 'Phone: {value}' },
  'content.mail.orderNumber': { th: 'เลขที่คำสั่งซื้อ: {value}', en: 'Order number: {value}' },
  'content.mail.customer': {
    th: 'ลูกค้าที่เข้าสู่ระบบ รหัสลูกค้า {value}',
    en: 'Signed-in customer, customer id {value}',
  },
  'content.mail.guest': { th: 'ผู้เยี่ยมชม (ไม่ได้เข้าสู่ระบบ)', en: 'Visitor (not signed in)' },
  'content.mail.language': { th: 'ภาษาที่ใช้: {value}', en: 'Language: {value}' },

  // The back office's contact-us inbox (docs/back-office.md, "Content and moderation").
  'content.admin.pageNotFound': {
    th: 'ไม่พบหน้าเนื้อหานี้',
    en: 'This content page does not exist.',
  },
  'content.admin.messageNotFound': {
    th: 'ไม่พบข้อความนี้ในกล่องข้อความติดต่อเรา',
    en: 'This contact message does not exist.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    contentMessages: typeof contentMessages;
  }
}
