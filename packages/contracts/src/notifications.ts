import { z } from 'zod';
import { PageNumberSchema, PagingSchema } from './catalog.js';
import { envelope } from './envelope.js';
import type { ApiRoute } from './routes.js';

/**
 * Follow and notify (docs/notifications.md, issue 29 §2): a signed-in reader follows a series, an
 * author (contributor) or a publisher and is told in the store (the header's bell, the
 * notifications page) and by e-mail, at once, in a daily or weekly digest, or never.
 */

export const FOLLOW_KINDS = ['series', 'contributor', 'publisher'] as const;
export const FollowKindSchema = z.enum(FOLLOW_KINDS);
export type FollowKind = z.infer<typeof FollowKindSchema>;

/** At most this many follows per reader. */
export const MAX_FOLLOWS = 500;

// POST /v2/follows, POST /v2/follows/remove: what to follow or stop following.
export const FollowBodySchema = z
  .object({ Kind: FollowKindSchema, TargetId: z.int().min(1).max(2_147_483_647) })
  .strict();
export type FollowBody = z.infer<typeof FollowBodySchema>;

export const FollowChangeSchema = z.object({
  Kind: FollowKindSchema,
  TargetId: z.int(),
  IsFollowing: z.boolean(),
});
export type FollowChange = z.infer<typeof FollowChangeSchema>;
export const FollowChangeResponseSchema = envelope(FollowChangeSchema);

/** One thing the reader follows, named in the request's language. */
export const FollowItemSchema = z.object({
  Kind: FollowKindSchema,
  TargetId: z.int(),
  Name: z.string(),
  FollowedOn: z.string(),
});
export type FollowItem = z.infer<typeof FollowItemSchema>;

// GET /v2/follows: everything the reader follows, newest first (at most MAX_FOLLOWS).
export const FollowListSchema = z.object({ Items: z.array(FollowItemSchema) });
export type FollowList = z.infer<typeof FollowListSchema>;
export const FollowListResponseSchema = envelope(FollowListSchema);

export const NOTIFICATION_KINDS = [
  'new_volume',
  'new_book',
  'price_drop',
  'preorder_delivered',
  'preorder_delayed',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** One notification: the event, its book, and (a price drop) the prices before and now. */
export const NotificationItemSchema = z.object({
  Id: z.int(),
  Kind: NotificationKindSchema,
  ProductId: z.int().nullable(),
  ProductName: z.string(),
  SeriesName: z.string().nullable(),
  BeforeSatang: z.int().nullable(),
  NowSatang: z.int().nullable(),
  CreatedOn: z.string(),
  IsRead: z.boolean(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

// GET /v2/notifications?pageNumber=: newest first, 18 a page.
export const NotificationsQuerySchema = z.object({ pageNumber: PageNumberSchema }).strict();
export const NotificationPageSchema = z.object({
  Items: z.array(NotificationItemSchema),
  Paging: PagingSchema,
  UnreadCount: z.int(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
export const NotificationPageResponseSchema = envelope(NotificationPageSchema);

// GET /v2/notifications/unread-count; also the answer of mark read and mark all read.
export const UnreadCountSchema = z.object({ UnreadCount: z.int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
export const UnreadCountResponseSchema = envelope(UnreadCountSchema);

// POST /v2/notifications/:id/read
export const NotificationIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();

export const EMAIL_FREQUENCIES = ['immediate', 'daily', 'weekly', 'never'] as const;
export const EmailFrequencySchema = z.enum(EMAIL_FREQUENCIES);
export type EmailFrequency = z.infer<typeof EmailFrequencySchema>;

// GET and POST /v2/notifications/settings
export const NotificationSettingsSchema = z.object({ EmailFrequency: EmailFrequencySchema });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsBodySchema = NotificationSettingsSchema.strict();
export const NotificationSettingsResponseSchema = envelope(NotificationSettingsSchema);

// POST /v2/notifications/unsubscribe (public): the e-mail's token; sets e-mail to never.
export const UnsubscribeBodySchema = z.object({ Token: z.string().min(1).max(200) }).strict();
export const UnsubscribeResponseSchema = envelope(NotificationSettingsSchema);

const route = <const R extends ApiRoute>(definition: R): R => definition;

/** The calls of follow and notify, joined into API_ROUTES (routes.ts). */
export const NOTIFICATION_ROUTES = {
  follow: route({
    service: 'main',
    method: 'POST',
    path: '/v2/follows',
    access: 'customer',
    body: FollowBodySchema,
    response: FollowChangeResponseSchema,
  }),
  unfollow: route({
    service: 'main',
    method: 'POST',
    path: '/v2/follows/remove',
    access: 'customer',
    body: FollowBodySchema,
    response: FollowChangeResponseSchema,
  }),
  follows: route({
    service: 'main',
    method: 'GET',
    path: '/v2/follows',
    access: 'customer',
    response: FollowListResponseSchema,
  }),
  notifications: route({
    service: 'main',
    method: 'GET',
    path: '/v2/notifications',
    access: 'customer',
    query: NotificationsQuerySchema,
    response: NotificationPageResponseSchema,
  }),
  notificationsUnreadCount: route({
    service: 'main',
    method: 'GET',
    path: '/v2/notifications/unread-count',
    access: 'customer',
    response: UnreadCountResponseSchema,
  }),
  markNotificationRead: route({
    service: 'main',
    method: 'POST',
    path: '/v2/notifications/:id/read',
    access: 'customer',
    params: NotificationIdParamsSchema,
    response: UnreadCountResponseSchema,
  }),
  markAllNotificationsRead: route({
    service: 'main',
    method: 'POST',
    path: '/v2/notifications/read-all',
    access: 'customer',
    response: UnreadCountResponseSchema,
  }),
  notificationSettings: route({
    service: 'main',
    method: 'GET',
    path: '/v2/notifications/settings',
    access: 'customer',
    response: NotificationSettingsResponseSchema,
  }),
  saveNotificationSettings: route({
    service: 'main',
    method: 'POST',
    path: '/v2/notifications/settings',
    access: 'customer',
    body: NotificationSettingsBodySchema,
    response: NotificationSettingsResponseSchema,
  }),
  unsubscribeNotifications: route({
    service: 'main',
    method: 'POST',
    path: '/v2/notifications/unsubscribe',
    access: 'public',
    body: UnsubscribeBodySchema,
    response: UnsubscribeResponseSchema,
  }),
} as const satisfies Record<string, ApiRoute>;
