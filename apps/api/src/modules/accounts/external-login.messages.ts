import type { Locale } from '@nangsue/contracts';

/**
 * Messages of external sign-in (Google, Facebook, Apple), in Thai and English (merged into
 * lib/messages.ts). `{provider}` is the provider's brand name, the same in both languages.
 */
export const externalLoginMessages = {
  'externalLogin.failed': {
    th: 'ไม่สามารถยืนยันการเข้าสู่ระบบกับผู้ให้บริการได้ กรุณาลองใหม่อีกครั้ง',
    en: 'We could not confirm this sign-in with the provider. Please try again.',
  },
  'externalLogin.providerUnavailable': {
    th: 'ยังไม่เปิดให้เข้าสู่ระบบด้วย {provider}',
    en: 'Sign-in with {provider} is not available.',
  },
  'externalLogin.emailInUse': {
    th: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่าน (หรือวิธีที่คุณใช้ก่อนหน้านี้) แล้วเชื่อมต่อ {provider} ในหน้าการตั้งค่า',
    en: 'An account with this e-mail address already exists. Log in with your password (or the way you signed in before), then link {provider} in Settings.',
  },
  'externalLogin.emailRequired': {
    th: '{provider} ไม่ได้แจ้งอีเมลของคุณ กรุณาอนุญาตให้เข้าถึงอีเมล หรือสมัครสมาชิกด้วยอีเมลและรหัสผ่าน',
    en: '{provider} did not share your e-mail address. Allow access to your e-mail address, or register with an e-mail address and password.',
  },
  'externalLogin.linkedToOtherAccount': {
    th: 'บัญชี {provider} นี้เชื่อมต่อกับบัญชีผู้ใช้อื่นอยู่แล้ว',
    en: 'This {provider} account is already linked to another customer account.',
  },
  'externalLogin.providerAlreadyLinked': {
    th: 'บัญชีของคุณเชื่อมต่อกับบัญชี {provider} อื่นอยู่แล้ว กรุณายกเลิกการเชื่อมต่อเดิมก่อน',
    en: 'Your account is already linked to a different {provider} account. Remove that link first.',
  },
  'externalLogin.notLinked': {
    th: 'บัญชีของคุณไม่ได้เชื่อมต่อกับ {provider}',
    en: 'Your account is not linked to {provider}.',
  },
  'externalLogin.lastSignInMethod': {
    th: 'ไม่สามารถยกเลิกการเชื่อมต่อ {provider} ได้ เพราะเป็นช่องทางเดียวที่ใช้เข้าสู่ระบบบัญชีนี้ กรุณาตั้งรหัสผ่านหรือเชื่อมต่อผู้ให้บริการอื่นก่อน',
    en: 'You cannot remove {provider}: it is the only way to sign in to this account. Set a password or link another provider first.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    externalLoginMessages: typeof externalLoginMessages;
  }
}
