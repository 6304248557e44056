import type { Locale } from '@nangsue/contracts';

/** Messages of coins, in Thai and English (registered at the composition root, src/messages.ts). */
export const coinsMessages = {
  'coins.history.redeem': {
    th: 'ได้รับเหรียญจากรหัสแลกรับ (…{hint})',
    en: 'Coins from a redeem code (…{hint})',
  },
  'coins.history.staff': { th: 'ได้รับเหรียญจากร้าน: {note}', en: 'Coins from the store: {note}' },
  'coins.history.topUp': { th: 'เติมเหรียญ', en: 'Coins bought' },
  'coins.history.reward': { th: 'เหรียญสะสมจากการซื้อ', en: 'Coins earned with a purchase' },
  'coins.history.refund': { th: 'คืนเหรียญ', en: 'Coins refunded' },
  'coins.history.spend': { th: 'ใช้เหรียญชำระค่าหนังสือ', en: 'Coins spent on books' },
  'coins.history.release': {
    th: 'คืนเหรียญจากคำสั่งซื้อที่ยกเลิก',
    en: 'Coins returned from a cancelled order',
  },
  'coins.history.rewardOrder': {
    th: 'เหรียญสะสมจากคำสั่งซื้อ {number}',
    en: 'Coins earned with order {number}',
  },
  'coins.history.topUpOrder': {
    th: 'เติมเหรียญ คำสั่งซื้อ {number}',
    en: 'Coins bought, order {number}',
  },
  'coins.history.duplicateRefund': {
    th: 'คืนเหรียญค่าหนังสือที่มีอยู่แล้ว คำสั่งซื้อ {number}',
    en: 'Coins back for a book you already owned, order {number}',
  },
  'coins.history.spendOrder': {
    th: 'ใช้เหรียญชำระคำสั่งซื้อ {number}',
    en: 'Coins spent on order {number}',
  },
  'coins.history.releaseOrder': {
    th: 'คืนเหรียญจากคำสั่งซื้อ {number} ที่ยกเลิก',
    en: 'Coins back from cancelled order {number}',
  },
  'coins.history.expire': { th: 'เหรียญหมดอายุ', en: 'Coins expired' },
  'coins.history.other': { th: 'รายการเหรียญ', en: 'Coin entry' },
  'coins.notEnough': { th: 'เหรียญไม่พอ', en: 'Not enough coins.' },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    coinsMessages: typeof coinsMessages;
  }
}
