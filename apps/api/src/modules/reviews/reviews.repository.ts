import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReviewSort, ReviewStatus } from '@nangsue/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  books,
  customers,
  libraryItems,
  publishers,
  reviewReplies,
  reviewReports,
  reviews,
  reviewVotes,
} from '../../db/schema/index.js';

/** A review's own row, as locked for a change. */
export type ReviewRow = {
  id: number;
  bookId: number;
  customerId: number;
  rating: number;
  status: ReviewStatus;
  helpfulCount: number;
};

/** A review as shown: its row, its writer's names, and whether the writer owns the book. */
export type ReviewView = ReviewRow & {
  title: string;
  body: string;
  locale: string;
  createdAt: Date;
  updatedAt: Date;
  firstName: string | null;
  lastName: string | null;
  verifiedBuyer: boolean;
  /** The store's answer under it (docs/reviews.md, "Answers"), or null. */
  answerBody: string | null;
  answerUpdatedAt: Date | null;
  /** The book's publisher's reply (the publisher portal), its time and the publisher's names. */
  publisherReplyBody: string | null;
  publisherReplyUpdatedAt: Date | null;
  publisherNameTh: string | null;
  publisherNameEn: string | null;
};

/** The publisher's reply: the same table as the store's answer, joined a second time. */
const publisherReplies = alias(reviewReplies, 'publisher_replies');

const rowColumns = {
  id: reviews.id,
  bookId: reviews.bookId,
  customerId: reviews.customerId,
  rating: reviews.rating,
  status: reviews.status,
  helpfulCount: reviews.helpfulCount,
};

const viewColumns = {
  ...rowColumns,
  title: reviews.title,
  body: reviews.body,
  locale: reviews.locale,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: customers.firstName,
  lastName: customers.lastName,
  // Read when shown: a book bought after the review marks it too.
  verifiedBuyer: sql<boolean>`exists (select 1 from ${libraryItems}
    where ${libraryItems.customerId} = ${reviews.customerId}
      and ${libraryItems.bookId} = ${reviews.bookId})`,
  answerBody: reviewReplies.body,
  answerUpdatedAt: reviewReplies.updatedAt,
  publisherReplyBody: publisherReplies.body,
  publisherReplyUpdatedAt: publisherReplies.updatedAt,
  publisherNameTh: publishers.nameTh,
  publisherNameEn: publishers.nameEn,
};

/**
 * Reviews as shown: with the writer's names, the store's answer and the publisher's reply, joined
 * in the same query (on `review_replies_review_author_key`), so a page of reviews is one read.
 */
const viewQuery = (db: DbOrTx) =>
  db
    .select(viewColumns)
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(
      reviewReplies,
      and(eq(reviewReplies.reviewId, reviews.id), eq(reviewReplies.authorKind, 'store')),
    )
    .leftJoin(
      publisherReplies,
      and(eq(publisherReplies.reviewId, reviews.id), eq(publisherReplies.authorKind, 'publisher')),
    )
    .leftJoin(publishers, eq(publishers.id, publisherReplies.publisherId));

/** The book a review is about, when it exists and is on sale. */
export const findPublishedBook = async (
  db: DbOrTx,
  bookId: number,
): Promise<{ id: number } | undefined> => {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.published, true)));
  return row;
};

/** The customer's review of the book, locked until the transaction ends. */
export const lockOwnReview = async (
  tx: DbOrTx,
  params: { bookId: number; customerId: number },
): Promise<ReviewRow | undefined> => {
  const [row] = await tx
    .select(rowColumns)
    .from(reviews)
    .where(and(eq(reviews.bookId, params.bookId), eq(reviews.customerId, params.customerId)))
    .for('update');
  return row;
};

/** A review by its id, locked until the transaction ends. */
export const lockReview = async (tx: DbOrTx, reviewId: number): Promise<ReviewRow | undefined> => {
  const [row] = await tx
    .select(rowColumns)
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update');
  return row;
};

/**
 * A new review, unless the customer has one of the book already (a parallel write): answers the
 * new row, or undefined when another write got there first.
 */
export const insertReview = async (
  tx: DbOrTx,
  params: {
    bookId: number;
    customerId: number;
    rating: number;
    title: string;
    body: string;
    locale: string;
  },
): Promise<ReviewRow | undefined> => {
  const [row] = await tx.insert(reviews).values(params).onConflictDoNothing().returning(rowColumns);
  return row;
};

export const updateReview = async (
  tx: DbOrTx,
  params: { id: number; rating: number; title: string; body: string; locale: string },
): Promise<void> => {
  await tx
    .update(reviews)
    .set({
      rating: params.rating,
      title: params.title,
      body: params.body,
      locale: params.locale,
      updatedAt: sql`now()`,
    })
    .where(eq(reviews.id, params.id));
};

/** Every review the customer wrote, locked until the transaction ends (account deletion). */
export const lockReviewsOf = async (tx: DbOrTx, customerId: number): Promise<ReviewRow[]> =>
  tx
    .select(rowColumns)
    .from(reviews)
    .where(eq(reviews.customerId, customerId))
    .orderBy(reviews.id)
    .for('update');

/**
 * Takes back every "helpful" vote the customer gave (account deletion): each voted review's count
 * goes down by one in the statement that deletes the votes.
 */
export const deleteVotesOf = async (tx: DbOrTx, customerId: number): Promise<void> => {
  await tx.execute(sql`
    with taken as (
      delete from ${reviewVotes} where ${reviewVotes.customerId} = ${customerId}
      returning ${reviewVotes.reviewId} as review_id
    )
    update ${reviews} set helpful_count = ${reviews.helpfulCount} - 1
    from taken where ${reviews.id} = taken.review_id`);
};

export const deleteReview = async (tx: DbOrTx, reviewId: number): Promise<void> => {
  await tx.delete(reviews).where(eq(reviews.id, reviewId));
};

/**
 * Moves the book's rating counters by a difference, in one relative statement (never a value
 * read earlier), so parallel changes add up.
 */
export const adjustBookRating = async (
  tx: DbOrTx,
  params: { bookId: number; sumDelta: number; countDelta: number },
): Promise<void> => {
  if (params.sumDelta === 0 && params.countDelta === 0) return;
  await tx
    .update(books)
    .set({
      ratingSum: sql`${books.ratingSum} + ${params.sumDelta}`,
      ratingCount: sql`${books.ratingCount} + ${params.countDelta}`,
    })
    .where(eq(books.id, params.bookId));
};

/** The customer's "helpful" vote: true when it was added now (not there before). */
export const insertVote = async (
  tx: DbOrTx,
  params: { reviewId: number; customerId: number },
): Promise<boolean> => {
  const rows = await tx
    .insert(reviewVotes)
    .values(params)
    .onConflictDoNothing()
    .returning({ reviewId: reviewVotes.reviewId });
  return rows.length > 0;
};

/** The customer's vote taken back: true when there was one. */
export const deleteVote = async (
  tx: DbOrTx,
  params: { reviewId: number; customerId: number },
): Promise<boolean> => {
  const rows = await tx
    .delete(reviewVotes)
    .where(
      and(eq(reviewVotes.reviewId, params.reviewId), eq(reviewVotes.customerId, params.customerId)),
    )
    .returning({ reviewId: reviewVotes.reviewId });
  return rows.length > 0;
};

/** Moves the review's helpful count by a difference; answers the new count. */
export const adjustHelpful = async (
  tx: DbOrTx,
  params: { reviewId: number; delta: number },
): Promise<number> => {
  const [row] = await tx
    .update(reviews)
    .set({ helpfulCount: sql`${reviews.helpfulCount} + ${params.delta}` })
    .where(eq(reviews.id, params.reviewId))
    .returning({ helpfulCount: reviews.helpfulCount });
  return row?.helpfulCount ?? 0;
};

/** A reader's report: true when it is new (one per reader and review). */
export const insertReport = async (
  tx: DbOrTx,
  params: { reviewId: number; customerId: number; reason: string; note: string },
): Promise<boolean> => {
  const rows = await tx
    .insert(reviewReports)
    .values(params)
    .onConflictDoNothing()
    .returning({ reviewId: reviewReports.reviewId });
  return rows.length > 0;
};

/** The review waits for staff: out of sight and out of the rating. */
export const markReported = async (tx: DbOrTx, reviewId: number): Promise<void> => {
  await tx
    .update(reviews)
    .set({
      status: sql`case when ${reviews.status} = 'published' then 'reported'::review_status
                  else ${reviews.status} end`,
      reportCount: sql`${reviews.reportCount} + 1`,
    })
    .where(eq(reviews.id, reviewId));
};

const SORTS: Record<ReviewSort, SQL[]> = {
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  rating_high: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  rating_low: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of the book's published reviews. */
export const listPublished = (
  db: DbOrTx,
  params: { bookId: number; sort: ReviewSort; limit: number; offset: number },
): Promise<ReviewView[]> =>
  viewQuery(db)
    .where(and(eq(reviews.bookId, params.bookId), eq(reviews.status, 'published')))
    .orderBy(...SORTS[params.sort])
    .limit(params.limit)
    .offset(params.offset);

/** How many published reviews the book has at each rating (ratings without any are absent). */
export const countByRating = (
  db: DbOrTx,
  bookId: number,
): Promise<{ rating: number; count: number }[]> =>
  db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.bookId, bookId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);

/** A review as shown, by its id. */
export const findReviewView = async (
  db: DbOrTx,
  reviewId: number,
): Promise<ReviewView | undefined> => {
  const [row] = await viewQuery(db).where(eq(reviews.id, reviewId));
  return row;
};

/** The customer's own review of the book as shown, whatever its status. */
export const findOwnReviewView = async (
  db: DbOrTx,
  params: { bookId: number; customerId: number },
): Promise<ReviewView | undefined> => {
  const [row] = await viewQuery(db).where(
    and(eq(reviews.bookId, params.bookId), eq(reviews.customerId, params.customerId)),
  );
  return row;
};

/** Of these reviews, the ones the customer voted helpful. */
export const findVotedReviewIds = async (
  db: DbOrTx,
  params: { customerId: number; reviewIds: readonly number[] },
): Promise<number[]> => {
  if (params.reviewIds.length === 0) return [];
  const rows = await db
    .select({ reviewId: reviewVotes.reviewId })
    .from(reviewVotes)
    .where(
      and(
        eq(reviewVotes.customerId, params.customerId),
        inArray(reviewVotes.reviewId, [...params.reviewIds]),
      ),
    );
  return rows.map((row) => row.reviewId);
};

/** Demo data: the demo readers' ids by e-mail, made once (they have no password: nobody signs in). */
export const ensureDemoReaders = async (
  db: DbOrTx,
  readers: readonly { email: string; firstName: string; lastName: string; language: string }[],
): Promise<number[]> => {
  if (readers.length === 0) return [];
  await db
    .insert(customers)
    .values(
      readers.map((reader) => ({
        email: reader.email,
        emailKey: reader.email.toLowerCase(),
        emailVerifiedAt: sql`now()`,
        firstName: reader.firstName,
        lastName: reader.lastName,
        language: reader.language,
        termsAcceptedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: customers.id, emailKey: customers.emailKey })
    .from(customers)
    .where(
      inArray(
        customers.emailKey,
        readers.map((reader) => reader.email.toLowerCase()),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.emailKey, row.id]));
  return readers.map((reader) => Number(byKey.get(reader.email.toLowerCase())));
};

/** Demo data: the books whose imported rating has no written reviews behind it yet. */
export const findBooksWithUnwrittenRatings = (db: DbOrTx) =>
  db
    .select({ id: books.id, ratingSum: books.ratingSum, ratingCount: books.ratingCount })
    .from(books)
    .where(
      sql`${books.ratingCount} > 0 and not exists (select 1 from ${reviews} where ${reviews.bookId} = ${books.id})`,
    )
    .orderBy(asc(books.id));

/**
 * Demo data: reviews written as rows without moving the books' counters (the imported rating
 * already counts them).
 */
export const insertDemoReviews = async (
  db: DbOrTx,
  rows: readonly {
    bookId: number;
    customerId: number;
    rating: number;
    title: string;
    body: string;
    locale: string;
    createdAt: Date;
  }[],
): Promise<void> => {
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows
      .slice(start, start + 1000)
      .map((row) => ({ ...row, updatedAt: row.createdAt }));
    await db.insert(reviews).values(chunk).onConflictDoNothing();
  }
};
