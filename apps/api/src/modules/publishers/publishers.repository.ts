import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  publisherApplications,
  publisherMessages,
  publishers,
} from '../../db/schema/index.js';

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

/**
 * An application as the service sees it. The formats and the expected number of titles are kept
 * in `book_kinds` beside the kinds (`format:epub`, `titles:11-50`) until they have columns of
 * their own (docs/publishers.md); only this file knows.
 */
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

const FORMAT_PREFIX = 'format:';
const TITLES_PREFIX = 'titles:';

const toRecord = (row: typeof publisherApplications.$inferSelect): ApplicationRecord => {
  const { bookKinds: stored, ...rest } = row;
  return {
    ...rest,
    bookKinds: stored.filter((code) => !code.includes(':')),
    formats: stored
      .filter((code) => code.startsWith(FORMAT_PREFIX))
      .map((code) => code.slice(FORMAT_PREFIX.length)),
    expectedTitles:
      stored.find((code) => code.startsWith(TITLES_PREFIX))?.slice(TITLES_PREFIX.length) ?? null,
  };
};

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
  return row && toRecord(row);
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
  return row && toRecord(row);
};

/**
 * Writes a waiting application; undefined when the customer already has a waiting or approved one
 * (the partial unique index decides, also between concurrent requests).
 */
export const insertApplication = async (
  db: DbOrTx,
  application: NewApplication,
): Promise<ApplicationRecord | undefined> => {
  const { formats, expectedTitles, bookKinds, ...columns } = application;
  const [row] = await db
    .insert(publisherApplications)
    .values({
      ...columns,
      bookKinds: [
        ...bookKinds,
        ...formats.map((format) => `${FORMAT_PREFIX}${format}`),
        ...(expectedTitles ? [`${TITLES_PREFIX}${expectedTitles}`] : []),
      ],
    })
    .onConflictDoNothing()
    .returning();
  return row && toRecord(row);
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
