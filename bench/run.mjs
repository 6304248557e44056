#!/usr/bin/env node
// Benchmarks of the store API on loopback with autocannon, against a generated catalog.
//
//   npm run bench -- --books 100000   (or --books 1000000 --only search)
//
// Generates the catalog once (npm run seed:bulk) into a PostgreSQL database kept for reuse
// (nangsue_bench_<books> on BENCH_POSTGRES_URL's server), starts the built API and a bare Fastify
// baseline, runs each scenario for a bounded time, and writes bench/results/<date>-postgres-<books>.json.
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { cpuMsOf, runCheckout } from './checkout.mjs';
import {
  arg,
  benchDatabase,
  createMeasure,
  ensureCatalog,
  onlyArg,
  pick,
  printLatencyTable,
  root,
  start,
  startApi,
  stop,
  waitFor,
  writeReport,
} from './lib/setup.mjs';

const books = Number(arg('books', '100000'));
const driver = 'postgres';
const duration = Math.min(60, Number(arg('duration', '10')));
const connections = Math.min(100, Number(arg('connections', '10')));
const only = onlyArg();
if (!Number.isInteger(books) || books < 1) {
  console.error(
    'usage: node bench/run.mjs --books N [--duration S] [--connections C] [--only a,b]',
  );
  process.exit(2);
}

const API_PORT = 4300;
const BASELINE_PORT = 4301;
const API = `http://127.0.0.1:${API_PORT}`;
const databaseUrl = await benchDatabase(`nangsue_bench_${books}`);
const dbEnv = { DATABASE_URL: databaseUrl };
await ensureCatalog(databaseUrl, books);
{
  // A freshly loaded catalog, as after any bulk load (pg_restore says the same): merge the GIN
  // pending lists, mark pages all-visible and take planner statistics before measuring. The store
  // itself leaves this to autovacuum; this machine's PostgreSQL runs with autovacuum off.
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe('vacuum analyze');
  await sql.end();
}

const measure = createMeasure({ connections, duration });
const results = [];

// 1. The baseline: a bare Fastify route with one list query on the same database, run alone before
// the API starts.
if (only.length === 0 || only.includes('baseline')) {
  const baseline = start(path.join(root, 'bench/baseline-server.mjs'), {
    ...dbEnv,
    BASELINE_PORT: String(BASELINE_PORT),
  });
  await waitFor(`http://127.0.0.1:${BASELINE_PORT}/baseline`);
  results.push(
    await measure('baseline: bare Fastify, one list query', {
      url: `http://127.0.0.1:${BASELINE_PORT}`,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/baseline?page=${1 + Math.floor(Math.random() * 5)}`,
          }),
        },
      ],
    }),
  );
  await stop(baseline);
}

const api = startApi(API_PORT, dbEnv);
await waitFor(`${API}/readyz`);

const tree = (await (await fetch(`${API}/v2/home/categorytree`)).json()).Data;
const categoryIds = tree.map((node) => node.Id);
const total = (
  await (
    await fetch(`${API}/v2/catalog/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"Data":{}}',
    })
  ).json()
).Data.Paging.TotalItems;
const keywords = [
  'นิยาย',
  'ความรัก',
  'แฟนตาซี',
  'ธุรกิจ',
  'การลงทุน',
  'python',
  'ประวัติศาสตร์',
  'มังงะ',
  'ทำอาหาร',
  'love',
  'magic',
  'สืบสวน',
  'เด็ก',
  'จิตวิทยา',
  'ท่องเที่ยว',
];
const prefixes = ['นิ', 'คว', 'แฟ', 'ธุ', 'py', 'ma', 'ปร', 'มั', 'lo', 'สื', 'จิ', 'ท่อ'];
const json = { 'content-type': 'application/json', Language: 'th' };

// Prefixes nobody typed before: every distinct 1-5 character start of a title word (and of whole
// titles), shuffled and used once each, so autocomplete never answers from its cache.
const coldPrefixes = [];
// Search keywords nobody asked before, each used once: every distinct title word and two consecutive
// words of titles (what readers type), and, apart, pairs of unrelated title words (mostly in no title
// together: every such search falls through to the description tier).
const newKeywords = [];
const unrelatedPairs = [];
{
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await sql`
      with words as (
        select distinct w from (
          select regexp_split_to_table(title_key_th, ' ') as w from books
          union all select regexp_split_to_table(title_key_en, ' ') from books
          union all select title_key_th from books) x where w <> '')
      select distinct left(w, n) as prefix from words, generate_series(1, 5) n`;
    coldPrefixes.push(...rows.map((row) => row.prefix));
    const words = await sql`
      select distinct w from (
        select regexp_split_to_table(title_key_th, ' ') as w from books
        union all select regexp_split_to_table(title_key_en, ' ') from books) x
      where length(w) >= 2`;
    newKeywords.push(...words.map((row) => row.w));
    const bigrams = await sql`
      select distinct w1 || ' ' || w2 as pair from (
        select w as w1, lead(w) over (partition by id, lang order by n) as w2 from (
          select id, 'th' as lang, w, n from books, regexp_split_to_table(title_key_th, ' ')
            with ordinality as t(w, n)
          union all select id, 'en', w, n from books, regexp_split_to_table(title_key_en, ' ')
            with ordinality as t(w, n)) x) y
      where w2 is not null and length(w1) >= 2 and length(w2) >= 2
      order by 1 limit 20000`;
    newKeywords.push(...bigrams.map((row) => row.pair));
  } finally {
    await sql.end();
  }
  const shuffle = (items) => {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
  };
  shuffle(coldPrefixes);
  shuffle(newKeywords);
  const singles = newKeywords.filter((keyword) => !keyword.includes(' '));
  for (let i = 0; i + 1 < singles.length; i += 2)
    unrelatedPairs.push(`${singles[i]} ${singles[i + 1]}`);
  shuffle(unrelatedPairs);
}
let coldIndex = 0;
const nextOf = new Map();
/** A search scenario that takes the next keyword of `keywords` for every request. */
const searchEachOnce = (title, keywords, extra) =>
  measure(title, {
    url: API,
    ...extra,
    requests: [
      {
        method: 'POST',
        setupRequest: (r) => {
          const next = nextOf.get(keywords) ?? 0;
          nextOf.set(keywords, next + 1);
          return {
            ...r,
            path: '/v2/catalog/search',
            headers: json,
            body: JSON.stringify({ Data: { Keyword: keywords[next % keywords.length] } }),
          };
        },
      },
    ],
  });

// Baskets of guests: devices registered once, each request takes one at random (a device's basket
// holds at most 100 books, so many devices keep adds from being refused as "full").
const basketDevices = [];
const needsBaskets = only.length === 0 || only.some((name) => name.startsWith('basket'));
// The books on sale, added at random (ids have gaps where a generation was run again).
const bookIds = [];
if (needsBaskets) {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  bookIds.push(...(await sql`select id from books where published`).map((row) => row.id));
  await sql.end();
}
if (needsBaskets)
  for (let i = 0; i < 1000; i += 1) {
    const response = await fetch(`${API}/appstart`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ Data: { DeviceTypeId: 20 } }),
    });
    basketDevices.push((await response.json()).Data.DeviceId);
  }

const scenarios = {
  'basket-add': (extra = {}) =>
    measure('add to basket (POST /v2/shoppingcart/addproducttocart/details/{id}/1)', {
      url: API,
      ...extra,
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            headers: { ...r.headers, DeviceId: pick(basketDevices), Language: 'th' },
            path: `/v2/shoppingcart/addproducttocart/details/${pick(bookIds)}/1`,
          }),
        },
      ],
    }),
  'basket-view': (extra = {}) =>
    measure('view basket (GET /v2/shoppingcart/cart)', {
      url: API,
      ...extra,
      requests: [
        {
          setupRequest: (r) => ({
            ...r,
            headers: { ...r.headers, DeviceId: pick(basketDevices), Language: 'th' },
            path: '/v2/shoppingcart/cart',
          }),
        },
      ],
    }),
  category: (extra = {}) =>
    measure('category page (/v2/catalog/category/{id}?pageNumber=1..5)', {
      url: API,
      ...extra,
      requests: [
        {
          setupRequest: (r) => ({
            ...r,
            path: `/v2/catalog/category/${pick(categoryIds)}?pageNumber=${1 + Math.floor(Math.random() * 5)}`,
          }),
        },
      ],
    }),
  details: (extra = {}) =>
    measure('book details (/v2/product/productdetails/{id})', {
      url: API,
      ...extra,
      requests: [
        {
          setupRequest: (r) => ({
            ...r,
            path: `/v2/product/productdetails/${1 + Math.floor(Math.random() * total)}`,
          }),
        },
      ],
    }),
  widgets: (extra = {}) =>
    measure('home widgets (/v1/home/widgets, cached)', { url: `${API}/v1/home/widgets`, ...extra }),
  search: (extra = {}) =>
    measure('search (POST /v2/catalog/search, Thai/English keyword)', {
      url: API,
      ...extra,
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            path: '/v2/catalog/search',
            headers: json,
            body: JSON.stringify({ Data: { Keyword: pick(keywords) } }),
          }),
        },
      ],
    }),
  'search-cold': (extra = {}) =>
    measure('search, every query different (random price cap: no cache hit)', {
      url: API,
      ...extra,
      requests: [
        {
          method: 'POST',
          setupRequest: (r) => ({
            ...r,
            path: '/v2/catalog/search',
            headers: json,
            body: JSON.stringify({
              Data: { Keyword: pick(keywords), PriceMax: 100 + Math.floor(Math.random() * 100000) },
            }),
          }),
        },
      ],
    }),
  autocomplete: (extra = {}) =>
    measure('autocomplete (/v2/catalog/search-autocomplete/{2 chars})', {
      url: API,
      ...extra,
      requests: [
        {
          setupRequest: (r) => ({
            ...r,
            path: `/v2/catalog/search-autocomplete/${encodeURIComponent(pick(prefixes))}`,
          }),
        },
      ],
    }),
  checkout: (context) => runCheckout(context),
  ...(newKeywords.length > 0
    ? {
        'search-new': (extra = {}) =>
          searchEachOnce(
            `search, every keyword new (${newKeywords.length.toLocaleString('en')} distinct title words and two consecutive title words, each once: never from the cache)`,
            newKeywords,
            extra,
          ),
        'search-unrelated': (extra = {}) =>
          searchEachOnce(
            `search, two unrelated title words (${unrelatedPairs.length.toLocaleString('en')} pairs, each once: mostly no title has both, so the description tier runs)`,
            unrelatedPairs,
            extra,
          ),
      }
    : {}),
  ...(coldPrefixes.length > 0
    ? {
        'autocomplete-cold': (extra = {}) =>
          measure(
            `autocomplete, every prefix new (${coldPrefixes.length.toLocaleString('en')} distinct 1-5 character starts of titles and title words, each once: never from the cache)`,
            {
              url: API,
              ...extra,
              requests: [
                {
                  setupRequest: (r) => ({
                    ...r,
                    path: `/v2/catalog/search-autocomplete/${encodeURIComponent(coldPrefixes[coldIndex++ % coldPrefixes.length])}`,
                  }),
                },
              ],
            },
          ),
      }
    : {}),
};

try {
  for (const [name, run] of Object.entries(scenarios)) {
    if (only.length > 0 && !only.includes(name)) continue;
    // Warm up caches and the JIT first, as a running store would be. A scenario whose every request
    // must be new (keywords or prefixes nobody asked before) warms up on the first 300 of its list
    // and is measured on the rest, each used once, so no answer comes from the cache.
    const once = {
      'search-new': newKeywords,
      'search-unrelated': unrelatedPairs,
      'autocomplete-cold': coldPrefixes,
    }[name];
    // The complete checkout runs its own API (jobs embedded) and measures each step itself.
    if (name === 'checkout') {
      results.push(...(await run({ databaseUrl, duration, connections })));
      continue;
    }
    if (once) {
      await run({ amount: 300 });
      results.push(await run({ amount: once.length - 300 }));
      continue;
    }
    await run({ duration: 2 });
    // The API process's CPU per answered request (user + system), robust to a shared machine.
    const cpuBefore = cpuMsOf(api.pid);
    const result = await run();
    const cpuAfter = cpuMsOf(api.pid);
    if (cpuBefore !== null && cpuAfter !== null && result.requests > 0)
      result.apiCpuMsPerRequest =
        Math.round(((cpuAfter - cpuBefore) / result.requests) * 100) / 100;
    results.push(result);
  }
} finally {
  await stop(api);
}

const machine = {
  cores: os.cpus().length,
  node: process.version,
  // The machine may be shared: its load when the run ended (1, 5, 15 minutes).
  loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  // Another build of the API than apps/api/dist, when one was measured.
  server: process.env.BENCH_API_SERVER ?? process.env.BENCH_CHECKOUT_SERVER ?? null,
};
const report = {
  date: new Date().toISOString(),
  driver,
  books,
  duration,
  connections,
  machine,
  results,
};
const suffix = only.length > 0 ? `-only-${only.join('-')}` : '';
const file = writeReport(`${driver}-${books}${suffix}`, report);

console.log(`\n${driver}, ${books} books, ${connections} connections, ${duration} s each\n`);
printLatencyTable(results);
for (const r of results.filter((result) => result.anomalies)) {
  console.log(
    `\nAPI CPU per paid order: ${r.apiCpuMsPerOrder} ms (API process at ${r.apiCpuPercent} % of a core)`,
  );
  console.log(`\nCheckout anomalies: ${r.anomalies.total}; orders ${JSON.stringify(r.database)}`);
  for (const [kind, n] of Object.entries(r.anomalies.byKind)) console.log(`  ${n}  ${kind}`);
  if (Object.keys(r.failures).length > 0)
    console.log(`Failed orders: ${JSON.stringify(r.failures)}`);
}
for (const r of results.filter((result) => result.apiCpuMsPerRequest !== undefined))
  console.log(`API CPU per request, ${r.title}: ${r.apiCpuMsPerRequest} ms`);
console.log(`\nSaved ${path.relative(root, file)}`);
