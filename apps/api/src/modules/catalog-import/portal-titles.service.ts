import { PENDING_PREVIEW_PERCENT_DEFAULT, type Locale } from '@nangsue/contracts';
import type {
  AdminBookCreateBody,
  AdminBookUpdateBody,
  AdminCategory,
} from '@nangsue/contracts/admin';
import type {
  PortalTitle,
  PortalTitleCreateBody,
  PortalTitleListItem,
  PortalTitleListQuery,
  PortalTitlePriceBody,
  PortalTitleUpdateBody,
  PortalTitleUpload,
} from '@nangsue/contracts/portal';
import type { Database, DbOrTx } from '../../db/client.js';
import type { TitleFileWarnings, TitlePending, TitlePendingFile } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/deps.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { translate } from '../../lib/messages.js';
import { normalizeText } from '../../lib/search-text.js';
import type { AdminBookRow } from './catalog-admin.repository.js';
import type { CatalogAdminService } from './catalog-admin.service.js';
import { nameSearchText } from './catalog-search-fields.js';
import type * as catalogWriteRepository from './catalog-write.repository.js';
import {
  describeTitle,
  differingFields,
  idsToName,
  overlay,
  TITLE_FIELD_KEYS,
  type TitleFields,
} from './titles-view.js';
import type * as titlesRepository from './titles.repository.js';
import type { TitleEventKind, TitleSubmissionRow } from './titles.repository.js';

/**
 * A publisher's titles in the portal (issue 25, docs/titles.md). Every function takes the
 * caller's scope (the organisation's catalog publisher, from the portal session, never from the
 * request) and finds books only through it: another publisher's book is 404, as a missing one.
 *
 * - A title never approved (`draft`, `changes_requested`) is edited in place; it is not in the store.
 * - An approved title (or a book the store added itself, which has no review state) keeps its
 *   approved content in the store: a change of its descriptive fields, cover, files or an uploaded
 *   sample waits in its revision (`title_submissions.pending`) until staff approve it.
 * - Price, sale, unpublish and publish-again apply at once, in any state, and are never reviewed;
 *   so does a sample made from an approved file ("first chapter").
 * - While `submitted` nothing is edited (withdraw first); staff decide (title-reviews.service.ts).
 */

export type TitleScope = {
  /** The organisation's catalog publisher (`books.publisher_id`). */
  catalogPublisherId: number;
  /** The member acting (the title's history). */
  memberId: number;
};

type Format = 'EPUB' | 'PDF';

export type PortalTitlesDeps = {
  db: Database;
  clock: Clock;
  storage: Pick<FileStorage, 'get'>;
  catalogAdmin: Pick<CatalogAdminService, 'bookWrites' | 'listCategories'>;
  titles: Pick<
    typeof titlesRepository,
    | 'findTitleSubmission'
    | 'insertTitleSubmission'
    | 'updateTitleSubmission'
    | 'moveTitleStatus'
    | 'insertTitleEvent'
    | 'findTitleEvents'
    | 'findPortalTitlePage'
    | 'findNamesOf'
  >;
  catalogWrite: Pick<typeof catalogWriteRepository, 'ensureNamed' | 'nameKey'>;
  findBook: (
    db: DbOrTx,
    id: number,
    options: { publisherId: number },
  ) => Promise<AdminBookRow | undefined>;
};

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

const storeStatusOf = (row: { published: boolean; publishAt: Date | null }) =>
  row.published
    ? ('published' as const)
    : row.publishAt
      ? ('scheduled' as const)
      : ('draft' as const);

/** How a change is made: in place (never approved), or into the revision (approved). */
type EditMode = 'direct' | 'revision';

export const createPortalTitlesService = (deps: PortalTitlesDeps) => {
  const { db, clock, titles, catalogWrite } = deps;
  const books = deps.catalogAdmin.bookWrites;

  const conflict = (locale: Locale, key: Parameters<typeof translate>[1], params = {}) =>
    new AppError('CONFLICT', { messages: [translate(locale, key, params)] });
  const invalid = (messages: string[]) => new AppError('VALIDATION_FAILED', { messages });
  const statusText = (locale: Locale, status: string) =>
    translate(locale, `titles.status.${status}` as Parameters<typeof translate>[1]);

  const notFound = (locale: Locale, id: number) =>
    new AppError('NOT_FOUND', {
      messages: [translate(locale, 'catalogAdmin.bookNotFound', { id })],
    });

  /** The caller's book, unlocked (404 when it is not theirs). */
  const findOwn = async (scope: TitleScope, locale: Locale, bookId: number) => {
    const row = await deps.findBook(db, bookId, { publisherId: scope.catalogPublisherId });
    if (!row) throw notFound(locale, bookId);
    return row;
  };

  /** The caller's book and its review state, both locked (book first, as every book write). */
  const lockOwn = async (tx: DbOrTx, scope: TitleScope, locale: Locale, bookId: number) => {
    const before = await books.lockBook(tx, locale, bookId, scope.catalogPublisherId);
    const submission = await titles.findTitleSubmission(tx, bookId, {
      forUpdate: true,
      publisherId: scope.catalogPublisherId,
    });
    return { before, submission };
  };

  /** Where an edit goes; a title waiting for review is not edited (409). */
  const editModeOf = (locale: Locale, submission: TitleSubmissionRow | undefined): EditMode => {
    if (!submission) return 'revision';
    if (submission.status === 'submitted') throw conflict(locale, 'titles.waiting');
    return submission.approvedOnce ? 'revision' : 'direct';
  };

  /** The review state of an approved title, made for a book the store added itself. */
  const submissionFor = async (
    tx: DbOrTx,
    bookId: number,
    submission: TitleSubmissionRow | undefined,
  ): Promise<TitleSubmissionRow> =>
    submission ??
    titles.insertTitleSubmission(tx, { bookId, status: 'approved', approvedOnce: true });

  /** A revision changed: stored; an approved title with changes is being edited (`draft`). */
  const saveRevision = async (
    tx: DbOrTx,
    submission: TitleSubmissionRow,
    pending: TitlePending,
    fileWarnings: TitleFileWarnings = submission.fileWarnings,
  ) => {
    const empty =
      !pending.fields &&
      !pending.coverKey &&
      (pending.files ?? []).length === 0 &&
      (pending.samples ?? []).length === 0;
    // Changes make an approved title a draft again; none left (all changed back), it is approved.
    await titles.updateTitleSubmission(tx, submission.bookId, {
      pending: empty ? null : pending,
      fileWarnings: empty ? {} : fileWarnings,
      ...(empty
        ? { status: 'approved' as const }
        : submission.status === 'approved'
          ? { status: 'draft' as const }
          : {}),
    });
  };

  const record = (
    tx: DbOrTx,
    scope: TitleScope,
    bookId: number,
    kind: TitleEventKind,
    changes: unknown = null,
    comment: string | null = null,
  ) => titles.insertTitleEvent(tx, { bookId, kind, memberId: scope.memberId, changes, comment });

  /** The portal's fields as the back office's body: contributors and series by name, found or made. */
  const adminFieldsOf = async (tx: DbOrTx, body: PortalTitleUpdateBody): Promise<TitleFields> => {
    const fields: Record<string, unknown> = {};
    for (const key of TITLE_FIELD_KEYS)
      if (key in body && (body as Record<string, unknown>)[key] !== undefined)
        fields[key] = (body as Record<string, unknown>)[key];
    if (body.Contributors) {
      const names = body.Contributors.map((entry) => ({
        nameTh: entry.NameTh,
        nameEn: entry.NameEn,
        searchText: nameSearchText({ th: entry.NameTh, en: entry.NameEn }),
      }));
      const ids = await catalogWrite.ensureNamed(tx, 'contributors', names);
      fields.Contributors = body.Contributors.map((entry) => ({
        ContributorId: ids.get(
          catalogWrite.nameKey({ nameTh: entry.NameTh, nameEn: entry.NameEn }),
        )!,
        Role: entry.Role,
      }));
    }
    if (body.Series !== undefined) {
      if (body.Series === null) fields.SeriesId = null;
      else {
        const name = { nameTh: body.Series.NameTh, nameEn: body.Series.NameEn };
        const ids = await catalogWrite.ensureNamed(tx, 'series', [name]);
        fields.SeriesId = ids.get(catalogWrite.nameKey(name))!;
      }
    }
    return fields as TitleFields;
  };

  const requestedPublishAtOf = (locale: Locale, value: string | null | undefined) => {
    if (value === undefined || value === null) return value;
    const at = new Date(value);
    if (at <= clock.now()) throw invalid([translate(locale, 'titles.publishAtPast')]);
    return at;
  };

  const portalCoverUrl = (row: AdminBookRow, pendingCoverKey: string | null) =>
    `/portal/v1/titles/${row.id}/cover?v=${encodeURIComponent(
      (pendingCoverKey ?? row.coverKey ?? row.updatedAt.getTime().toString(36)).slice(-12),
    )}`;

  /** The title as its members see it: a revision's changes shown over the approved book. */
  const present = async (
    scope: TitleScope,
    locale: Locale,
    row: AdminBookRow,
    submission: TitleSubmissionRow | undefined,
  ): Promise<PortalTitle> => {
    const pending = submission?.pending ?? null;
    const shown = overlay(row, pending?.fields as TitleFields | undefined);
    const [names, events] = await Promise.all([
      titles.findNamesOf(db, idsToName([shown])),
      titles.findTitleEvents(db, row.id, { publisherId: scope.catalogPublisherId, limit: 50 }),
    ]);
    const book = books.toAdminBook(locale, row);
    const pendingFiles = pending?.files ?? [];
    const pendingSamples = pending?.samples ?? [];
    const formats = (['EPUB', 'PDF'] as const).filter(
      (format) =>
        pendingFiles.some((file) => file.format === format) ||
        row.files.some((file) => file.format === format && file.storageKey),
    );
    const warnings = Object.values(submission?.fileWarnings ?? {}).flat();
    const described = describeTitle(shown, names);
    return {
      Id: row.id,
      ReviewStatus: submission?.status ?? null,
      StoreStatus: storeStatusOf(row),
      PublishAt: iso(row.publishAt),
      RequestedPublishAt: iso(submission?.requestedPublishAt ?? null),
      HasPendingChanges: pending !== null,
      PendingFields: [
        ...Object.keys(pending?.fields ?? {}),
        ...(pending?.coverKey ? ['Cover'] : []),
        ...pendingFiles.map((file) => `File${file.format}`),
        ...pendingSamples.map((sample) => `Sample${sample.format}`),
      ],
      ...described,
      PriceSatang: book.PriceSatang,
      SalePriceSatang: book.SalePriceSatang,
      SaleStartsAt: book.SaleStartsAt,
      SaleEndsAt: book.SaleEndsAt,
      SaleCampaignName: book.SaleCampaign?.Name ?? null,
      CurrentPriceSatang: book.CurrentPriceSatang,
      SaleActive: book.SaleActive,
      CoverUrl: portalCoverUrl(row, pending?.coverKey ?? null),
      HasStoredCover: row.coverKey !== null || Boolean(pending?.coverKey),
      Files: formats.map((format) => {
        const waiting = pendingFiles.find((file) => file.format === format);
        const live = row.files.find((file) => file.format === format);
        const sample = pendingSamples.find((entry) => entry.format === format);
        return waiting
          ? {
              Format: format,
              SizeBytes: waiting.sizeBytes,
              SampleSizeBytes: sample?.size ?? waiting.sampleSizeBytes,
              Pending: true,
            }
          : {
              Format: format,
              SizeBytes: live!.sizeBytes,
              SampleSizeBytes: sample?.size ?? (live!.sampleKey ? live!.sampleSizeBytes : null),
              Pending: sample !== undefined,
            };
      }),
      Warnings: books.warningTexts(locale, warnings),
      SoldCount: row.soldCount,
      StoreUrl: row.published ? book.StoreUrl : null,
      History: events.map((event) => ({
        Kind: event.kind,
        At: event.at.toISOString(),
        Comment: event.comment,
        ByStore: event.memberId === null && event.staffId !== null,
        By: event.staffId !== null ? null : event.memberName,
      })),
      CanEdit: submission?.status !== 'submitted',
      CreatedAt: row.createdAt.toISOString(),
      UpdatedAt: row.updatedAt.toISOString(),
    };
  };

  const reread = async (scope: TitleScope, locale: Locale, bookId: number) => {
    const row = await findOwn(scope, locale, bookId);
    const submission = await titles.findTitleSubmission(db, bookId, {
      publisherId: scope.catalogPublisherId,
    });
    return present(scope, locale, row, submission);
  };

  /** The book file and sample change of one upload, as applied or kept in the revision. */
  const pendingWithFile = (
    pending: TitlePending,
    change: {
      files?: Array<TitlePendingFile & { bookId?: number }>;
      samples?: Array<{ format: Format; key: string; size: number }>;
    },
  ): TitlePending => {
    const next: TitlePending = { ...pending };
    for (const file of change.files ?? []) {
      const { bookId: _bookId, ...kept } = file;
      next.files = [...(next.files ?? []).filter((entry) => entry.format !== file.format), kept];
    }
    for (const sample of change.samples ?? [])
      next.samples = [
        ...(next.samples ?? []).filter((entry) => entry.format !== sample.format),
        sample,
      ];
    return next;
  };

  return {
    /** The organisation's books, newest change first, with their review state and copies sold. */
    async list(
      scope: TitleScope,
      query: PortalTitleListQuery,
    ): Promise<{
      Items: PortalTitleListItem[];
      Page: number;
      PageSize: number;
      HasNextPage: boolean;
    }> {
      const text = query.Q?.trim();
      const byId = text && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
      const rows = await titles.findPortalTitlePage(db, {
        publisherId: scope.catalogPublisherId,
        ...(query.ReviewStatus ? { reviewStatus: query.ReviewStatus } : {}),
        ...(byId !== undefined
          ? { bookId: byId }
          : text
            ? { text: normalizeText(text).replace(/[%_\\]/g, '\\$&') }
            : {}),
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return {
        Items: rows.slice(0, query.PageSize).map((row) => ({
          Id: row.id,
          NameTh: row.nameTh,
          NameEn: row.nameEn,
          ReviewStatus: row.reviewStatus,
          StoreStatus: storeStatusOf(row),
          HasPendingChanges: row.hasPending,
          PriceSatang: row.priceSatang,
          SaleActive: row.regularPriceSatang !== null,
          SoldCount: row.soldCount,
          CoverUrl: `/portal/v1/titles/${row.id}/cover?v=${encodeURIComponent(
            (row.pendingCoverKey ?? row.coverKey ?? row.updatedAt.getTime().toString(36)).slice(
              -12,
            ),
          )}`,
          UpdatedAt: row.updatedAt.toISOString(),
        })),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    /** The store's categories a title picks from (those shown in the store). */
    async categories(locale: Locale): Promise<{ Items: AdminCategory[] }> {
      const { Items } = await deps.catalogAdmin.listCategories(locale, {
        Page: 1,
        PageSize: 100_000,
      });
      return { Items: Items.filter((item) => item.Published) };
    },

    async get(scope: TitleScope, locale: Locale, bookId: number): Promise<PortalTitle> {
      return reread(scope, locale, bookId);
    },

    /** The cover: a revision's new one first, else the stored one, else the drawn one. */
    async cover(scope: TitleScope, locale: Locale, bookId: number) {
      const row = await findOwn(scope, locale, bookId);
      const submission = await titles.findTitleSubmission(db, bookId, {
        publisherId: scope.catalogPublisherId,
      });
      return books.coverPicture(row, submission?.pending?.coverKey ?? row.coverKey);
    },

    /** A new title of the caller's publisher (never another's), a draft not in the store. */
    async create(
      scope: TitleScope,
      locale: Locale,
      body: PortalTitleCreateBody,
    ): Promise<PortalTitle> {
      const requestedPublishAt = requestedPublishAtOf(locale, body.PublishAt) ?? null;
      const id = await books.write(async (tx) => {
        const fields = await adminFieldsOf(tx, body);
        const row = await books.insertNewBook(tx, locale, {
          ...(fields as Required<TitleFields>),
          RecordReference: null,
          PublisherId: scope.catalogPublisherId,
          ImprintId: null,
          TagIds: [],
          PriceSatang: body.PriceSatang,
          OldPriceSatang: null,
          SalePriceSatang: null,
          SaleStartsAt: null,
          SaleEndsAt: null,
          VatCategory: 'standard',
          DownloadLimit: null,
          PendingPreviewPercent: PENDING_PREVIEW_PERCENT_DEFAULT,
        } satisfies AdminBookCreateBody);
        await titles.insertTitleSubmission(tx, {
          bookId: row.id,
          status: 'draft',
          approvedOnce: false,
          requestedPublishAt,
        });
        const names = await titles.findNamesOf(tx, idsToName([row]));
        await record(tx, scope, row.id, 'create', {
          after: { ...describeTitle(row, names), PriceSatang: body.PriceSatang },
        });
        return row.id;
      });
      return reread(scope, locale, id);
    },

    /**
     * Changes the fields given: in place while never approved; into the revision of an approved
     * title (the store keeps showing what was approved until staff approve the change).
     */
    async update(
      scope: TitleScope,
      locale: Locale,
      bookId: number,
      body: PortalTitleUpdateBody,
    ): Promise<PortalTitle> {
      const requestedPublishAt = requestedPublishAtOf(locale, body.PublishAt);
      await books.write(async (tx) => {
        const { before, submission } = await lockOwn(tx, scope, locale, bookId);
        const mode = editModeOf(locale, submission);
        const fields = await adminFieldsOf(tx, body);
        const names = async (rows: AdminBookRow[]) => titles.findNamesOf(tx, idsToName(rows));
        if (mode === 'direct') {
          const after = await books.applyBookUpdate(
            tx,
            locale,
            before,
            fields as AdminBookUpdateBody,
          );
          if (requestedPublishAt !== undefined)
            await titles.updateTitleSubmission(tx, bookId, { requestedPublishAt });
          const named = await names([before, after]);
          await record(tx, scope, bookId, 'update', {
            before: describeTitle(before, named),
            after: describeTitle(after, named),
          });
          return;
        }
        const current = await submissionFor(tx, bookId, submission);
        const proposed = {
          ...((current.pending?.fields ?? {}) as TitleFields),
          ...fields,
        };
        // Checked now as the approval will apply it (ISBNs, categories, contributors).
        await books.checkBookUpdate(tx, locale, before, proposed as AdminBookUpdateBody);
        const kept = differingFields(before, proposed);
        const pending: TitlePending = { ...(current.pending ?? {}) };
        if (Object.keys(kept).length > 0) pending.fields = kept;
        else delete pending.fields;
        await saveRevision(tx, current, pending);
        if (requestedPublishAt !== undefined)
          await titles.updateTitleSubmission(tx, bookId, { requestedPublishAt });
        const named = await names([before, overlay(before, kept)]);
        await record(tx, scope, bookId, 'update', {
          revision: true,
          before: describeTitle(before, named),
          after: describeTitle(overlay(before, kept), named),
        });
      });
      return reread(scope, locale, bookId);
    },

    /** A cover: checked and framed, then in place or into the revision. */
    async uploadCover(
      scope: TitleScope,
      locale: Locale,
      bookId: number,
      data: Buffer,
    ): Promise<PortalTitle> {
      await findOwn(scope, locale, bookId);
      const key = await books.storeCover(locale, data);
      await books.write(async (tx) => {
        const { before, submission } = await lockOwn(tx, scope, locale, bookId);
        if (editModeOf(locale, submission) === 'direct') await books.applyCover(tx, bookId, key);
        else {
          const current = await submissionFor(tx, bookId, submission);
          await saveRevision(tx, current, { ...(current.pending ?? {}), coverKey: key });
        }
        await record(tx, scope, bookId, 'cover', { before: before.coverKey, after: key });
      });
      return reread(scope, locale, bookId);
    },

    /**
     * A book file or its sample (EPUB or PDF): refused with the checker's findings when it fails
     * the import's checks; stored with its warnings (a Thai EPUB without language or font), in
     * place or into the revision. A book file gets a sample made from its first chapter.
     */
    async uploadFile(
      scope: TitleScope,
      locale: Locale,
      params: { bookId: number; format: 'epub' | 'pdf'; contentType: string; sample: boolean },
      data: Buffer,
    ): Promise<PortalTitleUpload> {
      const { bookId } = params;
      const format: Format = params.format === 'epub' ? 'EPUB' : 'PDF';
      await findOwn(scope, locale, bookId);
      const warnings = await books.checkBookUpload(locale, format, params.contentType, data);
      const change = params.sample
        ? { samples: [await books.storeUploadedSample(format, data)] }
        : { files: [await books.storeUploadedFile(bookId, format, data)] };
      await books.write(async (tx) => {
        const { before, submission } = await lockOwn(tx, scope, locale, bookId);
        const mode = editModeOf(locale, submission);
        if (mode === 'direct') {
          await books.applyBookFiles(tx, locale, before, change);
          if (!params.sample)
            await titles.updateTitleSubmission(tx, bookId, {
              fileWarnings: { ...submission!.fileWarnings, [format]: warnings },
            });
        } else {
          const current = await submissionFor(tx, bookId, submission);
          const hasFile =
            (current.pending?.files ?? []).some((file) => file.format === format) ||
            before.files.some((file) => file.format === format && file.storageKey);
          if (params.sample && !hasFile)
            throw conflict(locale, 'catalogAdmin.sample.noFile', { format });
          await saveRevision(
            tx,
            current,
            pendingWithFile(current.pending ?? {}, change),
            params.sample ? current.fileWarnings : { ...current.fileWarnings, [format]: warnings },
          );
        }
        await record(tx, scope, bookId, params.sample ? 'sample' : 'file', {
          Format: format,
          SizeBytes: data.length,
          revision: mode === 'revision',
        });
      });
      return {
        ...(await reread(scope, locale, bookId)),
        UploadWarnings: books.warningTexts(locale, warnings),
      };
    },

    /**
     * The sample made from the book file itself (its first chapter, book-samples.ts) instead of an
     * uploaded one. Made from an approved file it is in the store at once; from a file waiting for
     * review it waits with it.
     */
    async useFirstChapterSample(
      scope: TitleScope,
      locale: Locale,
      bookId: number,
      formatParam: 'epub' | 'pdf',
    ): Promise<PortalTitle> {
      const format: Format = formatParam === 'epub' ? 'EPUB' : 'PDF';
      const row = await findOwn(scope, locale, bookId);
      const submission = await titles.findTitleSubmission(db, bookId, {
        publisherId: scope.catalogPublisherId,
      });
      const waitingFile = submission?.pending?.files?.find((file) => file.format === format);
      const liveFile = row.files.find((file) => file.format === format && file.storageKey);
      const source = waitingFile?.storageKey ?? liveFile?.storageKey;
      if (!source) throw conflict(locale, 'catalogAdmin.sample.noFile', { format });
      const stored = await deps.storage.get(source);
      if (!stored) throw conflict(locale, 'catalogAdmin.sample.noFile', { format });
      const sample = await books.storeGeneratedSample(format, stored.data);
      await books.write(async (tx) => {
        const { before, submission: locked } = await lockOwn(tx, scope, locale, bookId);
        const mode = editModeOf(locale, locked);
        const waiting = locked?.pending?.files?.find((file) => file.format === format);
        const live = before.files.find((file) => file.format === format && file.storageKey);
        // The file changed meanwhile: the sample would be of another file.
        if ((waiting?.storageKey ?? live?.storageKey) !== source)
          throw conflict(locale, 'catalogAdmin.sample.noFile', { format });
        if (mode === 'revision' && waiting) {
          const current = await submissionFor(tx, bookId, locked);
          const pending = pendingWithFile(current.pending ?? {}, {
            files: [{ ...waiting, sampleKey: sample.key, sampleSizeBytes: sample.size }],
          });
          pending.samples = (pending.samples ?? []).filter((entry) => entry.format !== format);
          await saveRevision(tx, current, pending);
        } else {
          await books.applyBookFiles(tx, locale, before, { samples: [sample] });
          if (locked?.pending?.samples?.some((entry) => entry.format === format)) {
            const pending = {
              ...locked.pending,
              samples: locked.pending.samples.filter((entry) => entry.format !== format),
            };
            await saveRevision(tx, locked, pending);
          }
        }
        await record(tx, scope, bookId, 'sample', { Format: format, Source: 'first-chapter' });
      });
      return reread(scope, locale, bookId);
    },

    /** Sends a draft (or a title sent back) for review; a new title must be complete. */
    async submit(
      scope: TitleScope,
      locale: Locale,
      bookId: number,
      comment: string | null,
    ): Promise<PortalTitle> {
      await books.write(async (tx) => {
        const { before, submission } = await lockOwn(tx, scope, locale, bookId);
        if (!submission) throw conflict(locale, 'titles.nothingToReview');
        if (submission.status !== 'draft' && submission.status !== 'changes_requested')
          throw conflict(locale, 'titles.cannotSubmit', {
            status: statusText(locale, submission.status),
          });
        if (submission.approvedOnce && !submission.pending)
          throw conflict(locale, 'titles.nothingToReview');
        const shown = overlay(before, submission.pending?.fields as TitleFields | undefined);
        const problems: string[] = [];
        if (!shown.contributors.some((entry) => entry.role === 'author'))
          problems.push(translate(locale, 'titles.ready.author'));
        if (shown.categoryIds.length === 0)
          problems.push(translate(locale, 'titles.ready.category'));
        if (!shown.shortDescriptionTh.trim())
          problems.push(translate(locale, 'titles.ready.description'));
        const hasFile =
          before.files.some((file) => file.storageKey) ||
          (submission.pending?.files ?? []).length > 0;
        if (!hasFile) problems.push(translate(locale, 'titles.ready.file'));
        if (problems.length > 0)
          throw invalid([translate(locale, 'titles.ready.heading'), ...problems]);
        const moved = await titles.moveTitleStatus(tx, bookId, ['draft', 'changes_requested'], {
          status: 'submitted',
          submittedAt: clock.now(),
        });
        if (!moved) throw conflict(locale, 'titles.waiting');
        await record(tx, scope, bookId, 'submit', null, comment);
      });
      return reread(scope, locale, bookId);
    },

    /** Takes a submission back before staff decide (it is a draft again). */
    async withdraw(scope: TitleScope, locale: Locale, bookId: number): Promise<PortalTitle> {
      await books.write(async (tx) => {
        const { submission } = await lockOwn(tx, scope, locale, bookId);
        const moved = submission
          ? await titles.moveTitleStatus(tx, bookId, ['submitted'], {
              status: 'draft',
              submittedAt: null,
            })
          : undefined;
        if (!moved)
          throw conflict(locale, 'titles.notSubmitted', {
            status: statusText(locale, submission?.status ?? 'approved'),
          });
        await record(tx, scope, bookId, 'withdraw');
      });
      return reread(scope, locale, bookId);
    },

    /**
     * The regular price and a sale with its dates, in the store at once (in any review state): the
     * back office's rules (a sale below the price, ending after it starts and not in the past).
     */
    async setPrice(
      scope: TitleScope,
      locale: Locale,
      bookId: number,
      body: PortalTitlePriceBody,
    ): Promise<PortalTitle> {
      await books.write(async (tx) => {
        const before = await books.lockBook(tx, locale, bookId, scope.catalogPublisherId);
        const change: AdminBookUpdateBody = {};
        if (body.PriceSatang !== undefined) change.PriceSatang = body.PriceSatang;
        if (body.SalePriceSatang !== undefined) change.SalePriceSatang = body.SalePriceSatang;
        if (body.SaleStartsAt !== undefined) change.SaleStartsAt = body.SaleStartsAt;
        if (body.SaleEndsAt !== undefined) change.SaleEndsAt = body.SaleEndsAt;
        if (Object.keys(change).length === 0) return;
        const after = await books.applyBookUpdate(tx, locale, before, change);
        const plan = (row: AdminBookRow) => {
          const view = books.planOf(row);
          return {
            PriceSatang: view.price,
            SalePriceSatang: view.salePrice,
            SaleStartsAt: iso(view.saleStartsAt),
            SaleEndsAt: iso(view.saleEndsAt),
          };
        };
        await record(tx, scope, bookId, 'price', { before: plan(before), after: plan(after) });
      });
      return reread(scope, locale, bookId);
    },

    /** Takes the title off the store (a schedule is cleared); in any review state. */
    async unpublish(scope: TitleScope, locale: Locale, bookId: number): Promise<PortalTitle> {
      await books.write(async (tx) => {
        const before = await books.lockBook(tx, locale, bookId, scope.catalogPublisherId);
        if (!before.published && before.publishAt === null) return;
        await books.applyPublished(tx, before, false);
        await record(tx, scope, bookId, 'unpublish', {
          before: storeStatusOf(before),
          after: 'draft',
        });
      });
      return reread(scope, locale, bookId);
    },

    /** Puts an approved title back on the store now; a title never approved is refused (409). */
    async publish(scope: TitleScope, locale: Locale, bookId: number): Promise<PortalTitle> {
      await books.write(async (tx) => {
        const { before, submission } = await lockOwn(tx, scope, locale, bookId);
        if (submission && !submission.approvedOnce) throw conflict(locale, 'titles.notApproved');
        if (before.published) return;
        await books.applyPublished(tx, before, true);
        await record(tx, scope, bookId, 'publish', {
          before: storeStatusOf(before),
          after: 'published',
        });
      });
      return reread(scope, locale, bookId);
    },
  };
};

export type PortalTitlesService = ReturnType<typeof createPortalTitlesService>;
