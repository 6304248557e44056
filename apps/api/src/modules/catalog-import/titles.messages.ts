import type { Locale } from '@nangsue/contracts';

/**
 * Messages of publishers' titles and their review (portal-titles.service.ts,
 * title-reviews.service.ts), in Thai and English (registered in src/messages.ts).
 */
export const titlesMessages = {
  'titles.submissionNotFound': {
    th: 'ไม่พบหนังสือรอตรวจรหัส {id}',
    en: 'There is no title submission {id}.',
  },
  'titles.waiting': {
    th: 'หนังสือเล่มนี้อยู่ระหว่างรอทีมงานตรวจ หากต้องการแก้ไข กรุณาถอนการส่งตรวจก่อน',
    en: 'This title is waiting for review: withdraw it to change it.',
  },
  'titles.alreadyDecided': {
    th: 'หนังสือเล่มนี้ไม่ได้รอตรวจแล้ว (สถานะ: {status})',
    en: 'This title is no longer waiting for review (it is {status}).',
  },
  'titles.notSubmitted': {
    th: 'หนังสือเล่มนี้ไม่ได้อยู่ระหว่างรอตรวจ (สถานะ: {status})',
    en: 'This title is not waiting for review (it is {status}).',
  },
  'titles.cannotSubmit': {
    th: 'ส่งตรวจไม่ได้ในสถานะนี้ ({status})',
    en: 'A title that is {status} cannot be sent for review.',
  },
  'titles.nothingToReview': {
    th: 'ยังไม่มีการแก้ไขที่ต้องส่งตรวจ',
    en: 'There is no change to send for review.',
  },
  'titles.notApproved': {
    th: 'หนังสือเล่มนี้ยังไม่ผ่านการตรวจ จึงยังเผยแพร่เองไม่ได้ กรุณาส่งตรวจ',
    en: 'This title has not been approved yet, so it cannot be published: send it for review.',
  },
  'titles.publishAtPast': {
    th: 'เวลาที่ต้องการให้ขึ้นร้านต้องเป็นเวลาในอนาคต',
    en: 'The time to appear in the store must be in the future.',
  },
  'titles.ready.heading': {
    th: 'ยังส่งตรวจไม่ได้ เพราะ:',
    en: 'The title cannot be sent for review yet:',
  },
  'titles.ready.author': {
    th: 'ยังไม่ได้ระบุผู้แต่งอย่างน้อยหนึ่งคน',
    en: 'It names no author.',
  },
  'titles.ready.category': {
    th: 'ยังไม่ได้เลือกหมวดหมู่',
    en: 'It has no category.',
  },
  'titles.ready.file': {
    th: 'ยังไม่ได้อัปโหลดไฟล์หนังสือ (EPUB หรือ PDF)',
    en: 'Its book file (EPUB or PDF) is not uploaded.',
  },
  'titles.ready.description': {
    th: 'ยังไม่ได้เขียนคำโปรยภาษาไทย',
    en: 'It has no short description in Thai.',
  },
  'titles.status.draft': { th: 'ฉบับร่าง', en: 'a draft' },
  'titles.status.submitted': { th: 'รอตรวจ', en: 'waiting for review' },
  'titles.status.approved': { th: 'อนุมัติแล้ว', en: 'approved' },
  'titles.status.changes_requested': { th: 'ขอให้แก้ไข', en: 'sent back for changes' },
  'titles.mail.published': {
    th: 'หนังสือขึ้นร้านแล้ว',
    en: 'The title is in the store now.',
  },
  'titles.mail.scheduled': {
    th: 'หนังสือจะขึ้นร้านวันที่ {date}',
    en: 'The title will appear in the store on {date}.',
  },
  'titles.mail.revised': {
    th: 'การแก้ไขของคุณแสดงบนร้านแล้ว',
    en: 'Your changes are in the store now.',
  },
  'titles.mail.offline': {
    th: 'หนังสือยังไม่ได้เผยแพร่บนร้าน คุณเผยแพร่ได้เองจากหน้าหนังสือในระบบสำหรับสำนักพิมพ์',
    en: 'The title is not in the store: you can publish it from its page in the publisher portal.',
  },
  'titles.mail.noComment': { th: '(ไม่มีความเห็นเพิ่มเติม)', en: '(no comment)' },
} as const satisfies Record<string, Record<Locale, string>>;

declare module '../../lib/messages.js' {
  interface ModuleMessages {
    titlesMessages: typeof titlesMessages;
  }
}
