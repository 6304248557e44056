import type { LocalizedText } from '../catalog-import.types.js';

/**
 * The demo store's category tree and, for each sub-category, the words its books are made of: title
 * patterns, story themes or subjects, price points and formats. Every name is invented.
 */
export type Pair = readonly [th: string, en: string];

/** `{x}` in both languages is replaced by one of `fills`; a pattern without fills is a whole title. */
export type TitlePattern = { th: string; en: string; fills?: readonly Pair[] };

/** How a book reads and is described: a story, a comic, a non-fiction book, a picture book, a magazine. */
export type SubjectKind = 'story' | 'comic' | 'knowledge' | 'picture' | 'magazine';

export type Origin = 'th' | 'en' | 'ja' | 'ko' | 'zh';

export type DemoSubject = {
  key: string;
  name: Pair;
  kind: SubjectKind;
  /** What one book of the subject is called: `นิยายรัก` / `romance novel`. */
  noun: Pair;
  /** Story themes (what the hero faces) or, for non-fiction, what the book teaches. */
  themes: readonly Pair[];
  titles: readonly TitlePattern[];
  /** Relative number of stand-alone books. */
  weight: number;
  /** Where the works come from; anything but `th` is a translation (or an English edition). */
  origins: Partial<Record<Origin, number>>;
  /** Share of books whose text is English (an English edition rather than a translation). */
  englishShare?: number;
  prices: readonly number[];
  pages: readonly [number, number];
  /** `text` reflows (EPUB, sometimes also PDF); `fixed` is laid out pages (PDF, sometimes EPUB). */
  layout: 'text' | 'fixed';
};

export type DemoTopCategory = {
  key: string;
  name: Pair;
  description: Pair;
  showOnHome: boolean;
  subjects: readonly DemoSubject[];
};

export const toText = ([th, en]: Pair): LocalizedText => ({ th, en });

const FICTION_PRICES = [15900, 18900, 19900, 22900, 24500, 27900, 29900, 35000];
const MANGA_PRICES = [5500, 6500, 7500, 8500, 9500];
const LIGHT_NOVEL_PRICES = [16900, 19900, 22900, 25900];
const NONFICTION_PRICES = [18900, 22500, 24500, 26500, 29500, 35000, 39500];
const TECH_PRICES = [29900, 35000, 39500, 45000, 52500];
const CHILDREN_PRICES = [8900, 9900, 12900, 14900];
const MAGAZINE_PRICES = [5900, 7900, 9900];

const fiction: DemoTopCategory = {
  key: 'fiction',
  name: ['นิยาย', 'Fiction'],
  description: [
    'นิยายทุกแนว ทั้งรัก แฟนตาซี สืบสวน และวรรณกรรมร่วมสมัยจากนักเขียนไทยและต่างประเทศ',
    'Novels of every kind: romance, fantasy, mystery and contemporary fiction from Thai and international authors.',
  ],
  showOnHome: true,
  subjects: [
    {
      key: 'romance',
      name: ['นิยายรัก', 'Romance'],
      kind: 'story',
      noun: ['นิยายรัก', 'romance novel'],
      themes: [
        ['ความรักที่ต้องฝ่าฟันอุปสรรคของสองครอบครัว', 'a love that has to overcome two feuding families'],
        ['สัญญาแต่งงานที่ไม่ได้เริ่มต้นจากความรัก', 'a marriage contract that did not begin with love'],
        ['รักแรกที่กลับมาอีกครั้งหลังจากผ่านไปสิบปี', 'a first love who returns ten years later'],
        ['ความลับที่ซ่อนอยู่ในจดหมายรักฉบับเก่า', 'a secret hidden in an old love letter'],
        ['หัวใจที่ต้องเลือกระหว่างหน้าที่กับความรัก', 'a heart torn between duty and love'],
      ],
      titles: [
        {
          th: '{x}ของหัวใจ',
          en: 'The {x} of the Heart',
          fills: [
            ['ทะเล', 'Sea'],
            ['บทเพลง', 'Song'],
            ['สัญญา', 'Promise'],
            ['เงา', 'Shadow'],
            ['แสงดาว', 'Starlight'],
          ],
        },
        {
          th: 'รักนี้{x}',
          en: 'Love {x}',
          fills: [
            ['ที่เชียงใหม่', 'in Chiang Mai'],
            ['ริมทะเลอันดามัน', 'by the Andaman Sea'],
            ['ใต้แสงจันทร์', 'Under the Moonlight'],
            ['ในฤดูฝน', 'in the Rainy Season'],
            ['ไม่มีวันหมดอายุ', 'Never Expires'],
          ],
        },
        {
          th: 'เจ้าสาว{x}',
          en: 'The {x} Bride',
          fills: [
            ['จำยอม', 'Reluctant'],
            ['กำมะลอ', 'Counterfeit'],
            ['ในสัญญา', 'Contract'],
            ['ของท่านประธาน', "Chairman's"],
          ],
        },
        { th: 'ลิขิตรักข้ามภพ', en: 'Love Across Lifetimes' },
        { th: 'กาแฟแก้วนี้มีแต่คิดถึง', en: 'This Cup of Coffee Tastes of Missing You' },
        { th: 'ดอกแก้วบานกลางใจ', en: 'Orange Jasmine Blooms in My Heart' },
      ],
      weight: 16,
      origins: { th: 8, en: 1, ko: 1 },
      prices: FICTION_PRICES,
      pages: [220, 480],
      layout: 'text',
    },
    {
      key: 'fantasy',
      name: ['นิยายแฟนตาซี', 'Fantasy'],
      kind: 'story',
      noun: ['นิยายแฟนตาซี', 'fantasy novel'],
      themes: [
        ['คำทำนายโบราณว่าด้วยการล่มสลายของอาณาจักร', "an ancient prophecy of a kingdom's fall"],
        [
          'ประตูมิติที่เปิดออกในคืนจันทร์เต็มดวง',
          'a gateway between worlds that opens on the night of the full moon',
        ],
        ['สงครามระหว่างมนุษย์กับนาคแห่งลุ่มน้ำโขง', 'a war between humans and the nagas of the Mekong'],
        ['พลังเวทที่ตื่นขึ้นโดยไม่มีใครคาดคิด', 'a magic that awakens when no one expects it'],
      ],
      titles: [
        {
          th: 'ผู้พิทักษ์{x}',
          en: 'Guardian of {x}',
          fills: [
            ['แดนมังกร', 'the Dragon Realm'],
            ['ประตูมิติ', 'the Dimensional Gate'],
            ['ดวงดาวที่สูญหาย', 'the Lost Stars'],
          ],
        },
        {
          th: 'ตำนาน{x}',
          en: 'The Legend of {x}',
          fills: [
            ['ดาบเพลิง', 'the Flame Sword'],
            ['เมืองลับแล', 'the Hidden City'],
            ['ราชินีน้ำแข็ง', 'the Ice Queen'],
          ],
        },
        {
          th: 'มนตรา{x}',
          en: 'The {x} Spell',
          fills: [
            ['จันทรา', 'Lunar'],
            ['พงไพร', 'Wildwood'],
            ['สีเลือด', 'Crimson'],
          ],
        },
        { th: 'หอคอยแห่งสายลม', en: 'The Tower of Winds' },
        { th: 'ราชันแห่งเกาะเมฆ', en: 'King of the Cloud Isles' },
        { th: 'บันทึกนักล่าแม่มด', en: "The Witch Hunter's Journal" },
      ],
      weight: 10,
      origins: { th: 6, en: 3, zh: 1 },
      prices: FICTION_PRICES,
      pages: [280, 560],
      layout: 'text',
    },
    {
      key: 'mystery',
      name: ['นิยายสืบสวนสอบสวน', 'Mystery & Thriller'],
      kind: 'story',
      noun: ['นิยายสืบสวน', 'mystery novel'],
      themes: [
        ['คดีฆาตกรรมที่ไม่มีใครเห็นคนร้าย', 'a murder that no one saw happen'],
        ['ปริศนาการหายตัวไปของเศรษฐีใหญ่', 'the disappearance of a wealthy tycoon'],
        ['ร่องรอยของอาชญากรที่ทิ้งไว้ในบทกวี', 'a criminal who leaves clues in poems'],
        ['แผนการร้ายที่ซ่อนอยู่หลังงานเลี้ยงหรู', 'a sinister plot behind a glittering party'],
      ],
      titles: [
        {
          th: 'คดี{x}',
          en: 'The Case of {x}',
          fills: [
            ['ฆาตกรรมในห้องปิดตาย', 'the Locked-Room Murder'],
            ['หุ่นกระบอกไร้เงา', 'the Shadowless Puppet'],
            ['รถไฟสายสุดท้าย', 'the Last Train'],
            ['คฤหาสน์ริมบึง', 'the Lakeside Mansion'],
          ],
        },
        {
          th: '{x}ที่หายไป',
          en: 'The Missing {x}',
          fills: [
            ['พยาน', 'Witness'],
            ['นาฬิกา', 'Clock'],
            ['ภาพวาด', 'Painting'],
            ['หน้าสุดท้าย', 'Last Page'],
          ],
        },
        {
          th: 'รหัสลับ{x}',
          en: 'The {x} Code',
          fills: [
            ['เยาวราช', 'Yaowarat'],
            ['พระจันทร์ดำ', 'Black Moon'],
          ],
        },
        { th: 'เสียงกระซิบจากห้องใต้ดิน', en: 'Whispers from the Cellar' },
        { th: 'ฆาตกรรมบนรถไฟสายเหนือ', en: 'Murder on the Northern Line' },
      ],
      weight: 10,
      origins: { th: 5, en: 3, ja: 2 },
      prices: FICTION_PRICES,
      pages: [240, 460],
      layout: 'text',
    },
    {
      key: 'science-fiction',
      name: ['นิยายวิทยาศาสตร์', 'Science Fiction'],
      kind: 'story',
      noun: ['นิยายวิทยาศาสตร์', 'science fiction novel'],
      themes: [
        [
          'ปัญญาประดิษฐ์ที่เริ่มตั้งคำถามถึงการมีอยู่ของตัวเอง',
          'an artificial intelligence that begins to question its own existence',
        ],
        ['เมืองที่จมอยู่ใต้น้ำเมื่อระดับทะเลสูงขึ้น', 'a city swallowed by the rising sea'],
        ['สัญญาณลึกลับจากดาวดวงอื่น', 'a mysterious signal from another star'],
      ],
      titles: [
        {
          th: 'กรุงเทพฯ {x}',
          en: 'Bangkok {x}',
          fills: [
            ['2600', '2057'],
            ['ใต้น้ำ', 'Underwater'],
            ['หลังมนุษย์', 'After Humanity'],
          ],
        },
        {
          th: 'สถานี{x}',
          en: '{x} Station',
          fills: [
            ['ดาวอังคาร', 'Mars'],
            ['ดวงจันทร์', 'Lunar'],
            ['วงโคจรใต้', 'Southern Orbital'],
          ],
        },
        {
          th: 'หุ่นยนต์{x}',
          en: 'The Robot {x}',
          fills: [
            ['ที่รู้จักรัก', 'Who Learned to Love'],
            ['ผู้ฝันถึงทะเล', 'Who Dreamed of the Sea'],
          ],
        },
      ],
      weight: 6,
      origins: { th: 4, en: 4, zh: 1 },
      prices: FICTION_PRICES,
      pages: [260, 520],
      layout: 'text',
    },
    {
      key: 'literary',
      name: ['วรรณกรรม', 'Literary Fiction'],
      kind: 'story',
      noun: ['วรรณกรรมร่วมสมัย', 'literary novel'],
      themes: [
        ['ความทรงจำของครอบครัวที่ค่อย ๆ เลือนหาย', "a family's memories slowly fading away"],
        ['การเปลี่ยนแปลงของหมู่บ้านริมแม่น้ำ', 'the changing life of a riverside village'],
        ['ความเหงาของผู้คนในเมืองใหญ่', 'the loneliness of people in a big city'],
        ['การกลับบ้านหลังจากหายไปครึ่งชีวิต', 'a homecoming after half a lifetime away'],
      ],
      titles: [
        { th: 'บ้านหลังเก่าริมคลอง', en: 'The Old House by the Canal' },
        { th: 'เสียงระฆังยามเย็น', en: 'Evening Bells' },
        { th: 'ลมหายใจของทุ่งนา', en: 'The Breath of the Rice Fields' },
        { th: 'คนเหงาในเมืองใหญ่', en: 'Lonely People in the Big City' },
        { th: 'ฝนตกที่ท่าเตียน', en: 'Rain at Tha Tien' },
        { th: 'จดหมายถึงแม่', en: 'Letters to Mother' },
        { th: 'แม่น้ำที่ไม่เคยหลับ', en: 'The River That Never Sleeps' },
        { th: 'ตลาดน้ำในความทรงจำ', en: 'The Floating Market of Memory' },
        { th: 'หมู่บ้านหลังเขา', en: 'The Village Behind the Hills' },
        { th: 'ดอกจำปาหน้าบ้าน', en: 'The Champak Tree at the Gate' },
        { th: 'สะพานไม้ที่ปากน้ำ', en: 'The Wooden Bridge at the River Mouth' },
        { th: 'เรือนแพหลังสุดท้าย', en: 'The Last Raft House' },
        { th: 'ร้านตัดผมหน้าตลาด', en: 'The Barber Shop by the Market' },
        { th: 'ลูกสาวชาวประมง', en: "The Fisherman's Daughter" },
      ],
      weight: 12,
      origins: { th: 8, en: 2 },
      prices: FICTION_PRICES,
      pages: [180, 420],
      layout: 'text',
    },
  ],
};

const comics: DemoTopCategory = {
  key: 'comics',
  name: ['การ์ตูน มังงะ', 'Comics & Manga'],
  description: [
    'มังงะลิขสิทธิ์แท้ เว็บตูน และการ์ตูนฝีมือคนไทย อ่านต่อเนื่องได้ทุกเล่ม',
    'Licensed manga, webtoons and Thai comics, every volume in one place.',
  ],
  showOnHome: true,
  subjects: [
    {
      key: 'action-manga',
      name: ['มังงะแอ็กชัน', 'Action Manga'],
      kind: 'comic',
      noun: ['มังงะแอ็กชัน', 'action manga'],
      themes: [
        ['การต่อสู้เพื่อปกป้องเมืองจากอสูรกาย', 'a fight to protect the city from monsters'],
        ['ทัวร์นาเมนต์ที่ผู้แพ้ต้องเสียทุกอย่าง', 'a tournament where the loser loses everything'],
      ],
      titles: [{ th: 'หมัดเหล็กแห่งท่าเรือ', en: 'Iron Fist of the Harbour' }],
      weight: 1,
      origins: { ja: 1 },
      prices: MANGA_PRICES,
      pages: [160, 208],
      layout: 'fixed',
    },
    {
      key: 'romance-manga',
      name: ['มังงะโรแมนติก', 'Romance Manga'],
      kind: 'comic',
      noun: ['มังงะโรแมนติก', 'romance manga'],
      themes: [
        ['รักครั้งแรกในห้องเรียนมัธยม', 'first love in a high-school classroom'],
        ['ความรู้สึกที่ไม่กล้าบอกเพื่อนสนิท', 'feelings too shy to tell a best friend'],
      ],
      titles: [{ th: 'จดหมายรักในตู้รองเท้า', en: 'The Love Letter in the Shoe Locker' }],
      weight: 1,
      origins: { ja: 1 },
      prices: MANGA_PRICES,
      pages: [160, 200],
      layout: 'fixed',
    },
    {
      key: 'thai-comics',
      name: ['การ์ตูนไทย', 'Thai Comics'],
      kind: 'comic',
      noun: ['การ์ตูนไทย', 'Thai comic'],
      themes: [
        ['การผจญภัยสุดป่วนในตลาดสด', 'a chaotic adventure in a fresh market'],
        ['ผีบ้านผีเรือนที่อยากมีเพื่อน', 'a household spirit who wants a friend'],
      ],
      titles: [
        { th: 'เด็กชายกับช้างเผือก', en: 'The Boy and the White Elephant' },
        { th: 'ผีบ้านผีเรือน', en: 'Household Spirits' },
        { th: 'สายลับจากสยาม', en: 'The Siamese Spy' },
        { th: 'ยักษ์วัดข้างบ้าน', en: 'The Temple Giant Next Door' },
      ],
      weight: 3,
      origins: { th: 1 },
      prices: [6900, 8900, 9900, 12900],
      pages: [96, 180],
      layout: 'fixed',
    },
    {
      key: 'webtoon',
      name: ['เว็บตูน', 'Webtoons'],
      kind: 'comic',
      noun: ['เว็บตูน', 'webtoon'],
      themes: [
        ['ชีวิตใหม่หลังย้อนเวลากลับไปในนิยาย', 'a second life inside the novel she once read'],
        ['ออฟฟิศที่ทุกคนมีความลับ', 'an office where everyone has a secret'],
      ],
      titles: [{ th: 'เจ้าหญิงรับจ้าง', en: 'Princess for Hire' }],
      weight: 1,
      origins: { ko: 1 },
      prices: [7900, 8900, 9900],
      pages: [120, 180],
      layout: 'fixed',
    },
  ],
};

const lightNovels: DemoTopCategory = {
  key: 'light-novels',
  name: ['ไลท์โนเวล', 'Light Novels'],
  description: [
    'ไลท์โนเวลแฟนตาซี ต่างโลก และรักโรแมนติกคอมเมดี้ ภาพประกอบสวยทุกเล่ม',
    'Fantasy, isekai and romantic-comedy light novels, beautifully illustrated.',
  ],
  showOnHome: true,
  subjects: [
    {
      key: 'fantasy-light-novel',
      name: ['ไลท์โนเวลแฟนตาซี', 'Fantasy Light Novels'],
      kind: 'story',
      noun: ['ไลท์โนเวลแฟนตาซี', 'fantasy light novel'],
      themes: [
        [
          'ภารกิจปราบมังกรที่กลายเป็นการเลี้ยงมังกร',
          'a dragon-slaying quest that turns into dragon-sitting',
        ],
        ['กิลด์นักผจญภัยที่ไม่มีใครอยากเข้า', "an adventurers' guild nobody wants to join"],
      ],
      titles: [
        { th: 'นักดาบฝึกหัดกับเจ้าหญิงเอลฟ์', en: 'The Apprentice Swordsman and the Elf Princess' },
      ],
      weight: 1,
      origins: { ja: 3, th: 1 },
      prices: LIGHT_NOVEL_PRICES,
      pages: [240, 360],
      layout: 'text',
    },
    {
      key: 'isekai',
      name: ['ไลท์โนเวลต่างโลก', 'Isekai'],
      kind: 'story',
      noun: ['ไลท์โนเวลต่างโลก', 'isekai light novel'],
      themes: [
        [
          'ชีวิตใหม่ในต่างโลกพร้อมพลังที่ไร้ประโยชน์ที่สุด',
          'a new life in another world with the most useless power',
        ],
        ['การเปิดร้านอาหารไทยในโลกแห่งเวทมนตร์', 'opening a Thai restaurant in a world of magic'],
      ],
      titles: [{ th: 'ตื่นมาอีกทีก็เป็นราชาปีศาจ', en: 'I Woke Up as the Demon King' }],
      weight: 1,
      origins: { ja: 2, th: 1 },
      prices: LIGHT_NOVEL_PRICES,
      pages: [240, 340],
      layout: 'text',
    },
    {
      key: 'romcom-light-novel',
      name: ['ไลท์โนเวลรักโรแมนติก', 'Romantic Comedy Light Novels'],
      kind: 'story',
      noun: ['ไลท์โนเวลรักโรแมนติก', 'romantic-comedy light novel'],
      themes: [
        ['ความวุ่นวายเมื่อสาวข้างห้องกลายเป็นไอดอลชื่อดัง', 'the chaos of living next door to a famous idol'],
        ['ชมรมที่ตั้งขึ้นเพื่อห้ามสมาชิกมีแฟน', 'a club founded to stop its members from dating'],
      ],
      titles: [{ th: 'ยัยตัวป่วนประจำห้องสมุด', en: 'The Troublemaker of the Library' }],
      weight: 1,
      origins: { ja: 2, th: 1 },
      prices: LIGHT_NOVEL_PRICES,
      pages: [220, 320],
      layout: 'text',
    },
  ],
};

const selfHelp: DemoTopCategory = {
  key: 'self-help',
  name: ['จิตวิทยา พัฒนาตนเอง', 'Psychology & Self-Help'],
  description: [
    'หนังสือจิตวิทยา พัฒนาตนเอง และความสัมพันธ์ ที่ช่วยให้ใช้ชีวิตได้เบาขึ้น',
    'Psychology, self-improvement and relationships: books that make life a little lighter.',
  ],
  showOnHome: true,
  subjects: [
    {
      key: 'self-improvement',
      name: ['พัฒนาตนเอง', 'Self-Improvement'],
      kind: 'knowledge',
      noun: ['หนังสือพัฒนาตนเอง', 'self-improvement book'],
      themes: [
        ['วิธีสร้างนิสัยเล็ก ๆ ที่เปลี่ยนชีวิต', 'how to build small habits that change your life'],
        ['เทคนิคจัดการเวลาและพลังงาน', 'techniques for managing your time and energy'],
        ['การตั้งเป้าหมายที่ทำได้จริง', 'setting goals you can actually reach'],
      ],
      titles: [
        {
          th: 'ศิลปะแห่ง{x}',
          en: 'The Art of {x}',
          fills: [
            ['การปล่อยวาง', 'Letting Go'],
            ['การใช้ชีวิตช้า ๆ', 'Slow Living'],
            ['การเริ่มต้นใหม่', 'Starting Over'],
          ],
        },
        {
          th: '{x} นาทีเปลี่ยนชีวิต',
          en: '{x} Minutes That Change Your Life',
          fills: [
            ['5', '5'],
            ['10', '10'],
            ['15', '15'],
          ],
        },
        {
          th: 'นิสัยเล็ก ๆ {x}',
          en: 'Small Habits {x}',
          fills: [
            ['ที่ทำให้ชีวิตง่ายขึ้น', 'That Make Life Easier'],
            ['ของคนประสบความสำเร็จ', 'of Successful People'],
          ],
        },
        { th: 'ตื่นเช้าแล้วชีวิตดีขึ้นจริงไหม', en: 'Does Waking Up Early Really Make Life Better?' },
        { th: 'กล้าที่จะพูดว่าไม่', en: 'The Courage to Say No' },
        { th: 'หยุดผัดวันประกันพรุ่ง', en: 'Stop Putting Things Off' },
      ],
      weight: 10,
      origins: { th: 6, en: 3, ja: 1 },
      prices: NONFICTION_PRICES,
      pages: [160, 300],
      layout: 'text',
    },
    {
      key: 'psychology',
      name: ['จิตวิทยา', 'Psychology'],
      kind: 'knowledge',
      noun: ['หนังสือจิตวิทยา', 'psychology book'],
      themes: [
        ['กลไกของความคิดและอารมณ์', 'how our thoughts and emotions work'],
        ['วิธีรับมือกับความเครียดและความกังวล', 'ways to cope with stress and anxiety'],
      ],
      titles: [
        {
          th: 'จิตวิทยา{x}',
          en: 'The Psychology of {x}',
          fills: [
            ['ความสุข', 'Happiness'],
            ['การตัดสินใจ', 'Decision-Making'],
            ['ความกลัว', 'Fear'],
            ['ความเหงา', 'Loneliness'],
          ],
        },
        { th: 'เข้าใจคนขี้กังวล', en: 'Understanding the Anxious Mind' },
        { th: 'อ่านใจคนจากภาษากาย', en: 'Reading People Through Body Language' },
        { th: 'เมื่อใจเหนื่อยล้า', en: 'When the Mind Is Exhausted' },
      ],
      weight: 6,
      origins: { th: 3, en: 2, ko: 1 },
      prices: NONFICTION_PRICES,
      pages: [180, 320],
      layout: 'text',
    },
    {
      key: 'relationships',
      name: ['ความสัมพันธ์', 'Relationships'],
      kind: 'knowledge',
      noun: ['หนังสือความสัมพันธ์', 'book on relationships'],
      themes: [
        ['การสื่อสารในครอบครัวและคู่รัก', 'communication between partners and in families'],
        ['การดูแลใจตัวเองก่อนดูแลคนอื่น', 'caring for yourself before caring for others'],
      ],
      titles: [
        { th: 'รักตัวเองก่อนรักใคร', en: 'Love Yourself Before Anyone Else' },
        { th: 'คุยกันดี ๆ ก็ได้', en: 'We Can Talk Nicely' },
        { th: 'เมื่อพ่อแม่แก่ลง', en: 'When Our Parents Grow Old' },
        { th: 'เพื่อนที่ดีไม่ต้องมีเยอะ', en: "You Don't Need Many Good Friends" },
        { th: 'ทะเลาะกันอย่างไรให้รักกันมากขึ้น', en: 'How to Argue and Love Each Other More' },
      ],
      weight: 5,
      origins: { th: 4, ko: 1 },
      prices: NONFICTION_PRICES,
      pages: [150, 260],
      layout: 'text',
    },
  ],
};

const business: DemoTopCategory = {
  key: 'business',
  name: ['ธุรกิจ การลงทุน', 'Business & Investing'],
  description: [
    'ความรู้ธุรกิจ การตลาด การลงทุน และการเงินส่วนบุคคลจากผู้เชี่ยวชาญ',
    'Business, marketing, investing and personal finance from people who have done it.',
  ],
  showOnHome: true,
  subjects: [
    {
      key: 'investing',
      name: ['การลงทุน หุ้น', 'Investing & Stocks'],
      kind: 'knowledge',
      noun: ['หนังสือการลงทุน', 'investing book'],
      themes: [
        ['หลักการลงทุนในหุ้นที่ใช้ได้จริง', 'stock-market principles that really work'],
        ['วิธีอ่านงบการเงินและเลือกกองทุน', 'how to read financial statements and choose funds'],
      ],
      titles: [
        { th: 'เล่นหุ้นอย่างไรให้นอนหลับ', en: 'Stock Investing That Lets You Sleep' },
        { th: 'กองทุนรวมฉบับเข้าใจง่าย', en: 'Mutual Funds Made Simple' },
        { th: 'หุ้นปันผลสร้างเงินเดือนที่สอง', en: 'Dividend Stocks for a Second Salary' },
        { th: 'อ่านงบการเงินใน 7 วัน', en: 'Read Financial Statements in 7 Days' },
        { th: 'คริปโทฯ ฉบับไม่ตกรถ', en: 'Crypto Without Missing the Boat' },
        { th: 'ลงทุนอสังหาฯ ด้วยเงินก้อนเล็ก', en: 'Real Estate Investing on a Small Budget' },
      ],
      weight: 6,
      origins: { th: 4, en: 2 },
      prices: NONFICTION_PRICES,
      pages: [180, 340],
      layout: 'text',
    },
    {
      key: 'marketing',
      name: ['การตลาด', 'Marketing'],
      kind: 'knowledge',
      noun: ['หนังสือการตลาด', 'marketing book'],
      themes: [
        ['กลยุทธ์การตลาดออนไลน์สำหรับธุรกิจขนาดเล็ก', 'online marketing strategies for small businesses'],
        ['การสร้างแบรนด์ด้วยคอนเทนต์', 'building a brand through content'],
      ],
      titles: [
        {
          th: 'ขายของออนไลน์{x}',
          en: 'Selling Online {x}',
          fills: [
            ['ให้ปัง', 'That Takes Off'],
            ['ฉบับแม่ค้ายุคใหม่', 'for Modern Sellers'],
            ['ด้วยคอนเทนต์', 'with Content'],
          ],
        },
        { th: 'แบรนด์เล็กคิดใหญ่', en: 'Small Brand, Big Thinking' },
        { th: 'การตลาดแบบปากต่อปาก', en: 'Word-of-Mouth Marketing' },
      ],
      weight: 5,
      origins: { th: 4, en: 1 },
      prices: NONFICTION_PRICES,
      pages: [160, 300],
      layout: 'text',
    },
    {
      key: 'management',
      name: ['บริหารธุรกิจ', 'Management'],
      kind: 'knowledge',
      noun: ['หนังสือบริหารธุรกิจ', 'management book'],
      themes: [
        ['ศิลปะการเป็นหัวหน้าที่ลูกทีมไว้ใจ', 'the art of being a boss your team trusts'],
        ['การบริหารธุรกิจครอบครัวให้เติบโต', 'growing a family business'],
      ],
      titles: [
        {
          th: 'หัวหน้า{x}',
          en: 'The {x} Boss',
          fills: [
            ['ที่ลูกน้องรัก', 'Beloved'],
            ['มือใหม่', 'First-Time'],
            ['ไม่ต้องดุ', 'Gentle'],
          ],
        },
        { th: 'บริหารทีมแบบไม่บ้าอำนาจ', en: 'Managing Teams Without Ego' },
        { th: 'ธุรกิจครอบครัวส่งต่ออย่างไรให้รุ่ง', en: 'Passing On the Family Business' },
      ],
      weight: 4,
      origins: { th: 3, en: 2, ja: 1 },
      prices: NONFICTION_PRICES,
      pages: [180, 320],
      layout: 'text',
    },
    {
      key: 'personal-finance',
      name: ['การเงินส่วนบุคคล', 'Personal Finance'],
      kind: 'knowledge',
      noun: ['หนังสือการเงินส่วนบุคคล', 'personal finance book'],
      themes: [
        ['การวางแผนการเงินตั้งแต่เงินเดือนแรก', 'planning your money from your very first salary'],
        ['วิธีปลดหนี้และเก็บเงินเกษียณ', 'getting out of debt and saving for retirement'],
      ],
      titles: [
        {
          th: 'เก็บเงิน{x}',
          en: 'Saving {x}',
          fills: [
            ['ล้านแรกก่อนอายุ 30', 'Your First Million Before 30'],
            ['ฉบับคนเงินเดือนน้อย', 'on a Small Salary'],
            ['แบบไม่ต้องอด', 'Without Going Hungry'],
          ],
        },
        {
          th: 'ปลดหนี้{x}',
          en: 'Debt-Free {x}',
          fills: [
            ['ใน 3 ปี', 'in 3 Years'],
            ['ฉบับครอบครัว', 'for Families'],
          ],
        },
        {
          th: 'วางแผนเกษียณ{x}',
          en: 'Retirement Planning {x}',
          fills: [
            ['ตั้งแต่วันนี้', 'Starting Today'],
            ['สำหรับฟรีแลนซ์', 'for Freelancers'],
          ],
        },
      ],
      weight: 6,
      origins: { th: 5, en: 1 },
      prices: NONFICTION_PRICES,
      pages: [150, 280],
      layout: 'text',
    },
    {
      key: 'startups',
      name: ['สตาร์ทอัพ', 'Startups'],
      kind: 'knowledge',
      noun: ['หนังสือสตาร์ทอัพ', 'startup book'],
      themes: [['การเริ่มต้นธุรกิจจากศูนย์', 'starting a business from scratch']],
      titles: [
        {
          th: 'สตาร์ทอัพ{x}',
          en: 'Startup {x}',
          fills: [
            ['ฉบับคนไทย', 'the Thai Way'],
            ['จากศูนย์ถึงร้อยล้าน', 'from Zero to a Hundred Million'],
            ['ล้มแล้วลุก', 'Fail and Rise'],
          ],
        },
        { th: 'ระดมทุนรอบแรก', en: 'Raising Your First Round' },
      ],
      weight: 3,
      origins: { th: 2, en: 1 },
      prices: NONFICTION_PRICES,
      pages: [180, 300],
      layout: 'text',
    },
  ],
};

const computers: DemoTopCategory = {
  key: 'computers',
  name: ['คอมพิวเตอร์ เทคโนโลยี', 'Computers & Technology'],
  description: [
    'เขียนโปรแกรม ข้อมูลและ AI งานออกแบบ และไอทีสำหรับทุกคน',
    'Programming, data and AI, design and everyday IT.',
  ],
  showOnHome: true,
  subjects: [
    {
      key: 'programming',
      name: ['การเขียนโปรแกรม', 'Programming'],
      kind: 'knowledge',
      noun: ['หนังสือเขียนโปรแกรม', 'programming book'],
      themes: [
        ['พื้นฐานการเขียนโปรแกรมพร้อมตัวอย่างจริง', 'programming fundamentals with real examples'],
        ['การพัฒนาเว็บแอปพลิเคชันตั้งแต่ต้นจนจบ', 'building a web application from start to finish'],
      ],
      titles: [
        {
          th: 'เรียน {x} ฉบับสมบูรณ์',
          en: 'The Complete {x}',
          fills: [
            ['Python', 'Python'],
            ['JavaScript', 'JavaScript'],
            ['TypeScript', 'TypeScript'],
            ['Go', 'Go'],
            ['Rust', 'Rust'],
          ],
        },
        {
          th: 'เขียน {x} ฉบับมือใหม่',
          en: '{x} for Beginners',
          fills: [
            ['Python', 'Python'],
            ['Java', 'Java'],
            ['SQL', 'SQL'],
            ['Kotlin', 'Kotlin'],
          ],
        },
        {
          th: 'พัฒนาเว็บด้วย {x}',
          en: 'Web Development with {x}',
          fills: [
            ['Next.js', 'Next.js'],
            ['Django', 'Django'],
            ['Laravel', 'Laravel'],
            ['Node.js', 'Node.js'],
          ],
        },
      ],
      weight: 10,
      origins: { th: 5, en: 1 },
      englishShare: 0.2,
      prices: TECH_PRICES,
      pages: [240, 620],
      layout: 'text',
    },
    {
      key: 'data-ai',
      name: ['ข้อมูลและ AI', 'Data & AI'],
      kind: 'knowledge',
      noun: ['หนังสือด้านข้อมูลและ AI', 'data and AI book'],
      themes: [
        ['การวิเคราะห์ข้อมูลและสร้างโมเดลปัญญาประดิษฐ์', 'analysing data and building AI models'],
        ['การใช้ AI ในงานประจำวัน', 'using AI in everyday work'],
      ],
      titles: [
        {
          th: 'วิเคราะห์ข้อมูลด้วย {x}',
          en: 'Data Analysis with {x}',
          fills: [
            ['Python', 'Python'],
            ['SQL', 'SQL'],
            ['R', 'R'],
          ],
        },
        { th: 'Machine Learning ฉบับเข้าใจง่าย', en: 'Machine Learning Made Simple' },
        { th: 'Deep Learning ภาคปฏิบัติ', en: 'Practical Deep Learning' },
        { th: 'ปัญญาประดิษฐ์สำหรับทุกคน', en: 'Artificial Intelligence for Everyone' },
        { th: 'AI สำหรับคนทำงาน', en: 'AI for Working People' },
      ],
      weight: 6,
      origins: { th: 4, en: 1 },
      englishShare: 0.2,
      prices: TECH_PRICES,
      pages: [220, 520],
      layout: 'text',
    },
    {
      key: 'design',
      name: ['กราฟิกและออกแบบ', 'Graphics & Design'],
      kind: 'knowledge',
      noun: ['หนังสือออกแบบ', 'design book'],
      themes: [['หลักการออกแบบที่ใช้ได้กับทุกงาน', 'design principles that work for every project']],
      titles: [
        { th: 'ออกแบบ UX/UI ฉบับใช้งานจริง', en: 'Practical UX/UI Design' },
        { th: 'ฟอนต์ไทยในงานออกแบบ', en: 'Thai Fonts in Design' },
        { th: 'วาดภาพดิจิทัลด้วยแท็บเล็ต', en: 'Digital Painting on a Tablet' },
        { th: 'ถ่ายภาพด้วยมือถือให้สวยแบบมือโปร', en: 'Pro Photography with Your Phone' },
        { th: 'สีในงานกราฟิก', en: 'Colour in Graphic Design' },
      ],
      weight: 4,
      origins: { th: 1 },
      prices: TECH_PRICES,
      pages: [160, 320],
      layout: 'fixed',
    },
    {
      key: 'general-it',
      name: ['ไอทีทั่วไป', 'General IT'],
      kind: 'knowledge',
      noun: ['หนังสือไอที', 'IT book'],
      themes: [['ความรู้ไอทีที่ทุกคนควรมี', 'the IT know-how everyone should have']],
      titles: [
        {
          th: 'ความปลอดภัยไซเบอร์{x}',
          en: 'Cybersecurity {x}',
          fills: [
            ['สำหรับทุกบ้าน', 'for Every Home'],
            ['ในองค์กร', 'in the Organisation'],
          ],
        },
        { th: 'Linux สำหรับผู้ดูแลระบบ', en: 'Linux for System Administrators' },
        { th: 'เครือข่ายคอมพิวเตอร์เบื้องต้น', en: 'Computer Networking Basics' },
        { th: 'Docker และ Kubernetes ภาคปฏิบัติ', en: 'Docker and Kubernetes in Practice' },
      ],
      weight: 4,
      origins: { th: 1 },
      englishShare: 0.15,
      prices: TECH_PRICES,
      pages: [200, 480],
      layout: 'text',
    },
  ],
};

const languages: DemoTopCategory = {
  key: 'languages',
  name: ['ภาษา', 'Languages'],
  description: [
    'เรียนภาษาอังกฤษ ญี่ปุ่น จีน และเกาหลี ด้วยตัวเอง',
    'Teach yourself English, Japanese, Chinese and Korean.',
  ],
  showOnHome: false,
  subjects: [
    {
      key: 'english',
      name: ['ภาษาอังกฤษ', 'English'],
      kind: 'knowledge',
      noun: ['หนังสือเรียนภาษาอังกฤษ', 'English course book'],
      themes: [
        ['คำศัพท์และไวยากรณ์ภาษาอังกฤษที่ใช้บ่อย', 'the English vocabulary and grammar you use most'],
      ],
      titles: [
        {
          th: 'ภาษาอังกฤษ{x}',
          en: 'English {x}',
          fills: [
            ['ในชีวิตประจำวัน', 'for Everyday Life'],
            ['สำหรับการทำงาน', 'for Work'],
            ['พูดได้ใน 30 วัน', 'Speaking in 30 Days'],
          ],
        },
        {
          th: 'ศัพท์ TOEIC {x}',
          en: 'TOEIC Vocabulary: {x}',
          fills: [
            ['3,000 คำ', '3,000 Words'],
            ['ที่ออกสอบบ่อย', 'The Most Tested'],
          ],
        },
        {
          th: 'แกรมมาร์{x}',
          en: 'Grammar {x}',
          fills: [
            ['ง่ายนิดเดียว', 'Made Easy'],
            ['ที่คนไทยใช้ผิดบ่อย', 'Thais Often Get Wrong'],
          ],
        },
      ],
      weight: 6,
      origins: { th: 1 },
      englishShare: 0.1,
      prices: NONFICTION_PRICES,
      pages: [160, 360],
      layout: 'fixed',
    },
    {
      key: 'japanese',
      name: ['ภาษาญี่ปุ่น', 'Japanese'],
      kind: 'knowledge',
      noun: ['หนังสือเรียนภาษาญี่ปุ่น', 'Japanese course book'],
      themes: [
        ['ภาษาญี่ปุ่นตั้งแต่ตัวอักษรจนถึงบทสนทนา', 'Japanese from the first letters to real conversations'],
      ],
      titles: [
        {
          th: 'ภาษาญี่ปุ่น{x}',
          en: 'Japanese {x}',
          fills: [
            ['เบื้องต้น', 'for Beginners'],
            ['ฉบับเที่ยวญี่ปุ่น', 'for Travellers'],
            ['สอบวัดระดับ N4', 'JLPT N4 Preparation'],
            ['สอบวัดระดับ N3', 'JLPT N3 Preparation'],
          ],
        },
        {
          th: 'คันจิ{x}',
          en: 'Kanji {x}',
          fills: [
            ['วันละตัว', 'One a Day'],
            ['จำง่ายด้วยภาพ', 'Through Pictures'],
          ],
        },
      ],
      weight: 4,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [160, 320],
      layout: 'fixed',
    },
    {
      key: 'chinese',
      name: ['ภาษาจีน', 'Chinese'],
      kind: 'knowledge',
      noun: ['หนังสือเรียนภาษาจีน', 'Chinese course book'],
      themes: [['ภาษาจีนกลางสำหรับการสื่อสาร', 'Mandarin for everyday communication']],
      titles: [
        {
          th: 'ภาษาจีน{x}',
          en: 'Chinese {x}',
          fills: [
            ['สนทนาในชีวิตประจำวัน', 'for Everyday Conversation'],
            ['สำหรับธุรกิจ', 'for Business'],
            ['เตรียมสอบ HSK 3', 'HSK 3 Preparation'],
          ],
        },
      ],
      weight: 3,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [160, 300],
      layout: 'fixed',
    },
    {
      key: 'korean',
      name: ['ภาษาเกาหลี', 'Korean'],
      kind: 'knowledge',
      noun: ['หนังสือเรียนภาษาเกาหลี', 'Korean course book'],
      themes: [['ภาษาเกาหลีจากซีรีส์และเพลงที่ชอบ', 'Korean through the dramas and songs you love']],
      titles: [
        {
          th: 'ภาษาเกาหลี{x}',
          en: 'Korean {x}',
          fills: [
            ['เบื้องต้น', 'for Beginners'],
            ['จากซีรีส์', 'from K-Dramas'],
            ['สอบ TOPIK I', 'TOPIK I Preparation'],
          ],
        },
      ],
      weight: 3,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [160, 300],
      layout: 'fixed',
    },
  ],
};

const history: DemoTopCategory = {
  key: 'history',
  name: ['ประวัติศาสตร์', 'History'],
  description: [
    'ประวัติศาสตร์ไทยและโลก ชีวประวัติ และเรื่องเล่าจากอดีต',
    'Thai and world history, biographies and stories from the past.',
  ],
  showOnHome: false,
  subjects: [
    {
      key: 'thai-history',
      name: ['ประวัติศาสตร์ไทย', 'Thai History'],
      kind: 'knowledge',
      noun: ['หนังสือประวัติศาสตร์ไทย', 'book on Thai history'],
      themes: [['เรื่องราวของผู้คนและบ้านเมืองในอดีต', 'the people and towns of the past']],
      titles: [
        { th: 'กรุงศรีอยุธยา ราชธานีแห่งสายน้ำ', en: 'Ayutthaya: Capital of Rivers' },
        { th: 'เส้นทางการค้าสยามโบราณ', en: 'Trade Routes of Old Siam' },
        { th: 'ชีวิตชาวบ้านสมัยรัตนโกสินทร์ตอนต้น', en: 'Everyday Life in Early Rattanakosin' },
        { th: 'สุโขทัย รุ่งอรุณแห่งความสุข', en: 'Sukhothai: Dawn of Happiness' },
        { th: 'ล้านนา อาณาจักรแห่งขุนเขา', en: 'Lanna: Kingdom of the Mountains' },
        { th: 'ตำนานคลองบางกอก', en: "Tales of Bangkok's Canals" },
        { th: 'ประวัติศาสตร์อาหารไทย', en: 'A History of Thai Food' },
      ],
      weight: 6,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [200, 420],
      layout: 'text',
    },
    {
      key: 'world-history',
      name: ['ประวัติศาสตร์โลก', 'World History'],
      kind: 'knowledge',
      noun: ['หนังสือประวัติศาสตร์โลก', 'book on world history'],
      themes: [['เหตุการณ์สำคัญที่เปลี่ยนโลก', 'the events that changed the world']],
      titles: [
        { th: 'เส้นทางสายไหม', en: 'The Silk Road' },
        { th: 'จักรวรรดิที่ล่มสลาย', en: 'Fallen Empires' },
        { th: 'สงครามเย็นในเอเชียตะวันออกเฉียงใต้', en: 'The Cold War in Southeast Asia' },
        { th: 'ประวัติศาสตร์โลกใน 100 แผนที่', en: 'World History in 100 Maps' },
        {
          th: 'ประวัติศาสตร์{x}ฉบับย่อ',
          en: 'A Short History of {x}',
          fills: [
            ['ญี่ปุ่น', 'Japan'],
            ['ยุโรป', 'Europe'],
            ['กาแฟ', 'Coffee'],
            ['เครื่องเทศ', 'Spices'],
          ],
        },
      ],
      weight: 5,
      origins: { th: 2, en: 2 },
      prices: NONFICTION_PRICES,
      pages: [220, 480],
      layout: 'text',
    },
    {
      key: 'biographies',
      name: ['ชีวประวัติ', 'Biographies'],
      kind: 'knowledge',
      noun: ['หนังสือชีวประวัติ', 'biography'],
      themes: [['ชีวิตจริงที่สร้างแรงบันดาลใจ', 'a true life story that inspires']],
      titles: [
        { th: 'จากเด็กขายพวงมาลัยสู่เจ้าของโรงแรม', en: 'From Garland Seller to Hotel Owner' },
        { th: 'หมอชนบท 30 ปี', en: 'Thirty Years as a Country Doctor' },
        { th: 'ครูบนดอย', en: 'The Teacher on the Mountain' },
        { th: 'ชาวนาผู้เปลี่ยนโลก', en: 'The Farmer Who Changed the World' },
      ],
      weight: 3,
      origins: { th: 3, en: 1 },
      prices: NONFICTION_PRICES,
      pages: [200, 380],
      layout: 'text',
    },
  ],
};

const travel: DemoTopCategory = {
  key: 'travel',
  name: ['ท่องเที่ยว', 'Travel'],
  description: [
    'คู่มือเที่ยวไทยและต่างประเทศ และสารคดีการเดินทาง',
    'Guides to Thailand and abroad, and travel writing.',
  ],
  showOnHome: false,
  subjects: [
    {
      key: 'travel-thailand',
      name: ['เที่ยวไทย', 'Travel in Thailand'],
      kind: 'knowledge',
      noun: ['คู่มือเที่ยวไทย', 'Thailand travel guide'],
      themes: [
        ['ที่พัก ร้านอาหาร และเส้นทางเที่ยวแบบคนท้องถิ่น', 'where to stay, eat and wander like a local'],
      ],
      titles: [
        {
          th: '{x} ฉบับเที่ยวเอง',
          en: '{x}: A Do-It-Yourself Guide',
          fills: [
            ['เชียงใหม่', 'Chiang Mai'],
            ['น่าน', 'Nan'],
            ['ภูเก็ต', 'Phuket'],
            ['เกาะช้าง', 'Ko Chang'],
            ['กระบี่', 'Krabi'],
          ],
        },
        {
          th: 'ตะลุย{x}',
          en: 'Exploring {x}',
          fills: [
            ['ร้านเด็ดเมืองรอง', 'Hidden Gems in Small Towns'],
            ['ตลาดน้ำรอบกรุง', 'Floating Markets Around Bangkok'],
            ['คาเฟ่ริมทะเล', 'Seaside Cafés'],
          ],
        },
      ],
      weight: 5,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [120, 260],
      layout: 'fixed',
    },
    {
      key: 'travel-abroad',
      name: ['เที่ยวต่างประเทศ', 'Travel Abroad'],
      kind: 'knowledge',
      noun: ['คู่มือเที่ยวต่างประเทศ', 'travel guide'],
      themes: [
        ['การวางแผนเที่ยวต่างประเทศด้วยงบที่คุมได้', 'planning a trip abroad on a budget you control'],
      ],
      titles: [
        {
          th: '{x} ฉบับเที่ยวเอง',
          en: '{x}: A Do-It-Yourself Guide',
          fills: [
            ['โตเกียว', 'Tokyo'],
            ['โซล', 'Seoul'],
            ['ไต้หวัน', 'Taiwan'],
            ['เวียดนาม', 'Vietnam'],
            ['ลาว', 'Laos'],
            ['ฮอกไกโด', 'Hokkaido'],
          ],
        },
      ],
      weight: 5,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [120, 280],
      layout: 'fixed',
    },
    {
      key: 'travel-writing',
      name: ['สารคดีท่องเที่ยว', 'Travel Writing'],
      kind: 'knowledge',
      noun: ['สารคดีท่องเที่ยว', 'travelogue'],
      themes: [['การเดินทางที่เปลี่ยนมุมมองต่อชีวิต', 'a journey that changes how you see life']],
      titles: [
        { th: 'เดินเท้าข้ามหิมาลัย', en: 'On Foot Across the Himalayas' },
        { th: 'ขี่มอเตอร์ไซค์รอบอีสาน', en: 'Motorbiking Around Isan' },
        { th: 'จดหมายจากปลายทาง', en: 'Letters from the Destination' },
        { th: 'ครึ่งปีในอินเดีย', en: 'Half a Year in India' },
      ],
      weight: 3,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [180, 320],
      layout: 'text',
    },
  ],
};

const foodHealth: DemoTopCategory = {
  key: 'food-health',
  name: ['อาหาร สุขภาพ', 'Food & Health'],
  description: [
    'ตำราอาหาร สุขภาพ ความงาม และการออกกำลังกาย',
    'Cookbooks, health, beauty and fitness.',
  ],
  showOnHome: false,
  subjects: [
    {
      key: 'cookbooks',
      name: ['ตำราอาหาร', 'Cookbooks'],
      kind: 'knowledge',
      noun: ['ตำราอาหาร', 'cookbook'],
      themes: [
        ['สูตรอาหารที่ทำตามได้ง่ายในครัวบ้าน', 'recipes that are easy to follow in a home kitchen'],
      ],
      titles: [
        {
          th: 'อาหาร{x}',
          en: '{x} Cooking',
          fills: [
            ['อีสานแซ่บนัว', 'Spicy Isan'],
            ['ใต้รสจัด', 'Fiery Southern Thai'],
            ['เหนือบ้านเฮา', 'Northern Thai Home'],
          ],
        },
        { th: 'ขนมไทยโบราณ', en: 'Traditional Thai Desserts' },
        { th: 'เมนูหม้อทอดไร้น้ำมัน', en: 'Air Fryer Recipes' },
        { th: 'ข้าวกล่องวันทำงาน', en: 'Workday Lunch Boxes' },
        { th: 'อบขนมปังที่บ้าน', en: 'Home Bread Baking' },
      ],
      weight: 5,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [120, 240],
      layout: 'fixed',
    },
    {
      key: 'health',
      name: ['สุขภาพ', 'Health'],
      kind: 'knowledge',
      noun: ['หนังสือสุขภาพ', 'health book'],
      themes: [['การดูแลสุขภาพด้วยตัวเองอย่างถูกวิธี', 'taking care of your own health the right way']],
      titles: [
        { th: 'นอนหลับให้ลึก', en: 'Sleep Deeply' },
        { th: 'กินอย่างไรไม่ให้เป็นเบาหวาน', en: 'Eating to Avoid Diabetes' },
        { th: 'ออฟฟิศซินโดรมหายได้', en: 'Office Syndrome Can Be Cured' },
        { th: 'สมุนไพรไทยใกล้ตัว', en: 'Everyday Thai Herbs' },
        { th: 'ลำไส้ดี ชีวิตดี', en: 'Good Gut, Good Life' },
      ],
      weight: 5,
      origins: { th: 3, ja: 1 },
      prices: NONFICTION_PRICES,
      pages: [140, 260],
      layout: 'text',
    },
    {
      key: 'beauty',
      name: ['ความงาม', 'Beauty'],
      kind: 'knowledge',
      noun: ['หนังสือความงาม', 'beauty book'],
      themes: [['การดูแลผิวและแต่งหน้าอย่างเข้าใจ', 'skincare and make-up, properly understood']],
      titles: [
        {
          th: 'ผิวสวย{x}',
          en: 'Beautiful Skin {x}',
          fills: [
            ['ด้วยวิทยาศาสตร์', 'Through Science'],
            ['ในงบหลักร้อย', 'on a Small Budget'],
            ['ฉบับคนผิวแพ้ง่าย', 'for Sensitive Skin'],
          ],
        },
        { th: 'แต่งหน้าโทนธรรมชาติ', en: 'Natural-Look Make-Up' },
      ],
      weight: 2,
      origins: { th: 2, ko: 1 },
      prices: NONFICTION_PRICES,
      pages: [120, 220],
      layout: 'fixed',
    },
    {
      key: 'fitness',
      name: ['ออกกำลังกาย', 'Fitness'],
      kind: 'knowledge',
      noun: ['หนังสือออกกำลังกาย', 'fitness book'],
      themes: [['การออกกำลังกายอย่างปลอดภัยและได้ผล', 'exercising safely and effectively']],
      titles: [
        { th: 'วิ่งมาราธอนครั้งแรก', en: 'Your First Marathon' },
        { th: 'เวทเทรนนิ่งที่บ้าน', en: 'Weight Training at Home' },
        { th: 'โยคะวันละ 15 นาที', en: 'Fifteen Minutes of Yoga a Day' },
        { th: 'มวยไทยเพื่อสุขภาพ', en: 'Muay Thai for Fitness' },
        { th: 'ปั่นจักรยานทางไกล', en: 'Long-Distance Cycling' },
      ],
      weight: 3,
      origins: { th: 1 },
      prices: NONFICTION_PRICES,
      pages: [120, 240],
      layout: 'fixed',
    },
  ],
};

const children: DemoTopCategory = {
  key: 'children',
  name: ['หนังสือเด็ก', "Children's Books"],
  description: [
    'นิทานภาพ หนังสือเสริมความรู้ และวรรณกรรมเยาวชน',
    'Picture books, learning books and young-adult fiction.',
  ],
  showOnHome: false,
  subjects: [
    {
      key: 'picture-books',
      name: ['นิทานภาพ', 'Picture Books'],
      kind: 'picture',
      noun: ['นิทานภาพ', 'picture book'],
      themes: [
        ['มิตรภาพและการแบ่งปัน', 'friendship and sharing'],
        ['ความกล้าหาญในวันแรกของการไปโรงเรียน', 'being brave on the first day of school'],
        ['การเข้านอนตรงเวลา', 'going to bed on time'],
      ],
      titles: [
        { th: 'เจ้าช้างน้อยกับสายรุ้ง', en: 'The Little Elephant and the Rainbow' },
        { th: 'กระต่ายไม่ยอมนอน', en: "The Rabbit Who Wouldn't Sleep" },
        { th: 'คุณยายกับแมวสามสี', en: 'Grandma and the Calico Cat' },
        { th: 'ปลาทองอยากบิน', en: 'The Goldfish Who Wanted to Fly' },
        { th: 'บ้านต้นไม้ของโต้ง', en: "Tong's Treehouse" },
        { th: 'มะม่วงลูกสุดท้าย', en: 'The Last Mango' },
        {
          th: '{x}ไปโรงเรียน',
          en: '{x} Goes to School',
          fills: [
            ['จิ้งจกน้อย', 'Little Gecko'],
            ['ช้างน้อย', 'Baby Elephant'],
            ['นกฮูก', 'Owl'],
          ],
        },
      ],
      weight: 7,
      origins: { th: 5, en: 1 },
      prices: CHILDREN_PRICES,
      pages: [24, 48],
      layout: 'fixed',
    },
    {
      key: 'children-learning',
      name: ['เสริมความรู้เด็ก', "Children's Learning"],
      kind: 'picture',
      noun: ['หนังสือเสริมความรู้', 'learning book'],
      themes: [['ความรู้รอบตัวที่เด็ก ๆ อยากรู้', 'the things children are curious about']],
      titles: [
        {
          th: 'สนุกกับ{x}',
          en: 'Fun with {x}',
          fills: [
            ['ตัวเลข', 'Numbers'],
            ['พยัญชนะไทย ก-ฮ', 'Thai Letters'],
            ['ไดโนเสาร์', 'Dinosaurs'],
            ['ระบบสุริยะ', 'the Solar System'],
          ],
        },
        {
          th: 'ทำไม{x}',
          en: 'Why {x}?',
          fills: [
            ['ท้องฟ้าเป็นสีฟ้า', 'Is the Sky Blue'],
            ['ฝนจึงตก', 'Does It Rain'],
            ['ต้องแปรงฟัน', 'Do We Brush Our Teeth'],
          ],
        },
      ],
      weight: 4,
      origins: { th: 1 },
      prices: CHILDREN_PRICES,
      pages: [24, 64],
      layout: 'fixed',
    },
    {
      key: 'young-adult',
      name: ['วรรณกรรมเยาวชน', 'Young Adult'],
      kind: 'story',
      noun: ['วรรณกรรมเยาวชน', 'young-adult novel'],
      themes: [
        ['มิตรภาพในค่ายฤดูร้อน', 'friendship at a summer camp'],
        ['ปริศนาในห้องสมุดโรงเรียน', 'a puzzle in the school library'],
      ],
      titles: [
        { th: 'ค่ายฤดูร้อนที่ไม่มีวันลืม', en: 'The Unforgettable Summer Camp' },
        { th: 'ชมรมนักสืบชั้น ม.2', en: 'The Grade Eight Detective Club' },
        { th: 'เพื่อนรักต่างดาว', en: 'My Best Friend the Alien' },
        { th: 'ความลับของห้องสมุดโรงเรียน', en: 'The Secret of the School Library' },
        { th: 'จักรยานสีแดงของพ่อ', en: "Dad's Red Bicycle" },
      ],
      weight: 4,
      origins: { th: 3, en: 1 },
      prices: [12900, 14900, 16900, 19900],
      pages: [140, 280],
      layout: 'text',
    },
  ],
};

const religion: DemoTopCategory = {
  key: 'religion',
  name: ['ศาสนา ปรัชญา', 'Religion & Philosophy'],
  description: ['พุทธศาสนา ธรรมะประยุกต์ และปรัชญา', 'Buddhism, applied Dhamma and philosophy.'],
  showOnHome: false,
  subjects: [
    {
      key: 'buddhism',
      name: ['พุทธศาสนา', 'Buddhism'],
      kind: 'knowledge',
      noun: ['หนังสือพุทธศาสนา', 'book on Buddhism'],
      themes: [['หลักธรรมสำคัญในพุทธศาสนา', 'the core teachings of Buddhism']],
      titles: [
        { th: 'พุทธประวัติฉบับเข้าใจง่าย', en: 'The Life of the Buddha Made Simple' },
        { th: 'อริยสัจ 4 ในชีวิตประจำวัน', en: 'The Four Noble Truths in Daily Life' },
        { th: 'บทสวดมนต์พร้อมคำแปล', en: 'Chants with Translations' },
        { th: 'สมาธิเบื้องต้น', en: 'Introduction to Meditation' },
      ],
      weight: 4,
      origins: { th: 1 },
      prices: [9900, 12900, 15900, 18900],
      pages: [120, 280],
      layout: 'text',
    },
    {
      key: 'applied-dhamma',
      name: ['ธรรมะประยุกต์', 'Applied Dhamma'],
      kind: 'knowledge',
      noun: ['หนังสือธรรมะ', 'Dhamma book'],
      themes: [['ธรรมะที่นำมาใช้กับชีวิตและการทำงาน', 'Dhamma you can bring to life and work']],
      titles: [
        {
          th: 'ธรรมะ{x}',
          en: 'Dhamma {x}',
          fills: [
            ['สำหรับคนทำงาน', 'for Working People'],
            ['ก่อนนอน', 'at Bedtime'],
            ['ในวันที่ใจเหนื่อย', 'for Weary Days'],
            ['ติดกระเป๋า', 'in Your Pocket'],
          ],
        },
      ],
      weight: 4,
      origins: { th: 1 },
      prices: [9900, 12900, 15900, 18900],
      pages: [120, 240],
      layout: 'text',
    },
    {
      key: 'philosophy',
      name: ['ปรัชญา', 'Philosophy'],
      kind: 'knowledge',
      noun: ['หนังสือปรัชญา', 'philosophy book'],
      themes: [
        [
          'คำถามสำคัญของชีวิตที่นักปรัชญาถกเถียงกันมาหลายพันปี',
          'the big questions philosophers have argued about for millennia',
        ],
      ],
      titles: [
        {
          th: 'ปรัชญา{x}ฉบับย่อ',
          en: 'A Short Guide to {x} Philosophy',
          fills: [
            ['กรีก', 'Greek'],
            ['ตะวันออก', 'Eastern'],
            ['สโตอิก', 'Stoic'],
          ],
        },
        { th: 'ความหมายของชีวิตในร้านกาแฟ', en: 'The Meaning of Life in a Coffee Shop' },
      ],
      weight: 3,
      origins: { th: 2, en: 1 },
      prices: NONFICTION_PRICES,
      pages: [160, 320],
      layout: 'text',
    },
  ],
};

const education: DemoTopCategory = {
  key: 'education',
  name: ['สอบ การศึกษา', 'Exams & Education'],
  description: [
    'เตรียมสอบเข้ามหาวิทยาลัย สอบราชการ และคู่มือเรียน',
    'University entrance, civil-service exams and study guides.',
  ],
  showOnHome: false,
  subjects: [
    {
      key: 'university-entrance',
      name: ['เตรียมสอบเข้ามหาวิทยาลัย', 'University Entrance Exams'],
      kind: 'knowledge',
      noun: ['หนังสือเตรียมสอบ', 'exam-prep book'],
      themes: [['แนวข้อสอบพร้อมเฉลยละเอียด', 'practice questions with detailed answers']],
      titles: [
        {
          th: 'ตะลุยโจทย์ {x}',
          en: '{x} Practice Problems',
          fills: [
            ['TGAT', 'TGAT'],
            ['TPAT', 'TPAT'],
            ['A-Level คณิตศาสตร์', 'A-Level Mathematics'],
            ['A-Level ฟิสิกส์', 'A-Level Physics'],
            ['A-Level ภาษาอังกฤษ', 'A-Level English'],
          ],
        },
        {
          th: 'สรุปเข้ม{x}',
          en: '{x}: Intensive Summary',
          fills: [
            ['ชีววิทยา ม.ปลาย', 'Upper-Secondary Biology'],
            ['สังคมศึกษา', 'Social Studies'],
          ],
        },
      ],
      weight: 5,
      origins: { th: 1 },
      prices: [19900, 24500, 29500, 35000],
      pages: [240, 560],
      layout: 'fixed',
    },
    {
      key: 'civil-service',
      name: ['สอบราชการ', 'Civil Service Exams'],
      kind: 'knowledge',
      noun: ['หนังสือเตรียมสอบราชการ', 'civil-service exam guide'],
      themes: [['เนื้อหาและแนวข้อสอบที่ออกบ่อย', 'the content and questions that come up most']],
      titles: [
        {
          th: 'แนวข้อสอบ{x}',
          en: '{x} Practice Exams',
          fills: [
            ['ภาค ก.', 'Civil Service Part A'],
            ['ท้องถิ่น', 'Local Government'],
            ['ครูผู้ช่วย', 'Assistant Teacher'],
          ],
        },
      ],
      weight: 3,
      origins: { th: 1 },
      prices: [19900, 24500, 29500],
      pages: [240, 480],
      layout: 'fixed',
    },
    {
      key: 'study-guides',
      name: ['คู่มือเรียน', 'Study Guides'],
      kind: 'knowledge',
      noun: ['คู่มือเรียน', 'study guide'],
      themes: [['สรุปเนื้อหาตามหลักสูตรพร้อมแบบฝึกหัด', 'curriculum summaries with exercises']],
      titles: [
        {
          th: 'คู่มือเรียน{x}',
          en: '{x} Study Guide',
          fills: [
            ['คณิตศาสตร์ ม.1', 'Grade 7 Mathematics'],
            ['วิทยาศาสตร์ ป.6', 'Grade 6 Science'],
            ['ฟิสิกส์ ม.4', 'Grade 10 Physics'],
          ],
        },
        { th: 'เทคนิคอ่านหนังสือให้จำแม่น', en: 'Study Techniques for a Better Memory' },
      ],
      weight: 3,
      origins: { th: 1 },
      prices: [14900, 18900, 22500],
      pages: [160, 360],
      layout: 'fixed',
    },
  ],
};

const magazines: DemoTopCategory = {
  key: 'magazines',
  name: ['นิตยสาร', 'Magazines'],
  description: [
    'นิตยสารไลฟ์สไตล์ ธุรกิจ และเทคโนโลยีฉบับล่าสุด',
    'The latest lifestyle, business and technology magazines.',
  ],
  showOnHome: false,
  subjects: [
    {
      key: 'lifestyle-magazines',
      name: ['นิตยสารไลฟ์สไตล์', 'Lifestyle Magazines'],
      kind: 'magazine',
      noun: ['นิตยสาร', 'magazine'],
      themes: [['ที่เที่ยว ร้านอร่อย และแฟชั่นประจำเดือน', "this month's places to go, food and fashion"]],
      titles: [],
      weight: 0,
      origins: { th: 1 },
      prices: MAGAZINE_PRICES,
      pages: [80, 140],
      layout: 'fixed',
    },
    {
      key: 'business-magazines',
      name: ['นิตยสารธุรกิจ', 'Business Magazines'],
      kind: 'magazine',
      noun: ['นิตยสาร', 'magazine'],
      themes: [
        ['บทสัมภาษณ์ผู้บริหารและเทรนด์ธุรกิจ', 'interviews with business leaders and the trends to watch'],
      ],
      titles: [],
      weight: 0,
      origins: { th: 1 },
      prices: MAGAZINE_PRICES,
      pages: [80, 140],
      layout: 'fixed',
    },
    {
      key: 'tech-magazines',
      name: ['นิตยสารเทคโนโลยี', 'Technology Magazines'],
      kind: 'magazine',
      noun: ['นิตยสาร', 'magazine'],
      themes: [['รีวิวแกดเจ็ตและข่าวเทคโนโลยี', 'gadget reviews and technology news']],
      titles: [],
      weight: 0,
      origins: { th: 1 },
      prices: MAGAZINE_PRICES,
      pages: [80, 140],
      layout: 'fixed',
    },
  ],
};

export const DEMO_TOP_CATEGORIES: readonly DemoTopCategory[] = [
  fiction,
  comics,
  lightNovels,
  selfHelp,
  business,
  computers,
  languages,
  history,
  travel,
  foodHealth,
  children,
  religion,
  education,
  magazines,
];

export type SubjectEntry = { top: DemoTopCategory; subject: DemoSubject };

/** Every sub-category with its top category, in tree order. */
export const DEMO_SUBJECTS: readonly SubjectEntry[] = DEMO_TOP_CATEGORIES.flatMap((top) =>
  top.subjects.map((subject) => ({ top, subject })),
);

export const findSubject = (key: string): SubjectEntry => {
  const entry = DEMO_SUBJECTS.find(({ subject }) => subject.key === key);
  if (!entry) throw new Error(`unknown demo subject ${key}`);
  return entry;
};

/** The category path of a subject, from the top: `[นิยาย, นิยายรัก]`. */
export const subjectPath = (key: string): LocalizedText[] => {
  const { top, subject } = findSubject(key);
  return [toText(top.name), toText(subject.name)];
};

export const topCategoryPath = (key: string): LocalizedText[] => {
  const top = DEMO_TOP_CATEGORIES.find((category) => category.key === key);
  if (!top) throw new Error(`unknown demo category ${key}`);
  return [toText(top.name)];
};
