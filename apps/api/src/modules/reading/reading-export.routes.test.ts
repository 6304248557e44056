import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';

/** The notes export (docs/reader.md "Export"): Markdown and CSV, one book or all, the caller's only. */
describe('the notes export: /v2/reader/notes-export', () => {
  let app: TestApp;
  let ids: Record<string, number> = {};

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const own = (customer: TestCustomer, reference: string) =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source) values (${customer.customerId}, ${ids[reference]!}, 'redeem')`,
    );
  const note = async (
    customer: TestCustomer,
    reference: string,
    data: Record<string, unknown>,
  ): Promise<string> => {
    const id = randomUUID();
    const saved = await app.inject({
      method: 'POST',
      url: `/v2/reader/${ids[reference]!}/annotations`,
      headers: asCustomer(customer, 'th'),
      payload: { Data: { Id: id, Kind: 'highlight', ...data } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return id;
  };
  const exported = (customer: TestCustomer | undefined, query: string) =>
    app.inject({
      method: 'GET',
      url: `/v2/reader/notes-export?${query}`,
      headers: customer ? asCustomer(customer, 'th') : {},
    });

  it('writes the caller’s notes as Markdown and CSV, Thai intact, another customer’s left out', async () => {
    const reader = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    await own(reader, 'hp-1');
    await own(reader, 'python');
    await own(other, 'hp-1');
    await note(reader, 'hp-1', {
      Locator: 'epubcfi(/6/4!/4/2,/1:0,/1:9)',
      Quote: 'ทุกเช้าปู่จะตื่นก่อนไก่ขัน, "แล้ว" เดิน',
      Note: 'ปู่เล่าเรื่องนี้\nสองบรรทัด',
      Color: 'green',
      Progress: 0.2789,
    });
    await note(reader, 'python', {
      Kind: 'bookmark',
      Locator: 'page:6',
      Quote: '=SUM(A1)',
      Progress: 0.5,
    });
    await note(reader, 'python', {
      Locator: 'page:6#char=19,102',
      Quote: 'Python *is* <b>fun</b>',
      Progress: 0.5,
    });
    const deleted = await note(reader, 'hp-1', { Locator: 'page:2', Quote: 'ลบแล้ว' });
    await app.inject({
      method: 'POST',
      url: `/v2/reader/${ids['hp-1']!}/annotations/delete`,
      headers: asCustomer(reader, 'th'),
      payload: { Data: { Id: deleted } },
    });
    await note(other, 'hp-1', { Locator: 'page:3', Quote: 'ของคนอื่น', Note: 'ความลับ' });

    // Markdown of every book, in Thai.
    const markdown = await exported(reader, 'format=markdown');
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers['content-disposition']).toBe('attachment; filename="nangsue-notes.md"');
    expect(markdown.headers['cache-control']).toBe('private, no-store');
    const md = markdown.body;
    expect(md).toMatch(/^# บันทึกการอ่านของฉัน\n/);
    expect(md).toContain('> ทุกเช้าปู่จะตื่นก่อนไก่ขัน, "แล้ว" เดิน');
    expect(md).toContain('— ไฮไลต์ (เขียว) · 27% อ่านแล้ว');
    expect(md).toContain('**บันทึก:** ปู่เล่าเรื่องนี้\nสองบรรทัด');
    expect(md).toContain('> Python \\*is\\* \\<b\\>fun\\</b\\>');
    expect(md).toContain('— ที่คั่น · 50% อ่านแล้ว · หน้า 6');
    expect(md).not.toMatch(/ลบแล้ว|ของคนอื่น|ความลับ/);

    // CSV of one book, in English: a byte-order mark, RFC 4180 quoting, no formulas.
    const csv = await exported(reader, `format=csv&productId=${ids.python!}&lang=en`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="nangsue-notes-${ids.python!}.csv"`,
    );
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Book,Kind,Text,Note,Colour,Progress (%),Page (PDF),Locator,Created,Updated',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/,Bookmark,'=SUM\(A1\),,,50,6,page:6,/);
    expect(lines[2]).toMatch(
      /,Highlight,Python \*is\* <b>fun<\/b>,,yellow,50,6,"page:6#char=19,102",/,
    );

    // The Thai book's CSV keeps its Thai and quotes the comma, quotes and line break.
    const thai = await exported(reader, `format=csv&productId=${ids['hp-1']!}`);
    const text = thai.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain('"ทุกเช้าปู่จะตื่นก่อนไก่ขัน, ""แล้ว"" เดิน","ปู่เล่าเรื่องนี้\nสองบรรทัด",เขียว,27');
    expect(text).not.toMatch(/ลบแล้ว|ของคนอื่น|ความลับ/);

    // Another customer's export has only their own note; a book of the caller's without notes,
    // or one they do not own, is an empty list (nothing about anyone else's).
    const theirs = (await exported(other, 'format=markdown')).body;
    expect(theirs).toContain('ของคนอื่น');
    expect(theirs).not.toContain('ทุกเช้า');
    const empty = await exported(other, `format=csv&productId=${ids.python!}`);
    expect(empty.rawPayload.subarray(3).toString('utf8').split('\r\n')).toHaveLength(2);
  });

  it('asks for a session and a known format', async () => {
    expect((await exported(undefined, 'format=markdown')).statusCode).toBe(401);
    const reader = await createTestCustomer(app);
    const wrong = await exported(reader, 'format=xlsx');
    expect(wrong.statusCode).toBe(400);
    expect((wrong.json() as { ErrorList: string[] }).ErrorList[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect((await exported(reader, 'format=csv&productId=0')).statusCode).toBe(400);
  });
});
