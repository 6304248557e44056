import { openAsBlob } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BlobReader, Writer, ZipReader, type Entry, type FileEntry } from '@zip.js/zip.js';
import type { Locale } from '@nangsue/contracts';
import {
  PORTAL_UPLOAD_LIMITS,
  PortalTitleUpdateBodySchema,
  type PortalBulkItem,
  type PortalBulkReport,
  type PortalTitle,
  type PortalTitleUpdateBody,
} from '@nangsue/contracts/portal';
import type { Database } from '../../db/client.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import {
  genericMessageKey,
  translate,
  type MessageKey,
  type MessageParams,
} from '../../lib/messages.js';
import { describeIssue } from '../../lib/validation-messages.js';
import { importCatalog, type CatalogImportDeps } from './catalog-import.service.js';
import type { ImportBook, LocalizedText } from './catalog-import.types.js';
import { OnixFormatError, parseOnix } from './onix/parse-onix.js';
import type * as portalBulkRepository from './portal-bulk.repository.js';
import type { BookKeyRow, OwnBookKeyRow } from './portal-bulk.repository.js';
import type { PortalTitlesService, TitleScope } from './portal-titles.service.js';
import type * as titlesRepository from './titles.repository.js';

/**
 * A publisher's bulk upload in the portal (issue 25, docs/titles.md "Bulk upload"): one way to
 * import, the staff's, with the scope forced on the server.
 *
 * - **ONIX**: the staff import's parser (`parseOnix`) reads the file as a stream; each record is
 *   matched to a book by its RecordReference, else its ISBN. A reference or ISBN of a book that
 *   is not the caller's refuses the record (the report never names that book). A new record is
 *   written by the staff import's writer (`importCatalog`, insert only) as a book of the caller's
 *   catalog publisher whatever publisher the ONIX names, not in the store, with its review state
 *   `draft` in the same transaction: a title like one made by hand. A record of one of the
 *   caller's titles changes it through the title workflow's own edit (`portalTitles.update`): in
 *   place while never approved, into the revision of an approved title; its price at once, as
 *   the price call does.
 * - **Zip**: `<reference or ISBN>.epub|.pdf`, `.sample.epub|.pdf` and covers `.jpg|.png|.webp`
 *   go to the caller's own titles through the title's own uploads (the EPUB check refusing with
 *   its findings, a Thai book's warnings, revisions of approved titles).
 *
 * Both answer when done (as the staff's import does: no job, no polling), with a line per record
 * or file in the caller's language.
 */

export type PortalBulkDeps = {
  db: Database;
  /** The staff import's writer and its dependencies. */
  importDeps: CatalogImportDeps;
  portalTitles: Pick<
    PortalTitlesService,
    'categories' | 'get' | 'update' | 'setPrice' | 'uploadFile' | 'uploadCover'
  >;
  titles: Pick<typeof titlesRepository, 'insertTitleSubmission' | 'insertTitleEvent'>;
  bulk: typeof portalBulkRepository;
};

/** Records written per transaction (as the staff's upload). */
const BATCH = 200;
/** Items listed in a report; the rest are counted. */
const MAX_ITEMS = 2000;
/** Files read from one zip. */
const MAX_ZIP_FILES = 2000;
const MAX_PRICE_SATANG = 100_000_000;
const FILE_TYPES = { EPUB: 'application/epub+zip', PDF: 'application/pdf' } as const;

type Format = 'EPUB' | 'PDF';

// ------------------------------------------------------------------ the parser's findings

type ProblemRule = readonly [RegExp, MessageKey, (match: RegExpMatchArray) => MessageParams];

/** The parser's English findings (onix-product.ts), each to its message in the caller's language. */
const ONIX_PROBLEMS: readonly ProblemRule[] = [
  [/^ISBN "(.*)" is not 13 digits$/s, 'bulk.onix.isbnDigits', (m) => ({ value: m[1]! })],
  [/^ISBN (\S+) has a wrong check digit$/, 'bulk.onix.isbnCheck', (m) => ({ value: m[1]! })],
  [/^price "(.*)" is not an amount in baht$/s, 'bulk.onix.price', (m) => ({ amount: m[1]! })],
  [/^no price in THB \(found (.*)\)$/, 'bulk.onix.otherCurrency', (m) => ({ currencies: m[1]! })],
  [/^no consumer price in THB$/, 'bulk.onix.noPrice', () => ({})],
  [/^missing RecordReference$/, 'bulk.onix.noReference', () => ({})],
  [/^RecordReference is longer than 100 characters$/, 'bulk.onix.longReference', () => ({})],
  [/^deletion notices \(NotificationType 05\) are not imported$/, 'bulk.onix.deletion', () => ({})],
  [/^missing title$/, 'bulk.onix.noTitle', () => ({})],
  [/^publishing date "(.*)" is not a date$/s, 'bulk.onix.date', (m) => ({ date: m[1]! })],
];

/** One finding of the ONIX parser in the caller's language (an unknown one as the parser wrote it). */
export const onixProblemText = (locale: Locale, text: string): string => {
  for (const [pattern, key, params] of ONIX_PROBLEMS) {
    const match = text.match(pattern);
    if (match) return translate(locale, key, params(match));
  }
  return text;
};

// ------------------------------------------------------------------ helpers

const messagesOf = (locale: Locale, error: AppError): string[] =>
  error.messages && error.messages.length > 0
    ? error.messages
    : [translate(locale, error.messageKey ?? genericMessageKey(error.code), error.params)];

const clip = (text: string, max: number): string => {
  const trimmed = text.trim();
  return trimmed.length > max ? trimmed.slice(0, max).trim() : trimmed;
};

const inRange = (value: number | null | undefined, min: number, max: number): number | null =>
  value === null || value === undefined || value < min || value > max ? null : value;

const bahtOf = (locale: Locale, satang: number) =>
  (satang / 100).toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

const nameIn = (locale: Locale, name: { th: string; en: string }) =>
  locale === 'th' ? name.th || name.en : name.en || name.th;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A 13-digit ISBN written with or without hyphens and spaces, else null. */
const isbnOf = (text: string): string | null => {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{13}$/.test(digits) ? digits : null;
};

const itemOf = (
  fields: Partial<PortalBulkItem> & Pick<PortalBulkItem, 'Kind' | 'Index' | 'Outcome'>,
): PortalBulkItem => ({
  Line: null,
  Reference: null,
  Format: null,
  BookId: null,
  Title: null,
  Pending: false,
  Messages: [],
  ...fields,
});

const newReport = (file: string | null) => {
  const report: PortalBulkReport = {
    File: file,
    Created: 0,
    Updated: 0,
    Unchanged: 0,
    Refused: 0,
    Items: [],
    Omitted: 0,
    Problems: [],
  };
  const counters = {
    created: 'Created',
    updated: 'Updated',
    unchanged: 'Unchanged',
    refused: 'Refused',
  } as const;
  const add = (items: PortalBulkItem[]) => {
    for (const item of [...items].sort((x, y) => x.Index - y.Index)) {
      report[counters[item.Outcome]] += 1;
      if (report.Items.length < MAX_ITEMS) report.Items.push(item);
      else report.Omitted += 1;
    }
  };
  return { report, add };
};

/** A zip entry read into memory, refused past `limit` bytes whatever its header says. */
class LimitedWriter extends Writer<Buffer> {
  private readonly chunks: Uint8Array[] = [];
  private written = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override async writeUint8Array(array: Uint8Array): Promise<void> {
    this.written += array.length;
    if (this.written > this.limit) throw new RangeError('too large');
    this.chunks.push(array);
  }
  override async getData(): Promise<Buffer> {
    return Buffer.concat(this.chunks);
  }
}

// ------------------------------------------------------------------ records

/** The fields of a title a record carries, as the portal's title edit takes them. */
type MappedTitle = Required<Omit<PortalTitleUpdateBody, 'PublishAt'>>;

type ParsedRecord = { index: number; line: number; book: ImportBook };
type ReadyRecord = ParsedRecord & {
  mapped: MappedTitle;
  price: number;
  categoryPaths: LocalizedText[][];
  notes: string[];
};

type Target =
  | { kind: 'new' }
  | { kind: 'own'; bookId: number }
  | { kind: 'taken' }
  | { kind: 'ambiguous'; ids: number[] };

/**
 * The book a record names: its reference, else its e-ISBN, else its ISBN (a title without an
 * e-ISBN); any book that is not the caller's sharing the reference or an ISBN refuses it.
 */
const targetOf = (book: ImportBook, rows: readonly BookKeyRow[]): Target => {
  const isbns = [book.isbn, book.eIsbn].filter((value): value is string => value !== null);
  const related = rows.filter(
    (row) =>
      row.recordReference === book.recordReference ||
      isbns.some((isbn) => isbn === row.isbn || isbn === row.eIsbn),
  );
  if (related.some((row) => !row.own || row.bookId === null)) return { kind: 'taken' };
  const byReference = related.find((row) => row.recordReference === book.recordReference);
  if (byReference) return { kind: 'own', bookId: byReference.bookId! };
  let candidates = book.eIsbn ? related.filter((row) => row.eIsbn === book.eIsbn) : [];
  if (candidates.length === 0 && book.isbn)
    candidates = related.filter(
      (row) => row.isbn === book.isbn && (row.eIsbn === null || row.eIsbn === book.eIsbn),
    );
  if (candidates.length > 1)
    return { kind: 'ambiguous', ids: candidates.map((row) => row.bookId!).sort((a, b) => a - b) };
  return candidates.length === 1
    ? { kind: 'own', bookId: candidates[0]!.bookId! }
    : { kind: 'new' };
};

/** What a record says of a title, clipped to what the title's own form takes. */
const mappedOf = (book: ImportBook, categoryIds: number[]): MappedTitle => ({
  NameTh: clip(book.name.th || book.name.en, 400),
  NameEn: clip(book.name.en || book.name.th, 400),
  ShortDescriptionTh: clip(book.shortDescription.th, 2000),
  ShortDescriptionEn: clip(book.shortDescription.en || book.shortDescription.th, 2000),
  FullDescriptionTh: clip(book.fullDescription.th, 100_000),
  FullDescriptionEn: clip(book.fullDescription.en || book.fullDescription.th, 100_000),
  Contributors: book.contributors
    .map((entry) => ({
      NameTh: clip(entry.name.th || entry.name.en, 200),
      NameEn: clip(entry.name.en || entry.name.th, 200),
      Role: entry.role,
    }))
    .filter((entry) => entry.NameTh !== '' && entry.NameEn !== '')
    .slice(0, 50),
  Series: book.series
    ? {
        NameTh: clip(book.series.name.th || book.series.name.en, 200),
        NameEn: clip(book.series.name.en || book.series.name.th, 200),
      }
    : null,
  SeriesVolume: book.series ? inRange(book.series.volume, 0, 32_000) : null,
  CategoryIds: categoryIds,
  Isbn: book.isbn,
  EIsbn: book.eIsbn,
  TextLanguage: book.textLanguage,
  PageCount: inRange(book.pageCount, 1, 100_000),
  ReleaseDate: book.releaseDate,
});

/** The book the staff's writer makes of a new record: the title as a publisher would make it. */
const importBookOf = (record: ReadyRecord): ImportBook => {
  const { mapped } = record;
  return {
    recordReference: record.book.recordReference,
    name: { th: mapped.NameTh, en: mapped.NameEn },
    shortDescription: { th: mapped.ShortDescriptionTh, en: mapped.ShortDescriptionEn },
    fullDescription: { th: mapped.FullDescriptionTh, en: mapped.FullDescriptionEn },
    contributors: mapped.Contributors.map((entry) => ({
      name: { th: entry.NameTh, en: entry.NameEn },
      role: entry.Role,
    })),
    // The caller's publisher is set by the writer (`publisherId`); imprints and tags are staff's.
    publisher: null,
    imprint: null,
    series: mapped.Series
      ? {
          name: { th: mapped.Series.NameTh, en: mapped.Series.NameEn },
          volume: mapped.SeriesVolume,
        }
      : null,
    categories: record.categoryPaths,
    tags: [],
    isbn: mapped.Isbn,
    eIsbn: mapped.EIsbn,
    textLanguage: mapped.TextLanguage,
    pageCount: mapped.PageCount,
    releaseDate: mapped.ReleaseDate,
    priceSatang: record.price,
    oldPriceSatang: null,
    vatCategory: 'standard',
    // Formats come with their files (the zip, or the title's page), never announced alone.
    hasSample: false,
    files: [],
    cover: null,
    published: false,
  };
};

/**
 * What a record changes of a title as its members see it (a revision's changes included): what
 * the record carries wins; what it leaves out (no description, no contributor, no category the
 * store has, no ISBN, pages or date) leaves the title's own as it is.
 */
const changesOf = (mapped: MappedTitle, title: PortalTitle): PortalTitleUpdateBody => {
  const changes: PortalTitleUpdateBody = {};
  if (mapped.NameTh !== title.NameTh) changes.NameTh = mapped.NameTh;
  if (mapped.NameEn !== title.NameEn) changes.NameEn = mapped.NameEn;
  for (const key of [
    'ShortDescriptionTh',
    'ShortDescriptionEn',
    'FullDescriptionTh',
    'FullDescriptionEn',
  ] as const)
    if (mapped[key] !== '' && mapped[key] !== title[key]) changes[key] = mapped[key];
  const contributors = title.Contributors.map(({ NameTh, NameEn, Role }) => ({
    NameTh,
    NameEn,
    Role,
  }));
  if (mapped.Contributors.length > 0 && !same(mapped.Contributors, contributors))
    changes.Contributors = mapped.Contributors;
  const series = title.Series ? { NameTh: title.Series.NameTh, NameEn: title.Series.NameEn } : null;
  if (
    mapped.Series &&
    (!same(mapped.Series, series) || mapped.SeriesVolume !== title.SeriesVolume)
  ) {
    changes.Series = mapped.Series;
    changes.SeriesVolume = mapped.SeriesVolume;
  }
  if (mapped.CategoryIds.length > 0 && !same(mapped.CategoryIds, title.CategoryIds))
    changes.CategoryIds = mapped.CategoryIds;
  if (mapped.Isbn !== null && mapped.Isbn !== title.Isbn) changes.Isbn = mapped.Isbn;
  if (mapped.EIsbn !== null && mapped.EIsbn !== title.EIsbn) changes.EIsbn = mapped.EIsbn;
  if (mapped.TextLanguage !== title.TextLanguage) changes.TextLanguage = mapped.TextLanguage;
  if (mapped.PageCount !== null && mapped.PageCount !== title.PageCount)
    changes.PageCount = mapped.PageCount;
  if (mapped.ReleaseDate !== null && mapped.ReleaseDate !== title.ReleaseDate)
    changes.ReleaseDate = mapped.ReleaseDate;
  return changes;
};

// ------------------------------------------------------------------ zip names

type ZipKind = 'file' | 'sample' | 'cover';
const BOOK_FILE_NAME = /^(.+?)(\.sample)?\.(epub|pdf)$/i;
const COVER_NAME = /^(.+)\.(jpe?g|png|webp)$/i;
/** What archivers add beside the files (macOS resource forks, Windows thumbnails): skipped. */
const isSystemFile = (name: string) =>
  name.startsWith('__MACOSX/') ||
  path.posix.basename(name).startsWith('.') ||
  /^(thumbs\.db|desktop\.ini)$/i.test(path.posix.basename(name));

const zipNameOf = (
  name: string,
): { kind: ZipKind; key: string; format: Format | null } | undefined => {
  const base = path.posix.basename(name.replace(/\\/g, '/'));
  const file = base.match(BOOK_FILE_NAME);
  if (file)
    return {
      kind: file[2] ? 'sample' : 'file',
      key: file[1]!.trim(),
      format: file[3]!.toLowerCase() === 'epub' ? 'EPUB' : 'PDF',
    };
  const cover = base.match(COVER_NAME);
  if (cover) return { kind: 'cover', key: cover[1]!.trim(), format: null };
  return undefined;
};

const ZIP_ORDER: Record<ZipKind, number> = { file: 0, sample: 1, cover: 2 };

// ------------------------------------------------------------------ the service

export const createPortalBulkService = (deps: PortalBulkDeps) => {
  const { db } = deps;
  const invalid = (messages: string[]) => new AppError('VALIDATION_FAILED', { messages });

  /** The store's shown categories a record's subject paths name (as the title form offers them). */
  const categoryResolver = async (locale: Locale) => {
    const { Items } = await deps.portalTitles.categories(locale);
    const ids = new Map(
      Items.map((item) => [`${item.ParentId ?? 0}\u0000${item.NameTh}`, item.Id]),
    );
    return (paths: LocalizedText[][]) => {
      const found: number[] = [];
      const kept: LocalizedText[][] = [];
      const dropped: string[] = [];
      for (const categoryPath of paths) {
        let parentId: number | null = null;
        for (const name of categoryPath) {
          const id: number | undefined = ids.get(`${parentId ?? 0}\u0000${name.th.trim()}`);
          parentId = id ?? null;
          if (id === undefined) break;
        }
        if (parentId === null)
          dropped.push(categoryPath.map((name) => nameIn(locale, name)).join(' › '));
        else if (!found.includes(parentId) && found.length < 20) {
          found.push(parentId);
          kept.push(categoryPath);
        }
      }
      return { ids: found, paths: kept, dropped };
    };
  };

  /** A record of one of the caller's titles, through the title's own edit and price calls. */
  const updateTitle = async (
    scope: TitleScope,
    locale: Locale,
    record: ReadyRecord,
    bookId: number,
  ): Promise<PortalBulkItem> => {
    const base = {
      Kind: 'record' as const,
      Index: record.index,
      Line: record.line,
      Reference: record.book.recordReference,
      BookId: bookId,
    };
    let title = await deps.portalTitles.get(scope, locale, bookId);
    const named = () => nameIn(locale, { th: title.NameTh, en: title.NameEn });
    if (!title.CanEdit)
      return itemOf({
        ...base,
        Title: named(),
        Outcome: 'refused',
        Messages: [translate(locale, 'titles.waiting')],
      });
    const changes = changesOf(record.mapped, title);
    const messages: string[] = [];
    let changed = false;
    let pending = false;
    try {
      if (Object.keys(changes).length > 0) {
        title = await deps.portalTitles.update(scope, locale, bookId, changes);
        changed = true;
        pending = title.HasPendingChanges;
        messages.push(
          translate(locale, pending ? 'bulk.record.changedRevision' : 'bulk.record.changedDraft'),
        );
      }
      if (record.price !== title.PriceSatang) {
        title = await deps.portalTitles.setPrice(scope, locale, bookId, {
          PriceSatang: record.price,
        });
        changed = true;
        messages.push(
          translate(locale, 'bulk.record.price', { price: bahtOf(locale, record.price) }),
        );
      }
    } catch (error) {
      if (!isAppError(error)) throw error;
      return itemOf({
        ...base,
        Title: named(),
        Outcome: 'refused',
        Messages: messagesOf(locale, error),
      });
    }
    if (!changed) messages.push(translate(locale, 'bulk.record.unchanged'));
    return itemOf({
      ...base,
      Title: named(),
      Outcome: changed ? 'updated' : 'unchanged',
      Pending: pending,
      Messages: [...messages, ...record.notes],
    });
  };

  /** One batch of parsed records: new ones written together, the caller's titles one by one. */
  const importRecords = async (
    scope: TitleScope,
    locale: Locale,
    batch: ParsedRecord[],
    categoriesOf: Awaited<ReturnType<typeof categoryResolver>>,
    fileName: string | null,
  ): Promise<PortalBulkItem[]> => {
    const items: PortalBulkItem[] = [];
    const refuse = (record: ParsedRecord, messages: string[]) =>
      items.push(
        itemOf({
          Kind: 'record',
          Index: record.index,
          Line: record.line,
          Reference: record.book.recordReference,
          Title: nameIn(locale, record.book.name),
          Outcome: 'refused',
          Messages: messages,
        }),
      );

    const ready: ReadyRecord[] = [];
    for (const record of batch) {
      const categories = categoriesOf(record.book.categories);
      const mapped = mappedOf(record.book, categories.ids);
      const checked = PortalTitleUpdateBodySchema.safeParse(mapped);
      const problems = checked.success
        ? []
        : checked.error.issues.map((issue) =>
            describeIssue(locale, {
              code: issue.code,
              path: issue.path.join('.'),
              params: issue as unknown as Record<string, unknown>,
            }),
          );
      if (record.book.priceSatang > MAX_PRICE_SATANG)
        problems.push(
          describeIssue(locale, {
            code: 'too_big',
            path: 'Price',
            params: { origin: 'number', maximum: MAX_PRICE_SATANG / 100 },
          }),
        );
      if (problems.length > 0) {
        refuse(record, [translate(locale, 'bulk.record.invalid'), ...new Set(problems)]);
        continue;
      }
      ready.push({
        ...record,
        mapped,
        price: record.book.priceSatang,
        categoryPaths: categories.paths,
        notes:
          categories.dropped.length > 0
            ? [
                translate(locale, 'bulk.record.categories', {
                  paths: categories.dropped.join(', '),
                }),
              ]
            : [],
      });
    }

    const classify = async (records: ReadyRecord[]) => {
      const rows = await deps.bulk.findBookKeys(db, scope.catalogPublisherId, {
        references: records.map((record) => record.book.recordReference),
        isbns: [
          ...new Set(
            records.flatMap((record) =>
              [record.book.isbn, record.book.eIsbn].filter(
                (value): value is string => value !== null,
              ),
            ),
          ),
        ],
      });
      return records.map((record) => ({ record, target: targetOf(record.book, rows) }));
    };

    const classified = await classify(ready);
    const fresh = classified.filter(({ target }) => target.kind === 'new').map((c) => c.record);
    const created = new Map<string, number>();
    if (fresh.length > 0)
      await importCatalog(
        deps.importDeps,
        { books: fresh.map(importBookOf) },
        {
          batchSize: BATCH,
          publisherId: scope.catalogPublisherId,
          insertOnly: true,
          // In the books' own transaction: a title is never without its review state.
          inBatch: async (tx, written) => {
            for (const row of written) {
              await deps.titles.insertTitleSubmission(tx, {
                bookId: row.id,
                status: 'draft',
                approvedOnce: false,
              });
              await deps.titles.insertTitleEvent(tx, {
                bookId: row.id,
                kind: 'create',
                memberId: scope.memberId,
                changes: { Source: 'onix', File: fileName, RecordReference: row.recordReference },
              });
              created.set(row.recordReference, row.id);
            }
          },
        },
      );
    for (const record of fresh) {
      const bookId = created.get(record.book.recordReference);
      if (bookId === undefined) continue;
      items.push(
        itemOf({
          Kind: 'record',
          Index: record.index,
          Line: record.line,
          Reference: record.book.recordReference,
          BookId: bookId,
          Title: nameIn(locale, { th: record.mapped.NameTh, en: record.mapped.NameEn }),
          Outcome: 'created',
          Messages: [translate(locale, 'bulk.record.created'), ...record.notes],
        }),
      );
    }
    // A reference another import wrote meanwhile (the same file twice at once): looked up again.
    const late = fresh.filter((record) => !created.has(record.book.recordReference));
    const decided = [
      ...classified.filter(({ target }) => target.kind !== 'new'),
      ...(late.length > 0 ? await classify(late) : []),
    ];
    for (const { record, target } of decided) {
      if (target.kind === 'own')
        items.push(await updateTitle(scope, locale, record, target.bookId));
      else if (target.kind === 'ambiguous')
        refuse(record, [
          translate(locale, 'bulk.record.ambiguous', { ids: target.ids.join(', ') }),
        ]);
      else if (target.kind === 'taken') refuse(record, [translate(locale, 'bulk.record.taken')]);
      else refuse(record, [translate(locale, genericMessageKey('CONFLICT'))]);
    }
    return items;
  };

  /** The caller's title a zip file's name names, or why none. */
  const titleOfKey = (
    locale: Locale,
    key: string,
    rows: readonly OwnBookKeyRow[],
  ): { book: OwnBookKeyRow } | { problem: string } => {
    const isbn = isbnOf(key);
    const ambiguous = (matches: OwnBookKeyRow[]) => ({
      problem: translate(locale, 'bulk.zip.ambiguous', {
        key,
        ids: matches.map((row) => row.id).join(', '),
      }),
    });
    const byReference = rows.filter((row) => row.recordReference === key);
    if (byReference.length === 1) return { book: byReference[0]! };
    for (const column of ['eIsbn', 'isbn'] as const) {
      const matches = isbn ? rows.filter((row) => row[column] === isbn) : [];
      if (matches.length === 1) return { book: matches[0]! };
      if (matches.length > 1) return ambiguous(matches);
    }
    return { problem: translate(locale, 'bulk.zip.noTitle', { key }) };
  };

  return {
    /** An ONIX 3.0 file: its records to the caller's titles; answers the report. */
    async importOnix(
      scope: TitleScope,
      locale: Locale,
      xml: Readable,
      fileName: string | null,
    ): Promise<PortalBulkReport> {
      const { report, add } = newReport(fileName);
      const categoriesOf = await categoryResolver(locale);
      /** The first record of each reference and ISBN in the file. */
      const seen = new Map<string, number>();
      let batch: ParsedRecord[] = [];
      let read = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        add(await importRecords(scope, locale, batch, categoriesOf, fileName));
        batch = [];
      };
      try {
        try {
          for await (const record of parseOnix({ xml, baseDir: null })) {
            read += 1;
            if (record.errors) {
              add([
                itemOf({
                  Kind: 'record',
                  Index: record.index,
                  Line: record.line,
                  Reference: record.recordReference,
                  Outcome: 'refused',
                  Messages: record.errors.map((text) => onixProblemText(locale, text)),
                }),
              ]);
              continue;
            }
            const { book } = record;
            const keys = [`reference:${book.recordReference}`];
            const identity = book.eIsbn ?? book.isbn;
            if (identity) keys.push(`isbn:${identity}`);
            const first = keys.map((key) => seen.get(key)).find((index) => index !== undefined);
            if (first !== undefined) {
              add([
                itemOf({
                  Kind: 'record',
                  Index: record.index,
                  Line: record.line,
                  Reference: book.recordReference,
                  Title: nameIn(locale, book.name),
                  Outcome: 'refused',
                  Messages: [translate(locale, 'bulk.record.duplicate', { index: first })],
                }),
              ]);
              continue;
            }
            for (const key of keys) seen.set(key, record.index);
            batch.push({ index: record.index, line: record.line, book });
            if (batch.length >= BATCH) await flush();
          }
        } catch (error) {
          if (!(error instanceof OnixFormatError)) throw error;
          await flush();
          if (read === 0)
            throw invalid([
              translate(locale, 'catalogAdmin.onix.notOnix', { reason: error.message }),
            ]);
          report.Problems.push(
            translate(locale, 'bulk.onix.stopped', {
              line: error.line ?? '?',
              reason: error.message,
            }),
          );
        }
        await flush();
      } finally {
        xml.resume();
      }
      return report;
    },

    /**
     * A zip of book files, samples and covers named by the caller's titles' record references
     * or ISBNs (the file at `zipPath`, removed by the caller); answers the report.
     */
    async importFiles(
      scope: TitleScope,
      locale: Locale,
      zipPath: string,
      fileName: string | null,
    ): Promise<PortalBulkReport> {
      const { report, add } = newReport(fileName);
      let reader: ZipReader<unknown>;
      let entries: Entry[];
      try {
        reader = new ZipReader(new BlobReader(await openAsBlob(zipPath)), {
          useWebWorkers: false,
        });
        entries = await reader.getEntries();
      } catch (error) {
        throw invalid([
          translate(locale, 'bulk.zip.notZip', {
            reason: error instanceof Error ? error.message : String(error),
          }),
        ]);
      }
      try {
        const files = entries.filter(
          (entry): entry is FileEntry => !entry.directory && !isSystemFile(entry.filename),
        );
        if (files.length === 0) {
          report.Problems.push(translate(locale, 'bulk.zip.empty'));
          return report;
        }
        if (files.length > MAX_ZIP_FILES)
          report.Problems.push(translate(locale, 'bulk.zip.tooMany', { max: MAX_ZIP_FILES }));
        const listed = files.slice(0, MAX_ZIP_FILES).map((entry, position) => ({
          entry,
          index: position + 1,
          name: entry.filename,
          parsed: zipNameOf(entry.filename),
        }));
        const keys = [
          ...new Set(
            listed.flatMap(({ parsed }) =>
              parsed ? [parsed.key, isbnOf(parsed.key) ?? parsed.key] : [],
            ),
          ),
        ];
        const rows = await deps.bulk.findOwnBooksByKeys(db, scope.catalogPublisherId, keys);

        const items: PortalBulkItem[] = [];
        /** The first file of each title, kind and format. */
        const slots = new Map<string, string>();
        // Book files before samples (a sample needs its book), covers last; each in zip order.
        const ordered = [...listed].sort(
          (x, y) =>
            (x.parsed ? ZIP_ORDER[x.parsed.kind] : -1) -
              (y.parsed ? ZIP_ORDER[y.parsed.kind] : -1) || x.index - y.index,
        );
        for (const { entry, index, name, parsed } of ordered) {
          const base = {
            Kind: parsed?.kind ?? ('file' as const),
            Index: index,
            Reference: name,
            Format: parsed?.format ?? null,
          };
          const refuse = (messages: string[], book?: OwnBookKeyRow) =>
            items.push(
              itemOf({
                ...base,
                ...(book
                  ? { BookId: book.id, Title: nameIn(locale, { th: book.nameTh, en: book.nameEn }) }
                  : {}),
                Outcome: 'refused',
                Messages: messages,
              }),
            );
          if (!parsed) {
            refuse([translate(locale, 'bulk.zip.unknownName')]);
            continue;
          }
          const found = titleOfKey(locale, parsed.key, rows);
          if ('problem' in found) {
            refuse([found.problem]);
            continue;
          }
          const { book } = found;
          const slot = `${book.id}:${parsed.kind}:${parsed.format ?? ''}`;
          const other = slots.get(slot);
          if (other !== undefined) {
            refuse([translate(locale, 'bulk.zip.duplicate', { other })], book);
            continue;
          }
          slots.set(slot, name);
          if (entry.encrypted) {
            refuse([translate(locale, 'bulk.zip.encrypted')], book);
            continue;
          }
          const limit =
            parsed.kind === 'cover' ? PORTAL_UPLOAD_LIMITS.cover : PORTAL_UPLOAD_LIMITS.bookFile;
          const tooLarge = () =>
            refuse(
              [
                translate(locale, 'bulk.zip.tooLarge', {
                  megabytes: Math.round(limit / 1024 / 1024),
                }),
              ],
              book,
            );
          if (entry.uncompressedSize > limit) {
            tooLarge();
            continue;
          }
          let data: Buffer;
          try {
            data = await entry.getData(new LimitedWriter(limit));
          } catch (error) {
            if (error instanceof RangeError) tooLarge();
            else
              refuse(
                [
                  translate(locale, 'bulk.zip.unreadable', {
                    reason: error instanceof Error ? error.message : String(error),
                  }),
                ],
                book,
              );
            continue;
          }
          try {
            let title: PortalTitle;
            const messages: string[] = [];
            if (parsed.kind === 'cover') {
              title = await deps.portalTitles.uploadCover(scope, locale, book.id, data);
              messages.push(translate(locale, 'bulk.zip.cover'));
            } else {
              const format = parsed.format!;
              const uploaded = await deps.portalTitles.uploadFile(
                scope,
                locale,
                {
                  bookId: book.id,
                  format: format === 'EPUB' ? 'epub' : 'pdf',
                  contentType: FILE_TYPES[format],
                  sample: parsed.kind === 'sample',
                },
                data,
              );
              title = uploaded;
              messages.push(
                translate(locale, parsed.kind === 'sample' ? 'bulk.zip.sample' : 'bulk.zip.file', {
                  format,
                }),
                ...uploaded.UploadWarnings,
              );
            }
            const field =
              parsed.kind === 'cover'
                ? 'Cover'
                : `${parsed.kind === 'sample' ? 'Sample' : 'File'}${parsed.format}`;
            const pending = title.PendingFields.includes(field);
            if (pending) messages.push(translate(locale, 'bulk.zip.pending'));
            items.push(
              itemOf({
                ...base,
                BookId: book.id,
                Title: nameIn(locale, { th: title.NameTh, en: title.NameEn }),
                Outcome: 'updated',
                Pending: pending,
                Messages: messages,
              }),
            );
          } catch (error) {
            if (!isAppError(error)) throw error;
            refuse(messagesOf(locale, error), book);
          }
        }
        add(items);
      } finally {
        await reader.close();
      }
      return report;
    },
  };
};

export type PortalBulkService = ReturnType<typeof createPortalBulkService>;
