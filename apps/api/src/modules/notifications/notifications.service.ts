import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  MAX_FOLLOWS,
  PAGE_SIZE,
  type EmailFrequency,
  type FollowBody,
  type FollowChange,
  type FollowList,
  type Locale,
  type NotificationItem,
  type NotificationPage,
  type NotificationSettings,
  type UnreadCount,
} from '@nangsue/contracts';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createWithTransaction, type CustomerLock, type WithTransaction } from '../../lib/deps.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mail.types.js';
import { localName } from '../../lib/local-name.js';
import { toPaging } from '../../lib/paging.js';
import { formatBaht } from '../../lib/pricing.js';
import { formatDateTime } from '../../lib/dates.js';
import type * as notificationsRepository from './notifications.repository.js';
import type { NotificationKind, NotificationRow } from './notifications.repository.js';

/** The jobs of follow and notify (src/jobs.ts). */
export const NOTIFICATION_JOBS = {
  /** Books made visible: their followers are told (data: `{ bookIds }`), batch by batch. */
  published: 'notifications.published',
  /** Books whose price changed and someone follows: a drop tells their followers (`{ bookIds }`). */
  priceDrops: 'notifications.priceDrops',
  /**
   * Notifications for named customers (data: {@link NotificationEvent}); for a module that may not
   * import this one (pre-orders), written in its own transaction with `jobs.send(…, { tx })`.
   */
  create: 'notifications.create',
  /** The e-mail "at once" of customers just told (data: `{ customerIds }`). */
  mailNow: 'notifications.mailNow',
  /** The digests, by schedule. */
  dailyDigest: 'notifications.dailyDigest',
  weeklyDigest: 'notifications.weeklyDigest',
} as const;

/**
 * An event told to named customers. `preorder_delivered`: the pre-ordered book reached their
 * shelves; `price_drop`: a wished book is cheaper (before and now in satang).
 */
export type NotificationEvent =
  | { kind: 'preorder_delivered'; customerIds: readonly number[]; productId: number }
  /** Staff moved the pre-ordered book's release later: its waiting buyers, the new time. */
  | {
      kind: 'preorder_delayed';
      customerIds: readonly number[];
      productId: number;
      releaseAt: string;
    }
  | {
      kind: 'price_drop';
      customerIds: readonly number[];
      productId: number;
      beforeSatang: number;
      nowSatang: number;
    };

/**
 * Followers told per statement of a fan-out (one INSERT … SELECT per batch), and the pause between
 * batches: each statement holds a core for ~0.1 s, and the pause leaves the cores to the catalog's
 * reads between them (docs/performance.md, "Notifications fan-out"); 100,000 followers take 50
 * batches, well under a minute.
 */
export const FANOUT_BATCH = 2_000;
export const FANOUT_PAUSE_MS = 20;
/** A digest or an e-mail at once tells what is at most this old (older unsent ones are dropped). */
const MAIL_WITHIN_DAYS = 8;
const DIGEST_ROUND = 200;
/** The name of the store secret that signs unsubscribe tokens (lib/store-secrets.repository.ts). */
export const UNSUBSCRIBE_SECRET_NAME = 'notifications.unsubscribe';

/**
 * In the transaction that makes books visible (staff publish, the schedule, an import): when
 * someone follows their series, authors or publisher, the fan-out job is written with the change,
 * so it exists if and only if the change committed. Needs only the job queue, so the
 * command-line import passes it too (cli/open-catalog-writer.ts).
 */
export const createPublishWatch =
  ({
    jobs,
    notifications,
  }: {
    jobs: Pick<JobQueue, 'send'>;
    notifications: Pick<typeof notificationsRepository, 'hasFollowersAmong' | 'writePriceMarks'>;
  }) =>
  async (tx: DbOrTx, bookIds: readonly number[]): Promise<void> => {
    // A book made visible keeps the price its followers first see (a missing mark only).
    await notifications.writePriceMarks(tx, { bookIds, overwrite: false });
    if (await notifications.hasFollowersAmong(tx, bookIds))
      await jobs.send(NOTIFICATION_JOBS.published, { bookIds: [...bookIds] }, { tx });
  };

/**
 * In the transaction of a price change (staff, a campaign starting or ending, an import; the
 * catalog's port `watchPrices`, beside the wish list's): books someone follows get the fan-out job
 * `notifications.priceDrops`, which compares their price with the price their followers last knew
 * (`book_price_marks`); the others' marks follow the price at once, so a later follower is not told
 * of an old drop. A new book's mark is its first price. Needs only the job queue (the command line
 * passes it too).
 */
export const createPriceDropWatch =
  ({
    jobs,
    notifications,
  }: {
    jobs: Pick<JobQueue, 'send'>;
    notifications: Pick<typeof notificationsRepository, 'findFollowedAmong' | 'writePriceMarks'>;
  }) =>
  async (tx: DbOrTx, bookIds: readonly number[]): Promise<void> => {
    if (bookIds.length === 0) return;
    const followed = await notifications.findFollowedAmong(tx, bookIds);
    const isFollowed = new Set(followed);
    await notifications.writePriceMarks(tx, {
      bookIds: bookIds.filter((id) => !isFollowed.has(id)),
      overwrite: true,
    });
    if (followed.length === 0) return;
    await notifications.writePriceMarks(tx, { bookIds: followed, overwrite: false });
    await jobs.send(NOTIFICATION_JOBS.priceDrops, { bookIds: followed }, { tx });
  };

export type NotificationsServiceDeps = {
  db: Database;
  jobs: Pick<JobQueue, 'send' | 'wake'>;
  mailer: Mailer;
  storefrontUrl: string;
  notifications: typeof notificationsRepository;
  customers: CustomerLock;
  /** The unsubscribe tokens' key: a store secret made once (`ensureSecret`). */
  secret: () => Promise<string>;
  withTransaction?: WithTransaction;
  fanOutBatch?: number;
  fanOutPauseMs?: number;
};

const base64url = (buffer: Buffer): string => buffer.toString('base64url');

/** A new random secret for `ensureSecret` (the first process to ask makes it). */
export const newUnsubscribeSecret = (): string => base64url(randomBytes(32));

/**
 * Follow and notify (docs/notifications.md): follows, the notifications list and its bell, the
 * e-mail choice, the one-click unsubscribe, and the events' fan-out in the background.
 */
export const createNotificationsService = ({
  db,
  jobs,
  mailer,
  storefrontUrl,
  notifications,
  customers,
  secret,
  withTransaction = createWithTransaction(db),
  fanOutBatch = FANOUT_BATCH,
  fanOutPauseMs = FANOUT_PAUSE_MS,
}: NotificationsServiceDeps) => {
  // ------------------------------------------------------------------ unsubscribe tokens (HMAC)
  const signatureOf = async (customerId: number): Promise<Buffer> =>
    createHmac('sha256', await secret())
      .update(`unsubscribe:${customerId}`)
      .digest()
      .subarray(0, 24);

  /** `<customer id>.<HMAC-SHA256(secret, "unsubscribe:<id>"), 24 bytes, base64url>`. */
  const unsubscribeToken = async (customerId: number): Promise<string> =>
    `${customerId}.${base64url(await signatureOf(customerId))}`;

  /** The customer a token names, or undefined when it was not made by this store. */
  const customerOfToken = async (token: string): Promise<number | undefined> => {
    const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
    if (!match) return undefined;
    const customerId = Number(match[1]);
    const given = Buffer.from(match[2]!, 'base64url');
    const expected = await signatureOf(customerId);
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? customerId
      : undefined;
  };

  /**
   * The RFC 8058 one-click address: the storefront's route handler (`app/api/unsubscribe/[token]`),
   * which forwards a POST here and sends a GET to a page that asks first.
   */
  const unsubscribeUrl = async (customerId: number): Promise<string> =>
    `${storefrontUrl}/api/unsubscribe/${await unsubscribeToken(customerId)}`;

  // ------------------------------------------------------------------------------- e-mails
  const lineOf = (locale: Locale, row: NotificationRow): string => {
    const book = localName(locale, { nameTh: row.bookNameTh, nameEn: row.bookNameEn });
    const seriesName =
      row.seriesNameTh === null
        ? ''
        : localName(locale, { nameTh: row.seriesNameTh, nameEn: row.seriesNameEn ?? '' });
    const link =
      row.bookId === null
        ? ''
        : ` ${storefrontUrl}${locale === 'en' ? '/en' : ''}/book-detail/${row.bookId}`;
    switch (row.kind) {
      case 'new_volume':
        return locale === 'en'
          ? `• New in the series ${seriesName}: ${book}${link}`
          : `• เล่มใหม่ในซีรีส์ ${seriesName}: ${book}${link}`;
      case 'new_book':
        return locale === 'en' ? `• New book: ${book}${link}` : `• หนังสือใหม่: ${book}${link}`;
      case 'price_drop':
        return `• ${book}: ${formatBaht(row.payload.beforeSatang ?? 0)} → ${formatBaht(row.payload.nowSatang ?? 0)}${link}`;
      case 'preorder_delivered':
        return locale === 'en'
          ? `• Your pre-order is on your bookshelf: ${book}${link}`
          : `• หนังสือที่สั่งจองไว้อยู่บนชั้นหนังสือแล้ว: ${book}${link}`;
      case 'preorder_delayed': {
        const date = row.payload.releaseAt ? formatDateTime(row.payload.releaseAt, locale) : '';
        return locale === 'en'
          ? `• Your pre-order now arrives later, on ${date}: ${book}${link}`
          : `• หนังสือที่สั่งจองไว้เลื่อนวางจำหน่ายเป็นวันที่ ${date}: ${book}${link}`;
      }
    }
  };

  /**
   * Claims the customer's notifications not e-mailed yet and e-mails them, in one transaction: a
   * failed delivery rolls the claim back and the job's retry sends it (the delivery key makes a
   * retried delivery one e-mail).
   */
  const mailCustomer = async (customerId: number, digest: boolean): Promise<number> =>
    withTransaction(async (tx) => {
      const recipient = await notifications.findRecipient(tx, customerId);
      if (!recipient?.email) return 0;
      const rows = await notifications.claimUnemailed(tx, {
        customerId,
        withinDays: MAIL_WITHIN_DAYS,
      });
      if (rows.length === 0) return 0;
      const locale: Locale = recipient.language === 'en' ? 'en' : 'th';
      const unsubscribeLink = await unsubscribeUrl(customerId);
      await mailer.sendAccountEmail({
        deliveryKey: `notifications:${customerId}:${rows.map((row) => row.id).join(',')}`,
        to: recipient.email,
        locale,
        name: recipient.firstName || recipient.email,
        email: {
          template: digest ? 'notifications-digest' : 'notifications',
          count: rows.length,
          lines: rows.map((row) => lineOf(locale, row)).join('\n'),
          notificationsLink: `${storefrontUrl}${locale === 'en' ? '/en' : ''}/notifications`,
          unsubscribeLink,
        },
        headers: {
          'List-Unsubscribe': `<${unsubscribeLink}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return rows.length;
    });

  const mailLater = async (tx: DbOrTx, customerIds: readonly number[]): Promise<void> => {
    if (customerIds.length > 0)
      await jobs.send(NOTIFICATION_JOBS.mailNow, { customerIds: [...customerIds] }, { tx });
  };

  /**
   * Notifications for named customers, in the caller's transaction (one statement), once per
   * customer and event however often called; the e-mail "at once" is written with them.
   */
  const createNotifications = async (tx: DbOrTx, event: NotificationEvent): Promise<void> => {
    const immediate = await notifications.insertForCustomers(tx, {
      customerIds: event.customerIds,
      kind: event.kind,
      bookId: event.productId,
      seriesId: null,
      payload:
        event.kind === 'price_drop'
          ? { beforeSatang: event.beforeSatang, nowSatang: event.nowSatang }
          : event.kind === 'preorder_delayed'
            ? { releaseAt: event.releaseAt }
            : {},
      dedupeKey:
        event.kind === 'price_drop'
          ? `price:${event.productId}:${event.nowSatang}`
          : event.kind === 'preorder_delayed'
            ? `preorder-delayed:${event.productId}:${event.releaseAt}`
            : `preorder:${event.productId}`,
    });
    await mailLater(tx, immediate);
  };

  /**
   * One target's followers, batch by batch (`fanOutBatch` followers each, `fanOutPauseMs` apart),
   * each batch one statement (`runBatch`) and one transaction with its e-mails' job.
   */
  const eachFollowerBatch = async (
    target: { kind: 'series' | 'contributor' | 'publisher'; targetId: number },
    runBatch: (
      tx: DbOrTx,
      batch: notificationsRepository.FollowerBatch,
    ) => Promise<notificationsRepository.FanOutResult>,
  ): Promise<void> => {
    let afterId = 0;
    for (;;) {
      const lastId = await withTransaction(async (tx) => {
        const batch = await runBatch(tx, { ...target, afterId, limit: fanOutBatch });
        await mailLater(tx, batch.immediate);
        return batch.lastId;
      });
      if (lastId === null) return;
      afterId = lastId;
      if (fanOutPauseMs > 0) await new Promise((resolve) => setTimeout(resolve, fanOutPauseMs));
    }
  };

  /** A visible book's news to one target's followers (once per reader and book: `book:<id>`). */
  const fanOutTarget = (
    target: { kind: 'series' | 'contributor' | 'publisher'; targetId: number },
    book: { id: number; seriesId: number | null },
    notification: NotificationKind,
  ): Promise<void> =>
    eachFollowerBatch(target, (tx, batch) =>
      notifications.fanOutBatch(tx, {
        ...batch,
        notification,
        bookId: book.id,
        seriesId: book.seriesId,
        dedupeKey: `book:${book.id}`,
      }),
    );

  return {
    createNotifications,
    unsubscribeToken,

    /** The catalog's port: the fan-out job written with the change (`createPublishWatch`). */
    watchPublished: createPublishWatch({ jobs, notifications }),

    /**
     * The fan-out (a job): for each book still visible, its series' followers are told of a new
     * volume, then its authors' and publisher's followers of a new book; a reader who follows
     * several of them is told once (the dedupe key `book:<id>`). Set-based, batch by batch in id
     * order; run twice, it tells nobody twice.
     */
    fanOutPublished: async (bookIds: readonly number[]): Promise<void> => {
      for (const book of await notifications.findBookTargets(db, bookIds)) {
        if (!book.published) continue;
        if (book.seriesId !== null)
          await fanOutTarget({ kind: 'series', targetId: book.seriesId }, book, 'new_volume');
        for (const contributorId of book.contributorIds)
          await fanOutTarget({ kind: 'contributor', targetId: contributorId }, book, 'new_book');
        if (book.publisherId !== null)
          await fanOutTarget({ kind: 'publisher', targetId: book.publisherId }, book, 'new_book');
      }
    },

    /** The catalog's port for price changes (`createPriceDropWatch`). */
    watchPrices: createPriceDropWatch({ jobs, notifications }),

    /**
     * The price-drop fan-out (a job): each book still visible and cheaper than the price its
     * followers last knew tells the followers of its series, each author and its publisher, batch by
     * batch, once per reader and drop (`price:<book>:<now>`, the wish list's key; wish-listers are
     * the wish list's to tell); then the mark moves to the price. A dearer book's mark moves up
     * silently. Run twice, it tells nobody twice.
     */
    fanOutPriceDrops: async (bookIds: readonly number[]): Promise<void> => {
      for (const book of await notifications.findBookTargets(db, bookIds)) {
        const price = await notifications.findPriceMark(db, book.id);
        if (!price) continue;
        const { priceSatang: nowSatang, markSatang: beforeSatang } = price;
        if (book.published && beforeSatang !== null && nowSatang < beforeSatang) {
          const targets: { kind: 'series' | 'contributor' | 'publisher'; targetId: number }[] = [
            ...(book.seriesId === null
              ? []
              : [{ kind: 'series' as const, targetId: book.seriesId }]),
            ...book.contributorIds.map((id) => ({ kind: 'contributor' as const, targetId: id })),
            ...(book.publisherId === null
              ? []
              : [{ kind: 'publisher' as const, targetId: book.publisherId }]),
          ];
          for (const target of targets)
            await eachFollowerBatch(target, (tx, batch) =>
              notifications.fanOutPriceDropBatch(tx, {
                ...batch,
                bookId: book.id,
                beforeSatang,
                nowSatang,
              }),
            );
        }
        if (beforeSatang !== nowSatang)
          await notifications.movePriceMark(db, {
            bookId: book.id,
            fromSatang: beforeSatang,
            toSatang: nowSatang,
          });
      }
    },

    /**
     * The wish list's price drops (its port `tellDrops`, in the transaction that claimed them):
     * they become the customer's notifications; answers whether the wish list's own e-mail goes
     * now (the reader's choice is "at once"), in which case they are marked told. A digest tells
     * them otherwise; "never" tells them only in the store.
     */
    tellPriceDrops: async (
      tx: DbOrTx,
      customerId: number,
      drops: readonly { bookId: number; beforeSatang: number; nowSatang: number }[],
    ): Promise<boolean> => {
      const now = (await notifications.findFrequency(tx, customerId)) === 'immediate';
      await notifications.insertPriceDrops(tx, { customerId, drops, emailed: now });
      return now;
    },

    /** The headers of the wish list's e-mail: the one-click unsubscribe (RFC 8058). */
    unsubscribeHeaders: async (customerId: number): Promise<Record<string, string>> => ({
      'List-Unsubscribe': `<${await unsubscribeUrl(customerId)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),

    /** The job that creates notifications written by another module (`NOTIFICATION_JOBS.create`). */
    createFromJob: async (event: NotificationEvent): Promise<void> =>
      withTransaction((tx) => createNotifications(tx, event)),

    /** The e-mail at once (a job): each customer's untold notifications in one e-mail. */
    mailNow: async (customerIds: readonly number[]): Promise<void> => {
      for (const customerId of customerIds) await mailCustomer(customerId, false);
    },

    /** A digest run (a scheduled job): every customer of that frequency with something untold. */
    runDigest: async (frequency: 'daily' | 'weekly'): Promise<number> => {
      let afterCustomerId = 0;
      let sent = 0;
      for (;;) {
        const customerIds = await notifications.findDigestCustomers(db, {
          frequency,
          withinDays: MAIL_WITHIN_DAYS,
          afterCustomerId,
          limit: DIGEST_ROUND,
        });
        if (customerIds.length === 0) return sent;
        for (const customerId of customerIds)
          if ((await mailCustomer(customerId, true)) > 0) sent += 1;
        afterCustomerId = customerIds.at(-1)!;
      }
    },

    // ------------------------------------------------------------------------------ follows
    follow: async (customerId: number, body: FollowBody): Promise<FollowChange> =>
      withTransaction(async (tx) => {
        // One change to one reader's follows at a time: the cap holds under parallel follows.
        await customers.lockCustomer(tx, customerId);
        if (!(await notifications.targetExists(tx, body.Kind, body.TargetId)))
          throw new AppError('NOT_FOUND', { message: 'notifications.targetNotFound' });
        if ((await notifications.countFollows(tx, customerId)) >= MAX_FOLLOWS)
          throw new AppError('CONFLICT', {
            message: 'notifications.tooManyFollows',
            params: { max: MAX_FOLLOWS },
          });
        await notifications.insertFollow(tx, {
          customerId,
          kind: body.Kind,
          targetId: body.TargetId,
        });
        return { Kind: body.Kind, TargetId: body.TargetId, IsFollowing: true };
      }),

    /** Stops following; following nothing there is no error. */
    unfollow: async (customerId: number, body: FollowBody): Promise<FollowChange> => {
      await notifications.deleteFollow(db, {
        customerId,
        kind: body.Kind,
        targetId: body.TargetId,
      });
      return { Kind: body.Kind, TargetId: body.TargetId, IsFollowing: false };
    },

    listFollows: async (customerId: number, locale: Locale): Promise<FollowList> => ({
      Items: (await notifications.listFollows(db, customerId)).map((row) => ({
        Kind: row.kind,
        TargetId: row.targetId,
        Name: localName(locale, row),
        FollowedOn: row.createdAt.toISOString(),
      })),
    }),

    // ------------------------------------------------------------------------- notifications
    page: async (
      customerId: number,
      locale: Locale,
      pageNumber: number,
    ): Promise<NotificationPage> => {
      const [total, unread, rows] = await Promise.all([
        notifications.countAll(db, customerId),
        notifications.countUnread(db, customerId),
        notifications.listPage(db, {
          customerId,
          limit: PAGE_SIZE,
          offset: (pageNumber - 1) * PAGE_SIZE,
        }),
      ]);
      return {
        Items: rows.map((row): NotificationItem => ({
          Id: row.id,
          Kind: row.kind,
          ProductId: row.bookId,
          ProductName: localName(locale, { nameTh: row.bookNameTh, nameEn: row.bookNameEn }),
          SeriesName:
            row.seriesNameTh === null
              ? null
              : localName(locale, { nameTh: row.seriesNameTh, nameEn: row.seriesNameEn ?? '' }),
          BeforeSatang: row.payload.beforeSatang ?? null,
          NowSatang: row.payload.nowSatang ?? null,
          CreatedOn: row.createdAt.toISOString(),
          IsRead: row.readAt !== null,
        })),
        Paging: toPaging(pageNumber, total),
        UnreadCount: unread,
      };
    },

    unreadCount: async (customerId: number): Promise<UnreadCount> => ({
      UnreadCount: await notifications.countUnread(db, customerId),
    }),

    /** Marks one read; another customer's (or a missing) notification is 404. */
    markRead: async (customerId: number, id: number): Promise<UnreadCount> => {
      if (!(await notifications.markRead(db, { customerId, id })))
        throw new AppError('NOT_FOUND', { message: 'notifications.notFound' });
      return { UnreadCount: await notifications.countUnread(db, customerId) };
    },

    markAllRead: async (customerId: number): Promise<UnreadCount> => {
      await notifications.markAllRead(db, customerId);
      return { UnreadCount: 0 };
    },

    settings: async (customerId: number): Promise<NotificationSettings> => ({
      EmailFrequency: await notifications.findFrequency(db, customerId),
    }),

    saveSettings: async (
      customerId: number,
      frequency: EmailFrequency,
    ): Promise<NotificationSettings> => {
      await notifications.saveFrequency(db, customerId, frequency);
      return { EmailFrequency: frequency };
    },

    /**
     * The one-click unsubscribe (RFC 8058), without a session: a token this store signed sets the
     * customer's e-mail to never; any other token is 400 with a clear message.
     */
    unsubscribe: async (token: string): Promise<NotificationSettings> => {
      const customerId = await customerOfToken(token);
      if (customerId === undefined || !(await notifications.customerExists(db, customerId)))
        throw new AppError('VALIDATION_FAILED', { message: 'notifications.badUnsubscribeToken' });
      await notifications.saveFrequency(db, customerId, 'never');
      return { EmailFrequency: 'never' };
    },
  };
};

export type NotificationsService = ReturnType<typeof createNotificationsService>;
