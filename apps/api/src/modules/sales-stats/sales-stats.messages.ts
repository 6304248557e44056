import type { Locale } from '@nangsue/contracts';

/** Messages of the publisher portal's sales (docs/sales-stats.md), Thai and English (src/messages.ts). */
export const salesStatsMessages = {
  'sales.period.order': {
    th: 'ช่วงเวลา: วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด',
    en: 'Period: the start date must not be after the end date.',
  },
  'sales.period.tooLong': {
    th: 'ช่วงเวลา: ดูได้ครั้งละไม่เกิน {max} วัน (ตอนนี้ {days} วัน)',
    en: 'Period: at most {max} days at a time (now {days}).',
  },
  'sales.book.notFound': {
    th: 'ไม่พบหนังสือเล่มนี้ในหนังสือของสำนักพิมพ์คุณ',
    en: 'This book is not one of your books.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    salesStatsMessages: typeof salesStatsMessages;
  }
}
