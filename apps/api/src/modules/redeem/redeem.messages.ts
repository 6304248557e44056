import type { Locale } from '@nangsue/contracts';

/** Messages of redeem codes, in Thai and English (registered at the composition root, src/messages.ts). */
export const redeemMessages = {
  'redeem.typo': {
    th: 'รหัสไม่ถูกต้อง กรุณาตรวจสอบการพิมพ์อีกครั้ง',
    en: 'That code has a typo. Please check it and try again.',
  },
  'redeem.unusable': { th: 'รหัสนี้ใช้ไม่ได้', en: 'This code cannot be used.' },
  'redeem.alreadyClaimed': {
    th: 'คุณใช้รหัสนี้ไปแล้ว',
    en: 'You have already used this code.',
  },
  'redeem.alreadyOwned': {
    th: 'คุณมีหนังสือ “{name}” อยู่แล้ว รหัสนี้ยังไม่ถูกใช้',
    en: 'You already own “{name}”: the code has not been used.',
  },
  'redeem.tooManyAttempts': {
    th: 'ลองรหัสผิดหลายครั้งเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่',
    en: 'Too many wrong codes. Please wait {minutes} minutes and try again.',
  },
  'redeem.claimedBook': {
    th: 'เพิ่ม “{name}” ในชั้นหนังสือของคุณแล้ว',
    en: '“{name}” is on your bookshelf now.',
  },
  'redeem.claimedCoins': {
    th: 'ได้รับ {coins} เหรียญแล้ว',
    en: '{coins} coins are yours.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    redeemMessages: typeof redeemMessages;
  }
}
