import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  publisherApplications,
  publisherMessages,
  publishers,
} from '../../db/schema/index.js';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/** An application as the service sees it. */
export type ApplicationRecord = {
  id: number;
  customerId: number;
  status: ApplicationStatus;
  accountType: 'individual' | 'company';
  legalName: string;
  publisherName: string;
  taxId: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  website: string | null;
  bankCode: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bookKinds: string[];
  formats: string[];
  expectedTitles: string | null;
  sampleTitles: string;
  message: string;
  locale: string;
  createdAt: Date;
  decidedAt: Date | null;
  decisionNote: string | null;
  publisherId: number | null;
};

export type NewApplication = Omit<
  ApplicationRecord,
  'id' | 'status' | 'createdAt' | 'decidedAt' | 'decisionNote' | 'publisherId'
>;

/** The customer's waiting or approved application (at most one), or undefined. */
export const findOpenApplication = async (
  db: DbOrTx,
  customerId: number,
): Promise<ApplicationRecord | undefined> => {
  const [row] = await db
    .select()
    .from(publisherApplications)
    .where(
      and(
        eq(publisherApplications.customerId, customerId),
        inArray(publisherApplications.status, ['pending', 'approved']),
      ),
    )
    .limit(1);
  return row;
};

/** The application the customer's status comes from: the open one, else the latest rejected. */
export const findCurrentApplication = async (
  db: DbOrTx,
  customerId: number,
): Promise<ApplicationRecord | undefined> => {
  const [row] = await db
    .select()
    .from(publisherApplications)
    .where(eq(publisherApplications.customerId, customerId))
    .orderBy(
      desc(sql`${publisherApplications.status} <> 'rejected'`),
      desc(publisherApplications.createdAt),
      desc(publisherApplications.id),
    )
    .limit(1);
  return row;
};

/**
 * Writes a waiting application; undefined when the customer already has a waiting or approved one
 * (the partial unique index decides, also between concurrent requests).
 */
export const insertApplication = async (
  db: DbOrTx,
  application: NewApplication,
): Promise<ApplicationRecord | undefined> => {
  const [row] = await db
    .insert(publisherApplications)
    .values(application)
    .onConflictDoNothing()
    .returning();
  return row;
};

/** A published publisher, with the address its readers' messages go to. */
export const findPublisher = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: publishers.id,
      nameTh: publishers.nameTh,
      nameEn: publishers.nameEn,
      email: publishers.email,
    })
    .from(publishers)
    .where(and(eq(publishers.id, id), eq(publishers.published, true)))
    .limit(1);
  return row;
};

/** A signed-in sender's name and address, to fill what they left out. */
export const findCustomerContact = async (db: DbOrTx, customerId: number) => {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row;
};

export const insertPublisherMessage = async (
  db: DbOrTx,
  message: typeof publisherMessages.$inferInsert,
): Promise<string> => {
  const [row] = await db
    .insert(publisherMessages)
    .values(message)
    .returning({ id: publisherMessages.id });
  if (!row) throw new Error('insert into publisher_messages returned no row');
  return row.id;
};
