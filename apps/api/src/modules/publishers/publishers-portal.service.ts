import { publisherPagePath, type Locale } from '@nangsue/contracts';
import type { PortalMessage } from '@nangsue/contracts/portal';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import { localName } from '../../lib/local-name.js';
import type { AccountMail } from '../accounts/index.js';
import type * as portalRepository from './publishers-portal.repository.js';
import type { PortalMessageView } from './publishers-portal.repository.js';

/**
 * Who is reading or answering: a member of an organisation, whose catalog publisher's messages
 * they see (from the portal session, never from the request).
 */
export type PublisherMemberScope = {
  organisationId: number;
  catalogPublisherId: number;
  memberId: number;
};

export type PublishersPortalServiceDeps = {
  db: Database;
  /** The reply's e-mail to the sender: a job written in the reply's transaction. */
  mail: Pick<AccountMail, 'send'>;
  storefrontUrl: string;
  repository: Pick<
    typeof portalRepository,
    | 'findMessageReplies'
    | 'findPortalMessage'
    | 'findPortalMessagePage'
    | 'findReplyByClientKey'
    | 'insertMessageReply'
    | 'lockPortalMessage'
  >;
  withTransaction?: WithTransaction;
};

type ReplyView = Awaited<ReturnType<typeof portalRepository.findMessageReplies>>[number];

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const present = (row: PortalMessageView, replies: ReplyView[] = []): PortalMessage => ({
  MessageId: row.id,
  Name: row.name,
  Email: row.email,
  Subject: row.subject,
  Body: row.body,
  Language: row.locale === 'en' ? 'en' : 'th',
  CreatedAt: row.createdAt.toISOString(),
  ReplyCount: Number(row.replyCount),
  LastRepliedAt: isoOf(row.lastRepliedAt),
  Replies: replies.map((reply) => ({
    ReplyId: reply.id,
    Body: reply.body,
    AuthorName:
      reply.email === null
        ? null
        : `${reply.firstName ?? ''} ${reply.lastName ?? ''}`.trim() || reply.email,
    CreatedAt: reply.createdAt.toISOString(),
  })),
});

const notFound = () => new AppError('NOT_FOUND', { message: 'publishers.portal.messageNotFound' });

/**
 * Readers' messages to an organisation's catalog publisher in the publisher portal
 * (docs/publishers.md, "Replies from the portal"): the inbox, one message with its replies, and a
 * reply, kept with the message and e-mailed to its sender in the language they wrote in (a job in
 * the reply's transaction). The form's `ClientKey` makes a reply once: the same key again (a
 * double click, a retry, parallel requests) answers the message without a second reply or e-mail.
 */
export const createPublishersPortalService = ({
  db,
  mail,
  storefrontUrl,
  repository,
  withTransaction = createWithTransaction(db),
}: PublishersPortalServiceDeps) => {
  const load = async (scope: PublisherMemberScope, messageId: string) => {
    const row = await repository.findPortalMessage(db, messageId, scope.catalogPublisherId);
    if (!row) throw notFound();
    return present(row, await repository.findMessageReplies(db, messageId));
  };

  return {
    async list(
      scope: PublisherMemberScope,
      query: { Page: number; PageSize: number; Replied?: boolean | undefined },
    ) {
      const rows = await repository.findPortalMessagePage(
        db,
        {
          publisherId: scope.catalogPublisherId,
          ...(query.Replied !== undefined ? { replied: query.Replied } : {}),
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map((row) => present(row)),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    get: load,

    async reply(
      scope: PublisherMemberScope,
      messageId: string,
      input: { Body: string; ClientKey: string },
    ): Promise<PortalMessage> {
      const text = input.Body.normalize('NFC').trim();
      await withTransaction(async (tx) => {
        // The message's lock orders replies to it: a second request with the same key waits, then
        // finds the first's reply.
        const message = await repository.lockPortalMessage(tx, messageId, scope.catalogPublisherId);
        if (!message) throw notFound();
        const earlier = await repository.findReplyByClientKey(tx, input.ClientKey);
        if (earlier) {
          if (earlier.messageId !== messageId)
            throw new AppError('CONFLICT', { message: 'publishers.portal.replyKeyUsed' });
          return;
        }
        const replyId = await repository.insertMessageReply(tx, {
          messageId,
          memberId: scope.memberId,
          clientKey: input.ClientKey,
          body: text,
        });
        // Taken at once by another message's reply with the same key.
        if (replyId === undefined)
          throw new AppError('CONFLICT', { message: 'publishers.portal.replyKeyUsed' });
        const locale: Locale = message.locale === 'en' ? 'en' : 'th';
        const publisherName = localName(locale, {
          nameTh: message.publisherNameTh,
          nameEn: message.publisherNameEn,
        });
        await mail.send(
          {
            to: message.email,
            locale,
            name: message.name,
            // An answer to the reply reaches the publisher when its catalog entry has an address.
            ...(message.publisherEmail ? { replyTo: message.publisherEmail } : {}),
            email: {
              template: 'publisher-message-reply',
              publisherName,
              subject: message.subject,
              reply: text,
              publisherLink: `${storefrontUrl}${locale === 'en' ? '/en' : ''}${publisherPagePath(
                scope.catalogPublisherId,
              )}`,
            },
          },
          tx,
        );
      });
      return load(scope, messageId);
    },
  };
};

export type PublishersPortalService = ReturnType<typeof createPublishersPortalService>;
