import type { ShelfBook } from '@nangsue/contracts';

/** One place on a shelf page: a book on its own, or the books of one series together. */
export type ShelfEntry =
  { kind: 'book'; book: ShelfBook } | { kind: 'series'; seriesId: number; books: ShelfBook[] };

/**
 * A page of the shelf with the books of each series gathered in one group, in volume order, at
 * the place of the group's first book in the page's order (so the asked sort still leads). Books
 * outside a series stay where they are. Grouped within the page: a series spread over two pages
 * makes a group on each.
 */
export const groupBySeries = (books: readonly ShelfBook[]): ShelfEntry[] => {
  const entries: ShelfEntry[] = [];
  const groups = new Map<number, ShelfBook[]>();
  for (const book of books) {
    if (book.Series === null) {
      entries.push({ kind: 'book', book });
      continue;
    }
    const group = groups.get(book.Series.Id);
    if (group) group.push(book);
    else {
      const members = [book];
      groups.set(book.Series.Id, members);
      entries.push({ kind: 'series', seriesId: book.Series.Id, books: members });
    }
  }
  for (const members of groups.values())
    members.sort(
      (a, b) => (a.Series?.Volume ?? 0) - (b.Series?.Volume ?? 0) || a.Product.Id - b.Product.Id,
    );
  return entries;
};

/** The next volume a series group offers: the one after its last volume on the page. */
export const nextVolumeOf = (books: readonly ShelfBook[]) => books.at(-1)?.NextVolume ?? null;
