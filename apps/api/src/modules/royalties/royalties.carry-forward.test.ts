import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
import { extractText, pdfText } from '../../../test/pdf-text.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { settle, shareOf } from './royalties.service.js';
import { formatSatang } from './royalty-pdf-canvas.js';

describe('carrying a negative balance forward: the arithmetic', () => {
  it('withholds on royalty + carried in when above zero, else pays nothing and carries the base', () => {
    expect(settle(10_000, 0, 300)).toEqual({
      withholdingSatang: 300,
      payableSatang: 9700,
      carriedOutSatang: 0,
    });
    // The sales first fill the balance brought in; the tax is on what is left.
    expect(settle(10_000, -4_000, 300)).toEqual({
      withholdingSatang: 180,
      payableSatang: 5820,
      carriedOutSatang: 0,
    });
    expect(settle(10_000, -10_000, 300)).toEqual({
      withholdingSatang: 0,
      payableSatang: 0,
      carriedOutSatang: 0,
    });
    expect(settle(3_000, -4_000, 300)).toEqual({
      withholdingSatang: 0,
      payableSatang: 0,
      carriedOutSatang: -1_000,
    });
    expect(settle(-2_500, -1_000, 500)).toEqual({
      withholdingSatang: 0,
      payableSatang: 0,
      carriedOutSatang: -3_500,
    });
    expect(settle(0, -700, 300).carriedOutSatang).toBe(-700);
  });
});

/**
 * Carry forward over PostgreSQL (docs/royalties.md, "Carried forward"): December pays; January's
 * refunds of December's sales outweigh its sales (nothing paid, the balance carried out); an
 * empty February passes it on; March's sales fill it first and the tax is withheld on what is
 * left (issued twice at once: one statement); the documents show the carried lines; an earlier
 * month is refused once a later one is issued.
 */
describe('royalty statements carrying a negative balance forward', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let finance: Record<string, string>;
  let financeTh: Record<string, string>;
  let support: Record<string, string>;
  let organisationId: number;

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

  const share = (net: number) => shareOf(net, 7000);

  const netOf = async (orderId: number, reference: string) => {
    const [row] = await executeRows<{ id: number; net_satang: number }>(
      app.database.db,
      sql`select id, net_satang from order_lines
           where order_id = ${orderId} and book_id = ${bookId(reference)}`,
    );
    return { id: Number(row!.id), net: row!.net_satang };
  };

  const paidAt = (orderId: number, at: string) =>
    app.database.db.execute(
      sql`update orders set paid_at = ${at}::timestamptz where id = ${orderId}`,
    );

  /** Sums of a statement's lines from the database, beside the statement's own figures. */
  const figuresOf = async (statementId: number) => {
    const [row] = await executeRows<Record<string, string | number>>(
      app.database.db,
      sql`select s.royalty_satang, s.carried_in_satang, s.withholding_satang, s.payable_satang,
                 s.carried_out_satang,
                 coalesce((select sum(l.royalty_satang) from royalty_statement_lines l
                            where l.statement_id = s.id), 0) as lines_satang,
                 (select count(*) from royalty_payouts p where p.statement_id = s.id) as payouts
            from royalty_statements s where s.id = ${statementId}`,
    );
    const number = (key: string) => Number(row![key]);
    return {
      royalty: number('royalty_satang'),
      carriedIn: number('carried_in_satang'),
      withholding: number('withholding_satang'),
      payable: number('payable_satang'),
      carriedOut: number('carried_out_satang'),
      lines: number('lines_satang'),
      payouts: number('payouts'),
    };
  };

  /** The statement's totals: royalty = its lines; lines + carried in = paid + withheld + carried out. */
  const expectBalanced = (figures: Awaited<ReturnType<typeof figuresOf>>) => {
    expect(figures.royalty).toBe(figures.lines);
    expect(figures.lines + figures.carriedIn).toBe(
      figures.payable + figures.withholding + figures.carriedOut,
    );
  };

  let december: { statementId: number; royalty: number };
  let january: { statementId: number; royalty: number; carriedOut: number };
  let februaryId: number;
  let march: { statementId: number; base: number; withholding: number };

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    ids = await seedTestCatalogIds(app);
    finance = (await createStaffSession(app, 'finance', { language: 'en' })).headers;
    financeTh = (await createStaffSession(app, 'finance', { language: 'th' })).headers;
    support = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;

    const owner = await createTestCustomer(app, { language: 'en' });
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
                   'Application address', '004', 'Namjai', '1234567890', 'en', p.id
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
  });

  afterAll(async () => {
    await app.close();
  });

  it('pays December, then carries January out when its refunds outweigh its sales: nothing paid, nothing withheld', async () => {
    const bought = await buyBooks(app, await createTestCustomer(app), [
      bookId('mystery-10'),
      bookId('mystery-11'),
    ]);
    const soldInJanuary = await buyBooks(app, await createTestCustomer(app), [
      bookId('mystery-01'),
    ]);
    const ten = await netOf(bought, 'mystery-10');
    const eleven = await netOf(bought, 'mystery-11');
    const one = await netOf(soldInJanuary, 'mystery-01');
    const refund = await call('POST', `/admin/v1/orders/${bought}/refunds`, support, {
      ClientKey: randomUUID(),
      Reason: 'Bought by mistake',
      LineIds: [ten.id, eleven.id],
      Destination: 'coins',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    await paidAt(bought, '2024-12-10T10:00:00+07:00');
    await paidAt(soldInJanuary, '2025-01-05T10:00:00+07:00');
    await app.database.db.execute(
      sql`update refunds set created_at = '2025-01-20T10:00:00+07:00',
                             completed_at = '2025-01-20T10:00:00+07:00'
           where order_id = ${bought}`,
    );

    const royalties = app.services.royalties;
    const issuedDecember = await royalties.issue({ organisationId, month: '2024-12' });
    expect(issuedDecember.statement).toMatchObject({
      carriedInSatang: 0,
      royaltySatang: share(ten.net) + share(eleven.net),
      carriedOutSatang: 0,
    });
    expect(issuedDecember.statement.payableSatang).toBeGreaterThan(0);
    december = {
      statementId: issuedDecember.statement.id,
      royalty: issuedDecember.statement.royaltySatang,
    };
    expectBalanced(await figuresOf(december.statementId));

    const issuedJanuary = await royalties.issue({ organisationId, month: '2025-01' });
    const royalty = share(one.net) - share(ten.net) - share(eleven.net);
    expect(royalty).toBeLessThan(0);
    expect(issuedJanuary.statement).toMatchObject({
      royaltySatang: royalty,
      carriedInSatang: 0,
      withholdingRateBp: 300,
      withholdingSatang: 0,
      payableSatang: 0,
      carriedOutSatang: royalty,
    });
    const figures = await figuresOf(issuedJanuary.statement.id);
    expectBalanced(figures);
    expect(figures.payouts).toBe(0);
    january = { statementId: issuedJanuary.statement.id, royalty, carriedOut: royalty };

    const detail = await call(
      'GET',
      `/admin/v1/royalties/statements/${january.statementId}`,
      finance,
    );
    expect(detail.json().Data).toMatchObject({
      CarriedInSatang: 0,
      PayableSatang: 0,
      CarriedOutSatang: royalty,
      PayoutStatus: 'none',
      Payout: null,
    });
  });

  it('passes the balance on through a month with nothing sold', async () => {
    const { statement, lines } = await app.services.royalties.issue({
      organisationId,
      month: '2025-02',
    });
    expect(lines).toEqual([]);
    expect(statement).toMatchObject({
      royaltySatang: 0,
      carriedInSatang: january.carriedOut,
      withholdingSatang: 0,
      payableSatang: 0,
      carriedOutSatang: january.carriedOut,
    });
    februaryId = statement.id;
    expectBalanced(await figuresOf(februaryId));
  });

  it("fills the balance with March's sales first and withholds on what is left; two issues at once give one statement and one payout", async () => {
    const first = await buyBooks(app, await createTestCustomer(app), [bookId('mystery-20')]);
    const second = await buyBooks(app, await createTestCustomer(app), [bookId('mystery-21')]);
    const twenty = await netOf(first, 'mystery-20');
    const twentyOne = await netOf(second, 'mystery-21');
    await paidAt(first, '2025-03-03T10:00:00+07:00');
    await paidAt(second, '2025-03-30T10:00:00+07:00');

    const issue = '/admin/v1/royalties/statements/issue';
    const [a, b] = await Promise.all([
      call('POST', issue, finance, { Month: '2025-03', OrganisationId: organisationId }),
      call('POST', issue, finance, { Month: '2025-03' }),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const [fromA] = a.json().Data.Statements;
    const [fromB] = b.json().Data.Statements;
    expect(fromA.StatementId).toBe(fromB.StatementId);
    expect([fromA.Created, fromB.Created].sort()).toEqual([false, true]);
    const [count] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from royalty_statements
           where organisation_id = ${organisationId} and month = '2025-03'`,
    );
    expect(count!.n).toBe(1);

    const royalty = share(twenty.net) + share(twentyOne.net);
    const base = royalty + january.carriedOut;
    expect(base).toBeGreaterThan(0);
    const withholding = shareOf(base, 300);
    const detail = (
      await call('GET', `/admin/v1/royalties/statements/${fromA.StatementId}`, finance)
    ).json().Data;
    expect(detail).toMatchObject({
      RoyaltySatang: royalty,
      CarriedInSatang: january.carriedOut,
      WithholdingSatang: withholding,
      PayableSatang: base - withholding,
      CarriedOutSatang: 0,
      PayoutStatus: 'pending',
      Payout: { AmountSatang: base - withholding, Status: 'pending' },
    });
    expect(fromA.PayableSatang).toBe(base - withholding);
    const figures = await figuresOf(fromA.StatementId);
    expectBalanced(figures);
    expect(figures.payouts).toBe(1);
    march = { statementId: fromA.StatementId, base, withholding };

    const [audit] = await executeRows<{ after: Record<string, number> }>(
      app.database.db,
      sql`select after from audit_log where action = 'royaltyStatement.issue'
           and entity_id = ${String(march.statementId)}`,
    );
    expect(audit!.after).toMatchObject({
      carriedInSatang: january.carriedOut,
      payableSatang: base - withholding,
      carriedOutSatang: 0,
    });

    // Totals over the months: what was paid and withheld is what the lines earned, less what
    // is still carried (nothing now).
    const [all] = await executeRows<{ lines: string; settled: string }>(
      app.database.db,
      sql`select (select sum(l.royalty_satang) from royalty_statement_lines l
                   join royalty_statements s on s.id = l.statement_id
                  where s.organisation_id = ${organisationId}) as lines,
                 (select sum(payable_satang + withholding_satang) from royalty_statements
                   where organisation_id = ${organisationId}) as settled`,
    );
    expect(Number(all!.settled)).toBe(Number(all!.lines));
  });

  it('shows the carried lines on the PDF in Thai and English, only when not zero', async () => {
    const pdf = async (statementId: number, locale: 'th' | 'en') => {
      const response = await call(
        'GET',
        `/admin/v1/royalties/statements/${statementId}/statement.pdf?Locale=${locale}`,
        finance,
      );
      expect(response.statusCode).toBe(200);
      return pdfText(response.rawPayload);
    };
    const out = formatSatang(january.carriedOut);

    const januaryTh = await pdf(january.statementId, 'th');
    expect(januaryTh).toContain('ยอดติดลบยกไปเดือนถัดไป');
    expect(januaryTh).toContain(out);
    expect(januaryTh).not.toContain('ยอดติดลบยกมาจากเดือนก่อน');
    expect(januaryTh).toContain('ไม่มียอดที่ต้องจ่ายในเดือนนี้');
    const januaryEn = await pdf(january.statementId, 'en');
    expect(januaryEn).toContain('Negative balance carried forward');
    expect(januaryEn).not.toContain('Negative balance brought forward');

    const februaryTh = await pdf(februaryId, 'th');
    expect(februaryTh).toContain('ยอดติดลบยกมาจากเดือนก่อน');
    expect(februaryTh).toContain('ยอดติดลบยกไปเดือนถัดไป');

    const marchEn = await pdf(march.statementId, 'en');
    expect(marchEn).toContain('Negative balance brought forward');
    expect(marchEn).not.toContain('Negative balance carried forward');
    const marchLines = extractText(
      (
        await call(
          'GET',
          `/admin/v1/royalties/statements/${march.statementId}/statement.pdf?Locale=th`,
          finance,
        )
      ).rawPayload,
    ).lines;
    const broughtAt = marchLines.indexOf('ยอดติดลบยกมาจากเดือนก่อน');
    expect(marchLines[broughtAt + 1]).toBe(out);
    expect(marchLines).toContain(formatSatang(march.base - march.withholding));
    expect(marchLines).not.toContain('ยอดติดลบยกไปเดือนถัดไป');

    const decemberEn = await pdf(december.statementId, 'en');
    expect(decemberEn).not.toContain('Negative balance');
  });

  it('adds the carried rows to the CSV, which still add up', async () => {
    const csv = async (statementId: number, locale: 'th' | 'en') => {
      const response = await call(
        'GET',
        `/admin/v1/royalties/statements/${statementId}/statement.csv?Locale=${locale}`,
        finance,
      );
      expect(response.statusCode).toBe(200);
      return response.body
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','));
    };
    const toSatang = (baht: string | undefined) => Math.round(Number(baht) * 100);
    const rows = await csv(march.statementId, 'en');
    const figure = (label: string) => {
      const row = rows.find((cells) => cells[0] === label);
      if (!row) throw new Error(`no row ${label}`);
      return toSatang(row[1]);
    };
    expect(figure('Negative balance brought forward')).toBe(january.carriedOut);
    expect(figure('Negative balance carried forward')).toBe(0);
    expect(
      figure('Royalty') + figure('Negative balance brought forward') + figure('Withholding tax 3%'),
    ).toBe(figure('Payable') + figure('Negative balance carried forward'));
    expect(figure('Payable')).toBe(march.base - march.withholding);

    const thai = await csv(january.statementId, 'th');
    const carried = thai.find((cells) => cells[0] === 'ยอดติดลบยกไปเดือนถัดไป');
    expect(toSatang(carried?.[1])).toBe(january.carriedOut);
  });

  it('certifies the base the tax was withheld from on the 50 ทวิ (royalty less what was brought in)', async () => {
    const payee = await call(
      'PUT',
      `/admin/v1/royalties/organisations/${organisationId}`,
      finance,
      {
        RoyaltyShareBp: 7000,
        PayeeKind: 'company',
        BankCode: '004',
        AccountNumber: '1234567890',
        AccountName: 'บริษัท น้ำใจไทย จำกัด',
        PayeeAddress: '12 ซอยปู่เจ้าสมิงพราย ถนนพระราม 3 กรุงเทพมหานคร 10120',
      },
    );
    expect(payee.statusCode, payee.body).toBe(200);
    const paid = await call(
      'POST',
      `/admin/v1/royalties/statements/${march.statementId}/paid`,
      finance,
      { BankReference: 'KTB-CARRY', PaidOn: '2025-04-05' },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().Data.AmountSatang).toBe(march.base - march.withholding);
    const certificate = await call(
      'GET',
      `/admin/v1/royalties/statements/${march.statementId}/certificate.pdf`,
      finance,
    );
    expect(certificate.statusCode, certificate.body).toBe(200);
    const { lines } = extractText(certificate.rawPayload);
    const row = lines.indexOf('3. ค่าแห่งลิขสิทธิ์ ฯลฯ ตามมาตรา 40 (3)');
    expect(lines.slice(row + 1, row + 4)).toEqual([
      '5 เมษายน 2568',
      formatSatang(march.base),
      formatSatang(march.withholding),
    ]);
  });

  it('refuses a month earlier than the latest issued (409 in Thai and English); issuing every publisher leaves it out and says so', async () => {
    const november = await buyBooks(app, await createTestCustomer(app), [bookId('mystery-02')]);
    await paidAt(november, '2024-11-15T10:00:00+07:00');

    const issue = '/admin/v1/royalties/statements/issue';
    const named = await call('POST', issue, finance, {
      Month: '2024-11',
      OrganisationId: organisationId,
    });
    expect(named.statusCode).toBe(409);
    expect(named.json().ErrorList).toEqual([
      'Statements of Try Read Press are issued up to 2025-03, so 2024-11, an earlier month, can no longer be issued (each statement carries the negative balance on from the one before it, month by month).',
    ]);
    const thai = await call('POST', issue, financeTh, {
      Month: '2024-11',
      OrganisationId: organisationId,
    });
    expect(thai.statusCode).toBe(409);
    expect(thai.json().ErrorList).toEqual([
      'ออกใบแจ้งยอดของ Try Read Press ถึงเดือน 2025-03 แล้ว จึงออกใบแจ้งยอดเดือน 2024-11 ซึ่งอยู่ก่อนหน้าไม่ได้ (ใบแจ้งยอดแต่ละใบยกยอดติดลบต่อจากใบก่อนหน้าตามลำดับเดือน)',
    ]);
    await expect(
      app.services.royalties.issue({ organisationId, month: '2024-11' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    const every = await call('POST', issue, finance, { Month: '2024-11' });
    expect(every.statusCode, every.body).toBe(200);
    expect(every.json().Data).toEqual({
      Month: '2024-11',
      Statements: [],
      Skipped: [
        {
          OrganisationId: organisationId,
          OrganisationName: 'Try Read Press',
          LatestMonth: '2025-03',
        },
      ],
    });
    // A month issued already is still answered as it was.
    const again = await call('POST', issue, finance, {
      Month: '2025-01',
      OrganisationId: organisationId,
    });
    expect(again.json().Data.Statements).toEqual([
      expect.objectContaining({ StatementId: january.statementId, Created: false }),
    ]);
    const [count] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from royalty_statements where organisation_id = ${organisationId}`,
    );
    expect(count!.n).toBe(4);
  });
});
