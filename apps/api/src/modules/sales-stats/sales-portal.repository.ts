import { sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';

/**
 * The publisher portal's sales reads besides the aggregates (docs/sales-stats.md, "The portal's
 * reads"): whether a book is the publisher's, its refunded copies, and the search terms that
 * showed its books. Every function takes the catalog publisher and has it in its WHERE.
 */

const BANGKOK = 'Asia/Bangkok';

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();

/** The instants a Bangkok period `from`..`to` (inclusive dates) covers. */
const bounds = (from: string, to: string) => ({
  lo: sql`(${from}::date::timestamp at time zone ${BANGKOK})`,
  hi: sql`((${to}::date + 1)::timestamp at time zone ${BANGKOK})`,
});

/** Whether the book is one of the publisher's (books.publisher_id). */
export const isPublisherBook = async (
  db: DbOrTx,
  bookId: number,
  publisherId: number,
): Promise<boolean> => {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`select id from books where id = ${bookId} and publisher_id = ${publisherId}`,
  );
  return rows.length > 0;
};

export type RefundLineRow = {
  refundId: number;
  lineId: number;
  refundedAt: string;
  soldAt: string | null;
  bookId: number;
  nameTh: string;
  nameEn: string;
  amountSatang: number;
  netSatang: number;
};

/**
 * Book lines of the publisher's books given back by staff refunds completed in the period (the
 * aggregate's `refunded_*` figures, line by line), newest first: when, which book, how much,
 * when it had been paid. Nothing about the buyer.
 */
export const findRefundLines = async (
  db: DbOrTx,
  params: {
    publisherId: number;
    from: string;
    to: string;
    bookId?: number;
    limit: number;
    offset: number;
  },
): Promise<RefundLineRow[]> => {
  const { lo, hi } = bounds(params.from, params.to);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select r.id as refund_id, ol.id as line_id, r.completed_at, o.paid_at, ol.book_id,
               b.name_th, b.name_en, ol.total_satang, ol.net_satang
          from refunds r
          join refund_lines rl on rl.refund_id = r.id
          join order_lines ol on ol.id = rl.order_line_id and ol.kind = 'book'
          join orders o on o.id = ol.order_id
          join books b on b.id = ol.book_id
         where b.publisher_id = ${params.publisherId}
           ${params.bookId === undefined ? sql`` : sql`and ol.book_id = ${params.bookId}`}
           and r.reason = 'staff' and r.status = 'succeeded'
           and r.completed_at >= ${lo} and r.completed_at < ${hi}
         order by r.completed_at desc, ol.id desc
         limit ${params.limit} offset ${params.offset}`,
  );
  return rows.map((row) => ({
    refundId: num(row.refund_id),
    lineId: num(row.line_id),
    refundedAt: iso(row.completed_at) ?? '',
    soldAt: iso(row.paid_at),
    bookId: num(row.book_id),
    nameTh: String(row.name_th ?? ''),
    nameEn: String(row.name_en ?? ''),
    amountSatang: num(row.total_satang),
    netSatang: num(row.net_satang),
  }));
};

/**
 * The texts searched most often in the period whose page of results showed at least one of the
 * publisher's books (`search_log.book_ids`, on its GIN index), with how many of those searches
 * there were and how many places the books took on their pages.
 */
export const findSearchTerms = async (
  db: DbOrTx,
  params: { publisherId: number; from: string; to: string; bookId?: number; limit: number },
): Promise<Array<{ term: string; searches: number; appearances: number }>> => {
  const { lo, hi } = bounds(params.from, params.to);
  const ours =
    params.bookId === undefined
      ? sql`(select coalesce(array_agg(id), '{}') from books
              where publisher_id = ${params.publisherId})`
      : sql`(select coalesce(array_agg(id), '{}') from books
              where id = ${params.bookId} and publisher_id = ${params.publisherId})`;
  const rows = await executeRows<{ term: string; searches: unknown; appearances: unknown }>(
    db,
    sql`with ours as (select ${ours}::int[] as ids)
        select s.text as term, count(*) as searches,
               sum((select count(*) from unnest(s.book_ids) shown where shown = any(ours.ids)))
                 as appearances
          from search_log s, ours
         where s.book_ids && ours.ids
           and s.searched_at >= ${lo} and s.searched_at < ${hi}
         group by s.text
         order by count(*) desc, s.text
         limit ${params.limit}`,
  );
  return rows.map((row) => ({
    term: row.term,
    searches: num(row.searches),
    appearances: num(row.appearances),
  }));
};
