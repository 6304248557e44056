import { z } from 'zod';
import { PageNumberSchema, PagingSchema } from './catalog.js';
import { envelope } from './envelope.js';
import {
  REVIEW_LIMITS,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
} from './review-limits.js';

export * from './review-limits.js';

/**
 * Readers' reviews of a book (docs/reviews.md): one per customer and book, written and edited by
 * `productreviewsadd`, listed by `productreviewspagging`, voted "helpful", reported, deleted.
 */

// POST /v2/product/productreviewsadd/{id}: the id is the book's. Lengths and the rating's range
// are checked by the API, which answers one message per bad field in the caller's language.
export const ReviewBodySchema = z
  .object({
    Data: z
      .object({
        Rating: z.int(),
        Title: z.string(),
        ReviewText: z.string(),
      })
      .strict(),
  })
  .strict();
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

/**
 * The store's public answer under a review (docs/reviews.md, "Answers"). Text as written, shown as
 * text; who in the store wrote it is never said.
 */
export const ReviewStoreAnswerSchema = z.object({
  Body: z.string(),
  /** ISO time (UTC) of the answer's last change. */
  AnsweredAt: z.string(),
});
export type ReviewStoreAnswer = z.infer<typeof ReviewStoreAnswerSchema>;

/**
 * The book's publisher's public reply under a review, written in the publisher portal
 * (docs/reviews.md, "Publishers' replies"): shown like the store's answer, under the publisher's
 * name in the reader's language.
 */
export const ReviewPublisherAnswerSchema = z.object({
  Body: z.string(),
  /** ISO time (UTC) of the reply's last change. */
  AnsweredAt: z.string(),
  PublisherName: z.string(),
});
export type ReviewPublisherAnswer = z.infer<typeof ReviewPublisherAnswerSchema>;

export const ReviewSchema = z.object({
  Id: z.int(),
  ProductId: z.int(),
  Rating: z.int().min(1).max(5),
  Title: z.string(),
  ReviewText: z.string(),
  /** The writer as shown: first name and the initial of the last name, never the e-mail. */
  CustomerName: z.string(),
  /** ISO times (UTC); `UpdatedAt` differs from `CreatedAt` once the review was edited. */
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
  /** The writer owns the book (read when shown, so a purchase after the review counts). */
  VerifiedBuyer: z.boolean(),
  HelpfulCount: z.int(),
  /** The signed-in reader voted it helpful (false for a guest). */
  VotedHelpful: z.boolean(),
  /** The signed-in reader wrote it. */
  IsMine: z.boolean(),
  Status: z.enum(REVIEW_STATUSES),
  /** The language it was written in. */
  Language: z.enum(['th', 'en']),
  /** The store's answer under it, or null. */
  StoreAnswer: ReviewStoreAnswerSchema.nullable(),
  /** The book's publisher's reply under it, or null. */
  PublisherAnswer: ReviewPublisherAnswerSchema.nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewResponseSchema = envelope(ReviewSchema);

// GET /v2/product/productreviewspagging?productId=&pageNumber=&orderBy=
export const ReviewsQuerySchema = z
  .object({
    productId: z.coerce.number().int().min(1).max(2_147_483_647),
    pageNumber: PageNumberSchema,
    /** Named like the catalog listings' `orderBy`. */
    orderBy: z.enum(REVIEW_SORTS).default('helpful'),
  })
  .strict();
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>;

export const ReviewSummarySchema = z.object({
  /** Over published reviews; 0 when there are none. */
  Average: z.number(),
  TotalReviews: z.int(),
  /** Five entries, 5 stars first. */
  Distribution: z.array(z.object({ Rating: z.int().min(1).max(5), Count: z.int() })).length(5),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewPageSchema = z.object({
  ProductId: z.int(),
  OrderBy: z.enum(REVIEW_SORTS),
  /** Published reviews, the reader's own among them (`IsMine`). */
  Items: z.array(ReviewSchema),
  Paging: PagingSchema,
  Summary: ReviewSummarySchema,
  /** The signed-in reader's own review whatever its status (null for a guest or none). */
  MyReview: ReviewSchema.nullable(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
export const ReviewPageResponseSchema = envelope(ReviewPageSchema);

// POST /v2/product/productreviewhelpful/{id}: the id is the review's.
export const ReviewVoteBodySchema = z
  .object({ Data: z.object({ Helpful: z.boolean() }).strict() })
  .strict();
export type ReviewVoteBody = z.infer<typeof ReviewVoteBodySchema>;
export const ReviewVoteSchema = z.object({
  ReviewId: z.int(),
  HelpfulCount: z.int(),
  VotedHelpful: z.boolean(),
});
export type ReviewVote = z.infer<typeof ReviewVoteSchema>;
export const ReviewVoteResponseSchema = envelope(ReviewVoteSchema);

// POST /v2/product/productreviewreport/{id}: the id is the review's.
export const ReviewReportBodySchema = z
  .object({
    Data: z
      .object({
        Reason: z.enum(REVIEW_REPORT_REASONS),
        Note: z.string().max(REVIEW_LIMITS.reportNoteMax).default(''),
      })
      .strict(),
  })
  .strict();
export type ReviewReportBody = z.input<typeof ReviewReportBodySchema>;

/** A confirmation in the caller's language. */
export const ReviewActionSchema = z.object({ ReviewId: z.int(), Message: z.string() });
export type ReviewAction = z.infer<typeof ReviewActionSchema>;
export const ReviewActionResponseSchema = envelope(ReviewActionSchema);

// POST /v2/product/productreviewsdelete/{id}: the id is the book's (one review per reader and book).
