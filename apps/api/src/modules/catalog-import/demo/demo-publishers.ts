import type { ImportPublisher } from '../catalog-import.types.js';
import { toText, type Pair } from './demo-subjects.js';

/**
 * Twenty invented Thai publishers. `publishes` lists the subject or top-category keys they publish;
 * an imprint with `for` is used for books of those keys. `registrant` is the ISBN publisher element
 * after 978-616 (Thailand).
 */
export type DemoPublisher = {
  key: string;
  name: Pair;
  description: Pair;
  publishes: readonly string[];
  /** Prefers translated works. */
  translations?: boolean;
  imprints: ReadonlyArray<{ name: Pair; for: readonly string[] }>;
  registrant: string;
};

export const DEMO_PUBLISHERS: readonly DemoPublisher[] = [
  {
    key: 'fahkhram',
    name: ['ฟ้าครามบุ๊คส์', 'Fah Khram Books'],
    description: [
      'สำนักพิมพ์อิสระที่คัดสรรนิยายรักและวรรณกรรมร่วมสมัยของนักเขียนไทยรุ่นใหม่',
      'An independent house publishing romance and contemporary fiction by new Thai voices.',
    ],
    publishes: ['romance', 'literary', 'travel-writing'],
    imprints: [{ name: ['ฟ้าคราม คลาสสิก', 'Fah Khram Classics'], for: ['literary'] }],
    registrant: '210',
  },
  {
    key: 'daonuea',
    name: ['สำนักพิมพ์ดาวเหนือ', 'Dao Nuea Press'],
    description: [
      'บ้านของนิยายแฟนตาซีและวิทยาศาสตร์ที่พาผู้อ่านไปไกลกว่าขอบฟ้า',
      'Home of fantasy and science fiction that takes readers beyond the horizon.',
    ],
    publishes: ['fantasy', 'science-fiction', 'young-adult'],
    imprints: [{ name: ['ดาวเหนือ เยาวชน', 'Dao Nuea Young Readers'], for: ['young-adult'] }],
    registrant: '247',
  },
  {
    key: 'bailan',
    name: ['ใบลานสำนักพิมพ์', 'Bai Lan Publishing'],
    description: [
      'วรรณกรรมและสารคดีประวัติศาสตร์ที่เล่าเรื่องราวของสังคมไทยอย่างลึกซึ้ง',
      'Literary fiction and history that tell the story of Thai society in depth.',
    ],
    publishes: ['literary', 'thai-history', 'biographies'],
    imprints: [
      { name: ['ใบลาน ร่วมสมัย', 'Bai Lan Contemporary'], for: ['literary'] },
      { name: ['ใบลาน สารคดี', 'Bai Lan Nonfiction'], for: ['thai-history', 'biographies'] },
    ],
    registrant: '284',
  },
  {
    key: 'hinghoy',
    name: ['หิ่งห้อยคอมมิกส์', 'Hinghoy Comics'],
    description: [
      'ผู้นำเข้ามังงะและไลท์โนเวลลิขสิทธิ์จากญี่ปุ่นและเกาหลี พร้อมผลงานนักวาดไทย',
      'Licensed manga and light novels from Japan and Korea, alongside Thai artists.',
    ],
    publishes: ['comics', 'light-novels'],
    translations: true,
    imprints: [
      { name: ['หิ่งห้อย มังงะ', 'Hinghoy Manga'], for: ['comics'] },
      { name: ['หิ่งห้อย ไลท์โนเวล', 'Hinghoy Light Novel'], for: ['light-novels'] },
    ],
    registrant: '321',
  },
  {
    key: 'lomnao',
    name: ['ลมหนาวพับลิชชิ่ง', 'Lom Nao Publishing'],
    description: ['นิยายรักอบอุ่นหัวใจ อ่านสบายในทุกฤดู', 'Heart-warming romance for every season.'],
    publishes: ['romance', 'romcom-light-novel'],
    imprints: [{ name: ['ลมหนาว เลิฟ', 'Lom Nao Love'], for: ['romance'] }],
    registrant: '358',
  },
  {
    key: 'milkyway',
    name: ['สำนักพิมพ์ทางช้างเผือก', 'Milky Way Press'],
    description: [
      'นิยายแปลแนวแฟนตาซีและวิทยาศาสตร์จากนักเขียนทั่วโลก',
      'Translated fantasy and science fiction from writers around the world.',
    ],
    publishes: ['fantasy', 'science-fiction', 'mystery'],
    translations: true,
    imprints: [
      { name: ['ทางช้างเผือก แปล', 'Milky Way Translations'], for: ['fantasy', 'science-fiction'] },
    ],
    registrant: '395',
  },
  {
    key: 'moonshadow',
    name: ['สำนักพิมพ์เงาจันทร์', 'Moonshadow Press'],
    description: [
      'นิยายสืบสวนสอบสวนและระทึกขวัญที่ทำให้คุณวางไม่ลง',
      'Mysteries and thrillers you will not be able to put down.',
    ],
    publishes: ['mystery'],
    translations: true,
    imprints: [{ name: ['เงาจันทร์ ฆาตกรรม', 'Moonshadow Crime'], for: ['mystery'] }],
    registrant: '432',
  },
  {
    key: 'seedling',
    name: ['สำนักพิมพ์เมล็ดพันธุ์', 'Seedling Press'],
    description: [
      'หนังสือพัฒนาตนเองที่เริ่มจากก้าวเล็ก ๆ แต่เปลี่ยนชีวิตได้จริง',
      'Self-improvement books that start small and change lives.',
    ],
    publishes: ['self-improvement', 'psychology'],
    imprints: [{ name: ['เมล็ดพันธุ์ ไลฟ์', 'Seedling Life'], for: ['self-improvement'] }],
    registrant: '469',
  },
  {
    key: 'goldengaur',
    name: ['กระทิงทองบุ๊คส์', 'Golden Gaur Books'],
    description: [
      'ความรู้ธุรกิจและการลงทุนจากผู้ที่ลงมือทำจริง',
      'Business and investing know-how from people who have done it.',
    ],
    publishes: ['business'],
    imprints: [
      { name: ['กระทิงทอง อินเวสต์', 'Golden Gaur Invest'], for: ['investing', 'personal-finance'] },
      { name: ['กระทิงทอง บิซ', 'Golden Gaur Biz'], for: ['marketing', 'management', 'startups'] },
    ],
    registrant: '506',
  },
  {
    key: 'codinghouse',
    name: ['โค้ดดิ้งเฮาส์', 'Coding House'],
    description: [
      'ตำราคอมพิวเตอร์และการเขียนโปรแกรมภาษาไทย เขียนโดยนักพัฒนาตัวจริง',
      'Computer and programming books in Thai, written by working developers.',
    ],
    publishes: ['computers'],
    imprints: [{ name: ['โค้ดดิ้งเฮาส์ โปร', 'Coding House Pro'], for: ['programming', 'data-ai'] }],
    registrant: '543',
  },
  {
    key: 'songphasa',
    name: ['สำนักพิมพ์สองภาษา', 'Song Phasa Press'],
    description: [
      'หนังสือเรียนภาษาต่างประเทศสำหรับคนไทย ตั้งแต่เริ่มต้นจนถึงสอบวัดระดับ',
      'Foreign-language courses for Thai learners, from first steps to proficiency exams.',
    ],
    publishes: ['languages'],
    imprints: [{ name: ['สองภาษา เอ็กซาม', 'Song Phasa Exam Prep'], for: ['english', 'japanese'] }],
    registrant: '580',
  },
  {
    key: 'silajaruek',
    name: ['ศิลาจารึกสำนักพิมพ์', 'Sila Jaruek Press'],
    description: [
      'สารคดีประวัติศาสตร์และปรัชญาที่อ่านสนุกเหมือนนิยาย',
      'History and philosophy that read like novels.',
    ],
    publishes: ['history', 'philosophy'],
    imprints: [
      { name: ['ศิลา ประวัติศาสตร์', 'Sila History'], for: ['thai-history', 'world-history'] },
    ],
    registrant: '617',
  },
  {
    key: 'oldbackpack',
    name: ['เป้ใบเก่า', 'Old Backpack Books'],
    description: [
      'คู่มือท่องเที่ยวและสารคดีการเดินทางจากนักเดินทางตัวจริง',
      'Travel guides and travel writing by seasoned travellers.',
    ],
    publishes: ['travel'],
    imprints: [
      { name: ['เป้ใบเก่า ไกด์', 'Old Backpack Guides'], for: ['travel-thailand', 'travel-abroad'] },
    ],
    registrant: '654',
  },
  {
    key: 'grandmaskitchen',
    name: ['ครัวคุณยายพับลิชชิ่ง', "Grandma's Kitchen Publishing"],
    description: [
      'ตำราอาหารไทยและหนังสือสุขภาพสำหรับทุกบ้าน',
      'Thai cookbooks and health books for every home.',
    ],
    publishes: ['cookbooks', 'health', 'beauty', 'fitness'],
    imprints: [
      { name: ['ครัวคุณยาย เฮลท์ตี้', "Grandma's Kitchen Healthy"], for: ['health', 'fitness'] },
    ],
    registrant: '691',
  },
  {
    key: 'balloonkids',
    name: ['ลูกโป่งคิดส์', 'Balloon Kids'],
    description: [
      'นิทานภาพและหนังสือเสริมความรู้ที่ทำให้เด็ก ๆ รักการอ่าน',
      'Picture books and learning books that make children love reading.',
    ],
    publishes: ['children'],
    imprints: [
      { name: ['ลูกโป่ง นิทาน', 'Balloon Tales'], for: ['picture-books'] },
      { name: ['ลูกโป่ง เรียนรู้', 'Balloon Learning'], for: ['children-learning'] },
    ],
    registrant: '728',
  },
  {
    key: 'thammathara',
    name: ['ธรรมธารา', 'Thammathara Books'],
    description: [
      'หนังสือธรรมะและพุทธศาสนาที่อ่านง่าย นำไปใช้ได้ในชีวิตประจำวัน',
      'Accessible books on Buddhism and Dhamma for daily life.',
    ],
    publishes: ['buddhism', 'applied-dhamma'],
    imprints: [{ name: ['ธารธรรม', 'Than Tham'], for: ['applied-dhamma'] }],
    registrant: '765',
  },
  {
    key: 'tutorplus',
    name: ['ติวเตอร์พลัส', 'Tutor Plus Press'],
    description: [
      'หนังสือเตรียมสอบและคู่มือเรียนจากทีมติวเตอร์มากประสบการณ์',
      'Exam preparation and study guides from experienced tutors.',
    ],
    publishes: ['education', 'english'],
    imprints: [
      { name: ['ติวเตอร์พลัส แอดมิชชัน', 'Tutor Plus Admissions'], for: ['university-entrance'] },
    ],
    registrant: '802',
  },
  {
    key: 'weekendmedia',
    name: ['วีคเอนด์มีเดีย', 'Weekend Media'],
    description: [
      'ผู้ผลิตนิตยสารไลฟ์สไตล์ ธุรกิจ และเทคโนโลยีรายเดือน',
      'Publisher of monthly lifestyle, business and technology magazines.',
    ],
    publishes: ['magazines'],
    imprints: [{ name: ['วีคเอนด์ แมกกาซีน', 'Weekend Magazines'], for: ['magazines'] }],
    registrant: '839',
  },
  {
    key: 'orangecat',
    name: ['แมวส้มสำนักพิมพ์', 'Orange Cat Press'],
    description: [
      'หนังสือแปลคุณภาพทั้งนิยายและสารคดีจากทั่วโลก',
      'Quality translations of fiction and non-fiction from around the world.',
    ],
    publishes: ['romance', 'literary', 'mystery', 'world-history', 'picture-books'],
    translations: true,
    imprints: [{ name: ['แมวส้ม คลาสสิก', 'Orange Cat Classics'], for: ['literary'] }],
    registrant: '876',
  },
  {
    key: 'tonkla',
    name: ['สำนักพิมพ์ต้นกล้า', 'Tonkla Press'],
    description: [
      'หนังสือจิตวิทยา ความสัมพันธ์ และสุขภาพใจ เพื่อการเติบโตอย่างอ่อนโยน',
      'Psychology, relationships and well-being books for gentle growth.',
    ],
    publishes: ['psychology', 'relationships', 'health', 'self-improvement'],
    imprints: [{ name: ['ต้นกล้า ฮีลใจ', 'Tonkla Heal'], for: ['relationships', 'psychology'] }],
    registrant: '913',
  },
];

export const findPublisher = (key: string): DemoPublisher => {
  const publisher = DEMO_PUBLISHERS.find((candidate) => candidate.key === key);
  if (!publisher) throw new Error(`unknown demo publisher ${key}`);
  return publisher;
};

/** Publishers that publish a subject (by its own key or its top category's key). */
export const publishersFor = ({ subjectKey, topKey }: { subjectKey: string; topKey: string }) =>
  DEMO_PUBLISHERS.filter(
    ({ publishes }) => publishes.includes(subjectKey) || publishes.includes(topKey),
  );

export const imprintFor = ({
  publisher,
  subjectKey,
  topKey,
}: {
  publisher: DemoPublisher;
  subjectKey: string;
  topKey: string;
}): Pair | null =>
  publisher.imprints.find(
    (imprint) => imprint.for.includes(subjectKey) || imprint.for.includes(topKey),
  )?.name ?? null;

const emailName = (key: string) => `${key}@example.com`;

export const toImportPublisher = (publisher: DemoPublisher): ImportPublisher => ({
  name: toText(publisher.name),
  description: toText(publisher.description),
  email: emailName(publisher.key),
  imprints: publisher.imprints.map(({ name }) => toText(name)),
});
