/**
 * Text normalisation and Thai-aware word segmentation for the catalog search index and queries.
 * Thai has no spaces between words, so both sides are segmented with ICU's dictionary-based
 * `Intl.Segmenter('th')` (see ../shared/thai-notes.md B1); PostgreSQL then matches whole tokens.
 */
import { looseThai, normalizeThai } from './thai-normalize.js';

const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

/**
 * The ICU version this process segments with. The store records the version its stored tokens were
 * made with (`search_index_meta`); a process on a newer ICU re-segments every book in the background
 * (modules/search/search-index.service.ts), because a new dictionary can cut words differently from
 * the tokens a query is now cut into.
 */
export const SEGMENTER_VERSION = `icu-${process.versions.icu ?? 'unknown'};text-${2}`;

/**
 * `icu-78.2;text-2` → [[78, 2], 2]; the text version counts how the store normalises what it
 * indexes (1 before `normalizeThai` and `search_loose`); anything else sorts first.
 */
const versionParts = (version: string): [number[], number] => {
  const match = /^icu-(\d+(?:\.\d+)*)(?:;text-(\d+))?$/.exec(version);
  return [match?.[1]?.split('.').map(Number) ?? [], Number(match?.[2] ?? 1)];
};

/**
 * Whether tokens made with `stored` are older than what `current` makes (never for a newer one): a
 * newer ICU, or the same ICU and a newer normalisation.
 */
export const segmenterIsNewer = (current: string, stored: string): boolean => {
  const [[a, textA], [b, textB]] = [versionParts(current), versionParts(stored)];
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return textA > textB;
};

const NON_WORD = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * Every text search reads, indexed or typed, goes through this one normalisation: NFKC, lower
 * case, no zero-width characters, Thai digits as 0-9 and Thai typed the way it is read
 * (lib/thai-normalize.ts `normalizeThai`, docs/search.md).
 */
export const normalizeText = (text: string): string => normalizeThai(text);

const MEMO_LIMIT = 50_000;
const memo = new Map<string, string[]>();

/** Word tokens of a text, normalised: `หนังสือเรียนภาษาไทย` → `หนังสือ`, `เรียน`, `ภาษา`, `ไทย`. */
export const segmentWords = (text: string): string[] => {
  // ICU segmentation is the costly part of indexing. A space is always a word boundary, so each
  // space-separated chunk is segmented on its own and remembered: catalogs repeat the same words
  // (names, series, the phrases of generated blurbs) far more often than whole texts.
  const chunks = normalizeText(text).split(' ');
  if (chunks.length === 1) return segmentChunk(chunks[0] ?? '');
  return chunks.flatMap(segmentChunk);
};

const segmentChunk = (chunk: string): string[] => {
  const known = memo.get(chunk);
  if (known) return known;
  const tokens: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(chunk)) {
    if (!isWordLike) continue;
    for (const part of segment.split(NON_WORD)) if (part) tokens.push(part);
  }
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(chunk, tokens);
  return tokens;
};

/** Space-separated tokens, ready for `to_tsvector('simple', ...)`. */
export const toIndexTokens = (...texts: Array<string | null | undefined>): string =>
  texts
    .filter((text): text is string => Boolean(text))
    .flatMap(segmentWords)
    .join(' ');

/** One way a piece of a query matches: all of these tokens, the last one as a prefix if `prefix`. */
export type QueryAlternative = { tokens: string[]; prefix: boolean };

/**
 * The pieces of a query (text between spaces and punctuation, at most 12), each matched by any of
 * its alternatives; a book matches when every piece does. A piece that segments into several words
 * matches either all of them or the whole piece as one word (`แฟนตา` is segmented `แฟน|ตา` but is the
 * start of the indexed `แฟนตาซี`). The last piece is a prefix, so a word still being typed matches.
 */
/** The pieces of a query as typed: text between spaces and punctuation, normalised, at most 12. */
export const typedPieces = (text: string): string[] =>
  [...new Set(normalizeText(text).split(NON_WORD).filter(Boolean))].slice(0, 12);

export const toQueryPieces = (text: string): QueryAlternative[][] => {
  const pieces = typedPieces(text);
  return pieces.map((piece, index) => {
    const prefix = index === pieces.length - 1;
    const tokens = segmentWords(piece);
    if (tokens.length <= 1) return [{ tokens: [piece], prefix }];
    return [
      { tokens, prefix },
      { tokens: [piece], prefix },
    ];
  });
};

/**
 * One piece as a `tsquery` (the tokens are normalised: read as they are, as
 * `to_tsquery('simple', ...)` would). Tokens are letters, marks and digits only, so single quotes
 * around each are enough.
 */
export const toPieceQuery = (alternatives: QueryAlternative[]): string => {
  const ways = alternatives.map(({ tokens, prefix }) =>
    tokens
      .map((value, i) => `'${value}'${prefix && i === tokens.length - 1 ? ':*' : ''}`)
      .join(' & '),
  );
  const [only] = ways;
  return ways.length === 1 && only !== undefined && !only.includes(' ')
    ? only
    : `(${ways.join(' | ')})`;
};

/** The query's one token, when it is a single word with a single reading (most typed texts). */
export const onlyToken = (
  pieces: QueryAlternative[][],
): { value: string; prefix: boolean } | undefined => {
  const [piece, ...otherPieces] = pieces;
  const [alternative, ...otherAlternatives] = piece ?? [];
  const [value, ...otherTokens] = alternative?.tokens ?? [];
  return value !== undefined &&
    otherPieces.length === 0 &&
    otherAlternatives.length === 0 &&
    otherTokens.length === 0
    ? { value, prefix: alternative?.prefix ?? false }
    : undefined;
};

/** The whole query as a `tsquery`: every piece must match. */
export const toPrefixQuery = (text: string): string | undefined => {
  const pieces = toQueryPieces(text);
  if (pieces.length === 0) return undefined;
  return pieces.map((alternatives) => toPieceQuery(alternatives)).join(' & ');
};

/** The names and texts of a book that its search tokens are made from. */
export type IndexedBook = {
  name: { th: string; en: string };
  shortDescription: { th: string; en: string };
  fullDescription: { th: string; en: string };
  /** In display order: the first is the lead contributor. */
  contributors: Array<{ name: { th: string; en: string } }>;
  series: { name: { th: string; en: string } } | null;
  publisher: { th: string; en: string } | null;
  imprint: { th: string; en: string } | null;
};

/** A book's tokens per ranking weight (the catalog import and the re-segmentation both use this). */
export type BookIndexTokens = {
  title: string;
  /** The first contributor's names (weight B). */
  leadContributor: string;
  /** The other contributors' names (weight C, with the series). */
  otherContributors: string;
  series: string;
  publisher: string;
  description: string;
};

const both = (text: { th: string; en: string } | null | undefined) =>
  text ? [text.th, text.en] : [];

export const bookIndexTokens = (book: IndexedBook): BookIndexTokens => ({
  title: toIndexTokens(...both(book.name)),
  leadContributor: toIndexTokens(...both(book.contributors[0]?.name)),
  otherContributors: toIndexTokens(
    ...book.contributors.slice(1).flatMap((contributor) => both(contributor.name)),
  ),
  series: toIndexTokens(...both(book.series?.name)),
  publisher: toIndexTokens(...both(book.publisher), ...both(book.imprint)),
  description: toIndexTokens(...both(book.shortDescription), ...both(book.fullDescription)).slice(
    0,
    200_000,
  ),
});

/** `text` for `LIKE`, its `%`, `_` and `\\` escaped. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** A name pair as the trigram text of a contributor, publisher or series. */
export const nameSearchText = (name: { th: string; en: string }): string =>
  normalizeText(`${name.th} ${name.en}`);

/**
 * Every search column of a book from its names and texts (the catalog import, staff edits and the
 * re-segmentation all write these): the weighted tokens, the trigram text of its title and people
 * (`search_text`), the same as it sounds (`search_loose`) and the title keys autocomplete reads.
 */
export const bookSearchFields = (book: IndexedBook) => {
  const searchText = normalizeText(
    [
      book.name.th,
      book.name.en,
      ...book.contributors.flatMap((contributor) => both(contributor.name)),
    ].join(' '),
  ).slice(0, 2000);
  return {
    tokens: bookIndexTokens(book),
    searchText,
    searchLoose: looseThai(searchText),
    titleKeyTh: normalizeText(book.name.th),
    titleKeyEn: normalizeText(book.name.en || book.name.th),
  };
};
