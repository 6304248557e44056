import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, homeSliders, topicBooks, topics } from '../../db/schema/index.js';

/*
 * The back office's reads and writes of topics and home sliders (issue 24, home-admin.service.ts).
 * A store has tens of topics and a handful of sliders: lists read a page (or all) of rows.
 */

const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
};

// ---------------------------------------------------------------- topics

export type TopicRow = typeof topics.$inferSelect;
export type TopicListRow = Pick<
  TopicRow,
  'id' | 'code' | 'titleTh' | 'titleEn' | 'published' | 'updatedAt'
> & { bookCount: number };

export type TopicWrite = {
  code?: string;
  titleTh?: string;
  titleEn?: string;
  bodyTh?: string;
  bodyEn?: string;
  published?: boolean;
};

const bookCount = sql<number>`(select count(*)::int from ${topicBooks} where ${topicBooks.topicId} = ${topics.id})`;

export const findTopicPage = async (
  db: DbOrTx,
  params: {
    /** Lower case, `%`, `_` and `\` escaped. */
    text?: string;
    sort: 'UpdatedAt' | 'Id' | 'Code';
    order: 'ASC' | 'DESC';
    limit: number;
    offset: number;
  },
): Promise<TopicListRow[]> => {
  const like = params.text ? `%${params.text}%` : undefined;
  const column =
    params.sort === 'Code' ? topics.code : params.sort === 'Id' ? topics.id : topics.updatedAt;
  const direction = params.order === 'ASC' ? asc : desc;
  return db
    .select({
      id: topics.id,
      code: topics.code,
      titleTh: topics.titleTh,
      titleEn: topics.titleEn,
      published: topics.published,
      updatedAt: topics.updatedAt,
      bookCount,
    })
    .from(topics)
    .where(
      like
        ? or(
            sql`${topics.code} like ${like}`,
            sql`lower(${topics.titleTh}) like ${like}`,
            sql`lower(${topics.titleEn}) like ${like}`,
          )
        : undefined,
    )
    .orderBy(direction(column), direction(topics.id))
    .limit(params.limit)
    .offset(params.offset);
};

/** A topic with its books in order; `forUpdate` locks its row (writes of one topic wait in turn). */
export const findTopic = async (
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<(TopicRow & { bookIds: number[] }) | undefined> => {
  const query = db.select().from(topics).where(eq(topics.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return undefined;
  const rows = await db
    .select({ bookId: topicBooks.bookId })
    .from(topicBooks)
    .where(eq(topicBooks.topicId, id))
    .orderBy(asc(topicBooks.displayOrder), asc(topicBooks.bookId));
  return { ...row, bookIds: rows.map((entry) => entry.bookId) };
};

/** A new topic's id, or 'taken' when its code belongs to another topic. */
export const insertTopic = async (
  tx: DbOrTx,
  values: Required<TopicWrite>,
): Promise<number | 'taken'> => {
  try {
    const [row] = await tx.insert(topics).values(values).returning({ id: topics.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

export const updateTopic = async (
  tx: DbOrTx,
  id: number,
  values: TopicWrite,
): Promise<'ok' | 'taken'> => {
  try {
    await tx
      .update(topics)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(topics.id, id));
    return 'ok';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
};

/** The topic's books become exactly these, in this order. */
export const replaceTopicBooks = async (
  tx: DbOrTx,
  topicId: number,
  bookIds: number[],
): Promise<void> => {
  await tx.delete(topicBooks).where(eq(topicBooks.topicId, topicId));
  if (bookIds.length > 0)
    await tx
      .insert(topicBooks)
      .values(bookIds.map((bookId, displayOrder) => ({ topicId, bookId, displayOrder })));
};

/** Deletes a topic (its list of books goes with it). */
export const deleteTopic = async (tx: DbOrTx, id: number): Promise<void> => {
  await tx.delete(topics).where(eq(topics.id, id));
};

/** The ids among `ids` that are books (published or not). */
export const findExistingBookIds = async (db: DbOrTx, ids: number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: books.id }).from(books).where(inArray(books.id, ids));
  return new Set(rows.map((row) => row.id));
};

/** Sliders whose link opens this topic's page (`/topic/{code}`, with or without a query or anchor). */
export const findSlidersLinkingTo = async (
  db: DbOrTx,
  code: string,
): Promise<Array<{ id: number; titleTh: string; titleEn: string }>> => {
  const path = `/topic/${code}`;
  const escaped = path.replace(/[%_\\]/g, '\\$&');
  return db
    .select({ id: homeSliders.id, titleTh: homeSliders.titleTh, titleEn: homeSliders.titleEn })
    .from(homeSliders)
    .where(
      or(
        eq(homeSliders.link, path),
        sql`${homeSliders.link} like ${`${escaped}?%`}`,
        sql`${homeSliders.link} like ${`${escaped}#%`}`,
        sql`${homeSliders.link} like ${`${escaped}/%`}`,
      ),
    )
    .orderBy(asc(homeSliders.id));
};

// ---------------------------------------------------------------- sliders

export type SliderRow = typeof homeSliders.$inferSelect;

export type SliderWrite = {
  titleTh?: string;
  titleEn?: string;
  subtitleTh?: string;
  subtitleEn?: string;
  link?: string;
  published?: boolean;
  pictureKey?: string;
};

/** Every slider, first on the home page first. */
export const findSliders = (db: DbOrTx): Promise<SliderRow[]> =>
  db.select().from(homeSliders).orderBy(asc(homeSliders.displayOrder), asc(homeSliders.id));

export const findSlider = async (
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SliderRow | undefined> => {
  const query = db.select().from(homeSliders).where(eq(homeSliders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
};

/** Locks every slider row (a reorder waits for other writes of the sliders, and they for it). */
export const lockSliders = async (tx: DbOrTx): Promise<number[]> => {
  const rows = await tx
    .select({ id: homeSliders.id })
    .from(homeSliders)
    .orderBy(asc(homeSliders.displayOrder), asc(homeSliders.id))
    .for('update');
  return rows.map((row) => row.id);
};

export const insertSlider = async (
  tx: DbOrTx,
  values: Required<SliderWrite>,
): Promise<SliderRow> => {
  const [row] = await tx
    .insert(homeSliders)
    .values({
      ...values,
      displayOrder: sql`(select coalesce(max(${homeSliders.displayOrder}) + 1, 0) from ${homeSliders})`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateSlider = async (
  tx: DbOrTx,
  id: number,
  values: SliderWrite,
): Promise<SliderRow> => {
  const [row] = await tx
    .update(homeSliders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(homeSliders.id, id))
    .returning();
  if (!row) throw new Error(`slider ${id} vanished in its own transaction`);
  return row;
};

export const deleteSlider = async (tx: DbOrTx, id: number): Promise<void> => {
  await tx.delete(homeSliders).where(eq(homeSliders.id, id));
};

/** Display order 1, 2, 3... in the order of `ids`. */
export const setSliderOrder = async (tx: DbOrTx, ids: number[]): Promise<void> => {
  const positions: SQL = sql`unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as t(id, position)`;
  await tx.execute(sql`
    update ${homeSliders} set display_order = v.position, updated_at = now()
    from (select * from ${positions}) as v
    where ${homeSliders.id} = v.id`);
};
