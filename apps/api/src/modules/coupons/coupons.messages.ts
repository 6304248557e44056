import type { Locale } from '@nangsue/contracts';

/** Messages of coupons (docs/buying.md §12), in Thai and English (registered at the composition root, src/messages.ts). */
export const couponsMessages = {
  'coupons.invalid': {
    th: 'ไม่พบคูปองนี้ หรือคูปองหมดอายุแล้ว',
    en: 'This coupon does not exist or has expired.',
  },
  'coupons.notStarted': {
    th: 'คูปองนี้ยังไม่เริ่มใช้งาน',
    en: 'This coupon cannot be used yet.',
  },
  'coupons.notApplicable': {
    th: 'คูปองนี้ใช้กับหนังสือในตะกร้าไม่ได้',
    en: 'This coupon does not apply to the books in your basket.',
  },
  'coupons.minSpend': {
    th: 'ยอดซื้อขั้นต่ำสำหรับคูปองนี้คือ {min}',
    en: 'This coupon needs a spend of at least {min}.',
  },
  'coupons.usedUp': {
    th: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว',
    en: 'This coupon has been fully used.',
  },
  'coupons.alreadyUsed': {
    th: 'คุณใช้คูปองนี้ครบสิทธิ์แล้ว',
    en: 'You have already used this coupon.',
  },
  'coupons.codeRequired': {
    th: 'กรุณากรอกรหัสคูปอง',
    en: 'Please enter a coupon code.',
  },
  'coupons.unknownFormKey': {
    th: 'ไม่รู้จักรายการ “{key}” ในคำขอใช้คูปอง',
    en: 'Unknown entry “{key}” in the coupon request.',
  },
  'coupons.notApplied': {
    th: 'ยังไม่ได้ใช้คูปอง {code}: {reason}',
    en: 'Coupon {code} is not applied: {reason}',
  },

  // The back office's coupon editor (docs/back-office.md, "Promotions").
  'couponAdmin.notFound': { th: 'ไม่พบคูปองนี้', en: 'This coupon does not exist.' },
  'couponAdmin.codeFormat': {
    th: 'รหัสคูปองต้องมี 4-32 ตัว ประกอบด้วย A-Z, 0-9 และ - เท่านั้น',
    en: 'A coupon code is 4 to 32 of A-Z, 0-9 and - only.',
  },
  'couponAdmin.codeTaken': {
    th: 'มีคูปองรหัส {code} อยู่แล้ว (ไม่สนตัวพิมพ์เล็กใหญ่)',
    en: 'There is already a coupon {code} (whatever the case).',
  },
  'couponAdmin.percentRequired': {
    th: 'คูปองแบบเปอร์เซ็นต์ต้องระบุเปอร์เซ็นต์ส่วนลด (1-100)',
    en: 'A percent coupon needs its percentage (1 to 100).',
  },
  'couponAdmin.amountRequired': {
    th: 'คูปองแบบจำนวนเงินต้องระบุจำนวนเงินส่วนลด',
    en: 'An amount coupon needs the amount it takes off.',
  },
  'couponAdmin.percentWithAmount': {
    th: 'คูปองแบบเปอร์เซ็นต์ลดเป็นเปอร์เซ็นต์ ไม่ใช่จำนวนเงิน: กรุณาเว้นช่องจำนวนเงินส่วนลดไว้',
    en: 'A percent coupon takes a percentage off, not an amount: leave the amount empty.',
  },
  'couponAdmin.amountWithPercent': {
    th: 'คูปองแบบจำนวนเงินลดเป็นจำนวนเงิน ไม่ใช่เปอร์เซ็นต์: กรุณาเว้นช่องเปอร์เซ็นต์ไว้',
    en: 'An amount coupon takes an amount off, not a percentage: leave the percentage empty.',
  },
  'couponAdmin.capOnAmount': {
    th: 'ส่วนลดสูงสุดใช้กับคูปองแบบเปอร์เซ็นต์เท่านั้น คูปองแบบจำนวนเงินลดเท่ากับจำนวนที่ตั้งไว้อยู่แล้ว',
    en: 'A cap applies only to a percent coupon: an amount coupon takes off exactly its amount.',
  },
  'couponAdmin.window': {
    th: 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
    en: 'The end must come after the start.',
  },
  'couponAdmin.endsInPast': {
    th: 'วันสิ้นสุดต้องเป็นเวลาในอนาคต (หากต้องการหยุดคูปอง ให้ปิดการใช้งาน)',
    en: 'The end must be in the future (to stop a coupon, switch it off).',
  },
  'couponAdmin.perCustomerAboveTotal': {
    th: 'จำนวนครั้งต่อลูกค้า ({perCustomer}) มากกว่าจำนวนครั้งทั้งหมด ({total}) ไม่ได้',
    en: 'The uses per customer ({perCustomer}) cannot be more than the uses in total ({total}).',
  },
  'couponAdmin.limitBelowUsed': {
    th: 'คูปองนี้ถูกใช้ไปแล้ว {used} ครั้ง จำนวนครั้งทั้งหมดต้องไม่น้อยกว่านี้',
    en: 'This coupon has been used {used} times: the total limit cannot be lower.',
  },
  'couponAdmin.unknownBooks': {
    th: 'ไม่พบหนังสือรหัส {ids}',
    en: 'There is no book with id {ids}.',
  },
  'couponAdmin.unknownCategories': {
    th: 'ไม่พบหมวดหมู่รหัส {ids}',
    en: 'There is no category with id {ids}.',
  },
  'couponAdmin.unknownPublishers': {
    th: 'ไม่พบสำนักพิมพ์รหัส {ids}',
    en: 'There is no publisher with id {ids}.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    couponsMessages: typeof couponsMessages;
  }
}
