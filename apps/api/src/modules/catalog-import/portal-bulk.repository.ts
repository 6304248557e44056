import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books } from '../../db/schema/index.js';

/*
 * The portal's bulk upload (docs/titles.md "Bulk upload"): which books a record's reference and
 * ISBNs, or a zip file's name, name. Both functions take the caller's catalog publisher: the
 * first says of another publisher's book only that it is not the caller's (its id stays in the
 * database), the second reads the caller's books only.
 */

export type BookKeyRow = {
  /** The caller's book; null for a book that is not theirs. */
  bookId: number | null;
  own: boolean;
  recordReference: string | null;
  isbn: string | null;
  eIsbn: string | null;
};

/** Every book (anyone's) with one of `references`, or one of `isbns` as its ISBN or e-ISBN. */
export const findBookKeys = async (
  db: DbOrTx,
  publisherId: number,
  keys: { references: string[]; isbns: string[] },
): Promise<BookKeyRow[]> => {
  const matches: SQL[] = [];
  if (keys.references.length > 0) matches.push(inArray(books.recordReference, keys.references));
  if (keys.isbns.length > 0)
    matches.push(inArray(books.isbn, keys.isbns), inArray(books.eIsbn, keys.isbns));
  if (matches.length === 0) return [];
  const own = sql<boolean>`coalesce(${books.publisherId} = ${publisherId}, false)`;
  const rows = await db
    .select({
      bookId: sql<number | null>`case when ${own} then ${books.id} end`,
      own,
      recordReference: books.recordReference,
      isbn: books.isbn,
      eIsbn: books.eIsbn,
    })
    .from(books)
    .where(or(...matches));
  return rows.map((row) => ({ ...row, bookId: row.bookId === null ? null : Number(row.bookId) }));
};

export type OwnBookKeyRow = {
  id: number;
  recordReference: string | null;
  isbn: string | null;
  eIsbn: string | null;
  nameTh: string;
  nameEn: string;
};

/** The caller's books with one of `keys` as record reference, ISBN or e-ISBN. */
export const findOwnBooksByKeys = async (
  db: DbOrTx,
  publisherId: number,
  keys: string[],
): Promise<OwnBookKeyRow[]> => {
  if (keys.length === 0) return [];
  return db
    .select({
      id: books.id,
      recordReference: books.recordReference,
      isbn: books.isbn,
      eIsbn: books.eIsbn,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
    })
    .from(books)
    .where(
      and(
        eq(books.publisherId, publisherId),
        or(
          inArray(books.recordReference, keys),
          inArray(books.isbn, keys),
          inArray(books.eIsbn, keys),
        ),
      ),
    );
};
