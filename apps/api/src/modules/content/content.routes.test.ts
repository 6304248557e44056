import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  CONTACT_TOPICS,
  ContactFormResponseSchema,
  ContactUsResponseSchema,
  ContentPageResponseSchema,
} from '@nangsue/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { mailsTo, uniqueEmail } from '../../../test/accounts-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  visitorAddresses,
} from '../../../test/customer-fixture.js';
import { createContentService } from './content.service.js';
import { seedContentPages } from './content.seed.js';
import * as contentRepository from './content.repository.js';

const STAFF = 'care@nangsue.example';

describe('content pages and contact us', () => {
  let app: TestApp;
  /** A distinct visitor address per call, so one test's messages do not throttle another's. */
  const nextAddress = visitorAddresses('10.30');

  beforeAll(async () => {
    app = await buildTestApp({ STAFF_EMAIL: STAFF });
  });

  afterAll(async () => {
    await app.close();
  });

  const page = (group: string, key: string, language?: 'th' | 'en') =>
    app.inject({
      method: 'GET',
      url: `/v2/common/dynamic-content/${group}/${key}`,
      headers: language ? { Language: language } : {},
    });

  const contact = (
    data: Record<string, unknown>,
    options: { language?: 'th' | 'en'; remoteAddress?: string; token?: string } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/v2/common/contactus',
      headers: {
        ...(options.language ? { Language: options.language } : {}),
        ...(options.token ? { Token: options.token } : {}),
      },
      remoteAddress: options.remoteAddress ?? nextAddress(),
      payload: { Data: data },
    });

  const goodMessage = (email = uniqueEmail('reader')) => ({
    Topic: 'orders',
    Name: 'สมหญิง ใจดี',
    Email: email,
    Message: 'ซื้อหนังสือแล้วแต่ยังไม่ขึ้นในชั้นหนังสือ ช่วยตรวจสอบให้หน่อยค่ะ',
  });

  describe('GET dynamic-content', () => {
    it('answers the seeded page in each language with its group’s pages for the navigation', async () => {
      for (const language of ['th', 'en'] as const) {
        const response = await page('howto', 'index', language);
        expect(response.statusCode).toBe(200);
        const data = ContentPageResponseSchema.parse(response.json()).Data!;
        expect(data.Group).toBe('howto');
        expect(data.Key).toBe('index');
        expect(data.Title.length).toBeGreaterThan(0);
        expect(data.BodyMarkdown.length).toBeGreaterThan(20);
        expect(Number.isNaN(Date.parse(data.UpdatedOn))).toBe(false);
        expect(data.Pages.map((link) => link.Key)).toContain('index');
        expect(data.Pages.length).toBeGreaterThan(1);
        const orders = data.Pages.map((link) => link.Order);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
        // Thai text in Thai, none in the English title.
        expect(/[\u0E00-\u0E7F]/.test(data.Title)).toBe(language === 'th');
      }
    });

    it('serves a key page of the group, and every group has its index', async () => {
      for (const group of ['howto', 'purchaseprocess', 'termandcondition', 'policy']) {
        const index = await page(group, 'index', 'en');
        expect(index.statusCode, group).toBe(200);
        const other = index.json().Data.Pages.find((link: { Key: string }) => link.Key !== 'index');
        if (!other) continue;
        const response = await page(group, other.Key, 'en');
        expect(response.statusCode).toBe(200);
        expect(response.json().Data.Title).toBe(other.Title);
      }
    });

    it('answers 404 with a message in the caller’s language for an unknown group or key', async () => {
      for (const [group, key] of [
        ['howto', 'no-such-page'],
        ['recipes', 'index'],
        ['howto', 'Bad_Key'],
      ]) {
        const thai = await page(group!, key!, 'th');
        expect(thai.statusCode).toBe(404);
        expect(thai.json()).toEqual({
          Data: null,
          ErrorList: ['ไม่พบหน้านี้ อาจถูกย้ายหรือลบไปแล้ว'],
        });
        const english = await page(group!, key!, 'en');
        expect(english.statusCode).toBe(404);
        expect(english.json().ErrorList).toEqual([
          'This page does not exist. It may have been moved or removed.',
        ]);
      }
    });
  });

  describe('the seed', () => {
    let dir: string;
    const write = (file: string, text: string) =>
      fs
        .mkdir(path.dirname(path.join(dir, file)), { recursive: true })
        .then(() => fs.writeFile(path.join(dir, file), text));
    const pageText = (title: string, body: string) =>
      `---\ntitle: ${title}\nsummary: A test page.\norder: 5\n---\n${body}\n`;

    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-content-'));
    });
    afterAll(async () => {
      await fs.rm(dir, { recursive: true, force: true });
    });

    it('is idempotent, renews unedited pages, keeps edited ones and moves the catalog version', async () => {
      const db = app.testDatabase.db;
      await write('policy/zz-test.th.md', pageText('ทดสอบ', 'ข้อความแรก'));
      await write('policy/zz-test.en.md', pageText('Test', 'First text'));
      await write('policy/zz-edited.en.md', pageText('Edited', 'Seeded text'));

      expect(await seedContentPages(db, { dir })).toEqual({
        inserted: 3,
        updated: 0,
        keptEdited: [],
      });
      expect(await seedContentPages(db, { dir })).toEqual({
        inserted: 0,
        updated: 0,
        keptEdited: [],
      });

      // Staff edit one page; the files change for both.
      await contentRepository.updatePageText(db, {
        group: 'policy',
        key: 'zz-edited',
        locale: 'en',
        title: 'Edited by staff',
        bodyMarkdown: 'Staff text\n',
      });
      await write('policy/zz-test.en.md', pageText('Test', 'Second text'));
      await write('policy/zz-edited.en.md', pageText('Edited', 'New seeded text'));
      const versionBefore = app.cache.version();
      expect(await seedContentPages(db, { dir })).toEqual({
        inserted: 0,
        updated: 1,
        keptEdited: ['policy/zz-edited.en'],
      });

      const renewed = await contentRepository.findPage(db, {
        group: 'policy',
        key: 'zz-test',
        locale: 'en',
      });
      expect(renewed?.bodyMarkdown).toBe('Second text\n');
      const kept = await contentRepository.findPage(db, {
        group: 'policy',
        key: 'zz-edited',
        locale: 'en',
      });
      expect(kept?.title).toBe('Edited by staff');
      expect(kept?.bodyMarkdown).toBe('Staff text\n');

      // The change moved the catalog version: the API answers the new text at once.
      const [version] = await executeRows<{ value: string }>(
        db,
        sql`select value from search_index_meta where key = 'catalog_version'`,
      );
      expect(BigInt(version!.value)).toBeGreaterThan(BigInt(versionBefore));
      app.cache.moveTo(version!.value);
      const response = await page('policy', 'zz-test', 'en');
      expect(response.json().Data.BodyMarkdown).toBe('Second text\n');
    });

    it('refuses a malformed file, naming it', async () => {
      const bad = await fs.mkdtemp(path.join(os.tmpdir(), 'nangsue-content-bad-'));
      try {
        await fs.mkdir(path.join(bad, 'howto'));
        await fs.writeFile(path.join(bad, 'howto', 'broken.th.md'), '# no front matter\n');
        await expect(seedContentPages(app.testDatabase.db, { dir: bad })).rejects.toThrow(
          /broken\.th\.md: it must start with a front matter block/,
        );
      } finally {
        await fs.rm(bad, { recursive: true, force: true });
      }
    });
  });

  describe('GET contactus', () => {
    it('lists the topics in the caller’s language and the limits; no prefill for a guest', async () => {
      const thai = ContactFormResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/v2/common/contactus' })).json(),
      ).Data!;
      expect(thai.Topics.map((topic) => topic.Code)).toEqual([...CONTACT_TOPICS]);
      expect(thai.Topics[0]!.Label).toBe('คำสั่งซื้อและการชำระเงิน');
      expect(thai.Limits.MessageMaxLength).toBe(3000);
      expect(thai.Prefill).toBeNull();
      const english = (
        await app.inject({
          method: 'GET',
          url: '/v2/common/contactus',
          headers: { Language: 'en' },
        })
      ).json().Data;
      expect(
        english.Topics.find((topic: { Code: string }) => topic.Code === 'tax-invoice').Label,
      ).toBe('Tax invoices and receipts');
    });

    it('prefills a signed-in reader’s name, e-mail and own recent order numbers', async () => {
      const reader = await createTestCustomer(app, { firstName: 'Malee', lastName: 'Dee' });
      const other = await createTestCustomer(app);
      const insertOrder = (customerId: number) =>
        executeRows<{ id: number }>(
          app.testDatabase.db,
          sql`insert into orders (customer_id, source, status, locale, subtotal_satang, discount_satang,
                total_satang, vat_satang, net_satang, taxable_net_satang, vat_exempt_satang,
                coins_satang, amount_due_satang)
              values (${customerId}, 'basket', 'CR', 'th', 0, 0, 0, 0, 0, 0, 0, 0, 0) returning id`,
        );
      const [first] = await insertOrder(reader.customerId);
      await insertOrder(other.customerId);
      const [second] = await insertOrder(reader.customerId);
      const response = await app.inject({
        method: 'GET',
        url: '/v2/common/contactus',
        headers: asCustomer(reader, 'en'),
      });
      expect(response.json().Data.Prefill).toEqual({
        Name: 'Malee Dee',
        Email: reader.email,
        OrderNumbers: [second, first].map(
          (row) => `NS${String(Number(row!.id)).padStart(10, '0')}`,
        ),
      });
    });
  });

  describe('POST contactus', () => {
    it('stores the message with a reference and queues both e-mails in the right languages', async () => {
      const reader = await createTestCustomer(app);
      for (const language of ['th', 'en'] as const) {
        const email = uniqueEmail(`sender-${language}`);
        const response = await contact(
          { ...goodMessage(email), Phone: '081-234-5678', OrderNumber: 'ns0000000042' },
          { language, token: reader.token },
        );
        expect(response.statusCode).toBe(200);
        const { Reference } = ContactUsResponseSchema.parse(response.json()).Data!;
        expect(Reference).toMatch(/^C-[2-9A-HJKMNP-Z]{6}$/);

        const [row] = await executeRows<Record<string, unknown>>(
          app.testDatabase.db,
          sql`select * from contact_messages where reference = ${Reference}`,
        );
        expect(row).toMatchObject({
          customer_id: reader.customerId,
          topic: 'orders',
          name: 'สมหญิง ใจดี',
          email,
          phone: '081-234-5678',
          order_number: 'NS0000000042',
          locale: language,
        });

        const [ack] = await mailsTo(app, email, 'contact-received');
        expect(ack?.subject).toContain(Reference);
        expect(ack?.text).toContain(
          language === 'th' ? 'คำสั่งซื้อและการชำระเงิน' : 'Orders and payment',
        );
        expect(/[\u0E00-\u0E7F]/.test(ack!.subject)).toBe(language === 'th');
        expect(ack?.links).toEqual([
          `${app.env.STOREFRONT_URL}${language === 'en' ? '/en' : ''}/howto`,
        ]);
        // The sender's own words are not sent back to whatever address was typed.
        expect(ack?.text).not.toContain('ชั้นหนังสือ ช่วยตรวจสอบ');

        const staff = (await mailsTo(app, STAFF, 'contact-staff')).find((mail) =>
          mail.subject.includes(Reference),
        );
        expect(staff?.replyTo).toBe(email);
        expect(staff?.text).toContain('ซื้อหนังสือแล้วแต่ยังไม่ขึ้นในชั้นหนังสือ');
        expect(staff?.text).toContain('081-234-5678');
        expect(staff?.text).toContain('NS0000000042');
      }
    });

    it('says what is wrong with each bad field, in Thai and in English', async () => {
      const bad = {
        Topic: 'complaints',
        Name: '   ',
        Email: 'not-an-address',
        Phone: 'call me',
        Message: 'short',
      };
      const thai = await contact(bad, { language: 'th' });
      expect(thai.statusCode).toBe(400);
      expect(thai.json().ErrorList).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Data\.Topic: ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้ "orders"/),
          'Data.Name: ต้องไม่เว้นว่าง',
          'Data.Email: รูปแบบไม่ถูกต้อง (ต้องเป็น email)',
          'Data.Phone: มีรูปแบบหรืออักขระที่ไม่รองรับ',
          'Data.Message: ต้องมีความยาวอย่างน้อย 10 ตัวอักษร',
        ]),
      );
      expect(thai.json().ErrorList).toHaveLength(5);
      const english = await contact(bad, { language: 'en' });
      expect(english.json().ErrorList).toEqual(
        expect.arrayContaining([
          'Data.Name: must not be empty.',
          'Data.Email: is not a valid email.',
          'Data.Message: must be at least 10 characters long.',
        ]),
      );
      const missing = await contact({ Topic: 'other' }, { language: 'en' });
      expect(missing.json().ErrorList).toEqual(
        expect.arrayContaining([
          'Data.Name: is required.',
          'Data.Email: is required.',
          'Data.Message: is required.',
        ]),
      );
      const tooLong = await contact(
        { ...goodMessage(), Message: 'ก'.repeat(3001) },
        { language: 'en' },
      );
      expect(tooLong.json().ErrorList).toEqual([
        'Data.Message: must be at most 3000 characters long.',
      ]);
      const [count] = await executeRows<{ count: number }>(
        app.testDatabase.db,
        sql`select count(*)::int as count from contact_messages where body = 'short'`,
      );
      expect(count?.count).toBe(0);
    });

    it('lets one visitor send 5 messages an hour, also when they arrive at once', async () => {
      const remoteAddress = nextAddress();
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => contact(goodMessage(), { language: 'en', remoteAddress })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const refused = responses.find((response) => response.statusCode === 429)!;
      expect(refused.json().ErrorList[0]).toMatch(
        /^You have sent too many messages\. Please wait 60 minutes/,
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const thai = await contact(goodMessage(), { language: 'th', remoteAddress });
      expect(thai.statusCode).toBe(429);
      expect(thai.json().ErrorList[0]).toMatch(/^คุณส่งข้อความหลายครั้งเกินไป/);
      const [count] = await executeRows<{ count: number }>(
        app.testDatabase.db,
        sql`select count(*)::int as count from contact_messages where ip = ${remoteAddress}`,
      );
      expect(count?.count).toBe(5);
    });

    it('counts one sender e-mail across visitor addresses', async () => {
      const email = uniqueEmail('busy');
      for (let sent = 0; sent < 5; sent += 1)
        expect((await contact(goodMessage(email))).statusCode).toBe(200);
      const sixth = await contact(goodMessage(email.toUpperCase()));
      expect(sixth.statusCode).toBe(429);
    });

    it('draws another reference when one is taken; references stay unique', async () => {
      const draws = ['C-AAAAAA', 'C-AAAAAA', 'C-BBBBBB'];
      const service = createContentService({
        db: app.testDatabase.db,
        cache: app.cache,
        mail: app.services.accountMail,
        throttle: { consume: async () => undefined },
        staffEmail: STAFF,
        storefrontUrl: app.env.STOREFRONT_URL,
        makeReference: () => draws.shift() ?? 'C-CCCCCC',
        pages: contentRepository,
      });
      const caller = { customerId: null, ip: '10.99.0.1', locale: 'th' as const };
      const fields = {
        Topic: 'other' as const,
        Name: 'A',
        Email: uniqueEmail(),
        Message: 'A message of some length.',
      };
      expect(await service.submit(caller, fields)).toEqual({ Reference: 'C-AAAAAA' });
      expect(await service.submit(caller, fields)).toEqual({ Reference: 'C-BBBBBB' });

      // Many at once through the API: all different.
      const responses = await Promise.all(Array.from({ length: 20 }, () => contact(goodMessage())));
      const references = responses.map((response) => response.json().Data.Reference as string);
      expect(new Set(references).size).toBe(20);
    });
  });
});
