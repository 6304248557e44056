/** Messages of downloads and the library export, in Thai and English (registered at the composition root, src/messages.ts). */
export const downloadsMessages = {
  'download.notFound': {
    th: 'ไม่พบหนังสือเล่มนี้ในชั้นหนังสือของคุณ',
    en: 'This book is not on your bookshelf.',
  },
  'download.formatMissing': {
    th: 'หนังสือเล่มนี้ไม่มีไฟล์ {format} ให้ดาวน์โหลด',
    en: 'This book has no {format} file to download.',
  },
  'download.mustAgree': {
    th: 'กรุณายอมรับเงื่อนไขการดาวน์โหลดก่อน: ไฟล์นี้สำหรับคุณใช้อ่านเองเท่านั้น ห้ามเผยแพร่ต่อ และจะมีชื่อของคุณกับเลขที่คำสั่งซื้อพิมพ์อยู่ในไฟล์ (กด “ยอมรับและดาวน์โหลด” ในหน้าชั้นหนังสือ)',
    en: 'Please agree to the download terms first: the file is for your own reading only, must not be shared, and carries your name and order number (press “Agree and download” on your bookshelf).',
  },
  'download.limitReached': {
    th: 'คุณดาวน์โหลดหนังสือเล่มนี้ครบ {limit} ครั้งแล้ว ยังอ่านได้ในเว็บไซต์และแอปอ่านหนังสือ หากต้องการดาวน์โหลดเพิ่ม กรุณาติดต่อฝ่ายบริการลูกค้า',
    en: 'You have downloaded this book the maximum of {limit} times. You can still read it on the website and in reading apps; contact customer service for more downloads.',
  },
  'download.linkInvalid': {
    th: 'ลิงก์ดาวน์โหลดนี้ไม่ถูกต้อง',
    en: 'This download link is not valid.',
  },
  'download.linkExpired': {
    th: 'ลิงก์ดาวน์โหลดนี้หมดอายุแล้ว กรุณากดดาวน์โหลดใหม่จากชั้นหนังสือ',
    en: 'This download link has expired. Please download again from your bookshelf.',
  },
  'download.linkUsed': {
    th: 'ลิงก์ดาวน์โหลดนี้ถูกใช้ไปแล้ว กรุณากดดาวน์โหลดใหม่จากชั้นหนังสือ',
    en: 'This download link has already been used. Please download again from your bookshelf.',
  },
  'download.exportTooSoon': {
    th: 'ดาวน์โหลดคลังหนังสือทั้งหมดได้วันละครั้ง ลองใหม่ได้หลัง {time}',
    en: 'Your whole library can be downloaded once a day. Please try again after {time}.',
  },
  'download.exportEmpty': {
    th: 'ยังไม่มีหนังสือในชั้นหนังสือของคุณให้ดาวน์โหลด',
    en: 'There are no books on your bookshelf to download yet.',
  },
} as const;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    downloadsMessages: typeof downloadsMessages;
  }
}
