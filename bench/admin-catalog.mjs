#!/usr/bin/env node
// The back office's book list on a large catalog (issue 24: admin lists on 100,000 books answer
// within 300 ms p95), with autocannon on loopback against the built API.
//
//   npm run build -w @nangsue/contracts && npm run build -w @nangsue/api
//   node bench/admin-catalog.mjs --books 100000 [--duration 10] [--connections 10]
//
// Uses the bench's catalog database (nangsue_bench_<books>, generated once by npm run seed:bulk,
// as bench/run.mjs does), or BENCH_DATABASE_URL when set (any migrated store database, nothing is
// generated). A catalog editor and a staff session are written straight into the database.
import { createHash, randomBytes } from 'node:crypto';
import postgres from 'postgres';
import {
  arg,
  benchDatabase,
  createMeasure,
  ensureCatalog,
  pick,
  printLatencyTable,
  startApi,
  stop,
  waitFor,
  writeReport,
} from './lib/setup.mjs';

const books = Number(arg('books', '100000'));
const duration = Math.min(60, Number(arg('duration', '10')));
const connections = Math.min(100, Number(arg('connections', '10')));
const API_PORT = 4310;
const API = `http://127.0.0.1:${API_PORT}`;

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? (await benchDatabase(`nangsue_bench_${books}`));
if (!process.env.BENCH_DATABASE_URL) await ensureCatalog(databaseUrl, books);

const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
const token = randomBytes(32).toString('base64url');
const [member] = await sql`
  insert into staff (email, display_name, role, language)
  values (${`bench-${Date.now()}@staff.bench`}, 'Bench editor', 'catalog_editor', 'en') returning id`;
await sql`
  insert into staff_sessions (staff_id, token_hash, expires_at)
  values (${member.id}, ${createHash('sha256').update(token).digest('hex')}, now() + interval '2 hours')`;
const [{ total }] = await sql`select count(*)::int as total from books`;
const bookIds = (await sql`select id from books order by random() limit 500`).map((row) => row.id);
const categoryIds = (await sql`select id from categories`).map((row) => row.id);
const publisherIds = (await sql`select id from publishers order by random() limit 200`).map(
  (row) => row.id,
);
// Words of real titles and authors, as staff type them.
const words = (
  await sql`select split_part(search_text, ' ', 2) as word from books order by random() limit 300`
)
  .map((row) => row.word)
  .filter((word) => word && word.length >= 3);
await sql.end();

const api = startApi(API_PORT, { DATABASE_URL: databaseUrl });
await waitFor(`${API}/readyz`);
const headers = { StaffToken: token, Language: 'en' };
const measure = createMeasure({ url: API, connections, duration, headers });
const list = (query) => ({
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => ({
        ...request,
        path: `/admin/v1/catalog/books?${new URLSearchParams(query()).toString()}`,
      }),
    },
  ],
});

const results = [];
try {
  results.push(
    await measure(
      'books, newest changes first, page 1',
      list(() => ({})),
    ),
  );
  results.push(
    await measure(
      'books, a page 1 to 200',
      list(() => ({ Page: String(1 + Math.floor(Math.random() * 200)) })),
    ),
  );
  results.push(
    await measure(
      'books, by price / title / release / sold',
      list(() => ({
        Sort: pick(['PriceSatang', 'NameTh', 'ReleaseDate', 'SoldCount']),
        Order: pick(['ASC', 'DESC']),
      })),
    ),
  );
  results.push(
    await measure(
      'books, drafts',
      list(() => ({ Status: 'draft' })),
    ),
  );
  results.push(
    await measure(
      'books, a category',
      list(() => ({ CategoryId: String(pick(categoryIds)) })),
    ),
  );
  results.push(
    await measure(
      'books, a publisher',
      list(() => ({ PublisherId: String(pick(publisherIds)) })),
    ),
  );
  results.push(
    await measure(
      'books, search words',
      list(() => ({ Q: pick(words) })),
    ),
  );
  results.push(
    await measure('one book', {
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/admin/v1/catalog/books/${pick(bookIds)}`,
          }),
        },
      ],
    }),
  );
} finally {
  await stop(api);
}

console.log(`\nBack-office book list, ${total} books, ${connections} connections, ${duration} s\n`);
printLatencyTable(results);
const file = writeReport(`admin-catalog-${total}`, {
  date: new Date().toISOString(),
  books: total,
  connections,
  duration,
  results,
});
console.log(`\n${file}`);
