#!/usr/bin/env node
// Watermarked downloads under measure (docs/performance.md, "Downloads"): a generated 20 MB PDF
// and a 5 MB EPUB, downloaded through the built API on loopback as the storefront does (a signed
// link from getdownloadcloud, then /v2/download/file/{token}).
//
//   npm run build -w @nangsue/contracts && npm run build -w @nangsue/api
//   node bench/downloads.mjs [--runs 20] [--pdf-mb 20] [--epub-mb 5] [--parallel 4]
//
// Uses its own PostgreSQL database `nangsue_bench_downloads` on BENCH_POSTGRES_URL's server (a
// small bulk catalog, generated once). For each format: time to first byte and whole time of
// `--runs` downloads one after another, then `--parallel` at once; the API process's resident
// memory is sampled every 5 ms from /proc during each download, and its peak growth over the
// level before the download is compared with the file's size: a server that held the file whole
// would grow by at least that much. Writes bench/results/<date>-downloads.json. Targets: first
// byte <= 200 ms; memory growth well under the file's size.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import {
  arg,
  benchDatabase,
  ensureCatalog,
  insertSignedInCustomer,
  percentile,
  root,
  startApi,
  stop,
  waitFor,
  writeReport,
} from './lib/setup.mjs';

const runs = Number(arg('runs', '20'));
const pdfMb = Number(arg('pdf-mb', '20'));
const epubMb = Number(arg('epub-mb', '5'));
const parallel = Number(arg('parallel', '4'));
const dist = (file) => pathToFileURL(path.join(root, 'apps/api/dist', file)).href;

const PORT = 4304;
const API = `http://127.0.0.1:${PORT}`;
const databaseUrl = await benchDatabase('nangsue_bench_downloads');
await ensureCatalog(databaseUrl, 10);
const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });

// The files: random (incompressible) text, so their sizes are what is streamed.
const { PDFDocument, StandardFonts } = await import('pdf-lib');
const makePdf = async (megabytes) => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = Math.max(1, Math.round(megabytes * 5));
  const perPage = Math.round((megabytes * 1024 * 1024) / pages);
  for (let i = 0; i < pages; i += 1) {
    const page = doc.addPage([419.53, 595.28]);
    page.drawText(`Page ${i + 1}`, { x: 40, y: 550, size: 14, font });
    // Bulk: a content stream of comments (ignored by every renderer), as large as a page of scans.
    const bulk = randomBytes(Math.ceil((perPage * 3) / 4))
      .toString('base64')
      .match(/.{1,120}/g)
      .map((line) => `%${line}`)
      .join('\n');
    page.node.addContentStream(doc.context.register(doc.context.stream(`${bulk}\n`)));
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
};
const { buildEpub } = await import(dist('modules/book-files/epub-build.js'));
const makeEpub = (megabytes) => {
  const chapters = Array.from({ length: 10 }, (_, index) => ({
    title: `บทที่ ${index + 1}`,
    paragraphs: Array.from({ length: 40 }, () =>
      randomBytes(Math.ceil((megabytes * 1024 * 1024) / 400)).toString('base64'),
    ),
  }));
  return buildEpub({
    identifier: 'urn:nangsue:bench-downloads',
    title: 'หนังสือทดสอบความเร็ว',
    language: 'th',
    creators: ['นักเขียน ทดสอบ'],
    publisher: null,
    modified: '2026-01-01T00:00:00Z',
    copyright: ['© 2026'],
    cover: null,
    chapters,
  });
};
const { pdfTailOf } = await import(dist('lib/pdf-tail.js'));
const { createFileStorage } = await import(dist('lib/file-storage.js'));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nangsue-bench-downloads-'));
const storage = createFileStorage({ DATA_DIR: dataDir });
const pdf = await makePdf(pdfMb);
const epub = await makeEpub(epubMb);
await storage.put('bench/book.pdf', pdf);
await storage.put('bench/book.epub', epub);

// A customer with a session (what the login route writes) who owns one book with both files.
const reader = await sql.begin(async (tx) => {
  const email = `bench.downloads.${randomBytes(4).toString('hex')}@example.com`;
  const customer = await insertSignedInCustomer(tx, { email });
  const [book] = await tx`select id from books order by id limit 1`;
  await tx`
    insert into book_files (book_id, format, size_bytes, storage_key)
    values (${book.id}, 'EPUB', ${epub.length}, 'bench/book.epub')
    on conflict (book_id, format) do update set storage_key = excluded.storage_key,
      size_bytes = excluded.size_bytes, pdf_tail = null`;
  await tx`
    insert into book_files (book_id, format, size_bytes, storage_key, pdf_tail)
    values (${book.id}, 'PDF', ${pdf.length}, 'bench/book.pdf', ${tx.json(pdfTailOf(pdf))})
    on conflict (book_id, format) do update set storage_key = excluded.storage_key,
      size_bytes = excluded.size_bytes, pdf_tail = excluded.pdf_tail`;
  const [item] = await tx`
    insert into library_items (customer_id, book_id, source) values (${customer.id}, ${book.id}, 'staff')
    returning item_key`;
  return { itemKey: item.item_key, token: customer.token };
});

const api = startApi(PORT, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DOWNLOAD_LIMIT: '0' });

const rss = () => {
  const status = readFileSync(`/proc/${api.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};
const headers = { Token: reader.token, Language: 'th' };

/**
 * One download as the storefront makes it: the link, then the file, read to the end. With
 * `pause`, the reader stops for that long after its first megabyte (a slow client): a streaming
 * server waits on the socket meanwhile, a buffering one would have read the whole file.
 */
const download = async (format, { pause = 0, onPause = () => {} } = {}) => {
  const linkAnswer = await fetch(
    `${API}/v2/download/getdownloadcloud/${reader.itemKey}/true?${format.toLowerCase()}=true`,
    { headers },
  );
  if (!linkAnswer.ok) throw new Error(`link ${linkAnswer.status} ${await linkAnswer.text()}`);
  const url = (await linkAnswer.json()).Data.Url.replace('/downloads/', '/v2/download/file/');
  const started = performance.now();
  const answer = await fetch(`${API}${url}`, { headers });
  if (!answer.ok) throw new Error(`file ${answer.status} ${await answer.text()}`);
  let firstByte = null;
  let bytes = 0;
  let paused = false;
  for await (const chunk of answer.body) {
    firstByte ??= performance.now() - started;
    bytes += chunk.length;
    if (pause > 0 && !paused && bytes >= 1024 * 1024) {
      paused = true;
      await new Promise((resolve) => setTimeout(resolve, pause));
      onPause();
    }
  }
  return { firstByte, total: performance.now() - started, bytes };
};

/** Runs downloads while sampling the API's memory: the peak growth over the level before. */
const sampled = async (work) => {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 5);
  try {
    const result = await work();
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
};

const round = (value) => Math.round(value * 10) / 10;
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const results = [];
try {
  await waitFor(`${API}/readyz`);
  for (const [format, size] of [
    ['PDF', pdf.length],
    ['EPUB', epub.length],
  ]) {
    await download(format); // warm up (fonts, secret, first connections)
    const times = [];
    let growth = 0;
    let bytes = 0;
    for (let i = 0; i < runs; i += 1) {
      const run = await sampled(() => download(format));
      times.push(run.result);
      growth = Math.max(growth, run.growth);
      bytes = run.result.bytes;
    }
    const firstBytes = times.map((t) => t.firstByte).sort((a, b) => a - b);
    const totals = times.map((t) => t.total).sort((a, b) => a - b);
    const together = await sampled(() =>
      Promise.all(Array.from({ length: parallel }, () => download(format))),
    );
    const parallelFirst = together.result.map((t) => t.firstByte).sort((a, b) => a - b);
    // A slow client: the API's memory at the end of a 2 s pause after the first megabyte.
    let pausedGrowth = 0;
    const before = await sampled(async () => rss());
    await download(format, {
      pause: 2000,
      onPause: () => {
        pausedGrowth = rss() - before.result;
      },
    });
    results.push({
      format,
      fileMb: mb(size),
      downloadedMb: mb(bytes),
      runs,
      firstByteP50: round(percentile(firstBytes, 50)),
      firstByteMax: round(firstBytes.at(-1)),
      totalP50: round(percentile(totals, 50)),
      peakRssGrowthMb: mb(growth),
      parallel,
      parallelFirstByteMax: round(parallelFirst.at(-1)),
      parallelPeakRssGrowthMb: mb(together.growth),
      slowClientRssGrowthMb: mb(pausedGrowth),
    });
  }
} finally {
  await stop(api);
  await sql.end();
  rmSync(dataDir, { recursive: true, force: true });
}

const report = {
  date: new Date().toISOString(),
  machine: { cores: os.cpus().length, node: process.version },
  results,
};
const file = writeReport('downloads', report);

console.log(`\n${runs} downloads one after another, then ${parallel} at once, per format\n`);
console.log(
  '| file | size MB | first byte p50 ms | first byte max ms | whole p50 ms | peak RSS growth MB | first byte max ms, ' +
    `${parallel} at once | peak RSS growth MB, ${parallel} at once | RSS growth MB, slow client paused 2 s |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.format} | ${r.fileMb} | ${r.firstByteP50} | ${r.firstByteMax} | ${r.totalP50} | ${r.peakRssGrowthMb} | ${r.parallelFirstByteMax} | ${r.parallelPeakRssGrowthMb} | ${r.slowClientRssGrowthMb} |`,
  );
console.log(`\nSaved ${path.relative(root, file)}`);
