#!/usr/bin/env node
// The search quality set (issue 28, docs/search.md) against a running API holding the demo store:
// for each class of query, how often one of the expected books is among the first three results.
// The same set and the same count as apps/api/src/modules/search/search-quality.test.ts.
//
//   npm run build -w @nangsue/contracts && npm run build -w @nangsue/api
//   node bench/search-quality.mjs --api http://127.0.0.1:4000 [--misses]
//
// The API must hold the demo catalogue (the README's start command seeds it); the expected books
// are recognised by their titles in the language each query is typed in. Prints a Markdown table.
import { arg } from './lib/setup.mjs';

const api = arg('api', '');
if (!/^https?:\/\//.test(api)) {
  console.error('usage: node bench/search-quality.mjs --api http://127.0.0.1:PORT [--misses]');
  process.exit(2);
}

const { QUALITY_QUERIES } = await import('../apps/api/dist/modules/search/quality/queries.js');
const { formatMisses, formatQualityTable, rateByClass } =
  await import('../apps/api/dist/modules/search/quality/hit-rate.js');
const { createDemoCatalog } =
  await import('../apps/api/dist/modules/catalog-import/demo/demo-catalog.js');

// Titles are unique in each language in the demo catalogue; they do not depend on the day.
const { books } = await createDemoCatalog();
const referenceOf = {
  th: new Map(books.map((book) => [book.name.th, book.recordReference])),
  en: new Map(books.map((book) => [book.name.en, book.recordReference])),
};
const unknown = QUALITY_QUERIES.flatMap((query) => query.expect).filter(
  (reference) => !books.some((book) => book.recordReference === reference),
);
if (unknown.length > 0) {
  console.error(`the quality set expects books the demo catalogue lacks: ${unknown.join(', ')}`);
  process.exit(1);
}

const outcomes = [];
let failed = 0;
for (const query of QUALITY_QUERIES) {
  const language = query.language ?? 'th';
  const response = await fetch(`${api}/v2/catalog/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Language: language },
    body: JSON.stringify({ Data: { Keyword: query.query } }),
  });
  const body = response.ok ? await response.json() : null;
  if (!response.ok) {
    failed += 1;
    console.error(`${JSON.stringify(query.query)}: HTTP ${response.status}`);
  }
  // With a keyboard correction the products are those of the corrected text: still the answer.
  const top = (body?.Data?.Products ?? [])
    .slice(0, 3)
    .map((product) => referenceOf[language].get(product.Name) ?? product.Name);
  outcomes.push({
    query,
    top,
    hit: top.some((reference) => query.expect.includes(reference)),
    corrected: body?.Data?.Corrected?.Keyword ?? null,
  });
}

console.log(`Search quality (top 3), ${api}\n`);
console.log(formatQualityTable(rateByClass(outcomes)));
if (process.argv.includes('--misses')) console.log(`\nMissed:\n${formatMisses(outcomes)}`);
if (failed > 0) {
  console.error(`${failed} requests failed`);
  process.exit(1);
}
