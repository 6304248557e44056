#!/usr/bin/env node
// The publisher portal's dashboard on a large publisher (issue 25: a publisher with 5,000 titles
// and 1,000,000 order lines sees their dashboard within 500 ms p95), read from the daily sales
// aggregate (book_daily_sales, docs/sales-stats.md) through the built API's sales-stats service.
//
//   npm run build -w @nangsue/contracts && npm run build -w @nangsue/api
//   nice -n 10 node bench/publisher-dashboard.mjs [--lines 1000000] [--titles 5000]
//     [--iterations 400] [--connections 10] [--only 30-days,12-months]
//
// Uses its own database (nangsue_bench_publisher_<lines> on BENCH_POSTGRES_URL's server, kept
// for reuse), or BENCH_DATABASE_URL when set (any migrated store database with a catalog
// publisher: nothing is generated, the publisher with the most books is measured). The database
// is migrated here; when it holds no order lines the store is generated with set-based SQL
// (INSERT ... SELECT over generate_series): one catalog publisher with `titles` books and
// `lines` paid order lines of its books over two years (bestsellers sell most; 2 % of the orders
// refunded by staff three days later, one line in ten discounted, coins in some orders), and
// noise: 60 other publishers with 15,000 books and a quarter as many lines of their own, 5 % of
// orders never paid, and downloads. Then the aggregate is emptied and filled by the backfill
// (timed), one refresh of "today and yesterday" is timed, and each dashboard scenario is read
// `iterations` times by `connections` concurrent callers through the service over a pool of as
// many connections (no HTTP route yet: the portal's routes come with its front).
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import {
  arg,
  benchDatabase,
  onlyArg,
  percentile,
  printLatencyTable,
  root,
  writeReport,
} from './lib/setup.mjs';

const lineCount = Number(arg('lines', '1000000'));
const titles = Number(arg('titles', '5000'));
const iterations = Number(arg('iterations', '400'));
const connections = Math.min(50, Number(arg('connections', '10')));
const only = onlyArg();
if (![lineCount, titles, iterations, connections].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'usage: node bench/publisher-dashboard.mjs [--lines N] [--titles N] [--iterations N] [--connections C] [--only a,b]',
  );
  process.exit(2);
}

const dist = (file) => import(pathToFileURL(path.join(root, 'apps/api/dist', file)).href);
const { openDatabase } = await dist('db/client.js');
const { createSalesStatsService } = await dist('modules/sales-stats/sales-stats.service.js');
const repository = await dist('modules/sales-stats/sales-stats.repository.js');

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? (await benchDatabase(`nangsue_bench_publisher_${lineCount}`));

const OTHER_TITLES = 15_000;
const OTHER_PUBLISHERS = 60;

/** Generates the store in one transaction (all or nothing); `bench_*` tables are dropped at the end. */
const generate = async (sql) => {
  const started = Date.now();
  const step = (what) => console.log(`  ${what} (${Math.round((Date.now() - started) / 1000)} s)`);
  await sql.begin(async (tx) => {
    await tx`set local work_mem = '256MB'`;
    await tx`set local maintenance_work_mem = '512MB'`;
    const [target] = await tx`
      insert into publishers (name_th, name_en)
      values ('สำนักพิมพ์แดชบอร์ด', 'Dashboard Press') returning id`;
    await tx`
      insert into publishers (name_th, name_en)
      select 'สำนักพิมพ์ ' || n, 'Publisher ' || n from generate_series(1, ${OTHER_PUBLISHERS}) n`;
    await tx`
      insert into books (name_th, name_en, price_satang, publisher_id)
      select 'นิยายแดชบอร์ด เล่ม ' || n, 'Dashboard novel ' || n, (59 + (n * 37) % 340) * 100,
             ${target.id}
        from generate_series(1, ${titles}) n`;
    await tx`
      insert into books (name_th, name_en, price_satang, publisher_id)
      select 'นิยาย เล่ม ' || n, 'Novel ' || n, (59 + (n * 53) % 340) * 100,
             (array(select id from publishers where id <> ${target.id} order by id))[1 + n % ${OTHER_PUBLISHERS}]
        from generate_series(1, ${OTHER_TITLES}) n`;
    await tx`
      create temp table bench_books on commit drop as
      select (row_number() over (order by id) - 1)::int as idx, id, name_th, name_en, price_satang,
             publisher_id = ${target.id} as ours
        from books`;
    await tx`create index on bench_books (ours, idx)`;
    step(`${titles + OTHER_TITLES} books`);

    const customers = Math.max(1000, Math.round(lineCount / 10));
    const [{ customerBase }] = await tx`
      select coalesce(max(id), 0)::int as "customerBase" from customers`;
    await tx`
      insert into customers (id, email, email_key, created_at, updated_at)
      select ${customerBase} + n, 'reader' || n || '@bench.example', 'reader' || n || '@bench.example',
             now() - interval '1100 days', now() - interval '1100 days'
        from generate_series(1, ${customers}) n`;
    await tx`select setval(pg_get_serial_sequence('customers', 'id'), (select max(id) from customers))`;
    step(`${customers} customers`);

    // One order per line of ours (`lineCount`), a quarter of them with a second line of another
    // publisher's book, plus 5 % never paid; over two years, bestsellers first (power law).
    const paidOrders = lineCount;
    const orders = Math.round(paidOrders * 1.05);
    const [{ orderBase }] =
      await tx`select coalesce(max(id), 0)::bigint as "orderBase" from orders`;
    await tx`
      create temp table bench_lines on commit drop as
      with plan as (
        select n, ${orderBase}::bigint + n as order_id,
               now() - interval '730 days' + ((n - 1 + random()) / ${orders}) * interval '730 days'
                 as created_at,
               ${customerBase} + 1 + floor(random() * ${customers})::int as customer_id,
               case when random() < 0.05 then 'EX' when random() < 0.02 then 'RR' else 'AP' end
                 as status,
               floor(${titles} * power(random(), 2.5))::int as ours_idx,
               case when random() < 0.25 then floor(random() * ${OTHER_TITLES})::int end as other_idx,
               random() < 0.1 as discounted, random() < 0.08 as with_coins
          from generate_series(1, ${orders}) n)
      select p.order_id, p.created_at, p.customer_id, p.status, p.discounted, p.with_coins,
             1 as line_no, b.id as book_id, b.name_th, b.name_en, b.price_satang as price
        from plan p join bench_books b on b.ours and b.idx = p.ours_idx
      union all
      select p.order_id, p.created_at, p.customer_id, p.status, p.discounted, p.with_coins, 2,
             b.id, b.name_th, b.name_en, b.price_satang
        from plan p join bench_books b on not b.ours and b.idx = ${titles} + p.other_idx
       where p.other_idx is not null`;
    await tx`
      create temp table bench_money on commit drop as
      select *, price - discount as total, round((price - discount) * 7 / 107.0)::int as vat
        from (select *, case when discounted then price / 10 else 0 end as discount
                from bench_lines) l`;
    step('plan');
    await tx`
      insert into orders (id, customer_id, source, status, cancel_reason, locale, subtotal_satang,
                          discount_satang, total_satang, vat_satang, net_satang,
                          taxable_net_satang, vat_exempt_satang, coins_satang, amount_due_satang,
                          created_at, expires_at, paid_at, cancelled_at, refunded_at,
                          refunded_satang)
      select order_id, min(customer_id), 'basket', min(status)::order_status,
             case min(status) when 'EX' then 'expired' end::cancel_reason, 'th', sum(price),
             sum(discount), sum(total), sum(vat), sum(total - vat), sum(total - vat), 0,
             case when bool_or(with_coins) then sum(total) / 200 * 100 else 0 end,
             sum(total) - case when bool_or(with_coins) then sum(total) / 200 * 100 else 0 end,
             min(created_at), min(created_at) + interval '30 minutes',
             case when min(status) in ('AP', 'RR') then min(created_at) + interval '90 seconds' end,
             case when min(status) = 'EX' then min(created_at) + interval '30 minutes' end,
             case when min(status) = 'RR' then min(created_at) + interval '3 days' end,
             case when min(status) = 'RR' then sum(total) else 0 end
        from bench_money group by order_id order by order_id`;
    await tx`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`;
    step(`${orders} orders`);
    await tx`
      insert into order_lines (order_id, kind, book_id, name_th, name_en, price_satang,
                               discount_satang, total_satang, vat_category, vat_rate, vat_satang,
                               net_satang)
      select order_id, 'book', book_id, name_th, name_en, price, discount, total, 'standard', 7,
             vat, total - vat
        from bench_money order by order_id, line_no`;
    step('order lines');
    // Refunded orders: one staff refund of every line, completed three days after the payment
    // (as coins), so refunds fall on other days than their sales.
    await tx`
      create temp table bench_refunds on commit drop as
      select row_number() over (order by o.id) + coalesce((select max(id) from refunds), 0) as id,
             o.id as order_id, o.total_satang, o.refunded_at
        from orders o where o.status = 'RR' and o.id > ${orderBase}`;
    await tx`
      insert into refunds (id, order_id, amount_satang, method, status, reason, created_at,
                           completed_at, coins_satang)
      overriding system value
      select id, order_id, total_satang, 'coins', 'succeeded', 'staff', refunded_at, refunded_at,
             total_satang
        from bench_refunds where total_satang > 0`;
    await tx`select setval(pg_get_serial_sequence('refunds', 'id'), (select max(id) from refunds))`;
    await tx`
      insert into refund_lines (order_line_id, refund_id, amount_satang)
      select ol.id, r.id, ol.total_satang
        from bench_refunds r join order_lines ol on ol.order_id = r.order_id
       where r.total_satang > 0`;
    step('refunds');
    // Downloads: the lines of one paid order in three, a day after the payment.
    await tx`
      insert into downloads (customer_id, book_id, format, channel, created_at)
      select o.customer_id, ol.book_id, 'EPUB', 'web', o.paid_at + interval '1 day'
        from orders o join order_lines ol on ol.order_id = o.id
       where o.paid_at is not null and o.id > ${orderBase} and o.id % 3 = 0
         and o.paid_at < now() - interval '1 day'`;
    step('downloads');
  });
  await sql`vacuum analyze`;
  step('vacuum analyze');
};

const handle = await openDatabase({
  url: databaseUrl,
  dataDir: os.tmpdir(),
  poolSize: connections,
});
await handle.migrate();
const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const [{ lines }] = await sql`select count(*)::int as lines from order_lines`;
if (!process.env.BENCH_DATABASE_URL && lines === 0) {
  console.log(`Generating a publisher with ${titles} titles and ${lineCount} order lines...`);
  await generate(sql);
}

const [publisher] = await sql`
  select p.id, p.name_en, count(*)::int as titles
    from publishers p join books b on b.publisher_id = p.id
   group by p.id order by count(*) desc, p.id limit 1`;
const [counts] = await sql`
  select count(*)::int as lines,
         count(*) filter (where b.publisher_id = ${publisher.id})::int as ours,
         count(*) filter (where b.publisher_id = ${publisher.id} and o.paid_at is not null)::int
           as ours_paid
    from order_lines ol join books b on b.id = ol.book_id join orders o on o.id = ol.order_id`;
console.log(
  `Publisher ${publisher.id} (${publisher.name_en}): ${publisher.titles} titles, ${counts.ours} of ${counts.lines} order lines (${counts.ours_paid} paid)`,
);

const service = createSalesStatsService({
  db: handle.db,
  repository,
  clock: { now: () => new Date() },
});

// The backfill: the aggregate emptied, then every day from the first sale to today.
await sql`truncate book_daily_sales`;
let started = performance.now();
const backfill = await service.backfill();
const backfillMs = Math.round(performance.now() - started);
await sql`vacuum analyze book_daily_sales, publisher_daily_sales, book_monthly_sales`;
const [aggregate] = await sql`
  select count(*)::int as rows, count(*) filter (where b.publisher_id = ${publisher.id})::int as ours,
         pg_total_relation_size('book_daily_sales') as bytes
    from book_daily_sales s join books b on b.id = s.book_id`;
console.log(
  `Backfill: ${backfillMs} ms, ${backfill.written} rows (${aggregate.ours} of the publisher), ${Math.round(aggregate.bytes / 1048576)} MB with indexes`,
);
started = performance.now();
const recent = await service.refreshRecent();
const recentMs = Math.round(performance.now() - started);
started = performance.now();
await service.refreshRecent();
const againMs = Math.round(performance.now() - started);
console.log(
  `Refresh of today and yesterday: ${recentMs} ms (${recent.written} written), again ${againMs} ms`,
);

const bangkokDay = (offsetDays) =>
  new Date(Date.now() + 7 * 3_600_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);
const topIds = (
  await sql`
  select s.book_id from book_daily_sales s join books b on b.id = s.book_id
   where b.publisher_id = ${publisher.id}
   group by 1 order by sum(s.net_satang) desc limit 50`
).map((row) => row.book_id);

const scenarios = {
  '30-days': () => ({ publisherId: publisher.id, from: bangkokDay(29), to: bangkokDay(0) }),
  '90-days': () => ({ publisherId: publisher.id, from: bangkokDay(89), to: bangkokDay(0) }),
  '12-months': () => ({ publisherId: publisher.id, from: bangkokDay(364), to: bangkokDay(0) }),
  'all-time': () => ({ publisherId: publisher.id, from: bangkokDay(730), to: bangkokDay(0) }),
  // A random past month of a random publisher-sized set: 50 best sellers as book ids.
  'books-month': () => {
    const back = 30 + Math.floor(Math.random() * 600);
    return { bookIds: topIds, from: bangkokDay(back + 29), to: bangkokDay(back) };
  },
};

/** `iterations` reads by `connections` concurrent callers; every latency kept (exact p95). */
const measure = async (title, queryOf) => {
  for (let i = 0; i < connections; i += 1) await service.dashboard(queryOf()); // warm-up
  const latencies = [];
  let next = 0;
  let errors = 0;
  const began = performance.now();
  const caller = async () => {
    while (next < iterations) {
      next += 1;
      const at = performance.now();
      try {
        await service.dashboard(queryOf());
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, caller));
  const seconds = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    title,
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    non2xx: 0,
    errors,
  };
};

const loadBefore = os.loadavg().map((n) => n.toFixed(2));
const sample = await service.dashboard(scenarios['12-months']());
console.log(
  `12 months: ${sample.days.length} days, ${sample.months.length} months, ${sample.bookCount} books, ${sample.totals.units} units, ${sample.totals.grossSatang} satang`,
);
const results = [];
for (const [title, queryOf] of Object.entries(scenarios)) {
  if (only.length > 0 && !only.includes(title)) continue;
  const result = await measure(title, queryOf);
  results.push(result);
  console.log(`  ${title}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms`);
}
printLatencyTable(results);

const load = os.loadavg().map((n) => n.toFixed(2));
console.log(`load average before: ${loadBefore.join(' ')}, after: ${load.join(' ')}`);
const suffix = only.length > 0 ? `-only-${only.join('-')}` : '';
const file = writeReport(`publisher-dashboard-${counts.ours}${suffix}`, {
  date: new Date().toISOString(),
  database: 'postgres',
  publisher: { id: publisher.id, titles: publisher.titles },
  orderLines: counts,
  aggregate: { ...aggregate, backfillMs, backfillRows: backfill.written },
  refreshRecentMs: { first: recentMs, again: againMs },
  connections,
  iterations,
  cpus: os.cpus().length,
  loadAverage: { before: loadBefore, after: load },
  results,
});
console.log(`Results: ${path.relative(root, file)}`);
await sql.end();
await handle.close();
