import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { outbox } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
import { extractText, pdfText } from '../../../test/pdf-text.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

/**
 * Royalties in the back office over PostgreSQL (docs/royalties.md): the payee details and their
 * audit, issuing a month (twice at once: one statement), the statement's PDF in Thai and English
 * and its CSV (whose lines add up to the statement), payouts marked paid twice at once (once: one
 * audit entry, one e-mail, one certificate number), the 50 ทวิ certificate, the bank files, the
 * withholding rates, and who may do what.
 */
describe('royalties in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let finance: Record<string, string>;
  let financeTh: Record<string, string>;
  let editor: Record<string, string>;
  let support: Record<string, string>;
  let organisationId: number;
  let ownerEmail: string;
  let statementId: number;
  const lines: Array<{ id: number; net: number }> = [];

  const bookId = (reference: string) => {
    const id = ids[reference];
    if (id === undefined) throw new Error(`no book ${reference}`);
    return id;
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** RFC 4180 rows (quoted cells with commas and doubled quotes). */
  const parseCsv = (text: string): string[][] =>
    text
      .trimEnd()
      .split('\r\n')
      .map((line) =>
        [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
          .slice(0, -1)
          .map(([, cell]) =>
            cell!.startsWith('"') ? cell!.slice(1, -1).replaceAll('""', '"') : cell!,
          ),
      );

  const bookNameEn = async (reference: string) => {
    const [row] = await executeRows<{ name_en: string }>(
      app.database.db,
      sql`select name_en from books where id = ${bookId(reference)}`,
    );
    return row!.name_en;
  };

  /** Satang as the documents print baht: `1,234.56`. */
  const baht = (satang: number) =>
    `${Math.floor(satang / 100).toLocaleString('en-US')}.${String(satang % 100).padStart(2, '0')}`;

  const auditOf = (action: string) =>
    executeRows<{ entity_id: string; before: unknown; after: unknown; reason: string | null }>(
      app.database.db,
      sql`select entity_id, before, after, reason from audit_log where action = ${action} order by id`,
    );

  beforeAll(async () => {
    app = await buildTestApp({
      ORDER_INTERVAL_SECONDS: '0',
      JOBS_MODE: 'off',
      PAYOUT_KTB_COMPANY_ID: 'NANGSUE01',
      PAYOUT_KTB_ACCOUNT: '1111111111',
      PAYOUT_KTB_BRANCH: '0123',
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    finance = (await createStaffSession(app, 'finance', { language: 'en' })).headers;
    financeTh = (await createStaffSession(app, 'finance', { language: 'th' })).headers;
    editor = (await createStaffSession(app, 'catalog_editor', { language: 'en' })).headers;
    support = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;

    // An approved company whose catalog publisher is the test catalog's main one; its owner reads English.
    const owner = await createTestCustomer(app, { language: 'en', firstName: 'Dara' });
    ownerEmail = owner.email;
    const [organisation] = await executeRows<{ id: number }>(
      app.database.db,
      sql`with application as (
            insert into publisher_applications
              (customer_id, status, account_type, legal_name, publisher_name, tax_id, contact_name,
               email, phone, address, bank_code, bank_account_name, bank_account_number, locale,
               publisher_id)
            select ${owner.customerId}::int, 'approved'::publisher_application_status,
                   'company'::publisher_account_type, 'บริษัท น้ำใจไทย จำกัด',
                   'Try Read Press', '0105558000011', 'Dara', ${owner.email}, '0812345678',
                   'Application address', '004', 'Namjai', '123-4-56789-0', 'en', p.id
              from publishers p where p.name_en = 'Try Read Press'
            returning id, publisher_id
          )
          insert into publisher_organisations
            (application_id, name, legal_name, tax_id, owner_customer_id, catalog_publisher_id,
             payee_kind)
          select id, 'Try Read Press', 'บริษัท น้ำใจไทย จำกัด', '0105558000011',
                 ${owner.customerId}::int, publisher_id, 'company'::publisher_account_type
            from application
          returning id`,
    );
    organisationId = Number(organisation!.id);

    // January 2025: two orders of its books, one line refunded by staff within the month.
    const first = await buyBooks(app, await createTestCustomer(app), [bookId('mystery-02')]);
    const second = await buyBooks(app, await createTestCustomer(app), [
      bookId('mystery-03'),
      bookId('mystery-04'),
    ]);
    for (const [orderId, reference] of [
      [first, 'mystery-02'],
      [second, 'mystery-03'],
      [second, 'mystery-04'],
    ] as const) {
      const [row] = await executeRows<{ id: number; net_satang: number }>(
        app.database.db,
        sql`select id, net_satang from order_lines where order_id = ${orderId} and book_id = ${bookId(reference)}`,
      );
      lines.push({ id: Number(row!.id), net: row!.net_satang });
    }
    const refund = await app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${second}/refunds`,
      headers: (await createStaffSession(app, 'orders_support')).headers,
      payload: {
        ClientKey: randomUUID(),
        Reason: 'Bought by mistake',
        LineIds: [lines[2]!.id],
        Destination: 'coins',
      },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await app.database.db.execute(
      sql`update orders set paid_at = '2025-01-10T10:00:00+07:00' where id in (${first}, ${second})`,
    );
    await app.database.db.execute(
      sql`update refunds set created_at = '2025-01-20T10:00:00+07:00',
                             completed_at = '2025-01-20T10:00:00+07:00'
           where order_id = ${second}`,
    );
  });

  afterAll(async () => {
    await app.close();
  });

  const payee = {
    RoyaltyShareBp: 6500,
    PayeeKind: 'company',
    BankCode: '004',
    AccountNumber: '123-4-56789-0',
    AccountName: 'บริษัท น้ำใจไทย จำกัด',
    PayeeAddress: '12 ซอยปู่เจ้าสมิงพราย ถนนพระราม 3 กรุงเทพมหานคร 10120',
    Reason: 'Contract signed',
  };

  it('keeps the payee details to finance: readers see the account masked, others nothing', async () => {
    const read = await call('GET', `/admin/v1/royalties/organisations/${organisationId}`, editor);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().Data).toMatchObject({
      Name: 'Try Read Press',
      PayeeConfirmed: false,
      BankCode: '004',
      AccountNumber: '******7890',
      PayeeAddress: 'Application address',
      RoyaltyShareBp: 7000,
    });
    expect((await call('GET', '/admin/v1/royalties/organisations', support)).statusCode).toBe(403);
    const refused = await call(
      'PUT',
      `/admin/v1/royalties/organisations/${organisationId}`,
      editor,
      payee,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a bank outside the list and an account that is not 10-15 digits', async () => {
    const url = `/admin/v1/royalties/organisations/${organisationId}`;
    const badBank = await call('PUT', url, finance, { ...payee, BankCode: '999' });
    expect(badBank.statusCode).toBe(400);
    expect(badBank.json().ErrorList[0]).toMatch(/^BankCode/);
    const short = await call('PUT', url, finance, { ...payee, AccountNumber: '12-345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().ErrorList[0]).toMatch(/^AccountNumber/);
  });

  it('sets share, payee kind and payee details together, audited with the account masked', async () => {
    const response = await call(
      'PUT',
      `/admin/v1/royalties/organisations/${organisationId}`,
      finance,
      payee,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Data).toMatchObject({
      RoyaltyShareBp: 6500,
      BankCode: '004',
      AccountNumber: '1234567890',
      AccountName: 'บริษัท น้ำใจไทย จำกัด',
      PayeeConfirmed: true,
    });
    const [entry] = await auditOf('royaltyOrganisation.update');
    expect(entry).toMatchObject({
      entity_id: String(organisationId),
      reason: 'Contract signed',
      before: { royaltyShareBp: 7000, payee: null },
      after: { royaltyShareBp: 6500, payee: { bankCode: '004', accountNumber: '******7890' } },
    });
    const list = await call('GET', '/admin/v1/royalties/organisations?Q=Try', finance);
    expect(list.json().Data.Items).toEqual([
      expect.objectContaining({ Id: organisationId, AccountNumber: '1234567890' }),
    ]);
  });

  it('issues a month once, even asked twice at once, and only with finance.write', async () => {
    expect(
      (await call('POST', '/admin/v1/royalties/statements/issue', editor, { Month: '2025-01' }))
        .statusCode,
    ).toBe(403);
    const [a, b] = await Promise.all([
      call('POST', '/admin/v1/royalties/statements/issue', finance, {
        Month: '2025-01',
        OrganisationId: organisationId,
      }),
      call('POST', '/admin/v1/royalties/statements/issue', finance, { Month: '2025-01' }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    type Issued = { OrganisationId: number; StatementId: number; Created: boolean };
    const mine = (response: typeof a): Issued => {
      const statements = response.json().Data.Statements as Issued[];
      const found = statements.find((statement) => statement.OrganisationId === organisationId);
      if (!found) throw new Error(`no statement of ${organisationId}: ${response.body}`);
      return found;
    };
    expect(mine(a).StatementId).toBe(mine(b).StatementId);
    expect([mine(a).Created, mine(b).Created].sort()).toEqual([false, true]);
    statementId = mine(a).StatementId;
    expect(await auditOf('royaltyStatement.issue')).toHaveLength(1);

    const again = await call('POST', '/admin/v1/royalties/statements/issue', finance, {
      Month: '2025-01',
    });
    expect(mine(again)).toMatchObject({ StatementId: statementId, Created: false });

    const notOver = await call('POST', '/admin/v1/royalties/statements/issue', finance, {
      Month: '2999-01',
      OrganisationId: organisationId,
    });
    expect(notOver.statusCode).toBe(409);
    expect(notOver.json().ErrorList).toEqual([
      'The royalty statement of 2999-01 can be issued only once the month is over.',
    ]);
  });

  it('lists and shows the statement with its lines and pending payout', async () => {
    const list = await call(
      'GET',
      `/admin/v1/royalties/statements?Month=2025-01&OrganisationId=${organisationId}`,
      editor,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().Data.Items).toHaveLength(1);
    const share = (net: number) =>
      Math.floor((Math.abs(net) * 6500 + 5000) / 10_000) * Math.sign(net);
    const royalty = share(lines[0]!.net) + share(lines[1]!.net);
    const withholding = Math.floor((royalty * 300 + 5000) / 10_000);
    const detail = await call('GET', `/admin/v1/royalties/statements/${statementId}`, editor);
    expect(detail.json().Data).toMatchObject({
      Id: statementId,
      Number: `RS-2025-01-${String(statementId).padStart(6, '0')}`,
      OrganisationName: 'Try Read Press',
      RoyaltyShareBp: 6500,
      WithholdingRateBp: 300,
      RoyaltySatang: royalty,
      WithholdingSatang: withholding,
      PayableSatang: royalty - withholding,
      LineCount: 4,
      PayoutStatus: 'pending',
      Payout: { Status: 'pending', AmountSatang: royalty - withholding, CertificateNumber: null },
    });
    expect(detail.json().Data.WithholdingRateSource).toContain('ท.ป.4/2528');

    const firstPage = await call(
      'GET',
      `/admin/v1/royalties/statement-lines?StatementId=${statementId}&PageSize=3`,
      editor,
    );
    expect(firstPage.json().Data).toMatchObject({ HasNextPage: true });
    expect(firstPage.json().Data.Items[0]).toMatchObject({
      Kind: 'sale',
      BookName: await bookNameEn('mystery-02'),
      RoyaltySatang: share(lines[0]!.net),
    });
    expect((await call('GET', '/admin/v1/royalties/statements/999999', editor)).statusCode).toBe(
      404,
    );
  });

  it('answers the statement as CSV whose lines add up to the statement', async () => {
    const response = await call(
      'GET',
      `/admin/v1/royalties/statements/${statementId}/statement.csv`,
      editor,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`royalty-statement-RS-2025-01-`);
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(text.slice(1));
    const header = rows.findIndex((row) => row[0] === 'No.');
    expect(rows[header]).toEqual([
      'No.',
      'Date',
      'Kind',
      'Order no.',
      'Book ID',
      'Book',
      'Net before VAT (baht)',
      'Royalty (baht)',
    ]);
    const after = rows.slice(header + 1);
    const lineRows = after.slice(
      0,
      after.findIndex((row) => row.length !== 8),
    );
    expect(lineRows).toHaveLength(4);
    expect(lineRows.map((row) => row[2])).toEqual(['Sale', 'Sale', 'Sale', 'Refund']);
    const toSatang = (baht: string) => Math.round(Number(baht) * 100);
    const royaltySum = lineRows.reduce((sum, row) => sum + toSatang(row[7]!), 0);
    const detail = (
      await call('GET', `/admin/v1/royalties/statements/${statementId}`, editor)
    ).json().Data;
    expect(royaltySum).toBe(detail.RoyaltySatang);
    const figure = (label: string) => toSatang(rows.find((row) => row[0] === label)![1]!);
    expect(figure('Royalty')).toBe(detail.RoyaltySatang);
    expect(figure('Withholding tax 3%')).toBe(-detail.WithholdingSatang);
    expect(figure('Payable')).toBe(detail.PayableSatang);
    expect(figure('Net sales')).toBe(detail.SalesNetSatang);

    const thai = await call(
      'GET',
      `/admin/v1/royalties/statements/${statementId}/statement.csv?Locale=th`,
      editor,
    );
    expect(thai.body).toContain('ยอดที่ต้องจ่าย');
    expect(thai.body).toContain('บริษัท น้ำใจไทย จำกัด');
  });

  it('answers the statement as PDF in Thai and in English', async () => {
    const detail = (
      await call('GET', `/admin/v1/royalties/statements/${statementId}`, editor)
    ).json().Data;
    const thai = await call(
      'GET',
      `/admin/v1/royalties/statements/${statementId}/statement.pdf?Locale=th`,
      editor,
    );
    expect(thai.statusCode).toBe(200);
    expect(thai.headers['content-type']).toBe('application/pdf');
    const thaiText = pdfText(thai.rawPayload);
    for (const expected of [
      'ใบแจ้งยอดค่าลิขสิทธิ์',
      'มกราคม 2568',
      'บริษัท น้ำใจไทย จำกัด',
      '12 ซอยปู่เจ้าสมิงพราย ถนนพระราม 3 กรุงเทพมหานคร 10120',
      'ยอดที่ต้องจ่าย',
      baht(detail.PayableSatang),
      'ยังไม่ได้จ่าย',
    ]) {
      expect(thaiText).toContain(expected);
    }
    const english = await call(
      'GET',
      `/admin/v1/royalties/statements/${statementId}/statement.pdf`,
      editor,
    );
    const englishText = pdfText(english.rawPayload);
    expect(englishText).toContain('Royalty statement');
    expect(englishText).toContain('January 2025');
    expect(englishText).toContain(await bookNameEn('mystery-02'));
  });

  it('gives no certificate before the statement is paid', async () => {
    const response = await call(
      'GET',
      `/admin/v1/royalties/statements/${statementId}/certificate.pdf`,
      editor,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().ErrorList).toEqual([
      'The withholding tax certificate can be issued only once the statement is paid.',
    ]);
  });

  it("makes the month's bank files: the generic CSV and Krungthai's fixed width", async () => {
    const detail = (
      await call('GET', `/admin/v1/royalties/statements/${statementId}`, editor)
    ).json().Data;
    expect(
      (await call('GET', '/admin/v1/royalties/payouts/bank-file?Month=2025-01', editor)).statusCode,
    ).toBe(403);
    const csv = await call('GET', '/admin/v1/royalties/payouts/bank-file?Month=2025-01', finance);
    expect(csv.statusCode, csv.body).toBe(200);
    const amount = `${Math.floor(detail.PayableSatang / 100)}.${String(detail.PayableSatang % 100).padStart(2, '0')}`;
    expect(csv.body).toContain(
      `004,KBANK,1234567890,บริษัท น้ำใจไทย จำกัด,${amount},${detail.Number},Try Read Press`,
    );

    const ktb = await call(
      'GET',
      `/admin/v1/royalties/payouts/bank-file?Month=2025-01&Format=ktb&TransferDate=2025-02-05&PayoutIds=${detail.Payout.Id}`,
      finance,
    );
    expect(ktb.statusCode, ktb.body).toBe(200);
    const records = new TextDecoder('windows-874').decode(ktb.rawPayload).split('\r\n');
    expect(records.slice(0, -1).map((record) => [...record].length)).toEqual([498, 498]);
    expect(records[0]!.slice(12, 19)).toBe('0000001');
    expect(records[0]!.slice(19, 38)).toBe(String(detail.PayableSatang).padStart(19, '0'));
    expect(records[1]!.slice(16, 27)).toBe('01234567890');
    expect(records[1]!.slice(57, 74)).toBe(String(detail.PayableSatang).padStart(17, '0'));

    const unknown = await call(
      'GET',
      '/admin/v1/royalties/payouts/bank-file?Month=2025-01&PayoutIds=999999',
      finance,
    );
    expect(unknown.statusCode).toBe(409);
  });

  it('marks a statement paid once when asked twice at once: one audit entry, one e-mail, one certificate', async () => {
    const url = `/admin/v1/royalties/statements/${statementId}/paid`;
    const early = await call('POST', url, finance, { BankReference: 'X', PaidOn: '2025-01-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json().ErrorList).toEqual([
      'The day paid must be after the end of 2025-01 and not later than today.',
    ]);
    expect((await call('POST', url, editor, { BankReference: 'X' })).statusCode).toBe(403);

    const [a, b] = await Promise.all([
      call('POST', url, finance, { BankReference: 'KTB-778899', PaidOn: '2025-02-05' }),
      call('POST', url, financeTh, { BankReference: 'KTB-000000', PaidOn: '2025-02-05' }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().Data).toEqual(a.json().Data);
    const payout = a.json().Data;
    expect(payout).toMatchObject({
      Status: 'paid',
      BankCode: '004',
      AccountNumber: '1234567890',
      CertificateNumber: expect.stringMatching(/^2568\/000001$/),
    });
    expect(['KTB-778899', 'KTB-000000']).toContain(payout.BankReference);
    expect(await auditOf('royaltyPayout.paid')).toHaveLength(1);

    const mails = (await outbox(app)).filter(
      (mail) => mail.template === 'royalty-paid' && mail.to === ownerEmail,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Royalties of January 2025 paid to Try Read Press');
    expect(mails[0]!.text).toContain(`THB ${baht(payout.AmountSatang)}`);
    expect(mails[0]!.text).toContain('5 February 2025');

    // Paid: nothing left for a bank file; the list shows it paid.
    const empty = await call('GET', '/admin/v1/royalties/payouts/bank-file?Month=2025-01', finance);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().ErrorList).toEqual(['No payouts of 2025-01 are waiting to be paid.']);
    const paidList = await call('GET', '/admin/v1/royalties/payouts?Status=paid', editor);
    expect(paidList.json().Data.Items).toEqual([
      expect.objectContaining({ StatementId: statementId, AccountNumber: '******7890' }),
    ]);
  });

  it('answers the 50 ทวิ certificate of the paid statement in Thai, ภ.ง.ด.53 for a company', async () => {
    const detail = (
      await call('GET', `/admin/v1/royalties/statements/${statementId}`, editor)
    ).json().Data;
    const response = await call(
      'GET',
      `/admin/v1/royalties/statements/${statementId}/certificate.pdf`,
      editor,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'withholding-certificate-2568-000001.pdf',
    );
    const { lines: text } = extractText(response.rawPayload);
    expect(text).toContain('หนังสือรับรองการหักภาษี ณ ที่จ่าย');
    expect(text).toContain('ชื่อ บริษัท น้ำใจไทย จำกัด');
    expect(text).toContain('เลขประจำตัวผู้เสียภาษีอากร (13 หลัก) 0 1055 58000 01 1');
    expect(text).toContain('เลขที่ 000001');
    const row = text.indexOf('3. ค่าแห่งลิขสิทธิ์ ฯลฯ ตามมาตรา 40 (3)');
    expect(text.slice(row + 1, row + 4)).toEqual([
      '5 กุมภาพันธ์ 2568',
      baht(detail.RoyaltySatang),
      baht(detail.WithholdingSatang),
    ]);
    expect(text[text.indexOf('(7) ภ.ง.ด.53') - 1]).toBe('X');

    const thaiPdf = pdfText(
      (
        await call(
          'GET',
          `/admin/v1/royalties/statements/${statementId}/statement.pdf?Locale=th`,
          editor,
        )
      ).rawPayload,
    );
    expect(thaiPdf).toMatch(/จ่ายแล้วเมื่อ 5 กุมภาพันธ์ 2568 · เลขอ้างอิงการโอน KTB-/);
  });

  it('adds withholding rates with their day and source, never reaching back into an issued month', async () => {
    const list = await call('GET', '/admin/v1/royalties/withholding-rates', editor);
    expect(list.json().Data.Items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ PayeeKind: 'company', RateBp: 300, StatementCount: 1 }),
        expect.objectContaining({ PayeeKind: 'individual', RateBp: 500 }),
      ]),
    );
    const rate = {
      PayeeKind: 'company',
      RateBp: 200,
      EffectiveFrom: '2025-01-15',
      Source: 'A reduced rate for a test, Revenue Department order',
    };
    const url = '/admin/v1/royalties/withholding-rates';
    expect((await call('POST', url, editor, rate)).statusCode).toBe(403);
    const backdated = await call('POST', url, finance, rate);
    expect(backdated.statusCode).toBe(409);
    expect(backdated.json().ErrorList).toEqual([
      'Statements are issued up to 2025-01: a new rate must apply from after that month.',
    ]);
    const added = await call('POST', url, finance, { ...rate, EffectiveFrom: '2025-02-01' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().Data).toMatchObject({
      PayeeKind: 'company',
      RateBp: 200,
      EffectiveFrom: '2025-02-01',
      StatementCount: 0,
    });
    const twice = await call('POST', url, financeTh, { ...rate, EffectiveFrom: '2025-02-01' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().ErrorList).toEqual([
      'มีอัตราภาษีหัก ณ ที่จ่ายที่เริ่มใช้วันที่ 2025-02-01 สำหรับผู้รับเงินประเภทนี้แล้ว',
    ]);
    expect(await auditOf('withholdingRate.create')).toHaveLength(1);
  });
});
