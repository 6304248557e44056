import { randomUUID } from 'node:crypto';
import {
  CoinBalanceResponseSchema,
  CoinHistoryResponseSchema,
  CoinPacksResponseSchema,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { asCustomer, createTestCustomer } from '../../../test/customer-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;

describe('coin grants and coin packs in the back office', () => {
  let app: TestApp;
  let marketing: Staff;
  let finance: Staff;

  beforeAll(async () => {
    app = await buildTestApp();
    marketing = await createStaffSession(app, 'marketing', { language: 'en' });
    finance = await createStaffSession(app, 'finance', { language: 'en' });
  });

  afterAll(async () => {
    await app.close();
  });

  const send = (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    body?: object,
    options: { staff?: Staff; language?: 'th' | 'en' } = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        ...(options.staff ?? marketing).headers,
        ...(options.language ? { Language: options.language } : {}),
      },
      ...(body ? { payload: body } : {}),
    });

  const grant = (body: object, options: { staff?: Staff; language?: 'th' | 'en' } = {}) =>
    send('POST', '/admin/v1/coin-grants', { ClientKey: randomUUID(), ...body }, options);

  const balanceOf = async (token: string) =>
    CoinBalanceResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/customer/coin/balance',
          headers: asCustomer({ token }),
        })
      ).json(),
    ).Data?.BalanceValue;

  it('grants coins with a reason; the customer sees them and the note, the audit log the reason', async () => {
    const customer = await createTestCustomer(app, { email: 'Grant.Me@Example.com' });
    const answer = await grant({
      CustomerEmail: ' grant.me@example.COM ',
      CoinsSatang: 12_050,
      ValidDays: 30,
      Reason: 'Ticket 4512: a book that would not open',
      CustomerNote: 'Sorry for the trouble',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const granted = answer.json().Data;
    expect(granted).toMatchObject({
      CustomerId: customer.customerId,
      CustomerEmail: 'Grant.Me@Example.com',
      CoinsSatang: 12_050,
      RemainingSatang: 12_050,
      CustomerNote: 'Sorry for the trouble',
      Reason: 'Ticket 4512: a book that would not open',
      GrantedBy: marketing.email,
    });
    const days = (new Date(granted.ExpiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    expect(await balanceOf(customer.token)).toBe(12_050);
    const history = CoinHistoryResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/order/coins-history?pageNumber=1',
          headers: asCustomer(customer, 'en'),
        })
      ).json(),
    ).Data;
    expect(history?.Entries[0]).toMatchObject({
      Kind: 'staff',
      AmountValue: 12_050,
      Description: 'Coins from the store: Sorry for the trouble',
    });

    const [entry] = await executeRows<{ action: string; entity_id: string; reason: string }>(
      app.database.db,
      sql`select action, entity_id, reason from audit_log where action = 'coins.grant'
           and entity_id = ${String(customer.customerId)}`,
    );
    expect(entry).toEqual({
      action: 'coins.grant',
      entity_id: String(customer.customerId),
      reason: 'Ticket 4512: a book that would not open',
    });

    // Without a note the customer reads a plain line; the list shows both grants, newest first.
    await grant({ CustomerId: customer.customerId, CoinsSatang: 100, Reason: 'Goodwill' });
    const list = await send(
      'GET',
      `/admin/v1/coin-grants?CustomerId=${customer.customerId}`,
      undefined,
      { staff: finance },
    );
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .Data.Items.map((item: { CoinsSatang: number; CustomerNote: string | null }) => [
          item.CoinsSatang,
          item.CustomerNote,
        ]),
    ).toEqual([
      [100, null],
      [12_050, 'Sorry for the trouble'],
    ]);
    expect(await balanceOf(customer.token)).toBe(12_150);
  });

  it('grants once for ten parallel clicks with one client key', async () => {
    const customer = await createTestCustomer(app);
    const body = {
      CustomerId: customer.customerId,
      CoinsSatang: 5_000,
      Reason: 'Double click test',
      ClientKey: randomUUID(),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send('POST', '/admin/v1/coin-grants', body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((answer) => answer.json().Data.Id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(customer.token)).toBe(5_000);
    const [counted] = await executeRows<{ batches: number; audits: number }>(
      app.database.db,
      sql`select (select count(*)::int from coin_batches where customer_id = ${customer.customerId}) as batches,
                 (select count(*)::int from audit_log where action = 'coins.grant'
                   and entity_id = ${String(customer.customerId)}) as audits`,
    );
    expect(counted).toEqual({ batches: 1, audits: 1 });

    // The same key for another grant is refused, not silently answered.
    const reused = await send('POST', '/admin/v1/coin-grants', { ...body, CoinsSatang: 9_000 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().ErrorList).toEqual([
      'This request was already used for another grant: please open the form again.',
    ]);
  });

  it('explains a grant it cannot make, in English and Thai', async () => {
    const customer = await createTestCustomer(app);
    const neither = await grant({ CoinsSatang: 100, Reason: 'No one' }, { language: 'en' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().ErrorList).toEqual([
      'Name the customer by id or by e-mail (one of them).',
    ]);
    const both = await grant(
      {
        CustomerId: customer.customerId,
        CustomerEmail: customer.email,
        CoinsSatang: 100,
        Reason: 'Both',
      },
      { language: 'th' },
    );
    expect(both.json().ErrorList).toEqual(['กรุณาระบุลูกค้าด้วยรหัสลูกค้าหรืออีเมล อย่างใดอย่างหนึ่ง']);
    const unknown = await grant(
      { CustomerEmail: 'nobody@example.com', CoinsSatang: 100, Reason: 'Unknown' },
      { language: 'en' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().ErrorList).toEqual(['There is no customer account nobody@example.com.']);
    const unknownTh = await grant(
      { CustomerId: 999_999, CoinsSatang: 100, Reason: 'Unknown' },
      { language: 'th' },
    );
    expect(unknownTh.json().ErrorList).toEqual(['ไม่พบบัญชีลูกค้า #999999']);
    const noReason = await grant({
      CustomerId: customer.customerId,
      CoinsSatang: 100,
      Reason: 'x',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().ErrorList.join(' ')).toMatch(/Reason/);
    const nothing = await grant({
      CustomerId: customer.customerId,
      CoinsSatang: 0,
      Reason: 'Zero',
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().ErrorList.join(' ')).toMatch(/CoinsSatang/);

    const forbidden = await grant(
      { CustomerId: customer.customerId, CoinsSatang: 100, Reason: 'Finance' },
      { staff: finance },
    );
    expect(forbidden.statusCode).toBe(403);
    expect(await balanceOf(customer.token)).toBe(0);
  });

  it('puts a coin pack on sale at par, renames it, takes it off sale, and never changes its terms', async () => {
    const packs = async () =>
      CoinPacksResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: '/v2/checkout/coinpacks',
            headers: { Language: 'en' },
          })
        ).json(),
      ).Data?.Packs ?? [];

    const cheap = await send(
      'POST',
      '/admin/v1/coin-packs',
      { NameTh: 'ถูก', NameEn: 'Cheap', PriceSatang: 1_000 },
      { language: 'en' },
    );
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().ErrorList).toEqual([
      'A pack must cost at least ฿20.00, the online payment minimum (coins never pay for coins).',
    ]);

    const created = await send('POST', '/admin/v1/coin-packs', {
      NameTh: '200 เหรียญ + โบนัส 30',
      NameEn: '200 coins + 30 bonus',
      PriceSatang: 20_000,
      BonusSatang: 3_000,
      ValidDays: 180,
      SortOrder: 9,
    });
    expect(created.statusCode, created.body).toBe(200);
    const pack = created.json().Data;
    expect(pack).toMatchObject({
      PriceSatang: 20_000,
      CoinsSatang: 20_000,
      BonusSatang: 3_000,
      Active: true,
    });
    expect((await packs()).find((item) => item.Id === pack.Id)).toMatchObject({
      Name: '200 coins + 30 bonus',
      CoinsValue: 20_000,
      BonusCoinsValue: 3_000,
      ValidDays: 180,
    });

    const renamed = await send('PATCH', `/admin/v1/coin-packs/${pack.Id}`, {
      NameEn: 'Reading month pack',
    });
    expect(renamed.json().Data.NameEn).toBe('Reading month pack');

    const repriced = await send(
      'PATCH',
      `/admin/v1/coin-packs/${pack.Id}`,
      { PriceSatang: 15_000 },
      { language: 'en' },
    );
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().ErrorList).toEqual([
      "A pack's price, bonus and validity never change (orders awaiting payment are credited with them): switch this pack off and make a new one.",
    ]);
    // An empty change changes nothing (and writes no audit entry).
    const empty = await send('PATCH', `/admin/v1/coin-packs/${pack.Id}`, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().Data.NameEn).toBe('Reading month pack');
    // Sending the terms it already has is no change.
    const same = await send('PATCH', `/admin/v1/coin-packs/${pack.Id}`, {
      PriceSatang: 20_000,
      Active: false,
    });
    expect(same.statusCode).toBe(200);
    expect((await packs()).some((item) => item.Id === pack.Id)).toBe(false);

    const listed = await send('GET', '/admin/v1/coin-packs?PageSize=50', undefined, {
      staff: finance,
    });
    expect(
      listed.json().Data.Items.find((item: { Id: number }) => item.Id === pack.Id),
    ).toMatchObject({
      Active: false,
      NameEn: 'Reading month pack',
    });
    const audit = await executeRows<{ action: string }>(
      app.database.db,
      sql`select action from audit_log where entity_type = 'coinPack' and entity_id = ${String(pack.Id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual([
      'coinPack.create',
      'coinPack.update',
      'coinPack.update',
    ]);
    expect(
      (await send('PATCH', `/admin/v1/coin-packs/${pack.Id}`, { Active: true }, { staff: finance }))
        .statusCode,
    ).toBe(403);
  });
});
