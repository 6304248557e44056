import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminListQuerySchema, AdminReasonSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * Content and moderation in the back office (issue 24, docs/back-office.md "Content and
 * moderation"): publisher applications (approve, reject with a reason), the contact-us inbox
 * (replies e-mailed to the sender) and reported reviews (hide, restore, dismiss the reports,
 * answer in public).
 */

// ---------------------------------------------------------------- publisher applications

export const PublisherApplicationStatusSchema = z.enum(['pending', 'approved', 'rejected']);

export const AdminPublisherApplicationSchema = z.object({
  Id: z.number().int(),
  Status: PublisherApplicationStatusSchema,
  CustomerId: z.number().int(),
  CustomerEmail: z.string().nullable(),
  AccountType: z.enum(['individual', 'company']),
  LegalName: z.string(),
  PublisherName: z.string(),
  TaxId: z.string(),
  ContactName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  Address: z.string(),
  Website: z.string().nullable(),
  BankCode: z.string(),
  BankAccountName: z.string(),
  BankAccountNumber: z.string(),
  BookKinds: z.array(z.string()),
  Formats: z.array(z.string()),
  ExpectedTitles: z.string().nullable(),
  SampleTitles: z.string(),
  Message: z.string(),
  /** The applicant's language (the decision's e-mail is written in it). */
  Language: z.string(),
  CreatedAt: z.string(),
  DecidedAt: z.string().nullable(),
  DecisionNote: z.string().nullable(),
  /** The organisation made on approval (the publisher portal's account). */
  OrganisationId: z.number().int().nullable(),
  DecidedBy: z.string().nullable(),
});
export type AdminPublisherApplication = z.infer<typeof AdminPublisherApplicationSchema>;

export const PublisherApplicationListQuerySchema = AdminListQuerySchema.extend({
  Status: PublisherApplicationStatusSchema.optional(),
});

export const PublisherApplicationApproveBodySchema = z
  .object({ Note: z.string().trim().max(500).nullish() })
  .strict();
export const PublisherApplicationRejectBodySchema = z
  .object({ Reason: AdminReasonSchema })
  .strict();

// ---------------------------------------------------------------- contact-us inbox

export const AdminContactReplySchema = z.object({
  Id: z.number().int(),
  Body: z.string(),
  StaffName: z.string().nullable(),
  CreatedAt: z.string(),
});

export const AdminContactMessageSchema = z.object({
  /** The message's uuid. */
  Id: z.string(),
  Reference: z.string(),
  Topic: z.string(),
  /** The topic's name in the staff member's language. */
  TopicLabel: z.string(),
  Name: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  OrderNumber: z.string().nullable(),
  Body: z.string(),
  Language: z.string(),
  CustomerId: z.number().int().nullable(),
  CreatedAt: z.string(),
  HandledAt: z.string().nullable(),
  ReplyCount: z.number().int(),
  /** The thread, oldest first (only in the answer for one message). */
  Replies: z.array(AdminContactReplySchema),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

export const ContactMessageListQuerySchema = AdminListQuerySchema.extend({
  Handled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const ContactReplyBodySchema = z
  .object({ Body: z.string().trim().min(1).max(5000) })
  .strict();

// ---------------------------------------------------------------- reported reviews

export const AdminReviewReportSchema = z.object({
  CustomerId: z.number().int(),
  CustomerEmail: z.string().nullable(),
  Reason: z.string(),
  Note: z.string(),
  CreatedAt: z.string(),
  ResolvedAt: z.string().nullable(),
});

/** The store's public answer under a review (docs/reviews.md, "Answers"). */
export const AdminReviewAnswerSchema = z.object({
  Body: z.string(),
  UpdatedAt: z.string(),
  /** Who wrote it last (null once that staff account is gone). Never shown on the store. */
  StaffEmail: z.string().nullable(),
});
export type AdminReviewAnswer = z.infer<typeof AdminReviewAnswerSchema>;

export const AdminReportedReviewSchema = z.object({
  Id: z.number().int(),
  BookId: z.number().int(),
  /** The book's name in the caller's language. */
  BookName: z.string(),
  CustomerId: z.number().int(),
  CustomerEmail: z.string().nullable(),
  Rating: z.number().int(),
  Title: z.string(),
  Body: z.string(),
  Status: z.enum(['published', 'reported', 'hidden']),
  ReportCount: z.number().int(),
  OpenReportCount: z.number().int(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  /** Every report, newest first (only in the answer for one review). */
  Reports: z.array(AdminReviewReportSchema),
  /** The store's answer, shown under the review on the store; null when unanswered. */
  Answer: AdminReviewAnswerSchema.nullable(),
});
export type AdminReportedReview = z.infer<typeof AdminReportedReviewSchema>;

/**
 * `open`: reviews with reports waiting (the default); `hidden`: reviews staff took down; `all`:
 * every review, newest first (to answer one nobody reported).
 */
export const REPORTED_REVIEW_FILTERS = ['open', 'hidden', 'all'] as const;
export type ReportedReviewFilter = (typeof REPORTED_REVIEW_FILTERS)[number];
export const ReportedReviewListQuerySchema = AdminListQuerySchema.extend({
  Status: z.enum(REPORTED_REVIEW_FILTERS).optional(),
});

export const ReviewModerationBodySchema = z
  .object({ Reason: z.string().trim().max(500).nullish() })
  .strict();

/** Limit of the store's answer, in Unicode code points after NFC and trimming. */
export const REVIEW_ANSWER_MAX = 2000;

/**
 * The store's answer (new or edited). Its length (1–`REVIEW_ANSWER_MAX` code points once cleaned)
 * is checked by the API, which answers the message in the caller's language; the schema only caps
 * what it reads.
 */
export const ReviewAnswerBodySchema = z.object({ Body: z.string().max(20_000) }).strict();
export type ReviewAnswerBody = z.infer<typeof ReviewAnswerBodySchema>;

// ---------------------------------------------------------------- content pages

export const AdminContentPageSchema = z.object({
  Id: z.number().int(),
  /** `howto`, `purchaseprocess`, `termandcondition`, `policy`. */
  Group: z.string(),
  Key: z.string(),
  Language: z.string(),
  Title: z.string(),
  Summary: z.string(),
  BodyMarkdown: z.string(),
  DisplayOrder: z.number().int(),
  Published: z.boolean(),
  UpdatedAt: z.string(),
});
export type AdminContentPage = z.infer<typeof AdminContentPageSchema>;

export const ContentPageListQuerySchema = AdminListQuerySchema.extend({
  Group: z.string().max(40).optional(),
  Language: z.enum(['th', 'en']).optional(),
});

/** What staff change on a page (its group, key and language never change: links hold them). */
export const ContentPageUpdateBodySchema = z
  .object({
    Title: z.string().trim().min(1).max(200).optional(),
    Summary: z.string().trim().max(500).optional(),
    BodyMarkdown: z.string().min(1).max(100_000).optional(),
    DisplayOrder: z.number().int().min(0).max(1000).optional(),
    Published: z.boolean().optional(),
  })
  .strict();
export type ContentPageUpdateBody = z.infer<typeof ContentPageUpdateBodySchema>;

// ---------------------------------------------------------------- the calls

const IdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const UuidParamsSchema = z.object({ id: z.uuid() });

export const CONTENT_ADMIN_ROUTES = {
  adminContentPageList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/content-pages',
    access: 'staff',
    permission: 'content.read',
    query: ContentPageListQuerySchema,
    response: envelope(adminPage(AdminContentPageSchema)),
  }),
  adminContentPageGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/content-pages/:id',
    access: 'staff',
    permission: 'content.read',
    params: IdParamsSchema,
    response: envelope(AdminContentPageSchema),
  }),
  /** Saves a page's text (Markdown); the storefront shows it at its next read. */
  adminContentPageUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/content-pages/:id',
    access: 'staff',
    permission: 'content.write',
    params: IdParamsSchema,
    body: ContentPageUpdateBodySchema,
    response: envelope(AdminContentPageSchema),
  }),
  adminPublisherApplicationList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/publisher-applications',
    access: 'staff',
    permission: 'publishers.review',
    query: PublisherApplicationListQuerySchema,
    response: envelope(adminPage(AdminPublisherApplicationSchema)),
  }),
  adminPublisherApplicationGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/publisher-applications/:id',
    access: 'staff',
    permission: 'publishers.review',
    params: IdParamsSchema,
    response: envelope(AdminPublisherApplicationSchema),
  }),
  /** Approves a waiting application (409 once decided): the organisation is made, the applicant told. */
  adminPublisherApplicationApprove: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/publisher-applications/:id/approve',
    access: 'staff',
    permission: 'publishers.review',
    params: IdParamsSchema,
    body: PublisherApplicationApproveBodySchema,
    response: envelope(AdminPublisherApplicationSchema),
  }),
  /** Rejects a waiting application with a reason, e-mailed to the applicant (409 once decided). */
  adminPublisherApplicationReject: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/publisher-applications/:id/reject',
    access: 'staff',
    permission: 'publishers.review',
    params: IdParamsSchema,
    body: PublisherApplicationRejectBodySchema,
    response: envelope(AdminPublisherApplicationSchema),
  }),
  adminContactMessageList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/contact-messages',
    access: 'staff',
    permission: 'content.read',
    query: ContactMessageListQuerySchema,
    response: envelope(adminPage(AdminContactMessageSchema)),
  }),
  adminContactMessageGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/contact-messages/:id',
    access: 'staff',
    permission: 'content.read',
    params: UuidParamsSchema,
    response: envelope(AdminContactMessageSchema),
  }),
  /** A reply: kept in the thread, e-mailed to the sender, and the message marked handled. */
  adminContactMessageReply: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/contact-messages/:id/replies',
    access: 'staff',
    permission: 'content.write',
    params: UuidParamsSchema,
    body: ContactReplyBodySchema,
    response: envelope(AdminContactMessageSchema),
  }),
  adminReportedReviewList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/reported-reviews',
    access: 'staff',
    permission: 'content.read',
    query: ReportedReviewListQuerySchema,
    response: envelope(adminPage(AdminReportedReviewSchema)),
  }),
  adminReportedReviewGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/reported-reviews/:id',
    access: 'staff',
    permission: 'content.read',
    params: IdParamsSchema,
    response: envelope(AdminReportedReviewSchema),
  }),
  /** Takes the review down for good (out of the store and the rating); its reports are resolved. */
  adminReviewHide: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/reported-reviews/:id/hide',
    access: 'staff',
    permission: 'moderation.write',
    params: IdParamsSchema,
    body: ReviewModerationBodySchema,
    response: envelope(AdminReportedReviewSchema),
  }),
  /** Publishes a hidden or reported review again (back in the rating); its reports are resolved. */
  adminReviewRestore: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/reported-reviews/:id/restore',
    access: 'staff',
    permission: 'moderation.write',
    params: IdParamsSchema,
    body: ReviewModerationBodySchema,
    response: envelope(AdminReportedReviewSchema),
  }),
  /**
   * The reports were unfounded: they are resolved and a review they took out of sight is
   * published again; a hidden review stays hidden.
   */
  adminReviewDismissReports: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/reported-reviews/:id/dismiss',
    access: 'staff',
    permission: 'moderation.write',
    params: IdParamsSchema,
    body: ReviewModerationBodySchema,
    response: envelope(AdminReportedReviewSchema),
  }),
  /**
   * Writes the store's public answer under a published or reported review, or edits it (one per
   * review). The first answer is e-mailed to the reviewer; a hidden review is 409.
   */
  adminReviewAnswer: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/reported-reviews/:id/answer',
    access: 'staff',
    permission: 'moderation.write',
    params: IdParamsSchema,
    body: ReviewAnswerBodySchema,
    response: envelope(AdminReportedReviewSchema),
  }),
  /** Removes the store's answer (404 when there is none). */
  adminReviewAnswerDelete: adminRoute({
    service: 'admin',
    method: 'DELETE',
    path: '/admin/v1/reported-reviews/:id/answer',
    access: 'staff',
    permission: 'moderation.write',
    params: IdParamsSchema,
    response: envelope(AdminReportedReviewSchema),
  }),
} as const;
