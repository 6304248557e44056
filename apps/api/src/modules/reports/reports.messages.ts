/**
 * Messages of the reports (docs/back-office.md "Reports"), in Thai and English: the month's
 * error and the CSV files' column headers (registered at the composition root, src/messages.ts).
 */
export const reportsMessages = {
  'reports.month.invalid': {
    th: 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด (ปี ค.ศ.) เช่น 2026-11',
    en: 'Month must be written as YYYY-MM, for example 2026-11.',
  },
  'reports.csv.date': { th: 'วันที่', en: 'Date' },
  'reports.csv.orders': { th: 'จำนวนคำสั่งซื้อ', en: 'Orders' },
  'reports.csv.gross': { th: 'ยอดขายก่อนส่วนลด (บาท)', en: 'Gross (THB)' },
  'reports.csv.discount': { th: 'ส่วนลด (บาท)', en: 'Discounts (THB)' },
  'reports.csv.total': { th: 'ยอดขายรวมภาษี (บาท)', en: 'Sales incl. VAT (THB)' },
  'reports.csv.coins': { th: 'ชำระด้วยเหรียญ (บาท)', en: 'Paid with coins (THB)' },
  'reports.csv.vat': { th: 'ภาษีมูลค่าเพิ่ม (บาท)', en: 'VAT (THB)' },
  'reports.csv.net': { th: 'ยอดขายก่อนภาษี (บาท)', en: 'Net of VAT (THB)' },
  'reports.csv.refund': { th: 'คืนเงิน (บาท)', en: 'Refunds (THB)' },
  'reports.csv.refundVat': { th: 'ภาษีของการคืนเงิน (บาท)', en: 'VAT of refunds (THB)' },
  'reports.csv.netSales': {
    th: 'ยอดขายสุทธิหลังคืนเงิน (บาท)',
    en: 'Net sales after refunds (THB)',
  },
  'reports.csv.coinPacks': { th: 'ขายแพ็กเหรียญ (บาท)', en: 'Coin packs sold (THB)' },
  'reports.csv.totalRow': { th: 'รวม', en: 'Total' },
  'reports.csv.book': { th: 'หนังสือ', en: 'Book' },
  'reports.csv.publisher': { th: 'สำนักพิมพ์', en: 'Publisher' },
  'reports.csv.noPublisher': { th: '(ไม่ระบุสำนักพิมพ์)', en: '(no publisher)' },
  'reports.csv.id': { th: 'รหัส', en: 'Id' },
  'reports.csv.copies': { th: 'จำนวนที่ขาย', en: 'Copies sold' },
  'reports.csv.refundedCopies': { th: 'จำนวนที่คืนเงิน', en: 'Copies refunded' },
  'reports.csv.kind': { th: 'ประเภทเอกสาร', en: 'Document' },
  'reports.csv.number': { th: 'เลขที่', en: 'Number' },
  'reports.csv.orderNumber': { th: 'คำสั่งซื้อ', en: 'Order' },
  'reports.csv.refersTo': { th: 'อ้างถึงใบกำกับภาษี', en: 'Refers to' },
  'reports.csv.taxable': { th: 'มูลค่าที่ต้องเสียภาษี (บาท)', en: 'Taxable value (THB)' },
  'reports.csv.zeroRated': {
    th: 'ยอดขายที่เสียภาษีอัตราร้อยละ 0 (บาท)',
    en: 'Zero-rated sales (THB)',
  },
  'reports.csv.exempt': { th: 'ยอดขายที่ได้รับยกเว้น (บาท)', en: 'Exempt sales (THB)' },
  'reports.csv.voided': { th: 'ยกเลิกแล้ว', en: 'Voided' },
  'reports.csv.sales': { th: 'ยอดขาย', en: 'Sales' },
  'reports.csv.creditNotes': { th: 'ใบลดหนี้', en: 'Credit notes' },
  'reports.csv.netVat': { th: 'ยื่น ภ.พ.30', en: 'For ภ.พ.30' },
  'reports.csv.kind.abbreviated': { th: 'ใบกำกับภาษีอย่างย่อ', en: 'Abbreviated tax invoice' },
  'reports.csv.kind.full': { th: 'ใบกำกับภาษี', en: 'Tax invoice' },
  'reports.csv.kind.credit_note': { th: 'ใบลดหนี้', en: 'Credit note' },
  'reports.csv.category': { th: 'หมวดหมู่', en: 'Category' },
  'reports.csv.noCategory': { th: '(ไม่มีหมวดหมู่)', en: '(no category)' },
  'reports.csv.coinsIssued': { th: 'เหรียญที่ออก (บาท)', en: 'Coins issued (THB)' },
  'reports.csv.coinsTopUp': { th: 'จากการเติมเหรียญ (บาท)', en: 'Top-ups (THB)' },
  'reports.csv.coinsReward': { th: 'เหรียญสะสมจากการซื้อ (บาท)', en: 'Purchase rewards (THB)' },
  'reports.csv.coinsRedeem': { th: 'จากรหัสแลกรับ (บาท)', en: 'Redeem codes (THB)' },
  'reports.csv.coinsStaff': { th: 'ร้านมอบให้ (บาท)', en: 'Staff grants (THB)' },
  'reports.csv.coinsRefund': { th: 'คืนเป็นเหรียญ (บาท)', en: 'Refunds as coins (THB)' },
  'reports.csv.coinsSpent': { th: 'เหรียญที่ใช้ (บาท)', en: 'Coins spent (THB)' },
  'reports.csv.coinsClawback': { th: 'เหรียญที่เรียกคืน (บาท)', en: 'Coins clawed back (THB)' },
  'reports.csv.coinsExpired': { th: 'เหรียญที่หมดอายุ (บาท)', en: 'Coins expired (THB)' },
  'reports.csv.claims': { th: 'จำนวนการแลกรหัส', en: 'Claims' },
  'reports.csv.bookClaims': { th: 'รหัสหนังสือ', en: 'Book codes' },
  'reports.csv.giftClaims': { th: 'รหัสของขวัญ', en: 'Gift codes' },
  'reports.csv.coinClaims': { th: 'รหัสเหรียญ', en: 'Coin codes' },
  'reports.csv.couponClaims': { th: 'รหัสคูปอง', en: 'Coupon codes' },
  'reports.csv.claimedCoins': { th: 'เหรียญจากรหัส (บาท)', en: 'Coins from codes (THB)' },
} as const;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    reportsMessages: typeof reportsMessages;
  }
}
