import type { DbOrTx } from '../../db/client.js';
import * as reviewsRepository from './reviews.repository.js';

/**
 * The demo store's reviews (docs/reviews.md): the demo catalog comes with a rating per book (a sum
 * and a count); here each of those ratings becomes a written review by one of the demo readers, so
 * the stars on a book and its reviews block tell the same story. The counters are not moved: the
 * imported rating already counts these reviews. Deterministic (the same reviews on every fresh
 * store), and only for books whose rating has no review yet.
 */

type Reader = { email: string; firstName: string; lastName: string; language: 'th' | 'en' };

const THAI_NAMES: [string, string][] = [
  ['สมชาย', 'ใจดี'],
  ['วรรณา', 'ศรีสุข'],
  ['ณัฐพล', 'ทองมา'],
  ['กมลชนก', 'แสงทอง'],
  ['ปิยะพงษ์', 'บุญมี'],
  ['สุนิสา', 'เอี่ยมสะอาด'],
  ['ธนากร', 'รุ่งเรือง'],
  ['พิมพ์ชนก', 'วงศ์ใหญ่'],
  ['อนุชา', 'มีสุข'],
  ['จิราพร', 'ประเสริฐ'],
  ['ภาณุวัฒน์', 'สุขสวัสดิ์'],
  ['ศิริพร', 'คำแก้ว'],
  ['เกียรติศักดิ์', 'พรหมมา'],
  ['นภัสสร', 'อินทร์แก้ว'],
  ['วีระ', 'ชัยมงคล'],
  ['อรอุมา', 'จันทร์เพ็ญ'],
  ['ชยพล', 'ศักดิ์ดี'],
  ['ปวีณา', 'ทองดี'],
  ['กิตติพัฒน์', 'แก้วมณี'],
  ['รัชนี', 'สายบุญ'],
];
const ENGLISH_NAMES: [string, string][] = [
  ['Emma', 'Walker'],
  ['Daniel', 'Brooks'],
  ['Sophie', 'Turner'],
  ['James', 'Hall'],
  ['Olivia', 'Reed'],
  ['Lucas', 'Grant'],
  ['Mia', 'Foster'],
  ['Noah', 'Price'],
];

/** Readers enough for the demo book with the most ratings (one review per reader and book). */
const MAX_READERS = 200;

export const demoReaders = (count: number): Reader[] =>
  Array.from({ length: Math.min(count, MAX_READERS) }, (_, index) => {
    const english = index % 5 === 4;
    const names = english ? ENGLISH_NAMES : THAI_NAMES;
    // First and last names combined in turn, so readers differ (20 × 20 Thai, 8 × 8 English).
    const firstName = names[index % names.length]![0];
    const lastName = names[(index + Math.floor(index / names.length)) % names.length]![1];
    return {
      email: `reader-${String(index + 1).padStart(3, '0')}@readers.nangsue.example`,
      firstName,
      lastName,
      language: english ? 'en' : 'th',
    };
  });

const TEXTS: Record<'th' | 'en', Record<number, [string, string][]>> = {
  th: {
    5: [
      ['ดีมากจนวางไม่ลง', 'อ่านรวดเดียวจบเลยค่ะ เนื้อหาแน่น อ่านง่าย ภาษาสวย แนะนำให้ทุกคนที่ชอบแนวนี้'],
      ['คุ้มค่ามาก', 'ซื้อมาอ่านบนมือถือ ตัวอักษรชัด เปลี่ยนขนาดได้ เนื้อหาดีเกินราคา จะซื้อเล่มต่อไปแน่นอน'],
      ['เล่มโปรดของปีนี้', 'ประทับใจตั้งแต่บทแรก อ่านแล้วได้ข้อคิดหลายอย่าง กลับมาอ่านซ้ำได้เรื่อย ๆ'],
    ],
    4: [
      ['อ่านสนุก', 'โดยรวมดีมาก มีบางช่วงที่ยืดไปนิด แต่ตอนจบทำได้ดี ให้สี่ดาวครับ'],
      ['แนะนำ', 'เนื้อหาดี เข้าใจง่าย เหมาะกับคนที่เพิ่งเริ่มอ่านแนวนี้ อยากให้มีภาคต่อ'],
      ['ดีกว่าที่คิด', 'ตอนแรกไม่ได้คาดหวังมาก แต่อ่านแล้วเพลินดี เสียดายที่สั้นไปหน่อย'],
    ],
    3: [
      ['พอใช้ได้', 'อ่านได้เรื่อย ๆ ไม่ได้ว้าวมาก บางบทน่าสนใจ บางบทซ้ำกับที่เคยอ่านมาแล้ว'],
      ['กลาง ๆ', 'เนื้อหาโอเค แต่การเล่าเรื่องช้าไปหน่อย เหมาะกับคนที่มีเวลาอ่านยาว ๆ'],
    ],
    2: [['ไม่ค่อยถูกใจ', 'คาดหวังไว้มากกว่านี้ เนื้อหาค่อนข้างกว้าง ไม่ค่อยมีรายละเอียดที่นำไปใช้ได้จริง']],
    1: [['ไม่ใช่แนวของฉัน', 'อ่านไม่จบค่ะ เนื้อเรื่องไม่ดึงดูด อาจเหมาะกับคนอื่นมากกว่า']],
  },
  en: {
    5: [
      [
        'Could not put it down',
        'Finished it in one weekend. Clear, warm writing and it reads well on a phone.',
      ],
      [
        'Worth every baht',
        'Great value. The text is crisp in the reader and the story stays with you.',
      ],
    ],
    4: [
      [
        'Really enjoyable',
        'A good read overall. The middle drags a little, but the ending makes up for it.',
      ],
      ['Recommended', 'Easy to follow and well organised. I would happily read a sequel.'],
    ],
    3: [['Decent', 'Some chapters are great, others feel familiar. Fine for a quiet afternoon.']],
    2: [['Not quite for me', 'I expected more depth. Parts of it felt rushed and thin.']],
    1: [['Did not finish', 'The story never caught me. Others may like it more than I did.']],
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ratings behind a sum and a count: as even as they can be (e.g. 3 ratings summing 12: 4, 4, 4). */
export const ratingsOf = (sum: number, count: number): number[] => {
  const base = Math.min(5, Math.max(1, Math.floor(sum / count)));
  const extra = Math.max(0, Math.min(count, sum - base * count));
  return Array.from({ length: count }, (_, index) => Math.min(5, index < extra ? base + 1 : base));
};

/**
 * Writes the demo reviews; answers how many. `now` fixes the dates (spread over the past year).
 */
export const seedDemoReviews = async (
  db: DbOrTx,
  now: Date = new Date(),
  reviews: typeof reviewsRepository = reviewsRepository,
): Promise<number> => {
  const books = await reviews.findBooksWithUnwrittenRatings(db);
  if (books.length === 0) return 0;
  const readers = demoReaders(Math.max(...books.map((book) => book.ratingCount)));
  const readerIds = await reviews.ensureDemoReaders(db, readers);
  const rows = books.flatMap((book) =>
    ratingsOf(book.ratingSum, Math.min(book.ratingCount, readers.length)).map((rating, index) => {
      // Consecutive readers from a place that depends on the book: never one reader twice.
      const readerIndex = (book.id * 7 + index) % readers.length;
      const reader = readers[readerIndex]!;
      const pool = TEXTS[reader.language][rating]!;
      const [title, body] = pool[(book.id + index) % pool.length]!;
      return {
        bookId: book.id,
        customerId: readerIds[readerIndex]!,
        rating,
        title,
        body,
        locale: reader.language,
        createdAt: new Date(now.getTime() - (((book.id * 37 + index * 11) % 360) + 1) * DAY_MS),
      };
    }),
  );
  await reviews.insertDemoReviews(db, rows);
  return rows.length;
};
