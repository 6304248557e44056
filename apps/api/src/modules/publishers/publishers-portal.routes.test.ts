import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, mailsTo } from '../../../test/accounts-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { visitorAddresses } from '../../../test/customer-fixture.js';
import {
  approvedPublisher,
  createPasswordCustomer,
  portalSignIn,
  tag,
  type ApprovedPublisher,
  type PortalSession,
} from '../../../test/portal-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';
import { executeRows } from '../../db/client.js';

/**
 * Readers' messages to a publisher in the portal and the reply by e-mail (docs/publishers.md,
 * "Replies from the portal") over the API and PostgreSQL: sent through the store's
 * `/contact-publisher/{id}` call, listed for the catalog publisher's organisation only, answered
 * in the sender's language as a job in the reply's transaction, once per form key even when the
 * same reply arrives several times at once; another organisation's message is 404.
 */
describe('publisher messages in the portal (issue 25)', { timeout: 120_000 }, () => {
  let app: TestApp;
  let a: ApprovedPublisher;
  let b: ApprovedPublisher;
  let sessionA: PortalSession;
  let sessionB: PortalSession;

  const nextAddress = visitorAddresses('10.49');

  beforeAll(async () => {
    app = await buildTestApp();
    const staff = await createStaffSession(app, 'owner', { language: 'en' });
    a = await approvedPublisher(app, staff);
    b = await approvedPublisher(app, staff);
    // Readers reach a publisher's contact page once it shows in the store.
    await app.database.db.execute(
      sql`update publishers set published = true, email = ${`press.${tag()}@example.com`}
           where id in (${a.catalogPublisherId}, ${b.catalogPublisherId})`,
    );
    sessionA = await portalSignIn(app, a.owner);
    sessionB = await portalSignIn(app, b.owner);
  });

  afterAll(async () => {
    await app.close();
  });

  /** A reader's message through the store's call; answers its id. */
  const send = async (
    publisher: ApprovedPublisher,
    sender: { name: string; email: string; language: 'th' | 'en'; subject: string },
  ) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/common/contactvendor',
      headers: { Language: sender.language },
      remoteAddress: nextAddress(),
      payload: {
        Data: {
          PublisherId: publisher.catalogPublisherId,
          Name: sender.name,
          Email: sender.email,
          Subject: sender.subject,
          Message: `ข้อความของ ${sender.name}\nบรรทัดที่สอง`,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await executeRows<{ id: string }>(
      app.database.db,
      sql`select id from publisher_messages where email = ${sender.email}
           order by created_at desc limit 1`,
    );
    return row!.id;
  };

  const call = (
    session: PortalSession,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    language: 'th' | 'en' = 'en',
  ) =>
    app.inject({
      method,
      url,
      headers: { ...session.headers, Language: language },
      ...(payload === undefined ? {} : { payload }),
    });

  const replyTo = (
    session: PortalSession,
    messageId: string,
    body: string,
    clientKey = randomUUID(),
  ) =>
    call(session, 'POST', `/portal/v1/messages/${messageId}/replies`, {
      Body: body,
      ClientKey: clientKey,
    });

  const replyRows = (messageId: string) =>
    executeRows<{ body: string; member_id: number | null }>(
      app.database.db,
      sql`select body, member_id from publisher_message_replies where message_id = ${messageId}
           order by id`,
    );

  it('lists the messages to the organisation’s publisher only, newest first, with one message’s replies', async () => {
    const first = await send(a, {
      name: 'Jane Reader',
      email: `jane.${tag()}@example.com`,
      language: 'en',
      subject: 'A question about the sequel',
    });
    const second = await send(a, {
      name: 'มานี มีนา',
      email: `manee.${tag()}@example.com`,
      language: 'th',
      subject: 'สอบถามเรื่องหนังสือ',
    });
    const toB = await send(b, {
      name: 'Someone Else',
      email: `else.${tag()}@example.com`,
      language: 'en',
      subject: 'For B',
    });

    const listA = await call(sessionA, 'GET', '/portal/v1/messages');
    expect(listA.statusCode, listA.body).toBe(200);
    const items = listA.json().Data.Items as Array<Record<string, unknown>>;
    expect(items.map((item) => item.MessageId)).toEqual([second, first]);
    expect(items[0]).toMatchObject({
      Name: 'มานี มีนา',
      Subject: 'สอบถามเรื่องหนังสือ',
      Body: 'ข้อความของ มานี มีนา\nบรรทัดที่สอง',
      Language: 'th',
      ReplyCount: 0,
      LastRepliedAt: null,
      Replies: [],
    });
    expect(listA.body).not.toContain('"ip"');
    const listB = (await call(sessionB, 'GET', '/portal/v1/messages')).json().Data.Items as Array<{
      MessageId: string;
    }>;
    expect(listB.map((item) => item.MessageId)).toEqual([toB]);

    const one = await call(sessionA, 'GET', `/portal/v1/messages/${first}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().Data).toMatchObject({ MessageId: first, Language: 'en', Replies: [] });
  });

  it('keeps a reply and e-mails it to the sender in their language, with the publisher as reply-to', async () => {
    const email = `ask.${tag()}@example.com`;
    const messageId = await send(a, {
      name: 'Jane Asker',
      email,
      language: 'en',
      subject: 'When is volume 2 out?',
    });
    const answered = await replyTo(
      sessionA,
      messageId,
      '  Volume 2 comes out in May.\nThank you!  ',
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const data = answered.json().Data;
    expect(data).toMatchObject({
      MessageId: messageId,
      ReplyCount: 1,
      LastRepliedAt: expect.any(String),
    });
    expect(data.Replies).toEqual([
      {
        ReplyId: expect.any(Number),
        Body: 'Volume 2 comes out in May.\nThank you!',
        AuthorName: 'สมาชิก ทดสอบ',
        CreatedAt: expect.any(String),
      },
    ]);
    expect(await replyRows(messageId)).toEqual([
      { body: 'Volume 2 comes out in May.\nThank you!', member_id: a.ownerMemberId },
    ]);

    const mail = await lastMail(app, email, 'publisher-message-reply');
    expect(mail.subject).toContain('replied to your message: When is volume 2 out?');
    expect(mail.text).toContain('Volume 2 comes out in May.');
    const [publisher] = await executeRows<{ email: string }>(
      app.database.db,
      sql`select email from publishers where id = ${a.catalogPublisherId}`,
    );
    expect(mail.replyTo).toBe(publisher!.email);
    expect(mail.links.some((link) => link.endsWith(`/en/vendor/${a.catalogPublisherId}`))).toBe(
      true,
    );

    // A Thai sender gets it in Thai; the list tells replied from waiting.
    const thaiEmail = `thai.${tag()}@example.com`;
    const thai = await send(a, {
      name: 'สมหญิง',
      email: thaiEmail,
      language: 'th',
      subject: 'ขอบคุณ',
    });
    expect((await replyTo(sessionA, thai, 'ยินดีครับ')).statusCode).toBe(200);
    expect((await lastMail(app, thaiEmail, 'publisher-message-reply')).subject).toContain(
      'ตอบข้อความของคุณ: ขอบคุณ',
    );
    const replied = (await call(sessionA, 'GET', '/portal/v1/messages?Replied=true&PageSize=100'))
      .json()
      .Data.Items.map((item: { MessageId: string }) => item.MessageId);
    expect(replied).toEqual(expect.arrayContaining([messageId, thai]));
    const waiting = (await call(sessionA, 'GET', '/portal/v1/messages?Replied=false&PageSize=100'))
      .json()
      .Data.Items.map((item: { MessageId: string }) => item.MessageId);
    expect(waiting).not.toContain(messageId);
  });

  it('writes one reply and one e-mail when the same reply arrives five times at once', async () => {
    const email = `race.${tag()}@example.com`;
    const messageId = await send(a, { name: 'Race', email, language: 'en', subject: 'Twice?' });
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => replyTo(sessionA, messageId, 'Only once', key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json().Data.ReplyCount).toBe(1);
    expect(await replyRows(messageId)).toHaveLength(1);
    expect(await mailsTo(app, email, 'publisher-message-reply')).toHaveLength(1);

    // A second reply (a new form) is a second e-mail; the first key on another message is 409.
    expect((await replyTo(sessionA, messageId, 'And a follow-up')).statusCode).toBe(200);
    expect(await mailsTo(app, email, 'publisher-message-reply')).toHaveLength(2);
    const other = await send(a, {
      name: 'Other',
      email: `o.${tag()}@example.com`,
      language: 'en',
      subject: 'x',
    });
    const reused = await replyTo(sessionA, other, 'Reused key', key);
    expect(reused.statusCode).toBe(409);
    expect(await replyRows(other)).toEqual([]);
  });

  it('answers 404 to another organisation’s message, and 403 to a member without messages.reply', async () => {
    const email = `private.${tag()}@example.com`;
    const messageOfA = await send(a, { name: 'Private', email, language: 'th', subject: 'ลับ' });
    const read = await call(sessionB, 'GET', `/portal/v1/messages/${messageOfA}`, undefined, 'th');
    expect(read.statusCode).toBe(404);
    expect(read.json().ErrorList).toEqual(['ไม่พบข้อความนี้ในข้อความถึงสำนักพิมพ์ของคุณ']);
    const replied = await replyTo(sessionB, messageOfA, 'Not yours');
    expect(replied.statusCode).toBe(404);
    expect(await replyRows(messageOfA)).toEqual([]);
    expect(await mailsTo(app, email, 'publisher-message-reply')).toEqual([]);
    expect(
      (await call(sessionA, 'GET', '/portal/v1/messages/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await call(sessionA, 'GET', '/portal/v1/messages/not-a-uuid')).statusCode).toBe(400);

    const customer = await createPasswordCustomer(app);
    await app.database.db.execute(
      sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${a.organisationId}, ${customer.customerId}, 'finance')`,
    );
    const finance = await portalSignIn(app, customer);
    expect((await call(finance, 'GET', '/portal/v1/messages')).statusCode).toBe(403);
    expect((await replyTo(finance, messageOfA, 'Finance says hi')).statusCode).toBe(403);
  });
});
