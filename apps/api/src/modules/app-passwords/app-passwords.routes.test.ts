import { MAX_APP_PASSWORDS } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { hashAppPassword, newAppPassword } from './app-passwords.service.js';

describe('app passwords of reading apps (GET/POST /v2/customer/app-passwords, …/revoke)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp({ STOREFRONT_URL: 'https://shop.example/' });
  });

  afterAll(async () => {
    await app.close();
  });

  const list = (customer: TestCustomer | null, language: 'th' | 'en' = 'en') =>
    app.inject({
      method: 'GET',
      url: '/v2/customer/app-passwords',
      headers: customer ? asCustomer(customer, language) : {},
    });
  const create = (customer: TestCustomer | null, name: string, language: 'th' | 'en' = 'en') =>
    app.inject({
      method: 'POST',
      url: '/v2/customer/app-passwords',
      headers: customer ? asCustomer(customer, language) : {},
      payload: { Data: { Name: name } },
    });
  const revoke = (customer: TestCustomer, id: number, language: 'th' | 'en' = 'en') =>
    app.inject({
      method: 'POST',
      url: '/v2/customer/app-passwords/revoke',
      headers: asCustomer(customer, language),
      payload: { Data: { Id: id } },
    });

  it('makes 120-bit passwords in six groups of four, hashed ignoring case, dashes and spaces', () => {
    const passwords = new Set(Array.from({ length: 1000 }, newAppPassword));
    expect(passwords.size).toBe(1000);
    for (const password of passwords)
      expect(password).toMatch(/^([a-km-np-z2-9]{4}-){5}[a-km-np-z2-9]{4}$/);
    const one = [...passwords][0]!;
    expect(hashAppPassword(one)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAppPassword(one.toUpperCase().replaceAll('-', ' '))).toBe(hashAppPassword(one));
  });

  it('shows a new password once, keeps only its SHA-256 and hint, lists newest first', async () => {
    const reader = await createTestCustomer(app, { email: 'Reader.Apps@Example.com' });
    const first = await create(reader, ' KOReader on my tablet ');
    expect(first.statusCode).toBe(200);
    const created = first.json().Data;
    expect(created).toMatchObject({ Name: 'KOReader on my tablet', LastUsedAt: null });
    expect(created.Hint).toBe(created.Password.slice(0, 4));
    const second = (await create(reader, 'Thorium')).json().Data;

    const [row] = await executeRows<{ secret_hash: string; hint: string }>(
      app.database.db,
      sql`select secret_hash, hint from app_passwords where id = ${created.Id}`,
    );
    expect(row).toEqual({ secret_hash: hashAppPassword(created.Password), hint: created.Hint });
    const stored = JSON.stringify(
      await executeRows(
        app.database.db,
        sql`select * from app_passwords where customer_id = ${reader.customerId}`,
      ),
    );
    expect(stored).not.toContain(created.Password);

    const listed = await list(reader);
    expect(listed.statusCode).toBe(200);
    const data = listed.json().Data;
    expect(data.OpdsUrl).toBe('https://shop.example/opds');
    expect(data.UserName).toBe('Reader.Apps@Example.com');
    expect(data.AppPasswords.map((item: { Id: number }) => item.Id)).toEqual([
      second.Id,
      created.Id,
    ]);
    expect(JSON.stringify(data)).not.toContain(created.Password);
    expect(data.AppPasswords[1]).toEqual({
      Id: created.Id,
      Name: 'KOReader on my tablet',
      Hint: created.Hint,
      CreatedAt: created.CreatedAt,
      LastUsedAt: null,
    });
  });

  it('refuses guests with 401 and bad names with 400', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await create(null, 'x')).statusCode).toBe(401);
    const reader = await createTestCustomer(app);
    expect((await create(reader, '   ')).statusCode).toBe(400);
    expect((await create(reader, 'x'.repeat(61))).statusCode).toBe(400);
  });

  it(`allows at most ${MAX_APP_PASSWORDS} live passwords, also under 40 parallel creations`, async () => {
    const reader = await createTestCustomer(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => create(reader, `Device ${index}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_APP_PASSWORDS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40 - MAX_APP_PASSWORDS);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().ErrorList).toEqual([
      `You can have at most ${MAX_APP_PASSWORDS} app passwords. Revoke one you no longer use first.`,
    ]);
    expect((await list(reader)).json().Data.AppPasswords).toHaveLength(MAX_APP_PASSWORDS);

    // A revoked one makes room for one more.
    const some = answers.find((answer) => answer.statusCode === 200)!.json().Data;
    expect((await revoke(reader, some.Id)).statusCode).toBe(200);
    expect((await create(reader, 'One more')).statusCode).toBe(200);
    expect((await create(reader, 'Too many', 'th')).json().ErrorList).toEqual([
      `สร้างรหัสผ่านสำหรับแอปได้สูงสุด ${MAX_APP_PASSWORDS} รหัส กรุณายกเลิกรหัสที่ไม่ใช้แล้วก่อน`,
    ]);
  });

  it('revokes the customer’s own only: another customer’s id is 404 and stays live', async () => {
    const owner = await createTestCustomer(app);
    const other = await createTestCustomer(app);
    const password = (await create(owner, 'Phone')).json().Data;

    const stranger = await revoke(other, password.Id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().ErrorList).toEqual(['This app password was not found.']);
    expect((await list(owner)).json().Data.AppPasswords).toHaveLength(1);

    const revoked = await revoke(owner, password.Id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().Data).toEqual({ Id: password.Id });
    expect((await list(owner)).json().Data.AppPasswords).toEqual([]);
    expect((await revoke(owner, password.Id)).statusCode).toBe(404);
    const [row] = await executeRows<{ revoked: boolean }>(
      app.database.db,
      sql`select revoked_at is not null as revoked from app_passwords where id = ${password.Id}`,
    );
    expect(row?.revoked).toBe(true);
  });

  it('ends every app password when all sessions are revoked or the account is erased', async () => {
    const reader = await createTestCustomer(app);
    await create(reader, 'Tablet');
    await create(reader, 'Phone');
    await app.services.sessions.revokeAllSessions({ customerId: reader.customerId });
    const [left] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from app_passwords where customer_id = ${reader.customerId} and revoked_at is null`,
    );
    expect(left?.n).toBe(0);

    const leaving = await createTestCustomer(app);
    await create(leaving, 'Tablet');
    await app.services.sessions.eraseSessions(leaving.customerId);
    const [kept] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from app_passwords where customer_id = ${leaving.customerId} and revoked_at is null`,
    );
    expect(kept?.n).toBe(0);
  });
});
