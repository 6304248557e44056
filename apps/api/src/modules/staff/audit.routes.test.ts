import { HEADERS } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';
import { COMMAND_ACTOR } from './index.js';

type AuditRow = {
  id: number;
  staff_id: number | null;
  staff_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  request_id: string | null;
};

describe('the audit log (issue 24)', () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createStaffSession>>;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createStaffSession(app, 'owner', { language: 'en' });
  });
  afterAll(async () => {
    await app.close();
  });

  const entriesFor = (entityId: number | string) =>
    executeRows<AuditRow>(
      app.database.db,
      sql`select * from audit_log where entity_id = ${String(entityId)} order by id`,
    );

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...owner.headers, ...headers },
      ...(body ? { payload: body } : {}),
    });

  const invite = async (email: string, role = 'catalog_editor') => {
    const response = await call('POST', '/admin/v1/staff', {
      Email: email,
      DisplayName: 'Somchai',
      Role: role,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Data as { Id: number; SetupUrl: string };
  };

  it('records who changed what, before and after, from where and in which request', async () => {
    const member = await invite(`audited-${process.pid}@staff.test`);
    const requestId = `audit-test-${process.pid}-1`;
    const response = await call(
      'PATCH',
      `/admin/v1/staff/${member.Id}`,
      { DisplayName: 'Somchai J.', Role: 'marketing' },
      { 'X-Forwarded-For': '198.51.100.44', [HEADERS.requestId]: requestId },
    );
    expect(response.statusCode, response.body).toBe(200);

    const [created, updated] = await entriesFor(member.Id);
    expect(created).toMatchObject({ action: 'staff.create', staff_id: owner.staffId });
    expect(updated).toMatchObject({
      staff_id: owner.staffId,
      staff_email: owner.email,
      action: 'staff.update',
      entity_type: 'staff',
      entity_id: String(member.Id),
      before: { DisplayName: 'Somchai', Role: 'catalog_editor', Status: 'invited' },
      after: { DisplayName: 'Somchai J.', Role: 'marketing', Status: 'invited' },
      ip: '198.51.100.44',
      request_id: requestId,
    });

    // A new set-up link: the audit log never holds the link, a hash, a password or a secret.
    const reset = await call('POST', `/admin/v1/staff/${member.Id}/setup-link`);
    const token = (reset.json().Data.SetupUrl as string).split('/').pop()!;
    const text = JSON.stringify(await entriesFor(member.Id));
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/argon2|password_hash|totp|v1:/i);
    expect(text).toContain('staff.resetLink');
  });

  it('lists and filters the log for audit.read, newest first, a page at a time', async () => {
    const member = await invite(`listed-${process.pid}@staff.test`);
    for (const name of ['One', 'Two', 'Three'])
      await call('PATCH', `/admin/v1/staff/${member.Id}`, { DisplayName: name });
    const list = (query: string) => call('GET', `/admin/v1/audit?${query}`);

    const page = await list(`EntityType=staff&EntityId=${member.Id}&PageSize=2`);
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().Data;
    expect(data).toMatchObject({ Page: 1, PageSize: 2, HasNextPage: true });
    expect(
      data.Items.map((item: { After: { DisplayName: string } }) => item.After.DisplayName),
    ).toEqual(['Three', 'Two']);
    expect(data.Items[0]).toMatchObject({
      StaffId: owner.staffId,
      StaffEmail: owner.email,
      Action: 'staff.update',
      EntityType: 'staff',
      EntityId: String(member.Id),
      Before: { DisplayName: 'Two' },
    });
    const last = (await list(`EntityType=staff&EntityId=${member.Id}&PageSize=2&Page=2`)).json()
      .Data;
    expect(last).toMatchObject({ HasNextPage: false });
    expect(last.Items.map((item: { Action: string }) => item.Action)).toEqual([
      'staff.update',
      'staff.create',
    ]);
    expect(
      (await list(`Action=staff.create&EntityId=${member.Id}`)).json().Data.Items,
    ).toHaveLength(1);
    expect(
      (await list(`StaffId=${owner.staffId}&EntityId=${member.Id}`)).json().Data.Items,
    ).toHaveLength(4);
    expect(
      (await list(`Q=${encodeURIComponent(owner.email)}&EntityId=${member.Id}`)).json().Data.Items,
    ).toHaveLength(4);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(`From=${encodeURIComponent(future)}`)).json().Data.Items).toEqual([]);
    expect(
      (await list(`To=${encodeURIComponent(future)}&EntityId=${member.Id}`)).json().Data.Items,
    ).toHaveLength(4);

    const bad = await list('From=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ErrorList[0]).toContain('From');
    // Only audit.read reads it.
    const editor = await createStaffSession(app, 'catalog_editor');
    expect(
      (await app.inject({ method: 'GET', url: '/admin/v1/audit', headers: editor.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit_log', async () => {
    for (const statement of [
      sql`update audit_log set action = 'changed'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ])
      await expect(app.database.db.execute(statement)).rejects.toThrow();
    const [row] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from audit_log where action = 'changed'`,
    );
    expect(row?.n).toBe(0);
  });

  it('writes an entry only when the change commits: a refused or rolled-back change leaves none', async () => {
    // Refused: an owner disabling themselves, the last owner, changing their own role.
    const before = await entriesFor(owner.staffId);
    const self = await call('POST', `/admin/v1/staff/${owner.staffId}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().ErrorList).toEqual(['You cannot disable your own account.']);
    expect(await entriesFor(owner.staffId)).toEqual(before);

    // Rolled back: the entry is written with the change's transaction and goes with it.
    const marker = `rolled-back-${process.pid}`;
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.services.audit.record(tx, COMMAND_ACTOR, {
          action: 'test.rollback',
          entityType: 'test',
          entityId: marker,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await entriesFor(marker)).toEqual([]);

    // Two disables at once: one change, one entry.
    const member = await invite(`raced-${process.pid}@staff.test`);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `/admin/v1/staff/${member.Id}/disable`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await entriesFor(member.Id)).map((entry) => entry.action)).toEqual([
      'staff.create',
      'staff.disable',
    ]);
  });
});
