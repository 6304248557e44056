import { z } from 'zod';
import { envelope } from '../envelope.js';
import { ADMIN_UPLOAD_LIMITS, COVER_UPLOAD_TYPES } from './catalog.js';
import { AdminIdParamsSchema, AdminListQuerySchema, AdminOkSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * What the store's home page and editorial pages show, in the back office (issue 24,
 * docs/catalog.md "Topics, home sliders and home widgets"): topics (`/topic/{code}`, a text and
 * an ordered list of books) and the home page's sliders (a picture, titles, a link, an order,
 * published or not). Which top categories the home page shows, and in which order, are the
 * categories' `ShowOnHome` and their order among the top categories (CATALOG_ADMIN_ROUTES).
 */

const Text = (max: number) => z.string().trim().max(max);
const Name = (max: number) => z.string().trim().min(1).max(max);
const IdSchema = z.number().int().positive();

// ---------------------------------------------------------------- rules shared with the admin front

/** A topic's code is its address (`/topic/{code}`): lower-case letters and digits, single dashes. */
export const TOPIC_CODE_MAX = 100;
const TOPIC_CODE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isTopicCode = (value: string): boolean =>
  value.length <= TOPIC_CODE_MAX && TOPIC_CODE_PATTERN.test(value);

/** The books a topic lists at most. */
export const TOPIC_BOOKS_MAX = 200;

/**
 * Why a slider's link is refused, or null when it is fine. A slider sends a reader to a page of
 * the store (`/topic/summer-reading`, without the language: the store adds it) or to an `https`
 * address; nothing else (no `javascript:`, no `http:`, no `//host` that a browser would read as
 * another site), in the spirit of the sign-in redirect's allow-list.
 */
export type SliderLinkProblem = 'doubleSlash' | 'language' | 'notHttps' | 'credentials';
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;
/** `https://` and a host (names, dots, dashes; a port), no credentials, then a path, query or anchor. */
const HTTPS_URL = /^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?(?:[/?#].*)?$/i;
export const sliderLinkProblem = (link: string): SliderLinkProblem | null => {
  if (link.startsWith('/')) {
    if (link.includes('//') || UNSAFE_CHARACTERS.test(link)) return 'doubleSlash';
    if (/^\/(th|en)(\/|$|\?|#)/i.test(link)) return 'language';
    return null;
  }
  // `https://user:password@host` names a sign-in, which a store link never needs (and which
  // phishing uses to make one host look like another): said as such, not as "not https".
  if (/^https:\/\/[^/?#]*@/i.test(link)) return 'credentials';
  return HTTPS_URL.test(link) && !UNSAFE_CHARACTERS.test(link) ? null : 'notHttps';
};

/** Slider pictures are stored 1200x400 WebP (the home page's banner, 3:1). */
export const SLIDER_PICTURE = { width: 1200, height: 400, minWidth: 600, minHeight: 200 } as const;
export const SLIDER_PICTURE_UPLOAD_TYPES = COVER_UPLOAD_TYPES;
export const SLIDER_PICTURE_UPLOAD_LIMIT = ADMIN_UPLOAD_LIMITS.cover;

// ---------------------------------------------------------------- topics

export const AdminTopicListItemSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  TitleTh: z.string(),
  TitleEn: z.string(),
  Published: z.boolean(),
  BookCount: z.number().int(),
  UpdatedAt: z.string(),
});
export type AdminTopicListItem = z.infer<typeof AdminTopicListItemSchema>;

export const AdminTopicSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  TitleTh: z.string(),
  TitleEn: z.string(),
  /** Plain text; paragraphs separated by blank lines. */
  BodyTh: z.string(),
  BodyEn: z.string(),
  Published: z.boolean(),
  /** The topic's books in the order the page lists them (drafts wait there until published). */
  BookIds: z.array(z.number().int()),
  /** The storefront's page of the topic, in the caller's language. */
  StoreUrl: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type AdminTopic = z.infer<typeof AdminTopicSchema>;

export const TOPIC_LIST_SORTS = ['UpdatedAt', 'Id', 'Code'] as const;
/** `Q`: part of the code or of a title. */
export const AdminTopicListQuerySchema = AdminListQuerySchema.extend({
  Sort: z.enum(TOPIC_LIST_SORTS).optional(),
});
export type AdminTopicListQuery = z.infer<typeof AdminTopicListQuerySchema>;

const topicWriteFields = {
  /** Checked by the API (`isTopicCode`, lower-cased first) with a message naming the rule. */
  Code: z.string().trim().min(1).max(TOPIC_CODE_MAX),
  TitleTh: Name(300),
  TitleEn: Name(300),
  BodyTh: Text(20_000),
  BodyEn: Text(20_000),
  Published: z.boolean(),
  BookIds: z.array(IdSchema).max(TOPIC_BOOKS_MAX),
};
export const AdminTopicCreateBodySchema = z
  .object({
    ...topicWriteFields,
    BodyTh: topicWriteFields.BodyTh.default(''),
    BodyEn: topicWriteFields.BodyEn.default(''),
    Published: topicWriteFields.Published.default(true),
    BookIds: topicWriteFields.BookIds.default([]),
  })
  .strict();
export type AdminTopicCreateBody = z.infer<typeof AdminTopicCreateBodySchema>;
/** Only the fields that change; `BookIds` is the whole new list. */
export const AdminTopicUpdateBodySchema = z.object(topicWriteFields).partial().strict();
export type AdminTopicUpdateBody = z.infer<typeof AdminTopicUpdateBodySchema>;

// ---------------------------------------------------------------- sliders

export const AdminSliderSchema = z.object({
  Id: z.number().int(),
  TitleTh: z.string(),
  TitleEn: z.string(),
  SubtitleTh: z.string(),
  SubtitleEn: z.string(),
  Link: z.string(),
  /** The link leaves the store (an https address). */
  IsExternal: z.boolean(),
  /** First on the home page: the smallest. */
  DisplayOrder: z.number().int(),
  Published: z.boolean(),
  /** The picture for the back office's pages (its own origin); `v` changes with the picture. */
  PictureUrl: z.string(),
  /** The picture's address in the store. */
  StorePictureUrl: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type AdminSlider = z.infer<typeof AdminSliderSchema>;

const sliderWriteFields = {
  TitleTh: Name(200),
  TitleEn: Name(200),
  SubtitleTh: Text(300),
  SubtitleEn: Text(300),
  /** Checked by the API (`sliderLinkProblem`) with a message naming the rule. */
  Link: z.string().trim().min(1).max(500),
  Published: z.boolean(),
};
export const AdminSliderCreateBodySchema = z
  .object({
    ...sliderWriteFields,
    SubtitleTh: sliderWriteFields.SubtitleTh.default(''),
    SubtitleEn: sliderWriteFields.SubtitleEn.default(''),
    /** A new slider waits unpublished for its picture unless asked otherwise. */
    Published: sliderWriteFields.Published.default(false),
  })
  .strict();
export type AdminSliderCreateBody = z.infer<typeof AdminSliderCreateBodySchema>;
export const AdminSliderUpdateBodySchema = z.object(sliderWriteFields).partial().strict();
export type AdminSliderUpdateBody = z.infer<typeof AdminSliderUpdateBodySchema>;

/** Every slider once, first on the home page first. */
export const AdminSlidersReorderBodySchema = z
  .object({ Ids: z.array(IdSchema).min(1).max(500) })
  .strict();

// ---------------------------------------------------------------- routes

const TopicResponse = envelope(AdminTopicSchema);
const SliderResponse = envelope(AdminSliderSchema);

export const HOME_ADMIN_ROUTES = {
  adminTopicsList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/topics',
    access: 'staff',
    permission: 'catalog.read',
    query: AdminTopicListQuerySchema,
    response: envelope(adminPage(AdminTopicListItemSchema)),
  }),
  adminTopicGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/topics/:id',
    access: 'staff',
    permission: 'catalog.read',
    params: AdminIdParamsSchema,
    response: TopicResponse,
  }),
  adminTopicCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/topics',
    access: 'staff',
    permission: 'catalog.write',
    body: AdminTopicCreateBodySchema,
    response: TopicResponse,
  }),
  adminTopicUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/catalog/topics/:id',
    access: 'staff',
    permission: 'catalog.write',
    params: AdminIdParamsSchema,
    body: AdminTopicUpdateBodySchema,
    response: TopicResponse,
  }),
  adminTopicDelete: adminRoute({
    service: 'admin',
    method: 'DELETE',
    path: '/admin/v1/catalog/topics/:id',
    access: 'staff',
    permission: 'catalog.write',
    params: AdminIdParamsSchema,
    response: envelope(AdminOkSchema),
  }),

  /** Every slider in home-page order (a handful: one page, no paging). */
  adminSlidersList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/sliders',
    access: 'staff',
    permission: 'catalog.read',
    response: envelope(adminPage(AdminSliderSchema)),
  }),
  adminSliderGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/sliders/:id',
    access: 'staff',
    permission: 'catalog.read',
    params: AdminIdParamsSchema,
    response: SliderResponse,
  }),
  adminSliderCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/sliders',
    access: 'staff',
    permission: 'catalog.write',
    body: AdminSliderCreateBodySchema,
    response: SliderResponse,
  }),
  adminSliderUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/catalog/sliders/:id',
    access: 'staff',
    permission: 'catalog.write',
    params: AdminIdParamsSchema,
    body: AdminSliderUpdateBodySchema,
    response: SliderResponse,
  }),
  adminSliderDelete: adminRoute({
    service: 'admin',
    method: 'DELETE',
    path: '/admin/v1/catalog/sliders/:id',
    access: 'staff',
    permission: 'catalog.write',
    params: AdminIdParamsSchema,
    response: envelope(AdminOkSchema),
  }),
  adminSlidersReorder: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/catalog/sliders/order',
    access: 'staff',
    permission: 'catalog.write',
    body: AdminSlidersReorderBodySchema,
    response: envelope(AdminOkSchema),
  }),
  /** The picture for the back office's pages, which show pictures from their own origin only. */
  adminSliderPicture: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/sliders/:id/picture',
    access: 'staff',
    permission: 'catalog.read',
    params: AdminIdParamsSchema,
    query: z.object({ v: z.string().max(40).optional() }),
    response: z.unknown(),
    file: true,
  }),
  /** JPEG, PNG or WebP (10 MB): checked, cropped to 1200x400 WebP as covers are to 357x510. */
  adminSliderPictureUpload: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/catalog/sliders/:id/picture',
    access: 'staff',
    permission: 'catalog.write',
    params: AdminIdParamsSchema,
    upload: SLIDER_PICTURE_UPLOAD_TYPES,
    response: SliderResponse,
  }),
} as const;
