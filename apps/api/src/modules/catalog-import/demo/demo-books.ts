import type { ContributorRole, ImportBook, LocalizedText } from '../catalog-import.types.js';
import { completeIsbn13 } from '../onix/isbn.js';
import { describeBook } from './demo-descriptions.js';
import { FOREIGN_AUTHORS, THAI_NAME_SPACE, THAI_PEN_NAMES, thaiPersonName } from './demo-people.js';
import {
  DEMO_PUBLISHERS,
  findPublisher,
  imprintFor,
  publishersFor,
  type DemoPublisher,
} from './demo-publishers.js';
import { DEMO_SERIES, volumeName, type DemoSeries } from './demo-series.js';
import {
  DEMO_SUBJECTS,
  DEMO_TOP_CATEGORIES,
  findSubject,
  subjectPath,
  toText,
  type DemoSubject,
  type Origin,
  type Pair,
  type SubjectEntry,
} from './demo-subjects.js';
import type { Random } from '../../../lib/random.js';

/** Subjects whose books are textbooks, exempt from VAT like magazines. */
const VAT_EXEMPT_SUBJECTS = new Set(['study-guides']);

/**
 * The books of the demo store. Each book is first drawn as a draft (subject, people, dates, prices),
 * then numbered in release order and given its references, ISBNs and tags.
 */
export type DemoBookDraft = {
  book: ImportBook;
  subjectKey: string;
  topKey: string;
  seriesKey: string | null;
  /** The English name of the first author: books by one author are related. */
  authorKey: string;
  daysAgo: number;
  isAward: boolean;
};

/** Release dates reach back six years; ~30 books are from the last 60 days. */
export const MAX_DAYS_AGO = 6 * 365;
export const NEW_BOOK_DAYS = 60;
export const RECENT_BOOKS = 30;
const TARGET_BOOKS = 336;

export const DEMO_TAGS = {
  bestseller: ['ขายดี', 'Bestseller'],
  new: ['ใหม่', 'New'],
  translated: ['แปล', 'Translated'],
  editorsPick: ['แนะนำโดยบรรณาธิการ', "Editor's Pick"],
  adapted: ['ถูกนำไปสร้างเป็นละคร', 'Adapted for TV'],
  englishEdition: ['ฉบับภาษาอังกฤษ', 'English Edition'],
} as const satisfies Record<string, Pair>;

/** Invented literary prizes. */
export const DEMO_AWARDS: readonly Pair[] = [
  ['รางวัลเพชรวรรณศิลป์', 'Phet Wannasin Literary Award'],
  ['รางวัลนักเขียนหน้าใหม่ดาวประกาย', 'Dao Prakai New Writer Award'],
  ['รางวัลหนังสือดีเด่นแห่งปี', 'Outstanding Book of the Year Award'],
];

export const daysBefore = ({ today, days }: { today: string; days: number }): string => {
  const time = Date.parse(`${today}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
};

const zipfWeights = (count: number, exponent = 1.15): number[] =>
  Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** exponent);

const pickZipf = <T>(random: Random, items: readonly T[]): T =>
  items[random.weightedIndex(zipfWeights(items.length))] as T;

type People = {
  authorsByTop: Record<string, LocalizedText[]>;
  translators: LocalizedText[];
  illustrators: LocalizedText[];
  editors: LocalizedText[];
};

/** Distinct names from the Thai name space, spread over given and family names. */
const personAt = (index: number): LocalizedText => thaiPersonName((index * 367) % THAI_NAME_SPACE);

const createPeople = (random: Random): People => {
  const thaiAuthors = random.shuffle(Array.from({ length: 80 }, (_, index) => personAt(index)));
  const penNames = THAI_PEN_NAMES.map(toText);
  const authorsByTop: Record<string, LocalizedText[]> = {};
  let start = 0;
  for (const top of DEMO_TOP_CATEGORIES) {
    const size = top.key === 'fiction' ? 16 : 6;
    const own = Array.from(
      { length: size },
      (_, offset) => thaiAuthors[(start + offset) % thaiAuthors.length] as LocalizedText,
    );
    start += size - 1;
    const withPenNames =
      top.key === 'fiction'
        ? [...own, ...penNames]
        : top.key === 'light-novels' || top.key === 'comics'
          ? [...own, ...penNames.slice(0, 3)]
          : own;
    authorsByTop[top.key] = random.shuffle(withPenNames);
  }
  return {
    authorsByTop,
    translators: Array.from({ length: 12 }, (_, index) => personAt(80 + index)),
    illustrators: Array.from({ length: 8 }, (_, index) => personAt(92 + index)),
    editors: Array.from({ length: 6 }, (_, index) => personAt(100 + index)),
  };
};

type Contributor = ImportBook['contributors'][number];
const contributor = (name: LocalizedText, role: ContributorRole): Contributor => ({ name, role });

const pickOrigin = (random: Random, subject: DemoSubject): Origin => {
  const entries = Object.entries(subject.origins) as Array<[Origin, number]>;
  return entries[random.weightedIndex(entries.map(([, weight]) => weight))]?.[0] ?? 'th';
};

const pickForeignAuthor = (random: Random, origin: Exclude<Origin, 'th'>): LocalizedText =>
  toText(pickZipf(random, FOREIGN_AUTHORS[origin]));

/** Prices: ~25% are discounted 10-35%, to whole baht. */
export const drawPrice = (random: Random, prices: readonly number[]) => {
  const list = random.pick(prices);
  if (!random.chance(0.25)) return { priceSatang: list, oldPriceSatang: null };
  const discount = 0.1 + random.next() * 0.25;
  return { priceSatang: Math.round((list * (1 - discount)) / 100) * 100, oldPriceSatang: list };
};

export const drawFiles = ({
  random,
  subject,
  pages,
}: {
  random: Random;
  subject: DemoSubject;
  pages: number;
}) => {
  const kb = 1024;
  if (subject.layout === 'text') {
    const epub = {
      format: 'EPUB' as const,
      sizeBytes: Math.round((300 + pages * random.int(6, 12)) * kb),
    };
    if (!random.chance(0.3)) return [epub];
    return [
      epub,
      { format: 'PDF' as const, sizeBytes: Math.round(pages * random.int(18, 40) * kb) },
    ];
  }
  const perPage = subject.kind === 'magazine' ? random.int(450, 800) : random.int(120, 320);
  const pdf = { format: 'PDF' as const, sizeBytes: Math.round(pages * perPage * kb) };
  if (!random.chance(0.2)) return [pdf];
  return [{ format: 'EPUB' as const, sizeBytes: Math.round(pdf.sizeBytes * 0.8) }, pdf];
};

/** Copies sold: a long tail, most books sell tens, a few sell thousands. */
export const drawSold = (random: Random): number => {
  const u = Math.max(random.next(), 0.002);
  return Math.min(25_000, Math.round(10 * (1 / u) ** 1.2));
};

export const drawRating = (random: Random, sold: number): { sum: number; count: number } => {
  const count = Math.min(400, Math.round(sold * (0.02 + random.next() * 0.14)));
  const average = 3.2 + random.next() * 1.7;
  const sum = Math.round(average * count);
  return { sum: Math.min(Math.max(sum, Math.ceil(3.2 * count)), Math.floor(4.9 * count)), count };
};

/** Everything about a book except what depends on its place in the catalog. */
type Draft = {
  entry: SubjectEntry;
  name: LocalizedText;
  contributors: Contributor[];
  publisher: DemoPublisher;
  series: { series: DemoSeries; number: number } | null;
  textLanguage: 'th' | 'en';
  daysAgo: number;
  priceSatang: number;
  oldPriceSatang: number | null;
  pageCount: number;
  files: ImportBook['files'];
  soldCount: number;
  hasEditionIsbn: boolean;
  isEnglishEdition: boolean;
};

const seriesDrafts = ({ random, people }: { random: Random; people: People }): Draft[] =>
  DEMO_SERIES.flatMap((series) => {
    const entry = findSubject(series.subject);
    const count = random.int(series.volumes[0], series.volumes[1]);
    const isComicOrNovel = entry.subject.kind === 'comic' || entry.top.key === 'light-novels';
    const isOngoing = series.label === 'issue' || (isComicOrNovel && random.chance(0.45));
    const gaps = Array.from({ length: count - 1 }, () =>
      random.int(series.interval[0], series.interval[1]),
    );
    const span = gaps.reduce((sum, gap) => sum + gap, 0);
    const latest =
      series.label === 'issue'
        ? random.int(0, 29)
        : isOngoing
          ? random.int(0, NEW_BOOK_DAYS - 1)
          : Math.min(random.int(NEW_BOOK_DAYS, 900), MAX_DAYS_AGO - span);

    const isMagazine = series.label === 'issue';
    const author: LocalizedText = isMagazine
      ? { th: `กองบรรณาธิการ${series.name[0]}`, en: `${series.name[1]} Editorial Team` }
      : series.origin === 'th'
        ? pickZipf(random, people.authorsByTop[entry.top.key] ?? [])
        : pickForeignAuthor(random, series.origin);
    const extra: Contributor[] = [];
    if (series.origin !== 'th')
      extra.push(contributor(pickZipf(random, people.translators), 'translator'));
    if (
      entry.top.key === 'light-novels' ||
      (entry.subject.kind === 'comic' && random.chance(0.5))
    ) {
      const illustrator =
        series.origin === 'th'
          ? random.pick(people.illustrators)
          : pickForeignAuthor(random, series.origin);
      if (illustrator.en !== author.en) extra.push(contributor(illustrator, 'illustrator'));
    }
    if (isMagazine) extra.push(contributor(random.pick(people.editors), 'editor'));

    const publisher = findPublisher(series.publisher);
    const price = random.pick(entry.subject.prices);
    const pages = random.int(entry.subject.pages[0], entry.subject.pages[1]);
    const firstNumber = series.firstNumber ?? 1;
    const firstSold = drawSold(random) * 2;

    return Array.from({ length: count }, (_, index): Draft => {
      const number = firstNumber + index;
      const daysAgo = latest + gaps.slice(index).reduce((sum, gap) => sum + gap, 0);
      const discounted = random.chance(0.2);
      const pageCount = pages + random.int(-8, 8);
      return {
        entry,
        name: toText(volumeName({ series, number })),
        contributors: [contributor(author, 'author'), ...extra],
        publisher,
        series: { series, number },
        textLanguage: 'th',
        daysAgo,
        priceSatang: discounted ? Math.round((price * 0.8) / 100) * 100 : price,
        oldPriceSatang: discounted ? price : null,
        pageCount,
        files: drawFiles({ random, subject: entry.subject, pages: pageCount }),
        soldCount: Math.max(3, Math.round(firstSold * 0.82 ** index)),
        hasEditionIsbn: !isMagazine && random.chance(0.8),
        isEnglishEdition: false,
      };
    });
  });

/** Every title a subject can make: each pattern with each of its fills. */
export const titleChoices = (subject: DemoSubject): Pair[] =>
  subject.titles.flatMap((pattern) =>
    pattern.fills
      ? pattern.fills.map(([th, en]): Pair => [
          pattern.th.replace('{x}', th),
          pattern.en.replace('{x}', en),
        ])
      : [[pattern.th, pattern.en] as Pair],
  );

/** How many stand-alone books each subject gets: by weight, within the titles it has. */
const allocate = ({ random, total }: { random: Random; total: number }) => {
  const entries = DEMO_SUBJECTS.filter(({ subject }) => subject.weight > 0);
  const weightSum = entries.reduce((sum, { subject }) => sum + subject.weight, 0);
  const titles = new Map(
    entries.map((entry) => [entry.subject.key, random.shuffle(titleChoices(entry.subject))]),
  );
  const counts = new Map(
    entries.map(({ subject }) => [
      subject.key,
      Math.min(
        titles.get(subject.key)?.length ?? 0,
        Math.round((subject.weight / weightSum) * total),
      ),
    ]),
  );
  let assigned = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const withRoom = () =>
    entries.filter(
      ({ subject }) => (counts.get(subject.key) ?? 0) < (titles.get(subject.key)?.length ?? 0),
    );
  while (assigned < total && withRoom().length > 0) {
    const open = withRoom();
    const { subject } = open[
      random.weightedIndex(open.map(({ subject: s }) => s.weight))
    ] as SubjectEntry;
    counts.set(subject.key, (counts.get(subject.key) ?? 0) + 1);
    assigned += 1;
  }
  return entries.flatMap((entry) =>
    (titles.get(entry.subject.key) ?? [])
      .slice(0, counts.get(entry.subject.key) ?? 0)
      .map((title) => ({ entry, title })),
  );
};

const standaloneDraft = ({
  random,
  people,
  entry,
  title,
}: {
  random: Random;
  people: People;
  entry: SubjectEntry;
  title: Pair;
}): Draft => {
  const { subject, top } = entry;
  const origin = pickOrigin(random, subject);
  const isEnglishEdition =
    random.chance(subject.englishShare ?? 0) ||
    (origin === 'en' && subject.kind === 'story' && random.chance(0.15));
  const author =
    origin === 'th' && !isEnglishEdition
      ? pickZipf(random, people.authorsByTop[top.key] ?? [])
      : pickForeignAuthor(random, origin === 'th' ? 'en' : origin);
  const contributors = [contributor(author, 'author')];
  if (subject.kind === 'knowledge' && origin === 'th' && random.chance(0.15)) {
    const coAuthor = pickZipf(random, people.authorsByTop[top.key] ?? []);
    if (coAuthor.en !== author.en) contributors.push(contributor(coAuthor, 'author'));
  }
  if (origin !== 'th' && !isEnglishEdition)
    contributors.push(contributor(pickZipf(random, people.translators), 'translator'));
  if (subject.kind === 'picture' || subject.kind === 'comic') {
    const pool =
      origin === 'th'
        ? people.illustrators
        : FOREIGN_AUTHORS[origin].map(toText).filter(({ en }) => en !== author.en);
    contributors.push(contributor(random.pick(pool), 'illustrator'));
  }
  if (top.key === 'education' && random.chance(0.3))
    contributors.push(contributor(random.pick(people.editors), 'editor'));

  const candidates = publishersFor({ subjectKey: subject.key, topKey: top.key });
  const translating = candidates.filter((publisher) => publisher.translations);
  const publisher = random.pick(
    origin !== 'th' && translating.length > 0 ? translating : candidates,
  );
  const pageCount = random.int(subject.pages[0], subject.pages[1]);

  return {
    entry,
    name: isEnglishEdition ? { th: title[1], en: title[1] } : toText(title),
    contributors,
    publisher,
    series: null,
    textLanguage: isEnglishEdition ? 'en' : 'th',
    daysAgo: random.int(NEW_BOOK_DAYS, MAX_DAYS_AGO),
    ...drawPrice(random, subject.prices),
    pageCount,
    files: drawFiles({ random, subject, pages: pageCount }),
    soldCount: drawSold(random),
    hasEditionIsbn: random.chance(0.8),
    isEnglishEdition,
  };
};

/** Moves stand-alone books into the last 60 days until RECENT_BOOKS books are new. */
const spreadRecent = ({ random, drafts }: { random: Random; drafts: Draft[] }) => {
  const recent = drafts.filter((draft) => draft.daysAgo < NEW_BOOK_DAYS).length;
  const candidates = random.shuffle(drafts.filter((draft) => draft.series === null));
  for (const draft of candidates.slice(0, Math.max(0, RECENT_BOOKS - recent))) {
    draft.daysAgo = random.int(0, NEW_BOOK_DAYS - 1);
  }
};

/** A second category some books of a subject are also listed in. */
export const RELATED_SUBJECT: Record<string, string> = {
  'fantasy-light-novel': 'fantasy',
  isekai: 'fantasy',
  'romcom-light-novel': 'romance',
  investing: 'personal-finance',
  'personal-finance': 'investing',
  'data-ai': 'programming',
  'applied-dhamma': 'self-improvement',
  relationships: 'psychology',
  'travel-writing': 'biographies',
  'young-adult': 'literary',
};

const isbnFor = ({ publisher, number }: { publisher: DemoPublisher; number: number }) =>
  completeIsbn13(`978616${publisher.registrant}${String(number % 1000).padStart(3, '0')}`);

/** Up to ten award winners: Thai literary fiction first, then other Thai novels. */
const chooseAwardWinners = ({
  random,
  drafts,
}: {
  random: Random;
  drafts: Draft[];
}): Set<Draft> => {
  const isThaiNovel = (draft: Draft) =>
    draft.series === null &&
    draft.textLanguage === 'th' &&
    !draft.contributors.some(({ role }) => role === 'translator') &&
    draft.entry.subject.kind === 'story';
  const literary = random.shuffle(
    drafts.filter((draft) => isThaiNovel(draft) && draft.entry.subject.key === 'literary'),
  );
  const others = random.shuffle(
    drafts.filter((draft) => isThaiNovel(draft) && draft.entry.subject.key !== 'literary'),
  );
  return new Set([...literary.slice(0, 7), ...others.slice(0, 10 - Math.min(7, literary.length))]);
};

const finish = ({
  random,
  drafts,
  today,
}: {
  random: Random;
  drafts: Draft[];
  today: string;
}): DemoBookDraft[] => {
  const ordered = [...drafts].sort(
    // Plain code-unit order for ties: localeCompare would depend on the machine's locale data.
    (a, b) => b.daysAgo - a.daysAgo || (a.name.en < b.name.en ? -1 : a.name.en > b.name.en ? 1 : 0),
  );
  const soldRank = [...ordered].sort((a, b) => b.soldCount - a.soldCount);
  const bestsellers = new Set(soldRank.slice(0, Math.round(ordered.length * 0.08)));
  const winners = chooseAwardWinners({ random, drafts: ordered });
  const awardOf = new Map(
    [...winners].map((draft, index) => [draft, DEMO_AWARDS[index % DEMO_AWARDS.length] as Pair]),
  );
  const numbers = new Map(DEMO_PUBLISHERS.map((publisher) => [publisher.key, 0]));

  return ordered.map((draft, index): DemoBookDraft => {
    const { entry, publisher } = draft;
    const number = (numbers.get(publisher.key) ?? 0) + 1;
    numbers.set(publisher.key, number);
    const isMagazine = entry.subject.kind === 'magazine';
    const translator = draft.contributors.find(({ role }) => role === 'translator')?.name ?? null;
    const illustrator = draft.contributors.find(({ role }) => role === 'illustrator')?.name ?? null;
    const author = draft.contributors[0]?.name ?? { th: '', en: '' };
    const award = awardOf.get(draft);

    const tags: Pair[] = [
      ...(bestsellers.has(draft) ? [DEMO_TAGS.bestseller] : []),
      ...(draft.daysAgo < NEW_BOOK_DAYS ? [DEMO_TAGS.new] : []),
      ...(translator ? [DEMO_TAGS.translated] : []),
      ...(draft.isEnglishEdition ? [DEMO_TAGS.englishEdition] : []),
      ...(award ? [award] : []),
      ...(random.chance(0.08) ? [DEMO_TAGS.editorsPick] : []),
      ...(entry.subject.key === 'romance' && draft.soldCount > 300 ? [DEMO_TAGS.adapted] : []),
    ];
    const related = RELATED_SUBJECT[entry.subject.key];
    const secondPath = related && random.chance(0.35) ? [subjectPath(related)] : [];
    const { short, full } = describeBook({
      random,
      subject: entry.subject,
      title: draft.name,
      author,
      translator,
      illustrator,
      series: draft.series
        ? { name: toText(draft.series.series.name), number: draft.series.number }
        : null,
      isEnglishEdition: draft.isEnglishEdition,
    });
    const imprint = imprintFor({ publisher, subjectKey: entry.subject.key, topKey: entry.top.key });

    const book: ImportBook = {
      recordReference: `demo-${String(index + 1).padStart(4, '0')}`,
      name: draft.name,
      shortDescription: short,
      fullDescription: full,
      contributors: draft.contributors,
      publisher: toText(publisher.name),
      imprint: imprint ? toText(imprint) : null,
      series: draft.series
        ? { name: toText(draft.series.series.name), volume: draft.series.number }
        : null,
      categories: [subjectPath(entry.subject.key), ...secondPath],
      tags: tags.map(toText),
      isbn: !isMagazine && draft.hasEditionIsbn ? isbnFor({ publisher, number }) : null,
      eIsbn: isMagazine ? null : isbnFor({ publisher, number: number + 500 }),
      textLanguage: draft.textLanguage,
      pageCount: draft.pageCount,
      releaseDate: daysBefore({ today, days: draft.daysAgo }),
      priceSatang: draft.priceSatang,
      oldPriceSatang: draft.oldPriceSatang,
      // Thai VAT exempts e-books of magazines and textbooks (docs/buying.md).
      vatCategory: isMagazine || VAT_EXEMPT_SUBJECTS.has(entry.subject.key) ? 'exempt' : 'standard',
      hasSample: random.chance(0.4),
      files: draft.files,
      cover: null,
      rating: drawRating(random, draft.soldCount),
      soldCount: draft.soldCount,
    };
    return {
      book,
      subjectKey: entry.subject.key,
      topKey: entry.top.key,
      seriesKey: draft.series?.series.key ?? null,
      authorKey: author.en,
      daysAgo: draft.daysAgo,
      isAward: award !== undefined,
    };
  });
};

export const createDemoBooks = ({
  random,
  today,
}: {
  random: Random;
  today: string;
}): DemoBookDraft[] => {
  const people = createPeople(random);
  const series = seriesDrafts({ random, people });
  const standalone = allocate({ random, total: TARGET_BOOKS - series.length }).map(
    ({ entry, title }) => standaloneDraft({ random, people, entry, title }),
  );
  const drafts = [...series, ...standalone];
  spreadRecent({ random, drafts });
  return finish({ random, drafts, today });
};
