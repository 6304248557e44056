import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';
import { CART_TYPES } from '@nangsue/contracts';
import {
  basketItems,
  bookPriceMarks,
  books,
  contributors,
  customers,
  follows,
  notifications,
  notificationSettings,
  publishers,
  series,
} from '../../db/schema/index.js';

/**
 * Follows, notifications and e-mail settings (docs/notifications.md). Every query of a reader's
 * rows names the customer; the fan-out inserts set-based (INSERT … SELECT from follows).
 */

/** Ids as one array parameter (an import may name 100,000 books: more than a statement's parameters). */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

export type FollowKind = 'series' | 'contributor' | 'publisher';
export type NotificationKind =
  'new_volume' | 'new_book' | 'price_drop' | 'preorder_delivered' | 'preorder_delayed';
export type EmailFrequency = 'immediate' | 'daily' | 'weekly' | 'never';

/** Follows once; a repeated or concurrent follow is the same row. */
export const insertFollow = async (
  tx: DbOrTx,
  row: { customerId: number; kind: FollowKind; targetId: number },
): Promise<void> => {
  await tx.insert(follows).values(row).onConflictDoNothing();
};

export const deleteFollow = async (
  tx: DbOrTx,
  row: { customerId: number; kind: FollowKind; targetId: number },
): Promise<void> => {
  await tx
    .delete(follows)
    .where(
      and(
        eq(follows.customerId, row.customerId),
        eq(follows.kind, row.kind),
        eq(follows.targetId, row.targetId),
      ),
    );
};

export const countFollows = async (tx: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await tx
    .select({ total: count() })
    .from(follows)
    .where(eq(follows.customerId, customerId));
  return row?.total ?? 0;
};

/** The target exists (a published publisher; any series or contributor). */
export const targetExists = async (
  tx: DbOrTx,
  kind: FollowKind,
  targetId: number,
): Promise<boolean> => {
  const rows =
    kind === 'series'
      ? await tx.select({ id: series.id }).from(series).where(eq(series.id, targetId))
      : kind === 'contributor'
        ? await tx
            .select({ id: contributors.id })
            .from(contributors)
            .where(eq(contributors.id, targetId))
        : await tx
            .select({ id: publishers.id })
            .from(publishers)
            .where(and(eq(publishers.id, targetId), eq(publishers.published, true)));
  return rows.length > 0;
};

export type FollowRow = {
  kind: FollowKind;
  targetId: number;
  nameTh: string;
  nameEn: string;
  createdAt: Date;
};

/** The customer's follows with their targets' names, newest first. */
export const listFollows = async (db: DbOrTx, customerId: number): Promise<FollowRow[]> => {
  const rows = await executeRows<{
    kind: FollowKind;
    target_id: number;
    name_th: string | null;
    name_en: string | null;
    created_at: string | Date;
  }>(
    db,
    sql`select f.kind, f.target_id, coalesce(s.name_th, c.name_th, p.name_th) as name_th,
          coalesce(s.name_en, c.name_en, p.name_en) as name_en, f.created_at
        from ${follows} f
        left join ${series} s on f.kind = 'series' and s.id = f.target_id
        left join ${contributors} c on f.kind = 'contributor' and c.id = f.target_id
        left join ${publishers} p on f.kind = 'publisher' and p.id = f.target_id
        where f.customer_id = ${customerId}
        order by f.id desc`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    targetId: Number(row.target_id),
    nameTh: row.name_th ?? '',
    nameEn: row.name_en ?? '',
    createdAt: new Date(row.created_at),
  }));
};

/**
 * Someone follows the series, an author or the publisher of one of these books (one statement):
 * an import of many books nobody follows writes no fan-out job.
 */
export const hasFollowersAmong = async (
  tx: DbOrTx,
  bookIds: readonly number[],
): Promise<boolean> => {
  if (bookIds.length === 0) return false;
  const ids = idArray(bookIds);
  const [row] = await executeRows<{ found: boolean }>(
    tx,
    sql`select exists (
          select 1 from ${books} b join ${follows} f
            on (f.kind = 'series' and f.target_id = b.series_id)
            or (f.kind = 'publisher' and f.target_id = b.publisher_id)
          where b.id = any(${ids})
          union all
          select 1 from book_contributors bc join ${follows} f
            on f.kind = 'contributor' and f.target_id = bc.contributor_id
          where bc.book_id = any(${ids})
        ) as found`,
  );
  return row?.found === true;
};

/** What a book made visible tells its followers: its series, authors and publisher. */
export type BookTargets = {
  id: number;
  published: boolean;
  seriesId: number | null;
  publisherId: number | null;
  contributorIds: number[];
};

export const findBookTargets = async (
  db: DbOrTx,
  bookIds: readonly number[],
): Promise<BookTargets[]> => {
  if (bookIds.length === 0) return [];
  const rows = await executeRows<{
    id: number;
    published: boolean;
    series_id: number | null;
    publisher_id: number | null;
    contributor_ids: number[] | null;
  }>(
    db,
    sql`select b.id, b.published, b.series_id, b.publisher_id,
          (select array_agg(distinct bc.contributor_id) from book_contributors bc
            where bc.book_id = b.id) as contributor_ids
        from ${books} b where b.id = any(${idArray(bookIds)})`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    published: row.published,
    seriesId: row.series_id === null ? null : Number(row.series_id),
    publisherId: row.publisher_id === null ? null : Number(row.publisher_id),
    contributorIds: (row.contributor_ids ?? []).map(Number),
  }));
};

/** One batch of a target's followers: follow ids above `afterId`, at most `limit`, in id order. */
export type FollowerBatch = { kind: FollowKind; targetId: number; afterId: number; limit: number };
export type FanOutResult = { lastId: number | null; immediate: number[] };

/**
 * The fan-outs' one statement: `insert` (reading the CTE `batch` of follows, returning
 * customer_id) runs for one batch of followers; answers the last follow id seen (null when the
 * batch was empty) and the customers newly told whose e-mail is wanted at once.
 */
const fanOutFollowers = async (
  tx: DbOrTx,
  batch: FollowerBatch,
  insert: SQL,
): Promise<FanOutResult> => {
  const [row] = await executeRows<{ last_id: number | null; immediate: number[] | null }>(
    tx,
    sql`with batch as (
          select f.id, f.customer_id from ${follows} f
          where f.kind = ${batch.kind} and f.target_id = ${batch.targetId} and f.id > ${batch.afterId}
          order by f.id limit ${batch.limit}
        ), inserted as (
          ${insert}
        )
        select (select max(id) from batch) as last_id,
          (select array_agg(i.customer_id) from inserted i
            left join ${notificationSettings} ns on ns.customer_id = i.customer_id
            where coalesce(ns.email_frequency, 'immediate') = 'immediate') as immediate`,
  );
  return {
    lastId: row?.last_id === null || row?.last_id === undefined ? null : Number(row.last_id),
    immediate: (row?.immediate ?? []).map(Number),
  };
};

/**
 * One batch of a fan-out: the followers of one target with a follow id above `afterId` (at most
 * `limit`, in id order) get the book's notification, once per customer and book (the dedupe key,
 * ON CONFLICT DO NOTHING). One statement for the whole batch. Answers the last follow id seen (null
 * when the batch was empty) and the customers newly told whose e-mail is wanted at once.
 */
export const fanOutBatch = async (
  tx: DbOrTx,
  params: FollowerBatch & {
    notification: NotificationKind;
    bookId: number;
    seriesId: number | null;
    dedupeKey: string;
  },
): Promise<FanOutResult> =>
  fanOutFollowers(
    tx,
    params,
    sql`insert into ${notifications} (customer_id, kind, book_id, series_id, dedupe_key)
          select batch.customer_id, ${params.notification}::notification_kind, ${params.bookId},
            ${params.seriesId}::integer, ${params.dedupeKey}
          from batch
          on conflict (customer_id, dedupe_key) do nothing
          returning customer_id`,
  );

/**
 * Notifications for named customers (a price drop, a pre-order delivered), one statement, once per
 * customer and dedupe key. Answers the customers newly told whose e-mail is wanted at once.
 */
export const insertForCustomers = async (
  tx: DbOrTx,
  params: {
    customerIds: readonly number[];
    kind: NotificationKind;
    bookId: number | null;
    seriesId: number | null;
    payload: object;
    dedupeKey: string;
  },
): Promise<number[]> => {
  if (params.customerIds.length === 0) return [];
  const rows = await executeRows<{ customer_id: number }>(
    tx,
    sql`with inserted as (
          insert into ${notifications} (customer_id, kind, book_id, series_id, payload, dedupe_key)
          select c.id, ${params.kind}::notification_kind, ${params.bookId}::integer,
            ${params.seriesId}::integer, ${JSON.stringify(params.payload)}::jsonb, ${params.dedupeKey}
          from ${customers} c where c.id = any(${idArray(params.customerIds)}) and c.deleted_at is null
          on conflict (customer_id, dedupe_key) do nothing
          returning customer_id
        )
        select i.customer_id from inserted i
        left join ${notificationSettings} ns on ns.customer_id = i.customer_id
        where coalesce(ns.email_frequency, 'immediate') = 'immediate'`,
  );
  return rows.map((row) => Number(row.customer_id));
};

/**
 * A wished book's price drops as the customer's notifications (one statement), each once
 * (`price:<book>:<now>`); `emailed` marks them told when the wish list's own e-mail goes now.
 */
export const insertPriceDrops = async (
  tx: DbOrTx,
  params: {
    customerId: number;
    drops: readonly { bookId: number; beforeSatang: number; nowSatang: number }[];
    emailed: boolean;
  },
): Promise<void> => {
  if (params.drops.length === 0) return;
  await tx.execute(
    sql`insert into ${notifications} (customer_id, kind, book_id, payload, dedupe_key, emailed_at)
        select ${params.customerId}, 'price_drop', d.book_id,
          jsonb_build_object('beforeSatang', d.before_satang, 'nowSatang', d.now_satang),
          'price:' || d.book_id || ':' || d.now_satang,
          case when ${params.emailed} then now() end
        from jsonb_to_recordset(${JSON.stringify(
          params.drops.map((drop) => ({
            book_id: drop.bookId,
            before_satang: drop.beforeSatang,
            now_satang: drop.nowSatang,
          })),
        )}::jsonb) as d(book_id integer, before_satang integer, now_satang integer)
        on conflict (customer_id, dedupe_key) do nothing`,
  );
};

export type NotificationRow = {
  id: number;
  kind: NotificationKind;
  bookId: number | null;
  bookNameTh: string;
  bookNameEn: string;
  seriesNameTh: string | null;
  seriesNameEn: string | null;
  payload: { beforeSatang?: number; nowSatang?: number; releaseAt?: string };
  createdAt: Date;
  readAt: Date | null;
};

const rowsOf = (
  rows: {
    id: number | string;
    kind: NotificationKind;
    book_id: number | null;
    book_name_th: string | null;
    book_name_en: string | null;
    series_name_th: string | null;
    series_name_en: string | null;
    payload: NotificationRow['payload'] | null;
    created_at: string | Date;
    read_at: string | Date | null;
  }[],
): NotificationRow[] =>
  rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    bookId: row.book_id === null ? null : Number(row.book_id),
    bookNameTh: row.book_name_th ?? '',
    bookNameEn: row.book_name_en ?? '',
    seriesNameTh: row.series_name_th,
    seriesNameEn: row.series_name_en,
    payload: row.payload ?? {},
    createdAt: new Date(row.created_at),
    readAt: row.read_at === null ? null : new Date(row.read_at),
  }));

const selectRows = sql`select n.id, n.kind, n.book_id, b.name_th as book_name_th, b.name_en as book_name_en,
    s.name_th as series_name_th, s.name_en as series_name_en, n.payload, n.created_at, n.read_at
  from ${notifications} n
  left join ${books} b on b.id = n.book_id
  left join ${series} s on s.id = n.series_id`;

/** A page of the customer's notifications, newest first. */
export const listPage = async (
  db: DbOrTx,
  params: { customerId: number; limit: number; offset: number },
): Promise<NotificationRow[]> =>
  rowsOf(
    await executeRows(
      db,
      sql`${selectRows} where n.customer_id = ${params.customerId}
        order by n.id desc limit ${params.limit} offset ${params.offset}`,
    ),
  );

export const countAll = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.customerId, customerId));
  return row?.total ?? 0;
};

/** The bell's count (the partial index notifications_unread_idx). */
export const countUnread = async (db: DbOrTx, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
  return row?.total ?? 0;
};

/** Marks one of the customer's notifications read; false when it is not theirs (or missing). */
export const markRead = async (
  tx: DbOrTx,
  params: { customerId: number; id: number },
): Promise<boolean> => {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, params.id), eq(notifications.customerId, params.customerId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
};

export const markAllRead = async (tx: DbOrTx, customerId: number): Promise<void> => {
  await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.customerId, customerId), isNull(notifications.readAt)));
};

export const findFrequency = async (db: DbOrTx, customerId: number): Promise<EmailFrequency> => {
  const [row] = await db
    .select({ frequency: notificationSettings.emailFrequency })
    .from(notificationSettings)
    .where(eq(notificationSettings.customerId, customerId));
  return row?.frequency ?? 'immediate';
};

export const saveFrequency = async (
  tx: DbOrTx,
  customerId: number,
  frequency: EmailFrequency,
): Promise<void> => {
  await tx
    .insert(notificationSettings)
    .values({ customerId, emailFrequency: frequency })
    .onConflictDoUpdate({
      target: notificationSettings.customerId,
      set: { emailFrequency: frequency, updatedAt: sql`now()` },
    });
};

/**
 * Claims what the customer has not been e-mailed yet (from the last `withinDays` days), marking it
 * e-mailed, in the caller's transaction: two workers never claim the same notification (the rows
 * are locked by the update; the second finds them e-mailed). Oldest first.
 */
export const claimUnemailed = async (
  tx: DbOrTx,
  params: { customerId: number; withinDays: number },
): Promise<NotificationRow[]> =>
  rowsOf(
    await executeRows(
      tx,
      sql`with claimed as (
            update ${notifications} set emailed_at = now()
            where customer_id = ${params.customerId} and emailed_at is null
              and created_at > now() - make_interval(days => ${params.withinDays})
            returning id
          )
          ${selectRows} join claimed on claimed.id = n.id
          order by n.id`,
    ),
  );

/** Customers with this e-mail frequency who have something not e-mailed yet (a digest's round). */
export const findDigestCustomers = async (
  db: DbOrTx,
  params: {
    frequency: 'daily' | 'weekly';
    withinDays: number;
    afterCustomerId: number;
    limit: number;
  },
): Promise<number[]> => {
  const rows = await executeRows<{ customer_id: number }>(
    db,
    sql`select ns.customer_id from ${notificationSettings} ns
        where ns.email_frequency = ${params.frequency} and ns.customer_id > ${params.afterCustomerId}
          and exists (select 1 from ${notifications} n where n.customer_id = ns.customer_id
            and n.emailed_at is null and n.created_at > now() - make_interval(days => ${params.withinDays}))
        order by ns.customer_id limit ${params.limit}`,
  );
  return rows.map((row) => Number(row.customer_id));
};

export type Recipient = { email: string | null; firstName: string; language: string };

export const findRecipient = async (
  db: DbOrTx,
  customerId: number,
): Promise<Recipient | undefined> => {
  const [row] = await db
    .select({
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row ? { ...row, language: String(row.language ?? 'th') } : undefined;
};

export const customerExists = async (db: DbOrTx, customerId: number): Promise<boolean> =>
  (await findRecipient(db, customerId)) !== undefined;

// ------------------------------------------------------------ price drops of followed books

/** The books among these that someone follows through their series, an author or their publisher. */
export const findFollowedAmong = async (
  tx: DbOrTx,
  bookIds: readonly number[],
): Promise<number[]> => {
  if (bookIds.length === 0) return [];
  const rows = await executeRows<{ id: number }>(
    tx,
    sql`select b.id from ${books} b
        where b.id = any(${idArray(bookIds)}) and (
          exists (select 1 from ${follows} f where f.kind = 'series' and f.target_id = b.series_id)
          or exists (select 1 from ${follows} f
            where f.kind = 'publisher' and f.target_id = b.publisher_id)
          or exists (select 1 from book_contributors bc join ${follows} f
            on f.kind = 'contributor' and f.target_id = bc.contributor_id
            where bc.book_id = b.id))`,
  );
  return rows.map((row) => Number(row.id));
};

/**
 * The books' price marks (one statement): `overwrite` sets each to the book's price now (books
 * nobody follows: nobody is told, the mark keeps up); otherwise only a missing mark is written
 * (a new book's first price), and the fan-out job compares the others.
 */
export const writePriceMarks = async (
  tx: DbOrTx,
  params: { bookIds: readonly number[]; overwrite: boolean },
): Promise<void> => {
  if (params.bookIds.length === 0) return;
  await tx.execute(
    params.overwrite
      ? sql`insert into ${bookPriceMarks} (book_id, price_satang)
            select b.id, b.price_satang from ${books} b where b.id = any(${idArray(params.bookIds)})
            on conflict (book_id) do update set price_satang = excluded.price_satang, updated_at = now()
            where ${bookPriceMarks.priceSatang} <> excluded.price_satang`
      : sql`insert into ${bookPriceMarks} (book_id, price_satang)
            select b.id, b.price_satang from ${books} b where b.id = any(${idArray(params.bookIds)})
            on conflict (book_id) do nothing`,
  );
};

/** A book's price now and the price its followers last knew (null: no mark yet). */
export const findPriceMark = async (
  db: DbOrTx,
  bookId: number,
): Promise<{ priceSatang: number; markSatang: number | null } | undefined> => {
  const [row] = await executeRows<{ price_satang: number; mark_satang: number | null }>(
    db,
    sql`select b.price_satang, m.price_satang as mark_satang
        from ${books} b left join ${bookPriceMarks} m on m.book_id = b.id where b.id = ${bookId}`,
  );
  if (!row) return undefined;
  return {
    priceSatang: Number(row.price_satang),
    markSatang: row.mark_satang === null ? null : Number(row.mark_satang),
  };
};

/**
 * Moves a book's mark from `fromSatang` to `toSatang` only if it still is `fromSatang` (two runs of
 * the job move it once); a missing mark is written.
 */
export const movePriceMark = async (
  tx: DbOrTx,
  params: { bookId: number; fromSatang: number | null; toSatang: number },
): Promise<void> => {
  await tx.execute(
    sql`insert into ${bookPriceMarks} (book_id, price_satang) values (${params.bookId}, ${params.toSatang})
        on conflict (book_id) do update set price_satang = excluded.price_satang, updated_at = now()
        where ${bookPriceMarks.priceSatang} = ${params.fromSatang}::integer`,
  );
};

/**
 * One batch of a followed book's price drop: the followers of one target (follow id above
 * `afterId`, at most `limit`) get a `price_drop` notification with the same dedupe key as the wish
 * list's (`price:<book>:<now>`), so a reader is told once per drop. Readers who wish the book are
 * left to the wish list, which compares with the price each of them saw. One statement; answers
 * the last follow id seen and the customers newly told who want e-mail at once.
 */
export const fanOutPriceDropBatch = async (
  tx: DbOrTx,
  params: FollowerBatch & { bookId: number; beforeSatang: number; nowSatang: number },
): Promise<FanOutResult> =>
  fanOutFollowers(
    tx,
    params,
    sql`insert into ${notifications} (customer_id, kind, book_id, payload, dedupe_key)
          select batch.customer_id, 'price_drop', ${params.bookId},
            jsonb_build_object('beforeSatang', ${params.beforeSatang}::integer,
              'nowSatang', ${params.nowSatang}::integer),
            ${`price:${params.bookId}:${params.nowSatang}`}
          from batch
          where not exists (select 1 from ${basketItems} w
            where w.customer_id = batch.customer_id and w.book_id = ${params.bookId}
              and w.cart_type = ${CART_TYPES.wishList})
          on conflict (customer_id, dedupe_key) do nothing
          returning customer_id`,
  );
