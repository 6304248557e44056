import type { Locale } from '@nangsue/contracts';

/** Messages of reading while you pay (docs/reader.md), Thai and English (src/messages.ts). */
export const pendingReadingMessages = {
  'pendingReading.notFound': {
    th: 'ไม่พบหนังสือเล่มนี้ในคำสั่งซื้อของคุณ',
    en: 'This book is not in your order.',
  },
  'pendingReading.expired': {
    th: 'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว การอ่านระหว่างรอชำระเงินจึงปิดลง สั่งซื้อหนังสือเล่มนี้ใหม่ได้จากหน้าหนังสือ',
    en: 'This order expired before it was paid, so reading while you pay has ended. You can order the book again from its page.',
  },
  'pendingReading.cancelled': {
    th: 'คำสั่งซื้อนี้ถูกยกเลิกแล้ว การอ่านระหว่างรอชำระเงินจึงปิดลง',
    en: 'This order was cancelled, so reading while you pay has ended.',
  },
  'pendingReading.refunded': {
    th: 'คำสั่งซื้อนี้คืนเงินแล้ว หนังสือจึงไม่อยู่ในชั้นหนังสือของคุณ',
    en: 'This order was refunded, so the book is no longer on your bookshelf.',
  },
  'pendingReading.paymentExpired': {
    th: 'การชำระเงินหมดเวลาแล้ว การอ่านระหว่างรอชำระเงินจึงปิดลง ชำระเงินอีกครั้งจากหน้าคำสั่งซื้อเพื่ออ่านต่อ',
    en: 'The payment expired, so reading while you pay has ended. Pay again from the order to read on.',
  },
  'pendingReading.notWaiting': {
    th: 'อ่านระหว่างรอชำระเงินได้เมื่อมีการชำระผ่านพร้อมเพย์หรือเคาน์เตอร์ที่รอยืนยันอยู่เท่านั้น',
    en: 'Reading while you pay opens only while a PromptPay or counter payment is waiting.',
  },
  'pendingReading.paid': {
    th: 'ชำระเงินเรียบร้อยแล้ว อ่านหนังสือได้ทั้งเล่มจากชั้นหนังสือของคุณ',
    en: 'The order is paid: read the whole book from your bookshelf.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    pendingReadingMessages: typeof pendingReadingMessages;
  }
}
