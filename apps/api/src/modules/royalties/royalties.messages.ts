import type { Locale } from '@nangsue/contracts';

/** Messages of the royalties module, in Thai and English (registered at the composition root, src/messages.ts). */
export const royaltiesMessages = {
  'royalties.organisationNotFound': {
    th: 'ไม่พบสำนักพิมพ์นี้',
    en: 'This publisher organisation does not exist.',
  },
  'royalties.badMonth': {
    th: 'เดือนต้องอยู่ในรูปแบบ YYYY-MM',
    en: 'The month must be written YYYY-MM.',
  },
  'royalties.monthNotOver': {
    th: 'ออกใบแจ้งยอดค่าลิขสิทธิ์ของเดือน {month} ได้เมื่อสิ้นเดือนแล้วเท่านั้น',
    en: 'The royalty statement of {month} can be issued only once the month is over.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    royaltiesMessages: typeof royaltiesMessages;
  }
}
