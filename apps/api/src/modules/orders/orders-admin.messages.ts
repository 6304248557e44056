/**
 * Messages of orders in the back office (refunds, receipts, gifts, the shelf, reconciliation), in
 * Thai and English (registered at the composition root, src/messages.ts).
 */
export const ordersAdminMessages = {
  'orders.admin.badId': {
    th: 'หมายเลขคำสั่งซื้อไม่ถูกต้อง',
    en: 'This is not an order number.',
  },
  // Refunds
  'orders.refund.notPaid': {
    th: 'คืนเงินได้เฉพาะคำสั่งซื้อที่ชำระเงินแล้ว',
    en: 'Only a paid order can be refunded.',
  },
  'orders.refund.alreadyRefunded': {
    th: 'คำสั่งซื้อนี้คืนเงินครบแล้ว',
    en: 'This order has been refunded in full already.',
  },
  'orders.refund.unknownLine': {
    th: 'รายการหมายเลข {lineId} ไม่ได้อยู่ในคำสั่งซื้อนี้',
    en: 'Line {lineId} is not part of this order.',
  },
  'orders.refund.lineRefunded': {
    th: 'รายการ “{name}” คืนเงินไปแล้ว',
    en: '“{name}” has been refunded already.',
  },
  'orders.refund.lineDuplicate': {
    th: 'ลูกค้ามี “{name}” อยู่แล้วตอนชำระเงิน ยอดของรายการนี้คืนเป็นเหรียญไปแล้วในตอนนั้น',
    en: 'The customer owned “{name}” already when the order was paid: its amount went back as coins then.',
  },
  'orders.refund.nothingToRefund': {
    th: 'ไม่มีรายการที่คืนเงินได้ในคำสั่งซื้อนี้',
    en: 'Nothing is left to refund on this order.',
  },
  'orders.refund.nothingAtGateway': {
    th: 'ช่องทางชำระเงินไม่มียอดให้คืนแล้ว (ชำระด้วยเหรียญ หรือคืนเงินทางช่องทางเดิมครบแล้ว) กรุณาคืนเป็นเหรียญแทน',
    en: 'The payment method has nothing left to give back (the order was paid with coins, or its payment is refunded already); refund to coins instead.',
  },
  'orders.refund.packCoinsSpent': {
    th: 'ลูกค้าใช้เหรียญจาก “{name}” ไปแล้ว จึงคืนเงินแพ็กนี้ไม่ได้',
    en: 'The coins of “{name}” have been spent, so the pack can no longer be refunded.',
  },
  'orders.refund.packToCoins': {
    th: 'แพ็กเหรียญคืนเงินได้ทางช่องทางชำระเงินเดิมเท่านั้น ไม่คืนเป็นเหรียญ',
    en: 'A coin pack is refunded to the way it was paid, not as coins.',
  },
  'orders.refund.keyReused': {
    th: 'แบบฟอร์มนี้ถูกใช้กับคำสั่งซื้ออื่นแล้ว กรุณาเปิดหน้าคืนเงินใหม่',
    en: 'This form was used for another order; please open the refund form again.',
  },
  'orders.refund.notFound': { th: 'ไม่พบรายการคืนเงินนี้', en: 'This refund was not found.' },
  'orders.refund.notManual': {
    th: 'รายการคืนเงินนี้ไม่ได้รอให้พนักงานดำเนินการเอง',
    en: 'This refund is not waiting for staff to make it by hand.',
  },
  'orders.refund.done': {
    th: 'รายการคืนเงินนี้เสร็จแล้ว',
    en: 'This refund is done already.',
  },
  'orders.refund.gatewayMissing': {
    th: 'ไม่ได้เปิดใช้ช่องทางชำระเงิน {provider} แล้ว กรุณาคืนเงินเองแล้วบันทึกว่าเสร็จ',
    en: 'The {provider} gateway is not configured any more: refund by hand, then mark it done.',
  },
  'orders.refund.coinsHistory': {
    th: 'คืนเงินคำสั่งซื้อ {number} เป็นเหรียญ',
    en: 'Refund of order {number} as coins',
  },
  'orders.refund.clawbackHistory': {
    th: 'หักเหรียญสะสมของคำสั่งซื้อ {number} คืน เพราะคืนเงินคำสั่งซื้อ',
    en: 'Reward coins of order {number} taken back with its refund',
  },
  'orders.refund.packClawbackHistory': {
    th: 'หักเหรียญจากแพ็กในคำสั่งซื้อ {number} คืน เพราะคืนเงินคำสั่งซื้อ',
    en: 'Coins of the pack bought in order {number} taken back with its refund',
  },
  'orders.refund.mailCoins': {
    th: 'เป็นเหรียญเข้าบัญชีของคุณแล้ว ({coins})',
    en: 'as coins, already in your account ({coins})',
  },
  'orders.refund.mailGateway': {
    th: 'ทาง {method} ({amount}) ธนาคารหรือผู้ให้บริการอาจใช้เวลา 7-14 วันก่อนยอดปรากฏ',
    en: 'to {method} ({amount}); your bank or provider may take 7-14 days to show it',
  },
  'orders.refund.mailBoth': {
    th: '{coins} เป็นเหรียญเข้าบัญชีของคุณแล้ว และ {amount} ทาง {method} ธนาคารหรือผู้ให้บริการอาจใช้เวลา 7-14 วันก่อนยอดปรากฏ',
    en: '{coins} as coins, already in your account, and {amount} to {method}; your bank or provider may take 7-14 days to show it',
  },
  // The customer's order page: why money went back
  'orders.refundReason.staff': {
    th: 'ร้านคืนเงินให้',
    en: 'Refunded by the store',
  },
  'orders.refundReason.late_payment': {
    th: 'ชำระเงินหลังคำสั่งซื้อถูกยกเลิกหรือหมดเวลา',
    en: 'Paid after the order was cancelled or expired',
  },
  'orders.refundReason.duplicate_payment': {
    th: 'ชำระเงินซ้ำ',
    en: 'Paid twice',
  },
  // Order page
  'orders.history.created': { th: 'สร้างคำสั่งซื้อ', en: 'Order placed' },
  'orders.history.paid': { th: 'ชำระเงินแล้ว', en: 'Paid' },
  'orders.history.cancelled': { th: 'ยกเลิกคำสั่งซื้อ', en: 'Cancelled' },
  'orders.history.expired': { th: 'หมดเวลาชำระเงิน', en: 'Payment time ran out' },
  'orders.history.refund': {
    th: 'คืนเงิน {amount} ({method})',
    en: 'Refund of {amount} ({method})',
  },
  'orders.history.lateRefund': {
    th: 'เงินที่มาช้าหรือชำระซ้ำ {amount} ถูกคืน ({status})',
    en: 'Late or duplicate payment of {amount} given back ({status})',
  },
  'orders.history.staff': { th: 'พนักงาน: {action}', en: 'Staff: {action}' },
  'orders.action.order.refund': { th: 'คืนเงิน', en: 'refund' },
  'orders.action.order.resendReceipt': { th: 'ส่งใบเสร็จอีกครั้ง', en: 'receipt sent again' },
  'orders.action.order.taxInvoice': {
    th: 'ออกใบกำกับภาษีเต็มรูป',
    en: 'full tax invoice issued',
  },
  'orders.action.order.giftResend': { th: 'ส่งรหัสของขวัญอีกครั้ง', en: 'gift code sent again' },
  'orders.action.refund.complete': {
    th: 'บันทึกว่าคืนเงินเองเสร็จแล้ว',
    en: 'refund made by hand marked done',
  },
  'orders.refundMethod.coins': { th: 'เป็นเหรียญ', en: 'as coins' },
  'orders.refundMethod.gateway': { th: 'ทางช่องทางชำระเงินเดิม', en: 'to the payment method' },
  'orders.refundMethod.manual': {
    th: 'พนักงานคืนเงินเอง',
    en: 'made by hand by staff',
  },
  'orders.refundStatus.pending': { th: 'รอดำเนินการ', en: 'pending' },
  'orders.refundStatus.succeeded': { th: 'สำเร็จ', en: 'done' },
  'orders.refundStatus.failed': { th: 'ไม่สำเร็จ', en: 'failed' },
  'orders.status.AP.partlyRefunded': {
    th: 'ชำระเงินแล้ว (คืนเงินบางส่วน)',
    en: 'Paid (partly refunded)',
  },
  // Receipts, tax invoices, gifts
  'orders.receipt.none': {
    th: 'คำสั่งซื้อนี้ยังไม่มีใบเสร็จ',
    en: 'This order has no receipt yet.',
  },
  'orders.receipt.notFound': { th: 'ไม่พบเอกสารนี้', en: 'This document was not found.' },
  'orders.taxInvoice.badTaxId': {
    th: 'เลขประจำตัวผู้เสียภาษี 13 หลักไม่ถูกต้อง (ตรวจหลักสุดท้ายไม่ผ่าน)',
    en: 'This 13-digit tax id is not valid (its check digit does not match).',
  },
  'orders.taxInvoice.notAbbreviated': {
    th: 'คำสั่งซื้อนี้ไม่มีใบกำกับภาษีอย่างย่อให้เปลี่ยนเป็นใบกำกับภาษีเต็มรูป',
    en: 'This order has no abbreviated tax invoice to replace with a full one.',
  },
  'orders.taxInvoice.refunded': {
    th: 'คำสั่งซื้อนี้มีการคืนเงินแล้ว จึงออกใบกำกับภาษีใหม่ไม่ได้',
    en: 'This order has refunds, so its tax invoice can no longer be replaced.',
  },
  'orders.gift.notGift': {
    th: 'รายการนี้ไม่ใช่ของขวัญ หรือยังไม่มีรหัสของขวัญ',
    en: 'This line is not a gift, or its gift code has not been made yet.',
  },
  'orders.gift.claimed': {
    th: 'ผู้รับใช้รหัสของขวัญนี้แล้ว',
    en: 'The recipient has used this gift code already.',
  },
  'orders.gift.refunded': {
    th: 'ของขวัญนี้คืนเงินไปแล้ว',
    en: 'This gift has been refunded.',
  },
  // The shelf
  'orders.library.customerNotFound': { th: 'ไม่พบลูกค้ารายนี้', en: 'This customer was not found.' },
  'orders.library.bookNotFound': { th: 'ไม่พบหนังสือเล่มนี้', en: 'This book was not found.' },
  'orders.library.alreadyOwned': {
    th: 'ลูกค้ามีหนังสือเล่มนี้ในชั้นหนังสืออยู่แล้ว',
    en: 'The customer has this book on their shelf already.',
  },
  'orders.library.notOwned': {
    th: 'หนังสือเล่มนี้ไม่ได้อยู่ในชั้นหนังสือของลูกค้า',
    en: 'This book is not on the customer’s shelf.',
  },
  'orders.library.bought': {
    th: 'ลูกค้าซื้อหนังสือเล่มนี้ในคำสั่งซื้อ {number} กรุณาคืนเงินรายการนั้นแทนการนำออก',
    en: 'The customer bought this book in order {number}: refund that line instead of taking it back.',
  },
  // E-mails of an order
  'orders.mail.placed': { th: 'แจ้งคำสั่งซื้อ', en: 'Order placed' },
  'orders.mail.expiring': { th: 'เตือนใกล้หมดเวลาชำระ', en: 'Payment reminder' },
  'orders.mail.paid': { th: 'ชำระเงินสำเร็จ', en: 'Payment received' },
  'orders.mail.cancelled': { th: 'ยกเลิกคำสั่งซื้อ', en: 'Order cancelled' },
  'orders.mail.expired': { th: 'หมดเวลาชำระเงิน', en: 'Payment time ran out' },
  'orders.mail.late_refund': { th: 'คืนเงินที่มาช้า', en: 'Late payment refunded' },
  'orders.mail.refunded': { th: 'คืนเงิน', en: 'Refund' },
  'orders.mail.receipt': { th: 'ส่งใบเสร็จอีกครั้ง', en: 'Receipt sent again' },
  // Reconciliation (the nightly check, docs/buying.md §6.5)
  'orders.reconcile.paidWithoutPayment': {
    th: 'คำสั่งซื้อที่ชำระแล้วแต่ไม่มีการชำระเงินสำเร็จหนึ่งรายการพอดี',
    en: 'Paid orders without exactly one succeeded payment',
  },
  'orders.reconcile.paidWrongAmount': {
    th: 'คำสั่งซื้อที่ชำระแล้วแต่ยอดชำระไม่ตรงกับยอดที่ต้องชำระ',
    en: 'Paid orders whose payment is not the amount due',
  },
  'orders.reconcile.missingShelf': {
    th: 'คำสั่งซื้อที่ชำระแล้วแต่หนังสือไม่อยู่ในชั้นหนังสือ',
    en: 'Paid orders with a book missing from the shelf',
  },
  'orders.reconcile.shelfWithoutOrder': {
    th: 'หนังสือในชั้นที่ซื้อ แต่ไม่มีคำสั่งซื้อที่ชำระแล้ว',
    en: 'Bought books on a shelf without a paid order',
  },
  'orders.reconcile.paymentNotLate': {
    th: 'การชำระเงินสำเร็จของคำสั่งซื้อที่ยังไม่ชำระ และไม่ได้ระบุว่ามาช้า',
    en: 'Succeeded payments on unpaid orders, not marked late',
  },
  'orders.reconcile.lateWithoutRefund': {
    th: 'เงินที่มาช้าแต่ยังไม่มีรายการคืนเงิน',
    en: 'Late payments without a refund',
  },
  'orders.reconcile.demoPaidPending': {
    th: 'ระบบชำระเงินทดลองรับเงินแล้ว แต่คำสั่งซื้อยังรอชำระ',
    en: 'Money taken at the demo gateway while the order still waits',
  },
  'orders.reconcile.receipts': {
    th: 'คำสั่งซื้อที่ชำระแล้วแต่ไม่มีใบเสร็จหนึ่งฉบับพอดี',
    en: 'Paid orders without exactly one receipt',
  },
  'orders.reconcile.coinBatches': {
    th: 'ชุดเหรียญที่ยอดใช้ไปไม่ตรงกับรายการใช้เหรียญ',
    en: 'Coin batches whose spent amount differs from their spends',
  },
  'orders.reconcile.orderCoins': {
    th: 'คำสั่งซื้อที่เหรียญที่ใช้ไม่ตรงกับยอดเหรียญของคำสั่งซื้อ',
    en: 'Orders whose coins held differ from their coins',
  },
  'orders.reconcile.refunds': {
    th: 'คำสั่งซื้อที่ยอดคืนเงินไม่ตรงกับรายการคืนเงิน หรือเกินยอดที่ชำระ',
    en: 'Orders whose refunded amount differs from their refunds or exceeds what was paid',
  },
} as const;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    ordersAdminMessages: typeof ordersAdminMessages;
  }
}
