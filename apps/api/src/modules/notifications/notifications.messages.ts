import type { Locale } from '@nangsue/contracts';

/** Messages of follow and notify, in Thai and English (registered in src/messages.ts). */
export const notificationsMessages = {
  'notifications.targetNotFound': {
    th: 'ไม่พบสิ่งที่ต้องการติดตาม',
    en: 'There is nothing by that id to follow.',
  },
  'notifications.tooManyFollows': {
    th: 'คุณติดตามครบ {max} รายการแล้ว กรุณาเลิกติดตามบางรายการก่อน',
    en: 'You already follow {max} series, authors and publishers. Unfollow some first.',
  },
  'notifications.notFound': {
    th: 'ไม่พบการแจ้งเตือนนี้',
    en: 'This notification does not exist.',
  },
  'notifications.badUnsubscribeToken': {
    th: 'ลิงก์เลิกรับอีเมลนี้ไม่ถูกต้อง กรุณาเปลี่ยนการรับอีเมลได้ที่หน้าการแจ้งเตือนหลังเข้าสู่ระบบ',
    en: 'This unsubscribe link is not valid. Sign in and change your e-mail choice on the notifications page.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    notificationsMessages: typeof notificationsMessages;
  }
}
