import { PERMISSIONS, STAFF_ROLES } from '@nangsue/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Session = Awaited<ReturnType<typeof createStaffSession>>;

describe('staff and roles in the back office (staff.manage)', () => {
  let app: TestApp;
  let owner: Session;
  beforeAll(async () => {
    app = await buildTestApp();
    owner = await createStaffSession(app, 'owner', { language: 'en' });
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (
    session: Session,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    body?: object,
    language?: 'th' | 'en',
  ) =>
    app.inject({
      method,
      url,
      headers: { ...session.headers, ...(language ? { Language: language } : {}) },
      ...(body ? { payload: body } : {}),
    });

  let serial = 0;
  const invite = async (role = 'catalog_editor', name = 'Malee') => {
    serial += 1;
    const email = `Managed-${serial}-${process.pid}@Staff.Test`;
    const response = await call(owner, 'POST', '/admin/v1/staff', {
      Email: email,
      DisplayName: name,
      Role: role,
      Language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Data as { Id: number; Email: string; SetupUrl: string };
  };

  it('invites a member: stored in lower case, invited until set up, the e-mail taken once', async () => {
    const member = await invite('finance', 'Malee Ch.');
    expect(member).toMatchObject({
      Email: `managed-${serial}-${process.pid}@staff.test`,
      Role: 'finance',
      Language: 'en',
      Status: 'invited',
      LastLoginAt: null,
      DisabledAt: null,
      SetupExpiresAt: expect.any(String),
    });
    const hours =
      (Date.parse((member as unknown as { SetupExpiresAt: string }).SetupExpiresAt) - Date.now()) /
      3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const again = (language: 'th' | 'en') =>
      call(
        owner,
        'POST',
        '/admin/v1/staff',
        { Email: ` ${member.Email.toUpperCase()} `, DisplayName: 'Again', Role: 'owner' },
        language,
      );
    const en = await again('en');
    expect(en.statusCode).toBe(409);
    expect(en.json().ErrorList).toEqual([
      `A staff member with the e-mail address ${member.Email} already exists.`,
    ]);
    expect((await again('th')).json().ErrorList).toEqual([`มีเจ้าหน้าที่ที่ใช้อีเมล ${member.Email} อยู่แล้ว`]);

    const badRole = await call(owner, 'POST', '/admin/v1/staff', {
      Email: 'x@staff.test',
      DisplayName: 'X',
      Role: 'admin',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().ErrorList[0]).toContain('Role');
  });

  it('lists, filters, sorts and pages staff; one member by id', async () => {
    const first = await invite('content_moderation', 'Aaron');
    const second = await invite('content_moderation', 'Zelda');
    const list = (query: string) => call(owner, 'GET', `/admin/v1/staff?${query}`);

    const byName = (await list('Role=content_moderation&Sort=DisplayName&Order=ASC')).json().Data;
    expect(byName.Items.map((item: { Id: number }) => item.Id)).toEqual([first.Id, second.Id]);
    const page = (await list('Role=content_moderation&PageSize=1')).json().Data;
    expect(page).toMatchObject({ PageSize: 1, HasNextPage: true });
    expect(page.Items.map((item: { Id: number }) => item.Id)).toEqual([second.Id]);
    expect((await list('Q=zeld')).json().Data.Items.map((item: { Id: number }) => item.Id)).toEqual(
      [second.Id],
    );
    expect((await list('Status=active&Role=content_moderation')).json().Data.Items).toEqual([]);

    const badSort = await list('Sort=Password');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().ErrorList).toEqual([
      'Sort by one of: Id, CreatedAt, Email, DisplayName, Role, LastLoginAt.',
    ]);

    expect((await call(owner, 'GET', `/admin/v1/staff/${first.Id}`)).json().Data).toMatchObject({
      Id: first.Id,
      DisplayName: 'Aaron',
    });
    for (const id of ['abc', '99999999', '0']) {
      const missing = await call(owner, 'GET', `/admin/v1/staff/${id}`);
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json().ErrorList).toEqual(['This staff member was not found.']);
    }
  });

  it('keeps an owner: nobody disables or demotes the last enabled owner, or themselves', async () => {
    // A role given staff.manage: its member may manage staff, but not leave the store ownerless.
    const give = await call(owner, 'PUT', '/admin/v1/roles/orders_support', {
      Permissions: ['orders.read', 'staff.manage'],
    });
    expect(give.statusCode, give.body).toBe(200);
    const manager = await createStaffSession(app, 'orders_support', { language: 'en' });
    const owners = (await call(manager, 'GET', '/admin/v1/staff?Role=owner')).json().Data.Items as {
      Id: number;
    }[];
    expect(owners.map((item) => item.Id)).toEqual([owner.staffId]);

    const lastOwner = [
      'The store must keep at least one active owner. Add or enable another owner first.',
    ];
    const disable = await call(manager, 'POST', `/admin/v1/staff/${owner.staffId}/disable`);
    expect(disable.statusCode).toBe(409);
    expect(disable.json().ErrorList).toEqual(lastOwner);
    const demote = await call(manager, 'PATCH', `/admin/v1/staff/${owner.staffId}`, {
      Role: 'finance',
    });
    expect(demote.json().ErrorList).toEqual(lastOwner);
    // The manager's own role: changing it, or dropping staff.manage from it, is refused.
    const ownRole = await call(manager, 'PATCH', `/admin/v1/staff/${manager.staffId}`, {
      Role: 'owner',
    });
    expect(ownRole.statusCode).toBe(409);
    expect(ownRole.json().ErrorList).toEqual([
      'You cannot change your own role. Ask another owner to do it.',
    ]);
    const drop = await call(manager, 'PUT', '/admin/v1/roles/orders_support', {
      Permissions: ['orders.read'],
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().ErrorList).toEqual([
      'You cannot remove the staff management permission from your own role.',
    ]);

    // With a second owner, the first may be demoted and disabled (not by themselves).
    const second = await invite('owner', 'Second owner');
    expect(
      (await call(owner, 'POST', `/admin/v1/staff/${owner.staffId}/setup-link`)).json().ErrorList,
    ).toEqual(['You cannot reset your own account. Ask another owner to do it.']);
    const disabled = await call(manager, 'POST', `/admin/v1/staff/${second.Id}/disable`);
    expect(disabled.json().Data).toMatchObject({ Status: 'disabled' });
    // Disabled members get no new link until enabled.
    expect((await call(owner, 'POST', `/admin/v1/staff/${second.Id}/setup-link`)).statusCode).toBe(
      409,
    );
    expect(
      (await call(manager, 'POST', `/admin/v1/staff/${second.Id}/enable`)).json().Data,
    ).toMatchObject({
      Status: 'invited',
      DisabledAt: null,
    });
    const reset = await call(owner, 'POST', `/admin/v1/staff/${second.Id}/setup-link`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().Data.SetupUrl).not.toBe(second.SetupUrl);
    const oldLink = second.SetupUrl.split('/').pop()!;
    expect(
      (await app.inject({ method: 'GET', url: `/admin/v1/auth/setup/${oldLink}` })).statusCode,
    ).toBe(404);

    // Put the role back as the store seeds it.
    await call(owner, 'PUT', '/admin/v1/roles/orders_support', {
      Permissions: [
        'orders.read',
        'orders.manage',
        'orders.refund',
        'customers.read',
        'customers.write',
        'catalog.read',
      ],
    });
  });

  it("lists the roles and changes one's permissions, applied at the member's next call", async () => {
    const roles = (await call(owner, 'GET', '/admin/v1/roles')).json().Data;
    expect(roles.Items.map((role: { Id: string }) => role.Id)).toEqual([...STAFF_ROLES]);
    expect(roles.Items[0]).toMatchObject({
      Id: 'owner',
      NameEn: 'Owner',
      Permissions: [...PERMISSIONS],
    });
    expect(roles).toMatchObject({ Page: 1, HasNextPage: false });

    const editor = await createStaffSession(app, 'catalog_editor');
    const me = async () =>
      (
        await app.inject({ method: 'GET', url: '/admin/v1/auth/me', headers: editor.headers })
      ).json().Data.Permissions as string[];
    expect(await me()).toEqual(['catalog.read', 'catalog.write', 'reports.read']);
    const changed = await call(owner, 'PUT', '/admin/v1/roles/catalog_editor', {
      Permissions: [
        'reports.read',
        'catalog.write',
        'catalog.read',
        'catalog.read',
        'content.read',
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().Data).toMatchObject({
      Id: 'catalog_editor',
      Permissions: ['catalog.read', 'catalog.write', 'content.read', 'reports.read'],
    });
    expect(await me()).toEqual(['catalog.read', 'catalog.write', 'content.read', 'reports.read']);
    expect(
      (await call(owner, 'GET', '/admin/v1/roles/catalog_editor')).json().Data.Permissions,
    ).toContain('content.read');

    const owners = await call(
      owner,
      'PUT',
      '/admin/v1/roles/owner',
      { Permissions: ['staff.manage'] },
      'th',
    );
    expect(owners.statusCode).toBe(409);
    expect(owners.json().ErrorList).toEqual(['บทบาทเจ้าของร้านมีสิทธิ์ทุกอย่างเสมอ']);
    expect(
      (await call(owner, 'PUT', '/admin/v1/roles/nobody', { Permissions: [] })).statusCode,
    ).toBe(404);
    expect((await call(owner, 'GET', '/admin/v1/roles/nobody')).statusCode).toBe(404);
    const unknown = await call(owner, 'PUT', '/admin/v1/roles/finance', {
      Permissions: ['everything'],
    });
    expect(unknown.statusCode).toBe(400);
  });
});
