import {
  ADMIN_UPLOAD_LIMITS,
  CATALOG_ADMIN_ROUTES,
  type AdminRoute,
} from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { readUpload, uploadFileName, uploadStreamOf } from '../../plugins/admin-uploads.js';
import { staffActorOf } from '../../plugins/staff-auth.js';
import type { NamedListKind } from './catalog-admin.repository.js';

const TAGS = ['admin: catalog'];

/**
 * The catalog in the back office (issue 24): thin routes over `services.catalogAdmin`; the
 * staff-auth plugin has checked the session and the permission before any body is read, and the
 * upload routes take their file as a raw stream (plugins/admin-uploads.ts).
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = app.services.catalogAdmin;
  const R = CATALOG_ADMIN_ROUTES;

  app.route({
    ...declaredAdminRoute(R.adminBooksList, {
      tags: TAGS,
      summary: 'Books: a page of the list, filtered and sorted on indexes (no total counted)',
    }),
    handler: async (request) => ok(await catalog.listBooks(request.locale, request.query)),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookGet, {
      tags: TAGS,
      summary: 'A book with every field of the catalog model, both languages',
    }),
    handler: async (request) => ok(await catalog.getBook(request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookCover, {
      tags: TAGS,
      summary: "A book's cover picture for the back office (stored, else drawn)",
    }),
    handler: async (request, reply) => {
      const cover = await catalog.getCover(request.locale, request.params.id);
      if (!cover) throw new AppError('NOT_FOUND', {});
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(cover.contentType)
        .send(cover.data);
    },
  });

  app.route({
    ...declaredAdminRoute(R.adminBookCreate, { tags: TAGS, summary: 'Creates a book (a draft)' }),
    handler: async (request) =>
      ok(await catalog.createBook(staffActorOf(request), request.locale, request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookUpdate, {
      tags: TAGS,
      summary: 'Changes the fields given of a book',
    }),
    handler: async (request) =>
      ok(
        await catalog.updateBook(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookPublish, { tags: TAGS, summary: 'Publishes a book now' }),
    handler: async (request) =>
      ok(await catalog.publishBook(staffActorOf(request), request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookUnpublish, {
      tags: TAGS,
      summary: 'Takes a book off the store (a draft again)',
    }),
    handler: async (request) =>
      ok(await catalog.unpublishBook(staffActorOf(request), request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookSchedule, {
      tags: TAGS,
      summary: 'Publishes a book at a later time (hidden until then)',
    }),
    handler: async (request) =>
      ok(
        await catalog.scheduleBook(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body.PublishAt,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookCoverUpload, {
      tags: TAGS,
      summary: 'Uploads a cover (JPEG, PNG or WebP as the raw body): checked, resized to 357x510',
    }),
    bodyLimit: ADMIN_UPLOAD_LIMITS.cover,
    handler: async (request) =>
      ok(
        await catalog.uploadCover(
          staffActorOf(request),
          request.locale,
          request.params.id,
          await readUpload(request),
        ),
      ),
  });

  const contentTypeOf = (header: string | undefined) =>
    String(header ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();

  app.route({
    ...declaredAdminRoute(R.adminBookFileUpload, {
      tags: TAGS,
      summary:
        'Uploads the book as EPUB or PDF (raw body), checked as an ONIX import checks it; a sample is made from it',
    }),
    bodyLimit: ADMIN_UPLOAD_LIMITS.bookFile,
    handler: async (request) =>
      ok(
        await catalog.uploadBookFile(
          staffActorOf(request),
          request.locale,
          {
            id: request.params.id,
            format: request.params.format,
            contentType: contentTypeOf(request.headers['content-type']),
            sample: false,
          },
          await readUpload(request),
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminBookSampleUpload, {
      tags: TAGS,
      summary: "Uploads the sample of a book's EPUB or PDF (raw body), checked as the book",
    }),
    bodyLimit: ADMIN_UPLOAD_LIMITS.bookFile,
    handler: async (request) =>
      ok(
        await catalog.uploadBookFile(
          staffActorOf(request),
          request.locale,
          {
            id: request.params.id,
            format: request.params.format,
            contentType: contentTypeOf(request.headers['content-type']),
            sample: true,
          },
          await readUpload(request),
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminBooksBulk, {
      tags: TAGS,
      summary:
        'One action on many books (publish, unpublish, price change by percent, move category)',
    }),
    handler: async (request) =>
      ok({ Updated: await catalog.bulk(staffActorOf(request), request.locale, request.body) }),
  });

  app.route({
    ...declaredAdminRoute(R.adminCategoriesList, {
      tags: TAGS,
      summary: 'Categories as a tree in display order (depth and path for pickers)',
    }),
    handler: async (request) => ok(await catalog.listCategories(request.locale, request.query)),
  });

  app.route({
    ...declaredAdminRoute(R.adminCategoryGet, { tags: TAGS, summary: 'A category' }),
    handler: async (request) => ok(await catalog.getCategory(request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminCategoryCreate, {
      tags: TAGS,
      summary: 'Creates a category (last under its parent)',
    }),
    handler: async (request) =>
      ok(await catalog.createCategory(staffActorOf(request), request.locale, request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminCategoryUpdate, {
      tags: TAGS,
      summary: 'Renames or moves a category',
    }),
    handler: async (request) =>
      ok(
        await catalog.updateCategory(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminCategoriesReorder, {
      tags: TAGS,
      summary: 'Puts the sub-categories of one parent in a new order',
    }),
    handler: async (request) => {
      await catalog.reorderCategories(staffActorOf(request), request.locale, request.body);
      return ok({ Ok: true as const });
    },
  });

  const named = (
    kind: NamedListKind,
    // Each kind's routes differ only in their paths: typed as the publishers' ones.
    routes: Record<'list' | 'get' | 'create' | 'update', AdminRoute>,
    label: string,
  ) => {
    app.route({
      ...declaredAdminRoute(routes.list as unknown as typeof R.adminPublishersList, {
        tags: TAGS,
        summary: `${label}: a page of the list`,
      }),
      handler: async (request) => ok(await catalog.listNamed(kind, request.query)),
    });
    app.route({
      ...declaredAdminRoute(routes.get as unknown as typeof R.adminPublisherGet, {
        tags: TAGS,
        summary: `${label}: one`,
      }),
      handler: async (request) =>
        ok(await catalog.getNamed(request.locale, kind, request.params.id)),
    });
    app.route({
      ...declaredAdminRoute(routes.create as unknown as typeof R.adminPublisherCreate, {
        tags: TAGS,
        summary: `${label}: creates one`,
      }),
      handler: async (request) =>
        ok(await catalog.createNamed(staffActorOf(request), request.locale, kind, request.body)),
    });
    app.route({
      ...declaredAdminRoute(routes.update as unknown as typeof R.adminPublisherUpdate, {
        tags: TAGS,
        summary: `${label}: renames or edits one (the books naming it follow)`,
      }),
      handler: async (request) =>
        ok(
          await catalog.updateNamed(
            staffActorOf(request),
            request.locale,
            kind,
            request.params.id,
            request.body,
          ),
        ),
    });
  };

  named(
    'publishers',
    {
      list: R.adminPublishersList,
      get: R.adminPublisherGet,
      create: R.adminPublisherCreate,
      update: R.adminPublisherUpdate,
    },
    'Publishers',
  );
  named(
    'imprints',
    {
      list: R.adminImprintsList,
      get: R.adminImprintGet,
      create: R.adminImprintCreate,
      update: R.adminImprintUpdate,
    },
    'Imprints',
  );
  named(
    'series',
    {
      list: R.adminSeriesList,
      get: R.adminSeriesGet,
      create: R.adminSeriesCreate,
      update: R.adminSeriesUpdate,
    },
    'Series',
  );
  named(
    'contributors',
    {
      list: R.adminContributorsList,
      get: R.adminContributorGet,
      create: R.adminContributorCreate,
      update: R.adminContributorUpdate,
    },
    'Authors and other contributors',
  );
  named(
    'tags',
    {
      list: R.adminTagsList,
      get: R.adminTagGet,
      create: R.adminTagCreate,
      update: R.adminTagUpdate,
    },
    'Tags',
  );

  app.route({
    ...declaredAdminRoute(R.adminOnixImport, {
      tags: TAGS,
      summary:
        'Imports an ONIX 3.0 file (raw body, streamed, up to 60 MB) as `npm run catalog:import` does; answers the report',
    }),
    bodyLimit: ADMIN_UPLOAD_LIMITS.onix,
    handler: async (request) =>
      ok(
        await catalog.importOnix(
          staffActorOf(request),
          request.locale,
          uploadStreamOf(request),
          uploadFileName(request),
        ),
      ),
  });
};
