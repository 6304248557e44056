import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';

/**
 * The daily sales aggregate's SQL (docs/sales-stats.md): `book_daily_sales` is recomputed a whole
 * Bangkok day at a time from orders, refunds and downloads, with the figures of the back office's
 * reports (reports.repository `salesByItem`): book lines of paid orders by the day the order was
 * paid, book lines of completed staff refunds by the day the refund was completed.
 */

const BANGKOK = 'Asia/Bangkok';

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** A Bangkok date, `YYYY-MM-DD`. */
export type Day = string;

/** The figures' sums over `s`, in the order of FIGURE_NAMES. */
const SUMS = sql.raw(
  `sum(s.units), sum(s.gross_satang), sum(s.net_satang), sum(s.discount_satang),
   sum(s.refunded_units), sum(s.refunded_satang), sum(s.refunded_net_satang), sum(s.downloads)`,
);
const SUMS_AS = sql.raw(
  `sum(s.units) as units, sum(s.gross_satang) as gross, sum(s.net_satang) as net,
   sum(s.discount_satang) as discount, sum(s.refunded_units) as refunded_units,
   sum(s.refunded_satang) as refunded, sum(s.refunded_net_satang) as refunded_net,
   sum(s.downloads) as downloads`,
);

const FIGURE_NAMES = [
  'units',
  'gross_satang',
  'net_satang',
  'discount_satang',
  'refunded_units',
  'refunded_satang',
  'refunded_net_satang',
  'downloads',
];

/**
 * Writes a rollup's rows of `scope` from `select` (its keys, then `extra`, then the figures):
 * inserted, updated only when something changed, and deleted when `select` has them no more.
 */
const upsertRollup = ({
  table,
  keys,
  extra,
  select,
  scope,
}: {
  table: 'publisher_daily_sales' | 'book_monthly_sales';
  keys: [string, string];
  extra?: string;
  select: SQL;
  scope: SQL;
}) => {
  const columns = [...keys, ...(extra ? [extra] : []), ...FIGURE_NAMES];
  const changing = columns.slice(2);
  const list = sql.raw(columns.join(', '));
  const keyList = sql.raw(keys.join(', '));
  return sql`with fresh (${list}) as (${select}),
    gone as (
      delete from ${sql.raw(table)} t
       where ${scope}
         and not exists (select 1 from fresh f
                          where ${sql.raw(keys.map((key) => `f.${key} = t.${key}`).join(' and '))})
    )
    insert into ${sql.raw(table)} as t (${list})
    select ${list} from fresh
    order by ${keyList}
    on conflict (${keyList}) do update
       set ${sql.raw(changing.map((column) => `${column} = excluded.${column}`).join(', '))}
     where (${sql.raw(changing.map((column) => `t.${column}`).join(', '))})
           is distinct from
           (${sql.raw(changing.map((column) => `excluded.${column}`).join(', '))})`;
};

/** One refresh at a time (a transaction-level advisory lock): a second waits, then recomputes. */
const REFRESH_LOCK = 25_001;

/**
 * Recomputes the days `from`..`to` (inclusive) in one statement: every (day, book) with a sale, a
 * refund or a download is written (inserted, or updated when a figure changed) and the rows of
 * those days that have none any more are deleted; then the publishers' rows of those days and the
 * books' rows of their months are recomputed from it. Answers how many daily rows were written and
 * deleted.
 */
export const refreshDays = async (
  db: DbOrTx,
  from: Day,
  to: Day,
): Promise<{ written: number; deleted: number }> =>
  db.transaction(async (tx) => {
    await executeRows(tx, sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    await executeRows(tx, sql`set local work_mem = '64MB'`);
    const lo = sql`(${from}::date::timestamp at time zone ${BANGKOK})`;
    const hi = sql`((${to}::date + 1)::timestamp at time zone ${BANGKOK})`;
    const day = (column: string) => sql.raw(`(${column} at time zone '${BANGKOK}')::date`);
    const rows = await executeRows<{ written: unknown; deleted: unknown }>(
      tx,
      sql`with sold as (
            select ${day('o.paid_at')} as day, ol.book_id, count(*) as units,
                   sum(ol.total_satang) as gross, sum(ol.net_satang) as net,
                   sum(ol.discount_satang) as discount
              from orders o
              join order_lines ol on ol.order_id = o.id and ol.kind = 'book'
             where o.status in ('AP', 'RR') and o.paid_at is not null
               and o.paid_at >= ${lo} and o.paid_at < ${hi}
             group by 1, 2
          ), refunded as (
            select ${day('r.completed_at')} as day, ol.book_id, count(*) as units,
                   sum(ol.total_satang) as amount, sum(ol.net_satang) as net
              from refunds r
              join refund_lines rl on rl.refund_id = r.id
              join order_lines ol on ol.id = rl.order_line_id and ol.kind = 'book'
             where r.reason = 'staff' and r.status = 'succeeded'
               and r.completed_at >= ${lo} and r.completed_at < ${hi}
             group by 1, 2
          ), downloaded as (
            select ${day('d.created_at')} as day, d.book_id, count(*) as downloads
              from downloads d
             where d.created_at >= ${lo} and d.created_at < ${hi}
             group by 1, 2
          ), fresh as (
            select k.day, k.book_id, bk.publisher_id,
                   coalesce(s.units, 0)::int as units, coalesce(s.gross, 0)::bigint as gross,
                   coalesce(s.net, 0)::bigint as net, coalesce(s.discount, 0)::bigint as discount,
                   coalesce(r.units, 0)::int as refunded_units,
                   coalesce(r.amount, 0)::bigint as refunded,
                   coalesce(r.net, 0)::bigint as refunded_net,
                   coalesce(d.downloads, 0)::int as downloads
              from (select day, book_id from sold
                    union select day, book_id from refunded
                    union select day, book_id from downloaded) k
              join books bk on bk.id = k.book_id
              left join sold s on s.day = k.day and s.book_id = k.book_id
              left join refunded r on r.day = k.day and r.book_id = k.book_id
              left join downloaded d on d.day = k.day and d.book_id = k.book_id
          ), gone as (
            delete from book_daily_sales b
             where b.day between ${from}::date and ${to}::date
               and not exists (select 1 from fresh f where f.day = b.day and f.book_id = b.book_id)
            returning 1
          ), written as (
            insert into book_daily_sales as b
                   (day, book_id, publisher_id, units, gross_satang, net_satang, discount_satang, refunded_units,
                    refunded_satang, refunded_net_satang, downloads, refreshed_at)
            select day, book_id, publisher_id, units, gross, net, discount, refunded_units, refunded,
                   refunded_net, downloads, now()
              from fresh
             order by day, book_id
            on conflict (day, book_id) do update
               set publisher_id = excluded.publisher_id, units = excluded.units, gross_satang = excluded.gross_satang,
                   net_satang = excluded.net_satang, discount_satang = excluded.discount_satang,
                   refunded_units = excluded.refunded_units,
                   refunded_satang = excluded.refunded_satang,
                   refunded_net_satang = excluded.refunded_net_satang,
                   downloads = excluded.downloads, refreshed_at = excluded.refreshed_at
             where (b.publisher_id, b.units, b.gross_satang, b.net_satang, b.discount_satang, b.refunded_units,
                    b.refunded_satang, b.refunded_net_satang, b.downloads)
                   is distinct from
                   (excluded.publisher_id, excluded.units, excluded.gross_satang, excluded.net_satang,
                    excluded.discount_satang, excluded.refunded_units, excluded.refunded_satang,
                    excluded.refunded_net_satang, excluded.downloads)
            returning 1
          )
          select (select count(*) from written) as written, (select count(*) from gone) as deleted`,
    );
    // The rollups of those days (by catalog publisher) and of their whole months (by book), written
    // the same way: only rows whose figures changed, and the rows that lost everything deleted.
    await executeRows(
      tx,
      upsertRollup({
        table: 'publisher_daily_sales',
        keys: ['publisher_id', 'day'],
        select: sql`select s.publisher_id, s.day, ${SUMS}
                      from book_daily_sales s
                     where s.day between ${from}::date and ${to}::date
                       and s.publisher_id is not null
                     group by 1, 2`,
        scope: sql`t.day between ${from}::date and ${to}::date`,
      }),
    );
    await executeRows(
      tx,
      upsertRollup({
        table: 'book_monthly_sales',
        keys: ['month', 'book_id'],
        extra: 'publisher_id',
        select: sql`select date_trunc('month', s.day)::date, s.book_id,
                           (array_agg(s.publisher_id order by s.day desc))[1], ${SUMS}
                      from book_daily_sales s
                     where s.day >= date_trunc('month', ${from}::date)::date
                       and s.day < (date_trunc('month', ${to}::date) + interval '1 month')::date
                     group by 1, 2`,
        scope: sql`t.month >= date_trunc('month', ${from}::date)::date
                   and t.month <= date_trunc('month', ${to}::date)::date`,
      }),
    );
    return { written: num(rows[0]?.written), deleted: num(rows[0]?.deleted) };
  });

/** The first Bangkok day with a paid order, or null when nothing was ever sold. */
export const firstSalesDay = async (db: DbOrTx): Promise<Day | null> => {
  const rows = await executeRows<{ day: string | null }>(
    db,
    sql`select to_char(min(paid_at) at time zone ${BANGKOK}, 'YYYY-MM-DD') as day
          from orders where paid_at is not null`,
  );
  return rows[0]?.day ?? null;
};

/** Whether the aggregate holds anything yet (no: its first filling, the backfill, is due). */
export const isEmpty = async (db: DbOrTx): Promise<boolean> => {
  const rows = await executeRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from book_daily_sales) as found`,
  );
  return !rows[0]?.found;
};

/**
 * Which books a dashboard reads: these ids, or every book of a catalog publisher; both: these
 * books' rows while they were the publisher's (the publisher portal's one-book view).
 */
export type BookScope = { bookIds: number[]; publisherId?: number } | { publisherId: number };

export type SalesFigures = {
  units: number;
  grossSatang: number;
  netSatang: number;
  discountSatang: number;
  refundedUnits: number;
  refundedSatang: number;
  refundedNetSatang: number;
  downloads: number;
};

export type DashboardDayRow = SalesFigures & { day: Day };
export type DashboardBookRow = SalesFigures & { bookId: number; nameTh: string; nameEn: string };

const figuresOf = (row: Record<string, unknown>): SalesFigures => ({
  units: num(row.units),
  grossSatang: num(row.gross),
  netSatang: num(row.net),
  discountSatang: num(row.discount),
  refundedUnits: num(row.refunded_units),
  refundedSatang: num(row.refunded),
  refundedNetSatang: num(row.refunded_net),
  downloads: num(row.downloads),
});

const scopeBooks = (scope: BookScope) =>
  'bookIds' in scope
    ? sql`(select unnest(${`{${scope.bookIds.join(',')}}`}::int[]))`
    : sql`(select id from books where publisher_id = ${scope.publisherId})`;

/**
 * The rows of `s` (a daily or monthly table) a scope reads: a publisher's by their own column
 * (the covering (publisher, date, book, …) indexes), a set of books' by book id (and, with a
 * publisher, only while they were its books).
 */
const ownRows = (scope: BookScope) =>
  'bookIds' in scope
    ? scope.publisherId === undefined
      ? sql`s.book_id in ${scopeBooks(scope)}`
      : sql`s.book_id in ${scopeBooks(scope)} and s.publisher_id = ${scope.publisherId}`
    : sql`s.publisher_id = ${scope.publisherId}`;

/**
 * A scope's figures by book over `from`..`to`, as `select book_id, <SUMS_AS>` parts to sum again:
 * whole months from `book_monthly_sales`, the days before the first whole month and after the
 * last from `book_daily_sales`.
 */
const bookPeriodParts = (
  scope: BookScope,
  period: { from: Day; to: Day; wholeFrom: Day | null; wholeTo: Day | null },
) => {
  const { from, to, wholeFrom, wholeTo } = period;
  const ours = ownRows(scope);
  const daily = (fromDay: SQL, toDay: SQL) =>
    sql`select s.book_id, ${SUMS_AS} from book_daily_sales s
         where ${ours} and s.day >= ${fromDay} and s.day <= ${toDay}
         group by s.book_id`;
  return wholeFrom && wholeTo
    ? sql`select s.book_id, ${SUMS_AS} from book_monthly_sales s
           where ${ours} and s.month >= ${wholeFrom}::date and s.month <= ${wholeTo}::date
           group by s.book_id
          union all
          ${daily(sql`${from}::date`, sql`(${wholeFrom}::date - 1)`)}
          union all
          ${daily(sql`(${wholeTo}::date + interval '1 month')::date`, sql`${to}::date`)}`
    : daily(sql`${from}::date`, sql`${to}::date`);
};

/**
 * A scope's figures by day over `from`..`to`: a catalog publisher's from `publisher_daily_sales`,
 * a set of books' summed from `book_daily_sales` (on `book_daily_sales_book_day_idx`).
 */
export const dashboardDays = async (
  db: DbOrTx,
  scope: BookScope,
  from: Day,
  to: Day,
): Promise<DashboardDayRow[]> => {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    !('bookIds' in scope)
      ? sql`select to_char(s.day, 'YYYY-MM-DD') as day, s.units, s.gross_satang as gross,
                   s.net_satang as net, s.discount_satang as discount, s.refunded_units,
                   s.refunded_satang as refunded, s.refunded_net_satang as refunded_net, s.downloads
              from publisher_daily_sales s
             where s.publisher_id = ${scope.publisherId}
               and s.day >= ${from}::date and s.day <= ${to}::date
             order by s.day`
      : sql`select to_char(s.day, 'YYYY-MM-DD') as day, ${SUMS_AS}
              from book_daily_sales s
             where ${ownRows(scope)}
               and s.day >= ${from}::date and s.day <= ${to}::date
             group by s.day
             order by s.day`,
  );
  return rows.map((row) => ({ day: String(row.day), ...figuresOf(row) }));
};

/**
 * A scope's `top` books over `from`..`to` by net sales less net refunds (then by id), and how many
 * books have figures: whole months from `book_monthly_sales`, the days before the first whole
 * month and after the last from `book_daily_sales` (a publisher's on the covering
 * `…_publisher_idx` indexes, a set of books' on the (book, date) ones).
 * `wholeFrom`..`wholeTo` are the first days of the first and last whole months (none: null).
 */
export const dashboardBooks = async (
  db: DbOrTx,
  scope: BookScope,
  period: { from: Day; to: Day; wholeFrom: Day | null; wholeTo: Day | null },
  top: number,
): Promise<{ books: DashboardBookRow[]; bookCount: number }> => {
  const parts = bookPeriodParts(scope, period);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with parts as (${parts}), ranked as (
          select s.book_id, sum(s.units) as units, sum(s.gross) as gross, sum(s.net) as net,
                 sum(s.discount) as discount, sum(s.refunded_units) as refunded_units,
                 sum(s.refunded) as refunded, sum(s.refunded_net) as refunded_net,
                 sum(s.downloads) as downloads, count(*) over () as book_count
            from parts s
           group by s.book_id
           order by sum(s.net) - sum(s.refunded_net) desc, s.book_id
           limit ${top}
        )
        select r.*, b.name_th, b.name_en from ranked r join books b on b.id = r.book_id`,
  );
  const found = rows.map((row) => ({
    bookId: num(row.book_id),
    nameTh: String(row.name_th ?? ''),
    nameEn: String(row.name_en ?? ''),
    ...figuresOf(row),
  }));
  found.sort(
    (a, b) =>
      b.netSatang - b.refundedNetSatang - (a.netSatang - a.refundedNetSatang) ||
      a.bookId - b.bookId,
  );
  return { books: found, bookCount: num(rows[0]?.book_count) };
};

/** How the publisher portal's sales by book are ordered (then by book id). */
export type BookSalesSort = 'net' | 'copies' | 'refunds' | 'downloads' | 'name';

const BOOK_SALES_ORDER: Record<Exclude<BookSalesSort, 'name'>, string> = {
  net: 'coalesce(f.net, 0) - coalesce(f.refunded_net, 0) desc',
  copies: 'coalesce(f.units, 0) desc',
  refunds: 'coalesce(f.refunded, 0) desc',
  downloads: 'coalesce(f.downloads, 0) desc',
};

/**
 * A page of a catalog publisher's books with their figures over `from`..`to` (zeros for books
 * without any), read like the dashboard's top books (whole months from `book_monthly_sales`, the
 * other days from `book_daily_sales`, the publisher's own rows by its column); books that were its
 * own when they sold and have moved since are listed with those figures. `name` sorts by the
 * local name.
 */
export const salesByBook = async (
  db: DbOrTx,
  params: {
    publisherId: number;
    period: { from: Day; to: Day; wholeFrom: Day | null; wholeTo: Day | null };
    sort: BookSalesSort;
    locale: 'th' | 'en';
    limit: number;
    offset: number;
  },
): Promise<DashboardBookRow[]> => {
  const { publisherId, period, sort, locale, limit, offset } = params;
  const localName =
    locale === 'en'
      ? sql.raw(`coalesce(nullif(b.name_en, ''), b.name_th)`)
      : sql.raw(`coalesce(nullif(b.name_th, ''), b.name_en)`);
  const order = sort === 'name' ? sql`${localName} asc` : sql.raw(BOOK_SALES_ORDER[sort]);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with parts as (${bookPeriodParts({ publisherId }, period)}), figures as (
          select s.book_id, sum(s.units) as units, sum(s.gross) as gross, sum(s.net) as net,
                 sum(s.discount) as discount, sum(s.refunded_units) as refunded_units,
                 sum(s.refunded) as refunded, sum(s.refunded_net) as refunded_net,
                 sum(s.downloads) as downloads
            from parts s
           group by s.book_id
        ), keys as (
          select id as book_id from books where publisher_id = ${publisherId}
          union
          select book_id from figures
        )
        select k.book_id, b.name_th, b.name_en, f.units, f.gross, f.net, f.discount,
               f.refunded_units, f.refunded, f.refunded_net, f.downloads
          from keys k
          join books b on b.id = k.book_id
          left join figures f on f.book_id = k.book_id
         order by ${order}, k.book_id
         limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    bookId: num(row.book_id),
    nameTh: String(row.name_th ?? ''),
    nameEn: String(row.name_en ?? ''),
    ...figuresOf(row),
  }));
};
