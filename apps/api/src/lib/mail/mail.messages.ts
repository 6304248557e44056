import type { Locale } from '@nangsue/contracts';
import type { AccountEmail, AccountEmailTemplate } from './mail.types.js';

type Text = Record<Locale, string>;

/** The parameters of one template that are links (each rendered as a button plus the bare URL). */
type LinkOf<T extends AccountEmailTemplate> = {
  [K in keyof Extract<AccountEmail, { template: T }>]: K extends `${string}link` | `${string}Link`
    ? K
    : never;
}[keyof Extract<AccountEmail, { template: T }>];

/** A paragraph of text, or a link button whose address is the template's parameter `link`. */
export type MailBlock<T extends AccountEmailTemplate> =
  { text: Text } | { link: LinkOf<T>; label: Text };

export type MailTemplateTexts<T extends AccountEmailTemplate> = {
  subject: Text;
  blocks: MailBlock<T>[];
};

/** Store name and the lines every e-mail shares. `{name}` etc. are filled from the e-mail's data. */
export const STORE_NAME = 'Nangsue / หนังสือ';

export const mailCommonTexts = {
  greeting: { th: 'สวัสดีคุณ{name}', en: 'Hello {name},' },
  linkFallback: {
    th: 'หากปุ่มด้านบนใช้ไม่ได้ ให้คัดลอกลิงก์นี้ไปเปิดในเบราว์เซอร์:',
    en: 'If the button does not work, copy this link into your browser:',
  },
  signature: { th: 'ขอบคุณที่ใช้บริการ\nทีมงาน {store}', en: 'Thank you,\nThe {store} team' },
  footer: {
    th: '{store} ร้านหนังสืออิเล็กทรอนิกส์ อีเมลนี้ส่งโดยอัตโนมัติ กรุณาอย่าตอบกลับ',
    en: '{store}, the e-book store. This e-mail was sent automatically; please do not reply.',
  },
  footerReplyable: {
    th: '{store} ร้านหนังสืออิเล็กทรอนิกส์ ส่งต่อข้อความนี้ให้คุณ การตอบกลับอีเมลนี้จะส่งถึงผู้เขียนข้อความโดยตรง',
    en: '{store}, the e-book store, passed this message on to you. Replying to this e-mail reaches its writer directly.',
  },
} as const satisfies Record<string, Text>;

/** Subject and body of every account e-mail, in Thai and English. */
export const mailTemplateTexts: { [T in AccountEmailTemplate]: MailTemplateTexts<T> } = {
  'verify-email': {
    subject: { th: 'ยืนยันอีเมลของคุณกับ {store}', en: 'Confirm your e-mail address for {store}' },
    blocks: [
      {
        text: {
          th: 'ขอบคุณที่สมัครสมาชิก กรุณายืนยันอีเมลนี้เพื่อสมัครสมาชิกให้เสร็จสมบูรณ์',
          en: 'Thank you for signing up. Please confirm this e-mail address to finish signing up.',
        },
      },
      { link: 'link', label: { th: 'ยืนยันอีเมล', en: 'Confirm my e-mail address' } },
      {
        text: {
          th: 'ลิงก์นี้ใช้ได้ภายใน {expiresInHours} ชั่วโมง หากคุณไม่ได้สมัครสมาชิก ไม่ต้องทำอะไร',
          en: 'The link expires in {expiresInHours} hours. If you did not sign up, you can ignore this e-mail.',
        },
      },
    ],
  },
  'account-exists': {
    subject: {
      th: 'มีบัญชี {store} ที่ใช้อีเมลนี้อยู่แล้ว',
      en: 'You already have a {store} account',
    },
    blocks: [
      {
        text: {
          th: 'มีผู้พยายามสมัครสมาชิกด้วยอีเมลนี้ แต่อีเมลนี้มีบัญชีอยู่แล้ว หากเป็นคุณ เข้าสู่ระบบได้เลย',
          en: 'Someone tried to sign up with this e-mail address, which already has an account. If it was you, just log in.',
        },
      },
      { link: 'loginLink', label: { th: 'เข้าสู่ระบบ', en: 'Log in' } },
      {
        text: {
          th: 'ลืมรหัสผ่านหรือไม่ ตั้งรหัสผ่านใหม่ได้ที่นี่',
          en: 'Forgot your password? Choose a new one here.',
        },
      },
      { link: 'resetLink', label: { th: 'ตั้งรหัสผ่านใหม่', en: 'Reset my password' } },
      {
        text: {
          th: 'หากไม่ใช่คุณ ไม่ต้องทำอะไร บัญชีของคุณยังปลอดภัย',
          en: 'If it was not you, you can ignore this e-mail; your account is unchanged.',
        },
      },
    ],
  },
  'reset-password': {
    subject: { th: 'ตั้งรหัสผ่านใหม่สำหรับ {store}', en: 'Reset your {store} password' },
    blocks: [
      {
        text: {
          th: 'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ',
          en: 'We received a request to reset the password of your account.',
        },
      },
      { link: 'link', label: { th: 'ตั้งรหัสผ่านใหม่', en: 'Choose a new password' } },
      {
        text: {
          th: 'ลิงก์นี้ใช้ได้ครั้งเดียวภายใน {expiresInMinutes} นาที หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านของคุณจะไม่เปลี่ยน',
          en: 'The link works once and expires in {expiresInMinutes} minutes. If you did not ask for it, ignore this e-mail; your password stays the same.',
        },
      },
    ],
  },
  'sign-in-link': {
    subject: { th: 'ลิงก์เข้าสู่ระบบ {store}', en: 'Your {store} sign-in link' },
    blocks: [
      {
        text: {
          th: 'มีคำขอลิงก์เข้าสู่ระบบบัญชีของคุณ เปิดลิงก์ด้านล่างเพื่อเข้าสู่ระบบโดยไม่ต้องใช้รหัสผ่าน',
          en: 'Someone asked for a link to sign in to your account. Open it to sign in without your password.',
        },
      },
      { link: 'link', label: { th: 'เข้าสู่ระบบ', en: 'Sign in' } },
      {
        text: {
          th: 'ลิงก์นี้ใช้ได้ครั้งเดียวภายใน {expiresInMinutes} นาที หากคุณไม่ได้ขอ ไม่ต้องทำอะไร ไม่มีใครเข้าบัญชีของคุณได้ด้วยอีเมลนี้หากไม่ได้เปิดลิงก์',
          en: 'The link works once and expires in {expiresInMinutes} minutes. If you did not ask for it, ignore this e-mail: nobody can sign in with it unless they open this link.',
        },
      },
    ],
  },
  'password-changed': {
    subject: {
      th: 'รหัสผ่าน {store} ของคุณถูกเปลี่ยนแล้ว',
      en: 'Your {store} password was changed',
    },
    blocks: [
      {
        text: {
          th: 'รหัสผ่านของบัญชีคุณเพิ่งถูกเปลี่ยน และอุปกรณ์อื่นถูกออกจากระบบแล้ว',
          en: 'The password of your account was just changed, and your other devices were logged out.',
        },
      },
      {
        text: {
          th: 'หากไม่ใช่คุณ กรุณาตั้งรหัสผ่านใหม่ทันที',
          en: 'If this was not you, reset your password now.',
        },
      },
      { link: 'resetLink', label: { th: 'ตั้งรหัสผ่านใหม่', en: 'Reset my password' } },
    ],
  },
  'sign-in-attempts': {
    subject: {
      th: 'มีผู้พยายามเข้าสู่ระบบบัญชี {store} ของคุณ',
      en: 'Someone is trying to sign in to your {store} account',
    },
    blocks: [
      {
        text: {
          th: 'มีการใส่รหัสผ่านผิดหลายครั้งเพื่อเข้าสู่บัญชีของคุณ เราได้ระงับการลองจากที่อยู่เหล่านั้นชั่วคราวแล้ว คุณยังเข้าสู่ระบบได้ตามปกติ',
          en: 'Someone entered a wrong password for your account many times. We have paused the attempts from their addresses; you can still sign in as usual.',
        },
      },
      {
        text: {
          th: 'หากไม่ใช่คุณ แนะนำให้ตั้งรหัสผ่านใหม่ที่ยากต่อการเดา',
          en: 'If this was not you, we suggest setting a new password that is hard to guess.',
        },
      },
      { link: 'resetLink', label: { th: 'ตั้งรหัสผ่านใหม่', en: 'Reset my password' } },
    ],
  },
  'account-deleted': {
    subject: { th: 'บัญชี {store} ของคุณถูกลบแล้ว', en: 'Your {store} account was deleted' },
    blocks: [
      {
        text: {
          th: 'บัญชีของคุณถูกลบตามคำขอแล้ว เราได้ลบข้อมูลส่วนบุคคลของคุณ และออกจากระบบในทุกอุปกรณ์',
          en: 'Your account was deleted as you asked. We erased your personal data and logged you out everywhere.',
        },
      },
      {
        text: {
          th: 'ข้อมูลคำสั่งซื้อที่กฎหมายภาษีกำหนดให้เก็บไว้ จะถูกเก็บโดยไม่ระบุตัวตน',
          en: 'Order records the tax law requires us to keep are kept without your name.',
        },
      },
    ],
  },
  'order-placed': {
    subject: {
      th: 'ได้รับคำสั่งซื้อ {orderNumber} แล้ว รอชำระเงิน',
      en: 'Order {orderNumber} placed: awaiting payment',
    },
    blocks: [
      {
        text: {
          th: 'เราได้รับคำสั่งซื้อ {orderNumber} แล้ว ยอดที่ต้องชำระ {amountDue} กรุณาชำระภายใน {payBy} หลังจากนั้นคำสั่งซื้อจะถูกยกเลิกโดยอัตโนมัติ',
          en: 'We received order {orderNumber}. Please pay {amountDue} by {payBy}; after that the order is cancelled automatically.',
        },
      },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อและชำระเงิน', en: 'View and pay for the order' } },
    ],
  },
  'order-expiring': {
    subject: {
      th: 'คำสั่งซื้อ {orderNumber} ใกล้หมดเวลาชำระเงิน',
      en: 'Order {orderNumber}: the time to pay runs out soon',
    },
    blocks: [
      {
        text: {
          th: 'คำสั่งซื้อ {orderNumber} ยังรอชำระเงิน {amountDue} และจะหมดเวลาชำระใน {payBy} หากชำระแล้ว ไม่ต้องทำอะไร',
          en: 'Order {orderNumber} still awaits {amountDue}; the time to pay ends {payBy}. If you have paid, there is nothing to do.',
        },
      },
      { link: 'orderLink', label: { th: 'ชำระเงิน', en: 'Pay now' } },
    ],
  },
  'order-paid': {
    subject: {
      th: 'ชำระเงินคำสั่งซื้อ {orderNumber} สำเร็จ',
      en: 'Payment received for order {orderNumber}',
    },
    blocks: [
      {
        text: {
          th: 'เราได้รับชำระเงิน {total} สำหรับคำสั่งซื้อ {orderNumber} แล้ว หนังสือของคุณอยู่ในชั้นหนังสือพร้อมอ่าน ใบเสร็จรับเงิน/ใบกำกับภาษีดาวน์โหลดได้ที่หน้ารายละเอียดคำสั่งซื้อ',
          en: 'We received {total} for order {orderNumber}. Your books are on your bookshelf, ready to read; the receipt / tax invoice is on the order page.',
        },
      },
      { link: 'shelfLink', label: { th: 'ไปที่ชั้นหนังสือ', en: 'Go to my bookshelf' } },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
    ],
  },
  'order-paid-preorder': {
    subject: {
      th: 'ชำระเงินคำสั่งซื้อ {orderNumber} สำเร็จ',
      en: 'Payment received for order {orderNumber}',
    },
    blocks: [
      {
        text: {
          th: 'เราได้รับชำระเงิน {total} สำหรับคำสั่งซื้อ {orderNumber} แล้ว ใบเสร็จรับเงิน/ใบกำกับภาษีดาวน์โหลดได้ที่หน้ารายละเอียดคำสั่งซื้อ',
          en: 'We received {total} for order {orderNumber}. The receipt / tax invoice is on the order page.',
        },
      },
      { text: { th: '{preorders}', en: '{preorders}' } },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
      { link: 'shelfLink', label: { th: 'ไปที่ชั้นหนังสือ', en: 'Go to my bookshelf' } },
    ],
  },
  'order-cancelled': {
    subject: { th: 'ยกเลิกคำสั่งซื้อ {orderNumber} แล้ว', en: 'Order {orderNumber} was cancelled' },
    blocks: [
      {
        text: {
          th: 'คำสั่งซื้อ {orderNumber} ถูกยกเลิกแล้ว ไม่มีการเรียกเก็บเงิน เหรียญและคูปองที่ใช้กับคำสั่งซื้อนี้ได้รับคืนแล้ว',
          en: 'Order {orderNumber} was cancelled and nothing was charged. Coins and coupons used on it are back in your account.',
        },
      },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
    ],
  },
  'order-expired': {
    subject: {
      th: 'หมดเวลาชำระเงินคำสั่งซื้อ {orderNumber}',
      en: 'The time to pay for order {orderNumber} ran out',
    },
    blocks: [
      {
        text: {
          th: 'เราไม่ได้รับชำระเงินสำหรับคำสั่งซื้อ {orderNumber} ภายในเวลาที่กำหนด จึงยกเลิกคำสั่งซื้อนี้ เหรียญและคูปองได้รับคืนแล้ว หากยังต้องการหนังสือ กรุณาสั่งซื้อใหม่',
          en: 'We did not receive payment for order {orderNumber} in time, so it was cancelled; coins and coupons are back in your account. To buy the books, please order again.',
        },
      },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
    ],
  },
  'order-late-refund': {
    subject: {
      th: 'เราจะคืนเงิน {amount} ของคำสั่งซื้อ {orderNumber}',
      en: 'We are refunding {amount} for order {orderNumber}',
    },
    blocks: [
      {
        text: {
          th: 'การชำระเงิน {amount} สำหรับคำสั่งซื้อ {orderNumber} มาถึงหลังจากคำสั่งซื้อถูกยกเลิกหรือชำระแล้ว เราจะคืนเงินจำนวนนี้ให้คุณผ่านช่องทางเดิม',
          en: 'A payment of {amount} for order {orderNumber} arrived after the order was cancelled or already paid. We are refunding it to the way you paid.',
        },
      },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
    ],
  },
  'order-refunded': {
    subject: {
      th: 'คืนเงิน {amount} ของคำสั่งซื้อ {orderNumber}',
      en: 'Refund of {amount} for order {orderNumber}',
    },
    blocks: [
      {
        text: {
          th: 'เราคืนเงิน {amount} สำหรับคำสั่งซื้อ {orderNumber} {how}',
          en: 'We refunded {amount} for order {orderNumber}, {how}.',
        },
      },
      {
        text: {
          th: 'หนังสือที่คืนเงินแล้วถูกนำออกจากชั้นหนังสือของคุณ: {books} ใบลดหนี้ดาวน์โหลดได้ที่หน้ารายละเอียดคำสั่งซื้อ',
          en: 'The refunded books have left your bookshelf: {books}. The credit note is on the order page.',
        },
      },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
    ],
  },
  'order-receipt': {
    subject: {
      th: 'เอกสาร {receiptNumber} ของคำสั่งซื้อ {orderNumber}',
      en: 'Document {receiptNumber} for order {orderNumber}',
    },
    blocks: [
      {
        text: {
          th: 'ตามที่ขอ นี่คือใบเสร็จรับเงิน/ใบกำกับภาษี {receiptNumber} ของคำสั่งซื้อ {orderNumber} เปิดลิงก์ด้านล่างหลังจากเข้าสู่ระบบ',
          en: 'As asked, here is the receipt / tax invoice {receiptNumber} of order {orderNumber}; open the link below once signed in.',
        },
      },
      { link: 'receiptLink', label: { th: 'ดาวน์โหลดเอกสาร', en: 'Download the document' } },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
    ],
  },
  'order-etax-invoice': {
    subject: {
      th: 'ใบกำกับภาษีอิเล็กทรอนิกส์ {receiptNumber} ของคำสั่งซื้อ {orderNumber}',
      en: 'e-Tax Invoice {receiptNumber} for order {orderNumber}',
    },
    blocks: [
      {
        text: {
          th: 'แนบใบเสร็จรับเงิน/ใบกำกับภาษีอิเล็กทรอนิกส์ {receiptNumber} ของคำสั่งซื้อ {orderNumber} มากับอีเมลนี้ เป็นไฟล์ PDF/A-3 ที่ลงลายมือชื่อดิจิทัล มีข้อมูล XML ตามมาตรฐาน ETDA อยู่ภายใน โปรดเก็บไฟล์นี้ไว้เป็นหลักฐาน',
          en: 'The e-Tax Invoice / Receipt {receiptNumber} of order {orderNumber} is attached: a digitally signed PDF/A-3 carrying the ETDA standard XML. Please keep this file as your record.',
        },
      },
      { link: 'receiptLink', label: { th: 'ดาวน์โหลดเอกสาร', en: 'Download the document' } },
      { link: 'orderLink', label: { th: 'ดูคำสั่งซื้อ', en: 'View the order' } },
    ],
  },
  'wishlist-price-drop': {
    subject: {
      th: 'หนังสือในรายการโปรดของคุณลดราคาแล้ว ({count} เล่ม)',
      en: 'Books on your wish list are cheaper now ({count})',
    },
    blocks: [
      {
        text: {
          th: 'ข่าวดี หนังสือในรายการโปรดของคุณราคาลดลงจากที่คุณเห็นครั้งล่าสุด:',
          en: 'Good news: these books on your wish list cost less than when you last saw them:',
        },
      },
      { text: { th: '{books}', en: '{books}' } },
      {
        text: {
          th: 'ราคาอาจเปลี่ยนแปลงได้ ราคาที่ใช้คือราคาในวันที่ชำระเงิน เราจะแจ้งอีกครั้งเมื่อราคาลดลงต่ำกว่านี้',
          en: 'Prices may change; you pay the price of the day you check out. We will write again only if a price drops further.',
        },
      },
      { link: 'wishlistLink', label: { th: 'ดูรายการโปรด', en: 'Open my wish list' } },
    ],
  },
  notifications: {
    subject: {
      th: 'มีเรื่องใหม่จากสิ่งที่คุณติดตาม ({count} รายการ)',
      en: 'News from what you follow ({count})',
    },
    blocks: [
      {
        text: {
          th: 'มีความเคลื่อนไหวใหม่จากซีรีส์ นักเขียน สำนักพิมพ์ และหนังสือที่คุณติดตาม:',
          en: 'Something new from the series, authors, publishers and books you follow:',
        },
      },
      { text: { th: '{lines}', en: '{lines}' } },
      { link: 'notificationsLink', label: { th: 'ดูการแจ้งเตือน', en: 'Open my notifications' } },
      {
        link: 'unsubscribeLink',
        label: { th: 'เลิกรับอีเมลแจ้งเตือน', en: 'Stop these e-mails' },
      },
    ],
  },
  'notifications-digest': {
    subject: {
      th: 'สรุปการแจ้งเตือนของคุณ ({count} รายการ)',
      en: 'Your notifications digest ({count})',
    },
    blocks: [
      {
        text: {
          th: 'สรุปความเคลื่อนไหวจากสิ่งที่คุณติดตามตั้งแต่อีเมลฉบับก่อน:',
          en: 'What happened in what you follow since our last e-mail:',
        },
      },
      { text: { th: '{lines}', en: '{lines}' } },
      { link: 'notificationsLink', label: { th: 'ดูการแจ้งเตือน', en: 'Open my notifications' } },
      {
        link: 'unsubscribeLink',
        label: { th: 'เลิกรับอีเมลแจ้งเตือน', en: 'Stop these e-mails' },
      },
    ],
  },
  gift: {
    subject: { th: '{from} ส่งหนังสือ “{bookName}” ให้คุณ', en: '{from} sent you “{bookName}”' },
    blocks: [
      {
        text: {
          th: '{from} ซื้ออีบุ๊ก “{bookName}” จาก {store} เป็นของขวัญให้คุณ{note}',
          en: '{from} bought you the e-book “{bookName}” at {store}.{note}',
        },
      },
      {
        text: {
          th: 'รหัสรับหนังสือของคุณ: {code}\nเข้าสู่ระบบหรือสมัครสมาชิก แล้วกรอกรหัสนี้ที่หน้าแลกรหัส หนังสือจะอยู่ในชั้นหนังสือของคุณ รหัสนี้ใช้ได้ครั้งเดียว',
          en: 'Your code: {code}\nLog in or sign up, then enter the code on the redeem page and the book joins your bookshelf. The code works once.',
        },
      },
      { link: 'redeemLink', label: { th: 'รับหนังสือ', en: 'Get the book' } },
    ],
  },
  'contact-staff': {
    subject: {
      th: '[{reference}] ข้อความจากหน้าติดต่อเรา: {topic}',
      en: '[{reference}] Contact-us message: {topic}',
    },
    blocks: [
      {
        text: {
          th: '{senderName} ({senderEmail}) ส่งข้อความผ่านหน้าติดต่อเรา หมายเลขอ้างอิง {reference} เรื่อง {topic}\n{details}',
          en: '{senderName} ({senderEmail}) wrote through the contact-us page: reference {reference}, topic {topic}.\n{details}',
        },
      },
      { text: { th: '{body}', en: '{body}' } },
    ],
  },
  'contact-received': {
    subject: {
      th: 'เราได้รับข้อความของคุณแล้ว (หมายเลขอ้างอิง {reference})',
      en: 'We received your message (reference {reference})',
    },
    blocks: [
      {
        text: {
          th: 'ขอบคุณที่ติดต่อ {store} เราได้รับข้อความเรื่อง “{topic}” ของคุณแล้ว หมายเลขอ้างอิงของคุณคือ {reference}',
          en: 'Thank you for contacting {store}. We received your message about “{topic}”. Your reference is {reference}.',
        },
      },
      {
        text: {
          th: 'ทีมงานจะตอบกลับทางอีเมลนี้ภายใน 1–2 วันทำการ (จันทร์–ศุกร์ 9:00–18:00 น.) หากต้องการส่งข้อมูลเพิ่มเติม กรุณาส่งแบบฟอร์มอีกครั้งและระบุหมายเลขอ้างอิงนี้',
          en: 'Our team answers by e-mail within 1–2 working days (Monday to Friday, 9:00–18:00 Bangkok time). To add something, send the form again and mention this reference.',
        },
      },
      { link: 'helpLink', label: { th: 'ดูวิธีใช้งาน', en: 'Read the how-to pages' } },
    ],
  },
  'publisher-application-received': {
    subject: {
      th: 'เราได้รับใบสมัครสำนักพิมพ์ {publisherName} แล้ว',
      en: 'We received the application of {publisherName}',
    },
    blocks: [
      {
        text: {
          th: 'ขอบคุณที่สนใจขายหนังสือกับ {store} เราได้รับใบสมัครของ {publisherName} แล้ว ทีมงานจะตรวจสอบข้อมูลภายใน 5 วันทำการ และอาจติดต่อขอเอกสารเพิ่มเติม (สำเนาบัตรประชาชนหรือหนังสือรับรองบริษัท และหน้าสมุดบัญชีธนาคาร) ทางอีเมลนี้',
          en: 'Thank you for wanting to sell your books on {store}. We received the application of {publisherName}. Our team reviews it within 5 working days and may ask for documents (an ID card or company certificate, and the bank book page) by e-mail.',
        },
      },
      { link: 'applyLink', label: { th: 'ดูสถานะใบสมัคร', en: 'See the application status' } },
    ],
  },
  'publisher-application-approved': {
    subject: {
      th: 'ยินดีด้วย ใบสมัครสำนักพิมพ์ {publisherName} ได้รับการอนุมัติแล้ว',
      en: 'The application of {publisherName} is approved',
    },
    blocks: [
      {
        text: {
          th: 'ยินดีต้อนรับสู่ {store} ทีมงานอนุมัติใบสมัครของ {publisherName} แล้ว เข้าสู่ระบบสำหรับสำนักพิมพ์ด้วยอีเมลและรหัสผ่านบัญชี {store} ของคุณ ครั้งแรกระบบจะให้ตั้งค่าแอปยืนยันตัวตน (เช่น Google Authenticator) จากนั้นคุณเพิ่มหนังสือ ส่งให้ทีมงานตรวจ และเชิญทีมงานของคุณได้',
          en: 'Welcome to {store}. Our team approved the application of {publisherName}. Sign in to the publisher portal with your {store} account e-mail and password; the first time, you set up an authenticator app (such as Google Authenticator). Then add your books, send them for review and invite your team.',
        },
      },
      { link: 'portalLink', label: { th: 'เข้าสู่ระบบสำนักพิมพ์', en: 'Open the publisher portal' } },
    ],
  },
  'publisher-factor-enrolled': {
    subject: {
      th: 'เพิ่มแอปยืนยันตัวตนสำหรับระบบสำนักพิมพ์ของ {store} แล้ว',
      en: 'An authenticator was added to your {store} publisher portal sign-in',
    },
    blocks: [
      {
        text: {
          th: 'บัญชีของคุณเพิ่งตั้งค่าแอปยืนยันตัวตนสำหรับเข้าสู่ระบบสำนักพิมพ์ ถ้าไม่ใช่คุณ เปลี่ยนรหัสผ่านบัญชี {store} ทันทีและแจ้งทีมงานผ่านหน้าติดต่อเรา',
          en: 'An authenticator app was just set up for your publisher portal sign-in. If this was not you, change your {store} password at once and tell us through the contact page.',
        },
      },
      { link: 'portalLink', label: { th: 'เข้าสู่ระบบสำนักพิมพ์', en: 'Open the publisher portal' } },
    ],
  },
  'publisher-invitation': {
    subject: {
      th: 'คุณได้รับเชิญเข้าร่วม {organisationName} บน {store}',
      en: 'You are invited to join {organisationName} on {store}',
    },
    blocks: [
      {
        text: {
          th: 'สำนักพิมพ์ {organisationName} เชิญคุณเข้าร่วมในระบบสำหรับสำนักพิมพ์ของ {store} ในบทบาท {role} เปิดลิงก์ด้านล่างแล้วเข้าสู่ระบบด้วยบัญชี {store} ของอีเมลนี้เพื่อตอบรับ (ลิงก์ใช้ได้ {expiresInDays} วัน) ถ้ายังไม่มีบัญชี สมัครสมาชิกด้วยอีเมลนี้ก่อน',
          en: '{organisationName} invites you to its publisher portal on {store} as {role}. Open the link below and sign in with the {store} account of this address to accept (the link works for {expiresInDays} days). No account yet? Register with this address first.',
        },
      },
      { link: 'link', label: { th: 'ตอบรับคำเชิญ', en: 'Accept the invitation' } },
    ],
  },
  'publisher-application-rejected': {
    subject: {
      th: 'ผลการพิจารณาใบสมัครสำนักพิมพ์ {publisherName}',
      en: 'About the application of {publisherName}',
    },
    blocks: [
      {
        text: {
          th: 'ขอบคุณที่สนใจขายหนังสือกับ {store} ขออภัย ทีมงานยังไม่สามารถอนุมัติใบสมัครของ {publisherName} ได้ในครั้งนี้ ด้วยเหตุผลดังนี้:',
          en: 'Thank you for wanting to sell your books on {store}. We are sorry: our team could not approve the application of {publisherName} this time, for this reason:',
        },
      },
      { text: { th: '{reason}', en: '{reason}' } },
      {
        text: {
          th: 'คุณสามารถแก้ไขข้อมูลและสมัครใหม่ได้ทุกเมื่อ',
          en: 'You may correct it and apply again at any time.',
        },
      },
      { link: 'applyLink', label: { th: 'สมัครอีกครั้ง', en: 'Apply again' } },
    ],
  },
  'contact-reply': {
    subject: {
      th: 'ตอบกลับข้อความของคุณ (เลขอ้างอิง {reference})',
      en: 'A reply to your message (reference {reference})',
    },
    blocks: [
      {
        text: {
          th: 'ทีมงานตอบข้อความที่คุณส่งถึงเรา (เลขอ้างอิง {reference}) ดังนี้:',
          en: 'Our team answered the message you sent us (reference {reference}):',
        },
      },
      { text: { th: '{reply}', en: '{reply}' } },
    ],
  },
  'royalty-paid': {
    subject: {
      th: 'โอนค่าลิขสิทธิ์เดือน {month} ให้ {organisationName} แล้ว',
      en: 'Royalties of {month} paid to {organisationName}',
    },
    blocks: [
      {
        text: {
          th: '{store} โอนค่าลิขสิทธิ์ของ {organisationName} ประจำเดือน {month} จำนวน {amount} (หลังหักภาษี ณ ที่จ่าย) เข้าบัญชีของคุณเมื่อ {paidOn} ตามใบแจ้งยอดเลขที่ {reference}',
          en: '{store} paid the royalties of {organisationName} for {month}, {amount} after withholding tax, into your account on {paidOn} (statement {reference}).',
        },
      },
      {
        text: {
          th: 'ดาวน์โหลดใบแจ้งยอดและหนังสือรับรองการหักภาษี ณ ที่จ่าย (50 ทวิ) ได้ในระบบสำหรับสำนักพิมพ์',
          en: 'The statement and the withholding tax certificate (50 ทวิ) are in the publisher portal.',
        },
      },
      { link: 'portalLink', label: { th: 'เข้าสู่ระบบสำนักพิมพ์', en: 'Open the publisher portal' } },
    ],
  },
  'review-answered': {
    subject: {
      th: 'ร้านตอบรีวิวของคุณเรื่อง {bookName}',
      en: 'We answered your review of {bookName}',
    },
    blocks: [
      {
        text: {
          th: 'ขอบคุณที่รีวิว {bookName} ทีมงาน {store} ตอบรีวิวของคุณไว้ใต้รีวิวบนร้าน ดังนี้:',
          en: 'Thank you for reviewing {bookName}. The {store} team answered your review; the answer shows under it on the store:',
        },
      },
      { text: { th: '{answer}', en: '{answer}' } },
      { link: 'reviewLink', label: { th: 'ดูรีวิวและคำตอบ', en: 'See your review and the answer' } },
    ],
  },
  'review-publisher-replied': {
    subject: {
      th: '{publisherName} ตอบรีวิวของคุณเรื่อง {bookName}',
      en: '{publisherName} replied to your review of {bookName}',
    },
    blocks: [
      {
        text: {
          th: 'ขอบคุณที่รีวิว {bookName} สำนักพิมพ์ {publisherName} ตอบรีวิวของคุณไว้ใต้รีวิวบน {store} ดังนี้:',
          en: 'Thank you for reviewing {bookName}. Its publisher, {publisherName}, replied to your review; the reply shows under it on {store}:',
        },
      },
      { text: { th: '{reply}', en: '{reply}' } },
      { link: 'reviewLink', label: { th: 'ดูรีวิวและคำตอบ', en: 'See your review and the reply' } },
    ],
  },
  'publisher-message-reply': {
    subject: {
      th: '{publisherName} ตอบข้อความของคุณ: {subject}',
      en: '{publisherName} replied to your message: {subject}',
    },
    blocks: [
      {
        text: {
          th: 'สำนักพิมพ์ {publisherName} ตอบข้อความที่คุณส่งผ่านหน้าติดต่อสำนักพิมพ์ของ {store} (เรื่อง: {subject}) ดังนี้:',
          en: '{publisherName} answered the message you sent through the contact page on {store} (subject: {subject}):',
        },
      },
      { text: { th: '{reply}', en: '{reply}' } },
      { link: 'publisherLink', label: { th: 'หน้าสำนักพิมพ์', en: 'The publisher page' } },
    ],
  },
  'publisher-application-staff': {
    subject: {
      th: 'ใบสมัครสำนักพิมพ์ใหม่: {publisherName}',
      en: 'New publisher application: {publisherName}',
    },
    blocks: [
      {
        text: {
          th: 'มีใบสมัครสำนักพิมพ์ใหม่รอการตรวจสอบ',
          en: 'A new publisher application is waiting for review.',
        },
      },
      { text: { th: '{details}', en: '{details}' } },
    ],
  },
  'publisher-message': {
    subject: {
      th: 'ข้อความจากผู้อ่านถึง {publisherName}: {subject}',
      en: 'A reader wrote to {publisherName}: {subject}',
    },
    blocks: [
      {
        text: {
          th: '{senderName} ({senderEmail}) ส่งข้อความถึง {publisherName} ผ่านหน้าติดต่อสำนักพิมพ์ของ {store}',
          en: '{senderName} ({senderEmail}) wrote to {publisherName} through the contact page on {store}.',
        },
      },
      { text: { th: 'เรื่อง: {subject}\n\n{body}', en: 'Subject: {subject}\n\n{body}' } },
      { link: 'publisherLink', label: { th: 'หน้าสำนักพิมพ์', en: 'The publisher page' } },
    ],
  },
  'title-approved': {
    subject: {
      th: 'หนังสือ {bookName} ผ่านการตรวจแล้ว',
      en: '{bookName} is approved',
    },
    blocks: [
      {
        text: {
          th: 'ทีมงาน {store} ตรวจและอนุมัติหนังสือ {bookName} แล้ว {outcome}',
          en: 'The {store} team reviewed and approved {bookName}. {outcome}',
        },
      },
      { text: { th: 'ความเห็นจากทีมงาน:\n{comment}', en: 'The team’s comment:\n{comment}' } },
      {
        link: 'titleLink',
        label: { th: 'ดูหนังสือในระบบสำนักพิมพ์', en: 'Open the title in the portal' },
      },
    ],
  },
  'title-changes-requested': {
    subject: {
      th: 'หนังสือ {bookName} ต้องแก้ไขก่อนขึ้นร้าน',
      en: '{bookName} needs changes',
    },
    blocks: [
      {
        text: {
          th: 'ทีมงาน {store} ตรวจหนังสือ {bookName} แล้ว และขอให้แก้ไขดังนี้ก่อนส่งตรวจอีกครั้ง:',
          en: 'The {store} team reviewed {bookName} and asks for these changes before you send it again:',
        },
      },
      { text: { th: '{comment}', en: '{comment}' } },
      { link: 'titleLink', label: { th: 'แก้ไขหนังสือ', en: 'Edit the title' } },
    ],
  },
};
