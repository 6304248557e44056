import type { Locale } from '@nangsue/contracts';
import type { AdminReportedReview, ReportedReviewFilter } from '@nangsue/contracts/admin';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { localName } from '../../lib/local-name.js';
import type { AccountMail } from '../accounts/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as adminRepository from './reviews-admin.repository.js';
import type { ReportedReviewView } from './reviews-admin.repository.js';
import type * as reviewsRepository from './reviews.repository.js';
import { createReviewReplies } from './reviews-replies.js';

type ReportView = Awaited<ReturnType<typeof adminRepository.findReports>>[number];

export type ReviewsAdminServiceDeps = {
  db: Database;
  audit: Audit;
  /** The catalog's shared cache: a rating change renews the book's card (docs/reviews.md). */
  catalog: { bookChanged(bookId: number): Promise<void> };
  /** The reviewer's e-mail that the store answered (a job written in the answer's transaction). */
  mail: Pick<AccountMail, 'send'>;
  /** The storefront's address, for the e-mail's link to the book's reviews. */
  storefrontUrl: string;
  repository: Pick<
    typeof adminRepository,
    | 'deleteReply'
    | 'findReply'
    | 'findReportedReviewPage'
    | 'findReports'
    | 'findReviewAdminView'
    | 'findReviewerContact'
    | 'insertReply'
    | 'resolveReports'
    | 'setReviewStatus'
    | 'updateReply'
  > &
    Pick<typeof reviewsRepository, 'adjustBookRating' | 'lockReview'>;
  withTransaction?: WithTransaction;
};

const present = (
  row: ReportedReviewView,
  locale: Locale,
  reports: ReportView[] = [],
): AdminReportedReview => ({
  Id: row.id,
  BookId: row.bookId,
  BookName: localName(locale, { nameTh: row.bookNameTh, nameEn: row.bookNameEn }),
  CustomerId: row.customerId,
  CustomerEmail: row.customerEmail,
  Rating: row.rating,
  Title: row.title,
  Body: row.body,
  Status: row.status,
  ReportCount: row.reportCount,
  OpenReportCount: Number(row.openReportCount),
  CreatedAt: row.createdAt.toISOString(),
  UpdatedAt: row.updatedAt.toISOString(),
  Reports: reports.map((report) => ({
    CustomerId: report.customerId,
    CustomerEmail: report.customerEmail,
    Reason: report.reason,
    Note: report.note,
    CreatedAt: report.createdAt.toISOString(),
    ResolvedAt: report.resolvedAt?.toISOString() ?? null,
  })),
  Answer:
    row.answerBody === null || row.answerUpdatedAt === null
      ? null
      : {
          Body: row.answerBody,
          UpdatedAt: row.answerUpdatedAt.toISOString(),
          StaffEmail: row.answerStaffEmail,
        },
});

const notFound = () => new AppError('NOT_FOUND', { message: 'reviews.admin.notFound' });

type Action = 'hide' | 'restore' | 'dismiss';

/**
 * Reported reviews in the back office (docs/reviews.md, "Staff"): hide a review for good, publish
 * it again, or dismiss its reports. Each takes the review's row lock first (then the book's, by the
 * rating update), moves the book's rating by the difference its status change makes, resolves the
 * waiting reports and writes the audit entry in the same transaction; the book's card is renewed
 * after the commit.
 */
export const createReviewsAdminService = ({
  db,
  audit,
  catalog,
  mail,
  storefrontUrl,
  repository,
  withTransaction = createWithTransaction(db),
}: ReviewsAdminServiceDeps) => {
  const load = async (id: number, locale: Locale): Promise<AdminReportedReview> => {
    const row = await repository.findReviewAdminView(db, id);
    if (!row) throw notFound();
    return present(row, locale, await repository.findReports(db, id));
  };

  const moderate = async (
    actor: StaffActor,
    id: number,
    action: Action,
    reason: string | null | undefined,
    locale: Locale,
  ): Promise<AdminReportedReview> => {
    const moved = await withTransaction(async (tx) => {
      const review = await repository.lockReview(tx, id);
      if (!review) throw notFound();
      const before = review.status;
      let after = before;
      if (action === 'hide') {
        if (before === 'hidden')
          throw new AppError('CONFLICT', { message: 'reviews.admin.alreadyHidden' });
        after = 'hidden';
      } else if (action === 'restore') {
        if (before === 'published')
          throw new AppError('CONFLICT', { message: 'reviews.admin.alreadyPublished' });
        after = 'published';
      }
      const resolved = await repository.resolveReports(tx, id);
      if (action === 'dismiss') {
        if (resolved === 0)
          throw new AppError('CONFLICT', { message: 'reviews.admin.noOpenReports' });
        // Unfounded reports: the review they took out of sight comes back; a hidden one stays.
        if (before === 'reported') after = 'published';
      }
      if (after !== before)
        await repository.setReviewStatus(tx, id, after as 'published' | 'hidden');
      // Only a published review counts in the book's rating.
      const delta = (after === 'published' ? 1 : 0) - (before === 'published' ? 1 : 0);
      await repository.adjustBookRating(tx, {
        bookId: review.bookId,
        sumDelta: delta * review.rating,
        countDelta: delta,
      });
      await audit.record(tx, actor, {
        action: `review.${action}`,
        entityType: 'review',
        entityId: id,
        before: { status: before },
        after: { status: after, resolvedReports: resolved },
        reason: reason?.trim() || null,
      });
      return delta !== 0 ? review.bookId : null;
    });
    if (moved !== null) await catalog.bookChanged(moved);
    return load(id, locale);
  };

  const replies = createReviewReplies({ mail, storefrontUrl, repository });

  return {
    async list(
      query: {
        Page: number;
        PageSize: number;
        Q?: string | undefined;
        Status?: ReportedReviewFilter | undefined;
      },
      locale: Locale,
    ) {
      const rows = await repository.findReportedReviewPage(
        db,
        { status: query.Status ?? 'open', ...(query.Q ? { text: query.Q } : {}) },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map((row) => present(row, locale)),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    get: load,

    hide: (actor: StaffActor, id: number, reason: string | null | undefined, locale: Locale) =>
      moderate(actor, id, 'hide', reason, locale),
    restore: (actor: StaffActor, id: number, reason: string | null | undefined, locale: Locale) =>
      moderate(actor, id, 'restore', reason, locale),
    dismissReports: (
      actor: StaffActor,
      id: number,
      reason: string | null | undefined,
      locale: Locale,
    ) => moderate(actor, id, 'dismiss', reason, locale),

    /**
     * The store's public answer under a published or reported review, new or edited (one per
     * review: the review's row lock orders two first answers at once, so the second edits the
     * first). Only the first answer is e-mailed to the reviewer, in their language; a hidden review
     * cannot be answered (409). Audited in the same transaction. The store reads it at once: the
     * reviews block and `/book-review/{id}` are never cached, and the book's card carries no answer.
     */
    async answer(
      actor: StaffActor,
      id: number,
      body: string,
      locale: Locale,
    ): Promise<AdminReportedReview> {
      const text = replies.clean(body, locale);
      await withTransaction(async (tx) => {
        const review = await repository.lockReview(tx, id);
        if (!review) throw notFound();
        if (review.status === 'hidden')
          throw new AppError('CONFLICT', { message: 'reviews.admin.answerHidden' });
        const { before } = await replies.write(
          tx,
          id,
          { kind: 'store', staffId: actor.staffId },
          text,
        );
        await audit.record(tx, actor, {
          action: 'review.answer',
          entityType: 'review',
          entityId: id,
          before: { answer: before },
          after: { answer: text },
        });
      });
      return load(id, locale);
    },

    /** Removes the store's answer (404 when the review has none); audited with the text it had. */
    async removeAnswer(actor: StaffActor, id: number, locale: Locale) {
      await withTransaction(async (tx) => {
        const review = await repository.lockReview(tx, id);
        if (!review) throw notFound();
        const removed = await replies.remove(tx, id, 'store');
        if (!removed) throw new AppError('NOT_FOUND', { message: 'reviews.admin.noAnswer' });
        await audit.record(tx, actor, {
          action: 'review.answerDelete',
          entityType: 'review',
          entityId: id,
          before: { answer: removed.body },
          after: { answer: null },
        });
      });
      return load(id, locale);
    },
  };
};

export type ReviewsAdminService = ReturnType<typeof createReviewsAdminService>;
