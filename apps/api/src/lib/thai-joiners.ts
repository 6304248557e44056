import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Thai compounds kept on one line (docs/reader.md, ADR 0021). Browsers break Thai lines with ICU's
 * dictionary, which splits many compounds a Thai reader sees as one word (ตู้|เย็น, เด็ก|หญิง,
 * น่า|ตื่น|เต้น). Where consecutive ICU words of a text run make one word of a fuller word list
 * (PyThaiNLP's `words_th.txt`, CC0), a WORD JOINER (U+2060) goes between them: no line breaks there,
 * nothing is drawn, and ICU's word segmentation (Intl.Segmenter) and collation see one word.
 *
 * The list is read from the source folder in every environment (`dist` has no copy), like the
 * content pages: this file is `src/lib/` or `dist/lib/`, and both reach `apps/api/src/lib/...`.
 */
export const WORD_JOINER = '\u2060';

/**
 * Names this transform: change it when the list or the rule changes, so files made by an older one
 * are made again (it is part of their cache key and their ETag).
 */
export const THAI_JOINERS_VERSION = 'wj1';

const WORDS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/lib/thai-words/words_th.txt',
);

/** At most this many ICU words are joined into one, and no longer than this many characters. */
const MAX_PARTS = 4;
const MAX_LENGTH = 24;

const THAI = /[\u0E01-\u0E5B]/;
const THAI_RUN = /[\u0E01-\u0E5B]{2,}/g;

let words: ReadonlySet<string> | undefined;

/** The fuller word list, read once. */
export const thaiWords = (): ReadonlySet<string> => {
  words ??= new Set(
    readFileSync(WORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return words;
};

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** One run of Thai letters, joined (see below). */
const joinRun = (run: string, list: ReadonlySet<string>): string => {
  const parts = Array.from(segmenter.segment(run), (segment) => segment.segment);
  let out = '';
  for (let index = 0; index < parts.length;) {
    let joined = 1;
    for (let count = Math.min(MAX_PARTS, parts.length - index); count > 1; count -= 1) {
      const word = parts.slice(index, index + count).join('');
      if (word.length <= MAX_LENGTH && list.has(word)) {
        joined = count;
        break;
      }
    }
    out += parts.slice(index, index + joined).join(WORD_JOINER);
    index += joined;
  }
  return out;
};

/**
 * The text with a WORD JOINER between ICU words that together are one word of the list (the longest
 * such run first). Each run of Thai letters is segmented on its own (a space, a digit or a Latin
 * letter always ends an ICU word, and V8's segmenter slows down on long strings). Text without Thai
 * comes back as it is; removing every U+2060 gives the input.
 */
export const joinThaiCompounds = (text: string, list: ReadonlySet<string> = thaiWords()): string =>
  text.replace(THAI_RUN, (run) => joinRun(run, list));

/**
 * The same for an XHTML document: only text between tags changes (not tags, attributes, comments,
 * CDATA, scripts or styles), so the document's structure, and so every CFI's element steps, stay.
 */
export const joinThaiCompoundsInMarkup = (
  markup: string,
  list: ReadonlySet<string> = thaiWords(),
): string => {
  if (!THAI.test(markup)) return markup;
  const pieces = markup.split(/(<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[^>]*>)/);
  let skipping: string | null = null;
  return pieces
    .map((piece, index) => {
      if (index % 2 === 1) {
        const open = /^<(script|style)\b/i.exec(piece);
        if (open && !piece.endsWith('/>')) skipping = open[1]!.toLowerCase();
        else if (skipping && new RegExp(`^</${skipping}\\b`, 'i').test(piece)) skipping = null;
        return piece;
      }
      return skipping ? piece : joinThaiCompounds(piece, list);
    })
    .join('');
};
