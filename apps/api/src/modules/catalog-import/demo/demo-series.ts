import type { Origin, Pair } from './demo-subjects.js';

/**
 * Series of the demo store: manga and light novels with many volumes, fantasy trilogies, a detective
 * series and monthly magazines (the volume is the issue number).
 */
export type DemoSeries = {
  key: string;
  name: Pair;
  subject: string;
  publisher: string;
  origin: Origin;
  volumes: readonly [number, number];
  /** Days between volumes. */
  interval: readonly [number, number];
  /** How a volume is named: `เล่ม 3` / `Vol. 3`, `เล่ม 2` / `Book 2`, `ฉบับที่ 141` / `Issue 141`. */
  label: 'volume' | 'book' | 'issue';
  /** The first issue number of a magazine in the store. */
  firstNumber?: number;
};

export const DEMO_SERIES: readonly DemoSeries[] = [
  {
    key: 'shadow-blade',
    name: ['ดาบพิฆาตเงา', 'Shadow-Slayer Blade'],
    subject: 'action-manga',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [9, 12],
    interval: [70, 110],
    label: 'volume',
  },
  {
    key: 'ninth-tower',
    name: ['นักล่าแห่งหอคอยที่เก้า', 'Hunter of the Ninth Tower'],
    subject: 'action-manga',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [5, 9],
    interval: [80, 120],
    label: 'volume',
  },
  {
    key: 'iron-fist-high',
    name: ['หมัดเหล็กไฮสคูล', 'Iron Fist High School'],
    subject: 'action-manga',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [5, 8],
    interval: [90, 130],
    label: 'volume',
  },
  {
    key: 'heartbeat-classroom',
    name: ['ห้องเรียนหัวใจเต้นแรง', 'Heartbeat Classroom'],
    subject: 'romance-manga',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [6, 10],
    interval: [75, 110],
    label: 'volume',
  },
  {
    key: 'sakura-promise',
    name: ['สัญญารักใต้ต้นซากุระ', 'A Promise Under the Sakura'],
    subject: 'romance-manga',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [5, 7],
    interval: [90, 140],
    label: 'volume',
  },
  {
    key: 'reborn-duchess',
    name: ['ย้อนเวลามาเป็นท่านหญิง', 'Reborn as the Duchess'],
    subject: 'webtoon',
    publisher: 'hinghoy',
    origin: 'ko',
    volumes: [5, 8],
    interval: [60, 100],
    label: 'volume',
  },
  {
    key: 'demon-office',
    name: ['ออฟฟิศนี้มีแต่ปีศาจ', 'This Office Is Full of Demons'],
    subject: 'webtoon',
    publisher: 'hinghoy',
    origin: 'ko',
    volumes: [5, 6],
    interval: [70, 100],
    label: 'volume',
  },
  {
    key: 'floating-market-gang',
    name: ['แก๊งป่วนตลาดน้ำ', 'The Floating Market Gang'],
    subject: 'thai-comics',
    publisher: 'hinghoy',
    origin: 'th',
    volumes: [5, 6],
    interval: [120, 180],
    label: 'volume',
  },
  {
    key: 'lazy-dragon',
    name: ['จอมเวทฝึกหัดกับมังกรขี้เกียจ', 'The Apprentice Mage and the Lazy Dragon'],
    subject: 'fantasy-light-novel',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [6, 10],
    interval: [100, 150],
    label: 'volume',
  },
  {
    key: 'after-hours-guild',
    name: ['กิลด์นักผจญภัยหลังเลิกงาน', "The After-Hours Adventurers' Guild"],
    subject: 'fantasy-light-novel',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [5, 8],
    interval: [110, 160],
    label: 'volume',
  },
  {
    key: 'chicken-rice-isekai',
    name: ['เกิดใหม่ทั้งทีขอเปิดร้านข้าวมันไก่ที่ต่างโลก', 'Reborn to Run a Chicken Rice Shop in Another World'],
    subject: 'isekai',
    publisher: 'hinghoy',
    origin: 'th',
    volumes: [5, 9],
    interval: [90, 140],
    label: 'volume',
  },
  {
    key: 'fridge-isekai',
    name: ['ผมถูกอัญเชิญไปต่างโลกพร้อมตู้เย็น', 'Summoned to Another World with My Fridge'],
    subject: 'isekai',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [5, 7],
    interval: [110, 160],
    label: 'volume',
  },
  {
    key: 'idol-next-door',
    name: ['แฟนสาวข้างห้องเป็นไอดอล', 'My Next-Door Neighbour Is an Idol'],
    subject: 'romcom-light-novel',
    publisher: 'hinghoy',
    origin: 'ja',
    volumes: [5, 8],
    interval: [100, 150],
    label: 'volume',
  },
  {
    key: 'singles-club',
    name: ['ชมรมคนโสดห้ามมีรัก', 'The Singles Club Forbids Love'],
    subject: 'romcom-light-novel',
    publisher: 'lomnao',
    origin: 'th',
    volumes: [5, 6],
    interval: [120, 170],
    label: 'volume',
  },
  {
    key: 'seven-naga',
    name: ['ตำนานนาคาเจ็ดเศียร', 'Chronicles of the Seven-Headed Naga'],
    subject: 'fantasy',
    publisher: 'daonuea',
    origin: 'th',
    volumes: [3, 3],
    interval: [240, 360],
    label: 'book',
  },
  {
    key: 'himmapan-guardians',
    name: ['ผู้พิทักษ์ป่าหิมพานต์', 'Guardians of the Himmapan Forest'],
    subject: 'fantasy',
    publisher: 'daonuea',
    origin: 'th',
    volumes: [3, 3],
    interval: [200, 330],
    label: 'book',
  },
  {
    key: 'throne-of-ashes',
    name: ['บัลลังก์เถ้าถ่าน', 'The Throne of Ashes'],
    subject: 'fantasy',
    publisher: 'milkyway',
    origin: 'en',
    volumes: [3, 3],
    interval: [260, 400],
    label: 'book',
  },
  {
    key: 'inspector-kaew',
    name: ['สารวัตรแก้วกับคดีริมน้ำ', "Inspector Kaew's Riverside Cases"],
    subject: 'mystery',
    publisher: 'moonshadow',
    origin: 'th',
    volumes: [4, 4],
    interval: [200, 300],
    label: 'book',
  },
  {
    key: 'weekend-lifestyle',
    name: ['ไลฟ์สไตล์วีคเอนด์', 'Weekend Lifestyle'],
    subject: 'lifestyle-magazines',
    publisher: 'weekendmedia',
    origin: 'th',
    volumes: [4, 4],
    interval: [30, 31],
    label: 'issue',
    firstNumber: 138,
  },
  {
    key: 'business-now',
    name: ['ธุรกิจทันโลก', 'Business Now'],
    subject: 'business-magazines',
    publisher: 'weekendmedia',
    origin: 'th',
    volumes: [4, 4],
    interval: [30, 31],
    label: 'issue',
    firstNumber: 72,
  },
  {
    key: 'tech-update',
    name: ['เทคอัปเดต', 'Tech Update'],
    subject: 'tech-magazines',
    publisher: 'weekendmedia',
    origin: 'th',
    volumes: [4, 4],
    interval: [30, 31],
    label: 'issue',
    firstNumber: 205,
  },
];

/** The name of one volume: `ดาบพิฆาตเงา เล่ม 3` / `Shadow-Slayer Blade, Vol. 3`. */
export const volumeName = ({ series, number }: { series: DemoSeries; number: number }): Pair => {
  const [th, en] = series.name;
  if (series.label === 'issue') return [`${th} ฉบับที่ ${number}`, `${en} Issue ${number}`];
  if (series.label === 'book') return [`${th} เล่ม ${number}`, `${en}, Book ${number}`];
  return [`${th} เล่ม ${number}`, `${en}, Vol. ${number}`];
};
