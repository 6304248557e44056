import type { Locale } from '@nangsue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/messages.js';
import type { OpdsView } from './opds.service.js';
import { feedXml, OPDS_TYPES, type OpdsFeed } from './opds.xml.js';

const PageSchema = z.coerce.number().int().min(1).max(10_000).default(1);
const LangSchema = z.enum(['th', 'en']).optional().catch(undefined);
/** Clients add their own parameters: unknown ones are ignored, not refused. */
const FeedQuery = z.object({ lang: LangSchema, page: PageSchema });
const SearchQuery = FeedQuery.extend({ q: z.string().trim().max(100).default('') });
const CollectionParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const DownloadParams = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(epub|pdf)$/),
});

export const WWW_AUTHENTICATE = 'Basic realm="Nangsue"';

/** `Basic base64(user:password)`: the e-mail and the app password, or null. */
const basicCredentials = (header: string | undefined) => {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { userName: decoded.slice(0, colon).trim(), password: decoded.slice(colon + 1) };
};

/** Thai unless `?lang=en`, or an Accept-Language preferring English over Thai (docs/opds.md). */
export const opdsLocaleOf = (lang: Locale | undefined, acceptLanguage: string | undefined) => {
  if (lang) return { locale: lang, langParam: true };
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const locale = tag.startsWith('th') ? 'th' : tag.startsWith('en') ? 'en' : null;
    if (!locale) continue;
    const q = Number(/^\s*q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
    if (!best || q > best.q) best = { locale, q };
  }
  return { locale: best?.locale ?? 'th', langParam: false };
};

const contentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/**
 * The OPDS 1.2 catalogue of the customer's own bookshelf (docs/opds.md) under `/opds`: Atom XML,
 * not `{Data, ErrorList}` calls, so outside the contracts' route table and the OpenAPI document.
 * Reading apps sign in with HTTP Basic: the customer's e-mail and an app password. The storefront
 * forwards its own `/opds/...` here with the request's Authorization.
 */
export const opdsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { opds } = app.services;
  const customers = new WeakMap<FastifyRequest, number>();

  const viewOf = (request: FastifyRequest, lang: Locale | undefined): OpdsView =>
    opdsLocaleOf(lang, request.headers['accept-language']);

  const challenge = (request: FastifyRequest, reply: FastifyReply) => {
    const { locale } = opdsLocaleOf(
      (request.query as { lang?: string } | undefined)?.lang === 'en' ? 'en' : undefined,
      request.headers['accept-language'],
    );
    return reply
      .code(401)
      .header('WWW-Authenticate', WWW_AUTHENTICATE)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(translate(locale, 'opds.signIn'));
  };

  // After the per-visitor rate limit (global onRequest): who is reading, from the Basic header.
  app.addHook('onRequest', async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    if (!credentials) return challenge(request, reply);
    const found = await app.services.appPasswords.authenticate(
      credentials.userName,
      credentials.password,
      request.ip,
    );
    if (!found) return challenge(request, reply);
    customers.set(request, found.customerId);
  });

  const customerOf = (request: FastifyRequest): number => {
    const customerId = customers.get(request);
    if (customerId === undefined) throw new Error('OPDS route without its customer');
    return customerId;
  };

  const sendFeed = (reply: FastifyReply, feed: OpdsFeed, kind: 'navigation' | 'acquisition') =>
    reply
      .header('Content-Type', `${OPDS_TYPES[kind]};charset=utf-8`)
      .header('Cache-Control', 'private, no-store')
      .header('Vary', 'Authorization, Accept-Language')
      .send(feedXml(feed));

  const hidden = { hide: true } as const;

  app.get('/opds', { schema: { ...hidden, querystring: FeedQuery } }, async (request, reply) =>
    sendFeed(reply, opds.root(viewOf(request, request.query.lang)), 'navigation'),
  );

  app.get(
    '/opds/books',
    { schema: { ...hidden, querystring: FeedQuery } },
    async (request, reply) =>
      sendFeed(
        reply,
        await opds.books(
          customerOf(request),
          request.query.page,
          viewOf(request, request.query.lang),
        ),
        'acquisition',
      ),
  );

  app.get(
    '/opds/recent',
    { schema: { ...hidden, querystring: FeedQuery } },
    async (request, reply) =>
      sendFeed(
        reply,
        await opds.recent(customerOf(request), viewOf(request, request.query.lang)),
        'acquisition',
      ),
  );

  app.get(
    '/opds/collections',
    { schema: { ...hidden, querystring: FeedQuery } },
    async (request, reply) =>
      sendFeed(
        reply,
        await opds.collections(customerOf(request), viewOf(request, request.query.lang)),
        'navigation',
      ),
  );

  app.get(
    '/opds/collections/:id',
    { schema: { ...hidden, params: CollectionParams, querystring: FeedQuery } },
    async (request, reply) =>
      sendFeed(
        reply,
        await opds.collection(
          customerOf(request),
          request.params.id,
          request.query.page,
          viewOf(request, request.query.lang),
        ),
        'acquisition',
      ),
  );

  app.get(
    '/opds/opensearch.xml',
    { schema: { ...hidden, querystring: FeedQuery } },
    async (request, reply) =>
      reply
        .header('Content-Type', `${OPDS_TYPES.openSearch};charset=utf-8`)
        .header('Cache-Control', 'private, no-store')
        .send(opds.openSearch(viewOf(request, request.query.lang))),
  );

  app.get(
    '/opds/search',
    { schema: { ...hidden, querystring: SearchQuery } },
    async (request, reply) => {
      const view = viewOf(request, request.query.lang);
      // An empty search (a client probing the template) is the whole shelf's first page.
      const feed = request.query.q
        ? await opds.search(customerOf(request), request.query.q, request.query.page, view)
        : await opds.books(customerOf(request), request.query.page, view);
      return sendFeed(reply, feed, 'acquisition');
    },
  );

  app.get(
    '/opds/download/:file',
    // No HEAD twin: a HEAD would stamp, count and log a download that nobody receives.
    { schema: { ...hidden, params: DownloadParams }, exposeHeadRoute: false },
    async (request, reply) => {
      const [itemKey = '', extension] = request.params.file.split('.');
      const { stream, fileName, contentType } = await opds.download(
        customerOf(request),
        itemKey,
        extension === 'pdf' ? 'PDF' : 'EPUB',
        { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null },
      );
      return reply
        .header('Content-Type', contentType)
        .header('Content-Disposition', contentDisposition(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
