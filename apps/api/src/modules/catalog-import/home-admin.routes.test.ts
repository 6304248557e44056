import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDER_PICTURE_UPLOAD_LIMIT } from '@nangsue/contracts/admin';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createStaffSession } from '../../../test/staff-fixture.js';

type Staff = Awaited<ReturnType<typeof createStaffSession>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe('topics and home sliders in the back office', () => {
  let app: TestApp;
  let ids: Record<string, number>;
  let editor: Staff;
  let editorTh: Staff;
  let support: Staff;
  let marketing: Staff;
  let draftId: number;

  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedTestCatalogIds(app);
    editor = await createStaffSession(app, 'catalog_editor', { language: 'en' });
    editorTh = await createStaffSession(app, 'catalog_editor', { language: 'th' });
    support = await createStaffSession(app, 'orders_support', { language: 'en' });
    marketing = await createStaffSession(app, 'marketing', { language: 'en' });
    const draft = await call('POST', '/books', editor, {
      NameTh: 'ร่างหนังสือในหัวข้อ',
      NameEn: 'A Draft In A Topic',
      PriceSatang: 9900,
    });
    draftId = draft.json().Data.Id;
  });

  afterAll(async () => {
    await app.close();
  });

  const call = (method: Method, url: string, staff: Staff | null = editor, payload?: unknown) =>
    app.inject({
      method,
      url: `/admin/v1/catalog${url}`,
      headers: staff?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const upload = (url: string, body: Buffer, contentType: string, staff: Staff | null = editor) =>
    app.inject({
      method: 'PUT',
      url: `/admin/v1/catalog${url}`,
      headers: { ...(staff?.headers ?? {}), 'content-type': contentType },
      payload: body,
    });

  const store = (url: string, language: 'th' | 'en' = 'en') =>
    app.inject({ method: 'GET', url, headers: { Language: language } });

  const storeTopic = (code: string) => store(`/v2/topic/details-topiccode/${code}`);
  const storeSliders = async () =>
    (await store('/v2/slider/home-slider')).json().Data as Array<{
      Id: number;
      Title: string;
      Link: string;
      IsExternal: boolean;
      PictureUrl: string;
    }>;

  const catalogVersion = async () =>
    BigInt((await store('/catalog-version')).json().Data.Version as string);

  const auditOf = async (entityType: string, entityId?: number) =>
    executeRows<{ action: string; staff_id: number; before: unknown; after: unknown }>(
      app.database.db,
      entityId === undefined
        ? sql`select action, staff_id, before, after from audit_log
              where entity_type = ${entityType} order by id`
        : sql`select action, staff_id, before, after from audit_log
              where entity_type = ${entityType} and entity_id = ${String(entityId)} order by id`,
    );

  const picture = (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
    const blank = sharp({
      create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } },
    });
    return (format === 'jpeg' ? blank.jpeg() : blank.png()).toBuffer();
  };

  it('creates a topic with its books in order, audited; the store’s cached topic follows at once', async () => {
    const before = await catalogVersion();
    const created = await call('POST', '/topics', editor, {
      Code: 'Rainy-Day-Reads',
      TitleTh: 'อ่านวันฝนตก',
      TitleEn: 'Rainy day reads',
      BodyEn: 'Books for a grey afternoon.',
      BookIds: [ids.python, draftId, ids['hp-1']],
    });
    expect(created.statusCode, created.body).toBe(200);
    const topic = created.json().Data;
    expect(topic).toMatchObject({
      Code: 'rainy-day-reads',
      TitleEn: 'Rainy day reads',
      BodyTh: '',
      Published: true,
      BookIds: [ids.python, draftId, ids['hp-1']],
      StoreUrl: expect.stringMatching(/\/en\/topic\/rainy-day-reads$/),
    });
    expect((await call('GET', `/topics/${topic.Id}`)).json().Data).toEqual(topic);
    expect(await catalogVersion()).toBeGreaterThan(before);

    // The store lists the published books in the topic's order (the draft waits).
    const page = await storeTopic('rainy-day-reads');
    expect(page.statusCode).toBe(200);
    expect(page.json().Data.Products.map((book: { Id: number }) => book.Id)).toEqual([
      ids.python,
      ids['hp-1'],
    ]);

    // A new order shows in the cached answer at once: the write moved the catalog version.
    const reordered = await call('PATCH', `/topics/${topic.Id}`, editor, {
      BookIds: [ids['hp-1'], ids.python],
      TitleEn: 'Rainy-day reads',
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const again = (await storeTopic('rainy-day-reads')).json().Data;
    expect(again.Title).toBe('Rainy-day reads');
    expect(again.Products.map((book: { Id: number }) => book.Id)).toEqual([
      ids['hp-1'],
      ids.python,
    ]);

    expect(await auditOf('topic', topic.Id)).toEqual([
      {
        action: 'topic.create',
        staff_id: editor.staffId,
        before: null,
        after: {
          Code: 'rainy-day-reads',
          TitleTh: 'อ่านวันฝนตก',
          TitleEn: 'Rainy day reads',
          BodyTh: '',
          BodyEn: 'Books for a grey afternoon.',
          Published: true,
          BookIds: [ids.python, draftId, ids['hp-1']],
        },
      },
      {
        action: 'topic.update',
        staff_id: editor.staffId,
        before: { TitleEn: 'Rainy day reads', BookIds: [ids.python, draftId, ids['hp-1']] },
        after: { TitleEn: 'Rainy-day reads', BookIds: [ids['hp-1'], ids.python] },
      },
    ]);

    // Unpublished: the store's page is gone; the list finds it by code or title.
    await call('PATCH', `/topics/${topic.Id}`, editor, { Published: false });
    expect((await storeTopic('rainy-day-reads')).statusCode).toBe(404);
    const found = (await call('GET', '/topics?Q=RAINY')).json().Data;
    expect(found.Items).toEqual([
      expect.objectContaining({ Id: topic.Id, Published: false, BookCount: 2 }),
    ]);
  });

  it('keeps a topic’s code an address of its own, with messages in Thai and English', async () => {
    const body = { TitleTh: 'หัวข้อ', TitleEn: 'A topic' };
    const thai = await call('POST', '/topics', editorTh, { ...body, Code: 'หนังสือดี' });
    expect(thai.statusCode).toBe(400);
    expect(thai.json().ErrorList).toEqual([
      'รหัสหัวข้อ “หนังสือดี” ใช้เป็นที่อยู่หน้าเว็บ (/topic/หนังสือดี) ได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์เล็ก ตัวเลข และขีดกลางคั่นคำ เช่น summer-reading',
    ]);
    for (const code of ['two words', 'double--dash', '-edge', 'a/b', 'x'.repeat(101)]) {
      const answer = await call('POST', '/topics', editor, { ...body, Code: code });
      expect(answer.statusCode, code).toBe(400);
    }
    expect((await call('POST', '/topics', editor, { ...body, Code: 'a b' })).json()).toEqual({
      Data: null,
      ErrorList: [
        'The topic code “a b” is its address (/topic/a b): use lower-case English letters and digits, words joined by single dashes, such as summer-reading.',
      ],
    });

    // The test catalog's topic holds `summer-reading`.
    const taken = await call('POST', '/topics', editor, { ...body, Code: 'summer-reading' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().ErrorList).toEqual([
      'The code “summer-reading” belongs to another topic (/topic/summer-reading): choose another one.',
    ]);
    const takenTh = await call('POST', '/topics', editorTh, { ...body, Code: 'Summer-Reading' });
    expect(takenTh.json().ErrorList).toEqual([
      'รหัส “summer-reading” ถูกใช้กับหัวข้ออื่นแล้ว (/topic/summer-reading) กรุณาเลือกรหัสอื่น',
    ]);

    const other = (await call('POST', '/topics', editor, { ...body, Code: 'another-topic' })).json()
      .Data;
    const renamed = await call('PATCH', `/topics/${other.Id}`, editor, { Code: 'summer-reading' });
    expect(renamed.statusCode).toBe(409);

    const missing = await call('POST', '/topics', editor, {
      ...body,
      Code: 'with-missing-books',
      BookIds: [ids.python, 99999998, 99999999],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().ErrorList).toEqual(['There is no book 99999998, 99999999.']);
    const twice = await call('POST', '/topics', editor, {
      ...body,
      Code: 'with-twice',
      BookIds: [ids.python, ids.python],
    });
    expect(twice.json().ErrorList).toEqual([`Book ${ids.python} is in the list twice.`]);
    expect((await call('GET', '/topics/99999999')).json().ErrorList).toEqual([
      'There is no topic 99999999.',
    ]);
  });

  it('lets one of twenty editors racing for one code have it; the others get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', '/topics', editor, {
          Code: 'race-for-a-code',
          TitleTh: `แข่ง ${index}`,
          TitleEn: `Race ${index}`,
          BookIds: [ids.python],
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(19).fill(409),
    ]);
    const rows = await executeRows<{ id: number }>(
      app.database.db,
      sql`select id from topics where code = 'race-for-a-code'`,
    );
    expect(rows).toHaveLength(1);
    const created = await auditOf('topic', rows[0]!.id);
    expect(created.map((entry) => entry.action)).toEqual(['topic.create']);
  });

  it('writes one topic’s list in turn: twenty parallel orders leave one of them whole', async () => {
    const topic = (
      await call('POST', '/topics', editor, {
        Code: 'parallel-orders',
        TitleTh: 'ลำดับพร้อมกัน',
        TitleEn: 'Parallel orders',
      })
    ).json().Data;
    const books = [ids.python, ids['hp-1'], ids['detective-harry'], draftId];
    const orders = Array.from({ length: 20 }, (_, index) =>
      books.map((_book, position) => books[(position + index) % books.length]!),
    );
    const answers = await Promise.all(
      orders.map((order) => call('PATCH', `/topics/${topic.Id}`, editor, { BookIds: order })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const final = (await call('GET', `/topics/${topic.Id}`)).json().Data.BookIds;
    expect(orders).toContainEqual(final);
    const rows = await executeRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from topic_books where topic_id = ${topic.Id}`,
    );
    expect(rows[0]!.count).toBe(books.length);
    expect((await auditOf('topic', topic.Id)).map((entry) => entry.action)).toEqual([
      'topic.create',
      ...Array<string>(20).fill('topic.update'),
    ]);
  });

  it('keeps slider links to a store path or an https address, with messages', async () => {
    const body = { TitleTh: 'แบนเนอร์', TitleEn: 'A banner' };
    const refused: Array<[string, string]> = [
      ['javascript:alert(1)', 'notHttps'],
      ['http://example.com/sale', 'notHttps'],
      ['data:text/html,hi', 'notHttps'],
      ['https://user:pass@example.com/', 'credentials'],
      ['https://example.com@evil.example/', 'credentials'],
      ['topic/summer-reading', 'notHttps'],
      ['//evil.example/topic', 'doubleSlash'],
      ['/topic//x', 'doubleSlash'],
      ['/\\evil.example', 'doubleSlash'],
      ['/en/topic/summer-reading', 'language'],
    ];
    for (const [link] of refused) {
      const answer = await call('POST', '/sliders', editor, { ...body, Link: link });
      expect(answer.statusCode, link).toBe(400);
    }
    expect(
      (await call('POST', '/sliders', editor, { ...body, Link: 'javascript:alert(1)' })).json()
        .ErrorList,
    ).toEqual([
      'The link “javascript:alert(1)” must be a store path (starting with /) or a web address starting with https://.',
    ]);
    expect(
      (await call('POST', '/sliders', editor, { ...body, Link: 'https://a:b@example.com/' })).json()
        .ErrorList,
    ).toEqual([
      'The link “https://a:b@example.com/” carries a user name or password (the part before @). Use the address without it.',
    ]);
    expect(
      (await call('POST', '/sliders', editorTh, { ...body, Link: '//evil.example' })).json()
        .ErrorList,
    ).toEqual([
      'ลิงก์ “//evil.example” ต้องเป็นที่อยู่ในร้านที่ขึ้นต้นด้วย / ตัวเดียว ไม่มี // ช่องว่าง หรือ \\ เช่น /topic/summer-reading',
    ]);
    expect(
      (await call('POST', '/sliders', editor, { ...body, Link: '/en/topic/x' })).json().ErrorList,
    ).toEqual([
      'Leave the language out of the link “/en/topic/x” (/en or /th): the store adds the reader’s own.',
    ]);
    for (const link of [
      '/topic/summer-reading',
      '/category/3?sort=new#top',
      'https://example.com',
    ]) {
      const answer = await call('POST', '/sliders', editor, { ...body, Link: link });
      expect(answer.statusCode, link).toBe(200);
      await call('DELETE', `/sliders/${answer.json().Data.Id}`);
    }
  });

  it('makes, pictures, orders, publishes and deletes sliders; the store’s home follows', async () => {
    const existing = (await call('GET', '/sliders')).json().Data.Items as Array<{ Id: number }>;
    expect(existing).toHaveLength(1);
    const first = existing[0]!.Id;

    const made = await call('POST', '/sliders', editor, {
      TitleTh: 'ลดราคาหน้าฝน',
      TitleEn: 'Rainy season sale',
      SubtitleEn: 'Up to 40% off',
      Link: 'https://example.com/rainy',
    });
    expect(made.statusCode, made.body).toBe(200);
    const slider = made.json().Data;
    expect(slider).toMatchObject({
      TitleEn: 'Rainy season sale',
      SubtitleTh: '',
      Link: 'https://example.com/rainy',
      IsExternal: true,
      Published: false,
      StorePictureUrl: expect.stringMatching(/\/sliders\/[0-9a-f]{32}\.webp$/),
      PictureUrl: expect.stringMatching(/^\/admin\/v1\/catalog\/sliders\/\d+\/picture\?v=/),
    });
    expect(slider.DisplayOrder).toBeGreaterThan(existing.length - 1);
    // Until a picture comes the store draws a banner; the back office reads it on its own origin.
    const drawn = await app.inject({
      method: 'GET',
      url: slider.PictureUrl,
      headers: editor.headers,
    });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['content-type']).toBe('image/webp');
    expect(await sharp(drawn.rawPayload).metadata()).toMatchObject({ width: 1200, height: 400 });

    // Unpublished: not on the home page yet.
    expect((await storeSliders()).map((entry) => entry.Id)).toEqual([first]);

    const uploaded = await upload(
      `/sliders/${slider.Id}/picture`,
      await picture(1800, 700, 'jpeg'),
      'image/jpeg',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withPicture = uploaded.json().Data;
    expect(withPicture.PictureUrl).not.toBe(slider.PictureUrl);
    const key = withPicture.StorePictureUrl.replace(/^.*\/files\//, '');
    const stored = await app.storage.get(key);
    expect(await sharp(stored!.data).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 400,
    });

    const tooSmall = await upload(
      `/sliders/${slider.Id}/picture`,
      await picture(300, 100),
      'image/png',
    );
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().ErrorList).toEqual([
      'The slider’s picture is too small (300x100 pixels): it must be at least 600x200.',
    ]);
    const cover = await upload(
      `/sliders/${slider.Id}/picture`,
      await picture(700, 1000),
      'image/png',
    );
    expect(cover.json().ErrorList[0]).toContain('far from a banner’s shape (700x1000)');
    const notAPicture = await upload(
      `/sliders/${slider.Id}/picture`,
      Buffer.from('hi'),
      'image/webp',
    );
    expect(notAPicture.json().ErrorList).toEqual([
      'The slider’s picture cannot be read. Send a JPEG, PNG or WebP.',
    ]);
    const pdf = await upload(
      `/sliders/${slider.Id}/picture`,
      Buffer.from('%PDF-1.7'),
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(415);

    // Published and put first: the cached home page follows at once.
    expect(
      (await call('PATCH', `/sliders/${slider.Id}`, editor, { Published: true })).statusCode,
    ).toBe(200);
    const badOrder = await call('PUT', '/sliders/order', editor, { Ids: [slider.Id] });
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().ErrorList).toEqual([
      'The new order must list every slider once. Reload the page and try again.',
    ]);
    expect(
      (await call('PUT', '/sliders/order', editor, { Ids: [slider.Id, first] })).statusCode,
    ).toBe(200);
    const home = await storeSliders();
    expect(home.map((entry) => entry.Id)).toEqual([slider.Id, first]);
    expect(home[0]).toMatchObject({
      Title: 'Rainy season sale',
      IsExternal: true,
      PictureUrl: expect.stringContaining(key),
    });

    // A slider that links to a topic keeps the topic's address.
    const topic = (await call('GET', '/topics?Q=summer-reading')).json().Data.Items[0];
    const kept = await call('DELETE', `/topics/${topic.Id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().ErrorList).toEqual([
      'The slider “Summer reading” links to this topic (/topic/summer-reading): change its link or delete it first.',
    ]);
    expect((await call('PATCH', `/topics/${topic.Id}`, editor, { Code: 'moved' })).statusCode).toBe(
      409,
    );

    expect((await call('DELETE', `/sliders/${first}`)).statusCode).toBe(200);
    expect((await storeSliders()).map((entry) => entry.Id)).toEqual([slider.Id]);
    expect((await call('DELETE', `/topics/${topic.Id}`)).statusCode).toBe(200);
    expect((await storeTopic('summer-reading')).statusCode).toBe(404);
    expect((await call('GET', `/sliders/${first}`)).json().ErrorList).toEqual([
      `There is no slider ${first}.`,
    ]);

    expect((await auditOf('slider', slider.Id)).map((entry) => entry.action)).toEqual([
      'slider.create',
      'slider.picture',
      'slider.update',
    ]);
    const reorder = (await auditOf('slider')).find((entry) => entry.action === 'slider.reorder');
    expect(reorder).toMatchObject({
      before: { Ids: [first, slider.Id] },
      after: { Ids: [slider.Id, first] },
    });
    expect((await auditOf('slider', first)).map((entry) => entry.action)).toEqual([
      'slider.delete',
    ]);
    expect((await auditOf('topic', topic.Id)).at(-1)).toMatchObject({
      action: 'topic.delete',
      before: expect.objectContaining({ Code: 'summer-reading' }),
      after: null,
    });
  });

  it('lets staff who read the catalog see topics and sliders, and only editors change them', async () => {
    expect((await call('GET', '/topics', support)).statusCode).toBe(200);
    expect((await call('GET', '/sliders', marketing)).statusCode).toBe(200);
    const body = { Code: 'not-yours', TitleTh: 'ไม่ใช่', TitleEn: 'Not yours' };
    expect((await call('POST', '/topics', support, body)).statusCode).toBe(403);
    expect((await call('POST', '/topics', marketing, body)).statusCode).toBe(403);
    expect((await call('GET', '/topics', null)).statusCode).toBe(401);
    // An upload nobody may make is refused before its body is read: 401 and 403, not 413.
    const huge = Buffer.alloc(SLIDER_PICTURE_UPLOAD_LIMIT + 1024 * 1024, 1);
    expect((await upload('/sliders/1/picture', huge, 'image/png', null)).statusCode).toBe(401);
    expect((await upload('/sliders/1/picture', huge, 'image/png', support)).statusCode).toBe(403);
    expect((await upload('/sliders/1/picture', huge, 'image/png', editor)).statusCode).toBe(413);
  });
});
