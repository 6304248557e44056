import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, contactReplies, contentPages, staff } from '../../db/schema/index.js';

export type ContactFilter = {
  handled?: boolean;
  /** Part of the reference, name, e-mail or text. */
  text?: string;
};

// Written out whole: a select from one table leaves its columns unqualified.
const replyCount = sql<number>`(select count(*)::int from contact_replies r
  where r.message_id = contact_messages.id)`;

const messageView = { message: contactMessages, replyCount };

/** A page of contact-us messages: unhandled first, then newest first. */
export const findContactPage = async (
  db: DbOrTx,
  filter: ContactFilter,
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.handled === true) conditions.push(isNotNull(contactMessages.handledAt));
  if (filter.handled === false) conditions.push(isNull(contactMessages.handledAt));
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(
      ilike(contactMessages.reference, like),
      ilike(contactMessages.name, like),
      ilike(contactMessages.email, like),
      ilike(contactMessages.body, like),
    );
    if (match) conditions.push(match);
  }
  return db
    .select(messageView)
    .from(contactMessages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      desc(sql`${contactMessages.handledAt} is null`),
      desc(contactMessages.createdAt),
      asc(contactMessages.id),
    )
    .limit(limit)
    .offset(offset);
};

export const findContactMessage = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select(messageView)
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .limit(1);
  return row;
};

/** The message's row, locked for a reply (replies to one message are written one at a time). */
export const lockContactMessage = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
    .limit(1);
  return row;
};

/** The thread of a message, oldest first, with who wrote each reply. */
export const findReplies = async (db: DbOrTx, messageId: string) =>
  db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      staffName: staff.displayName,
    })
    .from(contactReplies)
    .leftJoin(staff, eq(staff.id, contactReplies.staffId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));

export const insertReply = async (
  db: DbOrTx,
  reply: { messageId: string; staffId: number | null; body: string },
) => {
  const [row] = await db.insert(contactReplies).values(reply).returning();
  if (!row) throw new Error('contact_replies insert returned nothing');
  return row;
};

/** Marks the message handled (the first reply's time is kept). */
export const markHandled = async (db: DbOrTx, id: string) => {
  await db
    .update(contactMessages)
    .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
    .where(eq(contactMessages.id, id));
};

// ---------------------------------------------------------------- content pages

/** A page of content pages, by group, order and language. */
export const findContentPagePage = async (
  db: DbOrTx,
  filter: { group?: string; locale?: string; text?: string },
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [];
  if (filter.group) conditions.push(eq(contentPages.group, filter.group));
  if (filter.locale) conditions.push(eq(contentPages.locale, filter.locale));
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(contentPages.title, like), ilike(contentPages.key, like));
    if (match) conditions.push(match);
  }
  return db
    .select()
    .from(contentPages)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      asc(contentPages.group),
      asc(contentPages.displayOrder),
      asc(contentPages.key),
      asc(contentPages.locale),
    )
    .limit(limit)
    .offset(offset);
};

export const findContentPageById = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id)).limit(1);
  return row;
};

export const lockContentPage = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(eq(contentPages.id, id))
    .for('update')
    .limit(1);
  return row;
};

/** A staff edit: the changed fields; the seed hash stays, so a re-seed leaves the page alone. */
export const updateContentPage = async (
  db: DbOrTx,
  id: number,
  values: Partial<{
    title: string;
    summary: string;
    bodyMarkdown: string;
    displayOrder: number;
    published: boolean;
  }>,
) => {
  const [row] = await db
    .update(contentPages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contentPages.id, id))
    .returning();
  if (!row) throw new Error('content_pages update returned nothing');
  return row;
};
