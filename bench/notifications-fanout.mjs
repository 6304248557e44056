#!/usr/bin/env node
// Follow and notify under load (docs/performance.md, "Notifications fan-out"): one new volume of a
// series followed by 100,000 readers, on loopback, bounded in time.
//
//   npm run build -w @nangsue/contracts && npm run build -w @nangsue/api
//   node bench/notifications-fanout.mjs [--books 10000] [--followers 100000] [--connections 10]
//
// Generates a catalog once (the bulk generator) into its own PostgreSQL database
// `nangsue_bench_notify_<books>` on BENCH_POSTGRES_URL's server, makes `--followers` readers (with
// a session-less account each and the daily digest, so the run measures the fan-out, not 100,000
// e-mails) who follow one series, starts the built API with its job workers (JOBS_MODE=embedded,
// as a one-process store runs), and measures the p95 of a catalog read (a book's details) for
// `--duration` seconds before. Then a new volume of the series is scheduled for now: the
// `catalog.schedule` job (every minute) publishes it and, in the same transaction, writes the
// fan-out job; the bench measures the time from the book turning visible until every follower has
// its notification, and the same catalog read while that runs. Run again, it uses a new volume.
// Writes bench/results/<date>-notifications-fanout-<followers>.json. Target: all notifications in
// under a minute, and the catalog read's p95 during the fan-out close to before.
import autocannon from 'autocannon';
import postgres from 'postgres';
import {
  arg,
  benchDatabase,
  ensureCatalog,
  percentile,
  startApi,
  stop,
  waitFor,
  writeReport,
} from './lib/setup.mjs';

const books = Number(arg('books', '10000'));
const followers = Number(arg('followers', '100000'));
const duration = Math.min(60, Number(arg('duration', '10')));
const connections = Math.min(100, Number(arg('connections', '10')));
/** The most the bench waits for the schedule and the fan-out (seconds). */
const LIMIT_SECONDS = 240;
if (!Number.isInteger(followers) || followers < 1 || followers > 1_000_000) {
  console.error('usage: node bench/notifications-fanout.mjs [--followers N <= 1000000]');
  process.exit(2);
}

const PORT = 4307;
const API = `http://127.0.0.1:${PORT}`;
const databaseUrl = await benchDatabase(`nangsue_bench_notify_${books}`);
await ensureCatalog(databaseUrl, books);
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });

// The series: the one with most volumes; its first volume's details are the catalog read.
const [series] = await sql`
  select series_id as id, count(*)::int as volumes, max(series_volume)::int as last, min(id) as book
  from books where series_id is not null and published group by series_id
  order by count(*) desc, series_id limit 1`;
if (!series) throw new Error('no series in the generated catalog');
const readUrl = `${API}/v2/product/productdetails/${series.book}`;

// The followers (made once, set-based, and kept for the next run).
const [{ have }] = await sql`
  select count(*)::int as have from follows where kind = 'series' and target_id = ${series.id}`;
if (have < followers) {
  console.log(`Making ${followers - have} followers of series ${series.id}...`);
  const started = Date.now();
  await sql.begin(async (tx) => {
    await tx`
      with made as (
        insert into customers (email, email_key, email_verified_at, first_name, last_name, language, terms_accepted_at)
        select 'bench.follow.' || n || '@example.com', 'bench.follow.' || n || '@example.com', now(),
          'ผู้ติดตาม', 'ตัวยง', 'th', now()
        from generate_series(${have + 1}::int, ${followers}::int) as n
        on conflict do nothing
        returning id
      ), settings as (
        insert into notification_settings (customer_id, email_frequency)
        select id, 'daily' from made on conflict do nothing
      )
      insert into follows (customer_id, kind, target_id)
      select id, 'series', ${series.id} from made on conflict do nothing`;
  });
  await sql`analyze follows`;
  await sql`analyze customers`;
  console.log(`...in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const [{ total: followerCount }] = await sql`
  select count(*)::int as total from follows where kind = 'series' and target_id = ${series.id}`;

/** Every response's latency of a GET of `url` until `stopWhen` resolves (or `seconds` pass). */
const readLatencies = (url, { seconds, stopWhen }) =>
  new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      { url, connections, duration: seconds, headers: { Language: 'th' } },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
    stopWhen?.then(() => instance.stop());
  });

const api = startApi(PORT, {
  DATABASE_URL: databaseUrl,
  // The job workers in the API's own process, as a one-process store runs them: the fan-out
  // shares the process (and the 2 cores) with the catalog reads it must not slow.
  JOBS_MODE: 'embedded',
  JOBS_POLL_SECONDS: '1',
  // Mail goes to a throwaway outbox (nobody here wants mail at once).
  DATA_DIR: `/tmp/nangsue-bench-notify-${process.pid}`,
});
let report;
try {
  await waitFor(`${API}/readyz`);
  // Warm the read (prepared statements, the cache) and let the start's jobs settle.
  await readLatencies(readUrl, { seconds: 3 });
  const before = await readLatencies(readUrl, { seconds: duration });
  console.log(`before: p95 ${before.p95} ms (${before.rps} req/s)`);

  // The next volume, scheduled for now: the schedule job publishes it within a minute.
  const volume = series.last + 1;
  const [book] = await sql`
    insert into books (name_th, name_en, series_id, series_volume, publisher_id, price_satang,
                       published, publish_at, release_date)
    select name_th || ' เล่ม ' || ${volume}, name_en || ' ' || ${volume}, series_id, ${volume},
           publisher_id, price_satang, false, now(), current_date
    from books where id = ${series.book}
    returning id`;
  await sql`
    insert into book_details (book_id, doc) select ${book.id}, doc from book_details where book_id = ${series.book}`;
  console.log(`volume ${volume} (book ${book.id}) scheduled; waiting for the schedule job...`);

  const deadline = Date.now() + LIMIT_SECONDS * 1000;
  let publishedAt;
  while (Date.now() < deadline) {
    const [row] = await sql`select published from books where id = ${book.id}`;
    if (row.published) {
      publishedAt = Date.now();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (publishedAt === undefined) throw new Error('the schedule job did not publish the volume');

  let doneAt;
  let counted = 0;
  const done = (async () => {
    while (Date.now() < deadline) {
      [{ counted }] = await sql`
        select count(*)::int as counted from notifications where book_id = ${book.id}`;
      if (counted >= followerCount) {
        doneAt = Date.now();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const during = await readLatencies(readUrl, { seconds: LIMIT_SECONDS, stopWhen: done });
  await done;
  const fanOutSeconds = doneAt === undefined ? null : (doneAt - publishedAt) / 1000;
  console.log(
    `fan-out: ${counted} of ${followerCount} notifications in ${fanOutSeconds ?? `> ${LIMIT_SECONDS}`} s; during: p95 ${during.p95} ms (${during.rps} req/s)`,
  );
  const [{ batches }] = await sql`
    select count(*)::int as batches from pgboss.job where name = 'notifications.published'`;
  report = {
    date: new Date().toISOString(),
    books,
    followers: followerCount,
    connections,
    seriesId: series.id,
    bookId: book.id,
    fanOutSeconds,
    notifications: counted,
    fanOutJobs: batches,
    catalogRead: { url: readUrl.replace(API, ''), before, during },
  };
} finally {
  await stop(api);
  await sql.end();
}
console.log(`wrote ${writeReport(`notifications-fanout-${followers}`, report)}`);
