import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, contactReplies, staff } from '../../db/schema/index.js';

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
