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

  // The back office's batches (docs/back-office.md, "Promotions").
  'redeemBatch.notFound': { th: 'ไม่พบชุดรหัสนี้', en: 'This batch of codes does not exist.' },
  'redeemBatch.bookRequired': {
    th: 'กรุณาเลือกหนังสือที่รหัสชุดนี้จะมอบให้',
    en: 'Choose the book the codes of this batch give.',
  },
  'redeemBatch.coinsRequired': {
    th: 'กรุณากรอกจำนวนเหรียญที่แต่ละรหัสมอบให้',
    en: 'Enter the coins each code gives.',
  },
  'redeemBatch.bookWithCoins': {
    th: 'ชุดรหัสแบบหนังสือมอบหนังสือ ไม่ใช่เหรียญ: กรุณาเว้นช่องจำนวนเหรียญและอายุเหรียญไว้',
    en: 'A book batch gives a book, not coins: leave the coins and their validity empty.',
  },
  'redeemBatch.coinsWithBook': {
    th: 'ชุดรหัสแบบเหรียญมอบเหรียญ ไม่ใช่หนังสือ: กรุณาไม่ต้องเลือกหนังสือ',
    en: 'A coins batch gives coins, not a book: leave the book empty.',
  },
  'redeemBatch.bookNotFound': {
    th: 'ไม่พบหนังสือรหัส {id} ที่วางขายอยู่',
    en: 'There is no published book with id {id}.',
  },
  'redeemBatch.window': {
    th: 'วันหมดอายุต้องอยู่หลังวันเริ่มใช้',
    en: 'The expiry must come after the start.',
  },
  'redeemBatch.expiresInPast': {
    th: 'วันหมดอายุต้องเป็นเวลาในอนาคต',
    en: 'The expiry must be in the future.',
  },
  'redeemBatch.alreadyExported': {
    th: 'รหัสของชุดนี้ถูกดาวน์โหลดไปแล้วเมื่อ {at} โดย {by} ระบบไม่เก็บรหัสไว้ จึงดาวน์โหลดซ้ำไม่ได้',
    en: 'The codes of this batch were downloaded on {at} by {by}. They are not kept, so they cannot be downloaded again.',
  },
  'redeemBatch.disabledNoExport': {
    th: 'ชุดรหัสนี้ถูกปิดใช้แล้ว รหัสจึงไม่มีให้ดาวน์โหลด',
    en: 'This batch is disabled: its codes cannot be downloaded.',
  },
  'redeemBatch.alreadyDisabled': {
    th: 'ชุดรหัสนี้ถูกปิดใช้ไปแล้วเมื่อ {at}',
    en: 'This batch was already disabled on {at}.',
  },
  'redeemBatch.someone': { th: 'เจ้าหน้าที่', en: 'a staff member' },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    redeemMessages: typeof redeemMessages;
  }
}
