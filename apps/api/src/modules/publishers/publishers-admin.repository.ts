import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  publisherApplications,
  publisherMembers,
  publisherOrganisations,
  publishers,
  staff,
} from '../../db/schema/index.js';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export type ApplicationFilter = {
  status?: ApplicationStatus;
  /** Part of the publisher, legal or contact name, the e-mail or the tax id. */
  text?: string;
  descending: boolean;
};

const applicationView = {
  application: publisherApplications,
  customerEmail: customers.email,
  organisationId: publisherOrganisations.id,
  decidedBy: staff.displayName,
};

const viewQuery = (db: DbOrTx) =>
  db
    .select(applicationView)
    .from(publisherApplications)
    .leftJoin(customers, eq(customers.id, publisherApplications.customerId))
    .leftJoin(
      publisherOrganisations,
      eq(publisherOrganisations.applicationId, publisherApplications.id),
    )
    .leftJoin(staff, eq(staff.id, publisherApplications.decidedByStaffId));

export type ApplicationView = Awaited<ReturnType<typeof findApplicationView>> & object;

/** One application with its applicant's address, its organisation and who decided it. */
export const findApplicationView = async (db: DbOrTx, id: number) => {
  const [row] = await viewQuery(db).where(eq(publisherApplications.id, id)).limit(1);
  return row;
};

/** A page of applications (waiting ones first by default: oldest first when filtered so). */
export const findApplicationPage = async (
  db: DbOrTx,
  filter: ApplicationFilter,
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(publisherApplications.status, filter.status));
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(publisherApplications.publisherName, like),
      ilike(publisherApplications.legalName, like),
      ilike(publisherApplications.contactName, like),
      ilike(publisherApplications.email, like),
      ilike(publisherApplications.taxId, like),
    );
    if (match) conditions.push(match);
  }
  const order = filter.descending ? desc : asc;
  return viewQuery(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      desc(sql`${publisherApplications.status} = 'pending'`),
      order(publisherApplications.createdAt),
      order(publisherApplications.id),
    )
    .limit(limit)
    .offset(offset);
};

/**
 * Decides a waiting application: the update takes only a `pending` row, so of two decisions at
 * once exactly one finds it (the other gets undefined).
 */
export const decideApplication = async (
  db: DbOrTx,
  id: number,
  decision: { status: 'approved' | 'rejected'; note: string | null; staffId: number | null },
) => {
  const [row] = await db
    .update(publisherApplications)
    .set({
      status: decision.status,
      decisionNote: decision.note,
      decidedAt: sql`now()`,
      decidedByStaffId: decision.staffId,
    })
    .where(and(eq(publisherApplications.id, id), eq(publisherApplications.status, 'pending')))
    .returning();
  return row;
};

/** The organisation of an approved application (the later publisher portal's account). */
export const insertOrganisation = async (
  db: DbOrTx,
  organisation: {
    applicationId: number;
    name: string;
    legalName: string;
    taxId: string;
    ownerCustomerId: number;
    approvedByStaffId: number | null;
    catalogPublisherId: number;
    payeeKind: 'individual' | 'company';
  },
) => {
  const [row] = await db.insert(publisherOrganisations).values(organisation).returning();
  if (!row) throw new Error('publisher_organisations insert returned nothing');
  return row;
};

/** The organisation that has this catalog publisher's books, if any. */
/**
 * Locks a catalog publisher's row for the approval linking it: two approvals that would take the
 * same one at once take turns, and the second then finds the first's organisation.
 */
export const lockCatalogPublisher = async (db: DbOrTx, catalogPublisherId: number) => {
  await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(eq(publishers.id, catalogPublisherId))
    .for('update');
};

export const findOrganisationByCatalogPublisher = async (
  db: DbOrTx,
  catalogPublisherId: number,
) => {
  const [row] = await db
    .select({ id: publisherOrganisations.id })
    .from(publisherOrganisations)
    .where(eq(publisherOrganisations.catalogPublisherId, catalogPublisherId))
    .limit(1);
  return row;
};

/** Links an approved application to its catalog publisher (the customer's publisher page). */
export const setApplicationPublisher = async (
  db: DbOrTx,
  applicationId: number,
  publisherId: number,
): Promise<void> => {
  await db
    .update(publisherApplications)
    .set({ publisherId })
    .where(eq(publisherApplications.id, applicationId));
};

/** Adds a customer to an organisation (one organisation per customer: the unique key). */
export const insertMember = async (
  db: DbOrTx,
  member: { organisationId: number; customerId: number; role: 'owner' | 'editor' | 'finance' },
) => {
  const [row] = await db.insert(publisherMembers).values(member).returning();
  if (!row) throw new Error('publisher_members insert returned nothing');
  return row;
};
