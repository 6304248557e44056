import type { Locale } from '@nangsue/contracts';
import type { PortalReview } from '@nangsue/contracts/portal';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import type * as portalRepository from './reviews-portal.repository.js';
import type { PortalReviewView } from './reviews-portal.repository.js';
import type { ReviewReplies } from './reviews-replies.js';
import { displayName } from './reviews.service.js';

/**
 * Whose reviews a portal call reads: the organisation's catalog publisher (its books), from the
 * portal session, never from the request.
 */
export type PublisherScope = { organisationId: number; catalogPublisherId: number };

export type ReviewsPortalServiceDeps = {
  db: Database;
  /** The public answer's rules and e-mail, shared with the store's answer (reviews-replies.ts). */
  replies: ReviewReplies;
  repository: Pick<
    typeof portalRepository,
    'findPortalReview' | 'findPortalReviewPage' | 'lockPublisherReview'
  >;
  withTransaction?: WithTransaction;
};

const present = (locale: Locale, row: PortalReviewView): PortalReview => ({
  ReviewId: row.id,
  BookId: row.bookId,
  NameTh: row.bookNameTh,
  NameEn: row.bookNameEn,
  Rating: row.rating,
  Title: row.title,
  Body: row.body,
  ReviewerName: displayName(locale, row.firstName, row.lastName),
  Language: row.locale === 'en' ? 'en' : 'th',
  VerifiedBuyer: row.verifiedBuyer,
  Status: row.status,
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  StoreAnswer:
    row.answerBody === null || row.answerUpdatedAt === null
      ? null
      : { Body: row.answerBody, AnsweredAt: row.answerUpdatedAt.toISOString() },
  PublisherReply:
    row.replyBody === null || row.replyUpdatedAt === null
      ? null
      : { Body: row.replyBody, RepliedAt: row.replyUpdatedAt.toISOString() },
});

const notFound = () => new AppError('NOT_FOUND', { message: 'reviews.portal.notFound' });

/**
 * Reviews of an organisation's books in the publisher portal (docs/reviews.md, "Publishers'
 * replies"): the published ones, newest first, and the publisher's public reply, written with the
 * store answer's own rules (reviews-replies.ts) under the review's row lock taken with the
 * publisher in its WHERE: another organisation's review is 404, a hidden one 409.
 */
export const createReviewsPortalService = ({
  db,
  replies,
  repository,
  withTransaction = createWithTransaction(db),
}: ReviewsPortalServiceDeps) => {
  const load = async (scope: PublisherScope, reviewId: number, locale: Locale) => {
    const row = await repository.findPortalReview(db, reviewId, scope.catalogPublisherId);
    if (!row) throw notFound();
    return present(locale, row);
  };

  return {
    async list(
      scope: PublisherScope,
      query: {
        Page: number;
        PageSize: number;
        BookId?: number | undefined;
        Rating?: number | undefined;
        Replied?: boolean | undefined;
      },
      locale: Locale,
    ) {
      const rows = await repository.findPortalReviewPage(
        db,
        {
          publisherId: scope.catalogPublisherId,
          ...(query.BookId !== undefined ? { bookId: query.BookId } : {}),
          ...(query.Rating !== undefined ? { rating: query.Rating } : {}),
          ...(query.Replied !== undefined ? { replied: query.Replied } : {}),
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map((row) => present(locale, row)),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    /**
     * The publisher's reply under a review of one of its books, new or edited (one per review);
     * only the first is e-mailed to the reviewer. A hidden review cannot be answered (409).
     */
    async reply(
      scope: PublisherScope,
      reviewId: number,
      body: string,
      locale: Locale,
    ): Promise<PortalReview> {
      const text = replies.clean(body, locale);
      await withTransaction(async (tx) => {
        const review = await repository.lockPublisherReview(tx, reviewId, scope.catalogPublisherId);
        if (!review) throw notFound();
        if (review.status === 'hidden')
          throw new AppError('CONFLICT', { message: 'reviews.portal.replyHidden' });
        await replies.write(
          tx,
          reviewId,
          { kind: 'publisher', publisherId: scope.catalogPublisherId },
          text,
        );
      });
      return load(scope, reviewId, locale);
    },

    /** Removes the publisher's reply (404 when there is none). */
    async removeReply(
      scope: PublisherScope,
      reviewId: number,
      locale: Locale,
    ): Promise<PortalReview> {
      await withTransaction(async (tx) => {
        const review = await repository.lockPublisherReview(tx, reviewId, scope.catalogPublisherId);
        if (!review) throw notFound();
        const removed = await replies.remove(tx, reviewId, 'publisher');
        if (!removed) throw new AppError('NOT_FOUND', { message: 'reviews.portal.noReply' });
      });
      return load(scope, reviewId, locale);
    },
  };
};

export type ReviewsPortalService = ReturnType<typeof createReviewsPortalService>;
