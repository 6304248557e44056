import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BULK_PORTAL_ROUTES, PORTAL_BULK_LIMITS } from '@nangsue/contracts/portal';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';
import { saveUpload, uploadFileName, uploadStreamOf } from '../../plugins/admin-uploads.js';
import type { TitleScope } from './portal-titles.service.js';

const TAGS = ['portal: titles'];

/** The organisation and member of the session (ADR 0019), never anything in the upload. */
const scopeOf = (request: FastifyRequest): TitleScope => {
  const publisher = request.requirePublisher();
  return { catalogPublisherId: publisher.catalogPublisherId, memberId: publisher.memberId };
};

/**
 * A publisher's bulk upload (issue 25, docs/titles.md "Bulk upload"): thin routes over
 * `services.portalBulk`; portal-auth checked the session and `titles.write` before a byte of the
 * body was read, and the uploads stream (plugins/admin-uploads.ts): the ONIX file straight into
 * the parser, the zip to a temporary file (its directory is read from the end) removed after.
 */
export const portalBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const bulk = app.services.portalBulk;
  const R = BULK_PORTAL_ROUTES;

  app.route({
    ...declaredPortalRoute(R.portalBulkOnix, {
      tags: TAGS,
      summary:
        'Imports an ONIX 3.0 file (raw body, streamed) into the organisation’s titles: new records as drafts, changes of approved titles for review; answers the report',
    }),
    bodyLimit: PORTAL_BULK_LIMITS.onix,
    handler: async (request) =>
      ok(
        await bulk.importOnix(
          scopeOf(request),
          request.locale,
          uploadStreamOf(request),
          uploadFileName(request),
        ),
      ),
  });

  app.route({
    ...declaredPortalRoute(R.portalBulkFiles, {
      tags: TAGS,
      summary:
        'Attaches a zip of book files, samples and covers named by record reference or ISBN to the organisation’s titles; answers the report',
    }),
    bodyLimit: PORTAL_BULK_LIMITS.zip,
    handler: async (request) => {
      const scope = scopeOf(request);
      const folder = await mkdtemp(path.join(tmpdir(), 'nangsue-bulk-'));
      try {
        const file = path.join(folder, 'upload.zip');
        await saveUpload(request, file);
        return ok(await bulk.importFiles(scope, request.locale, file, uploadFileName(request)));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  });
};
