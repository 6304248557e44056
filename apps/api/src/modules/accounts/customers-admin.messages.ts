import type { Locale } from '@nangsue/contracts';

/**
 * Messages of customers in the back office (docs/back-office.md "Customers"), in Thai and English
 * (registered at the composition root, src/messages.ts).
 */
export const customersAdminMessages = {
  'customersAdmin.notFound': {
    th: 'ไม่พบบัญชีลูกค้า #{id}',
    en: 'There is no customer account #{id}.',
  },
  'customersAdmin.erased': {
    th: 'บัญชีลูกค้า #{id} ถูกลบข้อมูลส่วนบุคคลไปแล้ว',
    en: 'The personal data of customer account #{id} was erased already.',
  },
  'customersAdmin.lockedAlready': {
    th: 'บัญชีลูกค้า #{id} ถูกระงับอยู่แล้ว',
    en: 'Customer account #{id} is locked already.',
  },
  'customersAdmin.notLocked': {
    th: 'บัญชีลูกค้า #{id} ไม่ได้ถูกระงับ',
    en: 'Customer account #{id} is not locked.',
  },
  'customersAdmin.sessionNotFound': {
    th: 'ไม่พบการเข้าสู่ระบบที่ยังใช้งานอยู่นี้ของลูกค้า (อาจสิ้นสุดไปแล้ว)',
    en: 'This customer has no such live session (it may have ended already).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    customersAdminMessages: typeof customersAdminMessages;
  }
}
