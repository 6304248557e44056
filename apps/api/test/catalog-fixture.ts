import { catalogWriterDeps } from '../src/catalog-writer.js';
import { sql } from 'drizzle-orm';
import { executeRows, type Database } from '../src/db/client.js';
import type { CatalogCache } from '../src/lib/catalog-cache.js';
import type { FileStorage } from '../src/lib/file-storage.js';
import type {
  ImportBook,
  ImportCatalog,
} from '../src/modules/catalog-import/catalog-import.types.js';
import { importCatalog } from '../src/modules/catalog-import/catalog-import.service.js';

const text = (th: string, en = th) => ({ th, en });

export const FICTION = text('นิยาย', 'Fiction');
export const FANTASY = text('แฟนตาซี', 'Fantasy');
export const MYSTERY = text('สืบสวน', 'Mystery');
export const COMPUTERS = text('คอมพิวเตอร์', 'Computers');
export const PUBLISHER = text('สำนักพิมพ์ทดลองอ่าน', 'Try Read Press');
export const OTHER_PUBLISHER = text('สำนักพิมพ์ฟ้าใส', 'Clear Sky Books');

/** A book with sensible defaults; tests override what they care about. */
export const makeBook = (reference: string, overrides: Partial<ImportBook> = {}): ImportBook => ({
  recordReference: reference,
  name: text(`หนังสือ ${reference}`, `Book ${reference}`),
  shortDescription: text('เรื่องสั้นสำหรับทดสอบ', 'A short test story.'),
  fullDescription: text('รายละเอียดของหนังสือสำหรับทดสอบ', 'Details of a test book.'),
  contributors: [{ name: text('นักเขียน ทดสอบ', 'Test Writer'), role: 'author' }],
  publisher: PUBLISHER,
  imprint: null,
  series: null,
  categories: [[FICTION, MYSTERY]],
  tags: [],
  isbn: null,
  eIsbn: null,
  textLanguage: 'th',
  pageCount: 200,
  releaseDate: '2024-01-01',
  priceSatang: 15000,
  oldPriceSatang: null,
  hasSample: false,
  files: [{ format: 'EPUB', sizeBytes: 1_000_000 }],
  cover: null,
  ...overrides,
});

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A small catalog with the cases search and listings must get right. */
export const testCatalog = (): ImportCatalog => {
  const books: ImportBook[] = [
    makeBook('hp-1', {
      name: text('แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์', "Harry Potter and the Philosopher's Stone"),
      contributors: [
        { name: text('เจ.เค. โรว์ลิ่ง', 'J.K. Rowling'), role: 'author' },
        { name: text('สุมาลี บำรุงสุข', 'Sumalee Bumrungsuk'), role: 'translator' },
      ],
      series: { name: text('แฮร์รี่ พอตเตอร์', 'Harry Potter'), volume: 1 },
      categories: [[FICTION, FANTASY]],
      tags: [text('ขายดี', 'Bestseller')],
      imprint: text('ทดลองอ่านเยาวชน', 'Try Read Young'),
      priceSatang: 29500,
      oldPriceSatang: 35000,
      rating: { sum: 480, count: 100 },
      soldCount: 900,
      releaseDate: daysAgo(10),
      isbn: '9786160000014',
      hasSample: true,
      files: [
        { format: 'EPUB', sizeBytes: 3_200_000 },
        { format: 'PDF', sizeBytes: 9_800_000 },
      ],
    }),
    makeBook('detective-harry', {
      name: text('ความลับของนักสืบ', "The Detective's Secret"),
      contributors: [{ name: text('แฮร์รี่ ทองดี', 'Harry Thongdee'), role: 'author' }],
      categories: [[FICTION, MYSTERY]],
      soldCount: 500,
    }),
    makeBook('mentions-harry', {
      name: text('บันทึกนักอ่าน', "A Reader's Notes"),
      shortDescription: text(
        'รวมบทความ รวมถึงบทวิจารณ์แฮร์รี่ พอตเตอร์',
        'Essays, including a review of Harry Potter.',
      ),
      fullDescription: text('บทความเกี่ยวกับหนังสือเด็ก', 'Essays about children books.'),
      categories: [[FICTION]],
      soldCount: 1000,
    }),
    makeBook('python', {
      name: text('เรียน Python ฉบับสมบูรณ์', 'Learn Python: The Complete Guide'),
      contributors: [{ name: text('สมชาย ใจดี', 'Somchai Jaidee'), role: 'author' }],
      publisher: OTHER_PUBLISHER,
      categories: [[COMPUTERS]],
      textLanguage: 'th',
      priceSatang: 19900,
      files: [{ format: 'PDF', sizeBytes: 12_000_000 }],
      releaseDate: daysAgo(3),
      soldCount: 300,
    }),
    makeBook('english-only', {
      name: text('Deep Learning Basics', 'Deep Learning Basics'),
      contributors: [{ name: text('Ada Byron', 'Ada Byron'), role: 'author' }],
      publisher: OTHER_PUBLISHER,
      categories: [[COMPUTERS]],
      textLanguage: 'en',
      priceSatang: 45000,
      soldCount: 50,
    }),
  ];
  for (let index = 1; index <= 25; index += 1) {
    books.push(
      makeBook(`mystery-${String(index).padStart(2, '0')}`, {
        name: text(`คดีปริศนา เล่ม ${index}`, `Mystery Case ${index}`),
        priceSatang: 5000 + index * 1000,
        soldCount: index,
        releaseDate: `2023-02-${String(index).padStart(2, '0')}`,
      }),
    );
  }

  return {
    categories: [
      {
        name: FICTION,
        description: text('นิยายทุกแนว', 'Fiction of every kind'),
        showOnHome: true,
        children: [{ name: FANTASY }, { name: MYSTERY }],
      },
      { name: COMPUTERS, showOnHome: true },
    ],
    publishers: [
      {
        name: PUBLISHER,
        description: text('สำนักพิมพ์สำหรับทดสอบ', 'A publisher for tests'),
        email: 'press@example.com',
        imprints: [text('ทดลองอ่านเยาวชน', 'Try Read Young')],
      },
      { name: OTHER_PUBLISHER, description: text('หนังสือคอมพิวเตอร์', 'Computer books') },
    ],
    books,
    sliders: [
      {
        title: text('อ่านรับหน้าร้อน', 'Summer reading'),
        subtitle: text('ลดสูงสุด 30%', 'Up to 30% off'),
        link: '/topic/summer-reading',
        picture: {
          contentType: 'image/webp',
          // A 1200x400 banner of one colour (lossless WebP), as the demo store's are WebP.
          data: Buffer.from(
            'UklGRjgAAABXRUJQVlA4TCsAAAAvr8RjAAdQrz50qf8BAUnS//9kRP8z/vOf//znP//5z3/+85///Oc//2cTAA==',
            'base64',
          ),
        },
      },
    ],
    topics: [
      {
        code: 'summer-reading',
        title: text('อ่านรับหน้าร้อน', 'Summer reading'),
        body: text('หนังสือน่าอ่าน', 'Books worth reading'),
        bookReferences: ['python', 'hp-1'],
      },
    ],
    alsoPurchased: [
      { book: 'hp-1', other: 'detective-harry', score: 0.9 },
      { book: 'hp-1', other: 'python', score: 0.5 },
    ],
  };
};

/** Imports the test catalog through the app's own database, file storage and cache. */
export const seedTestCatalog = (
  app: { database: { db: Database }; storage: FileStorage; cache: CatalogCache },
  catalog: Partial<ImportCatalog> & { books: ImportBook[] } = testCatalog(),
) =>
  importCatalog(
    catalogWriterDeps({ db: app.database.db, storage: app.storage, cache: app.cache }),
    catalog,
  );

/**
 * Seeds the test catalog and answers its books' ids by record reference (`ids.python`), failing
 * loudly on a reference the catalog does not have.
 */
export const seedTestCatalogIds = async (app: {
  database: { db: Database };
  storage: FileStorage;
  cache: CatalogCache;
}): Promise<Record<string, number>> => {
  await seedTestCatalog(app);
  const rows = await executeRows<{ id: number; record_reference: string }>(
    app.database.db,
    sql`select id, record_reference from books`,
  );
  return Object.fromEntries(rows.map((row) => [row.record_reference, Number(row.id)]));
};
