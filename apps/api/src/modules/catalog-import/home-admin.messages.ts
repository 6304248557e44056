import type { Locale } from '@nangsue/contracts';

/**
 * Messages of topics and home sliders in the back office (home-admin.service.ts), in Thai and
 * English (registered at the composition root, src/messages.ts).
 */
export const homeAdminMessages = {
  'homeAdmin.topic.notFound': { th: 'ไม่พบหัวข้อรหัส {id}', en: 'There is no topic {id}.' },
  'homeAdmin.topic.code': {
    th: 'รหัสหัวข้อ “{code}” ใช้เป็นที่อยู่หน้าเว็บ (/topic/{code}) ได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีดกลางคั่นคำ เช่น summer-reading',
    en: 'The topic code “{code}” is its address (/topic/{code}): use lower-case English letters and digits, words joined by single dashes, such as summer-reading.',
  },
  'homeAdmin.topic.codeTaken': {
    th: 'รหัส “{code}” ถูกใช้กับหัวข้ออื่นแล้ว (/topic/{code}) กรุณาเลือกรหัสอื่น',
    en: 'The code “{code}” belongs to another topic (/topic/{code}): choose another one.',
  },
  'homeAdmin.topic.missingBooks': {
    th: 'ไม่พบหนังสือรหัส {ids}',
    en: 'There is no book {ids}.',
  },
  'homeAdmin.topic.duplicateBooks': {
    th: 'หนังสือรหัส {ids} อยู่ในรายการซ้ำ',
    en: 'Book {ids} is in the list twice.',
  },
  'homeAdmin.topic.linkedBySlider': {
    th: 'สไลเดอร์ “{title}” ลิงก์มาที่หัวข้อนี้ (/topic/{code}) กรุณาเปลี่ยนลิงก์หรือลบสไลเดอร์นั้นก่อน',
    en: 'The slider “{title}” links to this topic (/topic/{code}): change its link or delete it first.',
  },
  'homeAdmin.slider.notFound': { th: 'ไม่พบสไลเดอร์รหัส {id}', en: 'There is no slider {id}.' },
  'homeAdmin.slider.link.doubleSlash': {
    th: 'ลิงก์ “{link}” ต้องเป็นที่อยู่ในร้านที่ขึ้นต้นด้วย / ตัวเดียว ไม่มี // ช่องว่าง หรือ \\ เช่น /topic/summer-reading',
    en: 'The link “{link}” must be a store path starting with a single /, without //, spaces or \\, such as /topic/summer-reading.',
  },
  'homeAdmin.slider.link.language': {
    th: 'ลิงก์ “{link}” ไม่ต้องใส่ภาษา (/en หรือ /th) ร้านจะเติมตามภาษาของผู้อ่านเอง',
    en: 'Leave the language out of the link “{link}” (/en or /th): the store adds the reader’s own.',
  },
  'homeAdmin.slider.link.notHttps': {
    th: 'ลิงก์ “{link}” ต้องเป็นที่อยู่ในร้าน (ขึ้นต้นด้วย /) หรือที่อยู่เว็บที่ขึ้นต้นด้วย https://',
    en: 'The link “{link}” must be a store path (starting with /) or a web address starting with https://.',
  },
  'homeAdmin.slider.link.credentials': {
    th: 'ลิงก์ “{link}” มีชื่อผู้ใช้หรือรหัสผ่านอยู่ในที่อยู่ (ส่วนก่อน @) กรุณาใช้ที่อยู่เว็บที่ไม่มีส่วนนี้',
    en: 'The link “{link}” carries a user name or password (the part before @). Use the address without it.',
  },
  'homeAdmin.slider.reorder': {
    th: 'การจัดลำดับต้องมีสไลเดอร์ทุกอันครบ อันละหนึ่งครั้ง กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง',
    en: 'The new order must list every slider once. Reload the page and try again.',
  },
  'homeAdmin.picture.unreadable': {
    th: 'อ่านไฟล์รูปสไลเดอร์ไม่ได้ กรุณาส่งรูป JPEG, PNG หรือ WebP',
    en: 'The slider’s picture cannot be read. Send a JPEG, PNG or WebP.',
  },
  'homeAdmin.picture.tooSmall': {
    th: 'รูปสไลเดอร์เล็กเกินไป ({width}x{height} พิกเซล) ต้องมีขนาดอย่างน้อย {minWidth}x{minHeight}',
    en: 'The slider’s picture is too small ({width}x{height} pixels): it must be at least {minWidth}x{minHeight}.',
  },
  'homeAdmin.picture.shape': {
    th: 'รูปสไลเดอร์มีสัดส่วนผิดจากแบนเนอร์มาก ({width}x{height}) ควรเป็นแนวนอน กว้าง:สูง ประมาณ 3:1 (ระหว่าง 2:1 ถึง 4:1)',
    en: 'The slider’s picture is far from a banner’s shape ({width}x{height}): it should be wide, about 3:1 (between 2:1 and 4:1).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

declare module '../../lib/messages.js' {
  interface ModuleMessages {
    homeAdminMessages: typeof homeAdminMessages;
  }
}
