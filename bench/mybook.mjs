#!/usr/bin/env node
// The bookshelf under load (docs/performance.md, "Bookshelf"): one customer who owns 2,000 books,
// on loopback with autocannon, bounded in time.
//
//   npm run build -w @nangsue/contracts && npm run build -w @nangsue/api
//   node bench/mybook.mjs [--books 10000] [--owned 2000] [--duration 10] [--connections 10] [--only a,b]
//
// Generates a catalog once (the bulk generator, apps/api/dist/cli/seed-bulk.js) into its own
// PostgreSQL database `nangsue_bench_shelf_<books>` on BENCH_POSTGRES_URL's server (its own: this
// bench marks the owned books' files as stored, which a download bench must not meet), makes a new
// customer own `--owned` books bought over two years (with reading positions on a third of them,
// finished on a tenth, 5 collections of 100 books, 50 samples), starts the built API and measures
// each call. Writes bench/results/<date>-mybook-<owned>.json. Target: mybook p99 <= 20 ms.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import {
  arg,
  benchDatabase,
  createMeasure,
  ensureCatalog,
  insertSignedInCustomer,
  onlyArg,
  pick,
  printLatencyTable,
  root,
  startApi,
  stop,
  waitFor,
  writeReport,
} from './lib/setup.mjs';

const books = Number(arg('books', '10000'));
const owned = Number(arg('owned', '2000'));
const duration = Math.min(60, Number(arg('duration', '10')));
const connections = Math.min(100, Number(arg('connections', '10')));
const only = onlyArg();
if (!Number.isInteger(books) || !Number.isInteger(owned) || owned < 1 || owned > books) {
  console.error('usage: node bench/mybook.mjs [--books N] [--owned M <= N] [--duration S]');
  process.exit(2);
}

const PORT = 4303;
const API = `http://127.0.0.1:${PORT}`;
const databaseUrl = await benchDatabase(`nangsue_bench_shelf_${books}`);
await ensureCatalog(databaseUrl, books);
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });

/** A new customer with a session (what the login route writes) and a shelf of `owned` books. */
const makeReader = async () => {
  const email = `bench.shelf.${randomBytes(4).toString('hex')}@example.com`;
  return sql.begin(async (tx) => {
    const customer = await insertSignedInCustomer(tx, { email });
    const ids = (
      await tx`select id from books where published order by random() limit ${owned + 50}`
    ).map((row) => row.id);
    const mine = ids.slice(0, owned);
    // Bought over two years, one by one.
    await tx`
      insert into library_items (customer_id, book_id, source, granted_at)
      select ${customer.id}, id, 'purchase', now() - (n * interval '8 hours')
      from unnest(${mine}::int[]) with ordinality as t(id, n)`;
    await tx`
      insert into sample_items (customer_id, book_id)
      select ${customer.id}, id from unnest(${ids.slice(owned)}::int[]) as t(id)`;
    // A third read (a tenth to the end), at different times.
    await tx`
      insert into reading_states (customer_id, book_id, format, locator, progress_bp, finished, updated_at)
      select ${customer.id}, id, 'EPUB', 'epubcfi(/6/4!/4/2)',
        case when n % 10 = 0 then 10000 else (n * 97) % 9800 end, n % 10 = 0,
        now() - (n * interval '1 hour')
      from unnest(${mine}::int[]) with ordinality as t(id, n) where n % 3 = 0`;
    // The owned books' files are stored (the reader and the shelf's format filter read them).
    await tx`
      insert into book_files (book_id, format, size_bytes, storage_key, sample_key)
      select id, 'EPUB', 1000000, 'bench/' || id || '.epub', 'bench/' || id || '-sample.epub'
      from unnest(${ids}::int[]) as t(id)
      on conflict (book_id, format) do update set storage_key = excluded.storage_key,
        sample_key = excluded.sample_key`;
    const shelves = [];
    for (let i = 0; i < 5; i += 1) {
      const [shelf] = await tx`
        insert into bookshelves (customer_id, name) values (${customer.id}, ${`ชั้นที่ ${i + 1}`})
        returning id`;
      await tx`
        insert into bookshelf_items (shelf_id, book_id)
        select ${shelf.id}, id from unnest(${mine.slice(i * 100, i * 100 + 100)}::int[]) as t(id)`;
      shelves.push(shelf.id);
    }
    const titles = await tx`
      select b.name_th, b.name_en from books b where b.id = any(${mine.slice(0, 200)}::int[])`;
    return { id: customer.id, token: customer.token, books: mine, shelves, titles };
  });
};

const reader = await makeReader();
await sql.unsafe(
  'vacuum analyze library_items, sample_items, reading_states, book_files, bookshelves, bookshelf_items',
);
// Search words the reader would type: a title word of their own books (Thai or English).
const keywords = reader.titles
  .flatMap((row) => [...row.name_th.split(/\s+/), ...row.name_en.split(/\s+/)])
  .filter((word) => word.length >= 3)
  .slice(0, 300);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nangsue-bench-shelf-'));
const api = startApi(PORT, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
const measure = createMeasure({ url: API, connections, duration });

const pages = Math.ceil(owned / 18);
const headers = { 'content-type': 'application/json', Token: reader.token, Language: 'th' };
/** POST mybook with a body made per request. */
const mybook = (title, data) => (extra) =>
  measure(title, {
    ...extra,
    requests: [
      {
        method: 'POST',
        setupRequest: (r) => ({
          ...r,
          path: '/v2/customer/mybook',
          headers,
          body: JSON.stringify({ Data: data() }),
        }),
      },
    ],
  });
const page = () => 1 + Math.floor(Math.random() * pages);

const scenarios = {
  // The floor: a session and one small query (the collections), to read the others against.
  myshelves: (extra) =>
    measure('floor: GET /v2/customer/myshelves (session + one small query)', {
      ...extra,
      requests: [
        {
          setupRequest: (r) => ({
            ...r,
            path: '/v2/customer/myshelves',
            headers: { Token: reader.token, Language: 'th' },
          }),
        },
      ],
    }),
  'mybook-acquired': mybook(`mybook, newest first, random page of ${pages}`, () => ({
    PageNumber: page(),
  })),
  'mybook-first': mybook('mybook, first page (the shelf as it opens)', () => ({})),
  'mybook-title': mybook('mybook, by title, random page', () => ({
    PageNumber: page(),
    OrderBy: 'title',
  })),
  'mybook-author': mybook('mybook, by author, random page', () => ({
    PageNumber: page(),
    OrderBy: 'author',
  })),
  'mybook-recent': mybook('mybook, recent reading first, random page', () => ({
    PageNumber: page(),
    OrderBy: 'recent',
  })),
  'mybook-filtered': mybook('mybook, reading (not finished) EPUB books, first pages', () => ({
    PageNumber: 1 + Math.floor(Math.random() * 5),
    State: 'reading',
    Format: 'EPUB',
  })),
  'mybook-collection': mybook('mybook, one collection of 100', () => ({
    ShelfId: pick(reader.shelves),
  })),
  'search-shelf': (extra) =>
    measure('search-shelf, a title word of an owned book (Thai or English)', {
      ...extra,
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            path: '/v1/smart-search/search-shelf',
            headers: {
              'content-type': 'application/json',
              Authorization: `Bearer ${reader.token}`,
              Language: 'th',
            },
            body: JSON.stringify({ Data: { Keyword: pick(keywords) } }),
          }),
        },
      ],
    }),
  reader: (extra) =>
    measure('reader: GET /v2/reader/{id} of an owned book', {
      ...extra,
      requests: [
        {
          setupRequest: (r) => ({
            ...r,
            path: `/v2/reader/${pick(reader.books)}`,
            headers: { Token: reader.token, Language: 'th' },
          }),
        },
      ],
    }),
};

const results = [];
try {
  await waitFor(`${API}/readyz`);
  for (const [name, run] of Object.entries(scenarios)) {
    if (only.length > 0 && !only.includes(name)) continue;
    // Warm up first (the catalog's cards are cached as in a running store), then measure.
    await run({ duration: 2 });
    results.push({ name, ...(await run({})) });
  }
} finally {
  await stop(api);
  await sql.end();
  rmSync(dataDir, { recursive: true, force: true });
}

const report = {
  date: new Date().toISOString(),
  books,
  owned,
  duration,
  connections,
  machine: { cores: os.cpus().length, node: process.version },
  results,
};
const file = writeReport(`mybook-${owned}`, report);

console.log(`\n${books} books, ${owned} owned, ${connections} connections, ${duration} s each\n`);
printLatencyTable(results);
console.log(`\nSaved ${path.relative(root, file)}`);
