import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bookDetails,
  books,
  contributors,
  customers,
  portalRolePermissions,
  publisherMembers,
  publisherOrganisations,
  publishers,
  series,
  staff,
  titleEvents,
  titleSubmissions,
  type TitleFileWarnings,
  type TitlePending,
} from '../../db/schema/index.js';

/*
 * Publishers' titles and their review (docs/titles.md): the review state of a title
 * (`title_submissions`), its history (`title_events`), staff's list of submissions, the portal's
 * list of an organisation's books, and who is told of a decision. Every read the portal makes has
 * the caller's catalog publisher (`books.publisher_id`) in its WHERE.
 */

export type TitleReviewStatus = 'draft' | 'submitted' | 'approved' | 'changes_requested';
export type TitleEventKind =
  | 'create'
  | 'update'
  | 'cover'
  | 'file'
  | 'sample'
  | 'submit'
  | 'withdraw'
  | 'approve'
  | 'request_changes'
  | 'price'
  | 'publish'
  | 'unpublish';

export type TitleSubmissionRow = typeof titleSubmissions.$inferSelect;

/** The review state of one book; with `publisherId`, only when the book is that publisher's. */
export const findTitleSubmission = async (
  db: DbOrTx,
  bookId: number,
  options: { forUpdate?: boolean; publisherId?: number } = {},
): Promise<TitleSubmissionRow | undefined> => {
  const query = db
    .select({ submission: titleSubmissions })
    .from(titleSubmissions)
    .innerJoin(books, eq(books.id, titleSubmissions.bookId))
    .where(
      options.publisherId === undefined
        ? eq(titleSubmissions.bookId, bookId)
        : and(eq(titleSubmissions.bookId, bookId), eq(books.publisherId, options.publisherId)),
    );
  const [row] = options.forUpdate
    ? await query.for('update', { of: titleSubmissions })
    : await query;
  return row?.submission;
};

export const insertTitleSubmission = async (
  tx: DbOrTx,
  values: {
    bookId: number;
    status: TitleReviewStatus;
    approvedOnce: boolean;
    requestedPublishAt?: Date | null;
    pending?: TitlePending | null;
    fileWarnings?: TitleFileWarnings;
  },
): Promise<TitleSubmissionRow> => {
  const [row] = await tx.insert(titleSubmissions).values(values).returning();
  if (!row) throw new Error('title submission insert returned no row');
  return row;
};

export const updateTitleSubmission = async (
  tx: DbOrTx,
  bookId: number,
  set: Partial<
    Pick<
      TitleSubmissionRow,
      | 'status'
      | 'approvedOnce'
      | 'requestedPublishAt'
      | 'pending'
      | 'fileWarnings'
      | 'submittedAt'
      | 'decidedAt'
    >
  >,
): Promise<void> => {
  await tx
    .update(titleSubmissions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(titleSubmissions.bookId, bookId));
};

/**
 * Moves a title from one of `from` to `to` in one conditional statement: of two decisions at once
 * exactly one finds the state it expects. Answers the row after the change, or undefined.
 */
export const moveTitleStatus = async (
  tx: DbOrTx,
  bookId: number,
  from: TitleReviewStatus[],
  set: Partial<
    Pick<
      TitleSubmissionRow,
      'status' | 'approvedOnce' | 'pending' | 'fileWarnings' | 'submittedAt' | 'decidedAt'
    >
  > & { status: TitleReviewStatus },
): Promise<TitleSubmissionRow | undefined> => {
  const [row] = await tx
    .update(titleSubmissions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(titleSubmissions.bookId, bookId), inArray(titleSubmissions.status, from)))
    .returning();
  return row;
};

export const insertTitleEvent = async (
  tx: DbOrTx,
  values: {
    bookId: number;
    kind: TitleEventKind;
    staffId?: number | null;
    memberId?: number | null;
    comment?: string | null;
    changes?: unknown;
  },
): Promise<void> => {
  await tx.insert(titleEvents).values({ ...values, changes: values.changes ?? null });
};

export type TitleEventRow = {
  kind: TitleEventKind;
  at: Date;
  comment: string | null;
  staffId: number | null;
  staffName: string | null;
  memberId: number | null;
  memberName: string | null;
};

/** A title's history, newest first; with `publisherId`, only when the book is that publisher's. */
export const findTitleEvents = async (
  db: DbOrTx,
  bookId: number,
  options: { publisherId?: number; limit?: number } = {},
): Promise<TitleEventRow[]> =>
  db
    .select({
      kind: titleEvents.kind,
      at: titleEvents.at,
      comment: titleEvents.comment,
      staffId: titleEvents.staffId,
      staffName: staff.displayName,
      memberId: titleEvents.memberId,
      memberName: sql<
        string | null
      >`nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), '')`,
    })
    .from(titleEvents)
    .innerJoin(books, eq(books.id, titleEvents.bookId))
    .leftJoin(staff, eq(staff.id, titleEvents.staffId))
    .leftJoin(publisherMembers, eq(publisherMembers.id, titleEvents.memberId))
    .leftJoin(customers, eq(customers.id, publisherMembers.customerId))
    .where(
      options.publisherId === undefined
        ? eq(titleEvents.bookId, bookId)
        : and(eq(titleEvents.bookId, bookId), eq(books.publisherId, options.publisherId)),
    )
    .orderBy(desc(titleEvents.at), desc(titleEvents.id))
    .limit(options.limit ?? 100);

// ---------------------------------------------------------------- staff's list

export type SubmissionListRow = {
  bookId: number;
  nameTh: string;
  nameEn: string;
  coverKey: string | null;
  bookUpdatedAt: Date;
  publisher: { th: string; en: string } | null;
  status: TitleReviewStatus;
  approvedOnce: boolean;
  hasPending: boolean;
  submittedAt: Date | null;
  requestedPublishAt: Date | null;
  updatedAt: Date;
};

/**
 * One page of titles in a review state (one row more than asked): the oldest submission first
 * (`title_submissions_status_idx`), then by book. `text` is normalised words of the titles and
 * names, or `bookId` one book.
 */
export const findSubmissionPage = async (
  db: DbOrTx,
  params: {
    status: TitleReviewStatus;
    text?: string;
    bookId?: number;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<SubmissionListRow[]> => {
  const conditions: SQL[] = [eq(titleSubmissions.status, params.status)];
  if (params.bookId !== undefined) conditions.push(eq(titleSubmissions.bookId, params.bookId));
  if (params.text) conditions.push(sql`${books.searchText} like ${`%${params.text}%`}`);
  const direction = params.descending ? sql`desc` : sql`asc`;
  return db
    .select({
      bookId: titleSubmissions.bookId,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      coverKey: books.coverKey,
      bookUpdatedAt: books.updatedAt,
      publisher: sql<SubmissionListRow['publisher']>`${bookDetails.doc} -> 'publisher'`,
      status: titleSubmissions.status,
      approvedOnce: titleSubmissions.approvedOnce,
      hasPending: sql<boolean>`${titleSubmissions.pending} is not null`,
      submittedAt: titleSubmissions.submittedAt,
      requestedPublishAt: titleSubmissions.requestedPublishAt,
      updatedAt: titleSubmissions.updatedAt,
    })
    .from(titleSubmissions)
    .innerJoin(books, eq(books.id, titleSubmissions.bookId))
    .leftJoin(bookDetails, eq(bookDetails.bookId, books.id))
    .where(and(...conditions))
    .orderBy(
      sql`${titleSubmissions.submittedAt} ${direction} nulls last, ${titleSubmissions.bookId} ${direction}`,
    )
    .limit(params.limit)
    .offset(params.offset);
};

// ---------------------------------------------------------------- the portal's list

export type PortalTitleListRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  published: boolean;
  publishAt: Date | null;
  priceSatang: number;
  regularPriceSatang: number | null;
  soldCount: number;
  coverKey: string | null;
  updatedAt: Date;
  reviewStatus: TitleReviewStatus | null;
  hasPending: boolean;
  pendingCoverKey: string | null;
};

/** One page of a publisher's books, newest change first (one row more than asked). */
export const findPortalTitlePage = async (
  db: DbOrTx,
  params: {
    publisherId: number;
    reviewStatus?: TitleReviewStatus;
    text?: string;
    bookId?: number;
    limit: number;
    offset: number;
  },
): Promise<PortalTitleListRow[]> => {
  const conditions: SQL[] = [eq(books.publisherId, params.publisherId)];
  if (params.reviewStatus) conditions.push(eq(titleSubmissions.status, params.reviewStatus));
  if (params.bookId !== undefined) conditions.push(eq(books.id, params.bookId));
  if (params.text) conditions.push(sql`${books.searchText} like ${`%${params.text}%`}`);
  return db
    .select({
      id: books.id,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      published: books.published,
      publishAt: books.publishAt,
      priceSatang: books.priceSatang,
      regularPriceSatang: books.regularPriceSatang,
      soldCount: books.soldCount,
      coverKey: books.coverKey,
      updatedAt: books.updatedAt,
      reviewStatus: titleSubmissions.status,
      hasPending: sql<boolean>`${titleSubmissions.pending} is not null`,
      pendingCoverKey: sql<string | null>`${titleSubmissions.pending} ->> 'coverKey'`,
    })
    .from(books)
    .leftJoin(titleSubmissions, eq(titleSubmissions.bookId, books.id))
    .where(and(...conditions))
    .orderBy(desc(books.updatedAt), desc(books.id))
    .limit(params.limit)
    .offset(params.offset);
};

// ---------------------------------------------------------------- names and people

/** Thai and English names of contributors and series, by id. */
export const findNamesOf = async (
  db: DbOrTx,
  ids: { contributors: number[]; series: number[] },
): Promise<{
  contributors: Map<number, { th: string; en: string }>;
  series: Map<number, { th: string; en: string }>;
}> => {
  const [contributorRows, seriesRows] = await Promise.all([
    ids.contributors.length === 0
      ? []
      : db
          .select({ id: contributors.id, th: contributors.nameTh, en: contributors.nameEn })
          .from(contributors)
          .where(inArray(contributors.id, ids.contributors)),
    ids.series.length === 0
      ? []
      : db
          .select({ id: series.id, th: series.nameTh, en: series.nameEn })
          .from(series)
          .where(inArray(series.id, ids.series)),
  ]);
  return {
    contributors: new Map(contributorRows.map(({ id, ...name }) => [id, name])),
    series: new Map(seriesRows.map(({ id, ...name }) => [id, name])),
  };
};

/** A catalog publisher's names. */
export const findPublisherName = async (
  db: DbOrTx,
  publisherId: number,
): Promise<{ nameTh: string; nameEn: string } | undefined> => {
  const [row] = await db
    .select({ nameTh: publishers.nameTh, nameEn: publishers.nameEn })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  return row;
};

/** The organisation whose books are this catalog publisher's (ADR 0019), if any. */
export const findOrganisationOfPublisher = async (
  db: DbOrTx,
  publisherId: number,
): Promise<{ id: number; name: string } | undefined> => {
  const [row] = await db
    .select({ id: publisherOrganisations.id, name: publisherOrganisations.name })
    .from(publisherOrganisations)
    .where(eq(publisherOrganisations.catalogPublisherId, publisherId));
  return row;
};

export type TitleRecipient = {
  memberId: number;
  email: string;
  name: string;
  language: string;
};

/**
 * Who hears of staff's decision on a title: the members of the book's organisation whose role
 * holds `titles.write` (portal_role_permissions), and the owner always; each in their language.
 */
export const findTitleRecipients = async (
  db: DbOrTx,
  publisherId: number,
): Promise<TitleRecipient[]> => {
  const rows = await db
    .select({
      memberId: publisherMembers.id,
      email: customers.email,
      firstName: customers.firstName,
      language: customers.language,
    })
    .from(publisherMembers)
    .innerJoin(
      publisherOrganisations,
      eq(publisherOrganisations.id, publisherMembers.organisationId),
    )
    .innerJoin(customers, eq(customers.id, publisherMembers.customerId))
    .where(
      and(
        eq(publisherOrganisations.catalogPublisherId, publisherId),
        sql`${customers.email} is not null`,
        or(
          eq(publisherMembers.role, 'owner'),
          sql`exists (select 1 from ${portalRolePermissions}
            where ${portalRolePermissions.role} = ${publisherMembers.role}
              and ${portalRolePermissions.permission} = 'titles.write')`,
        ),
      ),
    )
    .orderBy(asc(publisherMembers.id));
  return rows.map((row) => ({
    memberId: row.memberId,
    email: row.email!,
    name: row.firstName || row.email!,
    language: row.language,
  }));
};
