import { z } from 'zod';
import { ReviewAnswerBodySchema } from '../admin/content.js';
import { envelope } from '../envelope.js';
import { ReviewStoreAnswerSchema } from '../reviews.js';
import { portalRoute } from './route.js';

/**
 * The publisher portal's "Sales" and "Messages" (issue 25, docs/sales-stats.md, docs/reviews.md,
 * docs/publishers.md): the dashboard, sales by book, refunds, the search terms that showed the
 * organisation's books, reviews of its books with the publisher's public reply, and readers'
 * messages with the reply by e-mail. Every call is scoped by the session's organisation (its
 * catalog publisher's books): another organisation's review or message is 404, and lists never
 * hold another organisation's rows. Money in integer satang; days are Bangkok dates.
 */

/** A Bangkok date, `YYYY-MM-DD`. */
const DaySchema = z.iso.date();
const IdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

const pageQuery = {
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
};

/**
 * The period a sales call reads: `From`..`To` inclusive, Bangkok dates. Left out: the last 30
 * days up to today (Bangkok); `From` alone runs to today, `To` alone starts 29 days before it.
 * At most about five years (1,830 days); `From` after `To` is 400.
 */
const periodQuery = { From: DaySchema.optional(), To: DaySchema.optional() };

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    Items: z.array(item),
    Page: z.number().int(),
    PageSize: z.number().int(),
    HasNextPage: z.boolean(),
  });

/**
 * A period's figures (docs/sales-stats.md): book lines of orders paid in it (gifts included) and
 * staff refunds completed in it (whenever the book was sold), and downloads made in it.
 */
export const PortalSalesFiguresSchema = z.object({
  /** Copies sold (one per book line). */
  Copies: z.number().int(),
  /** What buyers paid, VAT included, after the campaign price and the coupon's share. */
  GrossSatang: z.number().int(),
  /** Gross less VAT: the figure royalties are computed on. */
  NetSatang: z.number().int(),
  DiscountSatang: z.number().int(),
  /** Copies refunded, and what was given back (VAT included, and net of VAT). */
  RefundedCopies: z.number().int(),
  RefundedSatang: z.number().int(),
  RefundedNetSatang: z.number().int(),
  Downloads: z.number().int(),
});
export type PortalSalesFigures = z.infer<typeof PortalSalesFiguresSchema>;

const bookNames = { BookId: z.number().int(), NameTh: z.string(), NameEn: z.string() };

export const PortalSalesBookSchema = PortalSalesFiguresSchema.extend(bookNames);
export type PortalSalesBook = z.infer<typeof PortalSalesBookSchema>;

export const PortalSalesGroupSchema = z.enum(['day', 'month']);
export type PortalSalesGroup = z.infer<typeof PortalSalesGroupSchema>;

export const PortalSalesDashboardQuerySchema = z.object({
  ...periodQuery,
  /** The series by day (default) or by month. */
  Group: PortalSalesGroupSchema.default('day'),
  /** One of the organisation's books only (another's is 404). */
  BookId: IdSchema.optional(),
  /** How many best sellers (by net sales less net refunds). */
  Top: z.coerce.number().int().min(1).max(50).default(10),
});
export type PortalSalesDashboardQuery = z.input<typeof PortalSalesDashboardQuerySchema>;

export const PortalSalesDashboardSchema = z.object({
  From: z.string(),
  To: z.string(),
  Group: PortalSalesGroupSchema,
  BookId: z.number().int().nullable(),
  Totals: PortalSalesFiguresSchema,
  /**
   * Every day (`YYYY-MM-DD`) or month (`YYYY-MM`) of the period, oldest first, zeros included;
   * the first and last months hold only the period's days.
   */
  Series: z.array(PortalSalesFiguresSchema.extend({ Period: z.string() })),
  TopBooks: z.array(PortalSalesBookSchema),
  /** How many books have any figure in the period. */
  BookCount: z.number().int(),
});
export type PortalSalesDashboard = z.infer<typeof PortalSalesDashboardSchema>;

export const PORTAL_SALES_BOOK_SORTS = ['net', 'copies', 'refunds', 'downloads', 'name'] as const;

export const PortalSalesByBookQuerySchema = z.object({
  ...periodQuery,
  ...pageQuery,
  /** `net` (net sales less net refunds, the default), `copies`, `refunds`, `downloads`: most first; `name`: A–Z. */
  Sort: z.enum(PORTAL_SALES_BOOK_SORTS).default('net'),
});
export type PortalSalesByBookQuery = z.input<typeof PortalSalesByBookQuerySchema>;

export const PortalSalesByBookSchema = page(PortalSalesBookSchema).extend({
  From: z.string(),
  To: z.string(),
});

export const PortalRefundsQuerySchema = z.object({
  ...periodQuery,
  ...pageQuery,
  BookId: IdSchema.optional(),
});
export type PortalRefundsQuery = z.input<typeof PortalRefundsQuerySchema>;

/**
 * One refunded copy of one of the organisation's books: when, which book, how much. Nothing about
 * the buyer (no name, e-mail or order number); staff refunds keep no reason category, only staff's
 * note, which is not shown.
 */
export const PortalRefundLineSchema = z.object({
  RefundId: z.number().int(),
  LineId: z.number().int(),
  /** When the refund was completed (ISO, UTC): the day it counts on. */
  RefundedAt: z.string(),
  /** When the copy had been paid for (ISO, UTC). */
  SoldAt: z.string().nullable(),
  ...bookNames,
  /** Given back, VAT included, and net of VAT. */
  AmountSatang: z.number().int(),
  NetSatang: z.number().int(),
});
export type PortalRefundLine = z.infer<typeof PortalRefundLineSchema>;

export const PortalRefundsSchema = page(PortalRefundLineSchema).extend({
  From: z.string(),
  To: z.string(),
});

export const PortalSearchTermsQuerySchema = z.object({
  ...periodQuery,
  BookId: IdSchema.optional(),
  Limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PortalSearchTermsQuery = z.input<typeof PortalSearchTermsQuerySchema>;

/**
 * A text readers searched for (normalised: lower case, spaces folded) whose page of results showed
 * the organisation's books (docs/sales-stats.md, "Search terms").
 */
export const PortalSearchTermSchema = z.object({
  Term: z.string(),
  /** Searches whose page of results showed at least one of the books. */
  Searches: z.number().int(),
  /** The books' places on those pages, summed (two of them on one page count 2). */
  Appearances: z.number().int(),
});
export type PortalSearchTerm = z.infer<typeof PortalSearchTermSchema>;

export const PortalSearchTermsSchema = z.object({
  From: z.string(),
  To: z.string(),
  Items: z.array(PortalSearchTermSchema),
});

// ---------------------------------------------------------------- reviews

export const PortalReviewListQuerySchema = z.object({
  ...pageQuery,
  BookId: IdSchema.optional(),
  Rating: z.coerce.number().int().min(1).max(5).optional(),
  /** `true`: only reviews the publisher replied to; `false`: only those without a reply. */
  Replied: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type PortalReviewListQuery = z.input<typeof PortalReviewListQuerySchema>;

export const PortalReviewParamsSchema = z.object({ reviewId: IdSchema });

/** The publisher's public reply under a review, as the store shows it. */
export const PortalReviewReplySchema = z.object({
  Body: z.string(),
  /** ISO time (UTC) of its last change. */
  RepliedAt: z.string(),
});

/**
 * A review of one of the organisation's books as readers see it on the store: the reviewer's name
 * as the store shows it (first name and initial, never the e-mail).
 */
export const PortalReviewSchema = z.object({
  ReviewId: z.number().int(),
  ...bookNames,
  Rating: z.number().int().min(1).max(5),
  Title: z.string(),
  Body: z.string(),
  ReviewerName: z.string(),
  Language: z.enum(['th', 'en']),
  VerifiedBuyer: z.boolean(),
  /** `published`; `reported` while staff check it (a reply waits with it). */
  Status: z.enum(['published', 'reported', 'hidden']),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  /** The store's answer, or null. */
  StoreAnswer: ReviewStoreAnswerSchema.nullable(),
  /** The publisher's reply, or null. */
  PublisherReply: PortalReviewReplySchema.nullable(),
});
export type PortalReview = z.infer<typeof PortalReviewSchema>;

/** The reply's text: 1–2,000 code points once cleaned (the API says so in the caller's language). */
export const PortalReviewReplyBodySchema = ReviewAnswerBodySchema;

// ---------------------------------------------------------------- messages

export const PortalMessageListQuerySchema = z.object({
  ...pageQuery,
  /** `true`: only messages replied to; `false`: only those waiting. */
  Replied: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type PortalMessageListQuery = z.input<typeof PortalMessageListQuerySchema>;

export const PortalMessageParamsSchema = z.object({ messageId: z.uuid() });

export const PortalMessageReplySchema = z.object({
  ReplyId: z.number().int(),
  Body: z.string(),
  /** The member who wrote it; null once they left the organisation. */
  AuthorName: z.string().nullable(),
  CreatedAt: z.string(),
});

/**
 * A reader's message to the publisher (`/contact-publisher/{id}` on the store): the name and
 * address they gave so the publisher can answer, the subject and text, the language they wrote in
 * (the reply's e-mail is in it).
 */
export const PortalMessageSchema = z.object({
  MessageId: z.string(),
  Name: z.string(),
  Email: z.string(),
  Subject: z.string(),
  Body: z.string(),
  Language: z.enum(['th', 'en']),
  CreatedAt: z.string(),
  ReplyCount: z.number().int(),
  LastRepliedAt: z.string().nullable(),
  /** The replies, oldest first (only in the answer for one message). */
  Replies: z.array(PortalMessageReplySchema),
});
export type PortalMessage = z.infer<typeof PortalMessageSchema>;

export const PortalMessageReplyBodySchema = z
  .object({
    Body: z.string().trim().min(1).max(5000),
    /** Chosen by the form when it opens: the same key twice is one reply and one e-mail. */
    ClientKey: z.uuid(),
  })
  .strict();
export type PortalMessageReplyBody = z.infer<typeof PortalMessageReplyBodySchema>;

export const SALES_PORTAL_ROUTES = {
  /** Totals, a series by day or month, and the best sellers of a period. */
  portalSalesDashboard: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/sales/dashboard',
    access: 'publisher',
    permission: 'sales.read',
    query: PortalSalesDashboardQuerySchema,
    response: envelope(PortalSalesDashboardSchema),
  }),
  /** Every book of the organisation with its figures in the period (zeros included). */
  portalSalesByBook: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/sales/books',
    access: 'publisher',
    permission: 'sales.read',
    query: PortalSalesByBookQuerySchema,
    response: envelope(PortalSalesByBookSchema),
  }),
  /** Refunded copies of the organisation's books in the period, newest first. */
  portalSalesRefunds: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/sales/refunds',
    access: 'publisher',
    permission: 'sales.read',
    query: PortalRefundsQuerySchema,
    response: envelope(PortalRefundsSchema),
  }),
  /** The texts searched most often whose results showed the organisation's books. */
  portalSalesSearchTerms: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/sales/search-terms',
    access: 'publisher',
    permission: 'sales.read',
    query: PortalSearchTermsQuerySchema,
    response: envelope(PortalSearchTermsSchema),
  }),
  /** Published reviews of the organisation's books, newest first. */
  portalReviews: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/reviews',
    access: 'publisher',
    permission: 'sales.read',
    query: PortalReviewListQuerySchema,
    response: envelope(page(PortalReviewSchema)),
  }),
  /** The publisher's public reply under a review, new or edited (a hidden review is 409). */
  portalReviewReply: portalRoute({
    service: 'portal',
    method: 'PUT',
    path: '/portal/v1/reviews/:reviewId/reply',
    access: 'publisher',
    permission: 'messages.reply',
    params: PortalReviewParamsSchema,
    body: PortalReviewReplyBodySchema,
    response: envelope(PortalReviewSchema),
  }),
  /** Removes the publisher's reply (404 when there is none). */
  portalReviewReplyDelete: portalRoute({
    service: 'portal',
    method: 'DELETE',
    path: '/portal/v1/reviews/:reviewId/reply',
    access: 'publisher',
    permission: 'messages.reply',
    params: PortalReviewParamsSchema,
    response: envelope(PortalReviewSchema),
  }),
  /** Readers' messages to the organisation's catalog publisher, newest first. */
  portalMessages: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/messages',
    access: 'publisher',
    permission: 'messages.reply',
    query: PortalMessageListQuerySchema,
    response: envelope(page(PortalMessageSchema)),
  }),
  /** One message with its replies. */
  portalMessage: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/messages/:messageId',
    access: 'publisher',
    permission: 'messages.reply',
    params: PortalMessageParamsSchema,
    response: envelope(PortalMessageSchema),
  }),
  /** A reply, kept with the message and e-mailed to its sender in their language. */
  portalMessageReply: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/messages/:messageId/replies',
    access: 'publisher',
    permission: 'messages.reply',
    params: PortalMessageParamsSchema,
    body: PortalMessageReplyBodySchema,
    response: envelope(PortalMessageSchema),
  }),
} as const;
