import type { ImportBook, ImportCatalog, LocalizedText } from '../catalog-import.types.js';
import { completeIsbn13 } from '../onix/isbn.js';
import { createDemoCategories } from './demo-catalog.js';
import {
  daysBefore,
  DEMO_TAGS,
  drawFiles,
  drawPrice,
  drawRating,
  drawSold,
  MAX_DAYS_AGO,
  NEW_BOOK_DAYS,
  RELATED_SUBJECT,
  titleChoices,
} from './demo-books.js';
import { describeBook } from './demo-descriptions.js';
import { FOREIGN_AUTHORS, thaiPersonName } from './demo-people.js';
import {
  DEMO_PUBLISHERS,
  imprintFor,
  publishersFor,
  toImportPublisher,
} from './demo-publishers.js';
import { DEMO_SUBJECTS, subjectPath, toText, type Origin, type Pair } from './demo-subjects.js';
import { createRandom, mixSeed } from '../../../lib/random.js';

/**
 * A large catalog for benchmarks, built from the demo store's words: book number `index` is a pure
 * function of (seed, index, today), so any range can be generated on its own, in any order, without
 * holding the others in memory. ~2,000 authors, the 20 demo publishers, the demo category tree.
 */
export const BULK_AUTHORS = 2000;

/** Subjects with weights; magazines (issues only) are left out. */
const SUBJECTS = DEMO_SUBJECTS.filter(({ subject }) => subject.kind !== 'magazine');
const SUBJECT_WEIGHTS = SUBJECTS.map(({ subject }) => Math.max(subject.weight, 2));
const TITLES = new Map(SUBJECTS.map(({ subject }) => [subject.key, titleChoices(subject)]));
const PUBLISHERS = new Map(
  SUBJECTS.map(({ top, subject }) => [
    subject.key,
    publishersFor({ subjectKey: subject.key, topKey: top.key }),
  ]),
);

/** Episode names for story titles: `{title} ตอน {x}` / `{title}: {x}`. */
const EPISODES: readonly Pair[] = [
  ['รุ่งอรุณ', 'Dawn'],
  ['เงาจันทร์', 'Moonshadow'],
  ['สายลมหนาว', 'Cold Wind'],
  ['ประตูบานสุดท้าย', 'The Last Door'],
  ['คำสัญญา', 'The Promise'],
  ['หัวใจสีคราม', 'Indigo Heart'],
  ['เพลิงรัก', 'Flames of Love'],
  ['ทะเลดาว', 'Sea of Stars'],
  ['เมืองในหมอก', 'City in the Mist'],
  ['ดอกไม้ไฟ', 'Fireworks'],
  ['ฤดูฝนสุดท้าย', 'The Last Rainy Season'],
  ['บทเพลงแห่งป่า', 'Song of the Forest'],
  ['ผู้มาเยือน', 'The Visitor'],
  ['ความลับใต้ผืนน้ำ', 'Secrets Beneath the Water'],
  ['รักแรกพบ', 'Love at First Sight'],
  ['ปีกที่หัก', 'Broken Wings'],
];

/** Edition notes for non-fiction titles. */
const EDITIONS: readonly Pair[] = [
  ['ฉบับปรับปรุงใหม่', 'Revised Edition'],
  ['ฉบับเข้าใจง่าย', 'Made Easy'],
  ['ฉบับสมบูรณ์', 'The Complete Edition'],
  ['สำหรับมือใหม่', 'for Beginners'],
  ['ภาคปฏิบัติ', 'In Practice'],
  ['ฉบับพกพา', 'Pocket Edition'],
  ['ฉบับอัปเดต 2026', '2026 Update'],
  ['ฉบับภาพประกอบ', 'Illustrated Edition'],
];

const pad6 = (value: number) => String(value % 1_000_000).padStart(6, '0');

export const bulkRecordReference = (index: number) => `bulk-${String(index).padStart(6, '0')}`;

const bulkTitle = ({
  random,
  base,
  kind,
}: {
  random: ReturnType<typeof createRandom>;
  base: Pair;
  kind: string;
}): Pair => {
  if (kind === 'story' || kind === 'comic') {
    if (random.chance(0.35)) return base;
    const episode = random.pick(EPISODES);
    const part = random.int(1, 9);
    return random.chance(0.5)
      ? [`${base[0]} ตอน ${episode[0]}`, `${base[1]}: ${episode[1]}`]
      : [`${base[0]} ภาค ${part}`, `${base[1]}, Part ${part}`];
  }
  if (random.chance(0.4)) return base;
  const edition = random.pick(EDITIONS);
  return [`${base[0]} ${edition[0]}`, `${base[1]}: ${edition[1]}`];
};

/** Author number k of the bulk catalog (most books come from the first few hundred). */
const bulkAuthor = (random: ReturnType<typeof createRandom>): LocalizedText =>
  thaiPersonName(Math.floor(BULK_AUTHORS * random.next() ** 2));

/** Book number `index` (1-based) of the bulk catalog. */
export const createBulkBook = ({
  index,
  seed,
  today,
}: {
  index: number;
  seed: number;
  today: string;
}): ImportBook => {
  const random = createRandom(mixSeed(seed, index));
  const entry = SUBJECTS[random.weightedIndex(SUBJECT_WEIGHTS)] ?? SUBJECTS[0];
  if (!entry) throw new Error('no demo subjects');
  const { subject, top } = entry;
  const base = random.pick(TITLES.get(subject.key) ?? [['หนังสือ', 'Book'] as Pair]);
  const title = toText(bulkTitle({ random, base, kind: subject.kind }));

  const origins = Object.entries(subject.origins) as Array<[Origin, number]>;
  const origin = origins[random.weightedIndex(origins.map(([, weight]) => weight))]?.[0] ?? 'th';
  const author =
    origin === 'th' ? bulkAuthor(random) : toText(random.pick(FOREIGN_AUTHORS[origin]));
  const translator = origin === 'th' ? null : bulkAuthor(random);
  const illustrator =
    subject.kind === 'picture' || subject.kind === 'comic' ? bulkAuthor(random) : null;
  const contributors: ImportBook['contributors'] = [
    { name: author, role: 'author' },
    ...(translator && translator.en !== author.en
      ? [{ name: translator, role: 'translator' as const }]
      : []),
    ...(illustrator && illustrator.en !== author.en
      ? [{ name: illustrator, role: 'illustrator' as const }]
      : []),
  ];

  const isSeries = (subject.kind === 'comic' || top.key === 'light-novels') && random.chance(0.6);
  const volume = isSeries ? random.int(1, 20) : null;
  const name: LocalizedText = isSeries
    ? { th: `${title.th} เล่ม ${volume}`, en: `${title.en}, Vol. ${volume}` }
    : title;

  const publisher = random.pick(PUBLISHERS.get(subject.key) ?? DEMO_PUBLISHERS);
  const imprint = imprintFor({ publisher, subjectKey: subject.key, topKey: top.key });
  const daysAgo = random.int(0, MAX_DAYS_AGO);
  const pageCount = random.int(subject.pages[0], subject.pages[1]);
  const soldCount = Math.round(drawSold(random) / 4);
  const related = RELATED_SUBJECT[subject.key];
  const { short, full } = describeBook({
    random,
    subject,
    title: name,
    author,
    translator,
    illustrator,
    series: isSeries && volume !== null ? { name: title, number: volume } : null,
    isEnglishEdition: false,
  });

  return {
    recordReference: bulkRecordReference(index),
    name,
    shortDescription: short,
    fullDescription: full,
    contributors,
    publisher: toText(publisher.name),
    imprint: imprint ? toText(imprint) : null,
    series: isSeries ? { name: title, volume } : null,
    categories: [
      subjectPath(subject.key),
      ...(related && random.chance(0.2) ? [subjectPath(related)] : []),
    ],
    tags: [
      ...(translator ? [toText(DEMO_TAGS.translated)] : []),
      ...(daysAgo < NEW_BOOK_DAYS ? [toText(DEMO_TAGS.new)] : []),
      ...(soldCount > 2000 ? [toText(DEMO_TAGS.bestseller)] : []),
    ],
    isbn: random.chance(0.8) ? completeIsbn13(`978616${pad6(index)}`) : null,
    eIsbn: completeIsbn13(`978974${pad6(index)}`),
    textLanguage: 'th',
    pageCount,
    releaseDate: daysBefore({ today, days: daysAgo }),
    ...drawPrice(random, subject.prices),
    hasSample: random.chance(0.4),
    files: drawFiles({ random, subject, pages: pageCount }),
    cover: null,
    rating: drawRating(random, soldCount),
    soldCount,
  };
};

/** What the first batch carries besides books: the category tree and the publishers. */
export const bulkCatalogHead = (): Pick<ImportCatalog, 'categories' | 'publishers'> => ({
  categories: createDemoCategories(),
  publishers: DEMO_PUBLISHERS.map(toImportPublisher),
});

/** Books 1..count in batches; only one batch is alive at a time. */
export function* generateBulkBatches({
  count,
  seed,
  today,
  batchSize,
}: {
  count: number;
  seed: number;
  today: string;
  batchSize: number;
}): Generator<ImportBook[]> {
  for (let start = 1; start <= count; start += batchSize) {
    const end = Math.min(count, start + batchSize - 1);
    yield Array.from({ length: end - start + 1 }, (_, offset) =>
      createBulkBook({ index: start + offset, seed, today }),
    );
  }
}
