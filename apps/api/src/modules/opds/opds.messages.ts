/** The words of the OPDS catalogue (feed titles), in Thai and English (registered at the composition root, src/messages.ts). */
export const opdsMessages = {
  'opds.root': { th: 'ชั้นหนังสือของฉัน · หนังสือ', en: 'My bookshelf · Nangsue' },
  'opds.books': { th: 'หนังสือทั้งหมดของฉัน', en: 'All my books' },
  'opds.booksAbout': {
    th: 'หนังสือทุกเล่มที่คุณเป็นเจ้าของ ได้มาล่าสุดก่อน',
    en: 'Every book you own, newest first.',
  },
  'opds.recent': { th: 'อ่านล่าสุด', en: 'Recently read' },
  'opds.recentAbout': {
    th: 'หนังสือที่คุณเปิดอ่านล่าสุด',
    en: 'The books you opened last.',
  },
  'opds.collections': { th: 'คอลเลกชันของฉัน', en: 'My collections' },
  'opds.collectionsAbout': {
    th: 'ชั้นหนังสือที่คุณจัดไว้เอง',
    en: 'The collections you made on your bookshelf.',
  },
  'opds.collectionAbout': { th: 'หนังสือ {count} เล่ม', en: '{count} books' },
  'opds.searchTitle': { th: 'ผลการค้นหา “{keyword}”', en: 'Search results for “{keyword}”' },
  'opds.searchName': { th: 'หนังสือ', en: 'Nangsue' },
  'opds.searchAbout': {
    th: 'ค้นหาหนังสือในชั้นหนังสือของคุณ',
    en: 'Search the books on your bookshelf.',
  },
  'opds.signIn': {
    th: 'ใช้อีเมลของคุณกับรหัสผ่านสำหรับแอปที่สร้างในหน้า “แอปอ่านหนังสือ” ของบัญชี',
    en: 'Use your e-mail with an app password made on the “Reading apps” page of your account.',
  },
} as const;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    opdsMessages: typeof opdsMessages;
  }
}
