import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import * as opdsFeedParser from 'opds-feed-parser';
import { AcquisitionFeed, NavigationFeed, type OPDSEntry, type OPDSFeed } from 'opds-feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { makeBook, seedTestCatalog, testCatalog } from '../../../test/catalog-fixture.js';
import {
  asCustomer,
  createTestCustomer,
  type TestCustomer,
} from '../../../test/customer-fixture.js';
import { buildTestBookFiles } from '../../../test/book-file-helpers.js';
import { checkEpub } from '../book-files/epub-check.js';
import { pdfTailOf } from '../../lib/pdf-tail.js';
import { OPDS_TYPES } from './opds.xml.js';

/** Books beyond the test catalog's, so that "all my books" has more than one page. */
const EXTRA_BOOKS = 20;

// A CommonJS package whose parser is `exports.default`: Node's import hands over the module object
// as the default, a bundler's interop the parser itself.
type FeedParser = { parse(xml: string): Promise<OPDSFeed | OPDSEntry> };
const loaded: unknown = opdsFeedParser.default;
const OPDSParser = (
  typeof loaded === 'function' ? loaded : (loaded as { default: unknown }).default
) as new () => FeedParser;

/** Parses a feed with the real OPDS parser; a document that is not a feed fails the test. */
const parseFeed = async (parser: FeedParser, xml: string): Promise<OPDSFeed> => {
  const parsed = await parser.parse(xml);
  if (!(parsed instanceof AcquisitionFeed || parsed instanceof NavigationFeed))
    throw new Error(`not an OPDS feed: ${xml.slice(0, 200)}`);
  return parsed;
};

type Reader = TestCustomer & { password: string; appPasswordId: number };
type Visit = { href: string; type: string; rel: string };

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

describe('OPDS catalogue (/opds/...): feeds, links, HTTP Basic with app passwords', () => {
  let app: TestApp;
  let ids: Record<string, number> = {};
  const parser = new OPDSParser();

  beforeAll(async () => {
    app = await buildTestApp({ DOWNLOAD_LIMIT: '50' });
    const catalog = testCatalog();
    await seedTestCatalog(app, {
      ...catalog,
      books: [
        ...catalog.books,
        ...Array.from({ length: EXTRA_BOOKS }, (_, index) => makeBook(`extra-${index + 1}`)),
      ],
    });
    const rows = await executeRows<{ id: number; record_reference: string }>(
      app.database.db,
      sql`select id, record_reference from books`,
    );
    ids = Object.fromEntries(rows.map((row) => [row.record_reference, Number(row.id)]));

    // Real files: one EPUB and one PDF (with the tail its stamp needs) that every book shares.
    const { epub, pdf } = await buildTestBookFiles('urn:nangsue:opds-test');
    await app.storage.put('books/opds-test.epub', epub);
    await app.storage.put('books/opds-test.pdf', pdf);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    await app.database.db.execute(
      sql`update book_files set storage_key = 'books/opds-test.epub', size_bytes = ${epub.length},
            sha256 = ${sha(epub)} where format = 'EPUB'`,
    );
    await app.database.db.execute(
      sql`update book_files set storage_key = 'books/opds-test.pdf', size_bytes = ${pdf.length},
            sha256 = ${sha(pdf)}, pdf_tail = ${JSON.stringify(pdfTailOf(pdf))}::jsonb
          where format = 'PDF'`,
    );
  });

  afterAll(async () => {
    await app.close();
  });

  const own = (customer: TestCustomer, reference: string, at = '2026-01-01T00:00:00Z') =>
    app.database.db.execute(
      sql`insert into library_items (customer_id, book_id, source, granted_at)
          values (${customer.customerId}, ${ids[reference]!}, 'redeem', ${at}::timestamptz)`,
    );

  const newReader = async (): Promise<Reader> => {
    const customer = await createTestCustomer(app);
    const created = await app.inject({
      method: 'POST',
      url: '/v2/customer/app-passwords',
      headers: asCustomer(customer),
      payload: { Data: { Name: 'KOReader' } },
    });
    const data = created.json().Data;
    return { ...customer, password: data.Password, appPasswordId: data.Id };
  };

  const get = (
    reader: Pick<Reader, 'email' | 'password'> | null,
    url: string,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(reader ? { Authorization: basic(reader.email, reader.password) } : {}),
        ...headers,
      },
    });

  const feedOf = async (
    reader: Reader,
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ response: Awaited<ReturnType<typeof get>>; feed: OPDSFeed }> => {
    const response = await get(reader, url, headers);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return { response, feed: await parseFeed(parser, response.body) };
  };

  /** A shelf worth crawling: many books (two pages), one read, one PDF, a collection. */
  const fullShelf = async () => {
    const reader = await newReader();
    await own(reader, 'hp-1', '2026-03-01T00:00:00Z');
    await own(reader, 'python', '2026-02-01T00:00:00Z');
    for (let index = 1; index <= EXTRA_BOOKS; index += 1)
      await own(reader, `extra-${index}`, '2025-01-01T00:00:00Z');
    await app.database.db.execute(
      sql`insert into reading_states (customer_id, book_id, format, locator, progress_bp)
          values (${reader.customerId}, ${ids['hp-1']!}, 'EPUB', 'epubcfi(/6/4!/4/2)', 2500)`,
    );
    const shelf = await app.inject({
      method: 'POST',
      url: '/v2/customer/addbookshelf',
      headers: asCustomer(reader),
      payload: { Data: { Name: 'นิยายโปรด' } },
    });
    const shelfId: number = shelf.json().Data.Id;
    await app.inject({
      method: 'POST',
      url: '/v2/customer/addproductmappingshelf',
      headers: asCustomer(reader),
      payload: { Data: { ShelfId: shelfId, ProductIds: [ids['hp-1'], ids.python] } },
    });
    return { reader, shelfId };
  };

  // A crawl of every link (each drawn cover rasterized on its first request), not a timing check:
  // beside the journeys at low priority it can take more than the default 30 s.
  it('serves every feed a reading app can reach, and every link in them answers 200 with its type', async () => {
    const { reader } = await fullShelf();
    const queue: Visit[] = [{ href: '/opds', type: OPDS_TYPES.navigation, rel: 'start' }];
    const seen = new Set<string>(['/opds']);
    const visited: Visit[] = [];
    // Every rel met, with the address it named (each address is fetched once, under its first rel).
    const rels = new Set<string>();
    const follow = (link: Visit) => {
      rels.add(link.rel);
      if (!link.href.startsWith('/')) throw new Error(`not root-relative: ${link.href}`);
      if (!seen.has(link.href)) {
        seen.add(link.href);
        queue.push(link);
      }
    };

    while (queue.length > 0) {
      const link = queue.shift()!;
      const response = await get(reader, link.href);
      expect(response.statusCode, `${link.rel} ${link.href}: ${response.body.slice(0, 200)}`).toBe(
        200,
      );
      const type = String(response.headers['content-type']);
      visited.push(link);

      if (link.type.startsWith('application/atom+xml')) {
        expect(type.split(';charset')[0]).toBe(link.type);
        const feed = await parseFeed(parser, response.body);
        const kind = link.type.endsWith('kind=acquisition') ? AcquisitionFeed : NavigationFeed;
        expect(feed, link.href).toBeInstanceOf(kind);
        expect(feed.id).toMatch(/^urn:/);
        for (const feedLink of feed.links)
          if (feedLink.rel !== 'self')
            follow({ href: feedLink.href, type: feedLink.type, rel: feedLink.rel });
        for (const entry of feed.entries)
          for (const entryLink of entry.links)
            follow({ href: entryLink.href, type: entryLink.type, rel: entryLink.rel });
      } else if (link.type === OPDS_TYPES.openSearch) {
        expect(type).toMatch(/^application\/opensearchdescription\+xml/);
        const template = /template="([^"]+)"/.exec(response.body)?.[1]?.replaceAll('&amp;', '&');
        expect(template).toMatch(/^\/opds\/search\?q=\{searchTerms\}/);
        follow({
          href: template!.replace('{searchTerms}', encodeURIComponent('แฮร์รี่')),
          type: OPDS_TYPES.acquisition,
          rel: 'search-results',
        });
      } else if (link.rel.startsWith('http://opds-spec.org/image')) {
        // JPEG copies at the thumbnail's and the full picture's width (issue 26 §5).
        expect(link.type).toBe('image/jpeg');
        expect(type).toBe('image/jpeg');
        expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
        const { format, width } = await sharp(response.rawPayload).metadata();
        expect(format).toBe('jpeg');
        expect(width).toBe(link.rel.endsWith('/thumbnail') ? 240 : 720);
        expect(response.headers.etag).toMatch(/^"[\w-]{22}"$/);
      } else if (link.rel === 'http://opds-spec.org/acquisition') {
        expect(type).toBe(link.type);
        expect(String(response.headers['content-disposition'])).toMatch(/^attachment;/);
        expect(response.rawPayload.length).toBeGreaterThan(1000);
        // What the reading app gets is a valid book (the stamped copy, not the stored one).
        if (link.type === 'application/epub+zip')
          expect(await checkEpub(response.rawPayload)).toEqual([]);
        else expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      } else {
        throw new Error(`unexpected link ${link.rel} ${link.href} (${link.type})`);
      }
    }

    for (const rel of [
      'subsection',
      'http://opds-spec.org/sort/new',
      'next',
      'last',
      'search',
      'search-results',
      'http://opds-spec.org/image',
      'http://opds-spec.org/image/thumbnail',
      'http://opds-spec.org/acquisition',
    ])
      expect(rels, rel).toContain(rel);
    const paths = visited.map((link) => link.href);
    expect(paths).toContain('/opds/books?page=2');
    expect(paths).toContain('/opds/recent');
    expect(paths).toContain('/opds/collections');
    expect(paths.some((path) => /^\/opds\/collections\/\d+$/.test(path))).toBe(true);
    const downloads = visited.filter((link) => link.rel === 'http://opds-spec.org/acquisition');
    expect(downloads.map((link) => link.type)).toContain('application/pdf');
    // Covers are JPEG (apps show no SVG, many no WebP), typed as such in the feed and by the server.
    const pictures = visited.filter((link) => link.rel.startsWith('http://opds-spec.org/image'));
    expect(new Set(pictures.map((link) => link.type))).toEqual(new Set(['image/jpeg']));
    expect(pictures[0]!.href).toMatch(/^\/files\/opds-covers\/(240|720)\/generated-covers\//);
    const [files] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from book_files join library_items using (book_id)
          where customer_id = ${reader.customerId}`,
    );
    expect(downloads).toHaveLength(files!.n);

    // Every download was counted and logged as the catalogue's.
    const [logged] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from downloads where customer_id = ${reader.customerId} and channel = 'opds'`,
    );
    expect(logged?.n).toBe(downloads.length);
  }, 120_000);

  it('pages all my books, lists recent reading and a collection, and finds Thai words', async () => {
    const { reader, shelfId } = await fullShelf();
    const first = (await feedOf(reader, '/opds/books')).feed;
    expect(first).toBeInstanceOf(AcquisitionFeed);
    expect(first.entries).toHaveLength(18);
    expect(first.search).toEqual({
      totalResults: EXTRA_BOOKS + 2,
      itemsPerPage: 18,
      startIndex: 1,
    });
    expect(first.links.find((link) => link.rel === 'next')?.href).toBe('/opds/books?page=2');
    const second = (await feedOf(reader, '/opds/books?page=2')).feed;
    expect(second.entries).toHaveLength(EXTRA_BOOKS + 2 - 18);
    expect(second.links.find((link) => link.rel === 'next')).toBeUndefined();
    expect(second.links.find((link) => link.rel === 'previous')?.href).toBe('/opds/books');

    const newest = first.entries[0]!;
    expect(newest.title).toBe('แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์');
    expect(newest.authors.map((author) => author.name)).toContain('เจ.เค. โรว์ลิ่ง');
    expect(newest.language).toBe('th');
    expect(newest.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(newest.summary.content).toBeTruthy();
    expect(
      newest.links
        .filter((link) => link.rel === 'http://opds-spec.org/acquisition')
        .map((link) => link.type),
    ).toEqual(['application/epub+zip', 'application/pdf']);

    const recent = (await feedOf(reader, '/opds/recent')).feed;
    expect(recent.entries.map((entry) => entry.title)).toEqual(['แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์']);

    const collections = (await feedOf(reader, '/opds/collections')).feed;
    expect(collections).toBeInstanceOf(NavigationFeed);
    expect(collections.entries.map((entry) => entry.title)).toEqual(['นิยายโปรด']);
    const collection = (await feedOf(reader, `/opds/collections/${shelfId}`)).feed;
    expect(collection.title).toBe('นิยายโปรด');
    expect(collection.entries).toHaveLength(2);

    const found = (await feedOf(reader, `/opds/search?q=${encodeURIComponent('พอตเตอร์')}`)).feed;
    expect(found.entries.map((entry) => entry.title)).toEqual(['แฮร์รี่ พอตเตอร์กับศิลาอาถรรพ์']);
    const english = (await feedOf(reader, '/opds/search?q=Harry&lang=en')).feed;
    expect(english.entries.map((entry) => entry.title)).toEqual([
      "Harry Potter and the Philosopher's Stone",
    ]);
  });

  it('speaks Thai by default, English with ?lang=en (kept in its links) or Accept-Language', async () => {
    const reader = await newReader();
    const thai = await feedOf(reader, '/opds');
    expect(thai.feed.title).toBe('ชั้นหนังสือของฉัน · หนังสือ');
    expect(thai.response.headers['content-type']).toBe(`${OPDS_TYPES.navigation};charset=utf-8`);
    expect(thai.response.headers['cache-control']).toBe('private, no-store');

    const english = (await feedOf(reader, '/opds?lang=en')).feed;
    expect(english.title).toBe('My bookshelf · Nangsue');
    expect(english.entries.map((entry) => entry.title)).toEqual([
      'All my books',
      'Recently read',
      'My collections',
    ]);
    for (const link of [...english.links, ...english.entries.flatMap((entry) => entry.links)])
      expect(link.href).toMatch(/[?&]lang=en(&|$)/);

    const preferred = (
      await feedOf(reader, '/opds', { 'Accept-Language': 'en-GB,en;q=0.9,th;q=0.5' })
    ).feed;
    expect(preferred.title).toBe('My bookshelf · Nangsue');
    const thaiFirst = (await feedOf(reader, '/opds', { 'Accept-Language': 'th-TH,en;q=0.8' })).feed;
    expect(thaiFirst.title).toBe('ชั้นหนังสือของฉัน · หนังสือ');
  });

  it('answers 401 with a Basic challenge without, with wrong or with revoked credentials', async () => {
    const reader = await newReader();
    const other = await newReader();
    const challenge = 'Basic realm="Nangsue"';

    const none = await get(null, '/opds');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe(challenge);
    for (const [user, password] of [
      [reader.email, 'wrong-password'],
      [reader.email, other.password],
      [other.email, reader.password],
      ['', reader.password],
    ] as const) {
      const wrong = await get({ email: user, password }, '/opds');
      expect(wrong.statusCode, `${user}:${password}`).toBe(401);
      expect(wrong.headers['www-authenticate']).toBe(challenge);
    }
    const bearer = await get(null, '/opds', asCustomer(reader));
    expect(bearer.statusCode).toBe(401);

    // Case, spaces and dashes of the password and the e-mail's case do not matter.
    const typed = reader.password.toUpperCase().replaceAll('-', ' ');
    expect(
      (await get({ email: reader.email.toUpperCase(), password: typed }, '/opds')).statusCode,
    ).toBe(200);

    await app.inject({
      method: 'POST',
      url: '/v2/customer/app-passwords/revoke',
      headers: asCustomer(reader),
      payload: { Data: { Id: reader.appPasswordId } },
    });
    const revoked = await get(reader, '/opds');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.headers['www-authenticate']).toBe(challenge);

    // Revoking every session (a password change or reset) ends the app passwords too.
    expect((await get(other, '/opds')).statusCode).toBe(200);
    await app.services.sessions.revokeAllSessions({ customerId: other.customerId });
    expect((await get(other, '/opds')).statusCode).toBe(401);
  });

  it('answers 404 for another customer’s collection or book', async () => {
    const { reader, shelfId } = await fullShelf();
    const stranger = await newReader();
    expect((await get(stranger, `/opds/collections/${shelfId}`)).statusCode).toBe(404);
    expect((await get(reader, `/opds/collections/${shelfId}`)).statusCode).toBe(200);

    const books = (await feedOf(reader, '/opds/books')).feed;
    const download = books.entries[0]!.links.find(
      (link) => link.rel === 'http://opds-spec.org/acquisition',
    )!.href;
    expect((await get(stranger, download)).statusCode).toBe(404);
    expect(
      (await get(stranger, '/opds/download/00000000-0000-4000-8000-000000000000.epub')).statusCode,
    ).toBe(404);
    // A HEAD does not spend a download.
    const head = await app.inject({
      method: 'HEAD',
      url: download,
      headers: { Authorization: basic(reader.email, reader.password) },
    });
    expect(head.statusCode).toBe(404);
    const [logged] = await executeRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from downloads where customer_id = ${reader.customerId}`,
    );
    expect(logged?.n).toBe(0);
  });

  it('notes the last use at most once a minute', async () => {
    const reader = await newReader();
    for (let index = 0; index < 5; index += 1)
      expect((await get(reader, '/opds')).statusCode).toBe(200);
    const [row] = await executeRows<{ use_count: number; used: boolean }>(
      app.database.db,
      sql`select use_count::int, last_used_at is not null as used from app_passwords where id = ${reader.appPasswordId}`,
    );
    expect(row).toEqual({ use_count: 1, used: true });
    const listed = await app.inject({
      method: 'GET',
      url: '/v2/customer/app-passwords',
      headers: asCustomer(reader),
    });
    expect(listed.json().Data.AppPasswords[0].LastUsedAt).not.toBeNull();
  });

  it('counts app passwords apart from store sign-ins: neither blocks the other at one address', async () => {
    const reader = await newReader();
    const address = '203.0.113.78';
    const opds = (password: string) =>
      app.inject({
        method: 'GET',
        url: '/opds',
        remoteAddress: address,
        headers: { Authorization: basic(reader.email, password) },
      });
    const signIn = () =>
      app.inject({
        method: 'POST',
        url: '/v2/customer/login',
        remoteAddress: address,
        payload: { Data: { Email: reader.email, Password: 'not the password' } },
      });
    // 51 failed store sign-ins from the address, counted as the sign-in counts them: it is blocked.
    for (let index = 0; index < 51; index += 1)
      await app.services.authThrottle.count('loginIp', { kind: 'ip', ip: address });
    expect((await signIn()).statusCode).toBe(429);
    // A reading app there still opens the catalogue with its right password.
    expect((await opds(reader.password)).statusCode).toBe(200);
    // And wrong app passwords do not count as failed sign-ins.
    await app.services.authThrottle.clear('loginIp', { kind: 'ip', ip: address });
    for (let index = 0; index < 50; index += 1)
      expect((await opds(`guess-${index}`)).statusCode).toBe(401);
    expect((await opds('guess-51')).statusCode).toBe(429);
    expect((await signIn()).statusCode).toBe(400);
  });

  it('refuses an address after 50 wrong passwords (429), as sign-ins are refused', async () => {
    const reader = await newReader();
    const from = (password: string) =>
      app.inject({
        method: 'GET',
        url: '/opds',
        remoteAddress: '203.0.113.77',
        headers: { Authorization: basic(reader.email, password) },
      });
    const answers = [];
    for (let index = 0; index < 51; index += 1)
      answers.push((await from(`guess-${index}`)).statusCode);
    expect(answers.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(answers[50]).toBe(429);
    // Blocked, even with the right password; other addresses are not.
    expect((await from(reader.password)).statusCode).toBe(429);
    expect((await get(reader, '/opds')).statusCode).toBe(200);
  });

  it('serves covers as JPEG: drawn Thai covers drawn at each width, uploaded ones resized, cached with an ETag', async () => {
    const reader = await newReader();
    await own(reader, 'hp-1');
    // An uploaded cover (stored as WebP, as the back office stores them) on another book.
    const upload = await sharp({
      create: { width: 600, height: 858, channels: 3, background: '#3366aa' },
    })
      .webp()
      .toBuffer();
    await app.storage.put('covers/opds-test-upload.webp', upload);
    await app.database.db.execute(
      sql`update books set cover_key = 'covers/opds-test-upload.webp' where id = ${ids.python!}`,
    );
    await app.cache.clear(); // the book's card may be kept from an earlier feed
    await own(reader, 'python', '2026-01-02T00:00:00Z');
    const feed = await parseFeed(parser, (await get(reader, '/opds/books')).body);
    const linksOf = (title: RegExp) =>
      feed.entries.find((entry: OPDSEntry) => title.test(entry.title ?? ''))!.links;
    const thai = linksOf(/แฮร์รี่/).find((link) => link.rel === 'http://opds-spec.org/image')!;
    const uploaded = linksOf(/ไพทอน|Python/i).find(
      (link) => link.rel === 'http://opds-spec.org/image/thumbnail',
    )!;
    expect(thai.href).toMatch(/^\/files\/opds-covers\/720\/generated-covers\/\d+-\w+\.webp\.jpg$/);
    expect(uploaded.href).toBe('/files/opds-covers/240/covers/opds-test-upload.webp.jpg');

    // The drawn cover's lettering is outlines shaped with the Thai font (HarfBuzz), no <text>:
    // the JPEG does not depend on fonts installed where it is made; and it is not blank.
    const svg = (
      await app.inject({
        method: 'GET',
        url: thai.href
          .replace(/^\/files\/opds-covers\/720\//, '/files/')
          .replace('.webp.jpg', '.svg'),
      })
    ).body;
    expect(svg).not.toMatch(/<text/);
    expect(svg).toMatch(/<title>[^<]*แฮร์รี่/);
    const drawn = await app.inject({ method: 'GET', url: thai.href });
    expect(drawn.statusCode).toBe(200);
    const picture = sharp(drawn.rawPayload);
    expect(await picture.metadata()).toMatchObject({ format: 'jpeg', width: 720, height: 1029 });
    const { channels } = await picture.stats();
    expect(Math.max(...channels.map((channel) => channel.stdev))).toBeGreaterThan(10);

    const resized = await app.inject({ method: 'GET', url: uploaded.href });
    expect(resized.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(resized.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 240,
      height: 343,
    });
    // The same bytes again (kept), and 304 for the ETag a client holds.
    const again = await app.inject({ method: 'GET', url: uploaded.href });
    expect(again.rawPayload.equals(resized.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(resized.headers.etag);
    const notModified = await app.inject({
      method: 'GET',
      url: uploaded.href,
      headers: { 'If-None-Match': String(resized.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);

    // Another width, a book file, a missing picture: not found.
    for (const url of [
      '/files/opds-covers/500/covers/opds-test-upload.webp.jpg',
      '/files/opds-covers/240/books/opds-test.epub.jpg',
      '/files/opds-covers/240/covers/missing.webp.jpg',
      '/files/opds-covers/240/generated-covers/999999-abc.webp.jpg',
      '/files/opds-covers/240/covers/opds-test-upload.webp',
    ])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
