import { sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';

/**
 * The reports' SQL (docs/back-office.md "Reports"). Every query takes a month as the half-open
 * range [from, to) of its Bangkok days and groups by the Bangkok date. Sums come back as text
 * (bigint) and are turned into numbers here.
 */

export type MonthRange = { from: Date; to: Date };

const BANGKOK = 'Asia/Bangkok';

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** Orders that count as sold: paid (still `AP`, or refunded since, `RR`). */
const PAID = sql`o.status in ('AP', 'RR') and o.paid_at is not null`;

export type SalesDayRow = {
  date: string;
  orders: number;
  grossSatang: number;
  discountSatang: number;
  totalSatang: number;
  coinsSatang: number;
  vatSatang: number;
  coinPackSatang: number;
  refundSatang: number;
  refundVatSatang: number;
};

/** Book sales (baskets and gifts) by the Bangkok day they were paid, and refunds by completion. */
export const salesByDay = async (db: DbOrTx, range: MonthRange): Promise<SalesDayRow[]> => {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with sales as (
          select to_char(o.paid_at at time zone ${BANGKOK}, 'YYYY-MM-DD') as day,
                 count(*) filter (where o.source <> 'coin_pack') as orders,
                 sum(o.subtotal_satang) filter (where o.source <> 'coin_pack') as gross,
                 sum(o.discount_satang) filter (where o.source <> 'coin_pack') as discount,
                 sum(o.total_satang) filter (where o.source <> 'coin_pack') as total,
                 sum(o.coins_satang) filter (where o.source <> 'coin_pack') as coins,
                 sum(o.vat_satang) filter (where o.source <> 'coin_pack') as vat,
                 sum(o.total_satang) filter (where o.source = 'coin_pack') as coin_packs
            from orders o
           where ${PAID} and o.paid_at >= ${range.from.toISOString()}::timestamptz and o.paid_at < ${range.to.toISOString()}::timestamptz
           group by 1
        ), refunded as (
          select to_char(r.completed_at at time zone ${BANGKOK}, 'YYYY-MM-DD') as day,
                 sum(ol.total_satang) as refund,
                 sum(ol.vat_satang) as refund_vat
            from refunds r
            join orders o on o.id = r.order_id and o.source <> 'coin_pack'
            join refund_lines rl on rl.refund_id = r.id
            join order_lines ol on ol.id = rl.order_line_id
           where r.reason = 'staff' and r.status = 'succeeded'
             and r.completed_at >= ${range.from.toISOString()}::timestamptz and r.completed_at < ${range.to.toISOString()}::timestamptz
           group by 1
        )
        select coalesce(s.day, f.day) as day, s.orders, s.gross, s.discount, s.total, s.coins,
               s.vat, s.coin_packs, f.refund, f.refund_vat
          from sales s full join refunded f on f.day = s.day
         order by 1`,
  );
  return rows.map((row) => ({
    date: String(row.day),
    orders: num(row.orders),
    grossSatang: num(row.gross),
    discountSatang: num(row.discount),
    totalSatang: num(row.total),
    coinsSatang: num(row.coins),
    vatSatang: num(row.vat),
    coinPackSatang: num(row.coin_packs),
    refundSatang: num(row.refund),
    refundVatSatang: num(row.refund_vat),
  }));
};

export type SalesItemRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  copies: number;
  totalSatang: number;
  vatSatang: number;
  refundedCopies: number;
  refundSatang: number;
};

/**
 * Book lines sold in the month (orders paid in it) and book lines refunded in it (refunds
 * completed in it), grouped by book or by the book's publisher (`0` = no publisher).
 */
export const salesByItem = async (
  db: DbOrTx,
  range: MonthRange,
  by: 'book' | 'publisher' | 'category',
): Promise<SalesItemRow[]> => {
  const key =
    by === 'book'
      ? sql`b.id`
      : by === 'publisher'
        ? sql`coalesce(p.id, 0)`
        : sql`coalesce(c.id, 0)`;
  // A category is named with its parent (`นิยาย › สืบสวน`), as the catalog's tree shows it.
  const categoryName = (column: 'name_th' | 'name_en') =>
    sql.raw(`coalesce(cp.${column} || ' › ' || c.${column}, c.${column}, '')`);
  const nameTh =
    by === 'book'
      ? sql`b.name_th`
      : by === 'publisher'
        ? sql`coalesce(p.name_th, '')`
        : categoryName('name_th');
  const nameEn =
    by === 'book'
      ? sql`b.name_en`
      : by === 'publisher'
        ? sql`coalesce(p.name_en, '')`
        : categoryName('name_en');
  // By category: the book's first category (lowest display order), so the rows add up to the sales.
  const categoryJoin =
    by === 'category'
      ? sql`left join lateral (
              select bc.category_id from book_categories bc
               where bc.book_id = b.id order by bc.display_order, bc.category_id limit 1
            ) first_category on true
            left join categories c on c.id = first_category.category_id
            left join categories cp on cp.id = c.parent_id`
      : sql``;
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with moves as (
          select ol.book_id, 1 as sold, ol.total_satang as total, ol.vat_satang as vat,
                 0 as refunded, 0 as refund
            from orders o
            join order_lines ol on ol.order_id = o.id and ol.kind = 'book'
           where ${PAID} and o.paid_at >= ${range.from.toISOString()}::timestamptz and o.paid_at < ${range.to.toISOString()}::timestamptz
          union all
          select ol.book_id, 0, 0, 0, 1, ol.total_satang
            from refunds r
            join refund_lines rl on rl.refund_id = r.id
            join order_lines ol on ol.id = rl.order_line_id and ol.kind = 'book'
           where r.reason = 'staff' and r.status = 'succeeded'
             and r.completed_at >= ${range.from.toISOString()}::timestamptz and r.completed_at < ${range.to.toISOString()}::timestamptz
        ), by_book as (
          -- One row per book before the books, publishers and categories are joined (a month's
          -- lines are many, its books far fewer).
          select book_id, sum(sold) as sold, sum(total) as total, sum(vat) as vat,
                 sum(refunded) as refunded, sum(refund) as refund
            from moves
           group by book_id
        )
        select ${key} as id, min(${nameTh}) as name_th, min(${nameEn}) as name_en,
               sum(m.sold) as copies, sum(m.total) as total, sum(m.vat) as vat,
               sum(m.refunded) as refunded, sum(m.refund) as refund
          from by_book m
          join books b on b.id = m.book_id
          left join publishers p on p.id = b.publisher_id
          ${categoryJoin}
         group by 1
         order by sum(m.total) - sum(m.refund) desc, 1`,
  );
  return rows.map((row) => ({
    id: num(row.id),
    nameTh: String(row.name_th ?? ''),
    nameEn: String(row.name_en ?? ''),
    copies: num(row.copies),
    totalSatang: num(row.total),
    vatSatang: num(row.vat),
    refundedCopies: num(row.refunded),
    refundSatang: num(row.refund),
  }));
};

export type TaxDocumentRow = {
  id: number;
  kind: 'abbreviated' | 'full' | 'credit_note';
  number: string;
  issuedAt: Date;
  date: string;
  orderId: number;
  refersTo: string | null;
  totalSatang: number;
  taxableNetSatang: number;
  vatSatang: number;
  exemptSatang: number;
  replaced: boolean;
  voidedAt: Date | null;
};

/**
 * The month's tax documents as issued (their snapshots' totals, exactly what the PDF prints):
 * tax invoices and credit notes of book orders, by number. Coin packs' receipts are no tax
 * documents. `replaced`: a full tax invoice issued afterwards for the same sale.
 */
export const taxDocuments = async (db: DbOrTx, range: MonthRange): Promise<TaxDocumentRow[]> => {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select r.id, r.kind, r.number, r.issued_at,
               to_char(r.issued_at at time zone ${BANGKOK}, 'YYYY-MM-DD') as day,
               r.order_id, r.snapshot->>'refersTo' as refers_to,
               (r.snapshot->'totals'->>'totalSatang')::bigint as total,
               (r.snapshot->'totals'->>'taxableNetSatang')::bigint as taxable,
               (r.snapshot->'totals'->>'vatSatang')::bigint as vat,
               (r.snapshot->'totals'->>'vatExemptSatang')::bigint as exempt,
               r.replaces_id is not null as replaced, r.voided_at
          from receipts r
          join orders o on o.id = r.order_id and o.source <> 'coin_pack'
         where r.kind in ('abbreviated', 'full', 'credit_note')
           and r.issued_at >= ${range.from.toISOString()}::timestamptz and r.issued_at < ${range.to.toISOString()}::timestamptz
         order by r.issued_at, r.id`,
  );
  return rows.map((row) => ({
    id: num(row.id),
    kind: row.kind as TaxDocumentRow['kind'],
    number: String(row.number),
    issuedAt: new Date(row.issued_at as string | Date),
    date: String(row.day),
    orderId: num(row.order_id),
    refersTo: (row.refers_to as string | null) ?? null,
    totalSatang: num(row.total),
    taxableNetSatang: num(row.taxable),
    vatSatang: num(row.vat),
    exemptSatang: num(row.exempt),
    replaced: Boolean(row.replaced),
    voidedAt: row.voided_at ? new Date(row.voided_at as string | Date) : null,
  }));
};

export type CoinsDayRow = {
  date: string;
  issuedSatang: number;
  topUpSatang: number;
  rewardSatang: number;
  redeemSatang: number;
  staffSatang: number;
  refundSatang: number;
  spentSatang: number;
  clawbackSatang: number;
  expiredSatang: number;
};

/**
 * Coins by Bangkok day: credited (`coin_batches` by `created_at` and source), spent less given
 * back by cancelled orders and clawed back (`coin_history` debits, `coin_history_debits_idx`), and
 * left unspent in batches whose validity ended that day, up to now (`coin_batches_expiry_idx`:
 * an expired batch's remainder can no longer change). Days without any are left out.
 */
export const coinsByDay = async (db: DbOrTx, range: MonthRange): Promise<CoinsDayRow[]> => {
  const from = sql`${range.from.toISOString()}::timestamptz`;
  const to = sql`${range.to.toISOString()}::timestamptz`;
  const day = (column: string) =>
    sql.raw(`to_char(${column} at time zone '${BANGKOK}', 'YYYY-MM-DD')`);
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`with credits as (
          select ${day('created_at')} as day,
                 sum(amount_satang) as issued,
                 sum(amount_satang) filter (where source = 'top_up') as top_up,
                 sum(amount_satang) filter (where source = 'purchase_reward') as reward,
                 sum(amount_satang) filter (where source = 'redeem') as redeem,
                 sum(amount_satang) filter (where source = 'staff') as staff,
                 sum(amount_satang) filter (where source = 'refund') as refund
            from coin_batches
           where created_at >= ${from} and created_at < ${to}
           group by 1
        ), debits as (
          select ${day('created_at')} as day,
                 -sum(amount_satang) filter (where kind in ('spend', 'release')) as spent,
                 -sum(amount_satang) filter (where kind = 'clawback') as clawback
            from coin_history
           where kind in ('spend', 'release', 'clawback')
             and created_at >= ${from} and created_at < ${to}
           group by 1
        ), expired as (
          select ${day('expires_at')} as day, sum(remaining_satang) as expired
            from coin_batches
           where remaining_satang > 0 and expires_at >= ${from} and expires_at < least(${to}, now())
           group by 1
        ), days as (
          select day from credits union select day from debits union select day from expired
        )
        select d.day, c.issued, c.top_up, c.reward, c.redeem, c.staff, c.refund,
               b.spent, b.clawback, e.expired
          from days d
          left join credits c on c.day = d.day
          left join debits b on b.day = d.day
          left join expired e on e.day = d.day
         order by 1`,
  );
  return rows.map((row) => ({
    date: String(row.day),
    issuedSatang: num(row.issued),
    topUpSatang: num(row.top_up),
    rewardSatang: num(row.reward),
    redeemSatang: num(row.redeem),
    staffSatang: num(row.staff),
    refundSatang: num(row.refund),
    spentSatang: num(row.spent),
    clawbackSatang: num(row.clawback),
    expiredSatang: num(row.expired),
  }));
};

export type RedeemClaimsDayRow = {
  date: string;
  claims: number;
  bookClaims: number;
  giftClaims: number;
  coinClaims: number;
  couponClaims: number;
  coinsSatang: number;
};

/** Redeem codes claimed by Bangkok day (`redeem_claims_claimed_at_idx`), by what they give. */
export const redeemClaimsByDay = async (
  db: DbOrTx,
  range: MonthRange,
): Promise<RedeemClaimsDayRow[]> => {
  const rows = await executeRows<Record<string, unknown>>(
    db,
    sql`select to_char(rc.claimed_at at time zone ${BANGKOK}, 'YYYY-MM-DD') as day,
               count(*) as claims,
               count(*) filter (where code.kind = 'book' and code.order_line_id is null) as books,
               count(*) filter (where code.order_line_id is not null) as gifts,
               count(*) filter (where code.kind = 'coins') as coins,
               count(*) filter (where code.kind = 'coupon') as coupons,
               sum(code.coins_satang) filter (where code.kind = 'coins') as coins_satang
          from redeem_claims rc
          join redeem_codes code on code.id = rc.code_id
         where rc.claimed_at >= ${range.from.toISOString()}::timestamptz
           and rc.claimed_at < ${range.to.toISOString()}::timestamptz
         group by 1
         order by 1`,
  );
  return rows.map((row) => ({
    date: String(row.day),
    claims: num(row.claims),
    bookClaims: num(row.books),
    giftClaims: num(row.gifts),
    coinClaims: num(row.coins),
    couponClaims: num(row.coupons),
    coinsSatang: num(row.coins_satang),
  }));
};
