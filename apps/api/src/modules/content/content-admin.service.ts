import { isContactTopic, type Locale } from '@nangsue/contracts';
import type {
  AdminContactMessage,
  AdminContentPage,
  ContentPageUpdateBody,
} from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { CatalogCache } from '../../lib/catalog-cache.js';
import { createCatalogWrite, createWithTransaction, type WithTransaction } from '../../lib/deps.js';
import type { AccountMail } from '../accounts/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import { topicLabel } from './content.service.js';
import type * as adminRepository from './content-admin.repository.js';

type MessageView = NonNullable<Awaited<ReturnType<typeof adminRepository.findContactMessage>>>;
type ReplyView = Awaited<ReturnType<typeof adminRepository.findReplies>>[number];

export type ContentAdminServiceDeps = {
  db: Database;
  audit: Audit;
  mail: Pick<AccountMail, 'send'>;
  /**
   * The pages' cached answers (content.service.ts) live in the catalog cache: an edit moves the
   * catalog version in its transaction, so every API process and the storefront's cached pages
   * (tag `catalog`) renew within seconds, as a book edit does.
   */
  cache: Pick<CatalogCache, 'moveTo'>;
  catalogUpkeep: { bumpCatalogVersion: (tx: DbOrTx) => Promise<string> };
  repository: Pick<
    typeof adminRepository,
    | 'findContactMessage'
    | 'findContactPage'
    | 'findContentPageById'
    | 'findContentPagePage'
    | 'findReplies'
    | 'insertReply'
    | 'lockContactMessage'
    | 'lockContentPage'
    | 'markHandled'
    | 'updateContentPage'
  >;
  withTransaction?: WithTransaction;
};

const present = (
  locale: Locale,
  row: MessageView,
  replies: ReplyView[] = [],
): AdminContactMessage => ({
  Id: row.message.id,
  Reference: row.message.reference,
  Topic: row.message.topic,
  TopicLabel: isContactTopic(row.message.topic)
    ? topicLabel(locale, row.message.topic)
    : row.message.topic,
  Name: row.message.name,
  Email: row.message.email,
  Phone: row.message.phone,
  OrderNumber: row.message.orderNumber,
  Body: row.message.body,
  Language: row.message.locale,
  CustomerId: row.message.customerId,
  CreatedAt: row.message.createdAt.toISOString(),
  HandledAt: row.message.handledAt?.toISOString() ?? null,
  ReplyCount: Number(row.replyCount),
  Replies: replies.map((reply) => ({
    Id: reply.id,
    Body: reply.body,
    StaffName: reply.staffName,
    CreatedAt: reply.createdAt.toISOString(),
  })),
});

type PageRow = NonNullable<Awaited<ReturnType<typeof adminRepository.findContentPageById>>>;

const presentPage = (row: PageRow): AdminContentPage => ({
  Id: row.id,
  Group: row.group,
  Key: row.key,
  Language: row.locale,
  Title: row.title,
  Summary: row.summary,
  BodyMarkdown: row.bodyMarkdown,
  DisplayOrder: row.displayOrder,
  Published: row.published,
  UpdatedAt: row.updatedAt.toISOString(),
});

const pageNotFound = () => new AppError('NOT_FOUND', { message: 'content.admin.pageNotFound' });

const notFound = () => new AppError('NOT_FOUND', { message: 'content.admin.messageNotFound' });

/**
 * The contact-us inbox in the back office (docs/content.md): messages unhandled first, one with its
 * thread, and staff's reply, which is kept in the thread, e-mailed to the sender in the message's
 * language (a job written in the same transaction), audited, and marks the message handled.
 */
export const createContentAdminService = ({
  db,
  audit,
  mail,
  cache,
  catalogUpkeep,
  repository,
  withTransaction = createWithTransaction(db),
}: ContentAdminServiceDeps) => {
  /** A content page's change moves the catalog version: the storefront's pages show it. */
  const catalogWrite = createCatalogWrite({ withTransaction, catalogUpkeep, cache });

  const load = async (locale: Locale, id: string): Promise<AdminContactMessage> => {
    const row = await repository.findContactMessage(db, id);
    if (!row) throw notFound();
    return present(locale, row, await repository.findReplies(db, id));
  };

  return {
    async list(
      locale: Locale,
      query: {
        Page: number;
        PageSize: number;
        Q?: string | undefined;
        Handled?: boolean | undefined;
      },
    ) {
      const rows = await repository.findContactPage(
        db,
        {
          ...(query.Q ? { text: query.Q } : {}),
          ...(query.Handled !== undefined ? { handled: query.Handled } : {}),
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map((row) => present(locale, row)),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    get: load,

    async pageList(query: {
      Page: number;
      PageSize: number;
      Q?: string | undefined;
      Group?: string | undefined;
      Language?: 'th' | 'en' | undefined;
    }) {
      const rows = await repository.findContentPagePage(
        db,
        {
          ...(query.Q ? { text: query.Q } : {}),
          ...(query.Group ? { group: query.Group } : {}),
          ...(query.Language ? { locale: query.Language } : {}),
        },
        query.PageSize + 1,
        (query.Page - 1) * query.PageSize,
      );
      return {
        Items: rows.slice(0, query.PageSize).map(presentPage),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    async pageGet(id: number): Promise<AdminContentPage> {
      const row = await repository.findContentPageById(db, id);
      if (!row) throw pageNotFound();
      return presentPage(row);
    },

    /**
     * Saves a page's text (audited, before and after) and moves the catalog version in the same
     * transaction: every cached page of its group (each lists the group's titles) and the
     * storefront's cached page renew.
     */
    async pageUpdate(
      actor: StaffActor,
      id: number,
      body: ContentPageUpdateBody,
    ): Promise<AdminContentPage> {
      const saved = await catalogWrite(async (tx) => {
        const before = await repository.lockContentPage(tx, id);
        if (!before) throw pageNotFound();
        const after = await repository.updateContentPage(tx, id, {
          ...(body.Title !== undefined ? { title: body.Title } : {}),
          ...(body.Summary !== undefined ? { summary: body.Summary } : {}),
          ...(body.BodyMarkdown !== undefined
            ? { bodyMarkdown: body.BodyMarkdown.normalize('NFC') }
            : {}),
          ...(body.DisplayOrder !== undefined ? { displayOrder: body.DisplayOrder } : {}),
          ...(body.Published !== undefined ? { published: body.Published } : {}),
        });
        const view = (row: PageRow) => ({
          title: row.title,
          summary: row.summary,
          bodyMarkdown: row.bodyMarkdown,
          displayOrder: row.displayOrder,
          published: row.published,
        });
        await audit.record(tx, actor, {
          action: 'content_page.update',
          entityType: 'content_page',
          entityId: id,
          before: view(before),
          after: view(after),
        });
        return after;
      });
      return presentPage(saved);
    },

    async reply(
      actor: StaffActor,
      staffLocale: Locale,
      id: string,
      body: string,
    ): Promise<AdminContactMessage> {
      const text = body.normalize('NFC').trim();
      await withTransaction(async (tx) => {
        const message = await repository.lockContactMessage(tx, id);
        if (!message) throw notFound();
        const reply = await repository.insertReply(tx, {
          messageId: id,
          staffId: actor.staffId,
          body: text,
        });
        await repository.markHandled(tx, id);
        const locale: Locale = message.locale === 'en' ? 'en' : 'th';
        await mail.send(
          {
            to: message.email,
            locale,
            name: message.name,
            email: { template: 'contact-reply', reference: message.reference, reply: text },
          },
          tx,
        );
        await audit.record(tx, actor, {
          action: 'contact_message.reply',
          entityType: 'contact_message',
          entityId: id,
          before: { handledAt: message.handledAt },
          after: { replyId: reply.id, reference: message.reference, body: text },
        });
      });
      return load(staffLocale, id);
    },
  };
};

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
