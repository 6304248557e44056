import type { Locale } from '@nangsue/contracts';

/**
 * Messages of the portal's bulk upload (portal-bulk.service.ts, docs/titles.md "Bulk upload"),
 * in Thai and English (registered in src/messages.ts). `bulk.onix.*` put the ONIX parser's
 * findings (onix-product.ts writes them in English for the command line and the back office)
 * into the publisher's language.
 */
export const portalBulkMessages = {
  // ------------------------------------------------------------ the parser's findings
  'bulk.onix.isbnDigits': {
    th: 'ISBN "{value}" ไม่ใช่ตัวเลข 13 หลัก',
    en: 'ISBN "{value}" is not 13 digits.',
  },
  'bulk.onix.isbnCheck': {
    th: 'ISBN {value} มีเลขตรวจสอบ (หลักสุดท้าย) ไม่ถูกต้อง',
    en: 'ISBN {value} has a wrong check digit.',
  },
  'bulk.onix.price': {
    th: 'ราคา "{amount}" ไม่ใช่จำนวนเงินบาท',
    en: 'The price "{amount}" is not an amount in baht.',
  },
  'bulk.onix.otherCurrency': {
    th: 'ไม่มีราคาเป็นเงินบาท (พบ {currencies})',
    en: 'There is no price in THB (found {currencies}).',
  },
  'bulk.onix.noPrice': {
    th: 'ไม่มีราคาขายปลีกเป็นเงินบาท',
    en: 'There is no consumer price in THB.',
  },
  'bulk.onix.noReference': {
    th: 'ไม่มี RecordReference (รหัสอ้างอิงของรายการ)',
    en: 'The record has no RecordReference.',
  },
  'bulk.onix.longReference': {
    th: 'RecordReference ยาวเกิน 100 ตัวอักษร',
    en: 'The RecordReference is longer than 100 characters.',
  },
  'bulk.onix.deletion': {
    th: 'ระบบไม่นำเข้าประกาศลบรายการ (NotificationType 05) หากต้องการนำหนังสือออกจากร้าน ให้เลิกเผยแพร่ที่หน้าหนังสือ',
    en: 'Deletion notices (NotificationType 05) are not imported: unpublish the title on its page instead.',
  },
  'bulk.onix.noTitle': {
    th: 'ไม่มีชื่อเรื่อง',
    en: 'The record has no title.',
  },
  'bulk.onix.date': {
    th: 'วันที่จัดพิมพ์ "{date}" ไม่ใช่วันที่',
    en: 'The publishing date "{date}" is not a date.',
  },
  'bulk.onix.stopped': {
    th: 'หยุดอ่านไฟล์ที่บรรทัด {line}: {reason} รายการก่อนหน้านั้นนำเข้าแล้ว',
    en: 'Reading stopped at line {line}: {reason}. The records before it were imported.',
  },

  // ------------------------------------------------------------ records
  'bulk.record.created': {
    th: 'สร้างเป็นฉบับร่างแล้ว ตรวจทาน แนบไฟล์หนังสือ แล้วส่งตรวจจากหน้าหนังสือ',
    en: 'Made as a draft: check it, add its book file and send it for review from its page.',
  },
  'bulk.record.changedDraft': {
    th: 'แก้ไขฉบับร่างแล้ว',
    en: 'The draft is changed.',
  },
  'bulk.record.changedRevision': {
    th: 'การแก้ไขรอทีมงานตรวจ ร้านยังแสดงข้อมูลที่อนุมัติแล้วจนกว่าการแก้ไขจะผ่านการตรวจ กรุณาส่งตรวจจากหน้าหนังสือ',
    en: 'The changes wait for review: the store shows the approved title until staff approve them. Send it for review from its page.',
  },
  'bulk.record.price': {
    th: 'ราคา {price} บาท มีผลบนร้านทันที',
    en: 'The price of {price} baht applies in the store at once.',
  },
  'bulk.record.unchanged': {
    th: 'ข้อมูลตรงกับที่มีอยู่แล้ว ไม่มีการเปลี่ยนแปลง',
    en: 'Nothing to change.',
  },
  'bulk.record.categories': {
    th: 'ไม่พบหมวดหมู่ต่อไปนี้ในร้าน จึงไม่ได้ใส่: {paths} เลือกหมวดหมู่ได้ที่หน้าหนังสือ',
    en: 'These categories are not the store’s, so they were left out: {paths}. Choose the title’s categories on its page.',
  },
  'bulk.record.taken': {
    th: 'รหัสอ้างอิงหรือ ISBN ของรายการนี้เป็นของหนังสือที่ไม่ใช่ของสำนักพิมพ์คุณ จึงไม่ได้นำเข้า หากเป็นหนังสือของคุณ กรุณาติดต่อร้าน',
    en: 'The record reference or an ISBN of this record belongs to a book that is not yours, so it was not imported. If the book is yours, contact the store.',
  },
  'bulk.record.ambiguous': {
    th: 'ISBN ของรายการนี้ตรงกับหนังสือของคุณมากกว่าหนึ่งเล่ม (รหัส {ids}) จึงไม่ได้นำเข้า',
    en: 'The ISBN of this record matches more than one of your titles ({ids}), so it was not imported.',
  },
  'bulk.record.duplicate': {
    th: 'รายการที่ {index} ของไฟล์นี้มีรหัสอ้างอิงหรือ ISBN เดียวกัน จึงนำเข้าเฉพาะรายการแรก',
    en: 'Record {index} of this file has the same record reference or ISBN: only the first is imported.',
  },
  'bulk.record.invalid': {
    th: 'ข้อมูลของรายการนี้ใช้ไม่ได้:',
    en: 'The record’s values cannot be used:',
  },

  // ------------------------------------------------------------ the zip
  'bulk.zip.notZip': {
    th: 'ไฟล์นี้ไม่ใช่ไฟล์ zip ที่อ่านได้ ({reason})',
    en: 'The file is not a zip archive that can be read ({reason}).',
  },
  'bulk.zip.empty': {
    th: 'ในไฟล์ zip ไม่มีไฟล์หนังสือ ตัวอย่าง หรือปก',
    en: 'The zip holds no book file, sample or cover.',
  },
  'bulk.zip.tooMany': {
    th: 'ไฟล์ zip มีมากกว่า {max} ไฟล์ ไฟล์ที่เกินไม่ได้อ่าน',
    en: 'The zip holds more than {max} files: the rest were not read.',
  },
  'bulk.zip.unknownName': {
    th: 'ระบบไม่รู้จักชื่อไฟล์นี้: ตั้งชื่อไฟล์หนังสือเป็น <ISBN หรือรหัสอ้างอิง>.epub หรือ .pdf ไฟล์ตัวอย่างเป็น <…>.sample.epub หรือ .sample.pdf และปกเป็น <…>.jpg .png หรือ .webp',
    en: 'Not a name the upload reads: name book files <ISBN or record reference>.epub or .pdf, samples <…>.sample.epub or .sample.pdf, covers <…>.jpg, .png or .webp.',
  },
  'bulk.zip.noTitle': {
    th: 'ไม่พบหนังสือของคุณที่มีรหัสอ้างอิงหรือ ISBN "{key}"',
    en: 'None of your titles has the record reference or ISBN "{key}".',
  },
  'bulk.zip.ambiguous': {
    th: '"{key}" ตรงกับหนังสือของคุณมากกว่าหนึ่งเล่ม (รหัส {ids}) กรุณาอัปโหลดไฟล์นี้ที่หน้าหนังสือ',
    en: '"{key}" names more than one of your titles ({ids}): upload this file on the title’s page.',
  },
  'bulk.zip.duplicate': {
    th: 'ในไฟล์ zip มีไฟล์แบบเดียวกันของหนังสือเล่มนี้แล้ว ({other}) จึงใช้เฉพาะไฟล์แรก',
    en: 'The zip has the same kind of file for this title already ({other}): only the first is used.',
  },
  'bulk.zip.tooLarge': {
    th: 'ไฟล์ใหญ่เกิน {megabytes} MB',
    en: 'The file is larger than {megabytes} MB.',
  },
  'bulk.zip.encrypted': {
    th: 'ไฟล์นี้ถูกเข้ารหัสไว้ใน zip จึงอ่านไม่ได้',
    en: 'The file is encrypted in the zip, so it cannot be read.',
  },
  'bulk.zip.unreadable': {
    th: 'อ่านไฟล์นี้จาก zip ไม่ได้ ({reason})',
    en: 'The file cannot be read from the zip ({reason}).',
  },
  'bulk.zip.file': {
    th: 'แนบไฟล์ {format} แล้ว',
    en: 'The {format} file is attached.',
  },
  'bulk.zip.sample': {
    th: 'แนบตัวอย่าง {format} แล้ว',
    en: 'The {format} sample is attached.',
  },
  'bulk.zip.cover': {
    th: 'เปลี่ยนปกแล้ว',
    en: 'The cover is changed.',
  },
  'bulk.zip.pending': {
    th: 'รอทีมงานตรวจพร้อมการแก้ไขอื่นของหนังสือเล่มนี้ กรุณาส่งตรวจจากหน้าหนังสือ',
    en: 'It waits for review with the title’s other changes: send it for review from its page.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

declare module '../../lib/messages.js' {
  interface ModuleMessages {
    portalBulkMessages: typeof portalBulkMessages;
  }
}
