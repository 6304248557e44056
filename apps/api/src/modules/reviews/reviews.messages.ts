import type { Locale } from '@nangsue/contracts';

/** Messages of readers' reviews, in Thai and English (registered at the composition root, src/messages.ts). */
export const reviewsMessages = {
  'reviews.bookNotFound': { th: 'ไม่พบหนังสือเล่มนี้', en: 'This book does not exist.' },
  'reviews.reviewNotFound': { th: 'ไม่พบรีวิวนี้', en: 'This review does not exist.' },
  'reviews.noReview': {
    th: 'คุณยังไม่ได้รีวิวหนังสือเล่มนี้',
    en: 'You have not reviewed this book.',
  },
  'reviews.ratingRange': {
    th: 'คะแนน: กรุณาให้คะแนน 1 ถึง 5 ดาว',
    en: 'Rating: please give 1 to 5 stars.',
  },
  'reviews.titleEmpty': {
    th: 'หัวข้อรีวิว: กรุณาใส่หัวข้อ',
    en: 'Title: please give your review a title.',
  },
  'reviews.titleTooLong': {
    th: 'หัวข้อรีวิว: ยาวได้ไม่เกิน {max} ตัวอักษร (ตอนนี้ {length})',
    en: 'Title: at most {max} characters (now {length}).',
  },
  'reviews.textTooShort': {
    th: 'ข้อความรีวิว: กรุณาเขียนอย่างน้อย {min} ตัวอักษร',
    en: 'Review: please write at least {min} characters.',
  },
  'reviews.textTooLong': {
    th: 'ข้อความรีวิว: ยาวได้ไม่เกิน {max} ตัวอักษร (ตอนนี้ {length})',
    en: 'Review: at most {max} characters (now {length}).',
  },
  'reviews.ownReviewVote': {
    th: 'คุณโหวตรีวิวของตัวเองไม่ได้',
    en: 'You cannot vote for your own review.',
  },
  'reviews.ownReviewReport': {
    th: 'คุณรายงานรีวิวของตัวเองไม่ได้',
    en: 'You cannot report your own review.',
  },
  'reviews.alreadyReported': {
    th: 'คุณรายงานรีวิวนี้ไปแล้ว ทีมงานจะตรวจสอบโดยเร็ว',
    en: 'You have already reported this review; our team will look at it soon.',
  },
  'reviews.reported': {
    th: 'ขอบคุณที่แจ้ง รีวิวนี้ถูกซ่อนไว้ระหว่างรอทีมงานตรวจสอบ',
    en: 'Thank you: the review is hidden until our team has looked at it.',
  },
  'reviews.deleted': { th: 'ลบรีวิวของคุณแล้ว', en: 'Your review was deleted.' },
  // The back office (docs/back-office.md, "Content and moderation").
  'reviews.admin.notFound': { th: 'ไม่พบรีวิวนี้', en: 'This review does not exist.' },
  'reviews.admin.alreadyHidden': {
    th: 'รีวิวนี้ถูกซ่อนอยู่แล้ว',
    en: 'This review is already hidden.',
  },
  'reviews.admin.alreadyPublished': {
    th: 'รีวิวนี้แสดงอยู่แล้ว',
    en: 'This review is already shown on the store.',
  },
  'reviews.admin.noOpenReports': {
    th: 'รีวิวนี้ไม่มีรายงานที่รอตรวจสอบ',
    en: 'This review has no reports waiting.',
  },
  'reviews.admin.answerEmpty': {
    th: 'คำตอบ: กรุณาเขียนคำตอบ',
    en: 'Answer: please write the answer.',
  },
  'reviews.admin.answerTooLong': {
    th: 'คำตอบ: ยาวได้ไม่เกิน {max} ตัวอักษร (ตอนนี้ {length})',
    en: 'Answer: at most {max} characters (now {length}).',
  },
  'reviews.admin.answerHidden': {
    th: 'รีวิวนี้ถูกซ่อนอยู่ จึงตอบไม่ได้ กู้คืนรีวิวก่อนหากต้องการตอบ',
    en: 'This review is hidden, so it cannot be answered. Restore it first to answer it.',
  },
  'reviews.admin.noAnswer': {
    th: 'รีวิวนี้ยังไม่มีคำตอบจากร้าน',
    en: 'This review has no answer from the store.',
  },
  'reviews.tooManyWrites': {
    th: 'คุณเขียนหรือแก้ไขรีวิวบ่อยเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่',
    en: 'Too many review changes. Please wait {minutes} minutes and try again.',
  },
  'reviews.tooManyVotes': {
    th: 'คุณโหวตบ่อยเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่',
    en: 'Too many votes. Please wait {minutes} minutes and try again.',
  },
  'reviews.anonymous': { th: 'ผู้อ่าน', en: 'A reader' },
  'reviews.portal.notFound': {
    th: 'ไม่พบรีวิวนี้ในหนังสือของสำนักพิมพ์คุณ',
    en: 'This review does not exist among your books’ reviews.',
  },
  'reviews.portal.replyHidden': {
    th: 'ทีมงานร้านซ่อนรีวิวนี้แล้ว จึงตอบรีวิวนี้ไม่ได้',
    en: 'The store’s team hid this review, so it cannot be answered.',
  },
  'reviews.portal.noReply': {
    th: 'รีวิวนี้ยังไม่มีคำตอบจากสำนักพิมพ์',
    en: 'This review has no reply from the publisher.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    reviewsMessages: typeof reviewsMessages;
  }
}
