/** Messages of checkout, payments and orders, in Thai and English (registered at the composition root, src/messages.ts). */
export const ordersMessages = {
  'orders.status.PD': { th: 'รอชำระเงิน', en: 'Awaiting payment' },
  'orders.status.AP': { th: 'ชำระเงินแล้ว', en: 'Paid' },
  'orders.status.CR': { th: 'ยกเลิกแล้ว', en: 'Cancelled' },
  'orders.status.EX': {
    th: 'ยกเลิกแล้ว (หมดเวลาชำระเงิน)',
    en: 'Cancelled (payment time ran out)',
  },
  'orders.status.RR': { th: 'คืนเงินแล้ว', en: 'Refunded' },
  'orders.notFound': { th: 'ไม่พบคำสั่งซื้อนี้', en: 'This order was not found.' },
  'orders.cannotCancelPaid': {
    th: 'คำสั่งซื้อนี้ชำระเงินแล้ว ยกเลิกไม่ได้ กรุณาติดต่อฝ่ายบริการลูกค้า',
    en: 'This order is paid and can no longer be cancelled; please contact support.',
  },
  'orders.cannotCancelRefunded': {
    th: 'คำสั่งซื้อนี้คืนเงินแล้ว',
    en: 'This order has been refunded.',
  },
  'orders.cancelled': {
    th: 'ยกเลิกคำสั่งซื้อ {number} แล้ว',
    en: 'Order {number} is cancelled.',
  },
  'orders.cancelledWithCoins': {
    th: 'ยกเลิกคำสั่งซื้อ {number} แล้ว คืนเหรียญ {coins} เหรียญเข้าบัญชีของคุณ',
    en: 'Order {number} is cancelled; {coins} coins are back in your account.',
  },
  'orders.badOrderId': {
    th: 'กรุณาระบุหมายเลขคำสั่งซื้อ (orderId)',
    en: 'Please give the order id (orderId).',
  },
  'orders.cannotRepay.notPending': {
    th: 'คำสั่งซื้อนี้ไม่ได้รอชำระเงินแล้ว',
    en: 'This order is no longer awaiting payment.',
  },
  'orders.cannotRepay.expired': {
    th: 'หมดเวลาชำระเงินของคำสั่งซื้อนี้แล้ว',
    en: 'The time to pay for this order has run out.',
  },
  'orders.cannotRepay.paying': {
    th: 'มีการชำระเงินที่กำลังดำเนินการอยู่ กรุณารอสักครู่',
    en: 'A payment is still being processed; please wait a moment.',
  },
  'checkout.empty': {
    th: 'ตะกร้าของคุณยังไม่มีหนังสือ',
    en: 'Your basket is empty.',
  },
  'checkout.bookUnavailable': {
    th: '“{name}” ไม่ได้วางจำหน่ายแล้ว กรุณานำออกจากตะกร้า',
    en: '“{name}” is no longer sold; please remove it from your basket.',
  },
  'checkout.alreadyOwned': {
    th: 'คุณมี “{name}” อยู่ในชั้นหนังสือแล้ว',
    en: 'You already own “{name}”.',
  },
  'checkout.inPendingOrder': {
    th: '“{name}” อยู่ในคำสั่งซื้อ {number} ที่รอชำระเงิน กรุณาชำระหรือยกเลิกคำสั่งซื้อนั้นก่อน',
    en: '“{name}” is in order {number}, which awaits payment; pay for it or cancel it first.',
  },
  'checkout.belowMinimum': {
    th: 'ยอดที่ต้องชำระต่ำกว่า {min} ซึ่งเป็นยอดขั้นต่ำของการชำระผ่านช่องทางออนไลน์ กรุณาใช้เหรียญชำระทั้งหมด',
    en: 'The amount due is below {min}, the least a payment method can take; please pay it all with coins.',
  },
  'checkout.notEnoughCoins': {
    th: 'เหรียญของคุณไม่พอชำระคำสั่งซื้อนี้',
    en: 'You do not have enough coins for this order.',
  },
  'checkout.changed': {
    th: 'ราคาหรือรายการในตะกร้าเปลี่ยนไป กรุณาตรวจสอบอีกครั้ง',
    en: 'Your basket or its prices changed; please check again.',
  },
  'checkout.tooSoon': {
    th: 'กรุณารอ {seconds} วินาทีก่อนสั่งซื้ออีกครั้ง',
    en: 'Please wait {seconds} seconds before placing another order.',
  },
  'checkout.pendingOrderExists': {
    th: 'คุณมีคำสั่งซื้อ {number} ที่รอชำระเงินอยู่ ต้องการชำระต่อหรือไม่',
    en: 'You have order {number} awaiting payment. Would you like to pay for it?',
  },
  'checkout.methodUnavailable': {
    th: 'ช่องทางการชำระเงินนี้ใช้ไม่ได้ในขณะนี้',
    en: 'This payment method is not available now.',
  },
  'checkout.coinsDoNotCover': {
    th: 'เหรียญที่ใช้ยังไม่ครอบคลุมยอดทั้งหมด กรุณาเลือกช่องทางการชำระเงิน',
    en: 'Your coins do not cover the whole amount; please choose a payment method.',
  },
  'checkout.idempotencyKeyRequired': {
    th: 'คำขอนี้ต้องมีส่วนหัว Idempotency-Key (8-128 ตัวอักษร A-Z a-z 0-9 _ -)',
    en: 'This request needs an Idempotency-Key header (8-128 characters of A-Z a-z 0-9 _ -).',
  },
  'checkout.idempotencyKeyReused': {
    th: 'คำขอนี้ใช้รหัสซ้ำกับคำขออื่น',
    en: 'This Idempotency-Key was used for a different request.',
  },
  'checkout.inProgress': {
    th: 'กำลังดำเนินการคำสั่งซื้อนี้อยู่',
    en: 'This order is still being placed.',
  },
  'checkout.coinPackNotFound': {
    th: 'ไม่พบแพ็กเหรียญนี้ หรือเลิกจำหน่ายแล้ว',
    en: 'This coin pack does not exist or is no longer sold.',
  },
  'checkout.oneSource': {
    th: 'เลือกซื้อแพ็กเหรียญหรือของขวัญได้ครั้งละอย่าง',
    en: 'Buy either a coin pack or a gift at a time.',
  },
  'checkout.giftEmailInvalid': {
    th: 'กรุณากรอกอีเมลของผู้รับของขวัญให้ถูกต้อง',
    en: 'Please enter the gift recipient’s e-mail address correctly.',
  },
  'checkout.cardTokenRequired': {
    th: 'กรุณากรอกข้อมูลบัตรอีกครั้ง',
    en: 'Please enter your card again.',
  },
  'checkout.bankRequired': {
    th: 'กรุณาเลือกธนาคาร',
    en: 'Please choose your bank.',
  },
  'checkout.gatewayRefused': {
    th: 'ผู้ให้บริการชำระเงินปฏิเสธรายการนี้: {reason}',
    en: 'The payment provider refused this payment: {reason}',
  },
  'payments.method.demo_card': { th: 'บัตรเครดิต/เดบิต (ทดลอง)', en: 'Credit/debit card (demo)' },
  'payments.method.demo_promptpay': { th: 'พร้อมเพย์ (ทดลอง)', en: 'PromptPay (demo)' },
  'payments.method.demo_counter': {
    th: 'ชำระที่เคาน์เตอร์ (ทดลอง)',
    en: 'Pay at a counter (demo)',
  },
  'payments.method.omise_card': { th: 'บัตรเครดิต/เดบิต', en: 'Credit/debit card' },
  'payments.method.omise_promptpay': { th: 'พร้อมเพย์ QR', en: 'PromptPay QR' },
  'payments.method.omise_mobile_banking': { th: 'โมบายแบงก์กิ้ง', en: 'Mobile banking' },
  'payments.method.pgw_card': { th: 'บัตรเครดิต/เดบิต (2C2P)', en: 'Credit/debit card (2C2P)' },
  'payments.method.pgw_123': {
    th: 'ชำระที่เคาน์เตอร์ / ตู้ ATM (123)',
    en: 'Pay at a counter or ATM (123)',
  },
  'payments.method.coins': { th: 'เหรียญ', en: 'Coins' },
  'payments.methodDescription.card': {
    th: 'ชำระทันทีด้วยบัตร Visa, Mastercard, JCB',
    en: 'Pay now with Visa, Mastercard or JCB',
  },
  'payments.methodDescription.promptpay': {
    th: 'สแกน QR ด้วยแอปธนาคารใดก็ได้ ภายใน {minutes} นาที',
    en: 'Scan the QR with any Thai banking app within {minutes} minutes',
  },
  'payments.methodDescription.mobile_banking': {
    th: 'ยืนยันการชำระในแอปธนาคารของคุณ',
    en: 'Confirm the payment in your bank’s app',
  },
  'payments.methodDescription.card_page': {
    th: 'กรอกข้อมูลบัตรบนหน้าชำระเงินของ 2C2P',
    en: 'Enter your card on 2C2P’s payment page',
  },
  'payments.methodDescription.counter': {
    th: 'รับใบชำระเงินแล้วชำระที่เคาน์เตอร์ภายใน {hours} ชั่วโมง',
    en: 'Get a payment slip and pay at a counter within {hours} hours',
  },
  'payments.methodDescription.coins': {
    th: 'ใช้เหรียญชำระทั้งหมด',
    en: 'Pay everything with coins',
  },
  'payments.slip.instruction1': {
    th: 'แจ้งพนักงานว่าชำระค่าบริการ Nangsue พร้อมแสดงบาร์โค้ด หรือแจ้ง Ref. 1 และ Ref. 2',
    en: 'Tell the cashier you are paying Nangsue and show the barcode, or give Ref. 1 and Ref. 2.',
  },
  'payments.slip.instruction2': {
    th: 'ชำระภายในเวลาที่กำหนด หลังจากนั้นใบชำระเงินนี้จะใช้ไม่ได้',
    en: 'Pay before the time shown; after it this slip can no longer be used.',
  },
  'payments.failed': {
    th: 'การชำระเงินไม่สำเร็จ: {reason}',
    en: 'The payment did not go through: {reason}',
  },
  'payments.failedGeneric': {
    th: 'การชำระเงินไม่สำเร็จ กรุณาลองใหม่หรือเลือกช่องทางอื่น',
    en: 'The payment did not go through; please try again or choose another method.',
  },
  'payments.expired': {
    th: 'หมดเวลาชำระเงินของรายการนี้',
    en: 'The time for this payment ran out.',
  },
  'payments.unknownProvider': {
    th: 'ไม่รู้จักผู้ให้บริการชำระเงินนี้',
    en: 'Unknown payment provider.',
  },
  'payments.badNotification': {
    th: 'การแจ้งเตือนไม่ผ่านการตรวจสอบลายเซ็น',
    en: 'The notification failed its signature check.',
  },
  'demoGateway.chargeNotFound': {
    th: 'ไม่พบรายการชำระเงินทดลองนี้',
    en: 'This demo payment was not found.',
  },
  'demoGateway.notPending': {
    th: 'รายการชำระเงินนี้ไม่ได้รอการชำระแล้ว',
    en: 'This payment is no longer waiting to be paid.',
  },
  'demoGateway.cannotRefund': {
    th: 'คืนเงินรายการนี้ไม่ได้',
    en: 'This charge cannot be refunded.',
  },
  'demoGateway.badKey': {
    th: 'รหัสลับของระบบชำระเงินทดลองไม่ถูกต้อง',
    en: 'Wrong demo gateway secret key.',
  },
  'receipts.notFound': { th: 'ไม่พบใบเสร็จนี้', en: 'This receipt was not found.' },
  // The paid e-mail of an order with pre-ordered books (docs/buying.md "Pre-orders")
  'orders.paid.preorderLine': {
    th: '“{name}”: สั่งจองล่วงหน้าแล้ว จะเข้าชั้นหนังสือวันที่ {date}',
    en: '“{name}”: pre-ordered, arrives on {date}',
  },
  'orders.paid.othersOnShelf': {
    th: 'หนังสือเล่มอื่นในคำสั่งซื้อนี้อยู่ในชั้นหนังสือพร้อมอ่านแล้ว',
    en: 'The other books of this order are on your bookshelf, ready to read.',
  },
} as const;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    ordersMessages: typeof ordersMessages;
  }
}
