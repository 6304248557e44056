import { HOME_ADMIN_ROUTES, SLIDER_PICTURE_UPLOAD_LIMIT } from '@nangsue/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { declaredAdminRoute, ok } from '../../lib/declared-route.js';
import { readUpload } from '../../plugins/admin-uploads.js';
import { staffActorOf } from '../../plugins/staff-auth.js';

const TAGS = ['admin: catalog'];
const done = ok({ Ok: true as const });

/**
 * Topics and home sliders in the back office (issue 24): thin routes over `services.homeAdmin`;
 * the staff-auth plugin has checked the session and the permission before any body is read, and
 * the picture upload takes its file as a raw stream (plugins/admin-uploads.ts).
 */
export const homeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const home = app.services.homeAdmin;
  const R = HOME_ADMIN_ROUTES;

  app.route({
    ...declaredAdminRoute(R.adminTopicsList, {
      tags: TAGS,
      summary: 'Topics: a page of the list (search code and titles), newest change first',
    }),
    handler: async (request) => ok(await home.listTopics(request.query)),
  });

  app.route({
    ...declaredAdminRoute(R.adminTopicGet, {
      tags: TAGS,
      summary: 'A topic with its books in order',
    }),
    handler: async (request) => ok(await home.getTopic(request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminTopicCreate, {
      tags: TAGS,
      summary: 'Creates a topic (/topic/{code}: the code must be free) with its books in order',
    }),
    handler: async (request) =>
      ok(await home.createTopic(staffActorOf(request), request.locale, request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminTopicUpdate, {
      tags: TAGS,
      summary: 'Changes the fields given of a topic; BookIds replaces its list and order',
    }),
    handler: async (request) =>
      ok(
        await home.updateTopic(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminTopicDelete, {
      tags: TAGS,
      summary: 'Deletes a topic (refused while a slider links to it)',
    }),
    handler: async (request) => {
      await home.deleteTopic(staffActorOf(request), request.locale, request.params.id);
      return done;
    },
  });

  app.route({
    ...declaredAdminRoute(R.adminSlidersList, {
      tags: TAGS,
      summary: 'Every home slider, in home-page order',
    }),
    handler: async () => ok(await home.listSliders()),
  });

  app.route({
    ...declaredAdminRoute(R.adminSliderGet, { tags: TAGS, summary: 'A home slider' }),
    handler: async (request) => ok(await home.getSlider(request.locale, request.params.id)),
  });

  app.route({
    ...declaredAdminRoute(R.adminSliderPicture, {
      tags: TAGS,
      summary: "A slider's picture for the back office",
    }),
    handler: async (request, reply) => {
      const picture = await home.getSliderPicture(request.locale, request.params.id);
      if (!picture) throw new AppError('NOT_FOUND', {});
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'")
        .type(picture.contentType)
        .send(picture.data);
    },
  });

  app.route({
    ...declaredAdminRoute(R.adminSliderCreate, {
      tags: TAGS,
      summary: 'Creates a slider, last on the home page, with a drawn banner until a picture comes',
    }),
    handler: async (request) =>
      ok(await home.createSlider(staffActorOf(request), request.locale, request.body)),
  });

  app.route({
    ...declaredAdminRoute(R.adminSliderUpdate, {
      tags: TAGS,
      summary: 'Changes the fields given of a slider (a link: a store path or an https address)',
    }),
    handler: async (request) =>
      ok(
        await home.updateSlider(
          staffActorOf(request),
          request.locale,
          request.params.id,
          request.body,
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminSliderPictureUpload, {
      tags: TAGS,
      summary: "Uploads a slider's picture (JPEG, PNG or WebP as the raw body): checked, 1200x400",
    }),
    bodyLimit: SLIDER_PICTURE_UPLOAD_LIMIT,
    handler: async (request) =>
      ok(
        await home.uploadSliderPicture(
          staffActorOf(request),
          request.locale,
          request.params.id,
          await readUpload(request),
        ),
      ),
  });

  app.route({
    ...declaredAdminRoute(R.adminSliderDelete, { tags: TAGS, summary: 'Deletes a slider' }),
    handler: async (request) => {
      await home.deleteSlider(staffActorOf(request), request.locale, request.params.id);
      return done;
    },
  });

  app.route({
    ...declaredAdminRoute(R.adminSlidersReorder, {
      tags: TAGS,
      summary: 'Puts every slider in a new home-page order',
    }),
    handler: async (request) => {
      await home.reorderSliders(staffActorOf(request), request.locale, request.body.Ids);
      return done;
    },
  });
};
