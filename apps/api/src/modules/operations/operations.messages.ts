import type { Locale } from '@nangsue/contracts';

/**
 * Messages of operations in the back office (docs/back-office.md "Operations"), in Thai and
 * English (registered at the composition root, src/messages.ts).
 */
export const operationsMessages = {
  'operations.job.notFound': {
    th: 'ไม่พบงานที่ล้มเหลวนี้ในคิว (อาจถูกสั่งให้ทำใหม่ไปแล้ว)',
    en: 'There is no such failed job in this queue (it may have been retried already).',
  },
  'operations.period.order': {
    th: 'เวลาเริ่มต้น (From) ต้องอยู่ก่อนเวลาสิ้นสุด (To)',
    en: 'The start (From) must come before the end (To).',
  },
  'operations.period.tooLong': {
    th: 'ช่วงเวลายาวเกินไป: ดูบันทึกการค้นหาได้ครั้งละไม่เกิน {max} วัน',
    en: 'The period is too long: the search log is read at most {max} days at a time.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    operationsMessages: typeof operationsMessages;
  }
}
