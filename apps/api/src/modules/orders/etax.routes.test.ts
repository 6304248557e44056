import fs from 'node:fs/promises';
import path from 'node:path';
import { OrderDetailsResponseSchema, type OrderDetails } from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import * as pkijs from 'pkijs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import { mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { buyBooks, placeBooks, settleBuying } from '../../../test/orders-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { ETDA_XSD as XSD, has, run, withFile } from '../../../test/etax-tools.js';

/**
 * e-Tax Invoice & e-Receipt (docs/receipts.md "e-Tax Invoice"), over the real app on PostgreSQL:
 * a paid order with a full tax invoice gets a signed PDF/A-3 with ETDA's XML inside, e-mailed to
 * the buyer (copied to the Revenue Department's address when ETAX_BY_EMAIL_CC is on), one per
 * receipt however many ask at once. The file is checked by third-party tools when this machine
 * has them: qpdf (structure), pdfsig (poppler: the signature), xmllint (ETDA's XSD).
 */
const TAX_ID = '0105536092641';
const SELLER_TAX_ID = '0105566000019';

/** The CMS in the PDF's last signature's /Contents. */
const cmsOf = (pdf: Buffer): pkijs.SignedData => {
  const hex = [...pdf.toString('latin1').matchAll(/\/Contents\s*<([0-9a-fA-F]+)>/g)].at(-1)![1]!;
  const der = Buffer.from(hex.replace(/(00)+$/, ''), 'hex');
  const content = pkijs.ContentInfo.fromBER(der);
  return new pkijs.SignedData({ schema: content.content });
};

/** The attachment of this type in a raw e-mail (base64 part). */
const attachmentOf = (eml: string, contentType: string): Buffer | undefined => {
  const part = eml
    .split(/\r?\n--/)
    .find((chunk) => new RegExp(`Content-Type: ${contentType}`, 'i').test(chunk));
  if (!part) return undefined;
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
};

const setUp = (settings: Record<string, string>) => {
  const state: { app: TestApp; ids: Record<string, number> } = {} as never;
  beforeAll(async () => {
    state.app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', ...settings });
    await state.app.listen({ port: 0, host: '127.0.0.1' });
    state.ids = await seedTestCatalogIds(state.app);
  });
  afterAll(async () => {
    await state.app.close();
  });
  return state;
};

/** A paid order with a full tax invoice (an address with a tax id chosen at checkout). */
const buyWithTaxInvoice = async (
  app: TestApp,
  ids: Record<string, number>,
  customer: TestCustomer,
): Promise<OrderDetails> => {
  const added = await app.inject({
    method: 'POST',
    url: '/v2/customer/addressadd',
    headers: asCustomer(customer),
    payload: {
      Data: {
        FirstName: 'สมชาย',
        LastName: 'ใจดี',
        PhoneNumber: '0812345678',
        Company: 'บริษัท ตัวอย่าง จำกัด',
        TaxId: TAX_ID,
        TaxBranch: '00000',
        CountryId: 1,
        StateProvinceId: 10,
        CityId: 1030,
        SubdistrictId: 103005,
        ZipPostalCode: '10900',
        Address1: '99/9 ถนนพหลโยธิน',
      },
    },
  });
  expect(added.statusCode, added.body).toBe(200);
  const saved = await app.inject({
    method: 'POST',
    url: '/v2/checkout/saveshipping',
    headers: asCustomer(customer),
    payload: {
      FormValues: [
        { Key: 'shipping_address_id', Value: String(added.json().Data.Address.Id) },
        { Key: 'request_tax_invoice', Value: 'true' },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { orderId, chargeId } = await placeBooks(app, customer, [ids['mentions-harry']!]);
  const paid = await app.inject({
    method: 'POST',
    url: `/demo-gateway/pay/${chargeId}`,
    payload: { Data: { Outcome: 'success' } },
  });
  expect(paid.statusCode).toBe(200);
  await settleBuying(app);
  const details = await app.inject({
    method: 'GET',
    url: `/v2/order/orderdetails/${orderId}`,
    headers: asCustomer(customer),
  });
  return OrderDetailsResponseSchema.parse(details.json()).Data!;
};

const download = (app: TestApp, customer: TestCustomer, number: string) =>
  app.inject({ method: 'GET', url: `/v2/order/etax/${number}`, headers: asCustomer(customer) });

const documentsOf = (app: TestApp, number: string) =>
  executeRows<{ file_key: string; sha256: string; revenue_copy: boolean }>(
    app.database.db,
    sql`select e.file_key, e.sha256, e.revenue_copy from etax_documents e
        join receipts r on r.id = e.receipt_id where r.number = ${number}`,
  );

describe('e-Tax Invoice (ETAX_BY_EMAIL_CC on)', () => {
  const state = setUp({
    ETAX_BY_EMAIL_CC: 'on',
    // The demo seller's address in ETDA's parts (99 ถนนสุขุมวิท แขวงคลองเตยเหนือ เขตวัฒนา).
    SELLER_ADDRESS_BUILDING_NUMBER: '99',
    SELLER_ADDRESS_STREET: 'ถนนสุขุมวิท',
    SELLER_ADDRESS_SUBDISTRICT_CODE: '103901',
    SELLER_ADDRESS_DISTRICT_CODE: '1039',
    SELLER_ADDRESS_PROVINCE_CODE: '10',
    SELLER_ADDRESS_POSTCODE: '10110',
  });

  it('issues a signed PDF/A-3 with ETDA XML after the sale and e-mails it, copied to the Revenue Department', async () => {
    const { app, ids } = state;
    const customer = await createTestCustomer(app);
    const order = await buyWithTaxInvoice(app, ids, customer);
    const receipt = order.Receipts[0]!;
    expect(receipt.Number).toMatch(/^TX-25\d\d-\d{6}$/);
    expect(receipt.EtaxUrl).toBe(`/receipts/${receipt.Number}/etax`);

    // Written in the sale's transaction; issued by its job, which writes the e-mail job.
    await app.jobs.drain([JOBS.etaxIssue]);
    await app.jobs.drain([JOBS.etaxMail]);
    const [document] = await documentsOf(app, receipt.Number);
    expect(document).toMatchObject({ revenue_copy: true });
    const mails = await mailsTo(app, customer.email, 'order-etax-invoice');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.cc).toEqual(['csemail@etax.teda.th']);
    expect(mail.attachments).toEqual([
      {
        filename: `${receipt.Number}.pdf`,
        contentType: 'application/pdf',
        size: expect.any(Number),
      },
    ]);
    expect(mail.subject).toContain(receipt.Number);
    const eml = await fs.readFile(mail.file, 'utf8');
    expect(eml).toMatch(/^Cc: csemail@etax\.teda\.th/m);
    const attached = attachmentOf(eml, 'application/pdf');

    // The download is the stored file: the same bytes as the e-mail's, every time.
    const response = await download(app, customer, receipt.Number);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(attached?.equals(pdf)).toBe(true);
    expect((await download(app, customer, receipt.Number)).rawPayload.equals(pdf)).toBe(true);
    expect((await import('node:crypto')).createHash('sha256').update(pdf).digest('hex')).toBe(
      document!.sha256,
    );

    // PDF/A-3: the XMP says so, the XML is an /AF file with /AFRelationship /Alternative.
    const text = pdf.toString('latin1');
    expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(text).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(text).toMatch(/\/AFRelationship\s*\/Alternative/);
    expect(text).toMatch(/\/AF\s*\[/);
    expect(text).toContain('/OutputIntents');
    expect(text).toContain('<rsm:DocumentFileName>ETDA-invoice.xml</rsm:DocumentFileName>');

    // PAdES: ETSI.CAdES.detached with signing-certificate-v2 and no signing-time attribute.
    expect(text).toMatch(/\/SubFilter\s*\/ETSI\.CAdES\.detached/);
    const signedAttrs = cmsOf(pdf).signerInfos[0]!.signedAttrs!.attributes.map((a) => a.type);
    expect(signedAttrs).toContain('1.2.840.113549.1.9.16.2.47');
    expect(signedAttrs).not.toContain('1.2.840.113549.1.9.5');

    await withFile(`${receipt.Number}.pdf`, pdf, async (file) => {
      const dir = path.dirname(file);
      if (has('qpdf')) {
        const checked = run('qpdf', ['--check', file]);
        expect(checked.out).toContain('No syntax or stream encoding errors found');
        expect(checked.status).toBe(0);
        const xml = run('qpdf', ['--show-attachment=ETDA-invoice.xml', file]);
        expect(xml.status).toBe(0);
        await fs.writeFile(path.join(dir, 'etda.xml'), xml.out);
        expect(xml.out).toContain(`<ram:ID>${receipt.Number}</ram:ID>`);
        expect(xml.out).toContain('<ram:TypeCode>T03</ram:TypeCode>');
        expect(xml.out).toContain(`>${SELLER_TAX_ID}00000</ram:ID>`);
        expect(xml.out).toContain(`>${TAX_ID}00000</ram:ID>`);
        expect(xml.out).toContain('บริษัท ตัวอย่าง จำกัด');
        expect(xml.out).toContain('<ram:CitySubDivisionName>103901</ram:CitySubDivisionName>');
        const baht = (satang: number) => (satang / 100).toFixed(2);
        expect(xml.out).toContain(
          `<ram:GrandTotalAmount>${baht(order.Totals.TotalValue)}</ram:GrandTotalAmount>`,
        );
        expect(xml.out).toContain(
          `<ram:TaxTotalAmount>${baht(order.Totals.VatValue)}</ram:TaxTotalAmount>`,
        );
        if (has('xmllint')) {
          const valid = run('xmllint', ['--noout', '--schema', XSD, path.join(dir, 'etda.xml')]);
          expect(valid.out).toContain('validates');
          expect(valid.status).toBe(0);
        }
      }
      if (has('pdfsig')) {
        const signature = run('pdfsig', [file]).out;
        expect(signature).toContain('Signature Type: ETSI.CAdES.detached');
        expect(signature).toContain('Total document signed');
        expect(signature).toContain('Signature Validation: Signature is Valid.');
      }
    });

    // Someone else's number is not found.
    const stranger = await createTestCustomer(app);
    expect((await download(app, stranger, receipt.Number)).statusCode).toBe(404);
  });

  it('two requests at once make one document and one e-mail', async () => {
    const { app, ids } = state;
    const customer = await createTestCustomer(app);
    const order = await buyWithTaxInvoice(app, ids, customer);
    const number = order.Receipts[0]!.Number;
    // Before the issuing job has run: both requests issue, one waits for the other's lock.
    const [first, second] = await Promise.all([
      download(app, customer, number),
      download(app, customer, number),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    await app.jobs.drain([JOBS.etaxIssue]);
    await app.jobs.drain([JOBS.etaxMail]);
    expect(await documentsOf(app, number)).toHaveLength(1);
    expect(await mailsTo(app, customer.email, 'order-etax-invoice')).toHaveLength(1);
  });
});

describe('e-Tax Invoice of a full invoice issued by staff', () => {
  const state = setUp({});

  it('is issued and e-mailed once staff replace the abbreviated invoice', async () => {
    const { app, ids } = state;
    const customer = await createTestCustomer(app);
    const orderId = await buyBooks(app, customer, [ids['mystery-03']!]);
    // An abbreviated invoice has none.
    await app.jobs.drain([JOBS.etaxIssue]);
    expect(await mailsTo(app, customer.email, 'order-etax-invoice')).toHaveLength(0);
    const staff = (await createStaffSession(app, 'orders_support', { language: 'en' })).headers;
    const issued = await app.inject({
      method: 'POST',
      url: `/admin/v1/orders/${orderId}/tax-invoice`,
      headers: staff,
      payload: {
        Name: 'บริษัท ทดสอบ จำกัด',
        TaxId: '0105556123453',
        Branch: '00001',
        Address: '1 ถนนสุขุมวิท กรุงเทพมหานคร 10110',
        Reason: 'The customer asked for a full tax invoice',
      },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    await app.jobs.drain([JOBS.etaxIssue]);
    await app.jobs.drain([JOBS.etaxMail]);
    const [mail] = await mailsTo(app, customer.email, 'order-etax-invoice');
    expect(mail?.subject).toMatch(/TX-25\d\d-\d{6}/);
    const number = /TX-25\d\d-\d{6}/.exec(mail!.subject)![0];
    const pdf = (await download(app, customer, number)).rawPayload;
    expect(pdf.toString('latin1')).toContain('<pdfaid:part>3</pdfaid:part>');
    if (has('qpdf')) {
      let xml = '';
      await withFile('staff.pdf', pdf, (file) => {
        xml = run('qpdf', ['--show-attachment=ETDA-invoice.xml', file]).out;
      });
      expect(xml).toContain('>010555612345300001</ram:ID>');
    }
  });
});

describe('e-Tax Invoice (ETAX_BY_EMAIL_CC off, the default)', () => {
  const state = setUp({});

  it('e-mails the buyer only', async () => {
    const { app, ids } = state;
    const customer = await createTestCustomer(app);
    const order = await buyWithTaxInvoice(app, ids, customer);
    await app.jobs.drain([JOBS.etaxIssue]);
    await app.jobs.drain([JOBS.etaxMail]);
    const [mail] = await mailsTo(app, customer.email, 'order-etax-invoice');
    expect(mail?.cc).toBeUndefined();
    expect(mail?.attachments).toHaveLength(1);
    expect(await fs.readFile(mail!.file, 'utf8')).not.toMatch(/^Cc:/m);
    expect((await documentsOf(app, order.Receipts[0]!.Number))[0]).toMatchObject({
      revenue_copy: false,
    });
  });
});

describe('e-Tax Invoice (ETAX_INVOICE off)', () => {
  const state = setUp({ ETAX_INVOICE: 'off' });

  it('offers none', async () => {
    const { app, ids } = state;
    const customer = await createTestCustomer(app);
    const order = await buyWithTaxInvoice(app, ids, customer);
    expect(order.Receipts[0]?.EtaxUrl).toBeNull();
    expect((await download(app, customer, order.Receipts[0]!.Number)).statusCode).toBe(404);
  });
});
