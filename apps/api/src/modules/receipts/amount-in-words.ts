import { bahttext } from 'bahttext';

/**
 * An amount of money in words, as a receipt prints it under the total: Thai always, English beside
 * it on English documents. Amounts are integer satang; a negative amount reads "ลบ…" / "Minus …".
 */

const assertSatang = (satang: number) => {
  if (!Number.isSafeInteger(satang)) {
    throw new RangeError(`An amount in words needs whole satang, got ${satang}`);
  }
};

const splitSatang = (satang: number) => {
  const abs = Math.abs(satang);
  return { isNegative: satang < 0, baht: Math.floor(abs / 100), satang: abs % 100 };
};

/**
 * bahttext 2.4 reads a final 1 after a zero tens digit as "หนึ่ง" (101 → หนึ่งร้อยหนึ่ง) but as
 * "เอ็ด" in the millions (101,000,000 → หนึ่งร้อยเอ็ดล้าน). The Royal Institute's dictionary
 * (เอ็ด: "๑๐๑ ว่า ร้อยเอ็ดหรือหนึ่งร้อยเอ็ด") and Excel's BAHTTEXT use "เอ็ด" for any final 1 of a
 * number of two or more digits, so the baht part is corrected to that. The last word before "บาท"
 * is the units digit, and "บาท" occurs once, so this touches nothing else.
 */
const FINAL_ONE_AFTER_ZERO_TENS = /(ร้อย|พัน|หมื่น|แสน|ล้าน)หนึ่งบาท/;

/** 12050 → "หนึ่งร้อยยี่สิบบาทห้าสิบสตางค์"; 0 → "ศูนย์บาทถ้วน". */
export const amountInWordsTh = (satang: number): string => {
  assertSatang(satang);
  const parts = splitSatang(satang);
  // A decimal string, so bahttext never sees a binary fraction.
  const decimal = `${parts.isNegative ? '-' : ''}${parts.baht}.${String(parts.satang).padStart(2, '0')}`;
  return bahttext(decimal).replace(FINAL_ONE_AFTER_ZERO_TENS, '$1เอ็ดบาท');
};

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'] as const;

/** 0 < n < 1000 → "one hundred twenty-one". */
const belowThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) {
    const ones = rest % 10;
    words.push(`${TENS[Math.floor(rest / 10)]}${ones ? `-${ONES[ones]}` : ''}`);
  } else if (rest) {
    words.push(ONES[rest] as string);
  }
  return words.join(' ');
};

/** A whole number in words, short scale without "and": 1000021 → "one million twenty-one". */
const numberInWords = (n: number): string => {
  if (n === 0) return ONES[0];
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group) {
      const name = SCALES[scale];
      if (name === undefined) throw new RangeError(`Amount too large for words: ${n}`);
      groups.unshift(name ? `${belowThousand(group)} ${name}` : belowThousand(group));
    }
    rest = Math.floor(rest / 1000);
  }
  return groups.join(' ');
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * 12050 → "One hundred twenty baht and fifty satang"; whole amounts end in "only", as "ถ้วน" does
 * in Thai (12000 → "One hundred twenty baht only"); 0 → "Zero baht".
 */
export const amountInWordsEn = (satang: number): string => {
  assertSatang(satang);
  const parts = splitSatang(satang);
  let words: string;
  if (parts.baht === 0 && parts.satang === 0) words = 'zero baht';
  else if (parts.satang === 0) words = `${numberInWords(parts.baht)} baht only`;
  else if (parts.baht === 0) words = `${numberInWords(parts.satang)} satang`;
  else words = `${numberInWords(parts.baht)} baht and ${numberInWords(parts.satang)} satang`;
  return capitalize(parts.isNegative ? `minus ${words}` : words);
};
