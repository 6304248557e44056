import {
  PAGE_SIZE,
  REVIEW_LIMITS,
  type Locale,
  type Review,
  type ReviewAction,
  type ReviewPage,
  type ReviewReportReason,
  type ReviewSort,
  type ReviewSummary,
  type ReviewVote,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { translate } from '../../lib/messages.js';
import { localName } from '../../lib/local-name.js';
import type { AuthThrottleService } from '../accounts/index.js';
import { toPaging } from '../../lib/paging.js';
import type * as reviewsRepository from './reviews.repository.js';
import type { ReviewView } from './reviews.repository.js';

/** The signed-in customer making a change, where from, in which language. */
export type ReviewCaller = { customerId: number; ip: string; locale: Locale };
/** Whoever reads: a customer or a guest. */
export type ReviewReader = { customerId: number | null; locale: Locale };

export type ReviewInput = { Rating: number; Title: string; ReviewText: string };

type ReviewsServiceDeps = {
  db: Database;
  throttle: Pick<AuthThrottleService, 'consume'>;
  /** The catalog's shared cache: a rating change renews the book's card (docs/reviews.md). */
  catalog: { bookChanged(bookId: number): Promise<void> };
  /** The reviews repository; a unit test passes a substitute. */
  reviews: Pick<
    typeof reviewsRepository,
    | 'adjustBookRating'
    | 'adjustHelpful'
    | 'countByRating'
    | 'deleteReview'
    | 'deleteVote'
    | 'deleteVotesOf'
    | 'findOwnReviewView'
    | 'findPublishedBook'
    | 'findReviewView'
    | 'findVotedReviewIds'
    | 'insertReport'
    | 'insertReview'
    | 'insertVote'
    | 'listPublished'
    | 'lockOwnReview'
    | 'lockReview'
    | 'lockReviewsOf'
    | 'markReported'
    | 'updateReview'
  >;
  withTransaction?: WithTransaction;
};

/** Unicode code points: what PostgreSQL's varchar counts. */
const lengthOf = (value: string): number => [...value].length;

/**
 * Text as the reader wrote it: NFC (so the same Thai text is stored the same way), only the
 * whitespace around it removed; spaces and line breaks inside are kept.
 */
export const cleanText = (value: string): string =>
  value.normalize('NFC').replace(/^\s+|\s+$/gu, '');

const THAI_LEADING_VOWEL = /^[\u0E40-\u0E44]/u;
const THAI_CONSONANT = /[\u0E01-\u0E2E]/u;

/** The initial of a name: its first letter, or a Thai name's first consonant (เจริญ → จ). */
const initialOf = (name: string): string => {
  if (THAI_LEADING_VOWEL.test(name)) {
    const consonant = THAI_CONSONANT.exec(name);
    if (consonant) return consonant[0];
  }
  return ([...name][0] ?? '').toLocaleUpperCase('en');
};

/**
 * How a writer is shown: first name and the initial of the last name ("สมชาย ว."), never the
 * e-mail; a writer without a first name (or whose account was deleted) is "a reader".
 */
export const displayName = (
  locale: Locale,
  firstName: string | null,
  lastName: string | null,
): string => {
  const first = (firstName ?? '').trim();
  const last = (lastName ?? '').trim();
  if (first === '') return translate(locale, 'reviews.anonymous');
  return last === '' ? first : `${first} ${initialOf(last)}.`;
};

/** Every bad field of a review, each with its own message (empty when it is fine). */
export const reviewProblems = (
  locale: Locale,
  input: { rating: number; title: string; body: string },
): string[] => {
  const problems: string[] = [];
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    problems.push(translate(locale, 'reviews.ratingRange'));
  const titleLength = lengthOf(input.title);
  if (titleLength === 0) problems.push(translate(locale, 'reviews.titleEmpty'));
  else if (titleLength > REVIEW_LIMITS.titleMax)
    problems.push(
      translate(locale, 'reviews.titleTooLong', {
        max: REVIEW_LIMITS.titleMax,
        length: titleLength,
      }),
    );
  const textLength = lengthOf(input.body);
  if (textLength < REVIEW_LIMITS.textMin)
    problems.push(translate(locale, 'reviews.textTooShort', { min: REVIEW_LIMITS.textMin }));
  else if (textLength > REVIEW_LIMITS.textMax)
    problems.push(
      translate(locale, 'reviews.textTooLong', { max: REVIEW_LIMITS.textMax, length: textLength }),
    );
  return problems;
};

const bookNotFound = () => new AppError('NOT_FOUND', { message: 'reviews.bookNotFound' });
const reviewNotFound = () => new AppError('NOT_FOUND', { message: 'reviews.reviewNotFound' });

/**
 * Readers' reviews (docs/reviews.md). One review per customer and book; only `published` ones
 * show to others and count in `books.rating_sum`/`rating_count`, which every change moves by a
 * difference in the transaction that locks the review's row. Writes, deletions and reports are
 * throttled per customer and per address, votes on their own limits.
 */
export const createReviewsService = ({
  db,
  throttle,
  catalog,
  reviews,
  withTransaction = createWithTransaction(db),
}: ReviewsServiceDeps) => {
  const consumeWrite = (caller: ReviewCaller) =>
    throttle.consume(
      [
        { rule: 'reviewCustomer', subject: { kind: 'customer', customerId: caller.customerId } },
        { rule: 'reviewIp', subject: { kind: 'ip', ip: caller.ip } },
      ],
      'reviews.tooManyWrites',
    );

  const consumeVote = (caller: ReviewCaller) =>
    throttle.consume(
      [
        {
          rule: 'reviewVoteCustomer',
          subject: { kind: 'customer', customerId: caller.customerId },
        },
        { rule: 'reviewVoteIp', subject: { kind: 'ip', ip: caller.ip } },
      ],
      'reviews.tooManyVotes',
    );

  const toReview = (
    locale: Locale,
    row: ReviewView,
    reader: { customerId: number | null; voted: boolean },
  ): Review => ({
    Id: row.id,
    ProductId: row.bookId,
    Rating: row.rating,
    Title: row.title,
    ReviewText: row.body,
    CustomerName: displayName(locale, row.firstName, row.lastName),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
    VerifiedBuyer: row.verifiedBuyer,
    HelpfulCount: row.helpfulCount,
    VotedHelpful: reader.voted,
    IsMine: reader.customerId === row.customerId,
    Status: row.status,
    Language: row.locale === 'en' ? 'en' : 'th',
    // Only the text and its time: who in the store wrote it is never shown.
    StoreAnswer:
      row.answerBody === null || row.answerUpdatedAt === null
        ? null
        : { Body: row.answerBody, AnsweredAt: row.answerUpdatedAt.toISOString() },
    // The publisher's reply under its name in the reader's language (who wrote it is not said).
    PublisherAnswer:
      row.publisherReplyBody === null || row.publisherReplyUpdatedAt === null
        ? null
        : {
            Body: row.publisherReplyBody,
            AnsweredAt: row.publisherReplyUpdatedAt.toISOString(),
            PublisherName: localName(locale, {
              nameTh: row.publisherNameTh ?? '',
              nameEn: row.publisherNameEn ?? '',
            }),
          },
  });

  /** After a commit that moved the book's rating: its card in the shared cache is renewed. */
  const ratingMoved = async (bookId: number, moved: boolean) => {
    if (moved) await catalog.bookChanged(bookId);
  };

  const summaryOf = (counts: { rating: number; count: number }[]): ReviewSummary => {
    const byRating = new Map(counts.map((entry) => [entry.rating, Number(entry.count)]));
    const total = counts.reduce((sum, entry) => sum + Number(entry.count), 0);
    const sum = counts.reduce((all, entry) => all + entry.rating * Number(entry.count), 0);
    return {
      Average: total > 0 ? Math.round((sum / total) * 10) / 10 : 0,
      TotalReviews: total,
      Distribution: [5, 4, 3, 2, 1].map((rating) => ({
        Rating: rating,
        Count: byRating.get(rating) ?? 0,
      })),
    };
  };

  return {
    /**
     * POST /v2/product/productreviewsadd/{id}: the customer's review of the book, new or edited.
     * An edit keeps the review's status: a reported or hidden review stays out of sight.
     */
    async write(caller: ReviewCaller, bookId: number, input: ReviewInput): Promise<Review> {
      const title = cleanText(input.Title);
      const body = cleanText(input.ReviewText);
      const problems = reviewProblems(caller.locale, { rating: input.Rating, title, body });
      if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { messages: problems });
      if (!(await reviews.findPublishedBook(db, bookId))) throw bookNotFound();
      await consumeWrite(caller);

      const fields = { rating: input.Rating, title, body, locale: caller.locale };
      const owner = { bookId, customerId: caller.customerId };
      const saved = await withTransaction(async (tx) => {
        let existing = await reviews.lockOwnReview(tx, owner);
        if (!existing) {
          const created = await reviews.insertReview(tx, { ...owner, ...fields });
          if (created) {
            await reviews.adjustBookRating(tx, { bookId, sumDelta: created.rating, countDelta: 1 });
            return { id: created.id, moved: true };
          }
          // A parallel first write committed meanwhile: this one edits it.
          existing = await reviews.lockOwnReview(tx, owner);
          if (!existing) throw new AppError('CONFLICT');
        }
        await reviews.updateReview(tx, { id: existing.id, ...fields });
        const counts = existing.status === 'published';
        const sumDelta = counts ? fields.rating - existing.rating : 0;
        await reviews.adjustBookRating(tx, { bookId, sumDelta, countDelta: 0 });
        return { id: existing.id, moved: sumDelta !== 0 };
      });
      await ratingMoved(bookId, saved.moved);
      const view = await reviews.findReviewView(db, saved.id);
      if (!view) throw reviewNotFound(); // deleted by a parallel call of the same customer
      return toReview(caller.locale, view, { customerId: caller.customerId, voted: false });
    },

    /** GET /v2/product/productreviewspagging: a page of the book's reviews, its summary, the reader's own. */
    async page(
      reader: ReviewReader,
      query: { productId: number; pageNumber: number; orderBy: ReviewSort },
    ): Promise<ReviewPage> {
      const bookId = query.productId;
      if (!(await reviews.findPublishedBook(db, bookId))) throw bookNotFound();
      const [rows, counts, own] = await Promise.all([
        reviews.listPublished(db, {
          bookId,
          sort: query.orderBy,
          limit: PAGE_SIZE,
          offset: (query.pageNumber - 1) * PAGE_SIZE,
        }),
        reviews.countByRating(db, bookId),
        reader.customerId === null
          ? undefined
          : reviews.findOwnReviewView(db, { bookId, customerId: reader.customerId }),
      ]);
      const voted = new Set(
        reader.customerId === null
          ? []
          : await reviews.findVotedReviewIds(db, {
              customerId: reader.customerId,
              reviewIds: rows.map((row) => row.id),
            }),
      );
      const summary = summaryOf(counts);
      const as = (row: ReviewView) =>
        toReview(reader.locale, row, {
          customerId: reader.customerId,
          voted: voted.has(row.id),
        });
      return {
        ProductId: bookId,
        OrderBy: query.orderBy,
        Items: rows.map(as),
        Paging: toPaging(query.pageNumber, summary.TotalReviews),
        Summary: summary,
        MyReview: own ? as(own) : null,
      };
    },

    /**
     * POST /v2/product/productreviewhelpful/{id}: the customer's "helpful" vote on a published
     * review of someone else, or its withdrawal; voting twice counts once.
     */
    async vote(caller: ReviewCaller, reviewId: number, helpful: boolean): Promise<ReviewVote> {
      await consumeVote(caller);
      return withTransaction(async (tx) => {
        const review = await reviews.lockReview(tx, reviewId);
        if (!review || (review.status !== 'published' && review.customerId !== caller.customerId))
          throw reviewNotFound();
        if (review.customerId === caller.customerId)
          throw new AppError('FORBIDDEN', { message: 'reviews.ownReviewVote' });
        const voter = { reviewId, customerId: caller.customerId };
        const changed = helpful
          ? await reviews.insertVote(tx, voter)
          : await reviews.deleteVote(tx, voter);
        const count = changed
          ? await reviews.adjustHelpful(tx, { reviewId, delta: helpful ? 1 : -1 })
          : review.helpfulCount;
        return { ReviewId: reviewId, HelpfulCount: count, VotedHelpful: helpful };
      });
    },

    /**
     * POST /v2/product/productreviewreport/{id}: a reader reports someone else's review; it waits
     * for staff as `reported`, out of sight and out of the book's rating. One report per reader.
     */
    async report(
      caller: ReviewCaller,
      reviewId: number,
      input: { Reason: ReviewReportReason; Note: string },
    ): Promise<ReviewAction> {
      await consumeWrite(caller);
      const bookId = await withTransaction(async (tx) => {
        const review = await reviews.lockReview(tx, reviewId);
        if (!review) throw reviewNotFound();
        if (review.customerId === caller.customerId)
          throw new AppError('FORBIDDEN', { message: 'reviews.ownReviewReport' });
        const isNew = await reviews.insertReport(tx, {
          reviewId,
          customerId: caller.customerId,
          reason: input.Reason,
          note: cleanText(input.Note),
        });
        if (!isNew) throw new AppError('CONFLICT', { message: 'reviews.alreadyReported' });
        // Another reader's report already took it out of sight: this one only joins the file.
        if (review.status !== 'published') return null;
        await reviews.markReported(tx, reviewId);
        await reviews.adjustBookRating(tx, {
          bookId: review.bookId,
          sumDelta: -review.rating,
          countDelta: -1,
        });
        return review.bookId;
      });
      if (bookId !== null) await ratingMoved(bookId, true);
      return { ReviewId: reviewId, Message: translate(caller.locale, 'reviews.reported') };
    },

    /** POST /v2/product/productreviewsdelete/{id}: the customer deletes their review of the book. */
    async remove(caller: ReviewCaller, bookId: number): Promise<ReviewAction> {
      await consumeWrite(caller);
      const removed = await withTransaction(async (tx) => {
        const review = await reviews.lockOwnReview(tx, { bookId, customerId: caller.customerId });
        if (!review) throw new AppError('NOT_FOUND', { message: 'reviews.noReview' });
        await reviews.deleteReview(tx, review.id);
        if (review.status === 'published')
          await reviews.adjustBookRating(tx, {
            bookId,
            sumDelta: -review.rating,
            countDelta: -1,
          });
        return review;
      });
      await ratingMoved(bookId, removed.status === 'published');
      return { ReviewId: removed.id, Message: translate(caller.locale, 'reviews.deleted') };
    },

    /**
     * Account deletion (PDPA erasure), inside its transaction: the customer's reviews go, with
     * their share of each book's rating, and so do their "helpful" votes. Their reports stay for
     * staff (they name nobody once the account is erased).
     */
    async eraseAuthor(tx: DbOrTx, customerId: number): Promise<void> {
      // Votes first: other writers' reviews are locked before any book (the lock order of writes).
      await reviews.deleteVotesOf(tx, customerId);
      const own = await reviews.lockReviewsOf(tx, customerId);
      for (const review of own) {
        await reviews.deleteReview(tx, review.id);
        if (review.status === 'published')
          await reviews.adjustBookRating(tx, {
            bookId: review.bookId,
            sumDelta: -review.rating,
            countDelta: -1,
          });
      }
    },
  };
};

export type ReviewsService = ReturnType<typeof createReviewsService>;
