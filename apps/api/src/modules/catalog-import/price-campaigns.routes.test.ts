import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/**
 * Price campaigns over the real app and PostgreSQL (docs/back-office.md "Campaign prices"): the
 * campaign writes the books' sale plans, the `catalog.schedule` job applies and ends them, the
 * store and the basket charge the campaign price while it runs, books in another sale are
 * skipped and counted, parallel campaigns never share a book, stopping gives prices back.
 */
describe('price campaigns in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let marketing: Staff;
  let marketingTh: Staff;
  let editor: Staff;
  let finance: Staff;
  let computersId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
    marketing = await createStaffSession(app, 'marketing', { language: 'en' });
    marketingTh = await createStaffSession(app, 'marketing', { language: 'th' });
    editor = await createStaffSession(app, 'catalog_editor', { language: 'en' });
    finance = await createStaffSession(app, 'finance', { language: 'en' });
    const [computers] = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from categories where name_en = 'Computers'`,
    );
    computersId = computers!.id;
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (
    method: 'GET' | 'POST',
    url: string,
    staff: Staff | null = marketing,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/admin/v1${url}`,
      headers: { ...(staff?.headers ?? {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const create = (body: Record<string, unknown>, staff: Staff = marketing) =>
    call('POST', '/price-campaigns', staff, body);

  const storePrice = async (bookId: number) =>
    (
      await app.inject({
        method: 'GET',
        url: `/v2/product/productdetails/${bookId}`,
        headers: { Language: 'en' },
      })
    ).json().Data.ProductPrice as { PriceValue: number; OldPriceValue: number | null };

  const catalogVersion = async () =>
    BigInt((await app.inject({ method: 'GET', url: '/catalog-version' })).json().Data.Version);

  const auditOf = (campaignId: number) =>
    executeRows<{ action: string; staff_id: number; after: unknown; reason: string | null }>(
      app.database.db,
      sql`select action, staff_id, after, reason from audit_log
          where entity_type = 'priceCampaign' and entity_id = ${String(campaignId)} order by id`,
    );

  /** Moves a campaign's window (and its books' plans) as time would. */
  const moveWindow = async (campaignId: number, startsAt: string, endsAt: string) => {
    await app.database.db.execute(
      sql`update price_campaigns set starts_at = ${startsAt}::timestamptz, ends_at = ${endsAt}::timestamptz
          where id = ${campaignId}`,
    );
    await app.database.db.execute(
      sql`update books set sale_starts_at = ${startsAt}::timestamptz, sale_ends_at = ${endsAt}::timestamptz
          where sale_campaign_id = ${campaignId}`,
    );
  };

  const booksOf = async (campaignId: number, query = '') =>
    (await call('GET', `/price-campaign-books?CampaignId=${campaignId}${query}`)).json().Data
      .Items as Array<{
      BookId: number;
      Outcome: string;
      RegularPriceSatang: number;
      CampaignPriceSatang: number;
      CurrentPriceSatang: number;
      Held: boolean;
    }>;

  it('a percent campaign charges its price in the store and the basket at once; the job ends it', async () => {
    const before = await catalogVersion();
    const created = await create({
      Name: 'Back to school',
      Kind: 'percent',
      Percent: 15,
      EndsAt: inHours(24),
      CategoryIds: [computersId],
      BookIds: [ids['hp-1']],
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().Data;
    expect(campaign).toMatchObject({
      Name: 'Back to school',
      Kind: 'percent',
      Percent: 15,
      PriceSatang: null,
      Status: 'running',
      CategoryIds: [computersId],
      BookIds: [ids['hp-1']],
      AppliedCount: 3,
      InOtherSaleCount: 0,
      NotCheaperCount: 0,
      CreatedBy: marketing.email,
      StoppedAt: null,
    });
    expect(await catalogVersion()).toBeGreaterThan(before);

    // 15 % off, rounded down to whole baht: ฿199 → ฿169.15 → ฿169; ฿450 → ฿382.50 → ฿382.
    expect(await storePrice(ids.python!)).toMatchObject({
      PriceValue: 16900,
      OldPriceValue: 19900,
    });
    expect(await storePrice(ids['english-only']!)).toMatchObject({
      PriceValue: 38200,
      OldPriceValue: 45000,
    });
    expect((await storePrice(ids['hp-1']!)).PriceValue).toBe(25000);

    // The basket and checkout charge it.
    const customer = await createTestCustomer(app);
    const added = await app.inject({
      method: 'POST',
      url: `/v2/shoppingcart/addproducttocart/details/${ids.python}/1`,
      headers: asCustomer(customer),
    });
    expect(added.statusCode, added.body).toBe(200);
    const checkout = await app.inject({
      method: 'GET',
      url: '/v2/checkout/checkoutbook',
      headers: asCustomer(customer),
    });
    expect(checkout.json().Data.Totals.TotalValue).toBe(16900);

    // The book's own page in the back office shows the plan the campaign wrote.
    const book = (
      await app.inject({
        method: 'GET',
        url: `/admin/v1/catalog/books/${ids.python}`,
        headers: editor.headers,
      })
    ).json().Data;
    expect(book).toMatchObject({
      PriceSatang: 19900,
      SalePriceSatang: 16900,
      CurrentPriceSatang: 16900,
      SaleActive: true,
      SaleEndsAt: campaign.EndsAt,
      SaleCampaign: { Id: campaign.Id, Name: 'Back to school' },
    });

    const [entry] = await auditOf(campaign.Id);
    expect(entry).toMatchObject({ action: 'priceCampaign.create', staff_id: marketing.staffId });
    expect(entry!.after).toMatchObject({
      Kind: 'percent',
      Percent: 15,
      Applied: [ids['hp-1'], ids.python, ids['english-only']].sort((a, b) => a! - b!),
      SkippedInOtherSale: [],
    });

    // The end comes: the job gives the regular prices back.
    await moveWindow(
      campaign.Id,
      new Date(Date.now() - 48 * HOUR).toISOString(),
      new Date(Date.now() - 1000).toISOString(),
    );
    const outcome = await app.services.catalogAdmin.runSchedule();
    expect(outcome.ended.sort((a, b) => a - b)).toEqual(
      [ids['hp-1'], ids.python, ids['english-only']].sort((a, b) => a! - b!),
    );
    expect(await storePrice(ids.python!)).toMatchObject({ PriceValue: 19900, OldPriceValue: null });
    expect((await call('GET', `/price-campaigns/${campaign.Id}`)).json().Data.Status).toBe('ended');
    const cart = await app.inject({
      method: 'GET',
      url: '/v2/shoppingcart/cart',
      headers: asCustomer(customer),
    });
    expect(cart.json().Data.TotalValue).toBe(19900);

    // An ended campaign cannot be stopped; its books are free for the next one.
    const late = await call('POST', `/price-campaigns/${campaign.Id}/stop`, marketingTh, {
      Reason: 'Too late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().ErrorList).toEqual(['แคมเปญนี้สิ้นสุดไปแล้ว ราคาปกติกลับมาแล้ว']);
  });

  it('a scheduled fixed-price campaign over a topic waits for its start, and stops early', async () => {
    const [topic] = await executeRows<{ id: number }>(
      app.database.db,
      sql`insert into topics (code, title_th, title_en) values ('rainy-days', 'หน้าฝน', 'Rainy days')
          returning id`,
    );
    const topicBooks = [ids['mentions-harry']!, ids['mystery-24']!, ids['mystery-25']!];
    for (const [position, bookId] of topicBooks.entries())
      await app.database.db.execute(
        sql`insert into topic_books (topic_id, book_id, display_order) values (${topic!.id}, ${bookId}, ${position})`,
      );

    const created = await create({
      Name: 'Rainy days ฿99',
      Kind: 'price',
      PriceSatang: 9900,
      StartsAt: inHours(2),
      EndsAt: inHours(48),
      TopicIds: [topic!.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().Data;
    expect(campaign).toMatchObject({ Status: 'scheduled', AppliedCount: 3, TopicIds: [topic!.id] });
    expect((await storePrice(ids['mentions-harry']!)).PriceValue).toBe(15000);

    // Staff change one book's sale on the book form: the plan is the book's own from then on.
    const own = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/catalog/books/${ids['mystery-25']}`,
      headers: editor.headers,
      payload: { SalePriceSatang: 12000 },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().Data.SaleCampaign).toBeNull();
    const untouched = await app.inject({
      method: 'GET',
      url: `/admin/v1/catalog/books/${ids['mystery-24']}`,
      headers: editor.headers,
    });
    expect(untouched.json().Data.SaleCampaign).toEqual({ Id: campaign.Id, Name: 'Rainy days ฿99' });

    // The start comes: the job applies the sales.
    await moveWindow(campaign.Id, new Date(Date.now() - 1000).toISOString(), inHours(48));
    const started = await app.services.catalogAdmin.runSchedule();
    expect(started.started.sort((a, b) => a - b)).toEqual([...topicBooks].sort((a, b) => a - b));
    expect(await storePrice(ids['mentions-harry']!)).toMatchObject({
      PriceValue: 9900,
      OldPriceValue: 15000,
    });
    expect((await storePrice(ids['mystery-25']!)).PriceValue).toBe(12000);
    expect((await call('GET', `/price-campaigns/${campaign.Id}`)).json().Data.Status).toBe(
      'running',
    );

    const noReason = await call('POST', `/price-campaigns/${campaign.Id}/stop`, marketing, {});
    expect(noReason.statusCode).toBe(400);

    const before = await catalogVersion();
    const stopped = await call('POST', `/price-campaigns/${campaign.Id}/stop`, marketing, {
      Reason: 'Wrong price',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().Data).toMatchObject({ Status: 'stopped', StoppedBy: marketing.email });
    expect(await catalogVersion()).toBeGreaterThan(before);
    expect(await storePrice(ids['mentions-harry']!)).toMatchObject({
      PriceValue: 15000,
      OldPriceValue: null,
    });
    expect((await storePrice(ids['mystery-24']!)).PriceValue).toBe(29000);
    // The plan changed on the book stays.
    expect((await storePrice(ids['mystery-25']!)).PriceValue).toBe(12000);
    const listed = await booksOf(campaign.Id);
    expect(listed.map((book) => [book.BookId, book.Outcome, book.Held])).toEqual(
      [...topicBooks].sort((a, b) => b - a).map((id) => [id, 'applied', false]),
    );

    const entries = await auditOf(campaign.Id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'priceCampaign.create',
      'priceCampaign.stop',
    ]);
    expect(entries[1]).toMatchObject({
      reason: 'Wrong price',
      after: {
        Status: 'stopped',
        Restored: [ids['mentions-harry'], ids['mystery-24']].sort((a, b) => a! - b!),
        ChangedOnTheBook: [ids['mystery-25']],
      },
    });

    const again = await call('POST', `/price-campaigns/${campaign.Id}/stop`, marketing, {
      Reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList).toEqual(['This campaign has already been stopped.']);
  });

  it('skips books in another sale or not made cheaper, counts them, and makes nothing when none is left', async () => {
    // A sale staff planned on the book itself.
    const sale = await app.inject({
      method: 'PATCH',
      url: `/admin/v1/catalog/books/${ids['detective-harry']}`,
      headers: editor.headers,
      payload: { SalePriceSatang: 11000, SaleEndsAt: inHours(72) },
    });
    expect(sale.statusCode, sale.body).toBe(200);
    // mystery-01..05 cost ฿60..฿100: a ฿100 campaign price makes none of them cheaper.
    const mysteries = Array.from(
      { length: 10 },
      (_, index) => ids[`mystery-${String(index + 1).padStart(2, '0')}`]!,
    );
    const body = {
      Name: 'Mystery week',
      Kind: 'price',
      PriceSatang: 10000,
      EndsAt: inHours(24),
      BookIds: [ids['detective-harry']!, ...mysteries],
    };
    const created = await create(body);
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().Data;
    expect(campaign).toMatchObject({ AppliedCount: 5, InOtherSaleCount: 1, NotCheaperCount: 5 });
    expect(await storePrice(ids['detective-harry']!)).toMatchObject({
      PriceValue: 11000,
      OldPriceValue: 15000,
    });
    expect((await storePrice(ids['mystery-10']!)).PriceValue).toBe(10000);
    expect((await storePrice(ids['mystery-05']!)).PriceValue).toBe(10000);
    const skipped = await booksOf(campaign.Id, '&Outcome=inOtherSale');
    expect(skipped.map((book) => book.BookId)).toEqual([ids['detective-harry']]);
    const notCheaper = await booksOf(campaign.Id, '&Outcome=notCheaper&Order=ASC');
    expect(notCheaper.map((book) => book.RegularPriceSatang)).toEqual([
      6000, 7000, 8000, 9000, 10000,
    ]);

    // The same books again: all are taken or not made cheaper; nothing is made.
    const again = await create({ ...body, Name: 'Mystery week again' }, marketingTh);
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorList).toEqual([
      'ไม่มีหนังสือเล่มใดเข้าร่วมแคมเปญได้ จาก 11 เล่ม: อยู่ในรายการลดราคาอื่นแล้ว 6 เล่ม ราคาแคมเปญไม่ต่ำกว่าราคาปกติ 5 เล่ม จึงไม่ได้สร้างแคมเปญ',
    ]);
    const againEn = await create({ ...body, Name: 'Mystery week again' });
    expect(againEn.json().ErrorList).toEqual([
      'None of the 11 books can join the campaign (already in another sale: 6; the campaign price not below the regular price: 5). The campaign was not made.',
    ]);
    const [{ count }] = (await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from price_campaigns where name = 'Mystery week again'`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('campaigns made in parallel over the same books: each book ends up in exactly one', async () => {
    const range = (from: number, to: number) =>
      Array.from(
        { length: to - from + 1 },
        (_, index) => ids[`mystery-${String(from + index).padStart(2, '0')}`]!,
      );
    const sets = [range(11, 19), range(14, 19), range(11, 16), range(17, 19), range(11, 19)];
    const answers = await Promise.all(
      sets.map((bookIds, index) =>
        create({
          Name: `Parallel ${index}`,
          Kind: 'percent',
          Percent: 10 + index,
          EndsAt: inHours(24),
          BookIds: bookIds,
        }),
      ),
    );
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    const made = answers.filter((answer) => answer.statusCode === 200).map((a) => a.json().Data);
    expect(made.length).toBeGreaterThan(0);
    expect(made.reduce((sum, campaign) => sum + campaign.AppliedCount, 0)).toBe(9);

    const rows = await executeRows<{ book_id: number; campaigns: number; held_by: number }>(
      app.database.db,
      sql`select pcb.book_id, count(*)::int as campaigns, max(b.sale_campaign_id) as held_by
          from price_campaign_books pcb join books b on b.id = pcb.book_id
          join price_campaigns pc on pc.id = pcb.campaign_id
          where pcb.outcome = 'applied' and pc.name like 'Parallel %'
          group by pcb.book_id order by pcb.book_id`,
    );
    expect(rows.map((row) => Number(row.book_id))).toEqual(range(11, 19));
    for (const row of rows) expect(row.campaigns).toBe(1);
    const madeIds = new Set(made.map((campaign) => campaign.Id));
    for (const row of rows) expect(madeIds.has(Number(row.held_by))).toBe(true);
    // Each book costs its one campaign's price.
    for (const campaign of made)
      for (const book of await booksOf(campaign.Id, '&Outcome=applied'))
        expect(book.CurrentPriceSatang).toBe(book.CampaignPriceSatang);
  });

  it('refuses contradictions and unknown picks with a message in the staff member’s language', async () => {
    const base = { Name: 'Bad', EndsAt: inHours(24), BookIds: [ids.python] };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { ...base, Kind: 'percent' },
        'แคมเปญแบบลดเป็นเปอร์เซ็นต์ต้องระบุเปอร์เซ็นต์ที่ลด (1-90) และไม่ต้องระบุราคา',
        'A percent-off campaign needs its percentage (1 to 90) and no price.',
      ],
      [
        { ...base, Kind: 'price', PriceSatang: 5000, Percent: 10 },
        'แคมเปญแบบราคาเดียวต้องระบุราคาแคมเปญ และไม่ต้องระบุเปอร์เซ็นต์',
        'A fixed-price campaign needs its campaign price and no percentage.',
      ],
      [
        { ...base, Kind: 'percent', Percent: 10, StartsAt: inHours(30) },
        'วันสิ้นสุดแคมเปญต้องอยู่หลังวันเริ่ม',
        'The campaign must end after it starts.',
      ],
      [
        { ...base, Kind: 'percent', Percent: 10, EndsAt: inHours(-1) },
        'วันสิ้นสุดแคมเปญต้องเป็นเวลาในอนาคต',
        'The campaign must end in the future.',
      ],
      [
        { ...base, Kind: 'percent', Percent: 10, BookIds: [] },
        'กรุณาเลือกหนังสือ หมวดหมู่ สำนักพิมพ์ หรือหัวข้ออย่างน้อยหนึ่งรายการ',
        'Pick at least one book, category, publisher or topic.',
      ],
      [
        { ...base, Kind: 'percent', Percent: 10, CategoryIds: [999999] },
        'ไม่พบหมวดหมู่รหัส 999999',
        'There is no category 999999.',
      ],
      [
        { ...base, Kind: 'percent', Percent: 10, TopicIds: [999998, 999999] },
        'ไม่พบหัวข้อรหัส 999998, 999999',
        'There is no topic 999998, 999999.',
      ],
    ];
    for (const [body, th, en] of cases) {
      const inThai = await create(body, marketingTh);
      expect(inThai.statusCode, JSON.stringify(body)).toBe(400);
      expect(inThai.json().ErrorList).toEqual([th]);
      expect((await create(body)).json().ErrorList).toEqual([en]);
    }

    // The schema's own limits answer 400 naming the field.
    const tooMuch = await create({ ...base, Kind: 'percent', Percent: 95 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().ErrorList.join(' ')).toContain('Percent');
    const badDate = await create({ ...base, Kind: 'percent', Percent: 10, EndsAt: 'tomorrow' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().ErrorList.join(' ')).toContain('EndsAt');

    const missing = await call('GET', '/price-campaigns/999999', marketingTh);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().ErrorList).toEqual(['ไม่พบแคมเปญราคารหัส 999999']);
  });

  it('lists campaigns by status and name; finance reads, only promotions.write makes or stops', async () => {
    const running = await call('GET', '/price-campaigns?Status=running&PageSize=50', finance);
    expect(running.statusCode).toBe(200);
    const names = running.json().Data.Items.map((item: { Name: string }) => item.Name);
    expect(names).toContain('Mystery week');
    expect(names).not.toContain('Back to school');
    const found = await call('GET', '/price-campaigns?Q=rainy', finance);
    expect(found.json().Data.Items.map((item: { Status: string }) => item.Status)).toEqual([
      'stopped',
    ]);
    const ended = await call('GET', '/price-campaigns?Status=ended', finance);
    expect(ended.json().Data.Items.map((item: { Name: string }) => item.Name)).toEqual([
      'Back to school',
    ]);

    // Every campaign's books, the newest campaign first.
    const all = (await call('GET', '/price-campaign-books?PageSize=200', finance)).json().Data;
    const campaignIds = all.Items.map((item: { CampaignId: number }) => item.CampaignId);
    expect(campaignIds).toEqual([...campaignIds].sort((a, b) => b - a));
    expect(new Set(all.Items.map((item: { Id: string }) => item.Id)).size).toBe(all.Items.length);
    expect(all.Items[0].Id).toBe(`${all.Items[0].CampaignId}-${all.Items[0].BookId}`);

    const body = { Name: 'X', Kind: 'percent', Percent: 10, EndsAt: inHours(1), BookIds: [1] };
    expect((await create(body, finance)).statusCode).toBe(403);
    expect((await create(body, editor)).statusCode).toBe(403);
    expect((await call('GET', '/price-campaigns', editor)).statusCode).toBe(403);
    expect((await call('GET', '/price-campaigns', null)).statusCode).toBe(401);
    const customer = await createTestCustomer(app);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/admin/v1/price-campaigns',
          headers: asCustomer(customer),
        })
      ).statusCode,
    ).toBe(401);
  });
});
