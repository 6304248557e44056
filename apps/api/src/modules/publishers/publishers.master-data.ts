import type { Locale, MasterAccountType, MasterBook } from '@nangsue/contracts';

/**
 * The master data of the publisher application (spec §7 `getmasterbook`, `getmasteraccounttype`):
 * kept in code, as they change with a release, not with the catalog. Codes are stable (stored in
 * applications); names are per language.
 */
type Named = { th: string; en: string };
type Described = Named & { descriptionTh: string; descriptionEn: string };

/** The kinds of books Thai publishers publish, in the order the form lists them. */
export const BOOK_KINDS: Record<string, Described> = {
  novel: {
    th: 'นวนิยาย',
    en: 'Novels',
    descriptionTh: 'นวนิยายทั่วไป นิยายร่วมสมัย',
    descriptionEn: 'General and contemporary fiction',
  },
  romance: {
    th: 'นิยายรัก โรแมนติก',
    en: 'Romance',
    descriptionTh: 'นิยายรัก โรแมนติกคอมเมดี้ นิยายจีนย้อนยุค',
    descriptionEn: 'Romance, romantic comedy, Chinese period romance',
  },
  'boys-love': {
    th: 'นิยายวาย (Boys’ Love)',
    en: 'Y / Boys’ love',
    descriptionTh: 'นิยายวาย นิยายชายรักชาย',
    descriptionEn: 'Y novels, boys’ love',
  },
  'girls-love': {
    th: 'นิยายยูริ (Girls’ Love)',
    en: 'Yuri / Girls’ love',
    descriptionTh: 'นิยายหญิงรักหญิง',
    descriptionEn: 'Girls’ love fiction',
  },
  fantasy: {
    th: 'แฟนตาซี กำลังภายใน',
    en: 'Fantasy and wuxia',
    descriptionTh: 'แฟนตาซี ไซไฟ กำลังภายใน เกิดใหม่ต่างโลก',
    descriptionEn: 'Fantasy, science fiction, wuxia, isekai',
  },
  'mystery-thriller': {
    th: 'สืบสวน ระทึกขวัญ',
    en: 'Mystery and thriller',
    descriptionTh: 'สืบสวนสอบสวน ฆาตกรรม ระทึกขวัญ',
    descriptionEn: 'Detective, crime and suspense',
  },
  horror: {
    th: 'สยองขวัญ',
    en: 'Horror',
    descriptionTh: 'เรื่องผี สยองขวัญ',
    descriptionEn: 'Ghost stories and horror',
  },
  'light-novel': {
    th: 'ไลท์โนเวล',
    en: 'Light novels',
    descriptionTh: 'ไลท์โนเวลแปลและไลท์โนเวลไทย',
    descriptionEn: 'Translated and Thai light novels',
  },
  'comics-manga': {
    th: 'การ์ตูน มังงะ',
    en: 'Comics and manga',
    descriptionTh: 'มังงะ การ์ตูนไทย เว็บตูน นิยายภาพ',
    descriptionEn: 'Manga, Thai comics, webtoons, graphic novels',
  },
  'literature-poetry': {
    th: 'วรรณกรรม กวีนิพนธ์',
    en: 'Literature and poetry',
    descriptionTh: 'วรรณกรรมไทยและแปล เรื่องสั้น บทกวี รางวัลซีไรต์',
    descriptionEn: 'Thai and translated literature, short stories, poetry',
  },
  'business-investing': {
    th: 'ธุรกิจ การลงทุน',
    en: 'Business and investing',
    descriptionTh: 'บริหาร การตลาด หุ้น การเงินส่วนบุคคล',
    descriptionEn: 'Management, marketing, stocks, personal finance',
  },
  'self-help': {
    th: 'พัฒนาตนเอง จิตวิทยา',
    en: 'Self-help and psychology',
    descriptionTh: 'พัฒนาตนเอง จิตวิทยา ความสัมพันธ์',
    descriptionEn: 'Self-improvement, psychology, relationships',
  },
  health: {
    th: 'สุขภาพ ความงาม',
    en: 'Health and beauty',
    descriptionTh: 'สุขภาพ อาหารเพื่อสุขภาพ ออกกำลังกาย แพทย์แผนไทย',
    descriptionEn: 'Health, diet, fitness, Thai traditional medicine',
  },
  cooking: {
    th: 'อาหาร ตำราอาหาร',
    en: 'Food and cooking',
    descriptionTh: 'ตำราอาหาร ขนม เครื่องดื่ม',
    descriptionEn: 'Cookbooks, desserts, drinks',
  },
  travel: {
    th: 'ท่องเที่ยว',
    en: 'Travel',
    descriptionTh: 'คู่มือท่องเที่ยว บันทึกการเดินทาง',
    descriptionEn: 'Travel guides and travel writing',
  },
  'religion-dharma': {
    th: 'ศาสนา ธรรมะ',
    en: 'Religion and dharma',
    descriptionTh: 'ธรรมะ พุทธศาสนา ศาสนาและความเชื่อ โหราศาสตร์',
    descriptionEn: 'Dharma, Buddhism, religions and beliefs, astrology',
  },
  children: {
    th: 'หนังสือเด็ก',
    en: 'Children’s books',
    descriptionTh: 'นิทาน หนังสือภาพ หนังสือสำหรับเด็กและเยาวชน',
    descriptionEn: 'Picture books, stories for children and young readers',
  },
  'education-exam': {
    th: 'การศึกษา เตรียมสอบ',
    en: 'Education and exam preparation',
    descriptionTh: 'เตรียมสอบเข้ามหาวิทยาลัย สอบราชการ ภาษาต่างประเทศ',
    descriptionEn: 'University entrance, civil service exams, languages',
  },
  textbooks: {
    th: 'ตำราเรียน วิชาการ',
    en: 'Textbooks and academic',
    descriptionTh: 'ตำรามหาวิทยาลัย หนังสือวิชาการ กฎหมาย',
    descriptionEn: 'University textbooks, academic titles, law',
  },
  history: {
    th: 'ประวัติศาสตร์ สารคดี',
    en: 'History and non-fiction',
    descriptionTh: 'ประวัติศาสตร์ ชีวประวัติ สารคดี การเมือง',
    descriptionEn: 'History, biography, documentary, politics',
  },
  'science-technology': {
    th: 'วิทยาศาสตร์ เทคโนโลยี',
    en: 'Science and technology',
    descriptionTh: 'วิทยาศาสตร์ คอมพิวเตอร์ การเขียนโปรแกรม',
    descriptionEn: 'Science, computers, programming',
  },
  'art-design': {
    th: 'ศิลปะ การออกแบบ',
    en: 'Art and design',
    descriptionTh: 'ศิลปะ ถ่ายภาพ สถาปัตยกรรม งานฝีมือ',
    descriptionEn: 'Art, photography, architecture, crafts',
  },
  magazines: {
    th: 'นิตยสาร',
    en: 'Magazines',
    descriptionTh: 'นิตยสารรายสัปดาห์ รายเดือน วารสาร',
    descriptionEn: 'Weekly and monthly magazines, journals',
  },
};

/** The e-book formats the store sells (its files: docs/book-files.md). */
export const BOOK_FORMATS: Record<string, Named> = {
  epub: { th: 'EPUB (ปรับขนาดตัวอักษรได้)', en: 'EPUB (reflowable)' },
  pdf: { th: 'PDF (หน้าตามต้นฉบับ)', en: 'PDF (fixed pages)' },
};

/** How many titles the publisher expects to bring in its first year. */
export const TITLE_BANDS: Record<string, Named> = {
  '1-10': { th: '1–10 เล่ม', en: '1–10 titles' },
  '11-50': { th: '11–50 เล่ม', en: '11–50 titles' },
  '51-200': { th: '51–200 เล่ม', en: '51–200 titles' },
  '201-1000': { th: '201–1,000 เล่ม', en: '201–1,000 titles' },
  '1000+': { th: 'มากกว่า 1,000 เล่ม', en: 'More than 1,000 titles' },
};

type AccountTypeData = Described & {
  taxIdLabel: Named;
  requirements: { th: string[]; en: string[] };
};

/** Who may apply: a person (a writer publishing themself) or a registered company. */
export const ACCOUNT_TYPES: Record<'individual' | 'company', AccountTypeData> = {
  individual: {
    th: 'บุคคลธรรมดา',
    en: 'Individual',
    descriptionTh: 'นักเขียนหรือผู้จัดพิมพ์อิสระที่ขายในนามตนเอง',
    descriptionEn: 'A writer or independent publisher selling in their own name',
    taxIdLabel: { th: 'เลขประจำตัวประชาชน 13 หลัก', en: 'Thai national ID number (13 digits)' },
    requirements: {
      th: [
        'เลขประจำตัวประชาชน 13 หลัก (ใช้เป็นเลขประจำตัวผู้เสียภาษี)',
        'ชื่อ-นามสกุลตรงตามบัตรประชาชน',
        'บัญชีธนาคารในประเทศไทยที่เป็นชื่อของผู้สมัคร',
        'รายได้จะถูกหักภาษี ณ ที่จ่ายตามกฎหมาย และออกหนังสือรับรองการหักภาษี (50 ทวิ) ให้',
      ],
      en: [
        'Your 13-digit Thai national ID number (it is your tax ID)',
        'Your name exactly as on your ID card',
        'A Thai bank account in your own name',
        'Withholding tax is deducted from payouts as the law requires, with a certificate (50 Tawi)',
      ],
    },
  },
  company: {
    th: 'นิติบุคคล (บริษัท ห้างหุ้นส่วน)',
    en: 'Company or partnership',
    descriptionTh: 'สำนักพิมพ์ที่จดทะเบียนเป็นนิติบุคคล',
    descriptionEn: 'A publisher registered as a juristic person',
    taxIdLabel: {
      th: 'เลขทะเบียนนิติบุคคล / เลขประจำตัวผู้เสียภาษี 13 หลัก',
      en: 'Juristic person registration number / tax ID (13 digits)',
    },
    requirements: {
      th: [
        'เลขทะเบียนนิติบุคคล 13 หลัก (เป็นเลขเดียวกับเลขประจำตัวผู้เสียภาษี ขึ้นต้นด้วย 0)',
        'ชื่อนิติบุคคลตามหนังสือรับรองของกรมพัฒนาธุรกิจการค้า',
        'บัญชีธนาคารในประเทศไทยที่เป็นชื่อนิติบุคคล',
        'ทีมงานอาจขอหนังสือรับรองบริษัท (อายุไม่เกิน 6 เดือน) และ ภ.พ.20 หากจดทะเบียนภาษีมูลค่าเพิ่ม',
      ],
      en: [
        'The 13-digit juristic person registration number (also the tax ID; it starts with 0)',
        'The company name as on its certificate from the Department of Business Development',
        'A Thai bank account in the company’s name',
        'Our team may ask for the company certificate (under 6 months old) and the VAT registration (Por Por 20) if registered',
      ],
    },
  },
};

type BankData = Named & { shortName: string; lengths: number[] };

/**
 * Thai banks that pay out, by their Bank of Thailand code, with the number of digits of their
 * accounts (the state banks' savings accounts have 12).
 */
export const BANKS: Record<string, BankData> = {
  '002': { shortName: 'BBL', th: 'ธนาคารกรุงเทพ', en: 'Bangkok Bank', lengths: [10] },
  '004': { shortName: 'KBANK', th: 'ธนาคารกสิกรไทย', en: 'Kasikornbank', lengths: [10] },
  '006': { shortName: 'KTB', th: 'ธนาคารกรุงไทย', en: 'Krungthai Bank', lengths: [10] },
  '011': { shortName: 'TTB', th: 'ธนาคารทหารไทยธนชาต', en: 'TMBThanachart Bank', lengths: [10] },
  '014': { shortName: 'SCB', th: 'ธนาคารไทยพาณิชย์', en: 'Siam Commercial Bank', lengths: [10] },
  '025': {
    shortName: 'BAY',
    th: 'ธนาคารกรุงศรีอยุธยา',
    en: 'Bank of Ayudhya (Krungsri)',
    lengths: [10],
  },
  '069': {
    shortName: 'KKP',
    th: 'ธนาคารเกียรตินาคินภัทร',
    en: 'Kiatnakin Phatra Bank',
    lengths: [10],
  },
  '022': { shortName: 'CIMBT', th: 'ธนาคารซีไอเอ็มบี ไทย', en: 'CIMB Thai Bank', lengths: [10] },
  '067': { shortName: 'TISCO', th: 'ธนาคารทิสโก้', en: 'TISCO Bank', lengths: [10] },
  '024': { shortName: 'UOBT', th: 'ธนาคารยูโอบี', en: 'United Overseas Bank (Thai)', lengths: [10] },
  '073': {
    shortName: 'LHBANK',
    th: 'ธนาคารแลนด์ แอนด์ เฮ้าส์',
    en: 'Land and Houses Bank',
    lengths: [10],
  },
  '070': { shortName: 'ICBCT', th: 'ธนาคารไอซีบีซี (ไทย)', en: 'ICBC (Thai)', lengths: [10] },
  '030': { shortName: 'GSB', th: 'ธนาคารออมสิน', en: 'Government Savings Bank', lengths: [12] },
  '034': {
    shortName: 'BAAC',
    th: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร',
    en: 'Bank for Agriculture and Agricultural Cooperatives',
    lengths: [12],
  },
  '033': {
    shortName: 'GHB',
    th: 'ธนาคารอาคารสงเคราะห์',
    en: 'Government Housing Bank',
    lengths: [12],
  },
  '066': {
    shortName: 'IBANK',
    th: 'ธนาคารอิสลามแห่งประเทศไทย',
    en: 'Islamic Bank of Thailand',
    lengths: [10],
  },
};

const nameIn = (locale: Locale, named: Named): string => named[locale];

export const masterBookOf = (locale: Locale): MasterBook => ({
  BookKinds: Object.entries(BOOK_KINDS).map(([code, kind]) => ({
    Code: code,
    Name: nameIn(locale, kind),
    Description: locale === 'en' ? kind.descriptionEn : kind.descriptionTh,
  })),
  Formats: Object.entries(BOOK_FORMATS).map(([code, format]) => ({
    Code: code,
    Name: nameIn(locale, format),
  })),
  TitleBands: Object.entries(TITLE_BANDS).map(([code, band]) => ({
    Code: code,
    Name: nameIn(locale, band),
  })),
});

export const masterAccountTypeOf = (locale: Locale): MasterAccountType => ({
  AccountTypes: Object.entries(ACCOUNT_TYPES).map(([code, type]) => ({
    Code: code,
    Name: nameIn(locale, type),
    Description: locale === 'en' ? type.descriptionEn : type.descriptionTh,
    Requirements: type.requirements[locale],
    TaxIdLabel: nameIn(locale, type.taxIdLabel),
  })),
  Banks: Object.entries(BANKS).map(([code, bank]) => ({
    Code: code,
    Name: nameIn(locale, bank),
    ShortName: bank.shortName,
    AccountNumberLengths: bank.lengths,
  })),
});

/** What the application check needs of the master data (codes and account lengths). */
export const MASTER_CODES = {
  bookKinds: Object.keys(BOOK_KINDS),
  formats: Object.keys(BOOK_FORMATS),
  titleBands: Object.keys(TITLE_BANDS),
  banks: Object.entries(BANKS).map(([code, bank]) => ({
    Code: code,
    AccountNumberLengths: bank.lengths,
  })),
};
