import type { LocalizedText } from '../catalog-import.types.js';
import type { Random } from '../../../lib/random.js';
import type { DemoSubject, Pair } from './demo-subjects.js';

/**
 * Blurbs for demo books, composed from sentence templates in Thai and English and the book's own
 * title, subject, theme and people. Each template is a pair written together, so both languages say
 * the same thing.
 */
type Slots = Record<string, Pair>;

/** `{name}` placeholders filled from the Thai or English side of each slot. */
const fill = (template: Pair, slots: Slots): LocalizedText => {
  const replace = (text: string, side: 0 | 1) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name]?.[side] ?? whole);
  return { th: replace(template[0], 0), en: replace(template[1], 1) };
};

const join = (parts: LocalizedText[], separator: string): LocalizedText => ({
  th: parts.map((part) => part.th).join(separator),
  en: parts.map((part) => part.en).join(separator),
});

/** `a` or `an` before an English noun phrase. */
const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const plural = (noun: string): string => (/(manga|isekai)$/.test(noun) ? noun : `${noun}s`);

type HeroGroup = 'romance' | 'fantasy' | 'mystery' | 'scifi' | 'literary' | 'youth';

const HEROES: Record<HeroGroup, readonly Pair[]> = {
  romance: [
    ['หญิงสาวนักเขียนไร้ชื่อ', 'a struggling young writer'],
    ['ทายาทตระกูลใหญ่ผู้ไม่เคยแพ้ใคร', 'the never-defeated heir of a powerful family'],
    ['ครูสาวจากต่างจังหวัด', 'a young teacher from the provinces'],
    ['หมอหนุ่มผู้เย็นชา', 'a cold-hearted young doctor'],
    ['เจ้าของร้านกาแฟริมทะเล', 'the owner of a seaside café'],
  ],
  fantasy: [
    ['เด็กกำพร้าผู้มีพลังลึกลับ', 'an orphan with a mysterious power'],
    ['นักดาบหนุ่มผู้ถูกเนรเทศ', 'a banished young swordsman'],
    ['จอมเวทฝึกหัดผู้ซุ่มซ่าม', 'a clumsy apprentice mage'],
    ['พนักงานออฟฟิศธรรมดาคนหนึ่ง', 'an ordinary office worker'],
  ],
  mystery: [
    ['ตำรวจหนุ่มไฟแรง', 'an ambitious young police officer'],
    ['นักสืบเอกชนวัยเกษียณ', 'a retired private detective'],
    ['นักข่าวสาวช่างสงสัย', 'a curious young reporter'],
    ['แพทย์นิติเวชผู้ไม่เชื่อเรื่องบังเอิญ', 'a forensic doctor who does not believe in coincidence'],
  ],
  scifi: [
    ['วิศวกรหุ่นยนต์ขี้เหงา', 'a lonely robotics engineer'],
    ['นักบินอวกาศคนสุดท้ายของโครงการ', 'the last astronaut of a cancelled mission'],
    ['นักวิทยาศาสตร์สาวผู้ถูกลืม', 'a forgotten young scientist'],
  ],
  literary: [
    ['แม่ค้าขายข้าวแกงปากซอย', 'a curry-and-rice seller at the end of the lane'],
    ['ชาวประมงวัยกลางคนแห่งทะเลใต้', 'a middle-aged fisherman from the southern sea'],
    ['ลูกชายคนเล็กของครอบครัวชาวนา', 'the youngest son of a farming family'],
    ['หญิงชราผู้เฝ้าบ้านริมคลอง', 'an old woman who keeps watch over a canal-side house'],
  ],
  youth: [
    ['นักเรียนมัธยมธรรมดาคนหนึ่ง', 'an ordinary high-school student'],
    ['แก๊งเพื่อนซี้สี่คน', 'a gang of four best friends'],
    ['เด็กชายผู้ไม่เคยยอมแพ้', 'a boy who never gives up'],
  ],
};

const HERO_GROUP_OF: Record<string, HeroGroup> = {
  romance: 'romance',
  'romance-manga': 'youth',
  'romcom-light-novel': 'youth',
  webtoon: 'romance',
  fantasy: 'fantasy',
  'fantasy-light-novel': 'fantasy',
  isekai: 'fantasy',
  mystery: 'mystery',
  'science-fiction': 'scifi',
  literary: 'literary',
  'action-manga': 'youth',
  'thai-comics': 'youth',
  'young-adult': 'youth',
};

const STYLES: readonly Pair[] = [
  ['อ่านง่ายแต่ลึกซึ้ง', 'easy yet profound'],
  ['ละเมียดละไม', 'delicate'],
  ['เฉียบคมและชวนติดตาม', 'sharp and gripping'],
  ['อบอุ่นและมีอารมณ์ขัน', 'warm and funny'],
];

const CLOSINGS: readonly Pair[] = [
  ['ทำให้หัวใจพองโต', 'leaves your heart full'],
  ['ชวนให้คิดถึงไปอีกนาน', 'stays with you long after the last page'],
  ['สนุกตั้งแต่หน้าแรกจนหน้าสุดท้าย', 'grips you from the first page to the last'],
];

const BENEFITS: readonly Pair[] = [
  ['ก้าวไปอีกขั้นได้อย่างมั่นใจ', 'take the next step with confidence'],
  ['เข้าใจเรื่องยากได้ในเวลาไม่นาน', 'understand hard topics in little time'],
  ['เปลี่ยนความรู้เป็นผลลัพธ์ที่จับต้องได้', 'turn knowledge into real results'],
];

const STORY_SHORT: readonly Pair[] = [
  [
    'เมื่อ{hero}ต้องเผชิญกับ{theme} ชีวิตก็ไม่มีวันเหมือนเดิมอีกต่อไป',
    'When {hero} is confronted with {theme}, life will never be the same again.',
  ],
  [
    '{noun}ว่าด้วย{theme} ผ่านสายตาของ{hero}',
    '{aNoun} about {theme}, seen through the eyes of {hero}.',
  ],
  [
    'เรื่องราวของ{hero}กับ{theme} ที่จะทำให้คุณทั้งยิ้มและน้ำตาซึม',
    'The story of {hero} and {theme}, sure to make you smile and tear up.',
  ],
];

const STORY_OPENINGS: readonly Pair[] = [
  [
    'ในวันที่ชีวิตดูเหมือนจะลงตัว {hero}กลับต้องพบกับ{theme} เหตุการณ์เล็ก ๆ ที่ไม่มีใครคาดคิดค่อย ๆ กลายเป็นเรื่องใหญ่ที่เปลี่ยนทุกอย่างไปตลอดกาล',
    'Just when life seems settled, {hero} runs into {theme}. A small, unexpected event slowly grows into something that changes everything for ever.',
  ],
  [
    '{title} เล่าเรื่องราวของ{hero} ผู้ไม่เคยคิดมาก่อนว่าวันหนึ่งจะต้องรับมือกับ{theme} ทุกการตัดสินใจนำไปสู่ทางแยกที่ไม่อาจย้อนกลับ',
    '{title} follows {hero}, who never imagined having to deal with {theme}. Every choice leads to a crossroads with no way back.',
  ],
  [
    'ไม่มีใครคาดคิดว่าเรื่องราวของ{theme}จะเริ่มต้นจากเรื่องเล็ก ๆ จนกระทั่ง{hero}ก้าวเข้ามาเกี่ยวข้องโดยไม่ตั้งใจ',
    'No one expected a story of {theme} to begin with something so small, until {hero} stumbled into the middle of it.',
  ],
];

const STORY_WRITING: Pair = [
  'ด้วยลีลาการเขียนที่{style} {author} พาผู้อ่านดำดิ่งสู่โลกของตัวละครที่มีชีวิตชีวา จนยากจะวางลงได้',
  'With {style} writing, {author} draws readers deep into a world of vivid characters that is hard to put down.',
];

const COMIC_ART: Pair = [
  'ลายเส้นที่สวยงามและจังหวะการเล่าเรื่องที่ฉับไวของ {author} ทำให้ทุกหน้าสนุกจนต้องพลิกต่อ',
  'Beautiful artwork and fast-paced storytelling by {author} make every page a joy to turn.',
];

const STORY_CLOSING: Pair = [
  'เหมาะสำหรับผู้ที่ชื่นชอบ{genre}และกำลังมองหาเรื่องราวที่{closing}',
  'Perfect for readers who love {nouns} and want a story that {closing}.',
];

const KNOWLEDGE_SHORT: readonly Pair[] = [
  [
    '{noun}ที่อธิบาย{theme}อย่างเข้าใจง่าย และนำไปใช้ได้ทันที',
    '{aNoun} that makes {theme} easy to understand and use right away.',
  ],
  [
    'ทุกเรื่องที่ควรรู้เกี่ยวกับ{theme} รวมไว้ในเล่มเดียว',
    'Everything you need to know about {theme}, in one book.',
  ],
];

const KNOWLEDGE_OPENINGS: readonly Pair[] = [
  [
    '{title} รวบรวม{theme}ไว้อย่างครบถ้วน เรียบเรียงเป็นขั้นตอนให้อ่านเข้าใจง่ายแม้ไม่มีพื้นฐานมาก่อน',
    '{title} covers {theme} from start to finish, step by step, so that even readers with no background can follow.',
  ],
  [
    'หากคุณเคยสงสัยเรื่อง{theme} {title} คือคำตอบที่ครบถ้วนและตรงประเด็นที่สุด',
    'If you have ever wondered about {theme}, {title} gives the clearest and most complete answers.',
  ],
];

const KNOWLEDGE_AUTHOR: Pair = [
  '{author} ถ่ายทอดประสบการณ์กว่า {years} ปี พร้อมตัวอย่างจริง แบบฝึกหัด และเคล็ดลับที่นำไปใช้ได้ทันที',
  'Drawing on more than {years} years of experience, {author} shares real examples, exercises and tips you can use straight away.',
];

const KNOWLEDGE_CLOSING: Pair = [
  'ไม่ว่าคุณจะเป็นมือใหม่หรือมีพื้นฐานอยู่แล้ว {noun}เล่มนี้จะช่วยให้คุณ{benefit}',
  'Whether you are a beginner or already know the basics, this {nounEn} will help you {benefit}.',
];

const TRANSLATION: Pair = [
  'ฉบับภาษาไทยแปลโดย {translator} ถ่ายทอดอารมณ์และน้ำเสียงของต้นฉบับได้อย่างครบถ้วน',
  'The Thai edition, translated by {translator}, faithfully carries the mood and voice of the original.',
];

const ENGLISH_EDITION: Pair = [
  'หนังสือเล่มนี้เป็นฉบับภาษาอังกฤษ เหมาะสำหรับผู้ที่ต้องการอ่านจากต้นฉบับ',
  'This is the English-language edition, for readers who prefer the original.',
];

const SERIES_PART: Pair = [
  'เล่มนี้เป็นเล่มที่ {number} ของซีรีส์ “{series}” ที่ผู้อ่านติดตามมาอย่างต่อเนื่อง',
  'This is book {number} of the much-loved series “{series}”.',
];

const PICTURE_SHORT: Pair = [
  '{noun}แสนอบอุ่นที่ชวนเด็ก ๆ เรียนรู้เรื่อง{theme}',
  '{aNoun} full of warmth that helps children learn about {theme}.',
];

const PICTURE_PARAGRAPHS: readonly Pair[] = [
  [
    '{title} พาเด็ก ๆ ออกเดินทางไปกับตัวละครแสนน่ารัก เพื่อเรียนรู้เรื่อง{theme}ผ่านเรื่องราวสั้น ๆ ที่อ่านจบได้ในคืนเดียว',
    '{title} takes children on a journey with lovable characters to learn about {theme}, in a short story that can be read in one sitting.',
  ],
  [
    'ภาพประกอบสีสันสดใสโดย {illustrator} ช่วยกระตุ้นจินตนาการ เหมาะสำหรับพ่อแม่อ่านให้ลูกฟังก่อนนอน',
    'Bright, colourful illustrations by {illustrator} spark the imagination, perfect for reading aloud at bedtime.',
  ],
  ['แนะนำสำหรับเด็กอายุ {age} ปีขึ้นไป', 'Recommended for ages {age} and up.'],
];

const MAGAZINE_SHORT: Pair = ['{title} อัดแน่นด้วย{theme}', '{title} is packed with {theme}.'];

const MAGAZINE_PARAGRAPHS: readonly Pair[] = [
  [
    '{series} ฉบับที่ {number} อัดแน่นด้วย{theme} พร้อมคอลัมน์ประจำที่ผู้อ่านชื่นชอบ และบทสัมภาษณ์พิเศษที่หาอ่านที่ไหนไม่ได้',
    'Issue {number} of {series} is packed with {theme}, plus the regular columns readers love and an exclusive interview you will not find anywhere else.',
  ],
  [
    'อ่านได้ทุกที่ทุกเวลาในรูปแบบนิตยสารอิเล็กทรอนิกส์ ภาพคมชัดทุกหน้าบนทุกหน้าจอ',
    'Read it anywhere as an e-magazine, with every page sharp on any screen.',
  ],
];

export type DescribeInput = {
  random: Random;
  subject: DemoSubject;
  title: LocalizedText;
  author: LocalizedText;
  translator: LocalizedText | null;
  illustrator: LocalizedText | null;
  series: { name: LocalizedText; number: number } | null;
  isEnglishEdition: boolean;
};

const pairOf = (text: LocalizedText): Pair => [text.th, text.en];

/** A one-sentence short description and a 2-4 paragraph full description, in Thai and English. */
export const describeBook = ({
  random,
  subject,
  title,
  author,
  translator,
  illustrator,
  series,
  isEnglishEdition,
}: DescribeInput): { short: LocalizedText; full: LocalizedText } => {
  const group = HERO_GROUP_OF[subject.key] ?? 'literary';
  const years = String(random.int(5, 25));
  const age = String(random.int(3, 7));
  const slots: Slots = {
    title: pairOf(title),
    author: pairOf(author),
    theme: random.pick(subject.themes),
    hero: random.pick(HEROES[group]),
    noun: [subject.noun[0], subject.noun[1]],
    aNoun: [subject.noun[0], withArticle(subject.noun[1]).replace(/^./, (c) => c.toUpperCase())],
    nounEn: [subject.noun[0], subject.noun[1]],
    nouns: [subject.noun[0], plural(subject.noun[1])],
    genre: [subject.name[0], subject.name[1].toLowerCase()],
    style: random.pick(STYLES),
    closing: random.pick(CLOSINGS),
    benefit: random.pick(BENEFITS),
    years: [years, years],
    translator: translator ? pairOf(translator) : ['', ''],
    illustrator: pairOf(illustrator ?? author),
    series: series ? pairOf(series.name) : ['', ''],
    number: series ? [String(series.number), String(series.number)] : ['', ''],
    age: [age, age],
  };

  const extras: Pair[] = [
    ...(series && subject.kind !== 'magazine' ? [SERIES_PART] : []),
    ...(translator ? [TRANSLATION] : []),
    ...(isEnglishEdition ? [ENGLISH_EDITION] : []),
  ];

  const compose = (short: Pair, paragraphs: Pair[]) => ({
    short: fill(short, slots),
    full: join(
      paragraphs.map((paragraph) => fill(paragraph, slots)),
      '\n\n',
    ),
  });

  switch (subject.kind) {
    case 'story':
    case 'comic':
      return compose(random.pick(STORY_SHORT), [
        random.pick(STORY_OPENINGS),
        subject.kind === 'comic' ? COMIC_ART : STORY_WRITING,
        ...extras,
        STORY_CLOSING,
      ]);
    case 'knowledge':
      return compose(random.pick(KNOWLEDGE_SHORT), [
        random.pick(KNOWLEDGE_OPENINGS),
        KNOWLEDGE_AUTHOR,
        ...extras,
        KNOWLEDGE_CLOSING,
      ]);
    case 'picture':
      return compose(PICTURE_SHORT, [...PICTURE_PARAGRAPHS, ...extras]);
    case 'magazine':
      return compose(MAGAZINE_SHORT, [...MAGAZINE_PARAGRAPHS]);
  }
};
