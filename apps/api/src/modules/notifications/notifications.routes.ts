import { API_ROUTES } from '@nangsue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute, ok } from '../../lib/declared-route.js';

/**
 * Follow and notify (docs/notifications.md): the signed-in customer's follows, notifications and
 * e-mail choice (a guest gets 401), and the public one-click unsubscribe of the e-mails.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOf = (request: { requireCustomer(): { customerId: number } }) =>
    request.requireCustomer().customerId;
  const tags = ['notifications'];

  app.route({
    ...declaredRoute(API_ROUTES.follow, {
      tags,
      summary: 'Follow a series, an author or a publisher (once; a repeat changes nothing)',
    }),
    handler: async (request) =>
      ok(await app.services.notifications.follow(customerOf(request), request.body)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.unfollow, {
      tags,
      summary: 'Stop following (following nothing there is no error)',
    }),
    handler: async (request) =>
      ok(await app.services.notifications.unfollow(customerOf(request), request.body)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.follows, { tags, summary: 'Everything the customer follows' }),
    handler: async (request) =>
      ok(await app.services.notifications.listFollows(customerOf(request), request.locale)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.notifications, {
      tags,
      summary: 'The customer’s notifications, newest first, 18 a page, and the unread count',
    }),
    handler: async (request) =>
      ok(
        await app.services.notifications.page(
          customerOf(request),
          request.locale,
          request.query.pageNumber,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.notificationsUnreadCount, {
      tags,
      summary: 'The bell’s count: notifications not read yet',
    }),
    handler: async (request) =>
      ok(await app.services.notifications.unreadCount(customerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.markNotificationRead, {
      tags,
      summary: 'Mark one of the customer’s notifications read (another’s is 404)',
    }),
    handler: async (request) =>
      ok(await app.services.notifications.markRead(customerOf(request), request.params.id)),
  });

  app.route({
    ...declaredRoute(API_ROUTES.markAllNotificationsRead, {
      tags,
      summary: 'Mark all the customer’s notifications read',
    }),
    handler: async (request) =>
      ok(await app.services.notifications.markAllRead(customerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.notificationSettings, {
      tags,
      summary: 'How notifications are e-mailed: immediate, daily, weekly or never',
    }),
    handler: async (request) => ok(await app.services.notifications.settings(customerOf(request))),
  });

  app.route({
    ...declaredRoute(API_ROUTES.saveNotificationSettings, {
      tags,
      summary: 'Choose how notifications are e-mailed',
    }),
    handler: async (request) =>
      ok(
        await app.services.notifications.saveSettings(
          customerOf(request),
          request.body.EmailFrequency,
        ),
      ),
  });

  app.route({
    ...declaredRoute(API_ROUTES.unsubscribeNotifications, {
      tags,
      summary: 'One-click unsubscribe (RFC 8058): the e-mail’s token sets e-mail to never',
    }),
    handler: async (request) =>
      ok(await app.services.notifications.unsubscribe(request.body.Token)),
  });
};
