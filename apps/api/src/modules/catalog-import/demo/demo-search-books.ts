import type { ImportBook, ImportCatalog } from '../catalog-import.types.js';
import { completeIsbn13 } from '../onix/isbn.js';
import { daysBefore } from './demo-books.js';
import { findPublisher } from './demo-publishers.js';
import { subjectPath, toText, type Pair } from './demo-subjects.js';

/**
 * Hand-written demo books for what the generated catalogue lacks and Thai readers type (issue 28,
 * docs/search.md): loanwords (ซอฟต์แวร์, อีเมล, แอปพลิเคชัน, โน้ต, เว็บไซต์, ดิจิทัล), English words in
 * Thai script (ไพธอน, ฟุตบอล, แบดมินตัน), Buddhist-era and Gregorian years in titles, authors with
 * honorifics (ดร., ผศ., รศ., พญ., นพ., Dr.) and Pali/Sanskrit words. Appended after the generated books
 * (`demo-s001`...), so the generated books' draws and references stay as they were; the search
 * quality set (modules/search/quality) expects them.
 */

/** The ISBN publisher element of these books, after 978-616: no demo publisher's registrant. */
const SHOWCASE_REGISTRANT = '950';

type Showcase = {
  title: Pair;
  authors: readonly Pair[];
  publisher: string;
  subject: string;
  description: { short: Pair; more: Pair };
  textLanguage?: 'th' | 'en';
  pages: number;
  daysAgo: number;
  price: number;
  oldPrice?: number;
  hasSample: boolean;
  withPdf?: boolean;
  soldCount: number;
  rating: { sum: number; count: number };
};

const SHOWCASE: readonly Showcase[] = [
  {
    title: ['ออกแบบซอฟต์แวร์ให้ดูแลง่าย', 'Designing Maintainable Software'],
    authors: [['ดร.ธีรวัฒน์ แสงอรุณ', 'Dr. Theerawat Saeng-arun']],
    publisher: 'codinghouse',
    subject: 'programming',
    description: {
      short: [
        'หลักการออกแบบซอฟต์แวร์ที่ทีมเล็กแก้ไขต่อได้โดยไม่กลัวพัง',
        'Design principles that let a small team keep changing its software without fear.',
      ],
      more: [
        'ตั้งแต่การแบ่งโมดูล การตั้งชื่อ ไปจนถึงการเขียนเทสต์ พร้อมตัวอย่างจากโปรเจกต์จริงของบริษัทไทย',
        'From modules and naming to tests, with examples from real projects at Thai companies.',
      ],
    },
    pages: 312,
    daysAgo: 240,
    price: 39500,
    oldPrice: 45000,
    hasSample: true,
    withPdf: true,
    soldCount: 184,
    rating: { sum: 196, count: 44 },
  },
  {
    title: ['เขียนอีเมลภาษาอังกฤษแบบมืออาชีพ', 'Writing Professional Emails in English'],
    authors: [['ผศ.ดร.กมลวรรณ ศรีวิไล', 'Asst. Prof. Dr. Kamonwan Sriwilai']],
    publisher: 'songphasa',
    subject: 'english',
    description: {
      short: [
        'แม่แบบอีเมลภาษาอังกฤษสำหรับงานประจำวัน ตั้งแต่นัดประชุมจนถึงตอบลูกค้าที่ไม่พอใจ',
        'English email templates for everyday work, from booking a meeting to answering an unhappy customer.',
      ],
      more: [
        'อธิบายน้ำเสียงที่เหมาะกับแต่ละสถานการณ์ และคำที่คนไทยมักใช้ผิดในอีเมล',
        'Explains the right tone for each situation and the words Thai writers often misuse in emails.',
      ],
    },
    pages: 228,
    daysAgo: 410,
    price: 24500,
    hasSample: true,
    soldCount: 352,
    rating: { sum: 371, count: 86 },
  },
  {
    title: ['สร้างแอปพลิเคชันมือถือด้วย Flutter', 'Building Mobile Apps with Flutter'],
    authors: [['ปกรณ์ มีสุข', 'Pakorn Meesuk']],
    publisher: 'codinghouse',
    subject: 'programming',
    description: {
      short: [
        'สร้างแอปพลิเคชันบน Android และ iOS จากโค้ดชุดเดียว ทีละขั้นจนขึ้นสโตร์',
        'Build one app for Android and iOS from a single code base, step by step to the stores.',
      ],
      more: [
        'ครอบคลุมการจัดหน้าจอ การจัดการสถานะ การเชื่อมต่อ API และการทดสอบ',
        'Covers layouts, state management, calling APIs and testing.',
      ],
    },
    pages: 356,
    daysAgo: 150,
    price: 45000,
    hasSample: false,
    soldCount: 97,
    rating: { sum: 88, count: 21 },
  },
  {
    title: ['จดโน้ตให้เก่ง เรียนเก่ง', 'Smart Note-Taking for Students'],
    authors: [['รศ.ดร.สมพร ใจงาม', 'Assoc. Prof. Dr. Somporn Jai-ngam']],
    publisher: 'tutorplus',
    subject: 'study-guides',
    description: {
      short: [
        'วิธีจดโน้ตในห้องเรียนและสรุปบทเรียนให้อ่านทวนได้เร็วก่อนสอบ',
        'How to take notes in class and summarise lessons for a quick review before exams.',
      ],
      more: [
        'รวมเทคนิค Cornell แผนผังความคิด และการใช้สีอย่างพอดี พร้อมแบบฝึกหัดท้ายบท',
        'Cornell notes, mind maps and a sparing use of colour, with exercises after each chapter.',
      ],
    },
    pages: 164,
    daysAgo: 520,
    price: 18900,
    hasSample: true,
    soldCount: 265,
    rating: { sum: 284, count: 67 },
  },
  {
    title: ['ทำเว็บไซต์ขายของออนไลน์ด้วยตัวเอง', 'Build Your Own Online Store Website'],
    authors: [['ลัดดาวัลย์ บุญมา', 'Laddawan Boonma']],
    publisher: 'goldengaur',
    subject: 'marketing',
    description: {
      short: [
        'เปิดร้านออนไลน์บนเว็บไซต์ของตัวเองโดยไม่ต้องเขียนโค้ด ตั้งแต่จดโดเมนจนรับชำระเงิน',
        'Open a shop on your own website without code, from the domain name to taking payments.',
      ],
      more: [
        'เปรียบเทียบแพลตฟอร์มยอดนิยม ค่าใช้จ่ายจริง และวิธีพาลูกค้าจากโซเชียลมาที่ร้าน',
        'Compares the popular platforms, their real costs, and how to bring customers over from social media.',
      ],
    },
    pages: 204,
    daysAgo: 330,
    price: 22500,
    hasSample: false,
    soldCount: 143,
    rating: { sum: 138, count: 33 },
  },
  {
    title: ['การตลาดดิจิทัล ปี 2569', 'Digital Marketing 2026'],
    authors: [['ภาคิน เจริญผล', 'Phakin Charoenphon']],
    publisher: 'goldengaur',
    subject: 'marketing',
    description: {
      short: [
        'เทรนด์การตลาดดิจิทัลที่ธุรกิจไทยต้องรู้ในปีนี้ ทั้งวิดีโอสั้น ไลฟ์ขายของ และ AI',
        'The digital marketing trends Thai businesses need this year: short video, live selling and AI.',
      ],
      more: [
        'พร้อมกรณีศึกษาแบรนด์เล็กที่โตได้ด้วยงบโฆษณาจำกัด',
        'With case studies of small brands that grew on a limited ad budget.',
      ],
    },
    pages: 248,
    daysAgo: 95,
    price: 29500,
    oldPrice: 35000,
    hasSample: true,
    soldCount: 412,
    rating: { sum: 402, count: 95 },
  },
  {
    title: ['ไพธอนสำหรับงานข้อมูล', 'Python for Data Work'],
    authors: [['ผศ.ดร.ณัฐวุฒิ ปัญญาดี', 'Asst. Prof. Dr. Nattawut Panyadee']],
    publisher: 'codinghouse',
    subject: 'data-ai',
    description: {
      short: [
        'ใช้ไพธอนจัดการตาราง ทำความสะอาดข้อมูล และสร้างกราฟสำหรับรายงานประจำเดือน',
        'Use Python to handle tables, clean data and draw the charts of a monthly report.',
      ],
      more: [
        'เหมาะกับพนักงานออฟฟิศที่อยากเลิกทำงานซ้ำใน Excel ทุกตัวอย่างใช้ข้อมูลภาษาไทย',
        'For office workers tired of repeating the same Excel work; every example uses Thai data.',
      ],
    },
    pages: 290,
    daysAgo: 200,
    price: 35000,
    hasSample: true,
    withPdf: true,
    soldCount: 231,
    rating: { sum: 243, count: 55 },
  },
  {
    title: ['ฟุตบอลแท็กติก อ่านเกมแบบโค้ช', 'Reading the Game Like a Coach'],
    authors: [['ชยพล วงศ์ประเสริฐ', 'Chayaphon Wongprasert']],
    publisher: 'grandmaskitchen',
    subject: 'fitness',
    description: {
      short: [
        'แผนการเล่นและระบบทีมที่โค้ชระดับอาชีพใช้ อธิบายด้วยภาพจากเกมจริง',
        'The plans and team systems professional coaches use, explained with diagrams from real matches.',
      ],
      more: [
        'ดูเกมลูกหนังสนุกขึ้นและเข้าใจว่าทำไมทีมที่ครองบอลน้อยกว่าจึงชนะได้',
        'Enjoy the game more and see why the side with less of the ball can still win.',
      ],
    },
    pages: 186,
    daysAgo: 610,
    price: 22500,
    hasSample: false,
    soldCount: 78,
    rating: { sum: 70, count: 17 },
  },
  {
    title: ['แบดมินตันฉบับมือใหม่', 'Badminton for Beginners'],
    authors: [['นพ.ภาณุ วงศ์สวัสดิ์', 'Dr. Phanu Wongsawat']],
    publisher: 'grandmaskitchen',
    subject: 'fitness',
    description: {
      short: [
        'จับไม้ ยืนรับ และเคลื่อนที่ให้ถูกตั้งแต่วันแรก โดยแพทย์เวชศาสตร์การกีฬา',
        'Grip, stance and footwork right from day one, by a sports medicine doctor.',
      ],
      more: [
        'พร้อมวิธีอบอุ่นร่างกายและป้องกันการบาดเจ็บที่ข้อเท้าและหัวไหล่',
        'With warm-ups and ways to protect your ankles and shoulders.',
      ],
    },
    pages: 142,
    daysAgo: 280,
    price: 18900,
    hasSample: false,
    soldCount: 121,
    rating: { sum: 117, count: 28 },
  },
  {
    title: ['คู่มือภาษีเงินได้บุคคลธรรมดา ปี 2569', 'Personal Income Tax Guide'],
    authors: [['พิมพ์ชนก ทรัพย์มาก', 'Phimchanok Sapmak']],
    publisher: 'goldengaur',
    subject: 'personal-finance',
    description: {
      short: [
        'ยื่นภาษีเองได้ใน 1 วัน รู้ทุกค่าลดหย่อนที่มนุษย์เงินเดือนและฟรีแลนซ์ใช้ได้',
        'File your own tax return in a day, with every allowance salaried workers and freelancers can claim.',
      ],
      more: [
        'อธิบายแบบ ภ.ง.ด. 90 และ 91 ทีละช่อง พร้อมตัวอย่างการคำนวณ',
        'Explains the PND 90 and 91 forms box by box, with worked examples.',
      ],
    },
    pages: 176,
    daysAgo: 75,
    price: 19900,
    hasSample: false,
    soldCount: 530,
    rating: { sum: 548, count: 122 },
  },
  {
    title: ['ปฏิทินวันพระ พ.ศ. 2570', 'Buddhist Holy Days Calendar'],
    authors: [['นันทนา สมบูรณ์ชัย', 'Nantana Sombunchai']],
    publisher: 'thammathara',
    subject: 'buddhism',
    description: {
      short: [
        'วันพระ วันสำคัญทางพุทธศาสนา และบทสวดประจำเดือนตลอดทั้งปี',
        'The holy days, the great Buddhist days and a chant for each month of the year.',
      ],
      more: [
        'พร้อมความหมายของวันมาฆบูชา วิสาขบูชา อาสาฬหบูชา และวันเข้าพรรษา',
        'With the meaning of Makha Bucha, Visakha Bucha, Asalha Bucha and the start of the Rains Retreat.',
      ],
    },
    pages: 64,
    daysAgo: 70,
    price: 8900,
    hasSample: true,
    soldCount: 96,
    rating: { sum: 91, count: 20 },
  },
  {
    title: ['Thailand Travel Guide 2026', 'Thailand Travel Guide 2026'],
    authors: [['ดร.แอนนา วิทฟิลด์', 'Dr. Anna Whitfield']],
    publisher: 'oldbackpack',
    subject: 'travel-thailand',
    textLanguage: 'en',
    description: {
      short: [
        'คู่มือเที่ยวไทยฉบับภาษาอังกฤษ 77 จังหวัด ตั้งแต่เชียงรายถึงนราธิวาส',
        'An English guide to all 77 provinces of Thailand, from Chiang Rai to Narathiwat.',
      ],
      more: [
        'แผนการเดินทาง ค่าใช้จ่ายโดยประมาณ และเทศกาลประจำปี',
        'Itineraries, typical costs and the year’s festivals.',
      ],
    },
    pages: 420,
    daysAgo: 300,
    price: 35000,
    hasSample: false,
    withPdf: true,
    soldCount: 64,
    rating: { sum: 57, count: 13 },
  },
  {
    title: ['ประวัติศาสตร์พุทธศาสนาในสุวรรณภูมิ', 'A History of Buddhism in Suvarnabhumi'],
    authors: [['รศ.ดร.วิไลวรรณ ธรรมรักษ์', 'Assoc. Prof. Dr. Wilaiwan Thammarak']],
    publisher: 'silajaruek',
    subject: 'thai-history',
    description: {
      short: [
        'เส้นทางของพุทธศาสนาจากอินเดียสู่ดินแดนสุวรรณภูมิ ผ่านหลักฐานทางโบราณคดี',
        'How Buddhism travelled from India to Suvarnabhumi, told through the archaeological evidence.',
      ],
      more: [
        'ตั้งแต่สมัยทวารวดีจนถึงกรุงสุโขทัย พร้อมภาพศิลาจารึกและโบราณสถานสำคัญ',
        'From Dvaravati to Sukhothai, with pictures of the key inscriptions and sites.',
      ],
    },
    pages: 384,
    daysAgo: 700,
    price: 39500,
    oldPrice: 45000,
    hasSample: true,
    withPdf: true,
    soldCount: 58,
    rating: { sum: 55, count: 12 },
  },
  {
    title: ['อิทธิพลของวัฒนธรรมอินเดียในอุษาคเนย์', 'Indian Cultural Influence in Southeast Asia'],
    authors: [['ผศ.ประภาพร อินทรวงศ์', 'Asst. Prof. Praphaphorn Intarawong']],
    publisher: 'silajaruek',
    subject: 'world-history',
    description: {
      short: [
        'ภาษา ศาสนา และศิลปะจากอินเดียที่หล่อหลอมสังคมเอเชียตะวันออกเฉียงใต้',
        'The language, religion and art from India that shaped Southeast Asian societies.',
      ],
      more: [
        'อ่านร่องรอยอิทธิพลเหล่านี้ในชีวิตประจำวันของคนไทย ตั้งแต่ชื่อคนจนถึงพิธีแต่งงาน',
        'Reads their traces in Thai daily life, from personal names to weddings.',
      ],
    },
    pages: 296,
    daysAgo: 860,
    price: 35000,
    hasSample: false,
    soldCount: 41,
    rating: { sum: 38, count: 9 },
  },
  {
    title: ['ปรัชญาชีวิต 52 สัปดาห์', '52 Weeks of Philosophy for Life'],
    authors: [['วรรณา อินทรสุวรรณ', 'Wanna Intarasuwan']],
    publisher: 'silajaruek',
    subject: 'philosophy',
    description: {
      short: [
        'ข้อคิดจากนักปรัชญาตะวันออกและตะวันตก สัปดาห์ละหนึ่งบท อ่านจบได้ในหนึ่งปี',
        'One thinker from East or West each week, a year of short chapters.',
      ],
      more: [
        'ทุกบทจบด้วยคำถามให้ลองคิดต่อในชีวิตจริง',
        'Each chapter ends with a question to carry into daily life.',
      ],
    },
    pages: 232,
    daysAgo: 450,
    price: 24500,
    hasSample: false,
    soldCount: 167,
    rating: { sum: 170, count: 39 },
  },
  {
    title: ['หมอชวนกินเพื่อหัวใจแข็งแรง', 'Eating for a Healthy Heart'],
    authors: [['พญ.อรวรรณ สุขใจ', 'Dr. Orawan Sukjai']],
    publisher: 'grandmaskitchen',
    subject: 'health',
    description: {
      short: [
        'อาหารไทยที่ดีต่อหัวใจ ลดเค็ม ลดมัน โดยแพทย์หญิงผู้เชี่ยวชาญด้านโรคหัวใจ',
        'Heart-friendly Thai food, less salt and less fat, by a cardiologist.',
      ],
      more: [
        'พร้อมเมนูหนึ่งสัปดาห์และวิธีอ่านฉลากโภชนาการ',
        'With a week of menus and how to read a nutrition label.',
      ],
    },
    pages: 188,
    daysAgo: 380,
    price: 24500,
    hasSample: false,
    soldCount: 209,
    rating: { sum: 214, count: 48 },
  },
];

const KB = 1024;

const toBook = (showcase: Showcase, index: number, today: string): ImportBook => {
  const publisher = findPublisher(showcase.publisher);
  const number = String(index + 1).padStart(3, '0');
  const title = toText(showcase.title);
  const pages = showcase.pages;
  const epub = { format: 'EPUB' as const, sizeBytes: Math.round((300 + pages * 9) * KB) };
  const pdf = { format: 'PDF' as const, sizeBytes: Math.round(pages * 28 * KB) };
  const [short, more] = [toText(showcase.description.short), toText(showcase.description.more)];
  return {
    recordReference: `demo-s${number}`,
    name: title,
    shortDescription: short,
    fullDescription: { th: `${short.th}\n\n${more.th}`, en: `${short.en}\n\n${more.en}` },
    contributors: showcase.authors.map((name) => ({ name: toText(name), role: 'author' })),
    publisher: toText(publisher.name),
    imprint: null,
    series: null,
    categories: [subjectPath(showcase.subject)],
    tags: [],
    isbn: completeIsbn13(`978616${SHOWCASE_REGISTRANT}${number}`),
    eIsbn: completeIsbn13(`978616${SHOWCASE_REGISTRANT}${String(index + 501).padStart(3, '0')}`),
    textLanguage: showcase.textLanguage ?? 'th',
    pageCount: pages,
    releaseDate: daysBefore({ today, days: showcase.daysAgo }),
    priceSatang: showcase.price,
    oldPriceSatang: showcase.oldPrice ?? null,
    vatCategory: showcase.subject === 'study-guides' ? 'exempt' : 'standard',
    hasSample: showcase.hasSample,
    files: showcase.withPdf ? [epub, pdf] : [epub],
    cover: null,
    rating: showcase.rating,
    soldCount: showcase.soldCount,
  };
};

/** The showcase books for a catalogue made `today`. */
export const createSearchShowcaseBooks = ({ today }: { today: string }): ImportBook[] =>
  SHOWCASE.map((showcase, index) => toBook(showcase, index, today));

/** "Also purchased" for the showcase books: each with the next four of them, in a ring. */
export const showcaseAlsoPurchased = (
  books: readonly ImportBook[],
): ImportCatalog['alsoPurchased'] =>
  books.flatMap((book, index) =>
    [1, 2, 3, 4].map((step) => ({
      book: book.recordReference,
      other: books[(index + step) % books.length]!.recordReference,
      score: 0.3,
    })),
  );
