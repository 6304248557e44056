import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Locale } from '@nangsue/contracts';
import type {
  AdminBook,
  AdminBookUpload,
  AdminBookCreateBody,
  AdminBookListItem,
  AdminBookListQuery,
  AdminBooksBulkBody,
  AdminBookUpdateBody,
  AdminCategory,
  AdminNamed,
  AdminNamedWriteBody,
  AdminOnixReport,
  BookStatus,
} from '@nangsue/contracts/admin';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createCatalogWrite, createWithTransaction, type Clock } from '../../lib/deps.js';
import { contentKey } from '../../lib/file-storage.js';
import { localName } from '../../lib/local-name.js';
import { framePicture } from '../../lib/picture.js';
import { translate } from '../../lib/messages.js';
import { bookSearchFields, normalizeText } from '../../lib/search-text.js';
import {
  inspectBookFile,
  sampleOf,
  storeBookFile,
  type bookFilesRepository,
  type EpubWarning,
} from '../book-files/index.js';
import { coverStamp, coverUrl } from '../catalog/index.js';
import type { Audit, StaffActor } from '../staff/index.js';
import type * as catalogAdminRepository from './catalog-admin.repository.js';
import type {
  AdminBookRow,
  AdminCategoryRow,
  BookListText,
  NamedListKind,
  NamedRow,
} from './catalog-admin.repository.js';
import { importCatalog, type CatalogImportDeps } from './catalog-import.service.js';
import type { ImportBook } from './catalog-import.types.js';
import { englishSortKey, nameSearchText, thaiSortKey } from './catalog-search-fields.js';
import { isValidIsbn13 } from './onix/isbn.js';
import { OnixFormatError, parseOnix } from './onix/parse-onix.js';

/**
 * The catalog in the back office (issue 24, docs/back-office.md "Catalog"). Every write runs in
 * one transaction with its audit entry (before and after of the fields it changed) and moves the
 * catalog version in that transaction, so every API process's cached reads and every storefront's
 * cached pages follow within seconds, exactly as after an import (docs/storefront.md,
 * "Revalidation"). Scheduled publication and sales are applied by `runSchedule` (the
 * `catalog.schedule` job, every minute).
 */
export type CatalogAdminDeps = CatalogImportDeps & {
  audit: Audit;
  clock: Clock;
  admin: typeof catalogAdminRepository;
  /** The drawn cover of a book without a stored one (catalog service). */
  drawnCover: (bookId: number, stamp: string) => Promise<Buffer | undefined>;
  filesBaseUrl: string;
  storefrontUrl: string;
  /**
   * A book's release time changed (pre-orders come after this module, so services.ts fills it):
   * moved later, its waiting buyers are told, in this transaction (docs/buying.md "Pre-orders").
   */
  watchReleaseMoved?: (
    tx: DbOrTx,
    change: { bookId: number; before: Date | null; after: Date | null },
  ) => Promise<void>;
};

/** Covers further than 1:2 or 1:1 from the 7:10 shape are refused (a banner, a photo on its side). */
const COVER = {
  width: 357,
  height: 510,
  minWidth: 178,
  minHeight: 255,
  ratio: { min: 0.5, max: 1 },
} as const;
const FILE_TYPES = { EPUB: 'application/epub+zip', PDF: 'application/pdf' } as const;
const ONIX_BATCH = 200;
const REINDEX_BATCH = 500;

type Format = 'EPUB' | 'PDF';
type StoredBookFile = bookFilesRepository.StoredBookFile;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const statusOf = (row: { published: boolean; publishAt: Date | null }): BookStatus =>
  row.published ? 'published' : row.publishAt ? 'scheduled' : 'draft';

/** The price fields as staff see them: the regular price and old price, whether a sale is applied or not. */
export type PricePlan = {
  price: number;
  oldPrice: number | null;
  salePrice: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
};

/** A book's stored price columns (price campaigns read them too: price-campaigns.service.ts). */
export type PriceRow = Pick<
  AdminBookRow,
  | 'priceSatang'
  | 'oldPriceSatang'
  | 'regularPriceSatang'
  | 'regularOldPriceSatang'
  | 'salePriceSatang'
  | 'saleStartsAt'
  | 'saleEndsAt'
>;

export const planOf = (row: PriceRow): PricePlan => ({
  price: row.regularPriceSatang ?? row.priceSatang,
  oldPrice: row.regularPriceSatang === null ? row.oldPriceSatang : row.regularOldPriceSatang,
  salePrice: row.salePriceSatang,
  saleStartsAt: row.saleStartsAt,
  saleEndsAt: row.saleEndsAt,
});

const saleRuns = (plan: PricePlan, now: Date): boolean =>
  plan.salePrice !== null &&
  (plan.saleStartsAt === null || plan.saleStartsAt <= now) &&
  (plan.saleEndsAt === null || plan.saleEndsAt > now);

/** The columns a price plan is stored as at `now` (a running sale is applied into `price_satang`). */
export const priceColumns = (plan: PricePlan, now: Date) => {
  const sale = {
    salePriceSatang: plan.salePrice,
    saleStartsAt: plan.saleStartsAt,
    saleEndsAt: plan.saleEndsAt,
  };
  return saleRuns(plan, now)
    ? {
        ...sale,
        priceSatang: plan.salePrice ?? plan.price,
        oldPriceSatang: plan.price,
        regularPriceSatang: plan.price,
        regularOldPriceSatang: plan.oldPrice,
      }
    : {
        ...sale,
        priceSatang: plan.price,
        oldPriceSatang: plan.oldPrice,
        regularPriceSatang: null,
        regularOldPriceSatang: null,
      };
};

/** What the audit log keeps of a book: the fields staff edit, as the API names them. */
const auditView = (row: AdminBookRow): Record<string, unknown> => {
  const plan = planOf(row);
  return {
    RecordReference: row.recordReference,
    NameTh: row.nameTh,
    NameEn: row.nameEn,
    ShortDescriptionTh: row.shortDescriptionTh,
    ShortDescriptionEn: row.shortDescriptionEn,
    FullDescriptionTh: row.fullDescriptionTh,
    FullDescriptionEn: row.fullDescriptionEn,
    PublisherId: row.publisherId,
    ImprintId: row.manufacturerId,
    SeriesId: row.seriesId,
    SeriesVolume: row.seriesVolume,
    Contributors: row.contributors.map((entry) => ({
      ContributorId: entry.contributorId,
      Role: entry.role,
    })),
    CategoryIds: row.categoryIds,
    TagIds: row.tagIds,
    Isbn: row.isbn,
    EIsbn: row.eIsbn,
    TextLanguage: row.textLanguage,
    PageCount: row.pageCount,
    ReleaseDate: row.releaseDate,
    ReleaseAt: iso(row.releaseAt),
    PriceSatang: plan.price,
    OldPriceSatang: plan.oldPrice,
    SalePriceSatang: plan.salePrice,
    SaleStartsAt: iso(plan.saleStartsAt),
    SaleEndsAt: iso(plan.saleEndsAt),
    VatCategory: row.vatCategory,
    DownloadLimit: row.downloadLimit,
    PendingPreviewPercent: row.pendingPreviewPercent,
    Status: statusOf(row),
    PublishAt: iso(row.publishAt),
    CoverKey: row.coverKey,
    Files: row.files.map((file) => ({
      Format: file.format,
      StorageKey: file.storageKey,
      SampleKey: file.sampleKey,
    })),
  };
};

/** The fields that differ, before and after (the home admin's audit entries too). */
export const changesOf = (before: Record<string, unknown>, after: Record<string, unknown>) => {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changedBefore[key] = before[key];
    changedAfter[key] = after[key];
  }
  return { before: changedBefore, after: changedAfter, changed: Object.keys(changedAfter) };
};

const parseId = (locale: Locale, id: string, message: 'catalogAdmin.bookNotFound') => {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1 || value > 2_147_483_647)
    throw new AppError('NOT_FOUND', { messages: [translate(locale, message, { id })] });
  return value;
};

/** The list's free text: an ISBN (dashes allowed), a book id, or words of titles and names. */
const listTextOf = (q: string | undefined): BookListText | undefined => {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d{13}$/.test(digits)) return { kind: 'isbn', value: digits };
  if (/^\d{1,9}$/.test(text)) return { kind: 'id', value: Number(text) };
  return { kind: 'words', value: normalizeText(text).replace(/[%_\\]/g, '\\$&'), reference: text };
};

export const createCatalogAdminService = (deps: CatalogAdminDeps) => {
  const { db, storage, cache, audit, clock, admin, catalogUpkeep } = deps;

  const write = createCatalogWrite({
    withTransaction: createWithTransaction(db),
    catalogUpkeep,
    cache,
  });

  const notFound = (locale: Locale, id: number | string) =>
    new AppError('NOT_FOUND', {
      messages: [translate(locale, 'catalogAdmin.bookNotFound', { id })],
    });

  const invalid = (messages: string[]) => new AppError('VALIDATION_FAILED', { messages });

  const absolute = (url: string) =>
    url.startsWith('/') ? `${deps.storefrontUrl.replace(/\/+$/, '')}${url}` : url;

  const coverVersion = (row: { coverKey: string | null; updatedAt: Date }) =>
    row.coverKey
      ? createHash('sha1').update(row.coverKey).digest('hex').slice(0, 12)
      : coverStamp(row.updatedAt);

  const adminCoverUrl = (row: { id: number; coverKey: string | null; updatedAt: Date }) =>
    `/admin/v1/catalog/books/${row.id}/cover?v=${coverVersion(row)}`;

  const toAdminBook = (locale: Locale, row: AdminBookRow): AdminBook => {
    const plan = planOf(row);
    return {
      Id: row.id,
      RecordReference: row.recordReference,
      NameTh: row.nameTh,
      NameEn: row.nameEn,
      ShortDescriptionTh: row.shortDescriptionTh,
      ShortDescriptionEn: row.shortDescriptionEn,
      FullDescriptionTh: row.fullDescriptionTh,
      FullDescriptionEn: row.fullDescriptionEn,
      PublisherId: row.publisherId,
      ImprintId: row.manufacturerId,
      SeriesId: row.seriesId,
      SeriesVolume: row.seriesVolume,
      Contributors: row.contributors.map((entry) => ({
        ContributorId: entry.contributorId,
        Role: entry.role,
      })),
      CategoryIds: row.categoryIds,
      TagIds: row.tagIds,
      Isbn: row.isbn,
      EIsbn: row.eIsbn,
      TextLanguage: row.textLanguage,
      PageCount: row.pageCount,
      ReleaseDate: row.releaseDate,
      ReleaseAt: iso(row.releaseAt),
      PriceSatang: plan.price,
      OldPriceSatang: plan.oldPrice,
      SalePriceSatang: plan.salePrice,
      SaleStartsAt: iso(plan.saleStartsAt),
      SaleEndsAt: iso(plan.saleEndsAt),
      SaleCampaign: row.saleCampaign && { Id: row.saleCampaign.id, Name: row.saleCampaign.name },
      CurrentPriceSatang: row.priceSatang,
      SaleActive: row.regularPriceSatang !== null,
      VatCategory: row.vatCategory,
      DownloadLimit: row.downloadLimit,
      PendingPreviewPercent: row.pendingPreviewPercent,
      Status: statusOf(row),
      PublishAt: iso(row.publishAt),
      CoverUrl: adminCoverUrl(row),
      HasStoredCover: row.coverKey !== null,
      Files: row.files.map((file) => ({
        Format: file.format,
        SizeBytes: file.sizeBytes,
        Stored: file.storageKey !== null,
        SampleSizeBytes: file.sampleKey ? file.sampleSizeBytes : null,
      })),
      HasSample: row.hasSample,
      RatingCount: row.ratingCount,
      RatingAverage:
        row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
      SoldCount: row.soldCount,
      StoreUrl: absolute(`${locale === 'en' ? '/en' : ''}/book-detail/${row.id}`),
      StoreCoverUrl: absolute(coverUrl(deps.filesBaseUrl, row)),
      CreatedAt: row.createdAt.toISOString(),
      UpdatedAt: row.updatedAt.toISOString(),
    };
  };

  /**
   * The book's row locked for the change that follows. With `publisherId` (the publisher portal)
   * only a book of that publisher is found: another publisher's book is 404 like a missing one.
   */
  const lockBook = async (
    tx: DbOrTx,
    locale: Locale,
    id: number,
    publisherId?: number,
  ): Promise<AdminBookRow> => {
    const row = await admin.findAdminBook(tx, id, {
      forUpdate: true,
      ...(publisherId === undefined ? {} : { publisherId }),
    });
    if (!row) throw notFound(locale, id);
    return row;
  };

  const reread = async (tx: DbOrTx, id: number): Promise<AdminBookRow> => {
    const row = await admin.findAdminBook(tx, id);
    if (!row) throw new Error(`book ${id} vanished in its own transaction`);
    return row;
  };

  /** Search vectors, trigram text, sort and title keys and details documents of changed books. */
  const reindex = async (tx: DbOrTx, ids: number[]): Promise<void> => {
    for (let start = 0; start < ids.length; start += REINDEX_BATCH) {
      const batch = ids.slice(start, start + REINDEX_BATCH);
      const indexed = await admin.findIndexedBooks(tx, batch);
      await admin.writeBookSearchFields(
        tx,
        indexed.map((book) => {
          const { tokens, searchText, searchLoose, titleKeyTh, titleKeyEn } =
            bookSearchFields(book);
          return {
            id: book.id,
            tokens,
            searchText,
            searchLoose,
            sortNameTh: thaiSortKey(book.name.th),
            sortNameEn: englishSortKey(book.name.en || book.name.th),
            titleKeyTh,
            titleKeyEn,
          };
        }),
      );
      await catalogUpkeep.refreshBookDetails(tx, batch);
    }
  };

  const requireIds = async (
    tx: DbOrTx,
    locale: Locale,
    kind: NamedListKind | 'categories',
    ids: number[],
  ) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const found = await admin.findExistingIds(tx, kind, unique);
    const missing = unique.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw invalid([
        translate(locale, `catalogAdmin.missing.${kind}`, { ids: missing.join(', ') }),
      ]);
  };

  /** Rules a zod schema cannot state: ISBN check digits, prices against each other, sale dates. */
  const checkBookFields = (
    locale: Locale,
    fields: Partial<AdminBookCreateBody>,
    plan: PricePlan,
    checkSale: boolean,
  ) => {
    const problems: string[] = [];
    for (const field of ['Isbn', 'EIsbn'] as const) {
      const value = fields[field];
      if (value && !isValidIsbn13(value))
        problems.push(translate(locale, 'catalogAdmin.isbnInvalid', { field: value }));
    }
    if (plan.oldPrice !== null && plan.oldPrice <= plan.price)
      problems.push(translate(locale, 'catalogAdmin.oldPriceNotHigher'));
    if (checkSale) {
      if (plan.salePrice !== null && plan.salePrice >= plan.price)
        problems.push(translate(locale, 'catalogAdmin.salePriceNotLower'));
      if (plan.salePrice === null && (plan.saleStartsAt || plan.saleEndsAt))
        problems.push(translate(locale, 'catalogAdmin.saleDatesWithoutPrice'));
      if (plan.saleStartsAt && plan.saleEndsAt && plan.saleStartsAt >= plan.saleEndsAt)
        problems.push(translate(locale, 'catalogAdmin.saleDatesOrder'));
      else if (plan.salePrice !== null && plan.saleEndsAt && plan.saleEndsAt <= clock.now())
        problems.push(translate(locale, 'catalogAdmin.saleEndPast'));
    }
    const contributors = fields.Contributors ?? [];
    const keys = contributors.map((entry) => `${entry.ContributorId}:${entry.Role}`);
    if (new Set(keys).size !== keys.length)
      problems.push(translate(locale, 'catalogAdmin.duplicateContributor'));
    if (problems.length > 0) throw invalid(problems);
  };

  /** Referenced ids exist, the record reference is free, an imprint belongs to the publisher. */
  const checkReferences = async (
    tx: DbOrTx,
    locale: Locale,
    fields: Partial<AdminBookCreateBody>,
    bookId: number | null,
    publisherId: number | null,
  ) => {
    if (fields.PublisherId) await requireIds(tx, locale, 'publishers', [fields.PublisherId]);
    if (fields.SeriesId) await requireIds(tx, locale, 'series', [fields.SeriesId]);
    if (fields.Contributors)
      await requireIds(
        tx,
        locale,
        'contributors',
        fields.Contributors.map((entry) => entry.ContributorId),
      );
    if (fields.CategoryIds) await requireIds(tx, locale, 'categories', fields.CategoryIds);
    if (fields.TagIds) await requireIds(tx, locale, 'tags', fields.TagIds);
    if (fields.ImprintId) {
      const imprint = await admin.findNamed(tx, 'imprints', fields.ImprintId);
      if (!imprint)
        throw invalid([
          translate(locale, 'catalogAdmin.missing.imprints', { ids: fields.ImprintId }),
        ]);
      if (imprint.publisherId && publisherId && imprint.publisherId !== publisherId)
        throw invalid([translate(locale, 'catalogAdmin.imprintOfOtherPublisher')]);
    }
    if (
      fields.RecordReference &&
      (await admin.recordReferenceTaken(tx, fields.RecordReference, bookId))
    )
      throw new AppError('CONFLICT', {
        messages: [
          translate(locale, 'catalogAdmin.recordReferenceTaken', {
            reference: fields.RecordReference,
          }),
        ],
      });
  };

  /** The book's own columns from the fields given (links are written apart). */
  const columnsOf = (fields: Partial<AdminBookCreateBody>) => {
    const columns: catalogAdminRepository.BookColumnsWrite = {};
    const set = <K extends keyof catalogAdminRepository.BookColumnsWrite>(
      key: K,
      value: catalogAdminRepository.BookColumnsWrite[K] | undefined,
    ) => {
      if (value !== undefined) columns[key] = value;
    };
    set(
      'recordReference',
      fields.RecordReference === undefined ? undefined : (fields.RecordReference ?? null),
    );
    set('nameTh', fields.NameTh);
    set('nameEn', fields.NameEn);
    set('shortDescriptionTh', fields.ShortDescriptionTh);
    set('shortDescriptionEn', fields.ShortDescriptionEn);
    set('fullDescriptionTh', fields.FullDescriptionTh);
    set('fullDescriptionEn', fields.FullDescriptionEn);
    set('publisherId', fields.PublisherId);
    set('manufacturerId', fields.ImprintId);
    set('seriesId', fields.SeriesId);
    set('seriesVolume', fields.SeriesVolume);
    set('isbn', fields.Isbn);
    set('eIsbn', fields.EIsbn);
    set('textLanguage', fields.TextLanguage);
    set('pageCount', fields.PageCount);
    set('releaseDate', fields.ReleaseDate);
    set(
      'releaseAt',
      fields.ReleaseAt === undefined
        ? undefined
        : fields.ReleaseAt === null
          ? null
          : new Date(fields.ReleaseAt),
    );
    set('vatCategory', fields.VatCategory);
    set('downloadLimit', fields.DownloadLimit);
    set('pendingPreviewPercent', fields.PendingPreviewPercent);
    return columns;
  };

  const writeLinks = async (tx: DbOrTx, bookId: number, fields: Partial<AdminBookCreateBody>) => {
    if (fields.Contributors)
      await admin.replaceBookContributors(
        tx,
        bookId,
        fields.Contributors.map((entry) => ({
          contributorId: entry.ContributorId,
          role: entry.Role,
        })),
      );
    if (fields.CategoryIds) await admin.replaceBookCategories(tx, [bookId], fields.CategoryIds);
    if (fields.TagIds) await admin.replaceBookTags(tx, bookId, [...new Set(fields.TagIds)]);
  };

  const planFromBody = (base: PricePlan, body: Partial<AdminBookCreateBody>): PricePlan => ({
    price: body.PriceSatang ?? base.price,
    oldPrice: body.OldPriceSatang === undefined ? base.oldPrice : body.OldPriceSatang,
    salePrice: body.SalePriceSatang === undefined ? base.salePrice : body.SalePriceSatang,
    saleStartsAt:
      body.SaleStartsAt === undefined
        ? base.saleStartsAt
        : body.SaleStartsAt === null
          ? null
          : new Date(body.SaleStartsAt),
    saleEndsAt:
      body.SaleEndsAt === undefined
        ? base.saleEndsAt
        : body.SaleEndsAt === null
          ? null
          : new Date(body.SaleEndsAt),
  });

  /** Records a change of one book: its audit entry with the fields that changed. */
  const recordBookChange = async (
    tx: DbOrTx,
    actor: StaffActor,
    action: string,
    before: AdminBookRow | null,
    after: AdminBookRow,
    extra: { reason?: string | null; after?: Record<string, unknown> } = {},
  ) => {
    const changes = changesOf(before ? auditView(before) : {}, auditView(after));
    await audit.record(tx, actor, {
      action,
      entityType: 'book',
      entityId: after.id,
      before: before ? changes.before : null,
      after: { ...changes.after, ...extra.after },
      ...(extra.reason === undefined ? {} : { reason: extra.reason }),
    });
  };

  // ------------------------------------------------------------------------------------ covers

  /** A picture checked (decodes, large enough, book-shaped) and made a 357x510 WebP (lib/picture.ts). */
  const coverOf = async (locale: Locale, data: Buffer): Promise<Buffer> => {
    const framed = await framePicture(data, COVER);
    if ('webp' in framed) return framed.webp;
    const { problem } = framed;
    if (problem.kind === 'tooSmall')
      throw invalid([
        translate(locale, 'catalogAdmin.cover.tooSmall', {
          width: problem.width,
          height: problem.height,
          minWidth: COVER.minWidth,
          minHeight: COVER.minHeight,
        }),
      ]);
    if (problem.kind === 'shape')
      throw invalid([
        translate(locale, 'catalogAdmin.cover.shape', {
          width: problem.width,
          height: problem.height,
        }),
      ]);
    throw invalid([translate(locale, 'catalogAdmin.cover.unreadable')]);
  };

  // ------------------------------------------------------------------------------------ categories

  const categoryTree = (rows: AdminCategoryRow[], locale: Locale): AdminCategory[] => {
    const children = new Map<number | null, AdminCategoryRow[]>();
    for (const row of rows)
      children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
    const ids = new Set(rows.map((row) => row.id));
    const out: AdminCategory[] = [];
    const walk = (parentId: number | null, depth: number, trail: string[]) => {
      for (const row of children.get(parentId) ?? []) {
        const name = localName(locale, row);
        const pathNames = [...trail, name];
        out.push({
          Id: row.id,
          ParentId: row.parentId,
          NameTh: row.nameTh,
          NameEn: row.nameEn,
          DescriptionTh: row.descriptionTh,
          DescriptionEn: row.descriptionEn,
          DisplayOrder: row.displayOrder,
          ShowOnHome: row.showOnHome,
          Published: row.published,
          Depth: depth,
          Path: pathNames.join(' › '),
        });
        if (depth < 20) walk(row.id, depth + 1, pathNames);
      }
    };
    walk(null, 0, []);
    // Rows under a parent that no longer exists are listed at the top, not lost.
    for (const row of rows)
      if (row.parentId !== null && !ids.has(row.parentId))
        out.push({
          Id: row.id,
          ParentId: row.parentId,
          NameTh: row.nameTh,
          NameEn: row.nameEn,
          DescriptionTh: row.descriptionTh,
          DescriptionEn: row.descriptionEn,
          DisplayOrder: row.displayOrder,
          ShowOnHome: row.showOnHome,
          Published: row.published,
          Depth: 0,
          Path: localName(locale, row),
        });
    return out;
  };

  const descendantsOf = (rows: AdminCategoryRow[], id: number): number[] => {
    const ids = [id];
    for (let index = 0; index < ids.length; index += 1)
      for (const row of rows) if (row.parentId === ids[index]) ids.push(row.id);
    return ids;
  };

  const findCategory = async (locale: Locale, id: string): Promise<AdminCategory> => {
    const found = categoryTree(await admin.findAllCategories(db), locale).find(
      (item) => String(item.Id) === id,
    );
    if (!found)
      throw new AppError('NOT_FOUND', {
        messages: [translate(locale, 'catalogAdmin.category.notFound', { id })],
      });
    return found;
  };

  // ------------------------------------------------------------------------------------ named lists

  const NAMED_FIELDS: Record<NamedListKind, ReadonlySet<keyof AdminNamedWriteBody>> = {
    publishers: new Set([
      'NameTh',
      'NameEn',
      'DescriptionTh',
      'DescriptionEn',
      'Email',
      'Published',
    ]),
    imprints: new Set([
      'NameTh',
      'NameEn',
      'DescriptionTh',
      'DescriptionEn',
      'PublisherId',
      'Published',
    ]),
    series: new Set(['NameTh', 'NameEn']),
    contributors: new Set(['NameTh', 'NameEn']),
    tags: new Set(['NameTh', 'NameEn']),
  };

  const toNamed = (row: NamedRow): AdminNamed => ({
    Id: row.id,
    NameTh: row.nameTh,
    NameEn: row.nameEn,
    ...(row.descriptionTh !== undefined ? { DescriptionTh: row.descriptionTh } : {}),
    ...(row.descriptionEn !== undefined ? { DescriptionEn: row.descriptionEn } : {}),
    ...(row.email !== undefined ? { Email: row.email } : {}),
    ...(row.publisherId !== undefined ? { PublisherId: row.publisherId } : {}),
    ...(row.published !== undefined ? { Published: row.published } : {}),
  });

  const namedNotFound = (locale: Locale, id: number | string) =>
    new AppError('NOT_FOUND', {
      messages: [translate(locale, 'catalogAdmin.named.notFound', { id })],
    });

  const findNamedEntry = async (
    locale: Locale,
    kind: NamedListKind,
    id: string,
  ): Promise<AdminNamed> => {
    const value = Number(id);
    const row =
      Number.isInteger(value) && value > 0 && value < 2 ** 31
        ? await admin.findNamed(db, kind, value)
        : undefined;
    if (!row) throw namedNotFound(locale, id);
    return toNamed(row);
  };

  const checkNamedFields = (locale: Locale, kind: NamedListKind, body: AdminNamedWriteBody) => {
    for (const [field, value] of Object.entries(body))
      if (value !== undefined && !NAMED_FIELDS[kind].has(field as keyof AdminNamedWriteBody))
        throw invalid([translate(locale, 'catalogAdmin.named.fieldNotHere', { field })]);
  };

  const namedWriteOf = (
    kind: NamedListKind,
    body: AdminNamedWriteBody,
    names: { nameTh: string; nameEn: string },
  ) => ({
    nameTh: body.NameTh,
    nameEn: body.NameEn,
    descriptionTh: body.DescriptionTh,
    descriptionEn: body.DescriptionEn,
    email: body.Email,
    publisherId: body.PublisherId,
    published: body.Published,
    ...(kind === 'publishers' || kind === 'contributors'
      ? { searchText: nameSearchText({ th: names.nameTh, en: names.nameEn }) }
      : {}),
  });

  const namedAudit = (row: NamedRow) => {
    const { Id: _id, ...rest } = toNamed(row);
    return rest as Record<string, unknown>;
  };

  // ------------------------------------------------------------------------------------ book writes
  // Each works in the caller's transaction on a book the caller locked; the caller records the
  // change (staff: the audit log; a publisher: the title's history, portal-titles.service.ts).

  /** A new book, unpublished, with its links and search fields. */
  const insertNewBook = async (
    tx: DbOrTx,
    locale: Locale,
    body: AdminBookCreateBody,
  ): Promise<AdminBookRow> => {
    const plan = planFromBody(
      {
        price: body.PriceSatang,
        oldPrice: null,
        salePrice: null,
        saleStartsAt: null,
        saleEndsAt: null,
      },
      body,
    );
    checkBookFields(locale, body, plan, true);
    await checkReferences(tx, locale, body, null, body.PublisherId);
    const id = await admin.insertBook(tx, {
      ...columnsOf(body),
      nameTh: body.NameTh,
      nameEn: body.NameEn,
      ...priceColumns(plan, clock.now()),
      published: false,
      publishAt: null,
    });
    await writeLinks(tx, id, body);
    await reindex(tx, [id]);
    return reread(tx, id);
  };

  /** The rules of a change to a book (400/409 with every problem), without writing it. */
  const checkBookUpdate = async (
    tx: DbOrTx,
    locale: Locale,
    before: AdminBookRow,
    body: AdminBookUpdateBody,
  ): Promise<{ plan: PricePlan; touchesSale: boolean }> => {
    const plan = planFromBody(planOf(before), body);
    const touchesSale =
      body.SalePriceSatang !== undefined ||
      body.SaleStartsAt !== undefined ||
      body.SaleEndsAt !== undefined ||
      (body.PriceSatang !== undefined && plan.salePrice !== null);
    checkBookFields(locale, body, plan, touchesSale);
    await checkReferences(
      tx,
      locale,
      body,
      before.id,
      body.PublisherId === undefined ? before.publisherId : body.PublisherId,
    );
    return { plan, touchesSale };
  };

  /** Changes the fields given; prices and sale dates are checked together with the stored ones. */
  const applyBookUpdate = async (
    tx: DbOrTx,
    locale: Locale,
    before: AdminBookRow,
    body: AdminBookUpdateBody,
  ): Promise<AdminBookRow> => {
    const bookId = before.id;
    const { plan, touchesSale } = await checkBookUpdate(tx, locale, before, body);
    const pricesChange =
      body.PriceSatang !== undefined || body.OldPriceSatang !== undefined || touchesSale;
    await admin.updateBook(tx, bookId, {
      ...columnsOf(body),
      ...(pricesChange ? priceColumns(plan, clock.now()) : {}),
    });
    await writeLinks(tx, bookId, body);
    const indexed =
      body.NameTh !== undefined ||
      body.NameEn !== undefined ||
      body.ShortDescriptionTh !== undefined ||
      body.ShortDescriptionEn !== undefined ||
      body.FullDescriptionTh !== undefined ||
      body.FullDescriptionEn !== undefined ||
      body.Contributors !== undefined ||
      body.PublisherId !== undefined ||
      body.ImprintId !== undefined ||
      body.SeriesId !== undefined;
    if (indexed) await reindex(tx, [bookId]);
    else await catalogUpkeep.refreshBookDetails(tx, [bookId]);
    if (pricesChange) await deps.watchPrices?.(tx, [bookId]);
    if (body.ReleaseAt !== undefined)
      await deps.watchReleaseMoved?.(tx, {
        bookId,
        before: before.releaseAt,
        after: body.ReleaseAt === null ? null : new Date(body.ReleaseAt),
      });
    return reread(tx, bookId);
  };

  /** Published now, or taken off the store (a schedule is cleared either way). */
  const applyPublished = async (
    tx: DbOrTx,
    before: AdminBookRow,
    published: boolean,
  ): Promise<AdminBookRow> => {
    await admin.setBooksPublished(tx, [before.id], published);
    // Followers of its series, authors and publisher are told (docs/notifications.md).
    if (published && !before.published) await deps.watchPublished?.(tx, [before.id]);
    return reread(tx, before.id);
  };

  /** Hidden until `at`, then published by the schedule job. */
  const applySchedule = async (tx: DbOrTx, bookId: number, at: Date): Promise<AdminBookRow> => {
    await admin.updateBook(tx, bookId, { published: false, publishAt: at });
    return reread(tx, bookId);
  };

  /** A cover picture checked, made a 357x510 WebP and stored under its content key (the key). */
  const storeCover = async (locale: Locale, data: Buffer): Promise<string> => {
    const webp = await coverOf(locale, data);
    const key = contentKey('covers', webp, '.webp');
    await storage.put(key, webp);
    return key;
  };

  const applyCover = async (tx: DbOrTx, bookId: number, key: string): Promise<AdminBookRow> => {
    await admin.updateBook(tx, bookId, { coverKey: key });
    return reread(tx, bookId);
  };

  /**
   * An uploaded book file or sample: its type must be its format's (415) and it must pass the
   * import's checks (400 listing the checker's findings). Answers what the checks warn about.
   */
  const checkBookUpload = async (
    locale: Locale,
    format: Format,
    contentType: string,
    data: Buffer,
  ): Promise<EpubWarning[]> => {
    if (contentType !== FILE_TYPES[format])
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
        messages: [
          translate(locale, 'catalogAdmin.file.typeMismatch', { type: contentType, format }),
        ],
      });
    const { problems, warnings } = await inspectBookFile(format, data);
    if (problems.length > 0)
      throw invalid([
        translate(locale, 'catalogAdmin.file.problems', { format }),
        ...problems.slice(0, 5),
      ]);
    return warnings;
  };

  /** A book file stored under its content key with a sample made from it (book-samples.ts). */
  const storeUploadedFile = async (
    bookId: number,
    format: Format,
    data: Buffer,
  ): Promise<StoredBookFile> =>
    storeBookFile(storage, bookId, { format, data, sample: await sampleOf(format, data) });

  /** A sample stored under its content key. */
  const storeUploadedSample = async (
    format: Format,
    data: Buffer,
  ): Promise<{ format: Format; key: string; size: number }> => {
    const key = `samples/${createHash('sha256').update(data).digest('hex')}${format === 'EPUB' ? '.epub' : '.pdf'}`;
    await storage.put(key, data);
    return { format, key, size: data.length };
  };

  /** A sample made from the book file itself (its first 10 %, book-samples.ts), stored. */
  const storeGeneratedSample = async (
    format: Format,
    data: Buffer,
  ): Promise<{ format: Format; key: string; size: number }> =>
    storeUploadedSample(format, await sampleOf(format, data));

  /** Records stored files and samples of a locked book (a sample needs its book file: 409). */
  const applyBookFiles = async (
    tx: DbOrTx,
    locale: Locale,
    before: AdminBookRow,
    change: {
      files?: StoredBookFile[];
      samples?: Array<{ format: Format; key: string; size: number }>;
    },
  ): Promise<AdminBookRow> => {
    const bookId = before.id;
    const files = change.files ?? [];
    if (files.length > 0) await deps.bookFiles.upsertBookFiles(tx, files);
    for (const sample of change.samples ?? []) {
      const hasFile =
        files.some((file) => file.format === sample.format) ||
        before.files.some((entry) => entry.format === sample.format && entry.storageKey);
      if (!hasFile)
        throw new AppError('CONFLICT', {
          messages: [translate(locale, 'catalogAdmin.sample.noFile', { format: sample.format })],
        });
      await admin.setBookFileSample(tx, bookId, sample.format, sample.key, sample.size);
    }
    await deps.bookFiles.refreshHasSample(tx, [bookId]);
    await catalogUpkeep.refreshBookDetails(tx, [bookId]);
    await admin.touchBooks(tx, [bookId]);
    return reread(tx, bookId);
  };

  /** The checks' warnings in the caller's language. */
  const warningTexts = (locale: Locale, warnings: readonly EpubWarning[]): string[] =>
    warnings.map((warning) =>
      warning.code === 'language'
        ? translate(locale, 'catalogAdmin.file.warning.language', {
            documents: warning.documents,
            total: warning.total,
          })
        : translate(locale, 'catalogAdmin.file.warning.font'),
    );

  /** A stored cover, else the drawn one. */
  const coverPicture = async (
    row: { id: number; coverKey: string | null; updatedAt: Date },
    key: string | null = row.coverKey,
  ): Promise<{ data: Buffer; contentType: string } | undefined> => {
    if (key) {
      const stored = await storage.get(key);
      if (stored) return stored;
    }
    const drawn = await deps.drawnCover(row.id, coverStamp(row.updatedAt));
    return drawn ? { data: drawn, contentType: 'image/webp' } : undefined;
  };

  /**
   * Books among `ids` that are publishers' titles never approved (docs/titles.md): staff approve
   * them under Title submissions, which publishes them; Publish and Schedule refuse them (409).
   */
  const refuseUnreviewed = async (tx: DbOrTx, locale: Locale, ids: number[]): Promise<void> => {
    const waiting = await admin.findUnapprovedTitleIds(tx, ids);
    if (waiting.length > 0)
      throw new AppError('CONFLICT', {
        messages: [translate(locale, 'catalogAdmin.titleNotApproved', { ids: waiting.join(', ') })],
      });
  };

  /** What the publisher portal's titles and staff's review reuse (portal-titles.service.ts). */
  const bookWrites = {
    write,
    lockBook,
    reread,
    insertNewBook,
    applyBookUpdate,
    applyPublished,
    applySchedule,
    storeCover,
    applyCover,
    checkBookUpload,
    storeUploadedFile,
    storeUploadedSample,
    storeGeneratedSample,
    applyBookFiles,
    checkBookUpdate,
    warningTexts,
    coverPicture,
    toAdminBook,
    recordBookChange,
    planOf,
  };

  return {
    bookWrites,

    // ---------------------------------------------------------------------------------- books

    async listBooks(
      locale: Locale,
      query: AdminBookListQuery,
    ): Promise<{
      Items: AdminBookListItem[];
      Page: number;
      PageSize: number;
      HasNextPage: boolean;
    }> {
      let categoryIds: number[] | undefined;
      if (query.CategoryId !== undefined)
        categoryIds = descendantsOf(await admin.findAllCategories(db), query.CategoryId);
      const text = listTextOf(query.Q);
      const rows = await admin.findBookListPage(db, {
        ...(text ? { text } : {}),
        ...(query.Status ? { status: query.Status } : {}),
        ...(categoryIds ? { categoryIds } : {}),
        ...(query.PublisherId !== undefined ? { publisherId: query.PublisherId } : {}),
        ...(query.Ids ? { ids: query.Ids } : {}),
        sort: query.Sort ?? 'UpdatedAt',
        order: query.Order,
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return {
        Items: rows.slice(0, query.PageSize).map((row) => ({
          Id: row.id,
          NameTh: row.nameTh,
          NameEn: row.nameEn,
          Authors: (row.authors ?? []).map((author) =>
            localName(locale, { nameTh: author.th, nameEn: author.en }),
          ),
          PublisherName: row.publisher
            ? localName(locale, { nameTh: row.publisher.th, nameEn: row.publisher.en })
            : null,
          Isbn: row.isbn,
          EIsbn: row.eIsbn,
          PriceSatang: row.priceSatang,
          SaleActive: row.regularPriceSatang !== null,
          Status: statusOf(row),
          PublishAt: iso(row.publishAt),
          ReleaseDate: row.releaseDate,
          SoldCount: row.soldCount,
          CoverUrl: adminCoverUrl(row),
          UpdatedAt: row.updatedAt.toISOString(),
        })),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    async getBook(locale: Locale, id: string): Promise<AdminBook> {
      const bookId = parseId(locale, id, 'catalogAdmin.bookNotFound');
      const row = await admin.findAdminBook(db, bookId);
      if (!row) throw notFound(locale, id);
      return toAdminBook(locale, row);
    },

    /** The cover for the back office's pages: the stored picture, else the drawn one. */
    async getCover(
      locale: Locale,
      id: string,
    ): Promise<{ data: Buffer; contentType: string } | undefined> {
      const bookId = parseId(locale, id, 'catalogAdmin.bookNotFound');
      const row = await admin.findAdminBook(db, bookId);
      if (!row) throw notFound(locale, id);
      return coverPicture(row);
    },

    /** A new book, a draft until published. */
    async createBook(
      actor: StaffActor,
      locale: Locale,
      body: AdminBookCreateBody,
    ): Promise<AdminBook> {
      const row = await write(async (tx) => {
        const after = await insertNewBook(tx, locale, body);
        await recordBookChange(tx, actor, 'book.create', null, after);
        return after;
      });
      return toAdminBook(locale, row);
    },

    /** Changes the fields given; prices and sale dates are checked together with the stored ones. */
    async updateBook(
      actor: StaffActor,
      locale: Locale,
      id: string,
      body: AdminBookUpdateBody,
    ): Promise<AdminBook> {
      const bookId = parseId(locale, id, 'catalogAdmin.bookNotFound');
      const row = await write(async (tx) => {
        const before = await lockBook(tx, locale, bookId);
        const after = await applyBookUpdate(tx, locale, before, body);
        await recordBookChange(tx, actor, 'book.update', before, after);
        return after;
      });
      return toAdminBook(locale, row);
    },

    async publishBook(actor: StaffActor, locale: Locale, id: string): Promise<AdminBook> {
      const bookId = parseId(locale, id, 'catalogAdmin.bookNotFound');
      const row = await write(async (tx) => {
        const before = await lockBook(tx, locale, bookId);
        if (before.published) return before;
        await refuseUnreviewed(tx, locale, [bookId]);
        const after = await applyPublished(tx, before, true);
        await recordBookChange(tx, actor, 'book.publish', before, after);
        return after;
      });
      return toAdminBook(locale, row);
    },

    async unpublishBook(actor: StaffActor, locale: Locale, id: string): Promise<AdminBook> {
      const bookId = parseId(locale, id, 'catalogAdmin.bookNotFound');
      const row = await write(async (tx) => {
        const before = await lockBook(tx, locale, bookId);
        if (!before.published && before.publishAt === null) return before;
        const after = await applyPublished(tx, before, false);
        await recordBookChange(tx, actor, 'book.unpublish', before, after);
        return after;
      });
      return toAdminBook(locale, row);
    },

    /** Hidden until `publishAt`, then published by the schedule job (within a minute). */
    async scheduleBook(
      actor: StaffActor,
      locale: Locale,
      id: string,
      publishAt: string,
    ): Promise<AdminBook> {
      const bookId = parseId(locale, id, 'catalogAdmin.bookNotFound');
      const at = new Date(publishAt);
      if (at <= clock.now()) throw invalid([translate(locale, 'catalogAdmin.publishAtPast')]);
      const row = await write(async (tx) => {
        const before = await lockBook(tx, locale, bookId);
        await refuseUnreviewed(tx, locale, [bookId]);
        const after = await applySchedule(tx, bookId, at);
        await recordBookChange(tx, actor, 'book.schedule', before, after);
        return after;
      });
      return toAdminBook(locale, row);
    },

    /** A cover picture: checked, resized to 357x510 WebP, stored under its content key. */
    async uploadCover(
      actor: StaffActor,
      locale: Locale,
      id: string,
      data: Buffer,
    ): Promise<AdminBook> {
      const bookId = parseId(locale, id, 'catalogAdmin.bookNotFound');
      if (!(await admin.findAdminBook(db, bookId))) throw notFound(locale, id);
      const key = await storeCover(locale, data);
      const row = await write(async (tx) => {
        const before = await lockBook(tx, locale, bookId);
        const after = await applyCover(tx, bookId, key);
        await recordBookChange(tx, actor, 'book.cover', before, after);
        return after;
      });
      return toAdminBook(locale, row);
    },

    /**
     * A book file (EPUB or PDF) checked as an ONIX import checks it; without a sample of its own
     * the book gets one made from it (docs/book-files.md), replaced by an uploaded sample.
     */
    async uploadBookFile(
      actor: StaffActor,
      locale: Locale,
      params: { id: string; format: 'epub' | 'pdf'; contentType: string; sample: boolean },
      data: Buffer,
    ): Promise<AdminBookUpload> {
      const bookId = parseId(locale, params.id, 'catalogAdmin.bookNotFound');
      const format: Format = params.format === 'epub' ? 'EPUB' : 'PDF';
      if (params.contentType !== FILE_TYPES[format])
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
          messages: [
            translate(locale, 'catalogAdmin.file.typeMismatch', {
              type: params.contentType,
              format,
            }),
          ],
        });
      const existing = await admin.findAdminBook(db, bookId);
      if (!existing) throw notFound(locale, params.id);
      const current = existing.files.find((file) => file.format === format && file.storageKey);
      if (params.sample && !current)
        throw new AppError('CONFLICT', {
          messages: [translate(locale, 'catalogAdmin.sample.noFile', { format })],
        });
      const warnings = await checkBookUpload(locale, format, params.contentType, data);
      const change = params.sample
        ? { samples: [await storeUploadedSample(format, data)] }
        : { files: [await storeUploadedFile(bookId, format, data)] };

      const row = await write(async (tx) => {
        const before = await lockBook(tx, locale, bookId);
        const after = await applyBookFiles(tx, locale, before, change);
        await recordBookChange(
          tx,
          actor,
          params.sample ? 'book.sample' : 'book.file',
          before,
          after,
        );
        return after;
      });
      return { ...toAdminBook(locale, row), Warnings: warningTexts(locale, warnings) };
    },

    /** One action on many books, in one transaction, with an audit entry per book changed. */
    async bulk(actor: StaffActor, locale: Locale, body: AdminBooksBulkBody): Promise<number> {
      const ids = [...new Set(body.Ids)].sort((a, b) => a - b);
      if (body.Action === 'priceChange' && body.Percent === undefined)
        throw invalid([translate(locale, 'catalogAdmin.bulk.percentRequired')]);
      if (body.Action === 'moveCategory' && body.CategoryId === undefined)
        throw invalid([translate(locale, 'catalogAdmin.bulk.categoryRequired')]);
      return write(async (tx) => {
        const states = await admin.lockBookStates(tx, ids);
        const missing = ids.filter((id) => !states.some((state) => state.id === id));
        if (missing.length > 0) throw notFound(locale, missing.join(', '));
        const record = (id: number, before: unknown, after: unknown) =>
          audit.record(tx, actor, {
            action: `book.bulk.${body.Action}`,
            entityType: 'book',
            entityId: id,
            before,
            after,
          });

        switch (body.Action) {
          case 'publish':
          case 'unpublish': {
            const publish = body.Action === 'publish';
            const changed = states.filter((state) =>
              publish ? !state.published : state.published || state.publishAt !== null,
            );
            if (publish)
              await refuseUnreviewed(
                tx,
                locale,
                changed.map((state) => state.id),
              );
            await admin.setBooksPublished(
              tx,
              changed.map((state) => state.id),
              publish,
            );
            if (publish)
              await deps.watchPublished?.(
                tx,
                changed.map((state) => state.id),
              );
            for (const state of changed)
              await record(
                state.id,
                { Status: statusOf(state), PublishAt: iso(state.publishAt) },
                { Status: publish ? 'published' : 'draft', PublishAt: null },
              );
            return changed.length;
          }
          case 'priceChange': {
            const factor = (100 + (body.Percent ?? 0)) / 100;
            const rows = states.map((state) => {
              const regular = state.regularPriceSatang ?? state.priceSatang;
              // Whole baht, as prices are set.
              const next = Math.max(0, Math.round((regular * factor) / 100) * 100);
              return { state, regular, next };
            });
            const changed = rows.filter((row) => row.next !== row.regular);
            await admin.setBookPrices(
              tx,
              changed.map(({ state, next }) =>
                state.regularPriceSatang !== null
                  ? // A sale is applied: its price stays, the regular price (crossed out) changes.
                    {
                      id: state.id,
                      priceSatang: state.priceSatang,
                      oldPriceSatang: next,
                      regularPriceSatang: next,
                    }
                  : {
                      id: state.id,
                      priceSatang: next,
                      oldPriceSatang: state.oldPriceSatang,
                      regularPriceSatang: null,
                    },
              ),
            );
            for (const { state, regular, next } of changed)
              await record(
                state.id,
                { PriceSatang: regular },
                { PriceSatang: next, Percent: body.Percent },
              );
            await deps.watchPrices?.(
              tx,
              changed.map(({ state }) => state.id),
            );
            return changed.length;
          }
          case 'moveCategory': {
            const categoryId = body.CategoryId!;
            await requireIds(tx, locale, 'categories', [categoryId]);
            const before = await admin.findCategoryIdsOfBooks(tx, ids);
            await admin.replaceBookCategories(tx, ids, [categoryId]);
            await catalogUpkeep.refreshBookDetails(tx, ids);
            await admin.touchBooks(tx, ids);
            for (const id of ids)
              await record(
                id,
                { CategoryIds: before.get(id) ?? [] },
                { CategoryIds: [categoryId] },
              );
            return ids.length;
          }
        }
      });
    },

    /**
     * The `catalog.schedule` job (every minute): publishes scheduled books whose time has come and
     * starts and ends sales; when anything changed, the catalog version moves. Answers what changed.
     */
    async runSchedule(): Promise<{ published: number[]; started: number[]; ended: number[] }> {
      const now = clock.now();
      let changed = { published: [] as number[], started: [] as number[], ended: [] as number[] };
      let version: string | undefined;
      await db.transaction(async (tx) => {
        const published = await admin.publishDueBooks(tx, now);
        const ended = await admin.endDueSales(tx, now);
        const started = await admin.startDueSales(tx, now);
        changed = { published, started, ended };
        if (published.length + started.length + ended.length === 0) return;
        if (started.length > 0) await deps.watchPrices?.(tx, started);
        if (published.length > 0) await deps.watchPublished?.(tx, published);
        version = await catalogUpkeep.bumpCatalogVersion(tx);
      });
      if (version) cache?.moveTo(version);
      return changed;
    },

    // ---------------------------------------------------------------------------------- categories

    async listCategories(
      locale: Locale,
      query: { Page: number; PageSize: number; Q?: string | undefined; Ids?: number[] | undefined },
    ) {
      let items = categoryTree(await admin.findAllCategories(db), locale);
      if (query.Ids) {
        const wanted = new Set(query.Ids);
        items = items.filter((item) => wanted.has(item.Id));
      }
      const text = query.Q?.trim().toLowerCase();
      if (text)
        items = items.filter(
          (item) =>
            item.NameTh.toLowerCase().includes(text) || item.NameEn.toLowerCase().includes(text),
        );
      const start = (query.Page - 1) * query.PageSize;
      return {
        Items: items.slice(start, start + query.PageSize),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: items.length > start + query.PageSize,
      };
    },

    getCategory: findCategory,

    async createCategory(
      actor: StaffActor,
      locale: Locale,
      body: {
        ParentId: number | null;
        NameTh: string;
        NameEn: string;
        DescriptionTh: string;
        DescriptionEn: string;
        ShowOnHome: boolean;
        Published: boolean;
      },
    ): Promise<AdminCategory> {
      const id = await write(async (tx) => {
        if (body.ParentId !== null) await requireIds(tx, locale, 'categories', [body.ParentId]);
        const created = await admin.insertAdminCategory(tx, {
          parentId: body.ParentId,
          nameTh: body.NameTh,
          nameEn: body.NameEn,
          descriptionTh: body.DescriptionTh,
          descriptionEn: body.DescriptionEn,
          showOnHome: body.ShowOnHome,
          published: body.Published,
          displayOrder: await admin.nextCategoryOrder(tx, body.ParentId),
        });
        await audit.record(tx, actor, {
          action: 'category.create',
          entityType: 'category',
          entityId: created,
          after: body,
        });
        return created;
      });
      return findCategory(locale, String(id));
    },

    async updateCategory(
      actor: StaffActor,
      locale: Locale,
      id: string,
      body: Partial<{
        ParentId: number | null;
        NameTh: string;
        NameEn: string;
        DescriptionTh: string;
        DescriptionEn: string;
        ShowOnHome: boolean;
        Published: boolean;
      }>,
    ): Promise<AdminCategory> {
      const before = await findCategory(locale, id);
      await write(async (tx) => {
        if (body.ParentId !== undefined && body.ParentId !== null) {
          const rows = await admin.findAllCategories(tx);
          if (!rows.some((row) => row.id === body.ParentId))
            throw invalid([
              translate(locale, 'catalogAdmin.missing.categories', { ids: body.ParentId }),
            ]);
          if (descendantsOf(rows, before.Id).includes(body.ParentId))
            throw invalid([translate(locale, 'catalogAdmin.category.loop')]);
        }
        await admin.updateAdminCategory(tx, before.Id, {
          ...(body.ParentId !== undefined ? { parentId: body.ParentId } : {}),
          ...(body.NameTh !== undefined ? { nameTh: body.NameTh } : {}),
          ...(body.NameEn !== undefined ? { nameEn: body.NameEn } : {}),
          ...(body.DescriptionTh !== undefined ? { descriptionTh: body.DescriptionTh } : {}),
          ...(body.DescriptionEn !== undefined ? { descriptionEn: body.DescriptionEn } : {}),
          ...(body.ShowOnHome !== undefined ? { showOnHome: body.ShowOnHome } : {}),
          ...(body.Published !== undefined ? { published: body.Published } : {}),
          ...(body.ParentId !== undefined && body.ParentId !== before.ParentId
            ? { displayOrder: await admin.nextCategoryOrder(tx, body.ParentId) }
            : {}),
        });
        const { before: changedBefore, after: changedAfter } = changesOf(
          before as unknown as Record<string, unknown>,
          { ...before, ...body } as unknown as Record<string, unknown>,
        );
        await audit.record(tx, actor, {
          action: 'category.update',
          entityType: 'category',
          entityId: before.Id,
          before: changedBefore,
          after: changedAfter,
        });
      });
      return findCategory(locale, id);
    },

    /** The children of one parent in a new order (every child once). */
    async reorderCategories(
      actor: StaffActor,
      locale: Locale,
      body: { ParentId: number | null; Ids: number[] },
    ): Promise<void> {
      await write(async (tx) => {
        const rows = await admin.findAllCategories(tx);
        const children = rows.filter((row) => row.parentId === body.ParentId).map((row) => row.id);
        const given = new Set(body.Ids);
        if (
          given.size !== body.Ids.length ||
          children.length !== body.Ids.length ||
          children.some((id) => !given.has(id))
        )
          throw invalid([translate(locale, 'catalogAdmin.category.reorder')]);
        await admin.setCategoryOrder(tx, body.Ids);
        await audit.record(tx, actor, {
          action: 'category.reorder',
          entityType: 'category',
          entityId: body.ParentId,
          before: { Ids: children },
          after: { Ids: body.Ids },
        });
      });
    },

    // ---------------------------------------------------------------------------------- named lists

    async listNamed(
      kind: NamedListKind,
      query: {
        Page: number;
        PageSize: number;
        Q?: string | undefined;
        Sort?: 'Id' | 'NameTh' | 'NameEn' | undefined;
        Order: 'ASC' | 'DESC';
        Ids?: number[] | undefined;
      },
    ) {
      const text = query.Q?.trim()
        .toLowerCase()
        .replace(/[%_\\]/g, '\\$&');
      const rows = await admin.findNamedPage(db, kind, {
        ...(text ? { text } : {}),
        ...(query.Ids ? { ids: query.Ids } : {}),
        sort: query.Sort ?? 'NameTh',
        order: query.Sort ? query.Order : 'ASC',
        limit: query.PageSize + 1,
        offset: (query.Page - 1) * query.PageSize,
      });
      return {
        Items: rows.slice(0, query.PageSize).map(toNamed),
        Page: query.Page,
        PageSize: query.PageSize,
        HasNextPage: rows.length > query.PageSize,
      };
    },

    getNamed: findNamedEntry,

    async createNamed(
      actor: StaffActor,
      locale: Locale,
      kind: NamedListKind,
      body: AdminNamedWriteBody & { NameTh: string; NameEn: string },
    ): Promise<AdminNamed> {
      checkNamedFields(locale, kind, body);
      const row = await write(async (tx) => {
        if (body.PublisherId) await requireIds(tx, locale, 'publishers', [body.PublisherId]);
        const id = await admin.insertNamed(tx, kind, {
          ...namedWriteOf(kind, body, { nameTh: body.NameTh, nameEn: body.NameEn }),
          nameTh: body.NameTh,
          nameEn: body.NameEn,
        });
        if (id === 'taken')
          throw new AppError('CONFLICT', {
            messages: [
              translate(locale, 'catalogAdmin.named.taken', {
                nameTh: body.NameTh,
                nameEn: body.NameEn,
              }),
            ],
          });
        const created = await admin.findNamed(tx, kind, id);
        if (!created) throw new Error('named row vanished');
        await audit.record(tx, actor, {
          action: `${kind}.create`,
          entityType: kind,
          entityId: id,
          after: namedAudit(created),
        });
        return created;
      });
      return toNamed(row);
    },

    /** A rename also renews the search fields and details documents of the books naming it. */
    async updateNamed(
      actor: StaffActor,
      locale: Locale,
      kind: NamedListKind,
      id: string,
      body: AdminNamedWriteBody,
    ): Promise<AdminNamed> {
      checkNamedFields(locale, kind, body);
      const current = await findNamedEntry(locale, kind, id);
      const row = await write(async (tx) => {
        if (body.PublisherId) await requireIds(tx, locale, 'publishers', [body.PublisherId]);
        const names = {
          nameTh: body.NameTh ?? current.NameTh,
          nameEn: body.NameEn ?? current.NameEn,
        };
        const outcome = await admin.updateNamed(
          tx,
          kind,
          current.Id,
          namedWriteOf(kind, body, names),
        );
        if (outcome === 'taken')
          throw new AppError('CONFLICT', {
            messages: [translate(locale, 'catalogAdmin.named.taken', names)],
          });
        const after = await admin.findNamed(tx, kind, current.Id);
        if (!after) throw namedNotFound(locale, id);
        if (body.NameTh !== undefined || body.NameEn !== undefined)
          await reindex(tx, await admin.findBookIdsNaming(tx, kind, current.Id));
        const { Id: _id, ...beforeView } = current;
        const changes = changesOf(beforeView, namedAudit(after));
        await audit.record(tx, actor, {
          action: `${kind}.update`,
          entityType: kind,
          entityId: current.Id,
          before: changes.before,
          after: changes.after,
        });
        return after;
      });
      return toNamed(row);
    },

    // ---------------------------------------------------------------------------------- ONIX

    /**
     * An ONIX 3.0 file uploaded in the browser, streamed through the same parser and writer as
     * `npm run catalog:import` (batches of 200, each its own transaction; the catalog version moves
     * after each batch as in every import). There is no folder beside an uploaded file: relative
     * cover links and book files are not looked for (the store draws covers). One audit entry records the report.
     */
    async importOnix(
      actor: StaffActor,
      locale: Locale,
      xml: Readable,
      fileName: string | null,
    ): Promise<AdminOnixReport> {
      const problems: string[] = [];
      let created = 0;
      let updated = 0;
      let skipped = 0;
      let batch: ImportBook[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const result = await importCatalog(deps, { books: batch }, { batchSize: ONIX_BATCH });
        created += result.created;
        updated += result.updated;
        batch = [];
      };
      try {
        try {
          for await (const record of parseOnix({ xml, baseDir: null })) {
            if (record.errors) {
              skipped += 1;
              if (problems.length < 500)
                for (const reason of record.errors)
                  problems.push(`Record ${record.index} (line ${record.line}): ${reason}`);
              continue;
            }
            if (batch.some((book) => book.recordReference === record.book.recordReference))
              await flush();
            batch.push(record.book);
            if (batch.length >= ONIX_BATCH) await flush();
          }
        } catch (error) {
          if (!(error instanceof OnixFormatError)) throw error;
          await flush();
          if (created + updated === 0)
            throw invalid([
              translate(locale, 'catalogAdmin.onix.notOnix', { reason: error.message }),
            ]);
          problems.push(
            `Stopped reading${error.line ? ` at line ${error.line}` : ''}: ${error.message}`,
          );
        }
        await flush();
      } finally {
        xml.resume();
      }
      const report = { Created: created, Updated: updated, Skipped: skipped, Problems: problems };
      await db.transaction((tx) =>
        audit.record(tx, actor, {
          action: 'catalog.onixImport',
          entityType: 'onix',
          entityId: fileName,
          after: { File: fileName, Created: created, Updated: updated, Skipped: skipped },
        }),
      );
      return report;
    },
  };
};

export type CatalogAdminService = ReturnType<typeof createCatalogAdminService>;
