import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { books, priceCampaignBooks, priceCampaigns } from '../../db/schema/index.js';

/**
 * Price campaigns' tables and the books' sale plans they write (price-campaigns.service.ts,
 * docs/back-office.md "Campaign prices"). Sale plans are written with the catalog's own price
 * columns (`priceColumns` of catalog-admin.service.ts), never computed here.
 */

export type PriceCampaignRow = typeof priceCampaigns.$inferSelect;
export type NewPriceCampaign = typeof priceCampaigns.$inferInsert;
export type PriceCampaignOutcome = (typeof priceCampaignBooks.$inferSelect)['outcome'];
export type PriceCampaignStatus = 'scheduled' | 'running' | 'ended' | 'stopped';

export type PriceCampaignView = PriceCampaignRow & {
  createdByEmail: string | null;
  stoppedByEmail: string | null;
};

export type CampaignSelection = {
  bookIds: number[];
  categoryIds: number[];
  publisherIds: number[];
  topicIds: number[];
};

/** A PostgreSQL array literal of integers (ids, satang) for one parameter. */
const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`;

/** A PostgreSQL array literal of times (ISO strings need no escaping). */
const timeArray = (values: readonly (Date | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value.toISOString()}"`)).join(',')}}`;

const staffEmail = (column: 'created_by' | 'stopped_by') =>
  sql<
    string | null
  >`(select email from staff where staff.id = ${sql.raw(`price_campaigns.${column}`)})`;

const viewColumns = {
  campaign: priceCampaigns,
  createdByEmail: staffEmail('created_by'),
  stoppedByEmail: staffEmail('stopped_by'),
};

const toView = (row: {
  campaign: PriceCampaignRow;
  createdByEmail: string | null;
  stoppedByEmail: string | null;
}): PriceCampaignView => ({
  ...row.campaign,
  createdByEmail: row.createdByEmail,
  stoppedByEmail: row.stoppedByEmail,
});

const statusWhere = (status: PriceCampaignStatus, now: Date): SQL => {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (status) {
    case 'stopped':
      return sql`${priceCampaigns.stoppedAt} is not null`;
    case 'scheduled':
      return sql`${priceCampaigns.stoppedAt} is null and ${priceCampaigns.startsAt} > ${at}`;
    case 'running':
      return sql`${priceCampaigns.stoppedAt} is null and ${priceCampaigns.startsAt} <= ${at}
                 and ${priceCampaigns.endsAt} > ${at}`;
    case 'ended':
      return sql`${priceCampaigns.stoppedAt} is null and ${priceCampaigns.endsAt} <= ${at}`;
  }
};

export const findCampaignPage = async (
  db: DbOrTx,
  filter: {
    text?: string;
    status?: PriceCampaignStatus;
    now: Date;
    sort: 'id' | 'startsAt' | 'endsAt';
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<PriceCampaignView[]> => {
  const column = {
    id: priceCampaigns.id,
    startsAt: priceCampaigns.startsAt,
    endsAt: priceCampaigns.endsAt,
  }[filter.sort];
  const order = filter.descending ? desc : asc;
  const rows = await db
    .select(viewColumns)
    .from(priceCampaigns)
    .where(
      and(
        filter.text
          ? ilike(priceCampaigns.name, `%${filter.text.replace(/[%_\\]/g, '\\$&')}%`)
          : undefined,
        filter.status ? statusWhere(filter.status, filter.now) : undefined,
      ),
    )
    .orderBy(order(column), order(priceCampaigns.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows.map(toView);
};

export const findCampaign = async (
  db: DbOrTx,
  id: number,
): Promise<PriceCampaignView | undefined> => {
  const [row] = await db.select(viewColumns).from(priceCampaigns).where(eq(priceCampaigns.id, id));
  return row ? toView(row) : undefined;
};

/** The campaign's row, locked while it is stopped (a second stop waits, then sees it stopped). */
export const lockCampaign = async (
  tx: DbOrTx,
  id: number,
): Promise<PriceCampaignRow | undefined> => {
  const [row] = await tx
    .select()
    .from(priceCampaigns)
    .where(eq(priceCampaigns.id, id))
    .for('update');
  return row;
};

/** Of the ids picked, those with no book, category, publisher or topic behind them. */
export const findMissingSelection = async (
  tx: DbOrTx,
  selection: CampaignSelection,
): Promise<CampaignSelection> => {
  const missing = async (
    table: 'books' | 'categories' | 'publishers' | 'topics',
    ids: number[],
  ) => {
    if (ids.length === 0) return [];
    const rows = await executeRows<{ id: number }>(
      tx,
      sql`select wanted.id from unnest(${intArray(ids)}::int[]) as wanted (id)
           where not exists (select 1 from ${sql.raw(table)} found where found.id = wanted.id)
           order by wanted.id`,
    );
    return rows.map((row) => Number(row.id));
  };
  const [bookIds, categoryIds, publisherIds, topicIds] = await Promise.all([
    missing('books', selection.bookIds),
    missing('categories', selection.categoryIds),
    missing('publishers', selection.publisherIds),
    missing('topics', selection.topicIds),
  ]);
  return { bookIds, categoryIds, publisherIds, topicIds };
};

/**
 * The books a selection names, once each, in id order: the books picked, every book of the
 * categories (with their sub-categories, the tree walked down), of the publishers and of the
 * topics. At most `limit` ids are read (the caller asks for one more than it allows).
 */
export const findSelectedBookIds = async (
  tx: DbOrTx,
  selection: CampaignSelection,
  limit: number,
): Promise<number[]> => {
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`with recursive tree (id) as (
          select id from categories where id = any(${intArray(selection.categoryIds)}::int[])
          union
          select child.id from categories child join tree on child.parent_id = tree.id
        )
        select id from (
          select unnest(${intArray(selection.bookIds)}::int[]) as id
          union select book_id from book_categories where category_id in (select id from tree)
          union select id from books where publisher_id = any(${intArray(selection.publisherIds)}::int[])
          union select book_id from topic_books where topic_id = any(${intArray(selection.topicIds)}::int[])
        ) picked
        order by id
        limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
};

export type BookPriceState = {
  id: number;
  priceSatang: number;
  oldPriceSatang: number | null;
  regularPriceSatang: number | null;
  regularOldPriceSatang: number | null;
  salePriceSatang: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  saleCampaignId: number | null;
};

const priceStateColumns = {
  id: books.id,
  priceSatang: books.priceSatang,
  oldPriceSatang: books.oldPriceSatang,
  regularPriceSatang: books.regularPriceSatang,
  regularOldPriceSatang: books.regularOldPriceSatang,
  salePriceSatang: books.salePriceSatang,
  saleStartsAt: books.saleStartsAt,
  saleEndsAt: books.saleEndsAt,
  saleCampaignId: books.saleCampaignId,
};

/**
 * The books' price columns, each row locked in id order (so two campaigns over the same books
 * never deadlock). A campaign made at the same moment waits for these rows and then reads them
 * as the first one left them: that is what keeps a book in at most one campaign.
 */
export const lockBookPrices = async (tx: DbOrTx, ids: number[]): Promise<BookPriceState[]> =>
  ids.length === 0
    ? []
    : tx
        .select(priceStateColumns)
        .from(books)
        .where(sql`${books.id} = any(${intArray(ids)}::int[])`)
        .orderBy(asc(books.id))
        .for('update');

/** The books whose sale plan this campaign holds, locked in id order, with its price for each. */
export const lockBooksOfCampaign = async (
  tx: DbOrTx,
  campaignId: number,
): Promise<Array<BookPriceState & { campaignPriceSatang: number | null }>> =>
  tx
    .select({ ...priceStateColumns, campaignPriceSatang: priceCampaignBooks.campaignPriceSatang })
    .from(books)
    .leftJoin(
      priceCampaignBooks,
      and(eq(priceCampaignBooks.campaignId, campaignId), eq(priceCampaignBooks.bookId, books.id)),
    )
    .where(eq(books.saleCampaignId, campaignId))
    .orderBy(asc(books.id))
    .for('update', { of: books });

export type SalePlanWrite = {
  id: number;
  priceSatang: number;
  oldPriceSatang: number | null;
  regularPriceSatang: number | null;
  regularOldPriceSatang: number | null;
  salePriceSatang: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  saleCampaignId: number | null;
};

/** Writes the price columns and sale plans of many books in one statement. */
export const writeSalePlans = async (tx: DbOrTx, rows: SalePlanWrite[]): Promise<void> => {
  if (rows.length === 0) return;
  const column = <K extends keyof SalePlanWrite>(key: K) => rows.map((row) => row[key]);
  await tx.execute(sql`
    update ${books} set price_satang = v.price, old_price_satang = v.old_price,
      regular_price_satang = v.regular_price, regular_old_price_satang = v.regular_old_price,
      sale_price_satang = v.sale_price, sale_starts_at = v.sale_starts, sale_ends_at = v.sale_ends,
      sale_campaign_id = v.campaign, updated_at = now()
    from unnest(
      ${intArray(column('id'))}::int[], ${intArray(column('priceSatang'))}::int[],
      ${intArray(column('oldPriceSatang'))}::int[], ${intArray(column('regularPriceSatang'))}::int[],
      ${intArray(column('regularOldPriceSatang'))}::int[], ${intArray(column('salePriceSatang'))}::int[],
      ${timeArray(column('saleStartsAt'))}::timestamptz[], ${timeArray(column('saleEndsAt'))}::timestamptz[],
      ${intArray(column('saleCampaignId'))}::int[]
    ) as v(id, price, old_price, regular_price, regular_old_price, sale_price, sale_starts, sale_ends, campaign)
    where ${books.id} = v.id`);
};

/** Forgets which campaign wrote these books' plans (staff changed them on the book since). */
export const unmarkBooks = async (tx: DbOrTx, ids: number[]): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(books)
    .set({ saleCampaignId: null })
    .where(sql`${books.id} = any(${intArray(ids)}::int[])`);
};

export const insertCampaign = async (
  tx: DbOrTx,
  values: NewPriceCampaign,
): Promise<PriceCampaignRow> => {
  const [row] = await tx.insert(priceCampaigns).values(values).returning();
  return row!;
};

export const insertCampaignBooks = async (
  tx: DbOrTx,
  campaignId: number,
  rows: Array<{
    bookId: number;
    outcome: PriceCampaignOutcome;
    regularPriceSatang: number;
    campaignPriceSatang: number;
  }>,
): Promise<void> => {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${priceCampaignBooks}
      (campaign_id, book_id, outcome, regular_price_satang, campaign_price_satang)
    select ${campaignId}, v.book_id, v.outcome::price_campaign_outcome, v.regular, v.campaign
    from unnest(
      ${intArray(rows.map((row) => row.bookId))}::int[],
      ${`{${rows.map((row) => row.outcome).join(',')}}`}::text[],
      ${intArray(rows.map((row) => row.regularPriceSatang))}::int[],
      ${intArray(rows.map((row) => row.campaignPriceSatang))}::int[]
    ) as v(book_id, outcome, regular, campaign)`);
};

export const markCampaignStopped = async (
  tx: DbOrTx,
  id: number,
  staffId: number | null,
  at: Date,
): Promise<void> => {
  await tx
    .update(priceCampaigns)
    .set({ stoppedAt: at, stoppedBy: staffId })
    .where(eq(priceCampaigns.id, id));
};

export type CampaignBookRow = {
  campaignId: number;
  campaignName: string;
  bookId: number;
  nameTh: string;
  nameEn: string;
  outcome: PriceCampaignOutcome;
  regularPriceSatang: number;
  campaignPriceSatang: number;
  currentPriceSatang: number;
  held: boolean;
};

/** A page of one campaign's books by book id, or of every campaign's (newest campaign first). */
export const findCampaignBookPage = async (
  db: DbOrTx,
  filter: {
    campaignId?: number;
    outcome?: PriceCampaignOutcome;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<CampaignBookRow[]> => {
  const order = filter.descending ? desc : asc;
  return db
    .select({
      campaignId: priceCampaignBooks.campaignId,
      campaignName: priceCampaigns.name,
      bookId: priceCampaignBooks.bookId,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      outcome: priceCampaignBooks.outcome,
      regularPriceSatang: priceCampaignBooks.regularPriceSatang,
      campaignPriceSatang: priceCampaignBooks.campaignPriceSatang,
      currentPriceSatang: books.priceSatang,
      // The book's plan is still the one the campaign wrote.
      held: sql<boolean>`coalesce(${books.saleCampaignId} = ${priceCampaignBooks.campaignId}
        and ${books.salePriceSatang} = ${priceCampaignBooks.campaignPriceSatang}
        and ${books.saleStartsAt} = ${priceCampaigns.startsAt}
        and ${books.saleEndsAt} = ${priceCampaigns.endsAt}, false)`,
    })
    .from(priceCampaignBooks)
    .innerJoin(books, eq(books.id, priceCampaignBooks.bookId))
    .innerJoin(priceCampaigns, eq(priceCampaigns.id, priceCampaignBooks.campaignId))
    .where(
      and(
        filter.campaignId === undefined
          ? undefined
          : eq(priceCampaignBooks.campaignId, filter.campaignId),
        filter.outcome ? eq(priceCampaignBooks.outcome, filter.outcome) : undefined,
      ),
    )
    .orderBy(desc(priceCampaignBooks.campaignId), order(priceCampaignBooks.bookId))
    .limit(filter.limit)
    .offset(filter.offset);
};
