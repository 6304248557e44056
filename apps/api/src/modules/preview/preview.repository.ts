import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  books,
  customers,
  portalPreviews,
  portalRolePermissions,
  publisherMembers,
  publisherOrganisations,
  titleSubmissions,
  type TitlePendingFile,
} from '../../db/schema/index.js';

/**
 * A publisher member's previews (docs/reader.md "Preview"): the one-time links, the reading
 * sessions they become, and the book they read. Every read of a book here has the organisation's
 * catalog publisher in its `WHERE` (ADR 0019): another organisation's book is not found.
 */

/** The permission a member's role must still hold for a preview to open or read on. */
const PREVIEW_PERMISSION = 'titles.read';

export type PreviewBookRow = {
  id: number;
  nameTh: string;
  nameEn: string;
  textLanguage: 'th' | 'en';
  published: boolean;
  /** The files of a revision waiting for review (they are what goes live), if any. */
  pendingFiles: TitlePendingFile[];
};

/** A book of the catalog publisher, published or not, with the files of its pending revision. */
export const findPublisherBook = async (
  db: DbOrTx,
  params: { bookId: number; catalogPublisherId: number },
): Promise<PreviewBookRow | undefined> => {
  const [row] = await db
    .select({
      id: books.id,
      nameTh: books.nameTh,
      nameEn: books.nameEn,
      textLanguage: books.textLanguage,
      published: books.published,
      pending: titleSubmissions.pending,
    })
    .from(books)
    .leftJoin(titleSubmissions, eq(titleSubmissions.bookId, books.id))
    .where(and(eq(books.id, params.bookId), eq(books.publisherId, params.catalogPublisherId)));
  if (!row) return undefined;
  const { pending, ...book } = row;
  return { ...book, pendingFiles: pending?.files ?? [] };
};

/** A new one-time link; the member's previews over a day old are dropped on the way. */
export const insertPreviewLink = async (
  db: DbOrTx,
  values: { memberId: number; bookId: number; tokenHash: string; linkExpiresAt: Date; now: Date },
): Promise<void> => {
  const dayAgo = new Date(values.now.getTime() - 86_400_000);
  await db
    .delete(portalPreviews)
    .where(
      and(
        eq(portalPreviews.memberId, values.memberId),
        or(
          lt(portalPreviews.sessionExpiresAt, dayAgo),
          and(isNull(portalPreviews.sessionExpiresAt), lt(portalPreviews.linkExpiresAt, dayAgo)),
        ),
      ),
    );
  await db.insert(portalPreviews).values({
    memberId: values.memberId,
    bookId: values.bookId,
    tokenHash: values.tokenHash,
    linkExpiresAt: values.linkExpiresAt,
    createdAt: values.now,
  });
};

/**
 * Opens a link once: in one statement, only a link not opened yet and not expired becomes the
 * reading session; a second opening (or one racing it) changes nothing and gets nothing.
 */
export const openPreviewLink = async (
  db: DbOrTx,
  params: {
    tokenHash: string;
    sessionHash: string;
    now: Date;
    sessionExpiresAt: Date;
    ip: string | null;
  },
): Promise<{ id: number } | undefined> => {
  const [row] = await db
    .update(portalPreviews)
    .set({
      openedAt: params.now,
      sessionHash: params.sessionHash,
      sessionExpiresAt: params.sessionExpiresAt,
      openedIp: params.ip?.slice(0, 64) ?? null,
    })
    .where(
      and(
        eq(portalPreviews.tokenHash, params.tokenHash),
        isNull(portalPreviews.openedAt),
        gt(portalPreviews.linkExpiresAt, params.now),
      ),
    )
    .returning({ id: portalPreviews.id });
  return row;
};

export type PreviewSessionRow = {
  previewId: number;
  bookId: number;
  traceId: string;
  sessionExpiresAt: Date | null;
  memberEmail: string | null;
  memberFirstName: string;
  memberLastName: string;
  catalogPublisherId: number;
};

/**
 * The live reading session a token hash names: not past its end, its member still in the
 * organisation with a role that reads titles, their store account neither deleted nor locked,
 * and the book still the organisation's.
 */
export const findPreviewSession = async (
  db: DbOrTx,
  params: { sessionHash: string; now: Date },
): Promise<PreviewSessionRow | undefined> => {
  const [row] = await db
    .select({
      previewId: portalPreviews.id,
      bookId: portalPreviews.bookId,
      traceId: portalPreviews.traceId,
      sessionExpiresAt: portalPreviews.sessionExpiresAt,
      memberEmail: customers.email,
      memberFirstName: customers.firstName,
      memberLastName: customers.lastName,
      catalogPublisherId: publisherOrganisations.catalogPublisherId,
    })
    .from(portalPreviews)
    .innerJoin(publisherMembers, eq(publisherMembers.id, portalPreviews.memberId))
    .innerJoin(
      publisherOrganisations,
      eq(publisherOrganisations.id, publisherMembers.organisationId),
    )
    .innerJoin(customers, eq(customers.id, publisherMembers.customerId))
    .innerJoin(
      books,
      and(
        eq(books.id, portalPreviews.bookId),
        eq(books.publisherId, publisherOrganisations.catalogPublisherId),
      ),
    )
    .where(
      and(
        eq(portalPreviews.sessionHash, params.sessionHash),
        gt(portalPreviews.sessionExpiresAt, params.now),
        isNull(customers.deletedAt),
        isNull(customers.lockedAt),
        sql`exists (select 1 from ${portalRolePermissions} where ${portalRolePermissions.role} = ${publisherMembers.role} and ${portalRolePermissions.permission} = ${PREVIEW_PERMISSION})`,
      ),
    );
  return row;
};
