/**
 * How search reads Thai (docs/search.md, "Normalise"). `normalizeThai` is applied the same way to
 * what the store indexes and to what a reader types, so two spellings that are the same letters
 * typed differently become one text. `looseThai` goes further, for the spelling-tolerant tier only:
 * it keeps how a word sounds and drops what readers often get wrong.
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const THAI_DIGIT = /[\u0E50-\u0E59]/g;
/** ICU keeps `เรียนpython` together; a script change is always a word boundary. */
const SCRIPT_BOUNDARY =
  /(?<=[\u0E00-\u0E7F])(?=[\p{Script=Latin}\p{N}])|(?<=[\p{Script=Latin}\p{N}])(?=[\u0E00-\u0E7F])/gu;

const SARA_E_TWICE = /\u0E40\u0E40/g;
/** NIKHAHIT, an optional tone mark, SARA AA: SARA AM typed as two keys (NFKC also splits it so). */
const SARA_AM_IN_TWO = /\u0E4D([\u0E48-\u0E4B]?)\u0E32/g;
/** A tone mark typed after SARA AM belongs before it (น้ำ, not นำ้). */
const TONE_AFTER_SARA_AM = /\u0E33([\u0E48-\u0E4B])/g;
/** A tone mark typed before the vowel above or below the same consonant (ก่ิ for กิ่). */
const TONE_BEFORE_VOWEL = /([\u0E48-\u0E4B])([\u0E31\u0E34-\u0E3A\u0E47])/g;
/** The same mark typed twice (an extra tap): kept once. */
const MARK_TWICE = /([\u0E31\u0E34-\u0E3A\u0E47-\u0E4E])\1+/g;
/** MAI YAMOK with any spaces around it (ต่างๆ, ต่าง ๆ, ต่าง  ๆนานา): one space on each side. */
const MAI_YAMOK = /\s*\u0E46\s*/g;

/**
 * NFKC, no zero-width characters or soft hyphens, Thai digits as 0-9, lower case, and Thai typed
 * the way it is read: เเ as แ, ํา as ำ, tone marks after the vowel of their consonant, a mark typed
 * twice once, ๆ with one space each side, a space where Thai meets Latin letters or digits, single
 * spaces.
 */
export const normalizeThai = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(THAI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .toLowerCase()
    .replace(SARA_E_TWICE, '\u0E41')
    .replace(SARA_AM_IN_TWO, '$1\u0E33')
    .replace(TONE_AFTER_SARA_AM, '$1\u0E33')
    .replace(TONE_BEFORE_VOWEL, '$2$1')
    .replace(MARK_TWICE, '$1')
    .replace(MAI_YAMOK, ' \u0E46 ')
    .replace(SCRIPT_BOUNDARY, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Consonants that sound alike (as a final, and mostly as an initial too), each as the first. */
const SOUND_CLASSES = ['บป', 'นรลญณฬ', 'ดตทฏฎถธฐฑฒ', 'สศษซ', 'คขฃฅฆ', 'พภ', 'ชฌ', 'ไใ'] as const;
const SOUND_OF = new Map(
  SOUND_CLASSES.flatMap((letters) => [...letters].map((letter) => [letter, letters[0]] as const)),
);
const ALIKE_LETTER = new RegExp(`[${SOUND_CLASSES.join('')}]`, 'g');
/**
 * Tone marks, MAITAIKHU, THANTHAKHAT, NIKHAHIT, PHINTHU and SARA A: what readers add, drop or swap
 * most (วัฒนะธรรม for วัฒนธรรม).
 */
const LOOSE_MARKS = /[\u0E47-\u0E4E\u0E3A\u0E30]/g;
const DOUBLED_CONSONANT = /([\u0E01-\u0E2E])\1+/g;

/**
 * A normalised text as it sounds, for the spelling-tolerant tier: no tone marks, MAITAIKHU, SARA A or
 * THANTHAKHAT (the silenced letter stays), consonants of one sound as one letter (บ/ป, น/ร/ล/ญ,
 * ด/ต/ท, ส/ศ/ษ, ...), ใ as ไ, and a consonant written twice once (พุทธ and พุธ, บุคคล and บุคล).
 * Latin letters and digits are left as they are.
 */
export const looseThai = (normalized: string): string =>
  normalized
    .replace(LOOSE_MARKS, '')
    .replace(ALIKE_LETTER, (letter) => SOUND_OF.get(letter) ?? letter)
    .replace(DOUBLED_CONSONANT, '$1');
