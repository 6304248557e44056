import type { LocalizedText } from '../catalog-import.types.js';
import type { Origin, Pair } from './demo-subjects.js';

/**
 * Invented people: Thai given names and family names with their usual romanisation, pen names, and
 * foreign authors (with the Thai transliteration a store shows) for translated works.
 */
export const THAI_GIVEN_NAMES: readonly Pair[] = [
  ['ศิริพร', 'Siriporn'],
  ['สมชาย', 'Somchai'],
  ['วรรณา', 'Wanna'],
  ['ธนพล', 'Thanaphon'],
  ['กมลชนก', 'Kamonchanok'],
  ['ปิยะพงษ์', 'Piyaphong'],
  ['อรอุมา', 'Ornuma'],
  ['ณัฐวุฒิ', 'Nattawut'],
  ['สุภาวดี', 'Suphawadi'],
  ['พิชิต', 'Phichit'],
  ['จิราพร', 'Jiraporn'],
  ['วีระศักดิ์', 'Weerasak'],
  ['นภัสสร', 'Naphatsorn'],
  ['ชัยวัฒน์', 'Chaiwat'],
  ['รัตนา', 'Rattana'],
  ['กิตติพงศ์', 'Kittiphong'],
  ['ปวีณา', 'Pawina'],
  ['อนุชา', 'Anucha'],
  ['ศุภชัย', 'Supachai'],
  ['มณีรัตน์', 'Maneerat'],
  ['ธีรวัฒน์', 'Theerawat'],
  ['พรทิพย์', 'Porntip'],
  ['เอกชัย', 'Ekkachai'],
  ['ดวงใจ', 'Duangjai'],
  ['สุรเชษฐ์', 'Surachet'],
  ['วิไลวรรณ', 'Wilaiwan'],
  ['ภาคิน', 'Phakin'],
  ['ชลธิชา', 'Chonthicha'],
  ['ยุทธนา', 'Yutthana'],
  ['อัญชลี', 'Anchalee'],
  ['ปกรณ์', 'Pakorn'],
  ['เบญจวรรณ', 'Benjawan'],
  ['ธนากร', 'Thanakorn'],
  ['กัลยา', 'Kanlaya'],
  ['วรวิทย์', 'Worawit'],
  ['นันทนา', 'Nantana'],
  ['สมศักดิ์', 'Somsak'],
  ['ประภาพร', 'Praphaporn'],
  ['อดิศร', 'Adisorn'],
  ['ลัดดาวัลย์', 'Laddawan'],
  ['ณัฐพล', 'Nattaphon'],
  ['ศศิธร', 'Sasithorn'],
  ['ชนินทร์', 'Chanin'],
  ['พิมพ์ชนก', 'Phimchanok'],
  ['ภูมิพัฒน์', 'Phumiphat'],
  ['ธิดารัตน์', 'Thidarat'],
  ['วัชระ', 'Watchara'],
  ['เพ็ญศรี', 'Pensri'],
  ['กฤษดา', 'Kritsada'],
  ['อารีรัตน์', 'Arirat'],
];

export const THAI_FAMILY_NAMES: readonly Pair[] = [
  ['วงศ์ใหญ่', 'Wongyai'],
  ['ศรีสุข', 'Srisuk'],
  ['แก้วมณี', 'Kaewmanee'],
  ['ทองดี', 'Thongdee'],
  ['บุญมา', 'Boonma'],
  ['จันทร์เพ็ญ', 'Chanpen'],
  ['สุขสวัสดิ์', 'Suksawat'],
  ['รัตนพันธ์', 'Rattanaphan'],
  ['ประเสริฐศักดิ์', 'Prasertsak'],
  ['ชัยมงคล', 'Chaimongkol'],
  ['พึ่งบุญ', 'Phuengboon'],
  ['อินทรสุวรรณ', 'Intarasuwan'],
  ['เจริญผล', 'Charoenphon'],
  ['มีสุข', 'Meesuk'],
  ['ปานทอง', 'Panthong'],
  ['เพชรรัตน์', 'Phetcharat'],
  ['ธรรมวงศ์', 'Thammawong'],
  ['นาคสวัสดิ์', 'Naksawat'],
  ['สายบุญ', 'Saiboon'],
  ['ทรัพย์มาก', 'Sapmak'],
  ['กิจเจริญ', 'Kitcharoen'],
  ['ศรีวงศ์', 'Sriwong'],
  ['ลิ้มประเสริฐ', 'Limprasert'],
  ['ตั้งมั่น', 'Tangman'],
  ['อ่อนละมัย', 'Onlamai'],
  ['สุวรรณศรี', 'Suwannasri'],
  ['บุญเรือง', 'Boonruang'],
  ['พรหมมา', 'Phromma'],
  ['แสงทอง', 'Saengthong'],
  ['วิเศษสิทธิ์', 'Wisetsit'],
  ['ใจดี', 'Jaidee'],
  ['นิลสุวรรณ', 'Ninsuwan'],
  ['เกษมสุข', 'Kasemsuk'],
  ['รุ่งเรือง', 'Rungruang'],
  ['ศักดิ์ดี', 'Sakdee'],
  ['มั่นคง', 'Mankong'],
  ['สมบูรณ์ชัย', 'Sombunchai'],
  ['เทพประสิทธิ์', 'Thepprasit'],
  ['คำแสง', 'Khamsaeng'],
  ['ธนสาร', 'Thanasan'],
];

/** Pen names, common among Thai novelists. */
export const THAI_PEN_NAMES: readonly Pair[] = [
  ['ปลายฟ้า', 'Plaifah'],
  ['ม่านหมอก', 'Manmok'],
  ['กุหลาบแก้ว', 'Kulapkaew'],
  ['ลมละเมอ', 'Lomlamoe'],
  ['จันทร์เจ้า', 'Chanjao'],
  ['ฟ้าใส', 'Fahsai'],
  ['ดาวเดือน', 'Daoduean'],
  ['พิมพ์ลดา', 'Pimlada'],
  ['นทีสีคราม', 'Nathee Srikhram'],
  ['ใบเตยหอม', 'Baitoey Hom'],
];

export const FOREIGN_AUTHORS: Readonly<Record<Exclude<Origin, 'th'>, readonly Pair[]>> = {
  en: [
    ['เอมิลี ฮาร์เปอร์', 'Emily Harper'],
    ['เจมส์ วิตมอร์', 'James Whitmore'],
    ['คลารา เบนเนตต์', 'Clara Bennett'],
    ['แดเนียล ฟรอสต์', 'Daniel Frost'],
    ['โอลิเวีย แกรนต์', 'Olivia Grant'],
    ['มาร์คัส เฮล', 'Marcus Hale'],
    ['โซฟี เลน', 'Sophie Lane'],
    ['นาธาน โคล', 'Nathan Cole'],
    ['เรเชล มัวร์', 'Rachel Moore'],
    ['เฮนรี คอลด์เวลล์', 'Henry Caldwell'],
  ],
  ja: [
    ['ฮารุโตะ มิซึกิ', 'Haruto Mizuki'],
    ['อาโออิ ทาจิบานะ', 'Aoi Tachibana'],
    ['เคนจิ โมริโมโตะ', 'Kenji Morimoto'],
    ['ยูนะ ชิราคาวะ', 'Yuna Shirakawa'],
    ['เร็น คิซารางิ', 'Ren Kisaragi'],
    ['โซระ อามาโนงาวะ', 'Sora Amanogawa'],
    ['ทาคุมิ โฮชิโนะ', 'Takumi Hoshino'],
    ['เมย์ คุโรซาวะ', 'Mei Kurosawa'],
  ],
  ko: [
    ['พัคจีอู', 'Park Ji-woo'],
    ['คิมซอยอน', 'Kim Seo-yeon'],
    ['อีมินจุน', 'Lee Min-jun'],
    ['ชเวฮาอึน', 'Choi Ha-eun'],
  ],
  zh: [
    ['หลินเสี่ยวอวี่', 'Lin Xiaoyu'],
    ['โจวหมิงเยว่', 'Zhou Mingyue'],
    ['เฉินอี้ฟาน', 'Chen Yifan'],
  ],
};

/** Person number `index` of the combinatorial Thai name space (2,000 distinct names). */
export const thaiPersonName = (index: number): LocalizedText => {
  const given = THAI_GIVEN_NAMES[index % THAI_GIVEN_NAMES.length] as Pair;
  const family = THAI_FAMILY_NAMES[
    Math.floor(index / THAI_GIVEN_NAMES.length) % THAI_FAMILY_NAMES.length
  ] as Pair;
  return { th: `${given[0]} ${family[0]}`, en: `${given[1]} ${family[1]}` };
};

export const THAI_NAME_SPACE = THAI_GIVEN_NAMES.length * THAI_FAMILY_NAMES.length;
