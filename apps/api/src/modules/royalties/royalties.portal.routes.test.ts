import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
import { extractText, pdfText } from '../../../test/pdf-text.js';
import {
  approvedPublisher,
  createPasswordCustomer,
  portalSignIn,
  type ApprovedPublisher,
  type PortalSession,
} from '../../../test/portal-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/**
 * The publisher portal's "Money" over PostgreSQL (docs/royalties.md, ADR 0019): an organisation's
 * members with `money.read` read their own statements, lines and documents (the 50 ทวิ once paid);
 * another organisation's statement is 404 on every call; an editor (no `money.read`) is 403.
 */
describe('royalty statements in the publisher portal', () => {
  let app: TestApp;
  let a: ApprovedPublisher;
  let b: ApprovedPublisher;
  let ownerA: PortalSession;
  let financeA: PortalSession;
  let editorA: PortalSession;
  let ownerB: PortalSession;
  let staff: Awaited<ReturnType<typeof createStaffSession>>;
  let statementId: number;

  const get = (session: PortalSession, url: string) =>
    app.inject({ method: 'GET', url, headers: { ...session.headers, Language: 'th' } });

  const memberOf = async (organisation: ApprovedPublisher, role: 'editor' | 'finance') => {
    const customer = await createPasswordCustomer(app);
    await executeRows(
      app.database.db,
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${organisation.organisationId}, ${customer.customerId}, ${role}::publisher_member_role)`,
    );
    return portalSignIn(app, customer);
  };

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const ids = await seedTestCatalogIds(app);
    staff = await createStaffSession(app, 'owner', { language: 'en' });
    a = await approvedPublisher(app, staff, { name: 'สำนักพิมพ์น้ำใจ' });
    b = await approvedPublisher(app, staff, { name: 'สำนักพิมพ์อื่น' });
    ownerA = await portalSignIn(app, a.owner);
    ownerB = await portalSignIn(app, b.owner);
    financeA = await memberOf(a, 'finance');
    editorA = await memberOf(a, 'editor');

    // A's book sold twice in January 2025; the statement issued by staff.
    const book = ids['hp-1']!;
    await app.database.db.execute(
      sql`update books set publisher_id = ${a.catalogPublisherId}, name_th = 'น้ำค้างกลางใจ'
           where id = ${book}`,
    );
    const orders = [
      await buyBooks(app, await createTestCustomer(app), [book]),
      await buyBooks(app, await createTestCustomer(app), [book]),
    ];
    await app.database.db.execute(
      sql`update orders set paid_at = '2025-01-15T10:00:00+07:00' where id in (${orders[0]!}, ${orders[1]!})`,
    );
    const issued = await app.inject({
      method: 'POST',
      url: '/admin/v1/royalties/statements/issue',
      headers: staff.headers,
      payload: { Month: '2025-01' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    statementId = issued.json().Data.Statements[0].StatementId;
  });

  afterAll(async () => {
    await app.close();
  });

  it("lists and shows the organisation's own statement, with its lines, no staff names", async () => {
    const list = await get(ownerA, '/portal/v1/money/statements');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Data.Items).toEqual([
      expect.objectContaining({ Id: statementId, Month: '2025-01', IssuedBy: null }),
    ]);
    const detail = await get(financeA, `/portal/v1/money/statements/${statementId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().Data;
    expect(data.Lines).toHaveLength(2);
    expect(data.Lines[0]).toMatchObject({ Kind: 'sale', BookName: 'น้ำค้างกลางใจ' });
    expect(data.RoyaltySatang).toBe(
      data.Lines.reduce(
        (sum: number, line: { RoyaltySatang: number }) => sum + line.RoyaltySatang,
        0,
      ),
    );
    expect(data.Payout).toMatchObject({ Status: 'pending', PaidBy: null });
    expect(data.IssuedBy).toBeNull();
  });

  it('answers its documents: PDF in Thai, CSV, and the certificate once paid', async () => {
    const pdf = await get(
      ownerA,
      `/portal/v1/money/statements/${statementId}/statement.pdf?Locale=th`,
    );
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('ใบแจ้งยอดค่าลิขสิทธิ์');
    expect(text).toContain('น้ำค้างกลางใจ');
    const csv = await get(ownerA, `/portal/v1/money/statements/${statementId}/statement.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);

    const early = await get(ownerA, `/portal/v1/money/statements/${statementId}/certificate.pdf`);
    expect(early.statusCode).toBe(409);

    const payee = await app.inject({
      method: 'PUT',
      url: `/admin/v1/royalties/organisations/${a.organisationId}`,
      headers: staff.headers,
      payload: {
        RoyaltyShareBp: 7000,
        PayeeKind: 'company',
        BankCode: '014',
        AccountNumber: '1112223334',
        AccountName: 'สำนักพิมพ์น้ำใจ',
        PayeeAddress: '1 ถนนสีลม กรุงเทพมหานคร 10500',
      },
    });
    expect(payee.statusCode, payee.body).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: `/admin/v1/royalties/statements/${statementId}/paid`,
      headers: staff.headers,
      payload: { BankReference: 'SCB-1', PaidOn: '2025-02-10' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const certificate = await get(
      financeA,
      `/portal/v1/money/statements/${statementId}/certificate.pdf`,
    );
    expect(certificate.statusCode).toBe(200);
    const lines = extractText(certificate.rawPayload).lines;
    expect(lines).toContain('ที่อยู่ 1 ถนนสีลม กรุงเทพมหานคร 10500');
    expect(lines).toContain('10 กุมภาพันธ์ 2568');
    const detail = (await get(ownerA, `/portal/v1/money/statements/${statementId}`)).json().Data;
    expect(detail.Payout).toMatchObject({
      Status: 'paid',
      AccountNumber: '******3334',
      PaidBy: null,
    });
  });

  it("answers 404 to another organisation on every call naming A's statement, and lists nothing of A's", async () => {
    for (const path of ['', '/statement.pdf', '/statement.csv', '/certificate.pdf']) {
      const response = await get(ownerB, `/portal/v1/money/statements/${statementId}${path}`);
      expect(response.statusCode, path).toBe(404);
    }
    const list = await get(ownerB, '/portal/v1/money/statements');
    expect(list.json().Data.Items).toEqual([]);
  });

  it('refuses a member whose role does not hold money.read', async () => {
    const response = await get(editorA, '/portal/v1/money/statements');
    expect(response.statusCode).toBe(403);
  });
});
