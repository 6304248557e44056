import { randomUUID } from 'node:crypto';
import {
  CheckoutResponseSchema,
  PENDING_READING_EVENT,
  PendingReaderResponseSchema,
  PendingReadingStatusSchema,
  PlacedOrderResponseSchema,
  type PendingReadingStatus,
} from '@nangsue/contracts';
import { TextWriter, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { JOBS } from '../../jobs.js';
import { seedTestBookFiles } from '../../../test/book-files-fixture.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';

/** The text of every XHTML document of an EPUB, by name. */
const epubTexts = async (bytes: Uint8Array): Promise<Map<string, string>> => {
  const reader = new ZipReader(new Uint8ArrayReader(bytes), { useWebWorkers: false });
  const texts = new Map<string, string>();
  for (const entry of await reader.getEntries())
    if (!entry.directory && /\.x?html$/.test(entry.filename))
      texts.set(entry.filename, await entry.getData(new TextWriter()));
  await reader.close();
  return texts;
};

/** Words of a document's paragraphs (markup and word joiners left out). */
const paragraphsOf = (xhtml: string): string[] =>
  [...xhtml.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)]
    .map(([, inner]) => (inner ?? '').replace(/<[^>]+>/g, '').replace(/\u2060/g, ''))
    .filter((text) => text.length > 40);

describe('read while you pay: /v2/reader/{productId}/while-paying', () => {
  let app: TestApp;
  let base = '';
  let bookId = 0;
  let otherBookId = 0;

  beforeAll(async () => {
    app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0', JOBS_MODE: 'off' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
    const ids = await seedTestCatalogIds(app);
    bookId = ids['hp-1']!;
    otherBookId = ids.python!;
    await seedTestBookFiles(app, [bookId]);
  }, 120_000);

  let closed = false;
  afterAll(async () => {
    if (!closed) await app.close();
  });

  const settle = () =>
    app.jobs.drain([JOBS.demoNotify, JOBS.sync, JOBS.mail, JOBS.cancelAtGateway, JOBS.refund]);

  /** The demo gateway's page answers for the charge (paid, by default); its jobs run. */
  const payAtGateway = async (chargeId: string, outcome: 'success' | 'expire' = 'success') => {
    const answer = await app.inject({
      method: 'POST',
      url: `/demo-gateway/pay/${chargeId}`,
      payload: { Data: { Outcome: outcome } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await settle();
  };

  /** The books GET /v2/customer/while-paying lists for the customer. */
  const whilePayingBooks = async (customer: TestCustomer) =>
    (
      await app.inject({
        method: 'GET',
        url: '/v2/customer/while-paying',
        headers: asCustomer(customer),
      })
    ).json().Data.Books;

  /** The order's reading-events stream, opened as the customer. */
  const openEvents = (customer: TestCustomer, orderId: number, language: 'th' | 'en') =>
    fetch(`${base}/v2/order/${orderId}/reading-events`, {
      headers: asCustomer(customer, language),
      signal: AbortSignal.timeout(30_000),
    });

  /** The storage key of the book's stored file in the format. */
  const storageKeyOf = async (format: 'EPUB' | 'PDF') => {
    const [stored] = await executeRows<{ storage_key: string }>(
      app.database.db,
      sql`select storage_key from book_files where book_id = ${bookId} and format = ${format}`,
    );
    return stored!.storage_key;
  };

  /** A PromptPay order of the book left pending at the demo gateway: its id and charge. */
  const placePending = async (customer: TestCustomer, method = 'demo_promptpay') => {
    const added = await app.inject({
      method: 'POST',
      url: `/v2/shoppingcart/addproducttocart/details/${bookId}/1`,
      headers: asCustomer(customer),
    });
    expect(added.statusCode, added.body).toBe(200);
    const checkout = CheckoutResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/v2/checkout/checkoutbook',
          headers: asCustomer(customer),
        })
      ).json(),
    ).Data!;
    const confirmed = await app.inject({
      method: 'POST',
      url: '/v2/checkout/confirmorderdemo',
      headers: { ...asCustomer(customer), 'Idempotency-Key': randomUUID() },
      payload: {
        Data: { CheckoutVersion: checkout.CheckoutVersion, PaymentMethod: method },
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const placed = PlacedOrderResponseSchema.parse(confirmed.json()).Data!;
    return {
      orderId: placed.OrderId,
      chargeId: placed.Payment!.Next!.RedirectUrl!.split('/').pop()!,
    };
  };

  const openPending = (
    customer: TestCustomer | undefined,
    orderId: number,
    language: 'th' | 'en' = 'en',
    query = '',
  ) =>
    app.inject({
      method: 'GET',
      url: `/v2/reader/${bookId}/while-paying?orderId=${orderId}${query}`,
      headers: customer ? asCustomer(customer, language) : {},
    });

  const pendingFile = (
    customer: TestCustomer | undefined,
    orderId: number,
    format: 'EPUB' | 'PDF',
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'GET',
      url: `/v2/reader/${bookId}/while-paying/file?orderId=${orderId}&format=${format}`,
      headers: { ...(customer ? asCustomer(customer) : {}), ...headers },
    });

  /** Every full-file route of the store, for the book: none may answer while the order is pending. */
  const fullFileAnswers = async (customer: TestCustomer): Promise<number[]> => {
    const app_ = await app.inject({
      method: 'POST',
      url: '/v2/customer/app-passwords',
      headers: asCustomer(customer),
      payload: { Data: { Name: 'KOReader' } },
    });
    const password = app_.json().Data.Password as string;
    const basic = `Basic ${Buffer.from(`${customer.email}:${password}`).toString('base64')}`;
    const answers = [];
    for (const format of ['EPUB', 'PDF'])
      answers.push(
        (
          await app.inject({
            method: 'GET',
            url: `/v2/reader/${bookId}/file?format=${format}&sample=false`,
            headers: asCustomer(customer),
          })
        ).statusCode,
        (
          await app.inject({
            method: 'GET',
            url: `/v2/reader/${bookId}/offline-file?format=${format}`,
            headers: asCustomer(customer),
          })
        ).statusCode,
      );
    // The reader's whole book is not offered to a customer who does not own it: the sample is.
    const reader = await app.inject({
      method: 'GET',
      url: `/v2/reader/${bookId}`,
      headers: asCustomer(customer),
    });
    expect(reader.json().Data.IsSample).toBe(true);
    // No shelf item: no download link, and OPDS lists nothing to download.
    const shelf = await app.inject({
      method: 'POST',
      url: '/v2/customer/mybook',
      headers: asCustomer(customer),
      payload: { Data: {} },
    });
    expect(JSON.stringify(shelf.json().Data ?? {})).not.toContain(`"ProductId":${bookId}`);
    const opds = await app.inject({
      method: 'GET',
      url: '/opds/books',
      headers: { authorization: basic },
    });
    expect(opds.statusCode).toBe(200);
    expect(opds.body).not.toContain('/opds/download/');
    answers.push(
      (
        await app.inject({
          method: 'GET',
          url: `/opds/download/${randomUUID()}.epub`,
          headers: { authorization: basic },
        })
      ).statusCode,
    );
    return answers;
  };

  it('opens the pending order’s book as a preview for its customer only', async () => {
    const customer = await createTestCustomer(app);
    const { orderId } = await placePending(customer);
    const opened = await openPending(customer, orderId);
    expect(opened.statusCode, opened.body).toBe(200);
    const pending = PendingReaderResponseSchema.parse(opened.json()).Data!;
    expect(pending).toMatchObject({
      OrderId: orderId,
      SharePercent: 20,
      Book: {
        ProductId: bookId,
        IsSample: true,
        Formats: ['EPUB', 'PDF'],
        FileUrl: `/reader-files/${bookId}/while-paying?order=${orderId}&format=EPUB`,
      },
      EventsUrl: `/reader-files/${bookId}/while-paying/events?order=${orderId}`,
    });

    // Another customer, a guest, a book not in the order, an order that is not there: refused.
    const stranger = await createTestCustomer(app);
    expect((await openPending(stranger, orderId)).statusCode).toBe(404);
    expect((await pendingFile(stranger, orderId, 'EPUB')).statusCode).toBe(404);
    expect((await openPending(undefined, orderId)).statusCode).toBe(401);
    expect((await pendingFile(undefined, orderId, 'EPUB')).statusCode).toBe(401);
    const notInOrder = await app.inject({
      method: 'GET',
      url: `/v2/reader/${otherBookId}/while-paying?orderId=${orderId}`,
      headers: asCustomer(customer),
    });
    expect(notInOrder.statusCode).toBe(404);
    expect((await openPending(customer, orderId + 10_000)).statusCode).toBe(404);
    const strangerStatus = await app.inject({
      method: 'GET',
      url: `/v2/order/${orderId}/reading-status`,
      headers: asCustomer(stranger),
    });
    expect(strangerStatus.statusCode).toBe(404);
    const strangerEvents = await fetch(`${base}/v2/order/${orderId}/reading-events`, {
      headers: asCustomer(stranger),
    });
    expect(strangerEvents.status).toBe(404);
  });

  it('serves only the preview artifact, by every byte range, until the order is paid', async () => {
    const customer = await createTestCustomer(app);
    const { orderId, chargeId } = await placePending(customer);

    // The whole book as the reader would get it once paid (the stored EPUB, Thai compounds joined).
    const whole = (await app.storage.get(await storageKeyOf('EPUB')))!.data;
    const wholeTexts = await epubTexts(whole);
    const chapters = [...wholeTexts.keys()].filter((name) => /chapter/i.test(name)).sort();
    expect(chapters.length).toBeGreaterThanOrEqual(3);
    const lastChapter = chapters.at(-1)!;
    // Paragraphs of the last chapter found nowhere else in the book (its sentences recur).
    const elsewhere = [...wholeTexts]
      .filter(([name]) => name !== lastChapter)
      .flatMap(([, text]) => paragraphsOf(text))
      .join('\n');
    const lateParagraphs = paragraphsOf(wholeTexts.get(lastChapter)!).filter(
      (paragraph) => !elsewhere.includes(paragraph),
    );
    expect(lateParagraphs.length).toBeGreaterThan(3);

    // The preview, whole, then read again by ranges of every size class: each answer is exactly
    // its slice of the preview and no range reaches past its end.
    const first = await pendingFile(customer, orderId, 'EPUB');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const preview = first.rawPayload;
    expect(preview.length).toBeLessThan(whole.length);
    const previewTexts = await epubTexts(preview);
    expect(previewTexts.has(lastChapter)).toBe(false);
    const previewText = [...previewTexts.values()].join('\n').replace(/\u2060/g, '');
    for (const paragraph of lateParagraphs) expect(previewText).not.toContain(paragraph);
    // The first chapter is there to read.
    expect(previewTexts.has(chapters[0]!)).toBe(true);

    const size = preview.length;
    const assembled = Buffer.alloc(size);
    const step = 997;
    for (let start = 0; start < size; start += step) {
      const end = Math.min(size - 1, start + step - 1);
      const part = await pendingFile(customer, orderId, 'EPUB', { range: `bytes=${start}-${end}` });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      part.rawPayload.copy(assembled, start);
    }
    expect(assembled.equals(preview)).toBe(true);
    // Ranges past the preview's end: clipped to it, or refused; a suffix range is the preview's.
    const open = await pendingFile(customer, orderId, 'EPUB', {
      range: `bytes=0-${whole.length * 4}`,
    });
    expect(open.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(open.rawPayload.equals(preview)).toBe(true);
    const beyond = await pendingFile(customer, orderId, 'EPUB', { range: `bytes=${size}-` });
    expect(beyond.statusCode).toBe(416);
    const suffix = await pendingFile(customer, orderId, 'EPUB', {
      range: `bytes=-${whole.length}`,
    });
    expect(suffix.rawPayload.equals(preview)).toBe(true);

    // The PDF: the first pages only.
    const wholePdf = await PDFDocument.load(
      (await app.storage.get(await storageKeyOf('PDF')))!.data,
    );
    const pdf = await pendingFile(customer, orderId, 'PDF');
    expect(pdf.statusCode).toBe(200);
    const previewPdf = await PDFDocument.load(pdf.rawPayload);
    expect(previewPdf.getPageCount()).toBe(Math.ceil(wholePdf.getPageCount() * 0.2));
    expect(previewPdf.getPageCount()).toBeLessThan(wholePdf.getPageCount());

    // Every full-file route refuses while the order is pending.
    const refusals = await fullFileAnswers(customer);
    for (const status of refusals) expect([403, 404], String(refusals)).toContain(status);

    // Paid: the whole book is served by the reader's own route, the preview route says so.
    await payAtGateway(chargeId);
    const full = await app.inject({
      method: 'GET',
      url: `/v2/reader/${bookId}/file?format=EPUB&sample=false`,
      headers: asCustomer(customer),
    });
    expect(full.statusCode).toBe(200);
    const fullTexts = await epubTexts(full.rawPayload);
    expect(fullTexts.has(lastChapter)).toBe(true);
    const after = await pendingFile(customer, orderId, 'EPUB');
    expect(after.statusCode).toBe(409);
    expect(after.json().ErrorList).toEqual(['ชำระเงินเรียบร้อยแล้ว อ่านหนังสือได้ทั้งเล่มจากชั้นหนังสือของคุณ']);
  });

  it('keeps the share staff set on the book, and makes its own artifact for it', async () => {
    const customer = await createTestCustomer(app);
    const { orderId } = await placePending(customer);
    const at20 = (await pendingFile(customer, orderId, 'EPUB')).rawPayload;
    await app.database.db.execute(
      sql`update books set pending_preview_percent = 60 where id = ${bookId}`,
    );
    try {
      const opened = PendingReaderResponseSchema.parse(
        (await openPending(customer, orderId)).json(),
      ).Data!;
      expect(opened.SharePercent).toBe(60);
      const at60 = (await pendingFile(customer, orderId, 'EPUB')).rawPayload;
      expect((await epubTexts(at60)).size).toBeGreaterThan((await epubTexts(at20)).size);
    } finally {
      await app.database.db.execute(
        sql`update books set pending_preview_percent = 20 where id = ${bookId}`,
      );
    }
  });

  it('closes the preview of an expired or cancelled order with a clear message', async () => {
    const customer = await createTestCustomer(app);
    const { orderId } = await placePending(customer);
    await app.database.db.execute(
      sql`update orders set expires_at = now() - interval '11 minutes' where id = ${orderId}`,
    );
    await app.services.payments.expireOrders();
    const th = await openPending(customer, orderId, 'th');
    expect(th.statusCode).toBe(403);
    expect(th.json().ErrorList).toEqual([
      'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว การอ่านระหว่างรอชำระเงินจึงปิดลง สั่งซื้อหนังสือเล่มนี้ใหม่ได้จากหน้าหนังสือ',
    ]);
    const en = await openPending(customer, orderId, 'en');
    expect(en.json().ErrorList).toEqual([
      'This order expired before it was paid, so reading while you pay has ended. You can order the book again from its page.',
    ]);
    expect((await pendingFile(customer, orderId, 'EPUB')).statusCode).toBe(403);
    const status = await app.inject({
      method: 'GET',
      url: `/v2/order/${orderId}/reading-status`,
      headers: asCustomer(customer, 'en'),
    });
    expect(status.json().Data).toMatchObject({ State: 'closed', Reason: 'expired' });

    const other = await createTestCustomer(app);
    const second = await placePending(other, 'demo_counter');
    expect((await openPending(other, second.orderId)).statusCode).toBe(200);
    const cancelled = await app.inject({
      method: 'POST',
      url: '/v2/order/cancelorder',
      headers: asCustomer(other, 'en'),
      payload: { FormValues: [{ Key: 'orderId', Value: String(second.orderId) }] },
    });
    expect(cancelled.statusCode).toBe(200);
    const closed = await openPending(other, second.orderId, 'en');
    expect(closed.statusCode).toBe(403);
    expect(closed.json().ErrorList).toEqual([
      'This order was cancelled, so reading while you pay has ended.',
    ]);
    expect((await openPending(other, second.orderId, 'th')).json().ErrorList).toEqual([
      'คำสั่งซื้อนี้ถูกยกเลิกแล้ว การอ่านระหว่างรอชำระเงินจึงปิดลง',
    ]);

    // A counter slip left to expire at the gateway: the order waits for another payment, the
    // preview closes and says so.
    const third = await createTestCustomer(app);
    const slip = await placePending(third, 'demo_counter');
    await payAtGateway(slip.chargeId, 'expire');
    const slipClosed = await openPending(third, slip.orderId, 'en');
    expect(slipClosed.statusCode).toBe(403);
    expect(slipClosed.json().ErrorList).toEqual([
      'The payment expired, so reading while you pay has ended. Pay again from the order to read on.',
    ]);
  });

  /** Saves a note and a position in the book as the reader does; the answers' status codes. */
  const syncIn = async (customer: TestCustomer, book: number, id = randomUUID()) => {
    const note = await app.inject({
      method: 'POST',
      url: `/v2/reader/${book}/annotations`,
      headers: asCustomer(customer),
      payload: {
        Data: {
          Id: id,
          Kind: 'highlight',
          Locator: 'epubcfi(/6/8!/4/2/1:0,/1:24)',
          Quote: 'read while paying',
          Note: 'noted in the preview',
          Color: 'green',
          Progress: 0.05,
        },
      },
    });
    const bookmark = await app.inject({
      method: 'POST',
      url: `/v2/reader/${book}/annotations`,
      headers: asCustomer(customer),
      payload: {
        Data: { Id: randomUUID(), Kind: 'bookmark', Locator: 'epubcfi(/6/8!/4/6)', Progress: 0.06 },
      },
    });
    const position = await app.inject({
      method: 'POST',
      url: `/v2/reader/${book}/position`,
      headers: asCustomer(customer),
      payload: {
        Data: {
          Locator: 'epubcfi(/6/8!/4/10/1:0)',
          Progress: 0.2,
          Finished: true,
          BaseVersion: null,
        },
      },
    });
    return [note.statusCode, bookmark.statusCode, position.statusCode];
  };

  it('keeps the preview’s position and notes, which are the whole book’s once paid', async () => {
    // Without a published sample nobody else may keep notes in the book: only the pending order.
    await app.database.db.execute(sql`update books set has_sample = false where id = ${bookId}`);
    try {
      const customer = await createTestCustomer(app);
      const { orderId, chargeId } = await placePending(customer);
      const noteId = randomUUID();
      expect(await syncIn(customer, bookId, noteId)).toEqual([200, 200, 200]);

      // The preview opens where it was left, with its notes; the bookshelf lists the book.
      const pending = PendingReaderResponseSchema.parse(
        (await openPending(customer, orderId)).json(),
      ).Data!;
      expect(pending.Book.Position).toMatchObject({
        Locator: 'epubcfi(/6/8!/4/10/1:0)',
        Progress: 0.2,
        // The end of the preview is not the end of the book.
        Finished: false,
        Version: 1,
      });
      expect(pending.Book.Annotations.map((note) => note.Kind).sort()).toEqual([
        'bookmark',
        'highlight',
      ]);
      const listed = await app.inject({
        method: 'GET',
        url: '/v2/customer/while-paying',
        headers: asCustomer(customer, 'en'),
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['cache-control']).toBe('private, no-store');
      expect(listed.json().Data.Books).toEqual([
        { ProductId: bookId, Name: "Harry Potter and the Philosopher's Stone", OrderId: orderId },
      ]);

      // Another customer, a book not in the order, a guest: refused as before, nothing saved.
      const stranger = await createTestCustomer(app);
      expect(await syncIn(stranger, bookId)).toEqual([404, 404, 404]);
      expect(await syncIn(customer, otherBookId)).toEqual([404, 404, 404]);
      const guest = await app.inject({
        method: 'POST',
        url: `/v2/reader/${bookId}/position`,
        payload: { Data: { Locator: 'epubcfi(/6/8!/4/2)', Progress: 0.1, BaseVersion: null } },
      });
      expect(guest.statusCode).toBe(401);
      // An id of the customer's note cannot be taken over by the stranger.
      const takeOver = await syncIn(stranger, bookId, noteId);
      expect(takeOver[0]).toBe(404);
      expect(await whilePayingBooks(stranger)).toEqual([]);

      // Paid through the demo gateway: the whole book opens with the same records.
      await payAtGateway(chargeId);
      const whole = await app.inject({
        method: 'GET',
        url: `/v2/reader/${bookId}?format=EPUB`,
        headers: asCustomer(customer),
      });
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.json().Data).toMatchObject({
        IsSample: false,
        Position: { Locator: 'epubcfi(/6/8!/4/10/1:0)', Progress: 0.2, Version: 1 },
      });
      expect(whole.json().Data.Annotations).toContainEqual(
        expect.objectContaining({
          Id: noteId,
          Note: 'noted in the preview',
          Locator: 'epubcfi(/6/8!/4/2/1:0,/1:24)',
        }),
      );
      expect(await whilePayingBooks(customer)).toEqual([]);

      // An expired order keeps nothing more.
      const late = await createTestCustomer(app);
      const expiring = await placePending(late);
      expect(await syncIn(late, bookId)).toEqual([200, 200, 200]);
      await app.database.db.execute(
        sql`update orders set expires_at = now() - interval '11 minutes' where id = ${expiring.orderId}`,
      );
      await app.services.payments.expireOrders();
      expect(await syncIn(late, bookId)).toEqual([404, 404, 404]);
      expect(await whilePayingBooks(late)).toEqual([]);
    } finally {
      await app.database.db.execute(sql`update books set has_sample = true where id = ${bookId}`);
    }
  });

  /** Reads a server-sent event stream until it ends; the events' data as they came. */
  const readEvents = async (response: Response): Promise<PendingReadingStatus[]> => {
    const events: PendingReadingStatus[] = [];
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(chunk, { stream: true });
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const name = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (name === PENDING_READING_EVENT && data)
          events.push(PendingReadingStatusSchema.parse(JSON.parse(data)));
        end = buffered.indexOf('\n\n');
      }
    }
    return events;
  };

  it('streams the unlock when the demo gateway’s notification pays the order', async () => {
    const customer = await createTestCustomer(app);
    const { orderId, chargeId } = await placePending(customer);
    const response = await openEvents(customer, orderId, 'en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readEvents(response);
    // The gateway's page: "paid"; its signed notification arrives at the webhook (a job), which
    // applies the payment in one transaction. Only the orders table tells the stream.
    await payAtGateway(chargeId);
    expect(await events).toEqual([
      { OrderId: orderId, State: 'pending', Reason: null, Message: null },
      { OrderId: orderId, State: 'paid', Reason: null, Message: null },
    ]);
  });

  it('learns of a change made by another process from the database, and of an expiry', async () => {
    const customer = await createTestCustomer(app);
    const { orderId } = await placePending(customer);
    const response = await openEvents(customer, orderId, 'th');
    const events = readEvents(response);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // As another API process or the worker would: a plain SQL change, no call of this app.
    await app.database.db.execute(
      sql`update orders set status = 'CR', cancel_reason = 'expired', cancelled_at = now() where id = ${orderId}`,
    );
    expect(await events).toEqual([
      { OrderId: orderId, State: 'pending', Reason: null, Message: null },
      {
        OrderId: orderId,
        State: 'closed',
        Reason: 'expired',
        Message:
          'คำสั่งซื้อนี้หมดเวลาชำระเงินแล้ว การอ่านระหว่างรอชำระเงินจึงปิดลง สั่งซื้อหนังสือเล่มนี้ใหม่ได้จากหน้าหนังสือ',
      },
    ]);
  });
  it('ends the open streams when the server closes (last: it closes the app)', async () => {
    const customer = await createTestCustomer(app);
    const { orderId } = await placePending(customer);
    const response = await openEvents(customer, orderId, 'en');
    const events = readEvents(response);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    closed = true;
    await app.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await events).toEqual([
      { OrderId: orderId, State: 'pending', Reason: null, Message: null },
    ]);
  });
});
