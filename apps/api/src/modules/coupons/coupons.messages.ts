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
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    couponsMessages: typeof couponsMessages;
  }
}
