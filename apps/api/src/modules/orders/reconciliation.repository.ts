import { sql } from 'drizzle-orm';
import { executeRows, type DbOrTx } from '../../db/client.js';

/**
 * The reconciliation query (docs/buying.md §6.5): over every order, what should never be true —
 * a paid order without exactly one payment for its amount, books granted without a paid order or
 * missing from one (a line a staff refund gave back is not missing), money on an unpaid order not handled as late, a demo charge paid while its
 * order waits, receipts, coins, and staff refunds that do not add up (more than was paid, or a
 * refunded order with lines left). The daily job reports any count above 0 to
 * staff (the log); the checkout bench runs it after its load.
 */
export const ANOMALIES_SQL = `
with
paid_payments as (
  select order_id, count(*) filter (where status = 'succeeded' and not late) as ok,
         sum(amount_satang) filter (where status = 'succeeded' and not late) as amount
  from payments group by order_id),
-- Coins a staff refund took back from a batch (its reward, a coin pack's top-up).
clawbacks as (
  select batch_id, -sum(amount_satang) as amount
  from coin_history where kind = 'clawback' group by batch_id),
checks as (
  select 'paid order without exactly one succeeded payment' as kind, count(*) as n
  from orders o left join paid_payments p on p.order_id = o.id
  where o.status = 'AP' and o.amount_due_satang > 0 and coalesce(p.ok, 0) <> 1
  union all
  select 'paid order whose payment is not the amount due', count(*)
  from orders o join paid_payments p on p.order_id = o.id
  where o.status = 'AP' and p.ok = 1 and p.amount <> o.amount_due_satang
  union all
  select 'paid order missing a library row for a non-duplicate book line', count(*)
  from orders o
  where o.status = 'AP' and exists (
    select 1 from order_lines ol
    where ol.order_id = o.id and ol.kind = 'book' and not ol.duplicate and ol.gift is null
      and not exists (select 1 from refund_lines rl where rl.order_line_id = ol.id)
      and not exists (select 1 from library_items l
                      where l.customer_id = o.customer_id and l.book_id = ol.book_id
                        and l.order_id = o.id))
  union all
  select 'library row of a purchase without a paid order of that customer and book', count(*)
  from library_items l
  where l.source = 'purchase' and not exists (
    select 1 from orders o join order_lines ol on ol.order_id = o.id
    where o.id = l.order_id and o.customer_id = l.customer_id and o.status = 'AP'
      and ol.book_id = l.book_id)
  union all
  select 'succeeded payment on an order not paid, not marked late', count(*)
  from payments p join orders o on o.id = p.order_id
  where p.status = 'succeeded' and not p.late and o.status not in ('AP', 'RR')
  union all
  select 'late payment without a refund', count(*)
  from payments p
  where p.status = 'succeeded' and p.late
    and not exists (select 1 from refunds r where r.payment_id = p.id)
  union all
  select 'money taken at the demo gateway, order still pending', count(*)
  from payments p join orders o on o.id = p.order_id
  join demo_gateway_charges c on c.id = p.provider_ref
  where p.provider = 'demo' and c.status = 'successful' and o.status = 'PD'
  union all
  select 'paid order without exactly one receipt', count(*)
  from orders o
  where o.status = 'AP' and (select count(*) from receipts r where r.order_id = o.id
                             and r.kind <> 'credit_note' and r.voided_at is null) <> 1
  union all
  select 'coin batch: spent (amount - remaining) differs from its unreleased spends and claw-backs', count(*)
  from coin_batches b
  left join clawbacks c on c.batch_id = b.id
  where b.amount_satang - b.remaining_satang <> coalesce((
    select sum(s.amount_satang) from coin_spends s
    where s.batch_id = b.id and s.released_at is null), 0) + coalesce(c.amount, 0)
  union all
  select 'order: coins held differ from its coins (PD, AP) or not all released (CR, EX)', count(*)
  from orders o
  where coalesce((select sum(s.amount_satang) from coin_spends s
                  where s.order_id = o.id and s.released_at is null), 0)
        <> case when o.status in ('PD', 'AP') then o.coins_satang else 0 end
    and o.status <> 'RR'
  union all
  select 'order: refunded amount differs from its staff refunds or exceeds what was paid', count(*)
  from orders o
  where o.refunded_satang <> coalesce((select sum(r.amount_satang) from refunds r
                                       where r.order_id = o.id and r.reason = 'staff'), 0)
     or o.refunded_satang > o.total_satang
     or (o.status = 'RR') <> (o.refunded_satang > 0 and not exists (
          select 1 from order_lines ol where ol.order_id = o.id and not ol.duplicate
            and not exists (select 1 from refund_lines rl where rl.order_line_id = ol.id))))
select kind, n::int as n from checks`;

export type Anomalies = { total: number; byKind: Record<string, number> };

export const findAnomalies = async (db: DbOrTx): Promise<Anomalies> => {
  const rows = await executeRows<{ kind: string; n: number }>(db, sql.raw(ANOMALIES_SQL));
  return {
    total: rows.reduce((sum, row) => sum + Number(row.n), 0),
    byKind: Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)])),
  };
};
