import type { Locale } from '@nangsue/contracts';

/** Messages of the royalties module, in Thai and English (registered at the composition root, src/messages.ts). */
export const royaltiesMessages = {
  'royalties.organisationNotFound': {
    th: 'ไม่พบสำนักพิมพ์นี้',
    en: 'This publisher organisation does not exist.',
  },
  'royalties.badMonth': {
    th: 'เดือนต้องอยู่ในรูปแบบ YYYY-MM',
    en: 'The month must be written YYYY-MM.',
  },
  'royalties.monthNotOver': {
    th: 'ออกใบแจ้งยอดค่าลิขสิทธิ์ของเดือน {month} ได้เมื่อสิ้นเดือนแล้วเท่านั้น',
    en: 'The royalty statement of {month} can be issued only once the month is over.',
  },
  'royalties.monthBeforeLatest': {
    th: 'ออกใบแจ้งยอดของ {organisation} ถึงเดือน {latest} แล้ว จึงออกใบแจ้งยอดเดือน {month} ซึ่งอยู่ก่อนหน้าไม่ได้ (ใบแจ้งยอดแต่ละใบยกยอดติดลบต่อจากใบก่อนหน้าตามลำดับเดือน)',
    en: 'Statements of {organisation} are issued up to {latest}, so {month}, an earlier month, can no longer be issued (each statement carries the negative balance on from the one before it, month by month).',
  },
  'royalties.statementNotFound': {
    th: 'ไม่พบใบแจ้งยอดค่าลิขสิทธิ์นี้',
    en: 'This royalty statement does not exist.',
  },
  'royalties.badDay': {
    th: 'วันที่ต้องอยู่ในรูปแบบ YYYY-MM-DD',
    en: 'The date must be written YYYY-MM-DD.',
  },
  'royalties.nothingToPay': {
    th: 'ใบแจ้งยอดนี้ไม่มียอดที่ต้องจ่าย',
    en: 'Nothing is payable on this statement.',
  },
  'royalties.payeeMissing': {
    th: 'ยังไม่ได้ตั้งค่าบัญชีรับเงินของ {organisation} กรุณาตั้งค่าก่อน',
    en: 'The payee details of {organisation} are not set yet. Set them first.',
  },
  'royalties.paidOnInvalid': {
    th: 'วันที่จ่ายต้องอยู่หลังสิ้นเดือน {month} และไม่เกินวันนี้',
    en: 'The day paid must be after the end of {month} and not later than today.',
  },
  'royalties.notPaidYet': {
    th: 'ออกหนังสือรับรองการหักภาษี ณ ที่จ่ายได้เมื่อจ่ายเงินแล้วเท่านั้น',
    en: 'The withholding tax certificate can be issued only once the statement is paid.',
  },
  'royalties.rateTaken': {
    th: 'มีอัตราภาษีหัก ณ ที่จ่ายที่เริ่มใช้วันที่ {day} สำหรับผู้รับเงินประเภทนี้แล้ว',
    en: 'A withholding rate already applies from {day} for this payee kind.',
  },
  'royalties.rateBackdated': {
    th: 'ออกใบแจ้งยอดถึงเดือน {month} แล้ว อัตราใหม่ต้องเริ่มใช้หลังสิ้นเดือนนั้น',
    en: 'Statements are issued up to {month}: a new rate must apply from after that month.',
  },
  'royalties.bankFile.empty': {
    th: 'ไม่มีรายการรอจ่ายของเดือน {month}',
    en: 'No payouts of {month} are waiting to be paid.',
  },
  'royalties.bankFile.unknownPayout': {
    th: 'รายการจ่ายที่เลือกบางรายการไม่ได้รอจ่ายในเดือน {month}',
    en: 'Some of the chosen payouts are not waiting to be paid in {month}.',
  },
  'royalties.bankFile.ktbNotConfigured': {
    th: 'ยังไม่ได้ตั้งค่าบัญชีกรุงไทยของร้าน (PAYOUT_KTB_COMPANY_ID, PAYOUT_KTB_ACCOUNT, PAYOUT_KTB_BRANCH)',
    en: "The store's Krungthai account is not configured (PAYOUT_KTB_COMPANY_ID, PAYOUT_KTB_ACCOUNT, PAYOUT_KTB_BRANCH).",
  },
  'royalties.bankFile.ktbAccountTooLong': {
    th: 'เลขบัญชีของ {organisation} ยาวเกิน 11 หลัก ใส่ในไฟล์กรุงไทยไม่ได้ ใช้ไฟล์ CSV แทน',
    en: 'The account number of {organisation} is longer than 11 digits and does not fit the Krungthai file: use the CSV file.',
  },

  'royalties.csv.number': { th: 'เลขที่ใบแจ้งยอด', en: 'Statement no.' },
  'royalties.csv.month': { th: 'เดือน', en: 'Month' },
  'royalties.csv.organisation': { th: 'สำนักพิมพ์', en: 'Publisher' },
  'royalties.csv.taxId': { th: 'เลขประจำตัวผู้เสียภาษี', en: 'Tax ID' },
  'royalties.csv.line': { th: 'ลำดับ', en: 'No.' },
  'royalties.csv.date': { th: 'วันที่', en: 'Date' },
  'royalties.csv.kind': { th: 'ประเภท', en: 'Kind' },
  'royalties.csv.sale': { th: 'ขาย', en: 'Sale' },
  'royalties.csv.refund': { th: 'คืนเงิน', en: 'Refund' },
  'royalties.csv.orderNumber': { th: 'เลขที่คำสั่งซื้อ', en: 'Order no.' },
  'royalties.csv.bookId': { th: 'รหัสหนังสือ', en: 'Book ID' },
  'royalties.csv.book': { th: 'หนังสือ', en: 'Book' },
  'royalties.csv.net': { th: 'ยอดสุทธิก่อนภาษีมูลค่าเพิ่ม (บาท)', en: 'Net before VAT (baht)' },
  'royalties.csv.royalty': { th: 'ค่าลิขสิทธิ์ (บาท)', en: 'Royalty (baht)' },
  'royalties.csv.share': { th: 'ส่วนแบ่ง (%)', en: 'Share (%)' },
  'royalties.csv.salesNet': { th: 'ยอดขายสุทธิ', en: 'Net sales' },
  'royalties.csv.refundsNet': { th: 'ยอดคืนเงิน', en: 'Refunds' },
  'royalties.csv.totalRoyalty': { th: 'ค่าลิขสิทธิ์รวม', en: 'Royalty' },
  'royalties.csv.withholding': { th: 'ภาษีหัก ณ ที่จ่าย {rate}%', en: 'Withholding tax {rate}%' },
  'royalties.csv.payable': { th: 'ยอดที่ต้องจ่าย', en: 'Payable' },
  'royalties.csv.carriedIn': {
    th: 'ยอดติดลบยกมาจากเดือนก่อน',
    en: 'Negative balance brought forward',
  },
  'royalties.csv.carriedOut': {
    th: 'ยอดติดลบยกไปเดือนถัดไป',
    en: 'Negative balance carried forward',
  },

  'royalties.bankCsv.bankCode': { th: 'รหัสธนาคาร', en: 'Bank code' },
  'royalties.bankCsv.bank': { th: 'ธนาคาร', en: 'Bank' },
  'royalties.bankCsv.accountNumber': { th: 'เลขที่บัญชี', en: 'Account number' },
  'royalties.bankCsv.accountName': { th: 'ชื่อบัญชี', en: 'Account name' },
  'royalties.bankCsv.amount': { th: 'จำนวนเงิน (บาท)', en: 'Amount (baht)' },
  'royalties.bankCsv.reference': { th: 'เลขอ้างอิง', en: 'Reference' },
  'royalties.bankCsv.organisation': { th: 'สำนักพิมพ์', en: 'Publisher' },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    royaltiesMessages: typeof royaltiesMessages;
  }
}
