import { RedeemResultResponseSchema } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer, type TestCustomer } from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { hasValidCheck, normaliseCode } from './redeem-code.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;

describe('redeem-code batches in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let marketing: Staff;
  let finance: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
    marketing = await createStaffSession(app, 'marketing', { language: 'en' });
    finance = await createStaffSession(app, 'finance', { language: 'en' });
  });

  afterAll(async () => {
    await app.close();
  });

  const create = (
    body: Record<string, unknown>,
    staff: Staff = marketing,
    language?: 'th' | 'en',
  ) =>
    app.inject({
      method: 'POST',
      url: '/admin/v1/redeem-batches',
      headers: { ...staff.headers, ...(language ? { Language: language } : {}) },
      payload: body,
    });

  const exportCsv = (id: number, staff: Staff = marketing) =>
    app.inject({
      method: 'POST',
      url: `/admin/v1/redeem-batches/${id}/export`,
      headers: staff.headers,
    });

  /** The codes of an exported CSV (after its header), as they are printed. */
  const codesOf = (csv: string): string[] =>
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0] as string);

  let address = 0;
  const claim = (customer: TestCustomer, code: string, language: 'th' | 'en' = 'en') => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/v1/redeem/claim',
      headers: { Authorization: `Bearer ${customer.token}`, Language: language },
      remoteAddress: `10.30.0.${address}`,
      payload: { Data: { Code: code } },
    });
  };

  const auditActions = async (id: number) =>
    (
      await executeRows<{ action: string; staff_id: number | null; reason: string | null }>(
        app.database.db,
        sql`select action, staff_id, reason from audit_log
             where entity_type = 'redeemBatch' and entity_id = ${String(id)} order by id`,
      )
    ).map((row) => ({ action: row.action, staffId: row.staff_id, reason: row.reason }));

  it('makes 100 book codes, exports them once, and a customer claims one on the store', async () => {
    const started = Date.now();
    const created = await create({
      Name: 'Book fair 2026',
      Kind: 'book',
      BookId: ids.python,
      Count: 100,
      Note: 'booth 12',
    });
    expect(created.statusCode).toBe(200);
    const batch = created.json().Data;
    expect(batch).toMatchObject({
      Name: 'Book fair 2026',
      Kind: 'book',
      BookId: ids.python,
      Count: 100,
      MaxUses: 1,
      ClaimCount: 0,
      ExportedAt: null,
      DisabledAt: null,
      CreatedBy: marketing.email,
    });
    expect(batch.BookName).toEqual(expect.any(String));
    expect(Date.now() - started).toBeLessThan(5_000);

    // Only hashes are stored as codes.
    const stored = await executeRows<{ code_hash: string; code_hint: string }>(
      app.database.db,
      sql`select code_hash, code_hint from redeem_codes where batch_id = ${batch.Id}`,
    );
    expect(stored).toHaveLength(100);

    const exported = await exportCsv(batch.Id);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe(
      `attachment; filename="redeem-batch-${batch.Id}.csv"`,
    );
    expect(exported.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Code,Batch');
    const codes = codesOf(exported.body);
    expect(codes).toHaveLength(100);
    expect(new Set(codes).size).toBe(100);
    for (const code of codes) {
      expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){5}[0-9A-HJKMNP-TV-Z]{4}$/);
      expect(hasValidCheck(normaliseCode(code)!)).toBe(true);
    }
    // The codes in the file are the batch's codes (their hints match), and nothing plain is kept.
    expect(new Set(codes.map((code) => code.slice(-4)))).toEqual(
      new Set(stored.map((row) => row.code_hint)),
    );
    const [kept] = await executeRows<{ sealed_codes: string | null }>(
      app.database.db,
      sql`select sealed_codes from redeem_batches where id = ${batch.Id}`,
    );
    expect(kept?.sealed_codes).toBeNull();

    // A second export: 409, saying when and by whom.
    const again = await exportCsv(batch.Id);
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList[0]).toMatch(
      new RegExp(
        `^The codes of this batch were downloaded on .+ by ${marketing.email}\\. They are not kept`,
      ),
    );

    // The customer side is the store's redeem call, as for any code.
    const customer = await createTestCustomer(app);
    const claimed = await claim(customer, codes[0]!.toLowerCase());
    expect(claimed.statusCode).toBe(200);
    expect(RedeemResultResponseSchema.parse(claimed.json()).Data?.Book?.Id).toBe(ids.python);
    const shelf = await executeRows<{ source: string }>(
      app.database.db,
      sql`select source from library_items where customer_id = ${customer.customerId} and book_id = ${ids.python}`,
    );
    expect(shelf).toEqual([{ source: 'redeem' }]);

    const listed = await app.inject({
      method: 'GET',
      url: '/admin/v1/redeem-batches?Q=book%20fair&PageSize=5',
      headers: finance.headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().Data.Items).toEqual([
      expect.objectContaining({
        Id: batch.Id,
        ClaimCount: 1,
        ExportedBy: marketing.email,
        ExportedAt: expect.any(String),
      }),
    ]);

    const claims = await app.inject({
      method: 'GET',
      url: `/admin/v1/redeem-claims?BatchId=${batch.Id}`,
      headers: finance.headers,
    });
    expect(claims.statusCode).toBe(200);
    expect(claims.json().Data).toEqual({
      Items: [
        {
          Id: expect.any(String),
          BatchId: batch.Id,
          BatchName: 'Book fair 2026',
          CodeHint: codes[0]!.slice(-4),
          CustomerId: customer.customerId,
          CustomerEmail: customer.email,
          CustomerName: 'ทดสอบ ลูกค้า',
          ClaimedAt: expect.any(String),
        },
      ],
      Page: 1,
      PageSize: 25,
      HasNextPage: false,
    });
    // The claims answer never carries a whole code.
    expect(claims.body).not.toContain(normaliseCode(codes[0]!));

    expect(await auditActions(batch.Id)).toEqual([
      { action: 'redeemBatch.create', staffId: marketing.staffId, reason: 'booth 12' },
      { action: 'redeemBatch.export', staffId: marketing.staffId, reason: null },
    ]);
  });

  it('gives the file to exactly one of ten parallel exports', async () => {
    const batch = (
      await create({ Name: 'Parallel', Kind: 'coins', CoinsSatang: 5_000, Count: 20 })
    ).json().Data;
    const answers = await Promise.all(Array.from({ length: 10 }, () => exportCsv(batch.Id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const file = answers.find((answer) => answer.statusCode === 200)!;
    expect(codesOf(file.body)).toHaveLength(20);
    const exports = (await auditActions(batch.Id)).filter(
      (entry) => entry.action === 'redeemBatch.export',
    );
    expect(exports).toHaveLength(1);
  });

  it('disables a batch: its codes stop working at once, and its claims stay listed', async () => {
    const batch = (
      await create({
        Name: 'Coins for a stream',
        Kind: 'coins',
        CoinsSatang: 2_500,
        CoinsValidDays: 30,
        Count: 3,
      })
    ).json().Data;
    expect(batch).toMatchObject({ CoinsSatang: 2_500, CoinsValidDays: 30 });
    const [first, second] = codesOf((await exportCsv(batch.Id)).body);

    const before = await createTestCustomer(app);
    const credited = await claim(before, first!);
    expect(credited.statusCode).toBe(200);
    expect(credited.json().Data.Message).toBe('25 coins are yours.');

    const refused = await app.inject({
      method: 'POST',
      url: `/admin/v1/redeem-batches/${batch.Id}/disable`,
      headers: finance.headers,
      payload: { Reason: 'leaked on a forum' },
    });
    expect(refused.statusCode).toBe(403);

    const disabled = await app.inject({
      method: 'POST',
      url: `/admin/v1/redeem-batches/${batch.Id}/disable`,
      headers: marketing.headers,
      payload: { Reason: 'leaked on a forum' },
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().Data).toMatchObject({
      DisabledAt: expect.any(String),
      DisabledBy: marketing.email,
      ClaimCount: 1,
    });

    const after = await createTestCustomer(app);
    const late = await claim(after, second!);
    expect(late.statusCode).toBe(422);
    expect(late.json().ErrorList).toEqual(['This code cannot be used.']);
    const lateTh = await claim(after, second!, 'th');
    expect(lateTh.json().ErrorList).toEqual(['รหัสนี้ใช้ไม่ได้']);

    const twice = await app.inject({
      method: 'POST',
      url: `/admin/v1/redeem-batches/${batch.Id}/disable`,
      headers: marketing.headers,
      payload: { Reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().ErrorList[0]).toMatch(/^This batch was already disabled on /);

    const claims = await app.inject({
      method: 'GET',
      url: `/admin/v1/redeem-claims?BatchId=${batch.Id}`,
      headers: marketing.headers,
    });
    expect(claims.json().Data.Items.map((item: { CustomerId: number }) => item.CustomerId)).toEqual(
      [before.customerId],
    );
    expect((await auditActions(batch.Id)).at(-1)).toEqual({
      action: 'redeemBatch.disable',
      staffId: marketing.staffId,
      reason: 'leaked on a forum',
    });
  });

  it('counts every claim that beat a disable, and no other', async () => {
    const batch = (
      await create({ Name: 'Race', Kind: 'coins', CoinsSatang: 100, Count: 20 })
    ).json().Data;
    const codes = codesOf((await exportCsv(batch.Id)).body);
    const customers = await Promise.all(codes.map(() => createTestCustomer(app)));
    const [disabled, ...claims] = await Promise.all([
      app.inject({
        method: 'POST',
        url: `/admin/v1/redeem-batches/${batch.Id}/disable`,
        headers: marketing.headers,
        payload: { Reason: 'race' },
      }),
      ...codes.map((code, index) => claim(customers[index]!, code)),
    ]);
    expect(disabled!.statusCode).toBe(200);
    const granted = claims.filter((answer) => answer.statusCode === 200).length;
    expect(claims.every((answer) => [200, 422].includes(answer.statusCode))).toBe(true);
    const [credited] = await executeRows<{ total: number }>(
      app.database.db,
      sql`select count(*)::int as total from coin_batches batch
            join redeem_codes code on code.id = batch.redeem_code_id
           where code.batch_id = ${batch.Id}`,
    );
    expect(credited?.total).toBe(granted);
    const listed = await app.inject({
      method: 'GET',
      url: `/admin/v1/redeem-batches/${batch.Id}`,
      headers: marketing.headers,
    });
    expect(listed.json().Data.ClaimCount).toBe(granted);
    // After the disable, nothing more.
    const late = await claim(await createTestCustomer(app), codes[0]!);
    expect(late.statusCode).toBe(422);
  });

  it('refuses to export a batch disabled before its export', async () => {
    const batch = (
      await create({ Name: 'Never sent', Kind: 'coins', CoinsSatang: 100, Count: 2 })
    ).json().Data;
    await app.inject({
      method: 'POST',
      url: `/admin/v1/redeem-batches/${batch.Id}/disable`,
      headers: marketing.headers,
      payload: { Reason: 'made by mistake' },
    });
    const answer = await exportCsv(batch.Id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().ErrorList).toEqual([
      'This batch is disabled: its codes cannot be downloaded.',
    ]);
  });

  it('refuses a claim before the batch’s start', async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString();
    const batch = (
      await create({ Name: 'Tomorrow', Kind: 'coins', CoinsSatang: 100, Count: 1, StartsAt: soon })
    ).json().Data;
    expect(batch.StartsAt).toBe(soon);
    const [code] = codesOf((await exportCsv(batch.Id)).body);
    const answer = await claim(await createTestCustomer(app), code!);
    expect(answer.statusCode).toBe(422);
  });

  it('makes 10,000 codes in one go, quickly', async () => {
    const started = Date.now();
    const answer = await create({ Name: 'Big', Kind: 'coins', CoinsSatang: 100, Count: 10_000 });
    expect(answer.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
    const file = await exportCsv(answer.json().Data.Id);
    expect(new Set(codesOf(file.body)).size).toBe(10_000);
  });

  it('explains bad batches in the staff member’s language', async () => {
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { Name: 'x', Kind: 'book', Count: 5 },
        400,
        'Choose the book the codes of this batch give.',
        'กรุณาเลือกหนังสือที่รหัสชุดนี้จะมอบให้',
      ],
      [
        { Name: 'x', Kind: 'book', BookId: ids.python, CoinsSatang: 100, Count: 5 },
        400,
        'A book batch gives a book, not coins: leave the coins and their validity empty.',
        'ชุดรหัสแบบหนังสือมอบหนังสือ ไม่ใช่เหรียญ: กรุณาเว้นช่องจำนวนเหรียญและอายุเหรียญไว้',
      ],
      [
        { Name: 'x', Kind: 'coins', Count: 5 },
        400,
        'Enter the coins each code gives.',
        'กรุณากรอกจำนวนเหรียญที่แต่ละรหัสมอบให้',
      ],
      [
        { Name: 'x', Kind: 'coins', CoinsSatang: 100, BookId: ids.python, Count: 5 },
        400,
        'A coins batch gives coins, not a book: leave the book empty.',
        'ชุดรหัสแบบเหรียญมอบเหรียญ ไม่ใช่หนังสือ: กรุณาไม่ต้องเลือกหนังสือ',
      ],
      [
        {
          Name: 'x',
          Kind: 'coins',
          CoinsSatang: 100,
          Count: 5,
          StartsAt: '2030-02-01T00:00:00Z',
          ExpiresAt: '2030-01-01T00:00:00Z',
        },
        400,
        'The expiry must come after the start.',
        'วันหมดอายุต้องอยู่หลังวันเริ่มใช้',
      ],
      [
        { Name: 'x', Kind: 'coins', CoinsSatang: 100, Count: 5, ExpiresAt: '2020-01-01T00:00:00Z' },
        400,
        'The expiry must be in the future.',
        'วันหมดอายุต้องเป็นเวลาในอนาคต',
      ],
      [
        { Name: 'x', Kind: 'book', BookId: 999_999, Count: 5 },
        404,
        'There is no published book with id 999999.',
        'ไม่พบหนังสือรหัส 999999 ที่วางขายอยู่',
      ],
    ];
    for (const [body, status, english, thai] of cases) {
      const en = await create(body, marketing, 'en');
      expect(en.statusCode, JSON.stringify(body)).toBe(status);
      expect(en.json().ErrorList).toEqual([english]);
      const th = await create(body, marketing, 'th');
      expect(th.json().ErrorList).toEqual([thai]);
    }

    const tooMany = await create(
      { Name: 'x', Kind: 'coins', CoinsSatang: 100, Count: 10_001 },
      marketing,
      'en',
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().ErrorList.join(' ')).toMatch(/Count/);
    expect(tooMany.json().ErrorList.join(' ')).toMatch(/10000/);

    const nothingMade = await executeRows<{ total: number }>(
      app.database.db,
      sql`select count(*)::int as total from redeem_batches where name = 'x'`,
    );
    expect(nothingMade[0]?.total).toBe(0);
  });

  it('lists every batch’s claims, newest first, a page at a time', async () => {
    const batch = (
      await create({ Name: 'Newest claims', Kind: 'coins', CoinsSatang: 100, Count: 2 })
    ).json().Data;
    const [first, second] = codesOf((await exportCsv(batch.Id)).body);
    const early = await createTestCustomer(app);
    const late = await createTestCustomer(app);
    expect((await claim(early, first!)).statusCode).toBe(200);
    expect((await claim(late, second!)).statusCode).toBe(200);

    const page = await app.inject({
      method: 'GET',
      url: '/admin/v1/redeem-claims?PageSize=2',
      headers: finance.headers,
    });
    expect(page.statusCode).toBe(200);
    const data = page.json().Data;
    expect(
      data.Items.map((item: { CustomerId: number; BatchName: string; CodeHint: string }) => [
        item.CustomerId,
        item.BatchName,
        item.CodeHint,
      ]),
    ).toEqual([
      [late.customerId, 'Newest claims', second!.slice(-4)],
      [early.customerId, 'Newest claims', first!.slice(-4)],
    ]);
    // Earlier tests' claims are on the next page.
    expect(data.HasNextPage).toBe(true);
  });

  it('keeps the batches to staff who may see them', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/admin/v1/redeem-batches' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await createTestCustomer(app);
    const asCustomer = await app.inject({
      method: 'GET',
      url: '/admin/v1/redeem-batches',
      headers: { Token: customer.token },
    });
    expect(asCustomer.statusCode).toBe(401);
    const editor = await createStaffSession(app, 'catalog_editor');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/admin/v1/redeem-batches',
          headers: editor.headers,
        })
      ).statusCode,
    ).toBe(403);
    // Finance reads batches but never gets the codes.
    const batch = (
      await create({ Name: 'Finance', Kind: 'coins', CoinsSatang: 100, Count: 1 })
    ).json().Data;
    expect((await exportCsv(batch.Id, finance)).statusCode).toBe(403);
    expect((await exportCsv(batch.Id, marketing)).statusCode).toBe(200);
    const missing = await app.inject({
      method: 'GET',
      url: '/admin/v1/redeem-batches/999999',
      headers: finance.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['This batch of codes does not exist.']);
  });
});
