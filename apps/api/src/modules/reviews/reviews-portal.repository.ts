import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { books, customers, libraryItems, reviewReplies, reviews } from '../../db/schema/index.js';
import type { ReviewRow } from './reviews.repository.js';

/**
 * Reviews in the publisher portal (docs/reviews.md, "Publishers' replies"): every function takes
 * the organisation's catalog publisher and has it in its WHERE (the review's book is one of its
 * books), so another organisation's review is never read, listed or locked.
 */

const storeAnswers = alias(reviewReplies, 'store_answers');
const publisherReplies = alias(reviewReplies, 'publisher_replies');

const portalColumns = {
  id: reviews.id,
  bookId: reviews.bookId,
  bookNameTh: books.nameTh,
  bookNameEn: books.nameEn,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  locale: reviews.locale,
  status: reviews.status,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: customers.firstName,
  lastName: customers.lastName,
  verifiedBuyer: sql<boolean>`exists (select 1 from ${libraryItems}
    where ${libraryItems.customerId} = ${reviews.customerId}
      and ${libraryItems.bookId} = ${reviews.bookId})`,
  answerBody: storeAnswers.body,
  answerUpdatedAt: storeAnswers.updatedAt,
  replyBody: publisherReplies.body,
  replyUpdatedAt: publisherReplies.updatedAt,
};

export type PortalReviewView = NonNullable<Awaited<ReturnType<typeof findPortalReview>>>;

/** Reviews of the publisher's books, with the writer's names and both answers, in one read. */
const portalQuery = (db: DbOrTx, publisherId: number) =>
  db
    .select(portalColumns)
    .from(reviews)
    .innerJoin(books, and(eq(books.id, reviews.bookId), eq(books.publisherId, publisherId)))
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(
      storeAnswers,
      and(eq(storeAnswers.reviewId, reviews.id), eq(storeAnswers.authorKind, 'store')),
    )
    .leftJoin(
      publisherReplies,
      and(eq(publisherReplies.reviewId, reviews.id), eq(publisherReplies.authorKind, 'publisher')),
    );

export type PortalReviewFilter = {
  publisherId: number;
  bookId?: number;
  rating?: number;
  replied?: boolean;
};

/** A page of the publisher's books' published reviews, newest first. */
export const findPortalReviewPage = async (
  db: DbOrTx,
  filter: PortalReviewFilter,
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [eq(reviews.status, 'published')];
  if (filter.bookId !== undefined) conditions.push(eq(reviews.bookId, filter.bookId));
  if (filter.rating !== undefined) conditions.push(eq(reviews.rating, filter.rating));
  if (filter.replied === true) conditions.push(isNotNull(publisherReplies.id));
  if (filter.replied === false) conditions.push(isNull(publisherReplies.id));
  return portalQuery(db, filter.publisherId)
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
};

/** One review of the publisher's books (whatever its status), or undefined. */
export const findPortalReview = async (db: DbOrTx, reviewId: number, publisherId: number) => {
  const [row] = await portalQuery(db, publisherId).where(eq(reviews.id, reviewId)).limit(1);
  return row;
};

/**
 * A review of one of the publisher's books, its row locked until the transaction ends (the same
 * lock the store's answer and the reviewer's own changes take); undefined for any other review.
 */
export const lockPublisherReview = async (
  tx: DbOrTx,
  reviewId: number,
  publisherId: number,
): Promise<ReviewRow | undefined> => {
  const [row] = await tx
    .select({
      id: reviews.id,
      bookId: reviews.bookId,
      customerId: reviews.customerId,
      rating: reviews.rating,
      status: reviews.status,
      helpfulCount: reviews.helpfulCount,
    })
    .from(reviews)
    .innerJoin(books, eq(books.id, reviews.bookId))
    .where(and(eq(reviews.id, reviewId), eq(books.publisherId, publisherId)))
    .for('update', { of: reviews });
  return row;
};
