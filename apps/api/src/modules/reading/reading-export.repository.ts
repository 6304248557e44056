import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { annotations, books } from '../../db/schema/index.js';

/** A note for the export, with its book's names. */
export type ExportNoteRow = {
  bookId: number;
  nameTh: string;
  nameEn: string;
  kind: 'bookmark' | 'highlight';
  locator: string;
  quote: string;
  note: string;
  color: string;
  progressBp: number;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The customer's notes (deleted ones left out), of one book or of all, by book and then in book
 * order. Only the customer's own rows: the customer is in the query.
 */
export const findNotesForExport = async (
  db: DbOrTx,
  params: { customerId: number; bookId?: number | undefined },
): Promise<ExportNoteRow[]> =>
  db
    .select({
      bookId: annotations.bookId,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      kind: annotations.kind,
      locator: annotations.locator,
      quote: annotations.quote,
      note: annotations.note,
      color: annotations.color,
      progressBp: annotations.progressBp,
      createdAt: annotations.createdAt,
      updatedAt: annotations.updatedAt,
    })
    .from(annotations)
    .innerJoin(books, eq(books.id, annotations.bookId))
    .where(
      and(
        eq(annotations.customerId, params.customerId),
        isNull(annotations.deletedAt),
        params.bookId === undefined ? undefined : eq(annotations.bookId, params.bookId),
      ),
    )
    .orderBy(
      asc(annotations.bookId),
      asc(annotations.progressBp),
      asc(annotations.createdAt),
      asc(annotations.id),
    );
