import type { Locale } from '@nangsue/contracts';

/** Messages of the basket, in Thai and English (registered at the composition root, src/messages.ts). */
export const basketMessages = {
  'basket.bookNotFound': {
    th: 'ไม่พบหนังสือเล่มนี้ หรือหนังสือไม่ได้วางจำหน่ายแล้ว',
    en: 'This book does not exist or is no longer sold.',
  },
  'basket.alreadyOwned': {
    th: 'คุณมีหนังสือ “{name}” อยู่ในชั้นหนังสือแล้ว ไม่ต้องซื้อซ้ำ',
    en: 'You already own “{name}”: it is on your bookshelf.',
  },
  'basket.full': {
    th: 'ตะกร้ามีหนังสือครบ {max} เล่มแล้ว กรุณาชำระเงินหรือนำบางเล่มออกก่อน',
    en: 'Your basket already holds {max} books. Check out or remove some first.',
  },
  'basket.wishListUnavailable': {
    th: 'เพิ่มลงรายการโปรดได้ที่ปุ่มรูปหัวใจ',
    en: 'Add to your wish list with the heart button.',
  },
  'basket.removedUnavailable': {
    th: '“{name}” ถูกนำออกจากตะกร้า เพราะไม่ได้วางจำหน่ายแล้ว',
    en: '“{name}” left your basket: it is no longer sold.',
  },
  'basket.removedOwned': {
    th: '“{name}” ถูกนำออกจากตะกร้า เพราะอยู่ในชั้นหนังสือของคุณแล้ว',
    en: '“{name}” left your basket: it is already on your bookshelf.',
  },
  'basket.priceChanged': {
    th: 'ราคาของ “{name}” เปลี่ยนจาก {from} เป็น {to}',
    en: 'The price of “{name}” changed from {from} to {to}.',
  },
  'basket.unknownFormKey': {
    th: 'ไม่รู้จักรายการ “{key}” ในคำขอแก้ไขตะกร้า',
    en: 'Unknown entry “{key}” in the basket update.',
  },
  'basket.badLineId': {
    th: 'รหัสรายการในตะกร้าไม่ถูกต้อง: “{value}”',
    en: 'Not a basket line id: “{value}”.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    basketMessages: typeof basketMessages;
  }
}
