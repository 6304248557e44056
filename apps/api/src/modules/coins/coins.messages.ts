import type { Locale } from '@nangsue/contracts';

/** Messages of coins, in Thai and English (registered at the composition root, src/messages.ts). */
export const coinsMessages = {
  'coins.history.redeem': {
    th: 'ได้รับเหรียญจากรหัสแลกรับ (…{hint})',
    en: 'Coins from a redeem code (…{hint})',
  },
  'coins.history.staff': { th: 'ได้รับเหรียญจากร้าน: {note}', en: 'Coins from the store: {note}' },
  'coins.history.staffPlain': { th: 'ได้รับเหรียญจากร้าน', en: 'Coins from the store' },
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

  // The back office (docs/back-office.md, "Promotions").
  'coinGrant.customerRequired': {
    th: 'กรุณาระบุลูกค้าด้วยรหัสลูกค้าหรืออีเมล อย่างใดอย่างหนึ่ง',
    en: 'Name the customer by id or by e-mail (one of them).',
  },
  'coinGrant.customerNotFound': {
    th: 'ไม่พบบัญชีลูกค้า {who}',
    en: 'There is no customer account {who}.',
  },
  'coinGrant.keyReused': {
    th: 'คำขอนี้ถูกใช้กับการให้เหรียญรายการอื่นไปแล้ว กรุณาเปิดแบบฟอร์มใหม่',
    en: 'This request was already used for another grant: please open the form again.',
  },
  'coinPack.notFound': { th: 'ไม่พบแพ็กเหรียญนี้', en: 'This coin pack does not exist.' },
  'coinPack.termsFixed': {
    th: 'ราคา โบนัส และอายุเหรียญของแพ็กเปลี่ยนไม่ได้ (คำสั่งซื้อที่รอชำระจะได้เหรียญตามแพ็กนี้) กรุณาปิดแพ็กนี้แล้วสร้างแพ็กใหม่',
    en: "A pack's price, bonus and validity never change (orders awaiting payment are credited with them): switch this pack off and make a new one.",
  },
  'coinPack.belowMinimum': {
    th: 'ราคาแพ็กต้องไม่ต่ำกว่า {min} ซึ่งเป็นยอดชำระออนไลน์ขั้นต่ำ (ซื้อแพ็กเหรียญด้วยเหรียญไม่ได้)',
    en: 'A pack must cost at least {min}, the online payment minimum (coins never pay for coins).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    coinsMessages: typeof coinsMessages;
  }
}
