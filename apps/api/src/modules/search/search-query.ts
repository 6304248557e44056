import { escapeLike, normalizeText, segmentWords, typedPieces } from '../../lib/search-text.js';
import { looseThai } from '../../lib/thai-normalize.js';
import { isbn13Of } from '../../lib/isbn.js';

/**
 * The typed text as the search tiers read it (docs/search.md: normalise → spellings → tiers →
 * rank). Pure: the spellings staff keep come in as data.
 */

/** Spellings search treats as one: each normalised spelling with every spelling of its group. */
export type SpellingGroups = ReadonlyMap<string, readonly string[]>;
export const NO_SPELLINGS: SpellingGroups = new Map();

/** A text query as the tiers read it. */
export type TextQuery = {
  /** Every content word must match (the last as a prefix): a `tsquery` text. */
  tsquery: string;
  /** Every word typed, content or filler, any of them: what ranks books that have more of them. */
  rankQuery: string;
  /** Each piece alone, to tell whether some piece is in no title or name at all (a typo). */
  pieceQueries: string[];
  /**
   * Each content word alone (a word, a year, a group of spellings): a text of several words that no
   * book has all of ranks the books with most of them.
   */
  unitQueries: string[];
  /** The content words, normalised, for trigram word similarity (closest titles, ranking). */
  trigram: string;
  /** The whole text as typed, normalised, for the typo tier's word similarity (a title typed whole). */
  typed: string;
  /**
   * For titles and names that contain the words as typed (Thai, where ICU may cut a compound
   * otherwise): every entry must match, each by any of its `LIKE` patterns; null without Thai.
   */
  contains: string[][] | null;
  /** The same as `contains` as the words sound (`looseThai`, over `search_loose`); null without Thai. */
  loose: string[][] | null;
  /** The content words as they sound, for trigram word similarity over `search_loose`. */
  looseTrigram: string;
  /** The ISBN-13 the text is (10 or 13 digits, hyphens and spaces allowed), or null. */
  isbn: string | null;
};

/**
 * Words a reader adds around what they look for ("หนังสือสอนเขียนโปรแกรมสำหรับมือใหม่", "python
 * book for beginners") and titles of people: a book need not have them (they only rank), unless the
 * text is nothing else. Honorifics are typed with or without their dot (ดร. สมชาย, ดร สมชาย).
 */
const FILLER_WORDS = [
  // Thai: what a text asks for, not what a title says.
  'หนังสือ',
  'อีบุ๊ก',
  'อีบุ๊ค',
  'สอน',
  'สำหรับ',
  'วิธี',
  'วิธีการ',
  'เล่ม',
  'ฉบับ',
  'เรื่อง',
  'เกี่ยวกับ',
  'ของ',
  'และ',
  'ที่',
  'ใน',
  'อยาก',
  'หา',
  'ปี',
  'ๆ',
  // Titles of people, and the word "publisher".
  'ดร',
  'ศ',
  'รศ',
  'ผศ',
  'นพ',
  'พญ',
  'ทพ',
  'ทญ',
  'ภก',
  'ภญ',
  'อ',
  'อาจารย์',
  'คุณ',
  'นาย',
  'นาง',
  'นางสาว',
  'สำนักพิมพ์',
  'สนพ',
  // English.
  'book',
  'books',
  'ebook',
  'ebooks',
  'guide',
  'the',
  'a',
  'an',
  'for',
  'to',
  'of',
  'and',
  'in',
  'on',
  'with',
  'about',
  'how',
  'by',
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'publisher',
  'publishing',
  'press',
];
/** The filler words as the token sequences segmentation makes of them, longest first. */
const FILLERS = FILLER_WORDS.map((word) => segmentWords(word)).sort((a, b) => b.length - a.length);

const THAI = /[\u0E00-\u0E7F]/;
const MAX_PATTERNS = 8;
/** The fewest letters a text's sound must keep to be looked for as it sounds. */
const MIN_SOUND = 3;
/** Words joined into one `LIKE` of their sound until it has this many letters. */
const MIN_CHUNK = 4;

/** One unit of a piece: matched by any alternative (each: all of its tokens), or a filler word. */
type Unit = {
  alternatives: string[][];
  /** The texts this unit is, as typed and as the alternatives spell it (for `LIKE`). */
  texts: string[];
  filler: boolean;
};

/** พ.ศ. and ค.ศ. before a year (the year says which era it is). */
const ERA_MARKER = /(?<![\p{L}\p{M}])[พค]\.?\s?ศ\.?(?=\s|\d|$)/gu;

/** A four-digit year in the Gregorian or Buddhist era also finds the other one (2026 ↔ 2569). */
export const otherEraYear = (token: string): string | undefined => {
  if (!/^\d{4}$/.test(token)) return undefined;
  const year = Number(token);
  if (year >= 1900 && year <= 2100) return String(year + 543);
  if (year >= 2443 && year <= 2643) return String(year - 543);
  return undefined;
};

/** The spellings of the groups found in a piece, in order, with the text between them. */
const splitBySpellings = (
  piece: string,
  spellings: SpellingGroups,
  lengths: number[],
): Array<{ text: string; group?: readonly string[] }> => {
  const whole = spellings.get(piece);
  if (whole) return [{ text: piece, group: whole }];
  // Latin words are whole pieces (a spelling never matches inside an English word); Thai has no
  // spaces, so a spelling is looked for inside the piece, the longest first at each position.
  if (!THAI.test(piece) || lengths.length === 0) return [{ text: piece }];
  const parts: Array<{ text: string; group?: readonly string[] }> = [];
  let plain = '';
  for (let i = 0; i < piece.length;) {
    const length = lengths.find(
      (candidate) => i + candidate <= piece.length && spellings.has(piece.slice(i, i + candidate)),
    );
    if (length === undefined) {
      plain += piece[i];
      i += 1;
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = '';
    const text = piece.slice(i, i + length);
    parts.push({ text, group: spellings.get(text) });
    i += length;
  }
  if (plain) parts.push({ text: plain });
  return parts;
};

/** The tokens of one stretch of a piece as units: filler word sequences, years, plain tokens. */
const unitsOfTokens = (tokens: string[]): Unit[] => {
  const units: Unit[] = [];
  for (let i = 0; i < tokens.length;) {
    const filler = FILLERS.find(
      (sequence) =>
        sequence.length > 0 && sequence.every((token, offset) => tokens[i + offset] === token),
    );
    if (filler) {
      const text = filler.join('');
      units.push({ alternatives: [filler], texts: [text], filler: true });
      i += filler.length;
      continue;
    }
    const token = tokens[i] as string;
    // ปี 70: a Buddhist-era year by its last two digits, as Thai readers say it.
    const short = /^\d{2}$/.test(token) && tokens[i - 1] === 'ปี' ? `25${token}` : undefined;
    const years = [short, otherEraYear(short ?? token)].filter(
      (year): year is string => year !== undefined,
    );
    units.push({
      alternatives: [[token], ...years.map((year) => [year])],
      texts: [token, ...years],
      filler: false,
    });
    i += 1;
  }
  return units;
};

const quote = (token: string, prefix: boolean) => `'${token}'${prefix ? ':*' : ''}`;

/** A unit as a `tsquery`: any alternative, each all of its tokens (the last a prefix if `prefix`). */
const unitQuery = (unit: Unit, prefix: boolean): string => {
  const ways = unit.alternatives.map((tokens) =>
    tokens.map((token, i) => quote(token, prefix && i === tokens.length - 1)).join(' & '),
  );
  return ways.length === 1 && !ways[0]?.includes(' ')
    ? (ways[0] as string)
    : `(${ways.join(' | ')})`;
};

/** Runs of content units as `LIKE` alternatives: a group or a year apart, plain words joined. */
const patternsOf = (units: Unit[], reshape: (text: string) => string): string[][] => {
  const entries: string[][] = [];
  let run = '';
  const close = () => {
    if (run) entries.push([`%${escapeLike(reshape(run))}%`]);
    run = '';
  };
  for (const unit of units) {
    if (unit.filler) {
      close();
      continue;
    }
    if (unit.texts.length === 1) {
      run += unit.texts[0];
      continue;
    }
    close();
    entries.push(
      [...new Set(unit.texts.map((text) => `%${escapeLike(reshape(text))}%`))].slice(
        0,
        MAX_PATTERNS,
      ),
    );
  }
  close();
  return entries;
};

/** What a copied ISBN often starts with: `ISBN`, `e-ISBN`, `ISBN-13:`. */
const ISBN_LABEL = /^(?:e-?)?isbn(?:-?1[03])?\s*:?\s*/;

/**
 * The content words as they sound (`looseThai`), as `LIKE` entries for `search_loose`: words of one
 * piece are joined until they sound like at least four letters (a missing word between them in a
 * title does not stop the others matching); a group or a year is an entry of its own. Null when a
 * text sounds like too little of itself (ซซซซซ is ส): it would match nearly every title.
 */
const soundPatternsOf = (pieces: Unit[][]): string[][] | null => {
  const entries: string[][] = [];
  let typedLength = 0;
  let soundLength = 0;
  const add = (texts: string[]) => {
    const sounds = [...new Set(texts.map((text) => looseThai(text)))];
    typedLength += [...(texts[0] ?? '')].length;
    soundLength += [...(sounds[0] ?? '')].length;
    entries.push(sounds.slice(0, MAX_PATTERNS).map((sound) => `%${escapeLike(sound)}%`));
  };
  for (const units of pieces) {
    let chunk = '';
    for (const unit of units) {
      if (unit.filler) continue;
      if (unit.texts.length > 1) {
        add(unit.texts);
        continue;
      }
      chunk += unit.texts[0];
      if ([...looseThai(chunk)].length >= MIN_CHUNK) {
        add([chunk]);
        chunk = '';
      }
    }
    if (chunk) add([chunk]);
  }
  const holds = entries.length > 0 && soundLength >= MIN_SOUND && soundLength * 2 >= typedLength;
  return holds ? entries : null;
};

/** The ISBN-13 a typed text is, when it is only an ISBN (10 or 13 digits, hyphens or spaces). */
export const isbnOfText = (typed: string): string | null => {
  const compact = normalizeText(typed).replace(ISBN_LABEL, '').replace(/[\s-]/g, '');
  return /^(?:\d{9}[\dx]|\d{13})$/.test(compact) ? isbn13Of(compact) : null;
};

/**
 * The typed text as the tiers read it, or undefined when nothing searchable is left: normalised
 * (`normalizeThai`), cut into pieces at spaces and punctuation, each piece into the spellings of a
 * group (which find every spelling of it), years (which find the other era too), filler words (which
 * only rank) and words (segmented by ICU; the last a prefix).
 */
export const toTextQuery = (
  keyword: string | undefined,
  spellings: SpellingGroups = NO_SPELLINGS,
): TextQuery | undefined => {
  const normalized = keyword ? normalizeText(keyword).replace(ERA_MARKER, ' ') : '';
  const typed = typedPieces(normalized);
  if (typed.length === 0) return undefined;
  const lengths = [...new Set([...spellings.keys()].map((spelling) => spelling.length))].sort(
    (a, b) => b - a,
  );
  const pieces = typed.map((piece) => {
    const units = splitBySpellings(piece, spellings, lengths).flatMap(({ text, group }) =>
      group
        ? [
            {
              alternatives: group.map((spelling) => segmentWords(spelling)),
              texts: [...group],
              filler: false,
            },
          ]
        : unitsOfTokens(segmentWords(text)),
    );
    return { piece, units };
  });
  const allFiller = pieces.every(({ units }) => units.every((unit) => unit.filler));
  const content = pieces.map(({ piece, units }) => ({
    piece,
    units: allFiller ? units.map((unit) => ({ ...unit, filler: false })) : units,
  }));

  const last = content.length - 1;
  const unitQueries: string[] = [];
  const required = content.flatMap(({ piece, units }, index) => {
    const kept = units.filter((unit) => !unit.filler);
    if (kept.length === 0) return [];
    const isLast = index === last;
    const parts = kept.map((unit, i) => unitQuery(unit, isLast && i === kept.length - 1));
    unitQueries.push(...parts);
    const all = parts.length === 1 ? (parts[0] as string) : parts.join(' & ');
    // A piece ICU cuts into several words may be the start of one indexed word (แฟนตา of
    // แฟนตาซี): the whole piece as one token is another way to match it.
    return units.length > 1 ? [`(${all} | ${quote(piece, isLast)})`] : [all];
  });
  const pieceQueries = required;
  if (required.length === 0) return undefined;
  const tsquery = required.join(' & ');
  const everyToken = [
    ...new Set(content.flatMap(({ units }) => units.flatMap((unit) => unit.alternatives.flat()))),
  ];
  const rankQuery = everyToken.map((token) => quote(token, false)).join(' | ');
  // The content as typed: the words of a piece together (Thai has no spaces between them, and
  // pg_trgm compares words), pieces apart.
  const contentText = content
    .map(({ units }) =>
      units
        .filter((unit) => !unit.filler)
        .map((unit) => unit.texts[0])
        .join(''),
    )
    .filter(Boolean)
    .join(' ');
  const hasThai = THAI.test(normalized);
  const contains = hasThai
    ? content.flatMap(({ units }) => patternsOf(units, (text) => text))
    : null;
  const loose = hasThai ? soundPatternsOf(content.map(({ units }) => units)) : null;
  return {
    tsquery,
    rankQuery,
    pieceQueries,
    unitQueries: [...new Set(unitQueries)],
    trigram: contentText.slice(0, 100),
    typed: normalized.slice(0, 100),
    contains: contains && contains.length > 0 ? contains : null,
    loose,
    looseTrigram: looseThai(contentText).slice(0, 100),
    isbn: isbnOfText(keyword ?? ''),
  };
};

/** Titles of people and "publisher" at the start of a name being typed (ดร. สมชาย, สนพ.ต้นกล้า). */
const LEADING_TITLES =
  /^(?:(?:ดร|ศ|รศ|ผศ|นพ|พญ|ทพ|ทญ|ภก|ภญ|อ|dr|prof|mr|mrs|ms)\.\s*|(?:dr|prof)\s+|(?:สำนักพิมพ์|สนพ\.?)\s*)+/u;

/**
 * A normalised text being typed without the titles of people or the word "publisher" in front of
 * it (autocomplete matches names that contain the text); the text itself when that is all it is.
 */
export const withoutTitles = (normalized: string): string =>
  normalized.replace(LEADING_TITLES, '').trim() || normalized;
