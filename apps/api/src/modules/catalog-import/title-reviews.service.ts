import type { Locale } from '@nangsue/contracts';
import type {
  AdminBookUpdateBody,
  AdminTitleSubmission,
  AdminTitleSubmissionListItem,
  AdminTitleSubmissionListQuery,
} from '@nangsue/contracts/admin';
import type { Database, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { formatDateTime } from '../../lib/dates.js';
import type { Clock } from '../../lib/deps.js';
import { localName } from '../../lib/local-name.js';
import { translate } from '../../lib/messages.js';
import { normalizeText } from '../../lib/search-text.js';
import type { AccountMail } from '../accounts/index.js';
import type { StaffActor } from '../staff/index.js';
import type { AdminBookRow } from './catalog-admin.repository.js';
import type { CatalogAdminService } from './catalog-admin.service.js';
import {
  describedChanges,
  describeTitle,
  idsToName,
  overlay,
  type TitleFields,
} from './titles-view.js';
import type * as titlesRepository from './titles.repository.js';
import type { TitleSubmissionRow } from './titles.repository.js';

/**
 * Staff's review of publishers' titles (issue 25, docs/titles.md), permission `catalog.write`.
 * A decision takes only a title waiting for review: the book's row is locked first (as every book
 * write), then one conditional update on `status = 'submitted'`, so of two decisions at once
 * exactly one is made and the other answers 409. Approving a new title publishes it, or schedules
 * it for the publisher's chosen time (else its release date, when later); approving a revision
 * applies its fields, cover and files to the live book. Each decision is audited, written in the
 * title's history with staff's comment, and e-mailed (a job in the same transaction) to the
 * organisation's members who edit titles, each in their language.
 */
export type TitleReviewsDeps = {
  db: Database;
  clock: Clock;
  mail: Pick<AccountMail, 'send'>;
  /** The publisher portal's address (`<ADMIN_URL>/portal`, ADR 0019). */
  portalUrl: string;
  catalogAdmin: Pick<CatalogAdminService, 'bookWrites'>;
  findBook: (db: DbOrTx, id: number) => Promise<AdminBookRow | undefined>;
  titles: Pick<
    typeof titlesRepository,
    | 'findTitleSubmission'
    | 'moveTitleStatus'
    | 'insertTitleEvent'
    | 'findTitleEvents'
    | 'findSubmissionPage'
    | 'findNamesOf'
    | 'findOrganisationOfPublisher'
    | 'findPublisherName'
    | 'findTitleRecipients'
  >;
};

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());
const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'th');

/** Midnight in Bangkok at the start of a release date (YYYY-MM-DD). */
const bangkokMidnight = (date: string): Date => new Date(`${date}T00:00:00+07:00`);

export const createTitleReviewsService = (deps: TitleReviewsDeps) => {
  const { db, clock, titles, mail } = deps;
  const books = deps.catalogAdmin.bookWrites;

  const notFound = (locale: Locale, id: number | string) =>
    new AppError('NOT_FOUND', {
      messages: [translate(locale, 'titles.submissionNotFound', { id })],
    });

  const parseId = (locale: Locale, id: string): number => {
    const value = Number(id);
    if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647) throw notFound(locale, id);
    return value;
  };

  const kindOf = (submission: TitleSubmissionRow) =>
    submission.approvedOnce ? ('revision' as const) : ('new' as const);

  const coverUrl = (bookId: number, key: string) =>
    `/admin/v1/title-submissions/${bookId}/cover?v=${encodeURIComponent(key.slice(-12))}`;

  const present = async (
    locale: Locale,
    row: AdminBookRow,
    submission: TitleSubmissionRow,
  ): Promise<AdminTitleSubmission> => {
    const pending = submission.pending ?? null;
    const proposed = overlay(row, pending?.fields as TitleFields | undefined);
    const [names, events, organisation] = await Promise.all([
      titles.findNamesOf(db, idsToName([row, proposed])),
      titles.findTitleEvents(db, row.id, { limit: 100 }),
      row.publisherId === null
        ? undefined
        : titles.findOrganisationOfPublisher(db, row.publisherId),
    ]);
    const book = books.toAdminBook(locale, row);
    const publisherName =
      row.publisherId === null ? undefined : await titles.findPublisherName(db, row.publisherId);
    return {
      Id: row.id,
      Status: submission.status,
      Kind: kindOf(submission),
      Book: book,
      PublisherName: publisherName ? localName(locale, publisherName) : null,
      OrganisationName: organisation?.name ?? null,
      RequestedPublishAt: iso(submission.requestedPublishAt),
      SubmittedAt: iso(submission.submittedAt),
      DecidedAt: iso(submission.decidedAt),
      Changes: pending?.fields
        ? describedChanges(describeTitle(row, names), describeTitle(proposed, names))
        : [],
      PendingCoverUrl: pending?.coverKey ? coverUrl(row.id, pending.coverKey) : null,
      PendingFiles: (pending?.files ?? []).map((file) => ({
        Format: file.format,
        SizeBytes: file.sizeBytes,
        SampleSizeBytes: file.sampleSizeBytes,
      })),
      PendingSamples: (pending?.samples ?? []).map((sample) => ({
        Format: sample.format,
        SizeBytes: sample.size,
      })),
      Warnings: books.warningTexts(locale, Object.values(submission.fileWarnings).flat()),
      History: events.map((event) => ({
        Kind: event.kind,
        At: event.at.toISOString(),
        Comment: event.comment,
        By: event.staffName ?? event.memberName,
        ByStaff: event.staffId !== null,
      })),
      CanDecide: submission.status === 'submitted',
    };
  };

  const load = async (locale: Locale, bookId: number) => {
    const [row, submission] = await Promise.all([
      deps.findBook(db, bookId),
      titles.findTitleSubmission(db, bookId),
    ]);
    if (!row || !submission) throw notFound(locale, bookId);
    return { row, submission };
  };

  /** The portal's page of the title, where its members read staff's comment. */
  const titleLink = (bookId: number) => `${deps.portalUrl.replace(/\/+$/, '')}/titles/${bookId}`;

  /** Tells the organisation's title editors (and its owner), each in their language. */
  const tellPublisher = async (
    tx: DbOrTx,
    book: AdminBookRow,
    decision:
      | { kind: 'approved'; comment: string | null; outcome: (locale: Locale) => string }
      | { kind: 'changes_requested'; comment: string },
  ) => {
    if (book.publisherId === null) return;
    const recipients = await titles.findTitleRecipients(tx, book.publisherId);
    for (const recipient of recipients) {
      const locale = localeOf(recipient.language);
      const bookName = localName(locale, book);
      const comment = decision.comment ?? translate(locale, 'titles.mail.noComment');
      await mail.send(
        {
          to: recipient.email,
          locale,
          name: recipient.name,
          email:
            decision.kind === 'approved'
              ? {
                  template: 'title-approved',
                  bookName,
                  outcome: decision.outcome(locale),
                  comment,
                  titleLink: titleLink(book.id),
                }
              : {
                  template: 'title-changes-requested',
                  bookName,
                  comment,
                  titleLink: titleLink(book.id),
                },
        },
        tx,
      );
    }
  };

  /** Refuses a decision on a title that is not waiting (409 naming its state). */
  const alreadyDecided = (locale: Locale, status: string) =>
    new AppError('CONFLICT', {
      messages: [
        translate(locale, 'titles.alreadyDecided', {
          status: translate(locale, `titles.status.${status}` as 'titles.status.draft'),
        }),
      ],
    });

  const lockWaiting = async (tx: DbOrTx, locale: Locale, bookId: number) => {
    const before = await books.lockBook(tx, locale, bookId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(locale, bookId);
      throw error;
    });
    const submission = await titles.findTitleSubmission(tx, bookId, { forUpdate: true });
    if (!submission) throw notFound(locale, bookId);
    return { before, submission };
  };

  const get = async (locale: Locale, id: string): Promise<AdminTitleSubmission> => {
    const { row, submission } = await load(locale, parseId(locale, id));
    return present(locale, row, submission);
  };

  return {
    /** Titles in one review state (waiting by default), the oldest submission first. */
    async list(
      locale: Locale,
      query: AdminTitleSubmissionListQuery,
    ): Promise<{
      Items: AdminTitleSubmissionListItem[];
      Page: number;
      PageSize: number;
      HasNextPage: boolean;
    }> {
      const text = query.Q?.trim();
      const byId = text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
      const rows = await titles.findSubmissionPage(db, {
        status: query.Status,
        ...(byId !== undefined
          ? { bookId: byId }
          : text
            ? { text: normalizeText(text).replace(/[%_\\]/g, '\\$&') }
            : {}),
        descending: query.Order === 'DESC' && query.Sort !== undefined,
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return {
        Items: rows.slice(0, query.PageSize).map((row) => ({
          Id: row.bookId,
          NameTh: row.nameTh,
          NameEn: row.nameEn,
          PublisherName: row.publisher
            ? localName(locale, { nameTh: row.publisher.th, nameEn: row.publisher.en })
            : null,
          Status: row.status,
          Kind: row.approvedOnce ? 'revision' : 'new',
          SubmittedAt: iso(row.submittedAt),
          RequestedPublishAt: iso(row.requestedPublishAt),
          CoverUrl: `/admin/v1/title-submissions/${row.bookId}/cover?v=${encodeURIComponent(
            (row.coverKey ?? row.bookUpdatedAt.getTime().toString(36)).slice(-12),
          )}`,
          UpdatedAt: row.updatedAt.toISOString(),
        })),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    get,

    /** The cover under review: a revision's new one, else the book's (stored or drawn). */
    async cover(locale: Locale, id: string) {
      const { row, submission } = await load(locale, parseId(locale, id));
      return books.coverPicture(row, submission.pending?.coverKey ?? row.coverKey);
    },

    /**
     * Approves a waiting title: a revision's changes reach the live book; a new title is
     * published now, or scheduled for the publisher's time (else its release date) when later.
     */
    async approve(
      actor: StaffActor,
      locale: Locale,
      id: string,
      comment: string | null,
    ): Promise<AdminTitleSubmission> {
      const bookId = parseId(locale, id);
      await books.write(async (tx) => {
        const { before, submission } = await lockWaiting(tx, locale, bookId);
        if (submission.status !== 'submitted') throw alreadyDecided(locale, submission.status);
        const now = clock.now();
        const moved = await titles.moveTitleStatus(tx, bookId, ['submitted'], {
          status: 'approved',
          approvedOnce: true,
          pending: null,
          fileWarnings: {},
          decidedAt: now,
        });
        if (!moved) throw alreadyDecided(locale, submission.status);

        let after = before;
        const pending = submission.pending;
        if (pending?.fields)
          after = await books.applyBookUpdate(
            tx,
            locale,
            after,
            pending.fields as AdminBookUpdateBody,
          );
        if (pending?.coverKey) after = await books.applyCover(tx, bookId, pending.coverKey);
        if ((pending?.files ?? []).length > 0 || (pending?.samples ?? []).length > 0)
          after = await books.applyBookFiles(tx, locale, after, {
            files: (pending?.files ?? []).map((file) => ({ ...file, bookId })),
            samples: pending?.samples ?? [],
          });

        let outcome: (to: Locale) => string = (to) => translate(to, 'titles.mail.revised');
        if (!submission.approvedOnce) {
          const at =
            submission.requestedPublishAt ??
            (after.releaseDate ? bangkokMidnight(after.releaseDate) : null);
          if (after.published) outcome = (to) => translate(to, 'titles.mail.published');
          else if (at && at > now) {
            after = await books.applySchedule(tx, bookId, at);
            outcome = (to) =>
              translate(to, 'titles.mail.scheduled', { date: formatDateTime(at, to) });
          } else {
            after = await books.applyPublished(tx, after, true);
            outcome = (to) => translate(to, 'titles.mail.published');
          }
        } else if (!after.published && after.publishAt === null)
          outcome = (to) =>
            `${translate(to, 'titles.mail.revised')} ${translate(to, 'titles.mail.offline')}`;

        await books.recordBookChange(tx, actor, 'title.approve', before, after, {
          reason: comment?.slice(0, 500) ?? null,
          after: { Comment: comment },
        });
        await titles.insertTitleEvent(tx, {
          bookId,
          kind: 'approve',
          staffId: actor.staffId,
          comment,
        });
        await tellPublisher(tx, after, { kind: 'approved', comment, outcome });
      });
      return get(locale, id);
    },

    /** Sends a waiting title back to its publisher with staff's comment (required). */
    async requestChanges(
      actor: StaffActor,
      locale: Locale,
      id: string,
      comment: string,
    ): Promise<AdminTitleSubmission> {
      const bookId = parseId(locale, id);
      await books.write(async (tx) => {
        const { before, submission } = await lockWaiting(tx, locale, bookId);
        if (submission.status !== 'submitted') throw alreadyDecided(locale, submission.status);
        const moved = await titles.moveTitleStatus(tx, bookId, ['submitted'], {
          status: 'changes_requested',
          decidedAt: clock.now(),
        });
        if (!moved) throw alreadyDecided(locale, submission.status);
        await books.recordBookChange(tx, actor, 'title.requestChanges', before, before, {
          reason: comment.slice(0, 500),
          after: { Comment: comment },
        });
        await titles.insertTitleEvent(tx, {
          bookId,
          kind: 'request_changes',
          staffId: actor.staffId,
          comment,
        });
        await tellPublisher(tx, before, { kind: 'changes_requested', comment });
      });
      return get(locale, id);
    },
  };
};

export type TitleReviewsService = ReturnType<typeof createTitleReviewsService>;
