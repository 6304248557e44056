import type { Locale } from '@nangsue/contracts';

/**
 * Messages of price campaigns in the back office (price-campaigns.service.ts), in Thai and
 * English (registered at the composition root, src/messages.ts).
 */
export const priceCampaignMessages = {
  'priceCampaign.notFound': {
    th: 'ไม่พบแคมเปญราคารหัส {id}',
    en: 'There is no price campaign {id}.',
  },
  'priceCampaign.percentRequired': {
    th: 'แคมเปญแบบลดเป็นเปอร์เซ็นต์ต้องระบุเปอร์เซ็นต์ที่ลด (1-90) และไม่ต้องระบุราคา',
    en: 'A percent-off campaign needs its percentage (1 to 90) and no price.',
  },
  'priceCampaign.priceRequired': {
    th: 'แคมเปญแบบราคาเดียวต้องระบุราคาแคมเปญ และไม่ต้องระบุเปอร์เซ็นต์',
    en: 'A fixed-price campaign needs its campaign price and no percentage.',
  },
  'priceCampaign.endBeforeStart': {
    th: 'วันสิ้นสุดแคมเปญต้องอยู่หลังวันเริ่ม',
    en: 'The campaign must end after it starts.',
  },
  'priceCampaign.endInPast': {
    th: 'วันสิ้นสุดแคมเปญต้องเป็นเวลาในอนาคต',
    en: 'The campaign must end in the future.',
  },
  'priceCampaign.emptySelection': {
    th: 'กรุณาเลือกหนังสือ หมวดหมู่ สำนักพิมพ์ หรือหัวข้ออย่างน้อยหนึ่งรายการ',
    en: 'Pick at least one book, category, publisher or topic.',
  },
  'priceCampaign.missing.bookIds': {
    th: 'ไม่พบหนังสือรหัส {ids}',
    en: 'There is no book {ids}.',
  },
  'priceCampaign.missing.categoryIds': {
    th: 'ไม่พบหมวดหมู่รหัส {ids}',
    en: 'There is no category {ids}.',
  },
  'priceCampaign.missing.publisherIds': {
    th: 'ไม่พบสำนักพิมพ์รหัส {ids}',
    en: 'There is no publisher {ids}.',
  },
  'priceCampaign.missing.topicIds': {
    th: 'ไม่พบหัวข้อรหัส {ids}',
    en: 'There is no topic {ids}.',
  },
  'priceCampaign.noBooks': {
    th: 'หมวดหมู่ สำนักพิมพ์ และหัวข้อที่เลือกไม่มีหนังสือเลย',
    en: 'The categories, publishers and topics picked have no books.',
  },
  'priceCampaign.tooManyBooks': {
    th: 'แคมเปญหนึ่งมีหนังสือได้ไม่เกิน {max} เล่ม รายการที่เลือกมีมากกว่านั้น กรุณาแบ่งเป็นหลายแคมเปญ',
    en: 'A campaign covers at most {max} books and this selection has more: split it into several campaigns.',
  },
  'priceCampaign.nothingApplied': {
    th: 'ไม่มีหนังสือเล่มใดเข้าร่วมแคมเปญได้ จาก {count} เล่ม: อยู่ในรายการลดราคาอื่นแล้ว {inOtherSale} เล่ม ราคาแคมเปญไม่ต่ำกว่าราคาปกติ {notCheaper} เล่ม จึงไม่ได้สร้างแคมเปญ',
    en: 'None of the {count} books can join the campaign (already in another sale: {inOtherSale}; the campaign price not below the regular price: {notCheaper}). The campaign was not made.',
  },
  'priceCampaign.alreadyStopped': {
    th: 'แคมเปญนี้ถูกหยุดไปแล้ว',
    en: 'This campaign has already been stopped.',
  },
  'priceCampaign.alreadyEnded': {
    th: 'แคมเปญนี้สิ้นสุดไปแล้ว ราคาปกติกลับมาแล้ว',
    en: 'This campaign has already ended; regular prices are back.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

declare module '../../lib/messages.js' {
  interface ModuleMessages {
    priceCampaignMessages: typeof priceCampaignMessages;
  }
}
