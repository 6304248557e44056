import { and, asc, desc, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { books, customers, reviewReports, reviews } from '../../db/schema/index.js';

export type ReportedReviewFilter = {
  /** `open`: reviews with a report waiting; `hidden`: reviews staff took down. */
  status: 'open' | 'hidden';
  text?: string;
};

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
};

const viewQuery = (db: DbOrTx) =>
  db
    .select(reviewView)
    .from(reviews)
    .innerJoin(books, eq(books.id, reviews.bookId))
    .leftJoin(customers, eq(customers.id, reviews.customerId));

export type ReportedReviewView = NonNullable<Awaited<ReturnType<typeof findReviewAdminView>>>;

export const findReviewAdminView = async (db: DbOrTx, id: number) => {
  const [row] = await viewQuery(db).where(eq(reviews.id, id)).limit(1);
  return row;
};

/** Reviews with open reports (oldest report waiting first) or hidden ones (newest first). */
export const findReportedReviewPage = async (
  db: DbOrTx,
  filter: ReportedReviewFilter,
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.status === 'hidden') conditions.push(eq(reviews.status, 'hidden'));
  else
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
  return viewQuery(db)
    .where(and(...conditions))
    .orderBy(
      filter.status === 'hidden' ? desc(reviews.updatedAt) : asc(reviews.updatedAt),
      asc(reviews.id),
    )
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
