#!/usr/bin/env node
// The back office's order, refund and customer lists on a large store (issue 24: admin lists on
// 1,000,000 orders answer within 300 ms p95), with autocannon on loopback against the built API.
//
//   npm run build -w @nangsue/contracts && npm run build -w @nangsue/api
//   nice -n 10 node bench/admin-orders.mjs --orders 1000000 [--customers 200000] [--books 20000]
//     [--requests 400] [--connections 10] [--only orders,refunds,customers]
//
// Uses its own database (nangsue_bench_orders_<orders> on BENCH_POSTGRES_URL's server, kept for
// reuse), or BENCH_DATABASE_URL when set (any migrated store database: nothing is generated). The
// API migrates it on a first start; then, when it holds fewer orders than asked, the store is
// generated with set-based SQL (INSERT ... SELECT over generate_series, a few minutes for a million
// orders): books, customers over three years, orders over two years with their lines, payment
// attempts, receipts and refunds, in the proportions of a running store. An orders-support staff
// member and a session are written straight into the database. Each scenario runs a fixed number
// of requests (after a short warm-up), random values per request.
import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import postgres from 'postgres';
import {
  arg,
  benchDatabase,
  createMeasure,
  onlyArg,
  pick,
  printLatencyTable,
  startApi,
  stop,
  waitFor,
  writeReport,
} from './lib/setup.mjs';

const orderCount = Number(arg('orders', '1000000'));
const customerCount = Number(arg('customers', String(Math.max(100, Math.round(orderCount / 5)))));
const bookCount = Number(arg('books', '20000'));
const amount = Number(arg('requests', '400'));
const connections = Math.min(100, Number(arg('connections', '10')));
const only = onlyArg();
if (![orderCount, customerCount, bookCount, amount].every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'usage: node bench/admin-orders.mjs --orders N [--customers N] [--books N] [--requests N] [--connections C] [--only orders,refunds,customers]',
  );
  process.exit(2);
}
const API_PORT = 4311;
const API = `http://127.0.0.1:${API_PORT}`;

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? (await benchDatabase(`nangsue_bench_orders_${orderCount}`));

// The API migrates the database and seeds its reference data (coin packs, staff roles) on start.
{
  const api = startApi(API_PORT, { DATABASE_URL: databaseUrl });
  await waitFor(`${API}/readyz`);
  await stop(api);
}

// Names as Thai readers (and some foreign ones) write them, with the Latin spelling their e-mail
// address uses.
const THAI_FIRST = [
  ['สมชาย', 'somchai'],
  ['สมศรี', 'somsri'],
  ['วิไล', 'wilai'],
  ['ประเสริฐ', 'prasert'],
  ['สุดา', 'suda'],
  ['อนันต์', 'anan'],
  ['กาญจนา', 'kanchana'],
  ['ธนพล', 'thanapon'],
  ['ณัฐพล', 'nattapon'],
  ['พิมพ์ชนก', 'pimchanok'],
  ['ศิริพร', 'siriporn'],
  ['วรรณา', 'wanna'],
  ['ชัยวัฒน์', 'chaiwat'],
  ['อรุณี', 'arunee'],
  ['ปิยะ', 'piya'],
  ['มาลี', 'malee'],
  ['สุนทร', 'sunthorn'],
  ['จันทร์เพ็ญ', 'janpen'],
  ['กิตติ', 'kitti'],
  ['นภา', 'napa'],
  ['ธีรวัฒน์', 'theerawat'],
  ['รัตนา', 'rattana'],
  ['วีระ', 'weera'],
  ['อัญชลี', 'anchalee'],
  ['ภัทรา', 'pattra'],
  ['สุรชัย', 'surachai'],
  ['ปวีณา', 'paweena'],
  ['เอกชัย', 'ekkachai'],
  ['ดวงใจ', 'duangjai'],
  ['พงศกร', 'pongsakorn'],
];
const THAI_LAST = [
  ['ใจดี', 'jaidee'],
  ['สุขสวัสดิ์', 'suksawat'],
  ['ศรีสุข', 'srisuk'],
  ['วงศ์ใหญ่', 'wongyai'],
  ['บุญมา', 'boonma'],
  ['แก้วมณี', 'kaewmanee'],
  ['ทองดี', 'thongdee'],
  ['พึ่งบุญ', 'phungboon'],
  ['รักไทย', 'rakthai'],
  ['มั่นคง', 'mankhong'],
  ['เจริญสุข', 'charoensuk'],
  ['สายทอง', 'saithong'],
  ['อินทร์แก้ว', 'inkaew'],
  ['ปัญญาดี', 'panyadee'],
  ['ศักดิ์สิทธิ์', 'saksit'],
  ['นาคสวัสดิ์', 'naksawat'],
  ['ชัยมงคล', 'chaimongkol'],
  ['วัฒนา', 'wattana'],
  ['เพชรรัตน์', 'petcharat'],
  ['หอมจันทร์', 'homjan'],
];
const LATIN_FIRST = ['James', 'Emma', 'Oliver', 'Sophie', 'Daniel', 'Hannah', 'Lucas', 'Mia'];
const LATIN_FIRST_MORE = ['Noah', 'Chloe', 'Kenji', 'Yuki', 'Anna', 'Mark', 'Sarah', 'Wei'];
const LATIN_LAST = ['Smith', 'Brown', 'Taylor', 'Wilson', 'Clark', 'Walker', 'Tanaka', 'Lee'];
const DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.co.th', 'outlook.com', 'icloud.com'];

/**
 * Generates the store in one transaction (all or nothing): `bench_*` working tables are dropped at
 * the end. Ids of customers and orders continue after any already there.
 */
const generate = async (sql) => {
  const latinFirst = [...LATIN_FIRST, ...LATIN_FIRST_MORE];
  const started = Date.now();
  const step = (what) => console.log(`  ${what} (${Math.round((Date.now() - started) / 1000)} s)`);
  await sql.begin(async (tx) => {
    await tx`set local work_mem = '256MB'`;
    await tx`set local maintenance_work_mem = '512MB'`;
    const [{ books }] = await tx`select count(*)::int as books from books`;
    if (books < bookCount) {
      await tx`
        insert into publishers (name_th, name_en)
        select 'สำนักพิมพ์ ' || n, 'Publisher ' || n from generate_series(1, 300) n`;
      await tx`
        insert into books (name_th, name_en, price_satang, publisher_id)
        select 'นิยาย ' || (${THAI_FIRST.map((n) => n[0])}::text[])[1 + n % 30] || ' เล่ม ' || n,
               'Novel ' || (${latinFirst}::text[])[1 + n % 16] || ' ' || n,
               (59 + (n * 37) % 400) * 100,
               (array(select id from publishers order by id))[1 + n % 300]
          from generate_series(1, ${bookCount - books}) n`;
      step(`${bookCount - books} books`);
    }
    await tx`
      create temp table bench_books on commit drop as
      select (row_number() over (order by id) - 1)::int as idx, id, name_th, name_en from books`;
    const [{ nBooks }] = await tx`select count(*)::int as "nBooks" from bench_books`;

    // Customers: registered over three years (ids in that order), 3 in 1,000 erased (PDPA), 2 in
    // 1,000 locked by staff; a quarter with Latin names.
    const [{ customerBase }] = await tx`
      select coalesce(max(id), 0)::int as "customerBase" from customers`;
    await tx`
      insert into customers (id, email, email_key, email_verified_at, password_hash, first_name,
                             last_name, language, terms_accepted_at, last_login_at, created_at,
                             updated_at, deleted_at, locked_at, lock_reason)
      select ${customerBase} + n,
             case when erased then null else email end,
             case when erased then null else lower(email) end,
             case when erased then null else created_at + interval '3 minutes' end,
             case when erased then null else '$argon2id$v=19$m=19456,t=2,p=1$bench$bench' end,
             case when erased then '' else first_name end,
             case when erased then '' else last_name end,
             language, created_at,
             created_at + (now() - created_at) * login, created_at, created_at,
             case when erased then created_at + (now() - created_at) * login end,
             case when locked then now() - interval '2 days' * login end,
             case when locked then 'ซื้อด้วยบัตรที่ถูกขโมย (bench)' end
        from (
          select n, created_at, first_name, last_name, language, login,
                 r_state < 0.003 as erased, r_state between 0.003 and 0.005 as locked,
                 local || n || '@' || (${DOMAINS}::text[])[1 + n % 5] as email
            from (
              select n, login, r_state,
                     now() - interval '1095 days' * (1 - n::float8 / ${customerCount}) as created_at,
                     case when latin then (${latinFirst}::text[])[1 + f % 16]
                          else (${THAI_FIRST.map((x) => x[0])}::text[])[1 + f % 30] end as first_name,
                     case when latin then (${LATIN_LAST}::text[])[1 + l % 8]
                          else (${THAI_LAST.map((x) => x[0])}::text[])[1 + l % 20] end as last_name,
                     case when latin then lower((${latinFirst}::text[])[1 + f % 16]) || '.'
                                          || lower((${LATIN_LAST}::text[])[1 + l % 8])
                          else (${THAI_FIRST.map((x) => x[1])}::text[])[1 + f % 30] || '.'
                               || left((${THAI_LAST.map((x) => x[1])}::text[])[1 + l % 20], 3)
                     end as local,
                     case when latin or r_lang < 0.1 then 'en' else 'th' end as language
                from (
                  select n, random() < 0.25 as latin, (random() * 1000)::int as f,
                         (random() * 1000)::int as l, random() as login, random() as r_state,
                         random() as r_lang
                    from generate_series(1, ${customerCount}) n) g) named) c`;
    await tx`select setval(pg_get_serial_sequence('customers', 'id'), (select max(id) from customers))`;
    step(`${customerCount} customers`);

    // The orders' plan: one row per order with what its rows are made of. Order ids grow with
    // their time, over two years; a customer buys only after registering.
    const [{ orderBase }] = await tx`
      select coalesce(max(id), 0)::bigint as "orderBase" from orders`;
    const packs = await tx`select id, price_satang from coin_packs order by id`;
    await tx`
      create temp table bench_plan on commit drop as
      with raw as (
        select n, random() as r_time, random() as r_customer, random() as r_source,
               random() as r_status, random() as r_lines, random() as r_price, random() as r_coins,
               random() as r_provider, random() as r_method, random() as r_attempts,
               random() as r_book, random() as r_locale
          from generate_series(1, ${orderCount}) n),
      shaped as (
        select ${orderBase}::bigint + n as id,
               now() - interval '730 days'
                 + ((n - 1 + r_time) / ${orderCount}) * interval '729 days 23 hours' as created_at,
               ${customerBase} + 1
                 + floor(r_customer * ${customerCount} * (0.34 + 0.66 * n / ${orderCount}))::int
                 as customer_id,
               case when r_source < 0.06 then 'coin_pack' when r_source < 0.09 then 'gift'
                    else 'basket' end as source,
               case when n > ${orderCount} - 300 and r_status < 0.5 then 'PD'
                    when r_status < 0.72 then 'AP' when r_status < 0.74 then 'RR'
                    when r_status < 0.94 then 'EX' else 'CR' end as status,
               r_lines, r_price, r_coins, r_provider, r_method, r_attempts, r_book,
               case when r_locale < 0.85 then 'th' else 'en' end as locale
          from raw),
      priced as (
        select *,
               case when source = 'coin_pack' then 1 when r_lines < 0.62 then 1
                    when r_lines < 0.84 then 2 when r_lines < 0.94 then 3 else 5 end as k,
               case when source = 'coin_pack'
                    then (${packs.map((p) => p.id)}::int[])[1 + floor(r_price * ${packs.length})::int]
               end as pack_id,
               case when source = 'coin_pack'
                    then (${packs.map((p) => p.price_satang)}::int[])[1 + floor(r_price * ${packs.length})::int]
                    else (59 + floor(r_price * 340)::int) * 100 end as unit
          from shaped)
      select id, created_at, customer_id, source, status, locale, k, pack_id, unit,
             round(unit * 7 / 107.0)::int as unit_vat,
             case when source = 'coin_pack' then 0
                  when r_coins < 0.04 then k * unit
                  when r_coins < 0.14 then (k * unit / 200) * 100
                  else 0 end as coins,
             case when r_provider < 0.62 then 'omise' when r_provider < 0.95 then 'pgw'
                  else 'demo' end as provider,
             case when r_provider < 0.62
                  then case when r_method < 0.55 then 'omise_card'
                            when r_method < 0.9 then 'omise_promptpay'
                            else 'omise_mobile_banking' end
                  when r_provider < 0.95
                  then case when r_method < 0.7 then 'pgw_card' else 'pgw_123' end
                  else case when r_method < 0.5 then 'demo_card' else 'demo_promptpay' end
             end as method,
             case when r_attempts < 0.1 then 2 else 1 end as attempts,
             floor(${nBooks} * power(r_book, 2.2))::int as book_base
        from priced`;
    step('plan');

    await tx`
      insert into orders (id, customer_id, source, status, cancel_reason, locale, subtotal_satang,
                          discount_satang, total_satang, vat_satang, net_satang,
                          taxable_net_satang, vat_exempt_satang, coins_satang, amount_due_satang,
                          created_at, expires_at, paid_at, cancelled_at, refunded_at,
                          refunded_satang)
      select id, customer_id, source::order_source, status::order_status,
             case status when 'EX' then 'expired' when 'CR' then 'customer' end::cancel_reason,
             locale, k * unit, 0, k * unit, k * unit_vat, k * (unit - unit_vat),
             k * (unit - unit_vat), 0, coins, k * unit - coins,
             created_at, created_at + interval '30 minutes',
             case when status in ('AP', 'RR') then created_at + interval '90 seconds' end,
             case when status in ('CR', 'EX') then created_at + interval '30 minutes' end,
             case when status = 'RR' then least(now(), created_at + interval '3 days') end,
             case when status = 'RR' then k * unit else 0 end
        from bench_plan order by id`;
    await tx`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`;
    step(`${orderCount} orders`);

    await tx`
      insert into order_lines (order_id, kind, book_id, coin_pack_id, name_th, name_en,
                               price_satang, discount_satang, total_satang, vat_category,
                               vat_rate, vat_satang, net_satang, gift)
      select p.id, case when p.pack_id is null then 'book' else 'coin_pack' end::order_line_kind,
             b.id, p.pack_id, coalesce(b.name_th, c.name_th), coalesce(b.name_en, c.name_en),
             p.unit, 0, p.unit, 'standard', 7, p.unit_vat, p.unit - p.unit_vat,
             case when p.source = 'gift'
                  then jsonb_build_object('recipientEmail', 'friend' || p.id || '@gmail.com',
                                          'recipientName', 'เพื่อน', 'message', null) end
        from bench_plan p
        cross join lateral generate_series(1, p.k) i
        left join bench_books b
               on p.pack_id is null and b.idx = (p.book_base + (i - 1) * 7919) % ${nBooks}
        left join coin_packs c on c.id = p.pack_id
       order by p.id, i`;
    step('order lines');

    // Payment attempts of orders with something to pay: one in ten failed first and was paid on
    // the second; one expired order in a thousand got its money late (refunded by the store).
    await tx`
      insert into payments (id, order_id, customer_id, attempt_no, provider, method, amount_satang,
                            status, provider_ref, failure_code, late, created_at, expires_at,
                            paid_at, updated_at)
      select gen_random_uuid(), p.id, p.customer_id, a, p.provider, p.method, p.k * p.unit - p.coins,
             (case when a < p.attempts then 'failed'
                   when p.status in ('AP', 'RR') or late then 'succeeded'
                   when p.status = 'EX' then 'expired' when p.status = 'CR' then 'cancelled'
                   else 'pending' end)::payment_status,
             case p.provider when 'omise' then 'chrg_' when 'pgw' then 'inv' else 'dchg_' end
               || p.id || '_' || a,
             case when a < p.attempts then 'insufficient_fund' end, late,
             p.created_at + a * interval '20 seconds', p.created_at + interval '30 minutes',
             case when a = p.attempts and (p.status in ('AP', 'RR') or late)
                  then p.created_at + interval '90 seconds' end,
             p.created_at + a * interval '20 seconds'
        from bench_plan p
        cross join lateral generate_series(1, p.attempts) a
        cross join lateral (select p.status = 'EX' and a = p.attempts and p.id % 997 = 0 as late) x
       where p.k * p.unit > p.coins
       order by p.id, a`;
    step('payments');

    // Refunds: every RR order was refunded whole by staff (2C2P's by hand, the others through the
    // gateway or as coins); the last fortnight's hand refunds are still pending, one gateway refund
    // in fifty failed and waits for staff; late money went back through the gateway.
    await tx`
      insert into refunds (order_id, payment_id, amount_satang, method, status, reason, created_at,
                           completed_at, coins_satang, note, provider_ref, failure_message)
      select o.id, pay.id, o.total_satang, m.method,
             (case when m.method = 'manual' and o.refunded_at > now() - interval '14 days'
                     then 'pending'
                   when m.method = 'gateway' and o.id % 50 = 0 then 'pending'
                   else 'succeeded' end)::refund_status,
             'staff', o.refunded_at,
             case when not (m.method = 'manual' and o.refunded_at > now() - interval '14 days')
                   and not (m.method = 'gateway' and o.id % 50 = 0) then o.refunded_at end,
             case when m.method = 'coins' then o.total_satang else o.coins_satang end,
             'ลูกค้าขอคืนเงิน ซื้อซ้ำ',
             case when m.method = 'gateway' and o.id % 50 <> 0 then 'rfnd_' || o.id end,
             case when m.method = 'gateway' and o.id % 50 = 0 then 'gateway timeout' end
        from orders o
        left join payments pay on pay.order_id = o.id and pay.status = 'succeeded'
        cross join lateral (
          select case when pay.id is null then 'coins' when pay.provider = 'pgw' then 'manual'
                      when o.id % 10 < 7 then 'gateway' else 'coins' end as method) m
       where o.status = 'RR' and o.id > ${orderBase}
       order by o.id`;
    await tx`
      insert into refunds (order_id, payment_id, amount_satang, method, status, reason, created_at,
                           completed_at, provider_ref)
      select pay.order_id, pay.id, pay.amount_satang, 'gateway', 'succeeded', 'late_payment',
             pay.paid_at + interval '1 minute', pay.paid_at + interval '2 minutes',
             'rfnd_late_' || pay.order_id
        from payments pay
       where pay.late and pay.order_id > ${orderBase}
       order by pay.order_id`;
    await tx`
      insert into refund_lines (order_line_id, refund_id, amount_satang)
      select l.id, r.id, l.total_satang
        from refunds r join order_lines l on l.order_id = r.order_id
       where r.reason = 'staff' and r.order_id > ${orderBase}`;
    step('refunds');

    // Receipts: the sale document of every paid order (a coin pack's receipt, or an abbreviated
    // tax invoice) with a snapshot of the size the store writes, and a credit note per refund.
    await tx`
      insert into receipts (order_id, kind, number, issued_at, snapshot)
      select o.id, (case when o.source = 'coin_pack' then 'receipt' else 'abbreviated' end)::receipt_kind,
             case when o.source = 'coin_pack' then 'RC-' else 'AB-' end || lpad(o.id::text, 12, '0'),
             o.paid_at,
             jsonb_build_object(
               'kind', 'abbreviated', 'locale', o.locale, 'orderNumber', 'NS' || lpad(o.id::text, 10, '0'),
               'seller', jsonb_build_object('name', 'บริษัท นางสือ จำกัด', 'taxId', '0105560000000',
                 'branch', 'สำนักงานใหญ่',
                 'address', '999/9 อาคารตัวอย่าง ชั้น 12 ถนนพระรามที่ 4 แขวงปทุมวัน เขตปทุมวัน กรุงเทพมหานคร 10330'),
               'buyer', jsonb_build_object('name', 'ลูกค้า', 'email', 'reader' || o.customer_id || '@gmail.com'),
               'lines', jsonb_build_array(jsonb_build_object('name', 'หนังสือ', 'priceSatang', o.total_satang,
                 'discountSatang', 0, 'totalSatang', o.total_satang, 'vatRate', 7, 'vatSatang', o.vat_satang)),
               'totals', jsonb_build_object('totalSatang', o.total_satang, 'vatSatang', o.vat_satang,
                 'netSatang', o.net_satang, 'coinsSatang', o.coins_satang,
                 'amountPaidSatang', o.amount_due_satang),
               'totalInWords', jsonb_build_object('th', 'สามร้อยบาทถ้วน', 'en', 'Three hundred baht only'))
        from orders o
       where o.status in ('AP', 'RR') and o.id > ${orderBase}
       order by o.id`;
    await tx`
      insert into receipts (order_id, kind, number, issued_at, snapshot, refund_id)
      select r.order_id, 'credit_note', 'CN-' || lpad(r.id::text, 12, '0'), r.created_at,
             jsonb_build_object('kind', 'credit_note', 'amountSatang', r.amount_satang), r.id
        from refunds r
       where r.reason = 'staff' and r.order_id > ${orderBase}
       order by r.id`;
    step('receipts');
  });
};

const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
try {
  const [{ orders: existing }] = await sql`select count(*)::int as orders from orders`;
  if (!process.env.BENCH_DATABASE_URL && existing < orderCount) {
    console.log(`Generating ${orderCount} orders, ${customerCount} customers...`);
    await generate(sql);
    // As after any bulk load: planner statistics and the visibility map before measuring (this
    // machine's PostgreSQL runs with autovacuum off).
    await sql.unsafe('vacuum analyze');
  }
} catch (error) {
  await sql.end();
  throw error;
}

// An orders-support member (orders.read, customers.read) with a session.
const token = randomBytes(32).toString('base64url');
const [member] = await sql`
  insert into staff (email, display_name, role, language)
  values (${`bench-${Date.now()}@staff.bench`}, 'Bench support', 'orders_support', 'en') returning id`;
await sql`
  insert into staff_sessions (staff_id, token_hash, expires_at)
  values (${member.id}, ${createHash('sha256').update(token).digest('hex')}, now() + interval '2 hours')`;

// What staff look up, taken from the data: orders, their buyers, books bought often and rarely,
// the period the orders span, e-mails and names of customers.
const [counts] = await sql`
  select (select count(*)::int from orders) as orders, (select count(*)::int from customers) as customers,
         (select count(*)::int from refunds) as refunds, (select count(*)::int from order_lines) as lines,
         (select count(*)::int from payments) as payments,
         (select min(created_at) from orders) as first, (select max(created_at) from orders) as last`;
const sampled = await sql`
  select o.id, o.customer_id, c.email
    from orders o tablesample bernoulli (0.5) join customers c on c.id = o.customer_id
   where c.email is not null
   limit 2000`;
const orderIds = sampled.map((row) => row.id);
const buyerIds = sampled.map((row) => row.customer_id);
const buyerEmails = sampled.map((row) => row.email);
const bestsellers = (
  await sql`
    select book_id from order_lines where book_id is not null
     group by book_id order by count(*) desc limit 20`
).map((row) => row.book_id);
const anyBooks = (await sql`select id from books order by random() limit 500`).map((row) => row.id);
const customerEmails = (
  await sql`
    select email from customers tablesample system (2) where email is not null limit 2000`
).map((row) => row.email);
const firstNames = (
  await sql`select distinct first_name from customers where first_name <> '' limit 100`
).map((row) => row.first_name);
const lastNames = (
  await sql`select distinct last_name from customers where last_name <> '' limit 100`
).map((row) => row.last_name);
await sql.end();

const first = new Date(counts.first).getTime();
const last = new Date(counts.last).getTime();
const DAY = 24 * 60 * 60 * 1000;
/** A period of `days` days somewhere in the orders' two years. */
const period = (days) => {
  const from = first + Math.random() * Math.max(0, last - first - days * DAY);
  return { From: new Date(from).toISOString(), To: new Date(from + days * DAY).toISOString() };
};
const direction = () => pick(['ASC', 'DESC']);
const page = (from, to) => String(from + Math.floor(Math.random() * (to - from + 1)));

const api = startApi(API_PORT, { DATABASE_URL: databaseUrl });
await waitFor(`${API}/readyz`);
const headers = { StaffToken: token, Language: 'en' };
const measure = createMeasure({ url: API, connections, headers });
const list = (path, query) => ({
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `${path}?${new URLSearchParams(query()).toString()}`,
      }),
    },
  ],
});

const scenarios = {
  orders: [
    ['orders, newest first, page 1', () => ({})],
    ['orders, oldest first, page 1', () => ({ Order: 'ASC' })],
    ['orders, a page from 2 to 40', () => ({ Page: page(2, 40), Order: direction() })],
    ['orders, a deep page from 1,000 to 4,000', () => ({ Page: page(1000, 4000) })],
    [
      'orders, an order number',
      () => ({ Number: `NS${String(pick(orderIds)).padStart(10, '0')}` }),
    ],
    [
      'orders, search box: a number or an e-mail',
      () => ({ Q: Math.random() < 0.5 ? String(pick(orderIds)) : pick(buyerEmails) }),
    ],
    ['orders, a customer e-mail', () => ({ Email: pick(buyerEmails), Order: direction() })],
    ['orders, a customer (their page)', () => ({ CustomerId: String(pick(buyerIds)) })],
    ['orders, a bestseller', () => ({ BookId: String(pick(bestsellers)), Order: direction() })],
    ['orders, any book', () => ({ BookId: String(pick(anyBooks)) })],
    [
      'orders, a status',
      () => ({ Status: pick(['PD', 'AP', 'CR', 'EX', 'RR']), Order: direction() }),
    ],
    [
      'orders, a gateway',
      () => ({ Gateway: pick(['demo', 'omise', 'pgw', 'coins']), Order: direction() }),
    ],
    ['orders, a day', () => ({ ...period(1), Order: direction() })],
    ['orders, a week', () => ({ ...period(7), Order: direction() })],
    ['orders, a month', () => ({ ...period(30), Order: direction() })],
    ['orders, a month, page 2 to 20', () => ({ ...period(30), Page: page(2, 20) })],
    ['orders, refunded in a month', () => ({ ...period(30), Status: 'RR' })],
    [
      'orders, a gateway in a month',
      () => ({ ...period(30), Gateway: pick(['demo', 'omise', 'pgw', 'coins']) }),
    ],
    [
      'orders, a status and a gateway',
      () => ({
        Status: pick(['AP', 'CR', 'EX', 'RR']),
        Gateway: pick(['demo', 'omise', 'pgw', 'coins']),
      }),
    ],
  ].map(([title, query]) => [title, list('/admin/v1/orders', query)]),
  refunds: [
    ['refunds, newest first, page 1', () => ({})],
    ['refunds, a page from 2 to 200', () => ({ Page: page(2, 200), Order: direction() })],
    ['refunds, needing action', () => ({ NeedsAction: 'true' })],
    ['refunds, a status', () => ({ Status: pick(['pending', 'succeeded', 'failed']) })],
    ['refunds, a method', () => ({ Method: pick(['coins', 'gateway', 'manual']) })],
    ['refunds, late payments', () => ({ Kind: 'late_payment' })],
  ].map(([title, query]) => [title, list('/admin/v1/refunds', query)]),
  customers: [
    ['customers, newest first, page 1', () => ({})],
    ['customers, a page from 2 to 200', () => ({ Page: page(2, 200), Order: direction() })],
    ['customers, an id', () => ({ Q: `#${pick(buyerIds)}` })],
    ['customers, a whole e-mail', () => ({ Q: pick(customerEmails) })],
    [
      'customers, the start of an e-mail',
      () => ({ Q: pick(customerEmails).slice(0, 3 + Math.floor(Math.random() * 6)) }),
    ],
    [
      'customers, a first or last name',
      () => ({ Q: pick(Math.random() < 0.5 ? firstNames : lastNames) }),
    ],
    [
      'customers, a part of a name',
      () => ({ Q: [...pick([...firstNames, ...lastNames])].slice(1, 5).join('') }),
    ],
    ['customers, a name nobody has', () => ({ Q: `${pick(firstNames)}${pick(lastNames)}` })],
    [
      'customers, a status',
      () => ({ Status: pick(['active', 'locked', 'deleted']), Order: direction() }),
    ],
    [
      'customers, a name and a status',
      () => ({ Q: pick(firstNames), Status: pick(['active', 'locked']) }),
    ],
  ].map(([title, query]) => [title, list('/admin/v1/customers', query)]),
};

const results = [];
try {
  for (const [group, runs] of Object.entries(scenarios)) {
    if (only.length > 0 && !only.includes(group)) continue;
    for (const [title, options] of runs) {
      // A few requests first (the JIT, the connection pool, the database's cache), then the
      // measured ones.
      await measure(title, { ...options, amount: Math.min(50, amount) });
      const measured = await measure(title, { ...options, amount });
      const result = {
        ...measured,
        p50: Math.round(measured.p50),
        p95: Math.round(measured.p95),
        p99: Math.round(measured.p99),
      };
      results.push(result);
      console.log(`${title}: p50 ${result.p50} ms, p95 ${result.p95} ms`);
    }
  }
} finally {
  await stop(api);
}

const load = os.loadavg().map((n) => n.toFixed(2));
console.log(
  `\nBack-office lists: ${counts.orders} orders (${counts.lines} lines, ${counts.payments} payments), ${counts.refunds} refunds, ${counts.customers} customers; ${connections} connections, ${amount} requests each; load average ${load.join(' ')}\n`,
);
printLatencyTable(results);
const suffix = `${only.length > 0 ? `-only-${only.join('-')}` : ''}${connections === 10 ? '' : `-${connections}-connections`}`;
const file = writeReport(`admin-orders-${counts.orders}${suffix}`, {
  date: new Date().toISOString(),
  ...counts,
  connections,
  requests: amount,
  machine: { cores: os.cpus().length, node: process.version, loadAverage: load },
  results,
});
console.log(`\n${file}`);
