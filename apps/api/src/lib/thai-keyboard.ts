/**
 * Text typed on the wrong keyboard layout (docs/search.md, "Keyboard slips"): a reader who forgot
 * to switch between Thai Kedmanee and US QWERTY gets `l;ylfu` for สวัสดี, or `้ำสสน` for hello.
 * No maintained package converts Thai layouts (`convert-layout` covers Cyrillic, Greek, Hebrew,
 * Arabic and others, not Thai), so the Kedmanee layout is kept here as data: each US key, unshifted
 * and shifted, with the Thai character the same key gives (TIS 820-2538).
 */
const KEDMANEE: ReadonlyArray<readonly [us: string, thai: string]> = [
  // Unshifted.
  ['`', '_'],
  ['-', 'ข'],
  ['=', 'ช'],
  ['q', 'ๆ'],
  ['w', 'ไ'],
  ['e', 'ำ'],
  ['r', 'พ'],
  ['t', 'ะ'],
  ['y', 'ั'],
  ['u', 'ี'],
  ['i', 'ร'],
  ['o', 'น'],
  ['p', 'ย'],
  ['[', 'บ'],
  [']', 'ล'],
  ['\\', 'ฃ'],
  ['a', 'ฟ'],
  ['s', 'ห'],
  ['d', 'ก'],
  ['f', 'ด'],
  ['g', 'เ'],
  ['h', '้'],
  ['j', '่'],
  ['k', 'า'],
  ['l', 'ส'],
  [';', 'ว'],
  ["'", 'ง'],
  ['z', 'ผ'],
  ['x', 'ป'],
  ['c', 'แ'],
  ['v', 'อ'],
  ['b', 'ิ'],
  ['n', 'ื'],
  ['m', 'ท'],
  [',', 'ม'],
  ['.', 'ใ'],
  ['/', 'ฝ'],
  // Shifted (letters that only exist shifted in Kedmanee).
  ['Q', '๐'],
  ['E', 'ฎ'],
  ['R', 'ฑ'],
  ['T', 'ธ'],
  ['Y', 'ํ'],
  ['U', '๊'],
  ['I', 'ณ'],
  ['O', 'ฯ'],
  ['P', 'ญ'],
  ['{', 'ฐ'],
  ['|', 'ฅ'],
  ['A', 'ฤ'],
  ['S', 'ฆ'],
  ['D', 'ฏ'],
  ['F', 'โ'],
  ['G', 'ฌ'],
  ['H', '็'],
  ['J', '๋'],
  ['K', 'ษ'],
  ['L', 'ศ'],
  [':', 'ซ'],
  ['C', 'ฉ'],
  ['V', 'ฮ'],
  ['B', 'ฺ'],
  ['N', '์'],
  ['<', 'ฒ'],
  ['>', 'ฬ'],
  ['?', 'ฦ'],
];

/** The number row: Kedmanee gives letters there (ๅ / - ภ ถ ุ ึ ค ต จ), digits need the US layout. */
const KEDMANEE_NUMBER_ROW: ReadonlyArray<readonly [us: string, thai: string]> = [
  ['1', 'ๅ'],
  ['4', 'ภ'],
  ['5', 'ถ'],
  ['6', 'ุ'],
  ['7', 'ึ'],
  ['8', 'ค'],
  ['9', 'ต'],
  ['0', 'จ'],
];

const US_TO_THAI = new Map(KEDMANEE);
/** Inside a word typed on the US layout, the number row's keys are Thai letters too (จิต is `0b9`). */
const US_TO_THAI_IN_WORDS = new Map([...KEDMANEE, ...KEDMANEE_NUMBER_ROW]);
/** Thai back to the key: Thai characters only (digits and punctuation a Thai text holds stay). */
const THAI_TO_US = new Map(
  [...KEDMANEE, ...KEDMANEE_NUMBER_ROW]
    .filter(([, thai]) => /[\u0E00-\u0E7F]/.test(thai))
    .map(([us, thai]) => [thai, us] as const),
);

const THAI = /[\u0E00-\u0E7F]/;
const LATIN_LETTER = /[A-Za-z]/;

/**
 * The text as its keys would have typed it on the other layout, or undefined when it cannot be a
 * slip: Latin keys with no Thai become Thai (digits and spaces stay: Thai readers type digits on
 * the US layout), Thai with no Latin letter becomes the US keys (lower case, as a reader meant it).
 */
export const swapKeyboardLayout = (typed: string): string | undefined => {
  const text = typed.normalize('NFC').trim();
  if (!text) return undefined;
  const hasThai = THAI.test(text);
  if (!hasThai && LATIN_LETTER.test(text)) {
    // A US-layout text: letters keep their case as typed (Shift gives other Thai letters); a word of
    // digits only is a number typed on purpose (2569), digits inside a word are keys of letters.
    return text
      .split(/(\s+)/)
      .map((chunk) => {
        const keys = /^\d+$/.test(chunk) ? US_TO_THAI : US_TO_THAI_IN_WORDS;
        return [...chunk].map((key) => keys.get(key) ?? key).join('');
      })
      .join('');
  }
  if (hasThai && !LATIN_LETTER.test(text)) {
    return [...text]
      .map((character) => THAI_TO_US.get(character) ?? character)
      .join('')
      .toLowerCase();
  }
  return undefined;
};
