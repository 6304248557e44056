import { PORTAL_UPLOAD_LIMITS, TITLES_PORTAL_ROUTES } from '@nangsue/contracts/portal';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';
import { readUpload } from '../../plugins/admin-uploads.js';
import type { TitleScope } from './portal-titles.service.js';

const TAGS = ['portal: titles'];

/**
 * The organisation and member of the session: every title call is scoped by them (ADR 0019),
 * never by anything in the request.
 */
const scopeOf = (request: FastifyRequest): TitleScope => {
  const publisher = request.requirePublisher();
  return { catalogPublisherId: publisher.catalogPublisherId, memberId: publisher.memberId };
};

const contentTypeOf = (header: string | undefined) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/**
 * A publisher's titles in the portal (issue 25, docs/titles.md): thin routes over
 * `services.portalTitles`; the portal-auth plugin checked the session and `titles.read` or
 * `titles.write` before any body was read; uploads come as raw streams (plugins/admin-uploads.ts).
 */
export const portalTitlesRoutes: FastifyPluginAsyncZod = async (app) => {
  const titles = app.services.portalTitles;
  const R = TITLES_PORTAL_ROUTES;

  app.route({
    ...declaredPortalRoute(R.portalTitleList, {
      tags: TAGS,
      summary: 'The organisation’s books with their review state, store status and copies sold',
    }),
    handler: async (request) => ok(await titles.list(scopeOf(request), request.query)),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleCategories, {
      tags: TAGS,
      summary: 'The store’s categories a title picks from (a tree with paths)',
    }),
    handler: async (request) => {
      scopeOf(request);
      return ok(await titles.categories(request.locale));
    },
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleGet, {
      tags: TAGS,
      summary: 'One title: its fields (with changes waiting for review), files, warnings, history',
    }),
    handler: async (request) =>
      ok(await titles.get(scopeOf(request), request.locale, request.params.bookId)),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleCover, {
      tags: TAGS,
      summary: 'The title’s cover as a picture (a change waiting for review first)',
    }),
    handler: async (request, reply) => {
      const cover = await titles.cover(scopeOf(request), request.locale, request.params.bookId);
      if (!cover) throw new AppError('NOT_FOUND', {});
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(cover.contentType)
        .send(cover.data);
    },
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleCreate, {
      tags: TAGS,
      summary: 'Creates a title of the organisation’s publisher (a draft, not in the store)',
    }),
    handler: async (request) =>
      ok(await titles.create(scopeOf(request), request.locale, request.body)),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleUpdate, {
      tags: TAGS,
      summary:
        'Changes the fields given: in place before approval, else kept for review while the store shows the approved title',
    }),
    handler: async (request) =>
      ok(
        await titles.update(scopeOf(request), request.locale, request.params.bookId, request.body),
      ),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleCoverUpload, {
      tags: TAGS,
      summary: 'Uploads the cover (JPEG, PNG or WebP as the raw body): checked, resized to 357x510',
    }),
    bodyLimit: PORTAL_UPLOAD_LIMITS.cover,
    handler: async (request) =>
      ok(
        await titles.uploadCover(
          scopeOf(request),
          request.locale,
          request.params.bookId,
          await readUpload(request),
        ),
      ),
  });

  for (const [route, sample] of [
    [R.portalTitleFileUpload, false],
    [R.portalTitleSampleUpload, true],
  ] as const)
    app.route({
      ...declaredPortalRoute(route as typeof R.portalTitleFileUpload, {
        tags: TAGS,
        summary: sample
          ? 'Uploads the sample of the title’s EPUB or PDF (raw body), checked as the book'
          : 'Uploads the book as EPUB or PDF (raw body): refused with the checker’s findings, stored with its warnings',
      }),
      bodyLimit: PORTAL_UPLOAD_LIMITS.bookFile,
      handler: async (request) =>
        ok(
          await titles.uploadFile(
            scopeOf(request),
            request.locale,
            {
              bookId: request.params.bookId,
              format: request.params.format,
              contentType: contentTypeOf(request.headers['content-type']),
              sample,
            },
            await readUpload(request),
          ),
        ),
    });

  app.route({
    ...declaredPortalRoute(R.portalTitleSampleFirstChapter, {
      tags: TAGS,
      summary: 'Uses the first chapter of the book file as its sample (instead of an uploaded one)',
    }),
    handler: async (request) =>
      ok(
        await titles.useFirstChapterSample(
          scopeOf(request),
          request.locale,
          request.params.bookId,
          request.params.format,
        ),
      ),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleSubmit, {
      tags: TAGS,
      summary: 'Sends the title (or an approved title’s changes) for review',
    }),
    handler: async (request) =>
      ok(
        await titles.submit(
          scopeOf(request),
          request.locale,
          request.params.bookId,
          request.body.Comment ?? null,
        ),
      ),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleWithdraw, {
      tags: TAGS,
      summary: 'Takes a submission back before staff decide',
    }),
    handler: async (request) =>
      ok(await titles.withdraw(scopeOf(request), request.locale, request.params.bookId)),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitlePrice, {
      tags: TAGS,
      summary: 'Sets the price and a sale with its dates: in the store at once, never reviewed',
    }),
    handler: async (request) =>
      ok(
        await titles.setPrice(
          scopeOf(request),
          request.locale,
          request.params.bookId,
          request.body,
        ),
      ),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitleUnpublish, {
      tags: TAGS,
      summary: 'Takes the title off the store at once',
    }),
    handler: async (request) =>
      ok(await titles.unpublish(scopeOf(request), request.locale, request.params.bookId)),
  });

  app.route({
    ...declaredPortalRoute(R.portalTitlePublish, {
      tags: TAGS,
      summary: 'Puts an approved title back on the store at once',
    }),
    handler: async (request) =>
      ok(await titles.publish(scopeOf(request), request.locale, request.params.bookId)),
  });
};
