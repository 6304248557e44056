import { and, asc, desc, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  books,
  customers,
  publishers,
  reviewReplies,
  reviewReports,
  reviews,
  staff,
} from '../../db/schema/index.js';

export type ReportedReviewFilter = {
  /**
   * `open`: reviews with a report waiting; `hidden`: reviews staff took down; `all`: every
   * review, newest first.
   */
  status: 'open' | 'hidden' | 'all';
  text?: string;
};

/** The store's answer of a review (one row per review and author kind). */
const storeAnswerOf = and(
  eq(reviewReplies.reviewId, reviews.id),
  eq(reviewReplies.authorKind, 'store'),
);

const openReports = sql<number>`(select count(*)::int from review_reports rr
  where rr.review_id = reviews.id and rr.resolved_at is null)`;

const reviewView = {
  id: reviews.id,
  bookId: reviews.bookId,
  bookNameTh: books.nameTh,
  bookNameEn: books.nameEn,
  customerId: reviews.customerId,
  customerEmail: customers.email,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  status: reviews.status,
  reportCount: reviews.reportCount,
  openReportCount: openReports,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  answerBody: reviewReplies.body,
  answerUpdatedAt: reviewReplies.updatedAt,
  answerStaffEmail: staff.email,
};

const viewQuery = (db: DbOrTx) =>
  db
    .select(reviewView)
    .from(reviews)
    .innerJoin(books, eq(books.id, reviews.bookId))
    .leftJoin(customers, eq(customers.id, reviews.customerId))
    .leftJoin(reviewReplies, storeAnswerOf)
    .leftJoin(staff, eq(staff.id, reviewReplies.staffId));

export type ReportedReviewView = NonNullable<Awaited<ReturnType<typeof findReviewAdminView>>>;

export const findReviewAdminView = async (db: DbOrTx, id: number) => {
  const [row] = await viewQuery(db).where(eq(reviews.id, id)).limit(1);
  return row;
};

/**
 * Reviews with open reports (oldest report waiting first), hidden ones (newest change first), or
 * every review (newest written first, on `reviews_created_idx`).
 */
export const findReportedReviewPage = async (
  db: DbOrTx,
  filter: ReportedReviewFilter,
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.status === 'hidden') conditions.push(eq(reviews.status, 'hidden'));
  else if (filter.status === 'open')
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(reviewReports)
          .where(and(eq(reviewReports.reviewId, reviews.id), isNull(reviewReports.resolvedAt))),
      ),
    );
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(reviews.title, like), ilike(reviews.body, like));
    if (match) conditions.push(match);
  }
  const order: Record<ReportedReviewFilter['status'], SQL[]> = {
    open: [asc(reviews.updatedAt), asc(reviews.id)],
    hidden: [desc(reviews.updatedAt), asc(reviews.id)],
    all: [desc(reviews.createdAt), desc(reviews.id)],
  };
  return viewQuery(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...order[filter.status])
    .limit(limit)
    .offset(offset);
};

/** Every report of a review, newest first, with the reporter's address. */
export const findReports = async (db: DbOrTx, reviewId: number) =>
  db
    .select({
      customerId: reviewReports.customerId,
      customerEmail: customers.email,
      reason: reviewReports.reason,
      note: reviewReports.note,
      createdAt: reviewReports.createdAt,
      resolvedAt: reviewReports.resolvedAt,
    })
    .from(reviewReports)
    .leftJoin(customers, eq(customers.id, reviewReports.customerId))
    .where(eq(reviewReports.reviewId, reviewId))
    .orderBy(desc(reviewReports.createdAt), asc(reviewReports.customerId));

/** Sets a (locked) review's status. */
export const setReviewStatus = async (
  tx: DbOrTx,
  reviewId: number,
  status: 'published' | 'hidden',
): Promise<void> => {
  await tx.update(reviews).set({ status }).where(eq(reviews.id, reviewId));
};

/** Resolves the review's waiting reports; answers how many there were. */
export const resolveReports = async (tx: DbOrTx, reviewId: number): Promise<number> => {
  const rows = await tx
    .update(reviewReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
    .returning({ customerId: reviewReports.customerId });
  return rows.length;
};

/**
 * Who answers a review in public (docs/reviews.md): the store (the staff member who wrote it last,
 * never shown) or the book's publisher (the publisher portal). One answer of each per review.
 */
export type ReplyAuthor =
  { kind: 'store'; staffId: number | null } | { kind: 'publisher'; publisherId: number };

const replyOf = (reviewId: number, kind: ReplyAuthor['kind']) =>
  and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.authorKind, kind));

/** The review's answer of that kind, if any (read under the review's row lock). */
export const findReply = async (tx: DbOrTx, reviewId: number, kind: ReplyAuthor['kind']) => {
  const [row] = await tx
    .select({ id: reviewReplies.id, body: reviewReplies.body })
    .from(reviewReplies)
    .where(replyOf(reviewId, kind));
  return row;
};

const authorColumns = (author: ReplyAuthor) =>
  author.kind === 'store'
    ? { staffId: author.staffId, publisherId: null }
    : { staffId: null, publisherId: author.publisherId };

/** Writes the first answer of its kind under a (locked) review. */
export const insertReply = async (
  tx: DbOrTx,
  params: { reviewId: number; body: string; author: ReplyAuthor },
): Promise<void> => {
  await tx.insert(reviewReplies).values({
    reviewId: params.reviewId,
    body: params.body,
    authorKind: params.author.kind,
    ...authorColumns(params.author),
  });
};

/** Edits the answer of its kind under a (locked) review; its author becomes the editor. */
export const updateReply = async (
  tx: DbOrTx,
  params: { reviewId: number; body: string; author: ReplyAuthor },
): Promise<void> => {
  await tx
    .update(reviewReplies)
    .set({ body: params.body, ...authorColumns(params.author), updatedAt: sql`now()` })
    .where(replyOf(params.reviewId, params.author.kind));
};

/** Removes the answer of that kind under a (locked) review; answers its text, or undefined. */
export const deleteReply = async (tx: DbOrTx, reviewId: number, kind: ReplyAuthor['kind']) => {
  const [row] = await tx
    .delete(reviewReplies)
    .where(replyOf(reviewId, kind))
    .returning({ body: reviewReplies.body });
  return row;
};

/**
 * Whom to tell that a review was answered: the reviewer's address, name, language, the book and
 * its publisher's names.
 */
export const findReviewerContact = async (tx: DbOrTx, reviewId: number) => {
  const [row] = await tx
    .select({
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
      deletedAt: customers.deletedAt,
      bookId: books.id,
      bookNameTh: books.nameTh,
      bookNameEn: books.nameEn,
      publisherNameTh: publishers.nameTh,
      publisherNameEn: publishers.nameEn,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .innerJoin(books, eq(books.id, reviews.bookId))
    .leftJoin(publishers, eq(publishers.id, books.publisherId))
    .where(eq(reviews.id, reviewId));
  return row;
};
