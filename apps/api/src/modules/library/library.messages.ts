/** Messages of the bookshelf and the reader, in Thai and English (registered at the composition root, src/messages.ts). */
export const libraryMessages = {
  'bookshelf.shelfNotFound': {
    th: 'ไม่พบชั้นหนังสือนี้',
    en: 'This collection was not found.',
  },
  'bookshelf.shelfNameTaken': {
    th: 'คุณมีชั้นหนังสือชื่อ “{name}” อยู่แล้ว',
    en: 'You already have a collection called “{name}”.',
  },
  'bookshelf.tooManyShelves': {
    th: 'สร้างชั้นหนังสือได้สูงสุด {max} ชั้น',
    en: 'You can have at most {max} collections.',
  },
  'bookshelf.notOwned': {
    th: 'ใส่ได้เฉพาะหนังสือที่อยู่ในชั้นหนังสือของคุณ',
    en: 'Only books you own can go in a collection.',
  },
  'bookshelf.bookNotFound': {
    th: 'ไม่พบหนังสือเล่มนี้',
    en: 'This book was not found.',
  },
  'bookshelf.noSample': {
    th: 'หนังสือเล่มนี้ไม่มีตัวอย่างให้ทดลองอ่าน',
    en: 'This book has no sample to read.',
  },
  'bookshelf.sampleOwned': {
    th: 'หนังสือเล่มนี้อยู่ในชั้นหนังสือของคุณแล้ว อ่านได้ทั้งเล่ม',
    en: 'You own this book: it is on your bookshelf to read in full.',
  },
  'reader.bookNotFound': {
    th: 'ไม่พบหนังสือเล่มนี้ หรือยังไม่มีไฟล์ให้อ่าน',
    en: 'This book was not found, or it has no file to read.',
  },
  'reader.annotationNotFound': {
    th: 'ไม่พบที่คั่นหรือไฮไลต์นี้',
    en: 'This bookmark or highlight was not found.',
  },
} as const;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    libraryMessages: typeof libraryMessages;
  }
}
