import type { ImportCatalog, ImportCategory, ImportSlider } from '../catalog-import.types.js';
import { COVER_PALETTES } from '../../../lib/cover-svg.js';
import { createAlsoPurchased } from './demo-also-purchased.js';
import { renderBannerSvg } from './demo-banners.js';
import { createDemoBooks } from './demo-books.js';
import { DEMO_PUBLISHERS, toImportPublisher } from './demo-publishers.js';
import { createSearchShowcaseBooks, showcaseAlsoPurchased } from './demo-search-books.js';
import { createDemoPreorderBooks, preorderAlsoPurchased } from './demo-preorder-books.js';
import { DEMO_TOP_CATEGORIES, toText } from './demo-subjects.js';
import { createDemoTopics } from './demo-topics.js';
import { createRandom } from '../../../lib/random.js';
import { svgToWebp } from '../../../lib/svg-raster.js';

/**
 * The demo store: a Thai e-book shop with categories, publishers, ~340 books, home sliders, editorial
 * topics and "also purchased" pairs. Everything is invented and deterministic: the same seed gives
 * the same catalog, and `today` only moves the release dates. Asynchronous for the banners, drawn
 * as SVG and stored as WebP (rasterized by sharp).
 */
export const DEFAULT_DEMO_SEED = 2568;

/** Today in Bangkok as YYYY-MM-DD. */
export const bangkokToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(now);

export const createDemoCategories = (): ImportCategory[] =>
  DEMO_TOP_CATEGORIES.map((top) => ({
    name: toText(top.name),
    description: toText(top.description),
    showOnHome: top.showOnHome,
    children: top.subjects.map((subject) => ({ name: toText(subject.name) })),
  }));

const SLIDERS = [
  {
    title: { th: 'อ่านรับซัมเมอร์', en: 'Summer Reading' },
    subtitle: {
      th: 'นิยายและหนังสือเที่ยวคัดมาเพื่อวันหยุดยาว',
      en: 'Novels and travel books picked for the long holidays',
    },
    link: '/topic/summer-reading',
  },
  {
    title: { th: 'มังงะและไลท์โนเวลมาใหม่', en: 'New Manga & Light Novels' },
    subtitle: { th: 'เล่มล่าสุดของซีรีส์ที่คุณติดตาม', en: 'The latest volumes of the series you follow' },
    link: '/topic/new-manga',
  },
  {
    title: { th: 'เริ่มต้นเขียนโปรแกรมวันนี้', en: 'Start Coding Today' },
    subtitle: {
      th: 'Python, JavaScript และอีกมากมาย ฉบับภาษาไทย',
      en: 'Python, JavaScript and more, explained in Thai',
    },
    link: '/topic/learn-programming',
  },
  {
    title: { th: 'รวมผลงานรางวัลวรรณกรรม', en: 'Award-Winning Literature' },
    subtitle: { th: 'เรื่องเล่าที่คณะกรรมการยกย่อง', en: 'The stories the juries loved' },
    link: '/topic/seewrite-winners',
  },
  {
    title: { th: 'หนังสือขายดีประจำสัปดาห์', en: "This Week's Bestsellers" },
    subtitle: { th: 'เล่มที่นักอ่านเลือกมากที่สุด', en: 'The books readers chose most' },
    link: '/bestseller',
  },
] as const;

/** The home sliders, their banners (1200x400) drawn from the seed and stored as WebP. */
export const createDemoSliders = ({ seed }: { seed: number }): Promise<ImportSlider[]> => {
  const palettes = createRandom(seed).shuffle(COVER_PALETTES);
  return Promise.all(
    SLIDERS.map(async ({ title, subtitle, link }, index) => ({
      title,
      subtitle,
      link,
      picture: {
        contentType: 'image/webp' as const,
        data: await svgToWebp(
          renderBannerSvg({
            seed: seed * 31 + index,
            palette: palettes[index % palettes.length],
          }),
        ),
      },
    })),
  );
};

export const createDemoCatalog = async ({
  seed = DEFAULT_DEMO_SEED,
  today = bangkokToday(),
}: { seed?: number; today?: string } = {}): Promise<ImportCatalog> => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) {
    throw new Error(`today must be a date as YYYY-MM-DD, got "${today}"`);
  }
  const random = createRandom(seed);
  const drafts = createDemoBooks({ random, today });
  // Hand-written books for search (issue 28), after the generated ones: they draw nothing.
  const showcase = createSearchShowcaseBooks({ today });
  const preorders = createDemoPreorderBooks({ today });

  return {
    categories: createDemoCategories(),
    publishers: DEMO_PUBLISHERS.map(toImportPublisher),
    // Last, the pre-order (docs/buying.md "Pre-orders"): the other books keep their ids.
    books: [...drafts.map(({ book }) => book), ...showcase, ...preorders],
    sliders: await createDemoSliders({ seed }),
    topics: createDemoTopics({ random, books: drafts }),
    alsoPurchased: [
      ...createAlsoPurchased({ random, books: drafts }),
      ...showcaseAlsoPurchased(showcase),
      ...preorderAlsoPurchased(preorders, showcase),
    ],
  };
};
