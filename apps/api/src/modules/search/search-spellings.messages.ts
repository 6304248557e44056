import type { Locale } from '@nangsue/contracts';

/**
 * Messages of the search spellings in the back office (search-spellings.admin.service.ts), in
 * Thai and English (registered at the composition root, src/messages.ts).
 */
export const searchSpellingsMessages = {
  'searchSpellings.groupNotFound': {
    th: 'ไม่พบกลุ่มคำสะกด “{id}”',
    en: 'There is no spelling group “{id}”.',
  },
  'searchSpellings.spellingNotFound': {
    th: 'ไม่พบคำสะกดรหัส {id} ในกลุ่ม “{group}”',
    en: 'The group “{group}” has no spelling {id}.',
  },
  'searchSpellings.empty': {
    th: 'คำสะกด “{spelling}” ไม่มีตัวอักษรที่ใช้ค้นหาได้',
    en: 'The spelling “{spelling}” has no letters that search can use.',
  },
  'searchSpellings.tooLong': {
    th: 'คำสะกดยาวได้ไม่เกิน {max} ตัวอักษร',
    en: 'A spelling is at most {max} characters long.',
  },
  'searchSpellings.repeated': {
    th: 'คำสะกด “{spelling}” ซ้ำกันในกลุ่ม (เมื่อปรับรูปแบบแล้วเป็นคำเดียวกัน)',
    en: 'The spelling “{spelling}” is given twice (they are the same once normalised).',
  },
  'searchSpellings.tooMany': {
    th: 'กลุ่มคำสะกดหนึ่งมีคำสะกดได้ไม่เกิน {max} แบบ',
    en: 'A spelling group holds at most {max} spellings.',
  },
  'searchSpellings.inOtherGroup': {
    th: 'คำสะกด “{spelling}” อยู่ในกลุ่ม “{group}” แล้ว คำสะกดหนึ่งอยู่ได้เพียงกลุ่มเดียว',
    en: 'The spelling “{spelling}” already belongs to the group “{group}”: a spelling belongs to one group only.',
  },
  'searchSpellings.inThisGroup': {
    th: 'คำสะกด “{spelling}” อยู่ในกลุ่มนี้แล้ว',
    en: 'The spelling “{spelling}” is already in this group.',
  },
  'searchSpellings.taken': {
    th: 'มีผู้เพิ่มคำสะกดนี้ไปพร้อมกัน กรุณาโหลดรายการใหม่แล้วลองอีกครั้ง',
    en: 'Someone added this spelling at the same time. Reload the list and try again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

declare module '../../lib/messages.js' {
  interface ModuleMessages {
    searchSpellingsMessages: typeof searchSpellingsMessages;
  }
}
