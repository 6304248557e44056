import { randomUUID } from 'node:crypto';
import { PORTAL_ROUTES, type PortalRoute } from '@nangsue/contracts/portal';
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestBookFiles } from '../../../test/book-file-helpers.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { seedTestCatalogIds } from '../../../test/catalog-fixture.js';
import { createTestCustomer } from '../../../test/customer-fixture.js';
import { buyBooks } from '../../../test/orders-fixture.js';
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
import { writeZip } from '../book-files/epub-build.js';

/**
 * The cross-organisation test (ADR 0019, "Scoped on the server, always"): organisation A has one
 * of everything a portal route can name (a published book and a draft title, members, an
 * invitation, sales and a refund, a statement, a review with the publisher's reply, a reader's
 * message with a reply, a search that showed A's book); then B's owner walks EVERY publisher call
 * of PORTAL_ROUTES, so a route another area adds is covered the day it is declared:
 *
 * - a call with path parameters, filled BY NAME with A's ids, answers 404, as for an id nobody has;
 * - a query parameter naming an id (`BookId`) with A's id answers as for an id nobody has;
 * - a call without path parameters (lists, dashboards, creates) never shows A's rows: no answer
 *   holds A's marker (every name, e-mail and text of A carries it);
 * - after the walk A reads exactly what it read before (nothing of B's walk changed or landed in
 *   A), and what B made is B's.
 *
 * A route whose path parameter has no fixture below fails with a message saying which to add; a
 * route with a body needs a valid body in VALID_BODIES unless `{}` is one.
 */

const T = tag();
/** In every name, e-mail and text of organisation A (compared lower-cased). */
const A_MARK = `a-only-${T}`;
/** In what B makes during the walk. */
const B_MARK = `b-only-${T}`;

/** Valid values of path parameters that name no row (a closed set): the same for A and nobody. */
const FIXED_PARAMS: Record<string, string[]> = { format: ['epub'] };

/** A value naming nothing, for parameters that are neither numbers nor uuids. */
const NOBODY_VALUES: Record<string, string> = { month: '1999-01' };

/**
 * A valid body for each call with a body that `{}` does not satisfy (or where a real change makes
 * a leak visible): B's marker in every text, so whatever B makes can be traced.
 */
const VALID_BODIES: Record<string, () => unknown> = {
  portalInvite: () => ({ Email: `${B_MARK}.invitee@example.com`, Role: 'editor' }),
  portalMemberRole: () => ({ Role: 'finance' }),
  portalTitleCreate: () => ({
    NameTh: `${B_MARK} ชื่อเรื่อง`,
    NameEn: `${B_MARK} title`,
    PriceSatang: 9_900,
  }),
  portalTitleUpdate: () => ({ NameTh: `${B_MARK} renamed`, NameEn: `${B_MARK} renamed` }),
  portalTitlePrice: () => ({ PriceSatang: 100 }),
  portalTitleSubmit: () => ({ Comment: `${B_MARK} please review` }),
  portalReviewReply: () => ({ Body: `${B_MARK} reply to a review` }),
  portalMessageReply: () => ({ Body: `${B_MARK} reply to a message`, ClientKey: randomUUID() }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const paramsOf = (route: PortalRoute): string[] =>
  [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(values[name]!));

/** Every combination of the parameters' values. */
const combinations = (choices: [string, string[]][]): Record<string, string>[] =>
  choices.reduce<Record<string, string>[]>(
    (all, [name, values]) =>
      all.flatMap((done) => values.map((value) => ({ ...done, [name]: value }))),
    [{}],
  );

/** The keys of a query schema (a zod object), to find those that name ids. */
const queryKeys = (route: PortalRoute): string[] => {
  const shape = (route.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

/**
 * An answer without what changes from one call to the next: the idle timeout; a file's bytes
 * (a PDF is made again at each call), of which the status and type are kept.
 */
const stable = (response: LightMyRequestResponse): string => {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('json')) return `${response.statusCode} ${type}`;
  return `${response.statusCode} ${JSON.stringify(response.json(), (key, value) =>
    key === 'IdleExpiresAt' ? undefined : value,
  )}`;
};

const errorsOf = (response: LightMyRequestResponse, ids: string[]): string => {
  let text = response.body;
  for (const id of ids) text = text.split(id).join('<id>');
  return text;
};

type Walked = { name: string; call: string; kind: string; statuses: number[] };

describe(
  'the cross-organisation walk: B’s owner on every portal call with A’s ids',
  { timeout: 300_000 },
  () => {
    let app: TestApp;
    let a: ApprovedPublisher;
    let b: ApprovedPublisher;
    let ownerA: PortalSession;
    let ownerB: PortalSession;
    /** Organisation A's ids by the path parameter name that carries them. */
    const fixtures: Record<string, string[]> = {};
    const add = (name: string, value: number | string | undefined | null) => {
      if (value === undefined || value === null) return;
      (fixtures[name] ??= []).push(String(value));
    };
    let bookA: number;
    let bookB: number;
    let files: { epub: Buffer; pdf: Buffer };
    /** What the uploads send, by content type. */
    const uploads = new Map<string, Buffer>();

    const served = (route: PortalRoute) => app.hasRoute({ method: route.method, url: route.path });
    const routes = () =>
      (Object.entries(PORTAL_ROUTES) as [string, PortalRoute][]).filter(
        ([, route]) => route.access === 'publisher',
      );

    const callAs = (
      session: PortalSession,
      method: PortalRoute['method'],
      url: string,
      payload?: unknown,
    ) =>
      app.inject({
        method,
        url,
        headers: session.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    /** A table's rows for an optional fixture (tables other areas add may not exist yet). */
    const optionalRows = async (query: SQL): Promise<Record<string, unknown>[]> => {
      try {
        return await app.database.db.transaction(async (tx) => executeRows(tx, query));
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        if (/does not exist/.test(`${String(error)} ${String(cause)}`)) return [];
        throw error;
      }
    };

    beforeAll(async () => {
      app = await buildTestApp({ ORDER_INTERVAL_SECONDS: '0' });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const ids = await seedTestCatalogIds(app);
      const staff = await createStaffSession(app, 'owner', { language: 'en' });
      a = await approvedPublisher(app, staff, {
        name: `สำนักพิมพ์ ${A_MARK}`,
        owner: await createPasswordCustomer(app, { email: `${A_MARK}.owner@example.com` }),
      });
      b = await approvedPublisher(app, staff, {
        name: `สำนักพิมพ์ ${B_MARK}`,
        owner: await createPasswordCustomer(app, { email: `${B_MARK}.owner@example.com` }),
      });
      ownerA = await portalSignIn(app, a.owner);
      ownerB = await portalSignIn(app, b.owner);

      // Books: one of the catalog's becomes A's (named with A's marker), another B's.
      bookA = ids['hp-1']!;
      bookB = ids['python']!;
      for (const [book, publisher, mark] of [
        [bookA, a.catalogPublisherId, A_MARK],
        [bookB, b.catalogPublisherId, B_MARK],
      ] as const)
        await app.database.db.execute(
          sql`update books set publisher_id = ${publisher}, name_th = ${`${mark} หนังสือ`},
                             name_en = ${`${mark} book`}
             where id = ${book}`,
        );
      add('bookId', bookA);

      // A draft title of A's, made in the portal when titles are served.
      if (served(PORTAL_ROUTES.portalTitleCreate)) {
        const draft = await callAs(ownerA, 'POST', '/portal/v1/titles', {
          NameTh: `${A_MARK} ฉบับร่าง`,
          NameEn: `${A_MARK} draft`,
          PriceSatang: 12_300,
        });
        expect(draft.statusCode, draft.body).toBe(200);
        add('bookId', draft.json().Data.Id);
      }

      // Members: A's owner and an editor; an open invitation.
      add('memberId', a.ownerMemberId);
      const editor = await createPasswordCustomer(app, { email: `${A_MARK}.editor@example.com` });
      const [member] = await executeRows<{ id: number }>(
        app.database.db,
        sql`insert into publisher_members (organisation_id, customer_id, role)
          values (${a.organisationId}, ${editor.customerId}, 'editor') returning id`,
      );
      add('memberId', member!.id);
      const invited = await callAs(ownerA, 'POST', '/portal/v1/invitations', {
        Email: `${A_MARK}.invitee@example.com`,
        Role: 'finance',
      });
      expect(invited.statusCode, invited.body).toBe(200);
      add('invitationId', invited.json().Data.InvitationId);

      // Sales of A's book: one kept, one refunded by staff, one in January 2025 for a statement.
      const reader = await createTestCustomer(app, { email: `${A_MARK}.reader@example.com` });
      const kept = await buyBooks(app, reader, [bookA]);
      const refunded = await buyBooks(app, await createTestCustomer(app), [bookA]);
      const old = await buyBooks(app, await createTestCustomer(app), [bookA]);
      add('orderId', kept);
      const lines = await executeRows<{ id: number; order_id: number }>(
        app.database.db,
        sql`select id, order_id from order_lines where order_id in (${kept}, ${refunded}, ${old})`,
      );
      for (const line of lines) add('lineId', line.id);
      const refund = await app.inject({
        method: 'POST',
        url: `/admin/v1/orders/${refunded}/refunds`,
        headers: staff.headers,
        payload: {
          LineIds: lines
            .filter((line) => Number(line.order_id) === refunded)
            .map((line) => Number(line.id)),
          Destination: 'coins',
          Reason: 'Bought by mistake',
          ClientKey: randomUUID(),
        },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      add('refundId', refund.json().Data.RefundId);
      await app.database.db.execute(
        sql`update orders set paid_at = '2025-01-15T10:00:00+07:00' where id = ${old}`,
      );
      await app.services.salesStats.refreshRecent();
      const statement = await app.services.royalties.issue({
        organisationId: a.organisationId,
        month: '2025-01',
      });
      expect(statement.lines.length).toBeGreaterThan(0);
      add('statementId', statement.statement.id);
      // A statement named by its month (a route of B naming it reads B's month: none).
      add('month', '2025-01');
      for (const line of statement.lines) add('statementLineId', (line as { id?: number }).id);

      // A review of A's book, and the publisher's reply under it when replies are served.
      const [review] = await executeRows<{ id: number }>(
        app.database.db,
        sql`insert into reviews (book_id, customer_id, rating, title, body, locale)
          values (${bookA}, ${reader.customerId}, 4, ${`${A_MARK} review title`},
                  ${`${A_MARK} review body`}, 'th') returning id`,
      );
      add('reviewId', review!.id);
      if (served(PORTAL_ROUTES.portalReviewReply)) {
        const replied = await callAs(ownerA, 'PUT', `/portal/v1/reviews/${review!.id}/reply`, {
          Body: `${A_MARK} publisher reply`,
        });
        expect(replied.statusCode, replied.body).toBe(200);
      }

      // A reader's message to A's publisher, and A's reply when replies are served.
      const [message] = await executeRows<{ id: string }>(
        app.database.db,
        sql`insert into publisher_messages (publisher_id, customer_id, name, email, subject, body, locale)
          values (${a.catalogPublisherId}, ${reader.customerId}, ${`${A_MARK} reader`},
                  ${reader.email}, ${`${A_MARK} subject`}, ${`${A_MARK} message body`}, 'th')
          returning id`,
      );
      add('messageId', message!.id);
      if (served(PORTAL_ROUTES.portalMessageReply)) {
        const replied = await callAs(ownerA, 'POST', `/portal/v1/messages/${message!.id}/replies`, {
          Body: `${A_MARK} reply to the reader`,
          ClientKey: randomUUID(),
        });
        expect(replied.statusCode, replied.body).toBe(200);
        for (const reply of replied.json().Data.Replies as { ReplyId: number }[])
          add('replyId', reply.ReplyId);
      }

      // A search whose results showed A's book (the "search terms" of the sales pages).
      await optionalRows(
        sql`insert into search_log (text, language, result_count, latency_ms, book_ids)
          values (${`${A_MARK} term`}, 'th', 1, 1, ${`{${bookA}}`}::int[]) returning id`,
      );

      // Rows of other areas that a route may name, where their tables exist.
      for (const row of await optionalRows(
        sql`select id from title_events where book_id in (
            select id from books where publisher_id = ${a.catalogPublisherId})`,
      ))
        add('eventId', row.id as number);
      for (const row of await optionalRows(
        sql`select id from royalty_payouts where organisation_id = ${a.organisationId}`,
      ))
        add('payoutId', row.id as number);

      files = await buildTestBookFiles(`urn:uuid:${randomUUID()}`);
      uploads.set('application/epub+zip', files.epub);
      uploads.set('application/pdf', files.pdf);
      uploads.set(
        'image/webp',
        Buffer.from(
          'UklGRjgAAABXRUJQVlA4TCsAAAAvr8RjAAdQrz50qf8BAUnS//9kRP8z/vOf//znP//5z3/+85///Oc//2cTAA==',
          'base64',
        ),
      );
      // The bulk upload (docs/titles.md "Bulk upload"): B's ONIX names A's book's record
      // reference (refused, A's book untouched) and makes a title of B's; B's zip names it too.
      const product = (reference: string, name: string) =>
        `<Product><RecordReference>${reference}</RecordReference><NotificationType>03</NotificationType>
          <DescriptiveDetail><ProductForm>ED</ProductForm><TitleDetail><TitleType>01</TitleType>
          <TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${name}</TitleText>
          </TitleElement></TitleDetail></DescriptiveDetail><ProductSupply><SupplyDetail><Price>
          <PriceAmount>99.00</PriceAmount><CurrencyCode>THB</CurrencyCode></Price></SupplyDetail>
          </ProductSupply></Product>`;
      uploads.set(
        'application/xml',
        Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?><ONIXMessage release="3.0"
            xmlns="http://ns.editeur.org/onix/3.0/reference"><Header/>
            ${product('hp-1', `${B_MARK} takes a reference`)}
            ${product(`${B_MARK}-bulk`, `${B_MARK} bulk title`)}</ONIXMessage>`,
        ),
      );
      uploads.set('application/zip', await writeZip([{ name: 'hp-1.epub', data: files.epub }]));
    });

    afterAll(async () => {
      await app.close();
    });

    /** A request of `route` with these path values (and query), its body and upload as B sends them. */
    const requestOf = (
      name: string,
      route: PortalRoute,
      values: Record<string, string>,
      session: PortalSession,
      query?: Record<string, string>,
    ): InjectOptions | string => {
      const url = fill(route.path, values);
      const options: InjectOptions = {
        method: route.method,
        url,
        headers: { ...session.headers },
        ...(query ? { query } : {}),
      };
      if (route.upload) {
        const wanted =
          values.format === 'pdf'
            ? 'application/pdf'
            : values.format === 'epub'
              ? 'application/epub+zip'
              : undefined;
        const type = (wanted ? [wanted] : route.upload).find((item) => uploads.has(item));
        if (!type)
          return `${name}: no test upload for ${route.upload.join(', ')}: add one to \`uploads\``;
        return {
          ...options,
          headers: { ...options.headers, 'content-type': type },
          payload: uploads.get(type)!,
        };
      }
      if (!route.body) return options;
      const body = VALID_BODIES[name]?.() ?? (route.body.safeParse({}).success ? {} : undefined);
      if (body === undefined)
        return `${name}: ${route.method} ${route.path} has a body that {} does not satisfy: add a valid one under '${name}' in VALID_BODIES (cross-organisation.test.ts)`;
      const parsed = route.body.safeParse(body);
      if (!parsed.success)
        return `${name}: the body in VALID_BODIES no longer fits its schema: ${parsed.error.message}`;
      return { ...options, payload: body as object };
    };

    /** A value of each parameter that names nothing (`2147483647`, a new uuid). */
    const missingOf = (name: string): string =>
      FIXED_PARAMS[name]?.[0] ??
      NOBODY_VALUES[name] ??
      ((fixtures[name] ?? []).every((value) => UUID.test(value)) && fixtures[name]?.length
        ? randomUUID()
        : '2147483647');

    /** Organisation A's GET answers (lists and A's rows), to compare before and after the walk. */
    const readsOfA = async (): Promise<Map<string, string>> => {
      const reads = new Map<string, string>();
      for (const [name, route] of routes()) {
        if (route.method !== 'GET' || !served(route)) continue;
        const params = paramsOf(route);
        if (params.some((param) => !fixtures[param] && !FIXED_PARAMS[param])) continue;
        const choices = params.map(
          (param) => [param, FIXED_PARAMS[param] ?? fixtures[param]!] as [string, string[]],
        );
        for (const values of combinations(choices)) {
          const url = fill(route.path, values);
          reads.set(`${name} ${url}`, stable(await callAs(ownerA, 'GET', url)));
        }
      }
      return reads;
    };

    const failures: string[] = [];
    const walked: Walked[] = [];
    let before: Map<string, string>;
    let after: Map<string, string>;

    /** What A's own reads must show, when the route is served: else the walk would prove nothing. */
    /**
     * What of A's an answer to B shows: A's marker (in every name, e-mail and text of A), or one
     * of A's ids under its own name (`"StatementId":12`, `"MessageId":"…"`); undefined if none.
     */
    const showsA = (body: string): string | undefined => {
      if (body.toLowerCase().includes(A_MARK)) return `the marker ${A_MARK}`;
      for (const [param, values] of Object.entries(fixtures)) {
        if (!/Id$/.test(param)) continue;
        const key = `${param[0]!.toUpperCase()}${param.slice(1)}`;
        for (const value of values)
          if (new RegExp(`"${key}":"?${value}"?[,}\\]]`).test(body)) return `${key} ${value}`;
      }
      return undefined;
    };

    const OWN_ROWS: Record<string, string> = {
      portalMembers: `${A_MARK}.editor@example.com`,
      portalInvitations: `${A_MARK}.invitee@example.com`,
      portalOrganisation: `สำนักพิมพ์ ${A_MARK}`,
      portalTitleList: `${A_MARK} book`,
      portalSalesDashboard: `${A_MARK} book`,
      portalSalesByBook: `${A_MARK} book`,
      portalSalesRefunds: `${A_MARK} book`,
      portalSalesSearchTerms: `${A_MARK} term`,
      portalReviews: `${A_MARK} review title`,
      portalMessages: `${A_MARK} subject`,
      portalMoneyStatementList: `สำนักพิมพ์ ${A_MARK}`,
    };

    it('shows A its own rows on its lists (the fixtures reach every area)', async () => {
      before = await readsOfA();
      const missing = Object.entries(OWN_ROWS)
        .filter(([name]) => name in PORTAL_ROUTES)
        .filter(([name]) =>
          served(PORTAL_ROUTES[name as keyof typeof PORTAL_ROUTES] as PortalRoute),
        )
        .filter(([name, text]) => {
          const read = [...before.entries()].find(([key]) => key.startsWith(`${name} `))?.[1];
          return !read?.toLowerCase().includes(text.toLowerCase());
        })
        .map(([name, text]) => `${name} does not show A's "${text}"`);
      expect(missing).toEqual([]);
    });

    it('walks every publisher call of PORTAL_ROUTES as B with A’s ids: 404 for each, nothing of A shown', async () => {
      before ??= await readsOfA();
      const entries = routes()
        // Sign-out last: it ends B's session.
        .sort(([, x], [, y]) => Number(x.session === 'ends') - Number(y.session === 'ends'));
      for (const [name, route] of entries) {
        const call = `${route.method} ${route.path}`;
        if (!served(route)) {
          // Declared and not served is route-table.test.ts's failure; it answers 404 to anyone.
          walked.push({ name, call, kind: 'not served', statuses: [] });
          continue;
        }
        const params = paramsOf(route);
        const unknown = params.filter((param) => !fixtures[param] && !FIXED_PARAMS[param]);
        if (unknown.length > 0) {
          failures.push(
            `${name} (${call}): no fixture for ${unknown.map((param) => `:${param}`).join(', ')}: ` +
              `make one of organisation A's rows in beforeAll and add its id with add('${unknown[0]}', id) (cross-organisation.test.ts)`,
          );
          continue;
        }
        const statuses: number[] = [];
        if (params.length > 0) {
          const idParams = params.filter((param) => !FIXED_PARAMS[param]);
          const choices = params.map(
            (param) => [param, FIXED_PARAMS[param] ?? fixtures[param]!] as [string, string[]],
          );
          for (const values of combinations(choices)) {
            const request = requestOf(name, route, values, ownerB);
            if (typeof request === 'string') {
              failures.push(request);
              break;
            }
            const answer = await app.inject(request);
            statuses.push(answer.statusCode);
            const missingValues = Object.fromEntries(
              params.map((param) => [
                param,
                idParams.includes(param) ? missingOf(param) : values[param]!,
              ]),
            );
            const missing = await app.inject(
              requestOf(name, route, missingValues, ownerB) as InjectOptions,
            );
            if (answer.statusCode !== 404)
              failures.push(
                `${name}: ${request.method} ${request.url} as B answered ${answer.statusCode}, not 404: ${answer.body.slice(0, 300)}`,
              );
            else if (
              errorsOf(
                answer,
                idParams.map((param) => values[param]!),
              ) !==
              errorsOf(
                missing,
                idParams.map((param) => missingValues[param]!),
              )
            )
              failures.push(
                `${name}: A's id answers otherwise than an id nobody has: ${answer.body.slice(0, 200)} / ${missing.body.slice(0, 200)}`,
              );
          }
          walked.push({ name, call, kind: 'A’s ids in the path', statuses });
          continue;
        }

        const request = requestOf(name, route, {}, ownerB);
        if (typeof request === 'string') {
          failures.push(request);
          continue;
        }
        const answer = await app.inject(request);
        statuses.push(answer.statusCode);
        if (answer.statusCode >= 500)
          failures.push(`${name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
        if (showsA(answer.body))
          failures.push(
            `${name}: B's answer shows organisation A's rows (${showsA(answer.body)}): ${answer.body.slice(0, 300)}`,
          );

        // Query parameters naming ids (`BookId`): A's id answers as an id nobody has, and shows nothing.
        for (const key of queryKeys(route)) {
          const param = Object.keys(fixtures).find(
            (fixture) => fixture.toLowerCase() === key.toLowerCase(),
          );
          if (!param) continue;
          for (const value of fixtures[param]!) {
            const withA = await app.inject(
              requestOf(name, route, {}, ownerB, { [key]: value }) as InjectOptions,
            );
            const withNobody = await app.inject(
              requestOf(name, route, {}, ownerB, { [key]: missingOf(param) }) as InjectOptions,
            );
            statuses.push(withA.statusCode);
            if (withA.statusCode !== withNobody.statusCode)
              failures.push(
                `${name}?${key}=${value} (A's) answered ${withA.statusCode}, an id nobody has ${withNobody.statusCode}`,
              );
            if (showsA(withA.body))
              failures.push(
                `${name}?${key}=${value}: B's answer shows organisation A's rows (${showsA(withA.body)}): ${withA.body.slice(0, 300)}`,
              );
          }
        }
        walked.push({ name, call, kind: route.method === 'GET' ? 'list' : 'no path id', statuses });
      }

      if (process.env.PORTAL_WALK_REPORT)
        process.stdout.write(
          `\nThe cross-organisation walk (${walked.length} publisher calls):\n${walked
            .map(
              (item) =>
                `  ${item.name.padEnd(30)} ${item.call.padEnd(58)} ${item.kind}: ${item.statuses.join(' ')}`,
            )
            .join('\n')}\n`,
        );
      expect(failures).toEqual([]);
      expect(
        walked.filter((item) => item.kind === 'A’s ids in the path').length,
      ).toBeGreaterThanOrEqual(3);
    });

    it('leaves A reading exactly what it read before the walk', async () => {
      after = await readsOfA();
      const changed = [...before.keys()].filter((key) => before.get(key) !== after.get(key));
      expect(
        changed.map(
          (key) =>
            `${key}:\n  before ${before.get(key)!.slice(0, 300)}\n  after  ${after.get(key)?.slice(0, 300)}`,
        ),
      ).toEqual([]);
      const all = [...after.values()].join('\n').toLowerCase();
      expect(all).not.toContain(B_MARK);
    });

    it('keeps what B made in B', async () => {
      const books = await executeRows<{ publisher_id: number }>(
        app.database.db,
        sql`select publisher_id from books where name_th like ${`${B_MARK}%`}`,
      );
      expect(books.length).toBeGreaterThan(0);
      expect(books.every((row) => Number(row.publisher_id) === b.catalogPublisherId)).toBe(true);
      const invitations = await executeRows<{ organisation_id: number }>(
        app.database.db,
        sql`select organisation_id from publisher_invitations where email like ${`${B_MARK}%`}`,
      );
      expect(invitations.map((row) => Number(row.organisation_id))).toEqual([b.organisationId]);
      // A's rows are A's as they were: its book's name, its members, its review's reply.
      const [book] = await executeRows<{ name_th: string; publisher_id: number }>(
        app.database.db,
        sql`select name_th, publisher_id from books where id = ${bookA}`,
      );
      expect(book).toEqual({ name_th: `${A_MARK} หนังสือ`, publisher_id: a.catalogPublisherId });
      const members = await executeRows<{ role: string }>(
        app.database.db,
        sql`select role from publisher_members where organisation_id = ${a.organisationId} order by id`,
      );
      expect(members.map((row) => row.role)).toEqual(['owner', 'editor']);
    });
  },
);
