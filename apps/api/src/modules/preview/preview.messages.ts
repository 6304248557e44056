import type { Locale } from '@nangsue/contracts';

/** Messages of a publisher's preview in the reader, Thai and English (src/messages.ts). */
export const previewMessages = {
  'preview.bookNotFound': {
    th: 'ไม่พบหนังสือเล่มนี้',
    en: 'This title was not found.',
  },
  'preview.noFile': {
    th: 'หนังสือเล่มนี้ยังไม่มีไฟล์ EPUB หรือ PDF อัปโหลดไฟล์ก่อนดูตัวอย่าง',
    en: 'This title has no EPUB or PDF yet. Upload a file to preview it.',
  },
  'preview.linkInvalid': {
    th: 'ลิงก์ดูตัวอย่างนี้หมดอายุหรือถูกเปิดไปแล้ว เปิดตัวอย่างใหม่จากพอร์ทัลสำนักพิมพ์',
    en: 'This preview link has expired or was already opened. Open a new preview from the publisher portal.',
  },
  'preview.ended': {
    th: 'การดูตัวอย่างนี้สิ้นสุดแล้ว เปิดตัวอย่างใหม่จากพอร์ทัลสำนักพิมพ์',
    en: 'This preview has ended. Open a new preview from the publisher portal.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    previewMessages: typeof previewMessages;
  }
}
