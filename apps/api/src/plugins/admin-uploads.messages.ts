import type { Locale } from '@nangsue/contracts';

/** Messages of back-office uploads (plugins/admin-uploads.ts), in Thai and English. */
export const adminUploadsMessages = {
  'upload.type': {
    th: 'ไม่รองรับไฟล์ชนิด {type} ที่นี่ กรุณาส่งไฟล์ชนิด {accepted}',
    en: 'Files of type {type} are not accepted here. Send one of: {accepted}.',
  },
  'upload.tooLarge': {
    th: 'ไฟล์มีขนาดใหญ่เกินไป (สูงสุด {megabytes} MB)',
    en: 'The file is too large (at most {megabytes} MB).',
  },
  'upload.empty': {
    th: 'ไม่ได้ส่งไฟล์มา หรือไฟล์ว่างเปล่า',
    en: 'No file was sent, or the file is empty.',
  },
  'upload.interrupted': {
    th: 'การอัปโหลดถูกขัดจังหวะก่อนได้รับไฟล์ครบ กรุณาลองใหม่',
    en: 'The upload was interrupted before the whole file arrived. Please try again.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

declare module '../lib/messages.js' {
  interface ModuleMessages {
    adminUploadsMessages: typeof adminUploadsMessages;
  }
}
