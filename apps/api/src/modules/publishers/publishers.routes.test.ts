import {
  ContactVendorResponseSchema,
  LoginInfoResponseSchema,
  MasterAccountTypeResponseSchema,
  MasterBookResponseSchema,
  MyPublisherApplicationResponseSchema,
  PublisherApplicationResponseSchema,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { outbox } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalog } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
  visitorAddresses,
} from '../../../test/customer-fixture.js';

const STAFF = 'staff@nangsue.test';

/** A complete, valid application; tests change one field at a time. */
const application = (overrides: Record<string, unknown> = {}) => ({
  AccountType: 'individual',
  LegalName: 'สมชาย ใจดี',
  PublisherName: 'สำนักพิมพ์ใจดี',
  TaxId: '1-1017-00230-70-8',
  ContactName: 'สมชาย ใจดี',
  Email: 'somchai.press@example.com',
  Phone: '081 234 5678',
  Address: '99 ถนนพระอาทิตย์ แขวงชนะสงคราม เขตพระนคร กรุงเทพมหานคร 10200',
  Website: 'https://jaidee.example.co.th',
  BankCode: '004',
  BankAccountName: 'สมชาย ใจดี',
  BankAccountNumber: '123-4-56789-0',
  BookKinds: ['novel', 'boys-love'],
  Formats: ['epub', 'pdf'],
  ExpectedTitles: '11-50',
  SampleTitles: 'รักนี้ที่เชียงใหม่ (2566)',
  Message: 'อยากขายอีบุ๊กค่ะ',
  ...overrides,
});

describe('publishers', () => {
  let app: TestApp;
  let pressId: number;
  let noEmailPublisherId: number;
  /** A distinct client address per call, so one test's counts do not throttle another's. */
  const nextAddress = visitorAddresses('10.30');

  beforeAll(async () => {
    app = await buildTestApp({ STAFF_EMAIL: STAFF });
    await seedTestCatalog(app);
    const rows = await executeRows<{ id: number; email: string | null }>(
      app.database.db,
      sql`select id, email from publishers order by id`,
    );
    pressId = Number(rows.find((row) => row.email === 'press@example.com')?.id);
    noEmailPublisherId = Number(rows.find((row) => row.email === null)?.id);
  });

  afterAll(async () => {
    await app.close();
  });

  const apply = (
    customer: Pick<TestCustomer, 'token'> | null,
    data: unknown,
    language?: 'th' | 'en',
  ) =>
    app.inject({
      method: 'POST',
      url: '/v2/publisher/RegisterPublisher',
      headers: customer ? asCustomer(customer, language) : language ? { Language: language } : {},
      payload: { Data: data },
      remoteAddress: nextAddress(),
    });

  const applicationsOf = async (customerId: number) =>
    executeRows<{
      id: number;
      status: string;
      bank_account_number: string;
      book_kinds: string[];
      formats: string[];
      expected_titles: string | null;
    }>(
      app.database.db,
      sql`select id, status, bank_account_number, book_kinds, formats, expected_titles
             from publisher_applications
          where customer_id = ${customerId} order by id`,
    );

  describe('master data', () => {
    it('lists the kinds of books, formats and title bands in the caller’s language', async () => {
      const th = MasterBookResponseSchema.parse(
        (await app.inject({ url: '/v2/publisher/getmasterbook' })).json(),
      ).Data;
      const en = MasterBookResponseSchema.parse(
        (
          await app.inject({ url: '/v2/publisher/getmasterbook', headers: { Language: 'en' } })
        ).json(),
      ).Data;
      expect(th?.BookKinds.length).toBeGreaterThanOrEqual(20);
      expect(th?.BookKinds.map((kind) => kind.Code)).toEqual(
        en?.BookKinds.map((kind) => kind.Code),
      );
      expect(th?.BookKinds.find((kind) => kind.Code === 'religion-dharma')?.Name).toBe(
        'ศาสนา ธรรมะ',
      );
      expect(en?.BookKinds.find((kind) => kind.Code === 'boys-love')?.Name).toBe('Y / Boys’ love');
      expect(en?.Formats.map((format) => format.Code)).toEqual(['epub', 'pdf']);
      expect(en?.TitleBands.map((band) => band.Code)).toContain('11-50');
    });

    it('lists the account types with what each needs, and Thai banks with their codes and lengths', async () => {
      const response = await app.inject({
        url: '/v2/publisher/getmasteraccounttype',
        headers: { Language: 'en' },
      });
      const data = MasterAccountTypeResponseSchema.parse(response.json()).Data;
      expect(data?.AccountTypes.map((type) => type.Code)).toEqual(['individual', 'company']);
      expect(data?.AccountTypes[1]?.Requirements.join(' ')).toMatch(/registration number/);
      const banks = new Map(data?.Banks.map((bank) => [bank.Code, bank]));
      expect(banks.get('004')).toMatchObject({ ShortName: 'KBANK', AccountNumberLengths: [10] });
      expect(banks.get('030')).toMatchObject({ ShortName: 'GSB', AccountNumberLengths: [12] });
      expect([...banks.keys()]).toEqual(
        expect.arrayContaining(['002', '006', '011', '014', '025', '069', '022', '067', '024']),
      );
      const th = MasterAccountTypeResponseSchema.parse(
        (await app.inject({ url: '/v2/publisher/getmasteraccounttype' })).json(),
      ).Data;
      expect(th?.Banks.find((bank) => bank.Code === '014')?.Name).toBe('ธนาคารไทยพาณิชย์');
    });
  });

  describe('applying', () => {
    it('asks a guest to log in', async () => {
      const response = await apply(null, application());
      expect(response.statusCode).toBe(401);
    });

    it('refuses a tax id whose check digit is wrong, field by field, in both languages', async () => {
      const customer = await createTestCustomer(app);
      const th = await apply(customer, application({ TaxId: '1101700230705' }));
      expect(th.statusCode).toBe(400);
      expect(th.json().ErrorList).toEqual([
        'Data.TaxId: เลขประจำตัวผู้เสียภาษีไม่ถูกต้อง หลักสุดท้าย (เลขตรวจสอบ) ไม่ตรงกับ 12 หลักแรก กรุณาตรวจสอบการพิมพ์อีกครั้ง',
      ]);
      const en = await apply(customer, application({ TaxId: '12345' }), 'en');
      expect(en.json().ErrorList).toEqual(['Data.TaxId: A Thai tax ID has 13 digits.']);
      const company = await apply(
        customer,
        application({ AccountType: 'company', TaxId: '1101700230708' }),
        'en',
      );
      expect(company.json().ErrorList[0]).toMatch(
        /^Data\.TaxId: A company’s registration number starts with 0/,
      );
      expect(await applicationsOf(customer.customerId)).toEqual([]);
    });

    it('checks the account number against the bank’s length', async () => {
      const customer = await createTestCustomer(app);
      const kbank = await apply(customer, application({ BankAccountNumber: '123456789' }), 'en');
      expect(kbank.statusCode).toBe(400);
      expect(kbank.json().ErrorList).toEqual([
        'Data.BankAccountNumber: Accounts at Kasikornbank have 10 digits. Please check the number.',
      ]);
      const gsb = await apply(customer, application({ BankCode: '030' }));
      expect(gsb.json().ErrorList).toEqual([
        'Data.BankAccountNumber: เลขที่บัญชีของธนาคารออมสินมี 12 หลัก กรุณาตรวจสอบอีกครั้ง',
      ]);
      const letters = await apply(customer, application({ BankAccountNumber: '12345abcde' }), 'en');
      expect(letters.json().ErrorList).toEqual([
        'Data.BankAccountNumber: An account number has digits only.',
      ]);
      expect(await applicationsOf(customer.customerId)).toEqual([]);
    });

    it('names every bad field at once', async () => {
      const customer = await createTestCustomer(app);
      const response = await apply(
        customer,
        application({
          PublisherName: '   ',
          Email: 'not-an-address',
          Phone: '12345',
          Website: 'javascript:alert(1)',
          BankCode: '999',
          BookKinds: [],
          Formats: ['docx'],
          ExpectedTitles: 'lots',
        }),
        'en',
      );
      expect(response.statusCode).toBe(400);
      const fields = (response.json().ErrorList as string[]).map(
        (message) => message.split(':')[0],
      );
      expect(fields).toEqual([
        'Data.PublisherName',
        'Data.Email',
        'Data.Phone',
        'Data.Website',
        'Data.BankCode',
        'Data.BookKinds',
        'Data.Formats',
        'Data.ExpectedTitles',
      ]);
      expect(response.json().ErrorList).toContain('Data.PublisherName: Enter the publisher name.');
    });

    it('takes one application, e-mails the applicant and staff, and never answers the account number whole', async () => {
      const customer = await createTestCustomer(app, { firstName: 'สมชาย' });
      const response = await apply(customer, application());
      expect(response.statusCode).toBe(200);
      const data = PublisherApplicationResponseSchema.parse(response.json()).Data;
      expect(data?.Status).toBe('Pending');
      expect(data?.Application).toMatchObject({
        Status: 'Pending',
        PublisherName: 'สำนักพิมพ์ใจดี',
        BankName: 'ธนาคารกสิกรไทย',
        BankAccountMasked: '******7890',
        TaxIdMasked: '*********0708',
        RedirectUrl: '/vendor/apply',
        CanApplyAgain: false,
      });
      expect(data?.Application.BookKinds.map((kind) => kind.Code)).toEqual(['novel', 'boys-love']);
      expect(response.body).not.toContain('1234567890');
      expect(response.body).not.toContain('1101700230708');

      const [row] = await applicationsOf(customer.customerId);
      expect(row).toMatchObject({ status: 'pending', bank_account_number: '1234567890' });
      expect(row).toMatchObject({
        book_kinds: ['novel', 'boys-love'],
        formats: ['epub', 'pdf'],
        expected_titles: '11-50',
      });

      const mails = await outbox(app);
      const ack = mails.find(
        (mail) =>
          mail.to === 'somchai.press@example.com' &&
          mail.template === 'publisher-application-received',
      );
      expect(ack?.subject).toBe('เราได้รับใบสมัครสำนักพิมพ์ สำนักพิมพ์ใจดี แล้ว');
      expect(ack?.links).toEqual(['http://localhost:3000/vendor/apply']);
      const notice = mails.find(
        (mail) => mail.to === STAFF && mail.template === 'publisher-application-staff',
      );
      expect(notice?.replyTo).toBe('somchai.press@example.com');
      expect(notice?.text).toContain('สำนักพิมพ์: สำนักพิมพ์ใจดี');
      expect(notice?.text).toContain('ธนาคารกสิกรไทย ******7890');
      expect(notice?.text).not.toContain('1234567890');
    });

    it('refuses a second application while one waits or was approved; a rejected one may apply again', async () => {
      const customer = await createTestCustomer(app);
      expect((await apply(customer, application())).statusCode).toBe(200);
      const again = await apply(customer, application(), 'en');
      expect(again.statusCode).toBe(409);
      expect(again.json().ErrorList).toEqual([
        'You have already applied and your application is being reviewed. Follow its status on the apply page.',
      ]);

      await executeRows(
        app.database.db,
        sql`update publisher_applications set status = 'approved', decided_at = now(), publisher_id = ${pressId}
            where customer_id = ${customer.customerId}`,
      );
      const approved = await apply(customer, application());
      expect(approved.statusCode).toBe(409);
      expect(approved.json().ErrorList).toEqual(['ใบสมัครของคุณได้รับอนุมัติแล้ว คุณเป็นสำนักพิมพ์บนร้านแล้ว']);

      const other = await createTestCustomer(app);
      expect((await apply(other, application())).statusCode).toBe(200);
      await executeRows(
        app.database.db,
        sql`update publisher_applications set status = 'rejected', decided_at = now(),
            decision_note = 'ขอเอกสารเพิ่ม' where customer_id = ${other.customerId}`,
      );
      const reapplied = await apply(other, application({ PublisherName: 'ใจดีบุ๊กส์' }));
      expect(reapplied.statusCode).toBe(200);
      expect((await applicationsOf(other.customerId)).map((row) => row.status)).toEqual([
        'rejected',
        'pending',
      ]);
    });

    it('keeps exactly one application when the form is sent many times at once', async () => {
      const customer = await createTestCustomer(app);
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => apply(customer, application())),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      expect(await applicationsOf(customer.customerId)).toHaveLength(1);
    });

    it('throttles a customer who keeps applying (each application e-mails staff)', async () => {
      const customer = await createTestCustomer(app);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await apply(customer, application())).statusCode).toBe(200);
        await executeRows(
          app.database.db,
          sql`update publisher_applications set status = 'rejected' where customer_id = ${customer.customerId}`,
        );
      }
      const sixth = await apply(customer, application(), 'en');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
      expect(sixth.json().ErrorList[0]).toMatch(
        /^Too many attempts to apply\. Please wait \d+ minutes/,
      );
    });
  });

  describe('the customer’s status', () => {
    const loginInfo = async (customer: TestCustomer) =>
      LoginInfoResponseSchema.parse(
        (
          await app.inject({ url: '/v2/customer/login-info', headers: asCustomer(customer) })
        ).json(),
      ).Data?.CustomerInfo;
    const myApplication = async (customer: TestCustomer) =>
      MyPublisherApplicationResponseSchema.parse(
        (
          await app.inject({
            url: '/v2/publisher/myapplication',
            headers: asCustomer(customer, 'en'),
          })
        ).json(),
      ).Data?.Application;

    it('follows the application: none, pending, approved with the publisher page, rejected', async () => {
      const customer = await createTestCustomer(app);
      expect(await loginInfo(customer)).toMatchObject({
        PublisherStatus: null,
        PublisherRedirectUrl: null,
      });
      expect(await myApplication(customer)).toBeNull();

      await apply(customer, application());
      expect(await loginInfo(customer)).toMatchObject({
        PublisherStatus: 'Pending',
        PublisherRedirectUrl: '/vendor/apply',
      });
      const profile = await app.inject({ url: '/v2/customer/info', headers: asCustomer(customer) });
      expect(profile.json().Data).toMatchObject({
        PublisherStatus: 'Pending',
        PublisherRedirectUrl: '/vendor/apply',
      });
      expect(await myApplication(customer)).toMatchObject({
        Status: 'Pending',
        BankName: 'Kasikornbank',
        BankAccountMasked: '******7890',
      });

      await executeRows(
        app.database.db,
        sql`update publisher_applications set status = 'approved', publisher_id = ${pressId}
            where customer_id = ${customer.customerId}`,
      );
      // An approved publisher is sent to the publisher portal (ADR 0019).
      expect(await loginInfo(customer)).toMatchObject({
        PublisherStatus: 'Approved',
        PublisherRedirectUrl: `${app.env.ADMIN_URL.replace(/\/+$/, '')}/portal`,
      });
      expect(await myApplication(customer)).toMatchObject({
        Status: 'Approved',
        PublisherId: pressId,
        RedirectUrl: `/vendor/${pressId}`,
      });

      await executeRows(
        app.database.db,
        sql`update publisher_applications set status = 'rejected', publisher_id = null,
            decision_note = 'Please send the bank book page'
            where customer_id = ${customer.customerId}`,
      );
      expect(await loginInfo(customer)).toMatchObject({
        PublisherStatus: 'Rejected',
        PublisherRedirectUrl: '/vendor/apply',
      });
      expect(await myApplication(customer)).toMatchObject({
        Status: 'Rejected',
        DecisionNote: 'Please send the bank book page',
        CanApplyAgain: true,
      });
    });

    it('shows only the caller’s own application', async () => {
      const applicant = await createTestCustomer(app);
      await apply(applicant, application());
      const stranger = await createTestCustomer(app);
      expect(await myApplication(stranger)).toBeNull();
      const guest = await app.inject({ url: '/v2/publisher/myapplication' });
      expect(guest.statusCode).toBe(401);
    });
  });

  describe('contacting a publisher', () => {
    const contact = (
      data: Record<string, unknown>,
      options: { customer?: TestCustomer; language?: 'th' | 'en'; remoteAddress?: string } = {},
    ) =>
      app.inject({
        method: 'POST',
        url: '/v2/common/contactvendor',
        headers: {
          ...(options.customer ? { Token: options.customer.token } : {}),
          ...(options.language ? { Language: options.language } : {}),
        },
        payload: { Data: data },
        remoteAddress: options.remoteAddress ?? nextAddress(),
      });

    const messagesTo = async (publisherId: number) =>
      executeRows<{
        name: string;
        email: string;
        subject: string;
        body: string;
        customer_id: number | null;
        ip: string;
      }>(
        app.database.db,
        sql`select name, email, subject, body, customer_id, ip from publisher_messages
            where publisher_id = ${publisherId} order by created_at`,
      );

    it('stores a guest’s message and e-mails the publisher with the guest as reply-to', async () => {
      const response = await contact(
        {
          PublisherId: pressId,
          Name: 'มานี มีนา',
          Email: 'manee@example.com',
          Subject: 'ขออนุญาตแปล',
          Message: 'สนใจแปลหนังสือเป็นภาษาอังกฤษ <b>ติดต่อได้</b>',
        },
        { remoteAddress: '10.40.0.1' },
      );
      expect(response.statusCode).toBe(200);
      const data = ContactVendorResponseSchema.parse(response.json()).Data;
      expect(data?.PublisherName).toBe('สำนักพิมพ์ทดลองอ่าน');
      expect(data?.Message).toBe(
        'ส่งข้อความถึง สำนักพิมพ์ทดลองอ่าน แล้ว สำนักพิมพ์จะตอบกลับทางอีเมล manee@example.com โดยตรง',
      );
      expect(await messagesTo(pressId)).toContainEqual(
        expect.objectContaining({
          name: 'มานี มีนา',
          email: 'manee@example.com',
          subject: 'ขออนุญาตแปล',
          customer_id: null,
          ip: '10.40.0.1',
        }),
      );
      const mail = (await outbox(app)).find(
        (entry) => entry.template === 'publisher-message' && entry.replyTo === 'manee@example.com',
      );
      expect(mail?.to).toBe('press@example.com');
      expect(mail?.subject).toBe('ข้อความจากผู้อ่านถึง สำนักพิมพ์ทดลองอ่าน: ขออนุญาตแปล');
      expect(mail?.text).toContain('สนใจแปลหนังสือเป็นภาษาอังกฤษ <b>ติดต่อได้</b>');
      expect(mail?.html).toContain('&lt;b&gt;ติดต่อได้&lt;/b&gt;');
      expect(mail?.html).not.toContain('<b>ติดต่อได้');
    });

    it('sends to staff when the publisher has no address, and fills a customer’s name and e-mail', async () => {
      const customer = await createTestCustomer(app, {
        firstName: 'Jane',
        lastName: 'Reader',
        email: 'jane.reader@example.com',
      });
      const response = await contact(
        { PublisherId: noEmailPublisherId, Subject: 'Errata', Message: 'Page 12 has a typo.' },
        { customer, language: 'en' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().Data.Message).toBe(
        'Your message is on its way to Clear Sky Books. They will answer you by e-mail at jane.reader@example.com.',
      );
      expect(await messagesTo(noEmailPublisherId)).toContainEqual(
        expect.objectContaining({
          name: 'Jane Reader',
          email: 'jane.reader@example.com',
          customer_id: customer.customerId,
        }),
      );
      const mail = (await outbox(app)).find(
        (entry) =>
          entry.template === 'publisher-message' && entry.replyTo === 'jane.reader@example.com',
      );
      expect(mail?.to).toBe(STAFF);
      expect(mail?.subject).toBe('A reader wrote to Clear Sky Books: Errata');
    });

    it('asks a guest for a name and a valid e-mail, field by field', async () => {
      const response = await contact(
        { PublisherId: pressId, Email: 'nope', Subject: '', Message: 'Hi' },
        { language: 'en' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorList).toEqual([
        'Data.Name: Enter your name.',
        'Data.Email: This e-mail address is not valid (for example name@example.com).',
        'Data.Subject: Enter the subject.',
      ]);
    });

    it('answers 404 for an unknown publisher, in the caller’s language', async () => {
      const data = {
        PublisherId: 987654,
        Name: 'A',
        Email: 'a@example.com',
        Subject: 'S',
        Message: 'M',
      };
      const th = await contact(data);
      expect(th.statusCode).toBe(404);
      expect(th.json().ErrorList).toEqual(['ไม่พบสำนักพิมพ์นี้']);
      const en = await contact(data, { language: 'en' });
      expect(en.json().ErrorList).toEqual(['This publisher does not exist.']);
    });

    it('throttles a visitor’s address and a sender’s e-mail to five messages an hour', async () => {
      const message = (email: string) => ({
        PublisherId: pressId,
        Name: 'Spammer',
        Email: email,
        Subject: 'Hello',
        Message: 'Buy now',
      });
      const fromOneAddress = await Promise.all(
        Array.from({ length: 7 }, (_, index) =>
          contact(message(`sender${index}@example.com`), {
            language: 'en',
            remoteAddress: '10.50.0.1',
          }),
        ),
      );
      const statuses = fromOneAddress.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
      const refused = fromOneAddress.find((response) => response.statusCode === 429);
      expect(refused?.json().ErrorList[0]).toMatch(
        /^You have sent too many messages to publishers\. Please wait \d+ minutes and try again\.$/,
      );
      expect(refused?.headers['retry-after']).toBeDefined();

      for (let index = 0; index < 5; index += 1)
        expect((await contact(message('same@example.com'))).statusCode).toBe(200);
      const sixth = await contact(message('SAME@example.com'));
      expect(sixth.statusCode).toBe(429);
      const stored = await executeRows<{ count: number }>(
        app.database.db,
        sql`select count(*)::int as count from publisher_messages where name = 'Spammer'`,
      );
      expect(stored[0]?.count).toBe(10);
    });
  });
});
