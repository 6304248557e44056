import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  customers,
  publisherMembers,
  publisherMessageReplies,
  publisherMessages,
  publishers,
} from '../../db/schema/index.js';

/**
 * Readers' messages in the publisher portal (docs/publishers.md, "Replies from the portal"):
 * every function takes the organisation's catalog publisher and has it in its WHERE, so another
 * organisation's message is never read, listed, locked or answered.
 */

// Written out whole: a select from one table leaves its columns unqualified.
const replyCount = sql<number>`(select count(*)::int from publisher_message_replies r
  where r.message_id = publisher_messages.id)`;
const lastRepliedAt = sql<Date | null>`(select max(r.created_at) from publisher_message_replies r
  where r.message_id = publisher_messages.id)`;

const messageView = {
  id: publisherMessages.id,
  name: publisherMessages.name,
  email: publisherMessages.email,
  subject: publisherMessages.subject,
  body: publisherMessages.body,
  locale: publisherMessages.locale,
  createdAt: publisherMessages.createdAt,
  replyCount,
  lastRepliedAt,
};

export type PortalMessageView = NonNullable<Awaited<ReturnType<typeof findPortalMessage>>>;

/** A page of the messages to the publisher, newest first (`replied`: only with / without replies). */
export const findPortalMessagePage = async (
  db: DbOrTx,
  filter: { publisherId: number; replied?: boolean },
  limit: number,
  offset: number,
) => {
  const conditions: SQL[] = [eq(publisherMessages.publisherId, filter.publisherId)];
  if (filter.replied !== undefined)
    conditions.push(
      filter.replied
        ? sql`exists (select 1 from publisher_message_replies r where r.message_id = publisher_messages.id)`
        : sql`not exists (select 1 from publisher_message_replies r where r.message_id = publisher_messages.id)`,
    );
  return db
    .select(messageView)
    .from(publisherMessages)
    .where(and(...conditions))
    .orderBy(desc(publisherMessages.createdAt), desc(publisherMessages.id))
    .limit(limit)
    .offset(offset);
};

/** One message to the publisher, or undefined (another publisher's too). */
export const findPortalMessage = async (db: DbOrTx, messageId: string, publisherId: number) => {
  const [row] = await db
    .select(messageView)
    .from(publisherMessages)
    .where(and(eq(publisherMessages.id, messageId), eq(publisherMessages.publisherId, publisherId)))
    .limit(1);
  return row;
};

/** A message to the publisher, its row locked until the transaction ends (replies one at a time). */
export const lockPortalMessage = async (db: DbOrTx, messageId: string, publisherId: number) => {
  const [row] = await db
    .select({
      id: publisherMessages.id,
      name: publisherMessages.name,
      email: publisherMessages.email,
      subject: publisherMessages.subject,
      locale: publisherMessages.locale,
      publisherNameTh: publishers.nameTh,
      publisherNameEn: publishers.nameEn,
      publisherEmail: publishers.email,
    })
    .from(publisherMessages)
    .innerJoin(publishers, eq(publishers.id, publisherMessages.publisherId))
    .where(and(eq(publisherMessages.id, messageId), eq(publisherMessages.publisherId, publisherId)))
    .for('update', { of: publisherMessages });
  return row;
};

/** The replies to a message, oldest first, with the names of the members who wrote them. */
export const findMessageReplies = async (db: DbOrTx, messageId: string) =>
  db
    .select({
      id: publisherMessageReplies.id,
      body: publisherMessageReplies.body,
      createdAt: publisherMessageReplies.createdAt,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(publisherMessageReplies)
    .leftJoin(publisherMembers, eq(publisherMembers.id, publisherMessageReplies.memberId))
    .leftJoin(customers, eq(customers.id, publisherMembers.customerId))
    .where(eq(publisherMessageReplies.messageId, messageId))
    .orderBy(asc(publisherMessageReplies.createdAt), asc(publisherMessageReplies.id));

/** The reply a form's key already made, if any (any message's). */
export const findReplyByClientKey = async (db: DbOrTx, clientKey: string) => {
  const [row] = await db
    .select({ id: publisherMessageReplies.id, messageId: publisherMessageReplies.messageId })
    .from(publisherMessageReplies)
    .where(eq(publisherMessageReplies.clientKey, clientKey));
  return row;
};

/** A reply, unless its form's key made one already: answers the new row's id, or undefined. */
export const insertMessageReply = async (
  db: DbOrTx,
  reply: { messageId: string; memberId: number; clientKey: string; body: string },
): Promise<number | undefined> => {
  const [row] = await db
    .insert(publisherMessageReplies)
    .values(reply)
    .onConflictDoNothing({ target: publisherMessageReplies.clientKey })
    .returning({ id: publisherMessageReplies.id });
  return row?.id;
};
