import type { Database } from '../../db/client.js';
import { normalizeThai } from '../../lib/thai-normalize.js';
import { createHash } from 'node:crypto';
import { seedSpellingsOnce, type SpellingRow } from './search-spellings.repository.js';

/**
 * The spellings a new store starts with (docs/search.md, "Spellings"): each group is the words
 * readers type for one thing — the Royal Institute's spelling of a loanword first, the other common
 * spellings after it, and the English word it comes from (so ไพธอน finds "Python" and the other way
 * round). Chosen from the demo catalogue's subjects: computing, business, languages, sport, food,
 * comics. Staff add more in the back office; a spelling a release adds here reaches every store at
 * its next start.
 */
export const SEED_SPELLING_GROUPS: ReadonlyArray<readonly string[]> = [
  // Computing
  ['ซอฟต์แวร์', 'ซอฟท์แวร์', 'ซอฟแวร์', 'ซอฟต์แวร', 'software'],
  ['ฮาร์ดแวร์', 'ฮาร์ดแว', 'hardware'],
  ['คอมพิวเตอร์', 'คอมพิวเตอ', 'คอมพิวเตอร', 'computer'],
  ['อีเมล', 'อีเมล์', 'อีเมลล์', 'email'],
  ['แอปพลิเคชัน', 'แอพพลิเคชั่น', 'แอปพลิเคชั่น', 'แอพพลิเคชัน', 'แอพลิเคชั่น', 'application'],
  ['แอป', 'แอพ', 'แอ็พ', 'app'],
  ['เว็บไซต์', 'เว็บไซท์', 'เวบไซต์', 'เว็ปไซต์', 'เว็บไซด์', 'website'],
  ['เว็บ', 'เว็ป', 'เวบ', 'web'],
  ['อินเทอร์เน็ต', 'อินเตอร์เน็ต', 'อินเตอร์เน็ท', 'อินเทอร์เน็ท', 'internet'],
  ['เซิร์ฟเวอร์', 'เซิฟเวอร์', 'เซิร์ฟเวอ', 'server'],
  ['เน็ตเวิร์ก', 'เน็ตเวิร์ค', 'เนตเวิร์ก', 'network'],
  ['ดิจิทัล', 'ดิจิตอล', 'ดิจิตัล', 'ดิจิทอล', 'digital'],
  ['ออนไลน์', 'ออนไลน', 'ออนลาย', 'online'],
  ['แท็บเล็ต', 'แทบเล็ต', 'แท็บเลต', 'แทบเลต', 'tablet'],
  ['โปรแกรม', 'โปรแกม', 'program'],
  ['โค้ด', 'โค๊ด', 'โค้ต', 'code'],
  ['โค้ดดิ้ง', 'โค้ดดิง', 'โค๊ดดิ้ง', 'coding'],
  ['ไพทอน', 'ไพธอน', 'ไพตอน', 'ไพท่อน', 'python'],
  ['จาวาสคริปต์', 'จาวาสคริปท์', 'จาวาสคริป', 'javascript'],
  ['จาวา', 'java'],
  ['ลินุกซ์', 'ลีนุกซ์', 'ลินุก', 'linux'],
  ['ไทป์สคริปต์', 'ไทป์สคริปท์', 'ไทป์สคริป', 'typescript'],
  ['คอตลิน', 'คอทลิน', 'kotlin'],
  ['ฟลัตเตอร์', 'ฟลัทเตอร์', 'flutter'],
  ['ลาราเวล', 'ลาราเวล์', 'laravel'],
  ['รีแอ็กต์', 'รีแอคท์', 'รีแอค', 'react'],
  ['รัสต์', 'รัส', 'rust'],
  ['สวิฟต์', 'สวิฟท์', 'swift'],
  ['ดีปเลิร์นนิง', 'ดีพเลิร์นนิ่ง', 'ดีพเลิร์นนิง', 'deep learning'],
  ['แมชชีนเลิร์นนิง', 'แมชชีนเลิร์นนิ่ง', 'machine learning'],
  ['เอสคิวแอล', 'ซีเควล', 'sql'],
  ['ด็อกเกอร์', 'ดอกเกอร์', 'docker'],
  ['คูเบอร์เนทีส', 'คูเบอร์เนติส', 'kubernetes'],
  ['เอไอ', 'ai'],
  ['ดาต้า', 'ดาตา', 'เดต้า', 'data'],
  ['ไซเบอร์', 'ไซเบอ', 'cyber'],
  ['กราฟิก', 'กราฟฟิก', 'กราฟิค', 'กราฟฟิค', 'graphic'],
  ['ดีไซน์', 'ดีไซน', 'design'],
  ['เอ็กเซล', 'เอกเซล', 'excel'],
  ['โฟโต้ช็อป', 'โฟโตช็อป', 'โฟโต้ชอป', 'photoshop'],
  ['ไอโฟน', 'iphone'],
  ['เฟซบุ๊ก', 'เฟสบุ๊ค', 'เฟสบุ๊ก', 'เฟซบุ๊ค', 'facebook'],
  ['ยูทูบ', 'ยูทูป', 'youtube'],
  ['ติ๊กต็อก', 'ติ๊กต๊อก', 'ติกต็อก', 'tiktok'],
  ['เทคโนโลยี', 'เทคโนโลยีย์', 'เทคโนโลจี', 'technology'],
  // Business and work
  ['ออฟฟิศ', 'ออฟฟิต', 'ออฟฟิซ', 'office'],
  ['ซินโดรม', 'ซินโดม', 'syndrome'],
  ['ฟรีแลนซ์', 'ฟรีแลนซ', 'ฟรีแลนด์', 'freelance'],
  ['สตาร์ทอัพ', 'สตาร์ตอัป', 'สตาร์ทอัป', 'สตาร์ตอัพ', 'startup'],
  ['มาร์เก็ตติ้ง', 'มาร์เก็ตติง', 'marketing'],
  ['คอนเทนต์', 'คอนเทนท์', 'คอนเท้นต์', 'content'],
  ['คริปโท', 'คริปโต', 'crypto'],
  ['ไลฟ์สไตล์', 'ไลฟสไตล์', 'ไลฟ์สไตล', 'lifestyle'],
  // Languages and school
  ['แกรมมาร์', 'แกรมม่า', 'grammar'],
  ['คันจิ', 'kanji'],
  ['ฟิสิกส์', 'ฟิสิก', 'physics'],
  // Sport and travel
  ['ฟุตบอล', 'ฟุตบอลล์', 'ฟุดบอล', 'football'],
  ['แท็กติก', 'แทคติก', 'แท็คติก', 'tactics'],
  ['แบดมินตัน', 'แบดมินตั้น', 'badminton'],
  ['บาสเกตบอล', 'บาสเก็ตบอล', 'basketball'],
  ['เทนนิส', 'tennis'],
  ['กอล์ฟ', 'กอฟ', 'golf'],
  ['มาราธอน', 'marathon'],
  ['โยคะ', 'yoga'],
  ['มอเตอร์ไซค์', 'มอเตอร์ไซด์', 'มอไซค์', 'motorcycle'],
  ['คาเฟ่', 'คาเฟ', 'cafe'],
  // Food
  ['เค้ก', 'เค็ก', 'cake'],
  ['เบเกอรี่', 'เบเกอรี', 'bakery'],
  ['คุกกี้', 'คุ้กกี้', 'cookie'],
  // Comics and novels
  ['มังงะ', 'manga'],
  ['คอมมิกส์', 'คอมิกส์', 'คอมมิค', 'comics'],
  ['เว็บตูน', 'เว็ปตูน', 'webtoon'],
  ['โน้ต', 'โน๊ต', 'โน็ต', 'note'],
  ['เกม', 'เกมส์', 'game'],
  ['ซากุระ', 'sakura'],
  ['กิลด์', 'กิลล์', 'guild'],
  ['เอลฟ์', 'เอลฟ', 'elf'],
];

const LATIN = /[a-z]/;

/** A spelling's kind: Thai spellings are variants, an English word is what a group transliterates. */
export const spellingKind = (normalized: string): SpellingRow['kind'] =>
  LATIN.test(normalized) ? 'transliteration' : 'variant';

/** The seed groups as rows. */
export const seedSpellingRows = (): SpellingRow[] =>
  SEED_SPELLING_GROUPS.flatMap((group) => {
    const groupKey = normalizeThai(group[0] as string);
    return group.map((spelling) => {
      const normalized = normalizeThai(spelling);
      return {
        spelling: normalized,
        groupKey,
        kind: spellingKind(normalized),
      };
    });
  });

/**
 * Seeds the spellings: a new store takes them all, a store whose seed list changed in a release
 * takes the spellings it lacks (one transaction: a parallel start adds nothing twice).
 */
export const seedSearchSpellings = (db: Database): Promise<number> => {
  const rows = seedSpellingRows();
  const seed = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
  return db.transaction((tx) => seedSpellingsOnce(tx, seed, rows));
};
