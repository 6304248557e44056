import type { Locale } from '@nangsue/contracts';

/**
 * Messages of the catalog in the back office (catalog-admin.service.ts), in Thai and English
 * (registered at the composition root, src/messages.ts).
 */
export const catalogAdminMessages = {
  'catalogAdmin.bookNotFound': { th: 'ไม่พบหนังสือรหัส {id}', en: 'There is no book {id}.' },
  'catalogAdmin.missing.publishers': {
    th: 'ไม่พบสำนักพิมพ์รหัส {ids}',
    en: 'There is no publisher {ids}.',
  },
  'catalogAdmin.missing.imprints': {
    th: 'ไม่พบสำนักพิมพ์ในเครือ (imprint) รหัส {ids}',
    en: 'There is no imprint {ids}.',
  },
  'catalogAdmin.missing.series': { th: 'ไม่พบชุดหนังสือรหัส {ids}', en: 'There is no series {ids}.' },
  'catalogAdmin.missing.contributors': {
    th: 'ไม่พบผู้แต่งหรือผู้ร่วมสร้างสรรค์รหัส {ids}',
    en: 'There is no author or contributor {ids}.',
  },
  'catalogAdmin.missing.tags': { th: 'ไม่พบแท็กรหัส {ids}', en: 'There is no tag {ids}.' },
  'catalogAdmin.missing.categories': {
    th: 'ไม่พบหมวดหมู่รหัส {ids}',
    en: 'There is no category {ids}.',
  },
  'catalogAdmin.isbnInvalid': {
    th: '{field} ไม่ใช่ ISBN-13 ที่ถูกต้อง (ต้องขึ้นต้นด้วย 978 หรือ 979 และเลขตรวจสอบถูกต้อง)',
    en: '{field} is not a valid ISBN-13 (it starts with 978 or 979 and its check digit must match).',
  },
  'catalogAdmin.recordReferenceTaken': {
    th: 'รหัสอ้างอิง {reference} ถูกใช้กับหนังสือเล่มอื่นแล้ว',
    en: 'The record reference {reference} belongs to another book.',
  },
  'catalogAdmin.oldPriceNotHigher': {
    th: 'ราคาเดิม (ที่ขีดฆ่า) ต้องสูงกว่าราคาขาย',
    en: 'The old (crossed-out) price must be higher than the price.',
  },
  'catalogAdmin.salePriceNotLower': {
    th: 'ราคาลดพิเศษต้องต่ำกว่าราคาปกติ',
    en: 'The sale price must be lower than the regular price.',
  },
  'catalogAdmin.saleDatesWithoutPrice': {
    th: 'กำหนดวันลดราคาแล้ว กรุณาใส่ราคาลดพิเศษด้วย',
    en: 'Sale dates are set: give the sale price too.',
  },
  'catalogAdmin.saleDatesOrder': {
    th: 'วันสิ้นสุดการลดราคาต้องอยู่หลังวันเริ่ม',
    en: 'The sale must end after it starts.',
  },
  'catalogAdmin.saleEndPast': {
    th: 'วันสิ้นสุดการลดราคาผ่านไปแล้ว',
    en: 'The sale’s end is already past.',
  },
  'catalogAdmin.publishAtPast': {
    th: 'เวลาที่ตั้งเผยแพร่ต้องเป็นเวลาในอนาคต (หากต้องการเผยแพร่ทันที กด “เผยแพร่”)',
    en: 'The publication time must be in the future (to publish now, use “Publish”).',
  },
  'catalogAdmin.imprintOfOtherPublisher': {
    th: 'สำนักพิมพ์ในเครือนี้เป็นของสำนักพิมพ์อื่น',
    en: 'This imprint belongs to another publisher.',
  },
  'catalogAdmin.duplicateContributor': {
    th: 'ระบุผู้แต่งคนเดียวกันในบทบาทเดียวกันซ้ำ',
    en: 'The same contributor is listed twice in the same role.',
  },
  'catalogAdmin.cover.unreadable': {
    th: 'อ่านไฟล์รูปปกไม่ได้ กรุณาส่งรูป JPEG, PNG หรือ WebP',
    en: 'The cover cannot be read as a picture. Send a JPEG, PNG or WebP.',
  },
  'catalogAdmin.cover.tooSmall': {
    th: 'รูปปกเล็กเกินไป ({width}x{height} พิกเซล) ต้องมีขนาดอย่างน้อย {minWidth}x{minHeight}',
    en: 'The cover is too small ({width}x{height} pixels): it must be at least {minWidth}x{minHeight}.',
  },
  'catalogAdmin.cover.shape': {
    th: 'รูปปกมีสัดส่วนผิดจากปกหนังสือมาก ({width}x{height}) ปกควรเป็นแนวตั้ง กว้าง:สูง ประมาณ 7:10',
    en: 'The cover’s shape is far from a book cover’s ({width}x{height}): it should be upright, about 7:10.',
  },
  'catalogAdmin.file.typeMismatch': {
    th: 'ไฟล์ชนิด {type} ไม่ใช่ {format}',
    en: 'A file of type {type} is not a {format}.',
  },
  'catalogAdmin.file.problems': {
    th: 'ไฟล์ {format} นี้ไม่ผ่านการตรวจสอบ จึงขายไม่ได้:',
    en: 'This {format} did not pass the checks, so it cannot be sold:',
  },
  'catalogAdmin.file.warning.language': {
    th: 'คำเตือน: เนื้อหา {documents} จาก {total} ไฟล์ในอีบุ๊กภาษาไทยเล่มนี้ไม่ได้ระบุภาษา (lang และ xml:lang ที่ <html>) แอปอ่านอาจตัดคำและเลือกฟอนต์ผิด',
    en: 'Warning: {documents} of the {total} content documents of this Thai EPUB do not say their language (lang and xml:lang on <html>): reading apps may break lines and pick fonts wrongly.',
  },
  'catalogAdmin.file.warning.font': {
    th: 'คำเตือน: อีบุ๊กภาษาไทยเล่มนี้ไม่ได้ฝังฟอนต์และไม่ได้ระบุฟอนต์ภาษาไทยใน CSS อุปกรณ์ของผู้อ่านจะแสดงด้วยฟอนต์ที่มีอยู่เอง',
    en: 'Warning: this Thai EPUB embeds no font and names no Thai font in its styles: each reader’s device will draw it with whatever font it has.',
  },
  'catalogAdmin.titleNotApproved': {
    th: 'หนังสือรหัส {ids} เป็นหนังสือที่สำนักพิมพ์ส่งมาและยังไม่ผ่านการตรวจ กรุณาอนุมัติที่เมนู “หนังสือรอตรวจ” (การอนุมัติจะเผยแพร่ให้เอง)',
    en: 'Book {ids} is a publisher’s title not approved yet: approve it under “Title submissions”, which publishes it.',
  },
  'catalogAdmin.sample.noFile': {
    th: 'กรุณาอัปโหลดไฟล์หนังสือ {format} ก่อนอัปโหลดตัวอย่าง',
    en: 'Upload the book’s {format} before its sample.',
  },
  'catalogAdmin.category.notFound': {
    th: 'ไม่พบหมวดหมู่รหัส {id}',
    en: 'There is no category {id}.',
  },
  'catalogAdmin.category.loop': {
    th: 'ย้ายหมวดหมู่ไปอยู่ใต้ตัวเองหรือหมวดหมู่ย่อยของตัวเองไม่ได้',
    en: 'A category cannot move under itself or one of its sub-categories.',
  },
  'catalogAdmin.category.reorder': {
    th: 'รายการที่จะเรียงต้องเป็นหมวดหมู่ย่อยทั้งหมดของหมวดหมู่เดียวกัน พอดีครบทุกรายการ',
    en: 'The order must list every sub-category of that parent, each once.',
  },
  'catalogAdmin.named.notFound': {
    th: 'ไม่พบรายการรหัส {id}',
    en: 'There is no entry {id}.',
  },
  'catalogAdmin.named.taken': {
    th: 'มีรายการชื่อ “{nameTh}” / “{nameEn}” อยู่แล้ว',
    en: 'An entry named “{nameTh}” / “{nameEn}” exists already.',
  },
  'catalogAdmin.named.fieldNotHere': {
    th: 'รายการประเภทนี้ไม่มีช่อง {field}',
    en: 'This kind of entry has no {field}.',
  },
  'catalogAdmin.bulk.percentRequired': {
    th: 'กรุณาระบุเปอร์เซ็นต์ที่จะปรับราคา',
    en: 'Give the percentage to change prices by.',
  },
  'catalogAdmin.bulk.categoryRequired': {
    th: 'กรุณาเลือกหมวดหมู่ที่จะย้ายไป',
    en: 'Choose the category to move the books to.',
  },
  'catalogAdmin.onix.notOnix': {
    th: 'ไฟล์นี้ไม่ใช่ ONIX 3.0 ที่อ่านได้: {reason}',
    en: 'This is not a readable ONIX 3.0 file: {reason}',
  },
} as const satisfies Record<string, Record<Locale, string>>;

declare module '../../lib/messages.js' {
  interface ModuleMessages {
    catalogAdminMessages: typeof catalogAdminMessages;
  }
}
