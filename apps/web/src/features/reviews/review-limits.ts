import type { ReviewReportReason, ReviewSort } from '@nangsue/contracts';

/**
 * The contracts' review constants, for the browser. `@nangsue/contracts`'s reviews module defines
 * its zod schemas beside them, so importing one of its constants into a client component brought
 * zod and the catalog schemas (~27 KiB gzip) into the book page's first-load JavaScript (issue 27
 * §3). A unit test (`review-limits.test.ts`) keeps these equal to the contracts'.
 */
export const REVIEW_LIMITS = {
  titleMax: 150,
  textMin: 10,
  textMax: 5000,
  reportNoteMax: 500,
} as const;

/** Orders of a book's reviews (`REVIEW_SORTS`); `helpful` is the default. */
export const REVIEW_SORTS: readonly ReviewSort[] = [
  'helpful',
  'newest',
  'rating_high',
  'rating_low',
];

/** Why a reader reports a review (`REVIEW_REPORT_REASONS`). */
export const REVIEW_REPORT_REASONS: readonly ReviewReportReason[] = [
  'spam',
  'offensive',
  'spoiler',
  'off_topic',
  'personal_info',
  'other',
];

/** How many reviews the book page shows before "All reviews". */
export const BOOK_PAGE_REVIEW_COUNT = 3;
