import type { Locale } from '@nangsue/contracts';

/** Messages of pre-orders, in Thai and English (registered at the composition root, src/messages.ts). */
export const preordersMessages = {
  'preorders.notFound': {
    th: 'ไม่พบรายการสั่งจองล่วงหน้านี้',
    en: 'This pre-order does not exist.',
  },
  'preorders.released': {
    th: 'หนังสือเล่มนี้วางจำหน่ายแล้วและอยู่ในชั้นหนังสือของคุณ จึงยกเลิกการสั่งจองล่วงหน้าไม่ได้ หากมีปัญหา กรุณาติดต่อฝ่ายบริการลูกค้า',
    en: 'This book has been released and is on your bookshelf, so the pre-order can no longer be cancelled. Please contact support if something is wrong.',
  },
  'preorders.noGift': {
    th: 'หนังสือเล่มนี้ยังไม่วางจำหน่าย จึงยังซื้อเป็นของขวัญไม่ได้ สั่งจองให้ตัวเองได้ หรือกลับมาซื้อเป็นของขวัญเมื่อวางจำหน่ายแล้ว',
    en: 'This book is not released yet, so it cannot be bought as a gift. Pre-order it for yourself, or come back to give it once it is released.',
  },
  'preorders.alreadyCancelled': {
    th: 'รายการสั่งจองล่วงหน้านี้ถูกยกเลิกและคืนเงินแล้ว',
    en: 'This pre-order has already been cancelled and refunded.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    preordersMessages: typeof preordersMessages;
  }
}
