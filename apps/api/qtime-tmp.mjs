import { openDatabase } from './dist/db/client.js';
import * as catalog from './dist/modules/catalog/catalog.repository.js';
import { normalizeText, toPrefixQuery, toTrigramQuery } from './dist/lib/search-text.js';
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://', poolSize: 2 });
const db = database.db;
const keywords = ['นิยาย','ความรัก','แฟนตาซี','ธุรกิจ','การลงทุน','python','ประวัติศาสตร์','มังงะ','ทำอาหาร','love','magic','สืบสวน','เด็ก','จิตวิทยา','ท่องเที่ยว'];
const time = async (f) => { const t = performance.now(); const r = await f(); return [performance.now() - t, r]; };
for (const k of keywords) {
  const n = normalizeText(k);
  const filter = { text: { tsquery: toPrefixQuery(n), trigram: toTrigramQuery(n) }, priceMaxSatang: 100 * (100 + Math.floor(Math.random() * 100000)) };
  const ts = [];
  let res;
  for (let i = 0; i < 4; i++) { const [t, r] = await time(() => catalog.searchBookIds(db, { filter, sort: 'relevance', locale: 'th', limit: 18, offset: 0 })); ts.push(t.toFixed(1)); res = r; }
  console.log(k.padEnd(14), ts.join(' '), 'total', res.total);
}
const dts = [];
for (let i = 0; i < 200; i++) { const [t] = await time(() => catalog.findDetails(db, 1 + Math.floor(Math.random() * 100000))); dts.push(t); }
dts.sort((a,b)=>a-b); console.log('details p50', dts[100].toFixed(2), 'p95', dts[190].toFixed(2));
const ats = [];
for (const p of ['ก','นิ','คว','แฟ','py','ma','ปร','มั','lo','สื','จิ','ท่อ','ความร','the s','การลง','เด็กช', 'zq', 'ฮ', 'qqqq', 'magic']) {
  const text = normalizeText(p);
  const [t, r] = await time(() => Promise.all([catalog.suggestBooks(db, { text, tsquery: toPrefixQuery(text), limit: 6 }), catalog.suggestContributors(db, { text, limit: 4 }), catalog.suggestPublishers(db, { text, limit: 3 })]));
  ats.push(`${p}:${t.toFixed(1)}(${r[0].length})`);
}
console.log(ats.join(' '));
await database.close();
