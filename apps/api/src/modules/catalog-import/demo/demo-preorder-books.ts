import type { ImportBook, ImportCatalog } from '../catalog-import.types.js';
import { completeIsbn13 } from '../onix/isbn.js';
import { findPublisher } from './demo-publishers.js';
import { subjectPath, toText } from './demo-subjects.js';

/** Days from the catalogue's `today` to the demo pre-order's release. */
export const DEMO_PREORDER_DAYS_AHEAD = 3;

/** `today` (YYYY-MM-DD) plus `days`, as YYYY-MM-DD. */
const daysAfter = (today: string, days: number): string =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo store's pre-order (docs/buying.md "Pre-orders"): a novel released three days after the
 * catalogue is made, at 09:00 in Bangkok. Its release date puts it first among the new releases;
 * until its release time it sells as a pre-order, and the `preorders.release` job then puts it on
 * its buyers' bookshelves. Its record reference is `demo-p001`.
 */
export const createDemoPreorderBooks = ({ today }: { today: string }): ImportBook[] => {
  const day = daysAfter(today, DEMO_PREORDER_DAYS_AHEAD);
  const publisher = findPublisher('daonuea');
  const short = toText([
    'นิยายเล่มใหม่ที่เปิดให้สั่งจองล่วงหน้า: เสียงลึกลับจากกล้องโทรทรรศน์บนดอยอินทนนท์',
    'A new novel open for pre-order: a mysterious signal from a telescope on Doi Inthanon.',
  ]);
  return [
    {
      recordReference: 'demo-p001',
      name: toText(['เสียงกระซิบจากดวงดาว', 'Whispers from the Stars']),
      shortDescription: short,
      fullDescription: {
        th: `${short.th}\n\nนักดาราศาสตร์สาวต้องเลือกระหว่างความลับของหอดูดาวกับคนที่เธอรัก`,
        en: `${short.en}\n\nA young astronomer must choose between the observatory's secret and the people she loves.`,
      },
      contributors: [{ name: toText(['ดารารัตน์ ฟ้าใส', 'Dararat Fasai']), role: 'author' }],
      publisher: toText(publisher.name),
      imprint: null,
      series: null,
      categories: [subjectPath('science-fiction')],
      tags: [],
      isbn: completeIsbn13('978616951001'),
      eIsbn: completeIsbn13('978616951501'),
      textLanguage: 'th',
      pageCount: 280,
      releaseDate: day,
      releaseAt: `${day}T09:00:00+07:00`,
      priceSatang: 25900,
      oldPriceSatang: null,
      vatCategory: 'standard',
      hasSample: false,
      files: [{ format: 'EPUB', sizeBytes: 2_800_000 }],
      cover: null,
      rating: { sum: 0, count: 0 },
      soldCount: 0,
    },
  ];
};

/** "Also purchased" for the pre-order: the first four of `others` (each way round). */
export const preorderAlsoPurchased = (
  preorders: readonly ImportBook[],
  others: readonly ImportBook[],
): ImportCatalog['alsoPurchased'] =>
  preorders.flatMap((book) =>
    others.slice(0, 4).map((other) => ({
      book: book.recordReference,
      other: other.recordReference,
      score: 0.2,
    })),
  );
