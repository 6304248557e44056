import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { annotations, books, libraryItems, readingStates } from '../../db/schema/index.js';

export type BookFormat = 'EPUB' | 'PDF';

/** What the reader needs to know of a book and of the caller (a guest owns nothing). */
export type ReaderBookRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  textLanguage: 'th' | 'en';
  published: boolean;
  hasSample: boolean;
  owned: boolean;
  /**
   * In an order of the caller's own that waits for its payment (read while you pay,
   * docs/reader.md): `PD` with an attempt the gateway keeps pending, the book a line of it (not a
   * gift). Its preview's positions and notes are the whole book's.
   */
  pending: boolean;
};

/**
 * The customer's own order waiting for its payment holds the book: from the customer's orders
 * (orders_customer_idx), raw names as drizzle leaves a select's columns unqualified.
 */
const pendingSql = (customerId: number) => sql<boolean>`exists (
  select 1 from orders o join order_lines ol on ol.order_id = o.id
  where o.customer_id = ${customerId} and o.status = 'PD' and ol.book_id = books.id
    and ol.kind = 'book' and ol.gift is null
    and exists (select 1 from payments p where p.order_id = o.id and p.status = 'pending'))`;

export const findReaderBook = async (
  db: DbOrTx,
  params: { bookId: number; customerId: number | undefined },
): Promise<ReaderBookRow | undefined> => {
  const [row] = await db
    .select({
      id: books.id,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      textLanguage: books.textLanguage,
      published: books.published,
      hasSample: books.hasSample,
      owned:
        params.customerId === undefined
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${libraryItems} where ${libraryItems.customerId} = ${params.customerId} and ${libraryItems.bookId} = ${books.id})`,
      pending:
        params.customerId === undefined ? sql<boolean>`false` : pendingSql(params.customerId),
    })
    .from(books)
    .where(eq(books.id, params.bookId));
  return row;
};

export type PositionRow = typeof readingStates.$inferSelect;

const mine = (customerId: number, bookId: number) =>
  and(eq(readingStates.customerId, customerId), eq(readingStates.bookId, bookId));

export const findPosition = async (
  db: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<PositionRow | undefined> => {
  const [row] = await db.select().from(readingStates).where(mine(params.customerId, params.bookId));
  return row;
};

export type PositionValues = {
  customerId: number;
  bookId: number;
  format: BookFormat;
  locator: string;
  progressBp: number;
  chapter: string | null;
  device: string | null;
  finished: boolean;
};

/** The first position of a customer in a book (version 1); undefined when there is one already. */
export const insertFirstPosition = async (
  tx: DbOrTx,
  values: PositionValues,
): Promise<PositionRow | undefined> => {
  const [row] = await tx
    .insert(readingStates)
    .values({ ...values, version: 1 })
    .onConflictDoNothing()
    .returning();
  return row;
};

/** The position, locked until the transaction ends (saves of one book take turns). */
export const lockPosition = async (
  tx: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<PositionRow | undefined> => {
  const [row] = await tx
    .select()
    .from(readingStates)
    .where(mine(params.customerId, params.bookId))
    .for('update');
  return row;
};

/** Moves the position (version + 1). */
export const updatePosition = async (tx: DbOrTx, values: PositionValues): Promise<PositionRow> => {
  const [row] = await tx
    .update(readingStates)
    .set({
      format: values.format,
      locator: values.locator,
      progressBp: values.progressBp,
      chapter: values.chapter,
      device: values.device,
      finished: values.finished,
      version: sql`${readingStates.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(mine(values.customerId, values.bookId))
    .returning();
  if (!row) throw new Error('reading_states row missing under its lock');
  return row;
};

export type AnnotationRow = typeof annotations.$inferSelect;

const annotationOf = (params: { id: string; customerId: number; bookId: number }) =>
  and(
    eq(annotations.id, params.id),
    eq(annotations.customerId, params.customerId),
    eq(annotations.bookId, params.bookId),
  );

/** The customer's bookmarks and highlights in a book, deleted ones too, in book order. */
export const findAnnotations = async (
  db: DbOrTx,
  params: { customerId: number; bookId: number },
): Promise<AnnotationRow[]> =>
  db
    .select()
    .from(annotations)
    .where(
      and(eq(annotations.customerId, params.customerId), eq(annotations.bookId, params.bookId)),
    )
    .orderBy(asc(annotations.progressBp), asc(annotations.createdAt), asc(annotations.id));

export type AnnotationValues = {
  id: string;
  customerId: number;
  bookId: number;
  kind: 'bookmark' | 'highlight';
  locator: string;
  quote: string;
  note: string;
  color: string;
  progressBp: number;
};

/**
 * Creates the annotation or changes it, only when the id is the customer's own in this book and
 * not deleted: an id of someone else's (or of a deleted one) changes nothing and answers undefined.
 */
export const upsertAnnotation = async (
  db: DbOrTx,
  values: AnnotationValues,
): Promise<AnnotationRow | undefined> => {
  const [row] = await db
    .insert(annotations)
    .values(values)
    .onConflictDoUpdate({
      target: annotations.id,
      set: {
        kind: sql`excluded.kind`,
        locator: sql`excluded.locator`,
        quote: sql`excluded.quote`,
        note: sql`excluded.note`,
        color: sql`excluded.color`,
        progressBp: sql`excluded.progress_bp`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${annotations.customerId} = excluded.customer_id and ${annotations.bookId} = excluded.book_id and ${annotations.deletedAt} is null`,
    })
    .returning();
  return row;
};

export const findAnnotation = async (
  db: DbOrTx,
  params: { id: string; customerId: number; bookId: number },
): Promise<AnnotationRow | undefined> => {
  const [row] = await db.select().from(annotations).where(annotationOf(params));
  return row;
};

/** Marks the customer's annotation deleted (once: a repeat keeps the first time). */
export const tombstoneAnnotation = async (
  db: DbOrTx,
  params: { id: string; customerId: number; bookId: number },
): Promise<AnnotationRow | undefined> => {
  const [row] = await db
    .update(annotations)
    .set({
      deletedAt: sql`coalesce(${annotations.deletedAt}, now())`,
      updatedAt: sql`case when ${annotations.deletedAt} is null then now() else ${annotations.updatedAt} end`,
    })
    .where(annotationOf(params))
    .returning();
  return row;
};
