import type { ImportTopic, LocalizedText } from '../catalog-import.types.js';
import type { DemoBookDraft } from './demo-books.js';
import type { Random } from '../../../lib/random.js';

/**
 * Editorial topics (/topic/{code}): a title, a body of plain-text paragraphs separated by blank lines,
 * and 8-20 books chosen by a rule over the demo books.
 */
type TopicDefinition = {
  code: string;
  title: LocalizedText;
  body: LocalizedText;
  /** Books the topic may list, best first. */
  choose: (books: readonly DemoBookDraft[], random: Random) => DemoBookDraft[];
};

const MIN_BOOKS = 8;
const MAX_BOOKS = 20;

const bySold = (a: DemoBookDraft, b: DemoBookDraft) =>
  (b.book.soldCount ?? 0) - (a.book.soldCount ?? 0);
const byNewest = (a: DemoBookDraft, b: DemoBookDraft) => a.daysAgo - b.daysAgo;
const firstVolumes = (book: DemoBookDraft) =>
  book.book.series === null || book.book.series.volume === 1;

export const DEMO_TOPICS: readonly TopicDefinition[] = [
  {
    code: 'summer-reading',
    title: { th: 'อ่านรับซัมเมอร์', en: 'Summer Reading' },
    body: {
      th: 'ปิดเทอมใหญ่และวันหยุดยาวมาถึงแล้ว ถึงเวลาหยิบหนังสือเล่มโปรดติดกระเป๋าไปด้วยทุกที่ ไม่ว่าจะนั่งรถไฟไปเชียงใหม่หรือนอนเล่นริมทะเลที่กระบี่\n\nทีมบรรณาธิการคัดนิยายอ่านสบาย หนังสือท่องเที่ยว และวรรณกรรมเยาวชนที่อ่านจบได้ในไม่กี่วันมาให้แล้ว เลือกเล่มที่ใช่แล้วดาวน์โหลดเก็บไว้อ่านแบบออฟไลน์ได้เลย',
      en: 'The long school break and the holidays are here. Time to take a favourite book everywhere, whether on the train to Chiang Mai or lazing on a beach in Krabi.\n\nOur editors picked easy-reading novels, travel guides and young-adult stories you can finish in a few days. Choose yours and download it to read offline.',
    },
    choose: (books, random) =>
      random.shuffle(
        books.filter(
          (book) =>
            firstVolumes(book) &&
            [
              'romance',
              'travel-thailand',
              'travel-abroad',
              'travel-writing',
              'young-adult',
              'mystery',
            ].includes(book.subjectKey),
        ),
      ),
  },
  {
    code: 'seewrite-winners',
    title: { th: 'รวมผลงานรางวัลวรรณกรรม', en: 'Award-Winning Literature' },
    body: {
      th: 'ผลงานที่ได้รับรางวัลเพชรวรรณศิลป์ รางวัลนักเขียนหน้าใหม่ดาวประกาย และรางวัลหนังสือดีเด่นแห่งปี รวบรวมไว้ในที่เดียว\n\nเรื่องราวเหล่านี้สะท้อนชีวิต สังคม และความเปลี่ยนแปลงของประเทศไทยได้อย่างงดงาม เหมาะทั้งกับผู้อ่านที่หลงรักวรรณกรรมอยู่แล้ว และผู้ที่อยากเริ่มต้นอ่านงานเขียนคุณภาพ',
      en: 'Winners of the Phet Wannasin Literary Award, the Dao Prakai New Writer Award and the Outstanding Book of the Year Award, all in one place.\n\nThese stories portray Thai life, society and change with rare beauty: for readers who already love literature and for those who want to start.',
    },
    choose: (books) => [
      ...books.filter((book) => book.isAward).sort(bySold),
      ...books
        .filter(
          (book) =>
            !book.isAward && book.subjectKey === 'literary' && book.book.textLanguage === 'th',
        )
        .sort(bySold),
    ],
  },
  {
    code: 'new-manga',
    title: { th: 'มังงะและไลท์โนเวลมาใหม่', en: 'New Manga & Light Novels' },
    body: {
      th: 'อัปเดตเล่มล่าสุดของมังงะ เว็บตูน และไลท์โนเวลเรื่องดังที่คุณติดตาม ออกพร้อมกันทั้งฉบับอีบุ๊ก ไม่ต้องรอนาน\n\nกดติดตามซีรีส์ที่ชอบ แล้วเราจะแจ้งเตือนทันทีเมื่อเล่มใหม่วางจำหน่าย',
      en: 'The latest volumes of the manga, webtoons and light novels you follow, out as e-books without the wait.\n\nFollow your favourite series and we will let you know the moment a new volume is out.',
    },
    choose: (books) =>
      books
        .filter((book) => book.topKey === 'comics' || book.topKey === 'light-novels')
        .sort(byNewest),
  },
  {
    code: 'learn-programming',
    title: { th: 'เริ่มต้นเขียนโปรแกรม', en: 'Learn Programming' },
    body: {
      th: 'อยากเปลี่ยนสายงานมาเป็นนักพัฒนา หรืออยากเขียนสคริปต์ช่วยให้งานประจำเร็วขึ้น เริ่มได้จากหนังสือเหล่านี้ที่อธิบายตั้งแต่พื้นฐานจนถึงการสร้างโปรเจกต์จริง\n\nทุกเล่มเขียนหรือแปลโดยนักพัฒนาที่ทำงานจริง มีตัวอย่างโค้ดที่ลองทำตามได้ทันที',
      en: 'Want to switch careers into software, or write scripts that speed up your day job? Start with these books, from the basics to real projects.\n\nEvery book is written or translated by working developers, with code examples you can try right away.',
    },
    choose: (books) =>
      books
        .filter((book) => book.subjectKey === 'programming' || book.subjectKey === 'data-ai')
        .sort(bySold),
  },
  {
    code: 'thai-classics',
    title: { th: 'วรรณกรรมไทยที่ต้องอ่าน', en: 'Thai Classics' },
    body: {
      th: 'วรรณกรรมไทยที่ผู้อ่านหลายรุ่นยกให้เป็นเล่มโปรด และหนังสือประวัติศาสตร์ที่ช่วยให้เข้าใจรากเหง้าของสังคมไทย\n\nอ่านแล้วจะเห็นบ้านเมืองที่คุ้นเคยในมุมที่ไม่เคยเห็นมาก่อน',
      en: 'Thai novels that generations of readers call their favourites, and history books that explain the roots of Thai society.\n\nRead them and see familiar places from an angle you never have before.',
    },
    choose: (books) =>
      [
        ...books.filter(
          (book) => book.subjectKey === 'literary' && book.book.textLanguage === 'th',
        ),
        ...books.filter((book) => book.subjectKey === 'thai-history'),
      ].sort((a, b) => b.daysAgo - a.daysAgo),
  },
  {
    code: 'money-smart',
    title: { th: 'ฉลาดเรื่องเงิน', en: 'Money Smart' },
    body: {
      th: 'เรื่องเงินเป็นเรื่องที่ทุกคนต้องรู้ ตั้งแต่การเก็บเงินเดือนแรก การปลดหนี้ ไปจนถึงการลงทุนในหุ้นและกองทุน\n\nหนังสือชุดนี้อธิบายด้วยภาษาง่าย ๆ พร้อมตัวอย่างจากชีวิตจริงของคนไทย',
      en: 'Everyone needs to understand money: saving from the first salary, paying off debt, investing in stocks and funds.\n\nThese books explain it in plain language, with examples from real Thai lives.',
    },
    choose: (books) =>
      books
        .filter((book) => book.subjectKey === 'investing' || book.subjectKey === 'personal-finance')
        .sort(bySold),
  },
];

/** Topics with 8-20 books each, topped up from the same top category when a rule finds too few. */
export const createDemoTopics = ({
  random,
  books,
}: {
  random: Random;
  books: readonly DemoBookDraft[];
}): ImportTopic[] =>
  DEMO_TOPICS.map(({ code, title, body, choose }) => {
    const chosen = [...new Set(choose(books, random))];
    if (chosen.length < MIN_BOOKS) {
      const tops = new Set(chosen.map((book) => book.topKey));
      const extra = books
        .filter((book) => tops.has(book.topKey) && !chosen.includes(book))
        .sort(bySold);
      chosen.push(...extra.slice(0, MIN_BOOKS - chosen.length));
    }
    const count = Math.min(
      MAX_BOOKS,
      Math.max(MIN_BOOKS, random.int(12, MAX_BOOKS)),
      chosen.length,
    );
    return {
      code,
      title,
      body,
      bookReferences: chosen.slice(0, count).map(({ book }) => book.recordReference),
    };
  });
