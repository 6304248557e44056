import type { DbOrTx } from '../../db/client.js';
import { currentStamp, type Cache } from '../../lib/cache.js';
import type { QueryAlternative } from '../../lib/search-text.js';
import {
  bookIdOf,
  findPrefixTerms,
  findTermPostings,
  type TermPostings,
} from './search-terms.repository.js';

export type TermMatch = { id: number; score: number };

const EMPTY: TermPostings = { keys: new Float64Array(0), weights: new Uint8Array(0) };

/**
 * Where a term is in a book (4 title, 3 contributor, 2 series, 1 publisher), or 0 if it is not: a
 * binary search for the book's sales key in the term's keys (descending).
 */
const weightIn = (postings: TermPostings, key: number): number => {
  const { keys } = postings;
  let from = 0;
  let to = keys.length - 1;
  while (from <= to) {
    const middle = (from + to) >>> 1;
    const value = keys[middle] ?? 0;
    if (value > key) from = middle + 1;
    else if (value < key) to = middle - 1;
    else return postings.weights[middle] ?? 0;
  }
  return 0;
};

/**
 * Several postings lists as one, best sellers first, each book once with its best weight. A book has
 * one sales key, so its postings in every list sort to the same place: they come out together.
 */
export const mergePostings = (lists: TermPostings[]): TermPostings => {
  const inputs = lists.filter((list) => list.keys.length > 0);
  if (inputs.length === 0) return EMPTY;
  if (inputs.length === 1) return inputs[0] ?? EMPTY;
  const total = inputs.reduce((sum, list) => sum + list.keys.length, 0);
  const keys = new Float64Array(total);
  const weights = new Uint8Array(total);
  const heads = inputs.map(() => 0);
  let count = 0;
  for (;;) {
    let best = -1;
    let bestKey = -1;
    for (let j = 0; j < inputs.length; j += 1) {
      const list = inputs[j] as TermPostings;
      const head = heads[j] ?? 0;
      if (head >= list.keys.length) continue;
      const key = list.keys[head] ?? 0;
      if (key > bestKey) {
        best = j;
        bestKey = key;
      }
    }
    if (best === -1) break;
    const list = inputs[best] as TermPostings;
    const head = heads[best] ?? 0;
    heads[best] = head + 1;
    const weight = list.weights[head] ?? 0;
    if (count > 0 && keys[count - 1] === bestKey) {
      if (weight > (weights[count - 1] ?? 0)) weights[count - 1] = weight;
      continue;
    }
    keys[count] = bestKey;
    weights[count] = weight;
    count += 1;
  }
  return { keys: keys.subarray(0, count), weights: weights.subarray(0, count) };
};

/** A query with every token resolved to its postings: pieces, each of alternatives, each of tokens. */
export type ResolvedQuery = TermPostings[][][];

/** A piece's score in a book: the best of its alternatives, each as good as its worst-placed token. */
const pieceScore = (alternatives: TermPostings[][], key: number): number => {
  let best = 0;
  for (const tokens of alternatives) {
    let level = 4;
    for (const postings of tokens) {
      level = Math.min(level, weightIn(postings, key));
      if (level === 0) break;
    }
    best = Math.max(best, level);
  }
  return best;
};

const shortest = (tokens: TermPostings[]): TermPostings =>
  tokens.reduce((a, b) => (b.keys.length < a.keys.length ? b : a), tokens[0] ?? EMPTY);

/**
 * The `limit` best-selling books matching every piece, with their scores (per piece, where its
 * tokens are, summed): the same books, in the same order, as `search_vector @@ query` by copies sold.
 * The piece with the fewest candidates drives: its books are walked best sellers first, every other
 * piece is looked up by book, and the walk stops at `limit` matches.
 */
export const matchResolved = (pieces: ResolvedQuery, limit: number): TermMatch[] => {
  if (pieces.length === 0 || limit <= 0) return [];
  const candidatesOf = (alternatives: TermPostings[][]) =>
    alternatives.map((tokens) => shortest(tokens));
  const cost = (alternatives: TermPostings[][]) =>
    candidatesOf(alternatives).reduce((sum, list) => sum + list.keys.length, 0);
  let driver = 0;
  for (let i = 1; i < pieces.length; i += 1)
    if (cost(pieces[i] ?? []) < cost(pieces[driver] ?? [])) driver = i;
  const driving = pieces[driver] ?? [];
  const walk = mergePostings(candidatesOf(driving));
  // One token drives alone: its own weight is the piece's score, no lookup needed.
  const [onlyAlternative] = driving;
  const selfScored = driving.length === 1 && onlyAlternative?.length === 1;
  const matches: TermMatch[] = [];
  for (let i = 0; i < walk.keys.length && matches.length < limit; i += 1) {
    const key = walk.keys[i] ?? 0;
    let score = 0;
    for (let p = 0; p < pieces.length; p += 1) {
      const piece =
        p === driver && selfScored ? (walk.weights[i] ?? 0) : pieceScore(pieces[p] ?? [], key);
      if (piece === 0) {
        score = 0;
        break;
      }
      score += piece;
    }
    if (score > 0) matches.push({ id: bookIdOf(key), score });
  }
  return matches;
};

const STAMP_KEY = 'catalog:term-index:stamp';
/** TermPostings change only with the catalog (which empties the cache, and the stamp with it). */
const STAMP_TTL_SECONDS = 600;
/** A sales key and a weight per posting. */
const bytesOf = (postings: TermPostings) => postings.keys.length * 9 + 96;

/**
 * The exact tier of search: the books whose title, contributors, series or publisher have the words
 * of a query. Each term's postings are read whole from `book_terms` once and kept in this process
 * (least recently used first out, within `maxBytes`) for as long as the shared cache keeps the same
 * stamp: emptied with the catalog, and every ten minutes. Queries are then intersected here: a new
 * query made of words other queries had costs no database read.
 */
export const createTermIndex = ({
  db,
  cache,
  maxBytes = 256 * 1024 * 1024,
}: {
  db: DbOrTx;
  cache: Cache;
  maxBytes?: number;
}) => {
  const kept = new Map<string, TermPostings>();
  const loading = new Map<string, Promise<Map<string, TermPostings>>>();
  let keptBytes = 0;
  let stamp: string | undefined;

  const keep = (key: string, postings: TermPostings) => {
    const bytes = bytesOf(postings);
    if (bytes > maxBytes) return;
    kept.set(key, postings);
    keptBytes += bytes;
    for (const [oldKey, old] of kept) {
      if (keptBytes <= maxBytes) break;
      kept.delete(oldKey);
      keptBytes -= bytesOf(old);
    }
  };

  const recall = (key: string): TermPostings | undefined => {
    const postings = kept.get(key);
    if (postings) {
      kept.delete(key);
      kept.set(key, postings);
    }
    return postings;
  };

  /** Loads what is not kept (one batch for all), each key once however many ask at a time. */
  const loadAll = async (
    keys: string[],
    load: (missing: string[]) => Promise<Map<string, TermPostings>>,
  ): Promise<Map<string, TermPostings>> => {
    const found = new Map<string, TermPostings>();
    const missing: string[] = [];
    const parts: Array<Promise<void>> = [];
    const take = (key: string, batch: Promise<Map<string, TermPostings>>) =>
      parts.push(batch.then((all) => void found.set(key, all.get(key) ?? EMPTY)));
    for (const key of new Set(keys)) {
      const postings = recall(key);
      const pending = loading.get(key);
      if (postings) found.set(key, postings);
      else if (pending) take(key, pending);
      else missing.push(key);
    }
    if (missing.length > 0) {
      const batch = load(missing)
        .then((all) => {
          for (const key of missing) keep(key, all.get(key) ?? EMPTY);
          return all;
        })
        .finally(() => {
          for (const key of missing) loading.delete(key);
        });
      for (const key of missing) {
        loading.set(key, batch);
        take(key, batch);
      }
    }
    await Promise.all(parts);
    return found;
  };

  const terms = (values: string[]) => loadAll(values, (missing) => findTermPostings(db, missing));

  /** A prefix stands for the terms starting with it (see `findPrefixTerms`): their postings merged. */
  const prefixes = (values: string[]) =>
    loadAll(
      values.map((value) => `*${value}`),
      async (missing) => {
        const expansions = await findPrefixTerms(
          db,
          missing.map((key) => key.slice(1)),
        );
        const lists = await terms([...expansions.values()].flat());
        return new Map(
          [...expansions].map(([prefix, expanded]) => [
            `*${prefix}`,
            mergePostings(expanded.map((term) => lists.get(term) ?? EMPTY)),
          ]),
        );
      },
    );

  const sync = async () => {
    const current = await currentStamp(cache, STAMP_KEY, STAMP_TTL_SECONDS);
    if (current === stamp) return;
    kept.clear();
    keptBytes = 0;
    stamp = current;
  };

  const resolve = async (pieces: QueryAlternative[][]): Promise<ResolvedQuery> => {
    await sync();
    const tokens = pieces
      .flat()
      .flatMap(({ tokens: values, prefix }) =>
        values.map((value, i) => ({ value, prefix: prefix && i === values.length - 1 })),
      );
    const [whole, partial] = await Promise.all([
      terms(tokens.filter((token) => !token.prefix).map((token) => token.value)),
      prefixes(tokens.filter((token) => token.prefix).map((token) => token.value)),
    ]);
    return pieces.map((alternatives) =>
      alternatives.map(({ tokens: values, prefix }) =>
        values.map((value, i) =>
          prefix && i === values.length - 1
            ? (partial.get(`*${value}`) ?? EMPTY)
            : (whole.get(value) ?? EMPTY),
        ),
      ),
    );
  };

  return {
    /** The `limit` best-selling books matching every piece, with their scores (`matchResolved`). */
    async match(pieces: QueryAlternative[][], limit: number): Promise<TermMatch[]> {
      if (pieces.length === 0) return [];
      return matchResolved(await resolve(pieces), limit);
    },

    /**
     * Like `match`, and whether some piece, alone, is in no title, contributor, series or publisher:
     * a word that is nowhere (a typo, often) rather than words that are each somewhere but never
     * together.
     */
    async matchWithStrays(
      pieces: QueryAlternative[][],
      limit: number,
    ): Promise<{ matches: TermMatch[]; strays: boolean }> {
      if (pieces.length === 0) return { matches: [], strays: false };
      const resolved = await resolve(pieces);
      const matches = matchResolved(resolved, limit);
      const strays =
        matches.length === 0 && resolved.some((piece) => matchResolved([piece], 1).length === 0);
      return { matches, strays };
    },
  };
};
