import type { Locale } from '@nangsue/contracts';

/** Messages of the wish list, in Thai and English (registered at the composition root, src/messages.ts). */
export const wishlistMessages = {
  'wishlist.bookNotFound': {
    th: 'ไม่พบหนังสือเล่มนี้ หรือหนังสือไม่ได้วางจำหน่ายแล้ว',
    en: 'This book does not exist or is no longer sold.',
  },
  'wishlist.alreadyOwned': {
    th: 'คุณมีหนังสือ “{name}” อยู่ในชั้นหนังสือแล้ว จึงไม่ต้องเพิ่มลงรายการโปรด',
    en: 'You already own “{name}”: it is on your bookshelf, so it need not be on your wish list.',
  },
  'wishlist.full': {
    th: 'รายการโปรดมีหนังสือครบ {max} เล่มแล้ว กรุณานำบางเล่มออกก่อนเพิ่มเล่มใหม่',
    en: 'Your wish list already holds {max} books. Remove some before adding more.',
  },
  'wishlist.notInList': {
    th: 'หนังสือเล่มนี้ไม่ได้อยู่ในรายการโปรดของคุณ',
    en: 'This book is not on your wish list.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    wishlistMessages: typeof wishlistMessages;
  }
}
