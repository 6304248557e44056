import type { Locale } from '@nangsue/contracts';

/** Messages of the publishers module, in Thai and English (registered at the composition root, src/messages.ts). */
export const publishersMessages = {
  // What each field is called inside a sentence ("Enter {label}").
  'publishers.label.AccountType': { th: 'ประเภทผู้สมัคร', en: 'the kind of applicant' },
  'publishers.label.LegalName': { th: 'ชื่อตามทะเบียน', en: 'the legal name' },
  'publishers.label.PublisherName': { th: 'ชื่อสำนักพิมพ์', en: 'the publisher name' },
  'publishers.label.TaxId': { th: 'เลขประจำตัวผู้เสียภาษี', en: 'the tax ID' },
  'publishers.label.ContactName': { th: 'ชื่อผู้ติดต่อ', en: 'the contact name' },
  'publishers.label.Email': { th: 'อีเมล', en: 'the e-mail address' },
  'publishers.label.Phone': { th: 'เบอร์โทรศัพท์', en: 'the phone number' },
  'publishers.label.Address': { th: 'ที่อยู่', en: 'the address' },
  'publishers.label.Website': { th: 'เว็บไซต์', en: 'the website' },
  'publishers.label.BankCode': { th: 'ธนาคาร', en: 'the bank' },
  'publishers.label.BankAccountName': { th: 'ชื่อบัญชี', en: 'the account name' },
  'publishers.label.BankAccountNumber': { th: 'เลขที่บัญชี', en: 'the account number' },
  'publishers.label.BookKinds': { th: 'ประเภทหนังสือ', en: 'the kinds of books' },
  'publishers.label.Formats': { th: 'รูปแบบไฟล์', en: 'the file formats' },
  'publishers.label.ExpectedTitles': { th: 'จำนวนเล่ม', en: 'the number of titles' },
  'publishers.label.SampleTitles': { th: 'ตัวอย่างผลงาน', en: 'the sample titles' },
  'publishers.label.Message': { th: 'ข้อความ', en: 'the message' },
  'publishers.label.Name': { th: 'ชื่อของคุณ', en: 'your name' },
  'publishers.label.Subject': { th: 'หัวข้อ', en: 'the subject' },

  'publishers.problem.required': { th: 'กรุณากรอก{label}', en: 'Enter {label}.' },
  'publishers.problem.accountType': {
    th: 'กรุณาเลือกประเภทผู้สมัคร: บุคคลธรรมดา หรือ นิติบุคคล',
    en: 'Choose whether you apply as an individual or as a company.',
  },
  'publishers.problem.taxIdDigits': {
    th: 'เลขประจำตัวผู้เสียภาษีต้องเป็นตัวเลข 13 หลัก',
    en: 'A Thai tax ID has 13 digits.',
  },
  'publishers.problem.taxIdCheckDigit': {
    th: 'เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง หลักสุดท้าย (เลขตรวจสอบ) ไม่ตรงกับ 12 หลักแรก กรุณาตรวจสอบการพิมพ์อีกครั้ง',
    en: 'This tax ID is not valid: its last digit (the check digit) does not match the first 12. Please check it for a typo.',
  },
  'publishers.problem.taxIdCompany': {
    th: 'เลขทะเบียนนิติบุคคลขึ้นต้นด้วย 0 หากสมัครในนามตนเอง กรุณาเลือกประเภท “บุคคลธรรมดา”',
    en: 'A company’s registration number starts with 0. Applying in your own name? Choose “Individual”.',
  },
  'publishers.problem.email': {
    th: 'อีเมลไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง (เช่น name@example.com)',
    en: 'This e-mail address is not valid (for example name@example.com).',
  },
  'publishers.problem.phone': {
    th: 'เบอร์โทรศัพท์ไม่ถูกต้อง ใช้เบอร์มือถือ 10 หลัก (เช่น 081 234 5678) หรือเบอร์บ้าน 9 หลัก (เช่น 02 123 4567)',
    en: 'This phone number is not valid: use a 10-digit Thai mobile (081 234 5678) or a 9-digit landline (02 123 4567).',
  },
  'publishers.problem.website': {
    th: 'เว็บไซต์ต้องขึ้นต้นด้วย http:// หรือ https:// ตามด้วยชื่อโดเมน เช่น https://example.co.th',
    en: 'The website must start with http:// or https:// followed by a domain, for example https://example.co.th.',
  },
  'publishers.problem.bank': {
    th: 'กรุณาเลือกธนาคารจากรายการ',
    en: 'Choose a bank from the list.',
  },
  'publishers.problem.accountDigits': {
    th: 'เลขที่บัญชีต้องเป็นตัวเลขเท่านั้น',
    en: 'An account number has digits only.',
  },
  'publishers.problem.accountLength': {
    th: 'เลขที่บัญชีของ{bank}มี {lengths} หลัก กรุณาตรวจสอบอีกครั้ง',
    en: 'Accounts at {bank} have {lengths} digits. Please check the number.',
  },
  'publishers.problem.bookKindsRequired': {
    th: 'กรุณาเลือกประเภทหนังสือที่จัดพิมพ์อย่างน้อย 1 ประเภท',
    en: 'Choose at least one kind of book you publish.',
  },
  'publishers.problem.bookKind': {
    th: 'มีประเภทหนังสือที่ไม่อยู่ในรายการ กรุณาเลือกใหม่',
    en: 'A kind of book is not in the list. Please choose again.',
  },
  'publishers.problem.formatsRequired': {
    th: 'กรุณาเลือกรูปแบบไฟล์อย่างน้อย 1 รูปแบบ (EPUB หรือ PDF)',
    en: 'Choose at least one file format (EPUB or PDF).',
  },
  'publishers.problem.format': {
    th: 'รูปแบบไฟล์ต้องเป็น EPUB หรือ PDF',
    en: 'The file formats are EPUB and PDF.',
  },
  'publishers.problem.expectedTitles': {
    th: 'กรุณาเลือกจำนวนเล่มจากรายการ',
    en: 'Choose the number of titles from the list.',
  },

  'publishers.apply.pending': {
    th: 'คุณส่งใบสมัครสำนักพิมพ์ไว้แล้วและกำลังรอการตรวจสอบ ติดตามสถานะได้ที่หน้าสมัครเป็นสำนักพิมพ์',
    en: 'You have already applied and your application is being reviewed. Follow its status on the apply page.',
  },
  'publishers.apply.approved': {
    th: 'ใบสมัครของคุณได้รับอนุมัติแล้ว คุณเป็นสำนักพิมพ์บนร้านแล้ว',
    en: 'Your application was approved: you are already a publisher on the store.',
  },
  'publishers.apply.tooMany': {
    th: 'ส่งใบสมัครบ่อยเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่',
    en: 'Too many attempts to apply. Please wait {minutes} minutes and try again.',
  },
  'publishers.contact.tooMany': {
    th: 'คุณส่งข้อความถึงสำนักพิมพ์หลายครั้งเกินไป กรุณารอ {minutes} นาทีแล้วลองใหม่',
    en: 'You have sent too many messages to publishers. Please wait {minutes} minutes and try again.',
  },
  'publishers.contact.sent': {
    th: 'ส่งข้อความถึง {publisher} แล้ว สำนักพิมพ์จะตอบกลับทางอีเมล {email} โดยตรง',
    en: 'Your message is on its way to {publisher}. They will answer you by e-mail at {email}.',
  },
  'publishers.staff.greeting': { th: 'ทีมงาน', en: 'team' },
  'publishers.staff.details': {
    th: 'สำนักพิมพ์: {publisherName}\nชื่อตามทะเบียน: {legalName}\nประเภทผู้สมัคร: {accountType}\nเลขประจำตัวผู้เสียภาษี: {taxId}\nผู้ติดต่อ: {contactName}, {email}, {phone}\nที่อยู่: {address}\nเว็บไซต์: {website}\nบัญชีรับเงิน: {bank} {account} ({accountName})\nประเภทหนังสือ: {kinds}\nรูปแบบไฟล์: {formats}\nจำนวนเล่มในปีแรก: {titles}\nตัวอย่างผลงาน: {samples}\nข้อความถึงทีมงาน: {message}\nใบสมัครหมายเลข {applicationId} จากลูกค้าหมายเลข {customerId}',
    en: 'Publisher: {publisherName}\nLegal name: {legalName}\nApplying as: {accountType}\nTax ID: {taxId}\nContact: {contactName}, {email}, {phone}\nAddress: {address}\nWebsite: {website}\nPayout account: {bank} {account} ({accountName})\nKinds of books: {kinds}\nFormats: {formats}\nTitles in the first year: {titles}\nSample titles: {samples}\nMessage to the team: {message}\nApplication {applicationId} from customer {customerId}',
  },
  'publishers.none': { th: '-', en: '-' },

  // The back office (docs/back-office.md, "Content and moderation").
  'publishers.admin.notFound': {
    th: 'ไม่พบใบสมัครสำนักพิมพ์นี้',
    en: 'This publisher application does not exist.',
  },
  'publishers.admin.alreadyDecided': {
    th: 'ใบสมัครนี้ได้รับการพิจารณาแล้ว ({status}) จึงเปลี่ยนผลไม่ได้',
    en: 'This application was already decided ({status}); the decision cannot be changed.',
  },
  'publishers.admin.catalogPublisherTaken': {
    th: 'สำนักพิมพ์ชื่อ {name} ในแคตตาล็อกเป็นของสำนักพิมพ์อื่นบนร้านแล้ว จึงอนุมัติด้วยชื่อนี้ไม่ได้',
    en: 'The catalog publisher {name} already belongs to another publisher on the store; this application cannot be approved under that name.',
  },
  'publishers.admin.status.approved': { th: 'อนุมัติแล้ว', en: 'approved' },
  'publishers.admin.status.rejected': { th: 'ไม่อนุมัติ', en: 'rejected' },
  'publishers.admin.status.pending': { th: 'รอพิจารณา', en: 'waiting' },
  'publishers.portal.messageNotFound': {
    th: 'ไม่พบข้อความนี้ในข้อความถึงสำนักพิมพ์ของคุณ',
    en: 'This message is not among the messages to your publisher.',
  },
  'publishers.portal.replyKeyUsed': {
    th: 'คำตอบนี้ถูกส่งไปกับข้อความอื่นแล้ว เปิดแบบฟอร์มตอบใหม่แล้วลองอีกครั้ง',
    en: 'This reply was already sent with another message. Open the reply form again and retry.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

// Its keys join MessageKey (lib/messages.ts), so `translate` checks them at compile time.
declare module '../../lib/messages.js' {
  interface ModuleMessages {
    publishersMessages: typeof publishersMessages;
  }
}
