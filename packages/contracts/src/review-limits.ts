/**
 * The review constants, without zod: the storefront's browser code imports them from
 * `@nangsue/contracts/review-limits` (importing them from the package's index brought zod and the
 * catalog schemas, ~27 KiB gzip, into the book page's first-load JavaScript; issue 27 §3). The
 * index exports them too, through `reviews.ts`.
 */

/** Limits of a review, in characters (Unicode code points after NFC). */
export const REVIEW_LIMITS = {
  titleMax: 150,
  textMin: 10,
  textMax: 5000,
  reportNoteMax: 500,
} as const;

/** Orders of a book's reviews; `helpful` (most votes, then newest) is the default. */
export const REVIEW_SORTS = ['helpful', 'newest', 'rating_high', 'rating_low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * A review's state: `published` shows to everyone and counts in the book's rating; `reported`
 * (a reader flagged it, waiting for staff) and `hidden` (staff took it down) show only to their
 * writer and do not count.
 */
export const REVIEW_STATUSES = ['published', 'reported', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Why a reader reports a review. */
export const REVIEW_REPORT_REASONS = [
  'spam',
  'offensive',
  'spoiler',
  'off_topic',
  'personal_info',
  'other',
] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** How many reviews the book page shows before "All reviews". */
export const BOOK_PAGE_REVIEW_COUNT = 3;
