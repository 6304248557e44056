/** Messages of the app passwords of reading apps, in Thai and English (registered at the composition root, src/messages.ts). */
export const appPasswordsMessages = {
  'appPasswords.tooMany': {
    th: 'สร้างรหัสผ่านสำหรับแอปได้สูงสุด {max} รหัส กรุณายกเลิกรหัสที่ไม่ใช้แล้วก่อน',
    en: 'You can have at most {max} app passwords. Revoke one you no longer use first.',
  },
  'appPasswords.notFound': {
    th: 'ไม่พบรหัสผ่านสำหรับแอปนี้',
    en: 'This app password was not found.',
  },
} as const;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    appPasswordsMessages: typeof appPasswordsMessages;
  }
}
