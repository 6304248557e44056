import type { Cache } from './cache.js';

/**
 * The shared cache as every room sees it: what every visitor sees of the catalog (listing pages as
 * ids, book cards, the category tree, search pages, the second API's answers), never anything of
 * one customer. Every key carries the catalog version, so a catalog change makes every old entry
 * unreachable at once without emptying anything (old entries age out: LRU in memory, TTL in
 * Redis). The version moves when this process writes the catalog (`moveTo` after the commit) and
 * when the version check sees another process's change (`watchCatalogVersion`).
 *
 * A change to one book (its price, title, cover, rating) does not move the version: `forgetBook`
 * drops that book's card, which every listing, search and home page assembles from per-book keys,
 * so the next read renews it everywhere while every other card stays cached.
 */
export type CatalogCache = Cache & {
  /** The catalog version the keys are made with now. */
  version(): string;
  /** Keys move to a newer version (an older one is ignored). */
  moveTo(version: string): void;
  /** One book changed: its card is read afresh by the next request that shows it. */
  forgetBook(bookId: number): Promise<void>;
};

/** The key of a book's card (both languages), shared by every listing, search and home page. */
export const CARD_KEY = (bookId: number) => `catalog:card:${bookId}`;

export const createCatalogCache = (base: Cache, initialVersion = '0'): CatalogCache => {
  let version = initialVersion;
  const keyOf = (key: string) => `c${version}:${key}`;
  return {
    version: () => version,
    moveTo(next) {
      if (BigInt(next) > BigInt(version)) version = next;
    },
    get: (key) => base.get(keyOf(key)),
    set: (key, value, ttlSeconds) => base.set(keyOf(key), value, ttlSeconds),
    delete: (key) => base.delete(keyOf(key)),
    wrap: (key, ttlSeconds, compute) => base.wrap(keyOf(key), ttlSeconds, compute),
    clear: () => base.clear(),
    forgetBook: (bookId) => base.delete(keyOf(CARD_KEY(bookId))),
  };
};
