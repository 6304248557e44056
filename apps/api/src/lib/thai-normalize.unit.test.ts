import { describe, expect, it } from 'vitest';
import { looseThai, normalizeThai } from './thai-normalize.js';

describe('normalizeThai: one text for what is indexed and what is typed', () => {
  it('reads two sara e as sara ae', () => {
    expect(normalizeThai('เเมว')).toBe('แมว');
    expect(normalizeThai('เเมว')).toBe(normalizeThai('แมว'));
  });

  it('reads nikhahit + sara aa as sara am, with a tone mark typed anywhere around it', () => {
    expect(normalizeThai('น\u0E49\u0E4D\u0E32')).toBe('น้ำ');
    expect(normalizeThai('น\u0E4D\u0E49\u0E32')).toBe('น้ำ');
    expect(normalizeThai('น\u0E33\u0E49')).toBe('น้ำ');
    expect(normalizeThai('ธรรมะ')).toBe('ธรรมะ');
    // NFKC splits sara am in two; the normalised text has it whole again.
    expect([...normalizeThai('คำ')]).toEqual(['ค', '\u0E33']);
  });

  it('puts a tone mark after the vowel above or below its consonant, and keeps a mark typed twice once', () => {
    expect(normalizeThai('ก\u0E48\u0E34ง')).toBe('กิ่ง');
    expect(normalizeThai('ก\u0E34\u0E48\u0E48ง')).toBe('กิ่ง');
    expect(normalizeThai('ปู\u0E49\u0E49')).toBe('ปู้');
  });

  it('drops zero-width spaces, joiners and soft hyphens', () => {
    expect(normalizeThai('ซอฟต์\u200Bแวร์')).toBe('ซอฟต์แวร์');
    expect(normalizeThai('ตู้\u2060เย็น\u00AD')).toBe('ตู้เย็น');
  });

  it('writes mai yamok with one space on each side however it was typed', () => {
    const expected = 'ต่าง ๆ นานา';
    expect(normalizeThai('ต่างๆนานา')).toBe(expected);
    expect(normalizeThai('ต่าง ๆ นานา')).toBe(expected);
    expect(normalizeThai('ต่าง  ๆ   นานา')).toBe(expected);
    expect(normalizeThai('ต่างๆ')).toBe('ต่าง ๆ');
  });

  it('reads Thai digits as 0-9, lowers case, and spaces Thai from Latin letters and digits', () => {
    expect(normalizeThai('กรุงเทพฯ ๒๕๖๙')).toBe('กรุงเทพฯ 2569');
    expect(normalizeThai('เรียนPython3')).toBe('เรียน python3');
    expect(normalizeThai('  ＡＢＣ  ')).toBe('abc');
  });
});

describe('looseThai: a text as it sounds', () => {
  const same = (a: string, b: string) =>
    expect(looseThai(normalizeThai(a))).toBe(looseThai(normalizeThai(b)));

  it('ignores a missing or extra thanthakhat', () => {
    same('ศาสตร์', 'ศาสตร');
    same('อีเมล', 'อีเมล์');
  });

  it('reads final consonants of one sound as one: บ/ป, น/ร/ล/ญ, ด/ต/ท, ส/ศ/ษ', () => {
    same('กาบ', 'กาป');
    same('ปริญญา', 'ปรินนา');
    same('ซอฟต์แวร์', 'ซอฟท์แวร์');
    same('อากาศ', 'อากาส');
    same('พิเศษ', 'พิเศส');
    same('บุญ', 'บุน');
  });

  it('reads a doubled consonant of a Pali or Sanskrit word as one', () => {
    same('พุทธ', 'พุธ');
    same('บุคคล', 'บุคล');
    same('อิทธิพล', 'อิธิพล');
  });

  it('ignores tone marks and maitaikhu, and ใ for ไ', () => {
    same('โน้ต', 'โน๊ต');
    same('เก็บ', 'เกบ');
    same('ใจ', 'ไจ');
  });

  it('leaves Latin letters and digits as they are', () => {
    expect(looseThai('python 2569')).toBe('python 2569');
  });
});
