import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, contentPages, customers, orders } from '../../db/schema/index.js';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPage = typeof contentPages.$inferInsert;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** A published page of a group in one language. */
export const findPage = async (
  db: DbOrTx,
  params: { group: string; key: string; locale: string },
): Promise<ContentPageRow | undefined> => {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(
      and(
        eq(contentPages.group, params.group),
        eq(contentPages.key, params.key),
        eq(contentPages.locale, params.locale),
        eq(contentPages.published, true),
      ),
    );
  return row;
};

/** The published pages of a group in one language, in display order (for the side navigation). */
export const findGroupPages = async (
  db: DbOrTx,
  params: { group: string; locale: string },
): Promise<{ key: string; title: string; summary: string; displayOrder: number }[]> =>
  db
    .select({
      key: contentPages.key,
      title: contentPages.title,
      summary: contentPages.summary,
      displayOrder: contentPages.displayOrder,
    })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.group, params.group),
        eq(contentPages.locale, params.locale),
        eq(contentPages.published, true),
      ),
    )
    .orderBy(asc(contentPages.displayOrder), asc(contentPages.key));

/** Every stored page (the seed compares them with the files). */
export const findAllPages = async (db: DbOrTx): Promise<ContentPageRow[]> =>
  db.select().from(contentPages);

/** New pages from the seed; one that appeared meanwhile (another process seeding) is left alone. */
export const insertSeededPages = async (db: DbOrTx, rows: NewContentPage[]): Promise<number> => {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(contentPages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: contentPages.id });
  return inserted.length;
};

/** The seed's new text, only while the page still holds the previous seed's text (`seedHash`). */
export const updateSeededPage = async (
  db: DbOrTx,
  params: {
    id: number;
    previousSeedHash: string;
    values: Pick<
      NewContentPage,
      'title' | 'summary' | 'bodyMarkdown' | 'displayOrder' | 'seedHash'
    >;
  },
): Promise<boolean> => {
  const updated = await db
    .update(contentPages)
    .set({ ...params.values, updatedAt: sql`now()` })
    .where(and(eq(contentPages.id, params.id), eq(contentPages.seedHash, params.previousSeedHash)))
    .returning({ id: contentPages.id });
  return updated.length === 1;
};

/** A staff edit (the back office; tests): the text changes, the seed hash stays. */
export const updatePageText = async (
  db: DbOrTx,
  params: { group: string; key: string; locale: string; title: string; bodyMarkdown: string },
): Promise<void> => {
  await db
    .update(contentPages)
    .set({ title: params.title, bodyMarkdown: params.bodyMarkdown, updatedAt: sql`now()` })
    .where(
      and(
        eq(contentPages.group, params.group),
        eq(contentPages.key, params.key),
        eq(contentPages.locale, params.locale),
      ),
    );
};

/** Stores a contact-us message; false when its reference is taken (the caller draws another). */
export const insertContactMessage = async (
  db: DbOrTx,
  row: NewContactMessage,
): Promise<boolean> => {
  const inserted = await db
    .insert(contactMessages)
    .values(row)
    .onConflictDoNothing({ target: contactMessages.reference })
    .returning({ id: contactMessages.id });
  return inserted.length === 1;
};

/** A signed-in reader's name and e-mail, to prefill the form. */
export const findCustomerContact = async (
  db: DbOrTx,
  customerId: number,
): Promise<{ firstName: string; lastName: string; email: string | null } | undefined> => {
  const [row] = await db
    .select({
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), sql`${customers.deletedAt} is null`));
  return row;
};

/** The ids of a customer's latest orders, newest first. */
export const findRecentOrderIds = async (
  db: DbOrTx,
  params: { customerId: number; limit: number },
): Promise<number[]> => {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, params.customerId))
    .orderBy(desc(orders.id))
    .limit(params.limit);
  return rows.map((row) => row.id);
};
