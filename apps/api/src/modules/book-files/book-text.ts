import { createRandom, mixSeed } from '../../lib/random.js';

/**
 * The readable text of a generated book (docs/book-files.md): chapters of paragraphs composed from
 * sentence pairs written together in Thai and English, so a Thai book and an English book tell the
 * same quiet story. The sentences use Thai words with stacked marks (น้ำ, ที่, ปู่, สุ่ม, ผู้, เปลี่ยน)
 * so a reader shows whether marks sit right and lines break between words. Chosen by a seeded
 * random from the book's reference: the same book always gets the same text.
 */

type Pair = readonly [th: string, en: string];

const CHAPTER_TITLES: readonly Pair[] = [
  ['บ้านริมน้ำ', 'The house by the water'],
  ['จดหมายของปู่', "Grandfather's letter"],
  ['ตลาดเช้าวันเสาร์', 'The Saturday morning market'],
  ['ฝนแรกของฤดู', 'The first rain of the season'],
  ['ทางกลับบ้าน', 'The way home'],
  ['ห้องสมุดเล็ก ๆ ในซอย', 'The little library in the lane'],
  ['เสียงระฆังที่วัด', 'The temple bell'],
  ['สมุดบันทึกสีเขียว', 'The green notebook'],
  ['คืนที่ไฟดับ', 'The night the lights went out'],
  ['เรือลำสุดท้าย', 'The last boat'],
  ['ต้นมะม่วงหลังบ้าน', 'The mango tree behind the house'],
  ['เพื่อนเก่าที่สถานีรถไฟ', 'An old friend at the station'],
];

const SENTENCES: readonly Pair[] = [
  [
    'ทุกเช้าปู่จะตื่นก่อนไก่ขัน แล้วเดินลงไปตักน้ำที่ท่าน้ำหน้าบ้าน',
    'Every morning Grandfather woke before the roosters and walked down to fetch water at the pier in front of the house.',
  ],
  [
    'แม่น้ำสายนี้ไหลผ่านหมู่บ้านมานานกว่าที่ใครจะจำได้',
    'The river had run past the village for longer than anyone could remember.',
  ],
  [
    'เด็ก ๆ ชอบนั่งฟังนิทานที่ผู้ใหญ่เล่าใต้ต้นไม้ใหญ่ในตอนเย็น',
    'The children loved to sit and listen to the stories the grown-ups told under the big tree in the evening.',
  ],
  [
    'เธอหยิบหนังสือเล่มหนึ่งขึ้นมาอย่างสุ่ม ๆ แล้วพบว่ามันเป็นเล่มที่เธอตามหามาหลายปี',
    'She picked up a book at random and found it was the very one she had been looking for for years.',
  ],
  [
    'กลิ่นข้าวเหนียวมะม่วงลอยมาจากครัว ส่วนในตู้เย็นมีน้ำมะพร้าวแช่ไว้ ทำให้ทุกคนในบ้านยิ้มออก',
    'The smell of mango sticky rice drifted from the kitchen, coconut water was chilling in the fridge, and everyone in the house smiled.',
  ],
  [
    'ฝนตกหนักจนน้ำในคลองเอ่อขึ้นมาถึงบันไดขั้นสุดท้าย',
    'It rained so hard that the water in the canal rose to the last step of the stairs.',
  ],
  [
    'ผู้เฒ่าเล่าว่าเมื่อก่อนที่นี่เคยเป็นท่าเรือที่คึกคักที่สุดในจังหวัด',
    'The old man said this had once been the busiest pier in the province.',
  ],
  [
    'เขาเขียนจดหมายถึงเพื่อนเก่าทุกเดือน แม้จะไม่เคยได้รับคำตอบเลยสักฉบับ',
    'He wrote to his old friend every month, although he never received a single reply.',
  ],
  [
    'เสียงระฆังจากวัดดังมาแต่ไกล บอกว่าถึงเวลาพระออกบิณฑบาตแล้ว',
    'The bell of the temple rang from far away: it was time for the monks to go out for alms.',
  ],
  [
    'ไม่มีใครรู้ว่ากล่องไม้ใบเก่าใต้เตียงของย่านั้นเก็บอะไรไว้ข้างใน',
    "Nobody knew what the old wooden box under Grandmother's bed was keeping inside.",
  ],
  [
    'ลมหนาวพัดผ่านทุ่งนาสีทอง ต้นข้าวโน้มตัวลงราวกับกำลังทักทาย',
    'A cool wind blew across the golden fields, and the rice bent as if to say hello.',
  ],
  [
    'ร้านน้ำชาหัวมุมถนนเปิดตั้งแต่ตีห้า และมีลูกค้าประจำคนเดิมทุกวัน',
    'The tea shop on the corner opened at five in the morning and had the same regulars every day.',
  ],
  [
    'เธอตัดสินใจเปลี่ยนเส้นทางกลับบ้าน เพื่อดูว่าถนนอีกสายจะพาไปพบอะไร',
    'She decided to change her way home, to see what the other road would lead her to.',
  ],
  [
    'หนังสือที่ดีเหมือนเพื่อนที่รอเราอยู่เสมอ ไม่ว่าเราจะหายไปนานเท่าไร',
    'A good book is like a friend who always waits for us, however long we have been away.',
  ],
  [
    'เมื่อไฟดับทั้งซอย ทุกบ้านจุดเทียนแล้วออกมานั่งคุยกันที่หน้าบ้าน',
    'When the power went out in the whole lane, every house lit candles and came out to talk on the doorstep.',
  ],
  [
    'ครูบอกว่าการอ่านวันละนิดจะค่อย ๆ เปลี่ยนวิธีที่เรามองโลก',
    'The teacher said that reading a little each day slowly changes the way we see the world.',
  ],
  [
    'บนโต๊ะมีถ้วยชาที่เย็นชืดไปแล้ว กับสมุดบันทึกที่เปิดค้างไว้หน้าเดิม',
    'On the table stood a cup of tea gone cold and a notebook left open at the same page.',
  ],
  [
    'เรือหางยาวแล่นผ่านไป ทิ้งคลื่นเล็ก ๆ ให้กระทบฝั่งเป็นจังหวะ',
    'A long-tailed boat went by and left small waves lapping at the bank in time.',
  ],
  [
    'พ่อค้าผลไม้ร้องเรียกลูกค้าด้วยเสียงที่ทุกคนในตลาดจำได้',
    'The fruit seller called out to customers in a voice everyone at the market knew.',
  ],
  [
    'เขาเงียบไปนาน ก่อนจะพูดว่าบางเรื่องต้องใช้เวลาจึงจะเข้าใจ',
    'He was silent for a long while before he said that some things take time to understand.',
  ],
  [
    'แสงแดดยามบ่ายส่องผ่านหน้าต่างไม้ ทำให้ฝุ่นในห้องดูเหมือนประกายทอง',
    'The afternoon sun shone through the wooden window and made the dust in the room look like gold.',
  ],
  [
    'ทุกครั้งที่ได้ยินเพลงนี้ เธอจะนึกถึงหน้าร้อนปีที่ได้ไปเที่ยวทะเลกับพี่ชาย',
    'Whenever she heard this song she remembered the summer she went to the sea with her brother.',
  ],
  [
    'คำถามที่ไม่มีใครตอบได้ยังคงวนอยู่ในหัวของเขาตลอดทั้งคืน',
    'The question no one could answer kept circling in his head all night.',
  ],
  [
    'ยายสอนว่าการให้อภัยไม่ได้แปลว่าลืม แต่แปลว่าเลือกที่จะเดินต่อ',
    'Grandmother taught that forgiving does not mean forgetting, but choosing to walk on.',
  ],
  [
    'รถไฟขบวนสุดท้ายออกจากสถานีตรงเวลา แม้จะมีผู้โดยสารเพียงไม่กี่คน',
    'The last train left the station on time, although it carried only a few passengers.',
  ],
  [
    'ในห้องสมุดเล็ก ๆ แห่งนั้น มีหนังสือเก่ากว่าอายุของหมู่บ้านเสียอีก',
    'In that little library there were books older than the village itself.',
  ],
  [
    'เด็กหญิงนับดาวบนฟ้า แล้วตั้งชื่อให้ดาวแต่ละดวงตามชื่อคนที่เธอรัก',
    'The girl counted the stars and named each one after someone she loved.',
  ],
  [
    'น้ำค้างยามเช้าเกาะอยู่บนใบบัว ส่องประกายเหมือนเม็ดแก้ว',
    'The morning dew clung to the lotus leaves and sparkled like beads of glass.',
  ],
  [
    'เขารู้สึกว่าตัวเองกำลังยืนอยู่ตรงจุดเปลี่ยนที่สำคัญที่สุดของชีวิต',
    'He felt he was standing at the most important turning point of his life.',
  ],
  [
    'เมื่อถึงหน้าสุดท้ายของจดหมาย เธอจึงเข้าใจว่าทำไมปู่ถึงเก็บมันไว้นานขนาดนั้น',
    'When she reached the last page of the letter, she understood why Grandfather had kept it so long.',
  ],
  [
    'ชาวบ้านช่วยกันซ่อมสะพานไม้ที่พังไปเมื่อหน้าน้ำปีก่อน',
    "The villagers came together to mend the wooden bridge that last year's flood had broken.",
  ],
  [
    'ไม่มีอะไรอร่อยไปกว่าข้าวต้มร้อน ๆ ในคืนที่ฝนตกพรำ ๆ',
    'Nothing tastes better than hot rice soup on a drizzly night.',
  ],
  [
    'เธอเก็บเมล็ดพันธุ์จากต้นไม้ในสวนไว้ในขวดแก้ว เพื่อปลูกใหม่ในปีหน้า',
    'She kept seeds from the garden in glass jars, to sow them again next year.',
  ],
  [
    'ผู้คนที่เดินผ่านไปมาต่างมีเรื่องราวของตัวเองที่เราไม่มีวันได้รู้',
    'Everyone who walks past has a story of their own that we will never know.',
  ],
  [
    'เสียงหัวเราะของเด็ก ๆ ดังมาจากลานวัด ที่พวกเขากำลังเล่นซ่อนหากัน',
    'Laughter came from the temple yard, where the children were playing hide and seek.',
  ],
  [
    'ก่อนนอน แม่จะอ่านหนังสือให้ฟังหนึ่งบทเสมอ และหยุดตรงตอนที่น่าตื่นเต้นที่สุด',
    'Before bed Mother always read one chapter aloud, and stopped at the most exciting part.',
  ],
];

export type BookChapter = { title: string; paragraphs: string[] };

export type BookTextInput = {
  recordReference: string;
  language: 'th' | 'en';
  /** The book's description in its language, opening the first chapter. */
  description: string;
  /** How many chapters (default 5). */
  chapters?: number;
};

/** A stable number from a string (FNV-1a), to seed the book's random. */
export const seedOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
};

const CHAPTER_WORD: Record<'th' | 'en', (number: number) => string> = {
  th: (number) => `บทที่ ${number}`,
  en: (number) => `Chapter ${number}`,
};

export const chapterHeading = (language: 'th' | 'en', number: number, title: string): string =>
  `${CHAPTER_WORD[language](number)} ${title}`;

/** The chapters of a generated book: about 20 paragraphs of 3 to 5 sentences each. */
export const composeChapters = (input: BookTextInput): BookChapter[] => {
  const random = createRandom(mixSeed(seedOf(input.recordReference), 0x0b00c));
  const side = input.language === 'th' ? 0 : 1;
  const titles = random.shuffle(CHAPTER_TITLES);
  const count = input.chapters ?? 5;
  return Array.from({ length: count }, (_, index): BookChapter => {
    const paragraphs: string[] = [];
    if (index === 0 && input.description.trim())
      paragraphs.push(...input.description.split(/\n+/).filter((line) => line.trim()));
    const total = random.int(16, 22);
    while (paragraphs.length < total) {
      const sentences = random
        .shuffle(SENTENCES)
        .slice(0, random.int(3, 5))
        .map((pair) => pair[side]);
      paragraphs.push(sentences.join(' '));
    }
    const title = (titles[index % titles.length] as Pair)[side];
    return { title: chapterHeading(input.language, index + 1, title), paragraphs };
  });
};
