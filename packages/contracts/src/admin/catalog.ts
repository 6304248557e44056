import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminListQuerySchema, AdminOkSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * The catalog in the back office (issue 24, docs/back-office.md "Catalog"): books with every field
 * of the catalog model in Thai and English, their cover, files and samples, prices and sales,
 * publication (draft, scheduled, published), bulk actions; categories (a tree) and the named
 * lists books pick from (publishers, imprints, series, authors and other contributors, tags);
 * ONIX upload. Money is in satang (฿1 = 100 satang) as everywhere in the store; times are ISO
 * 8601 with an offset.
 */

const IsoDateTimeSchema = z.iso.datetime({ offset: true });
const SatangSchema = z.number().int().min(0).max(100_000_000);
const Text = (max: number) => z.string().trim().max(max);
const Name = (max: number) => z.string().trim().min(1).max(max);
/** ISBN-13 as digits (dashes and spaces are taken off); the check digit is checked by the API. */
const IsbnSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{13}$/));
const IdSchema = z.number().int().positive();

export const BOOK_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const BookStatusSchema = z.enum(BOOK_STATUSES);
export type BookStatus = z.infer<typeof BookStatusSchema>;
export const CONTRIBUTOR_ROLES = ['author', 'translator', 'illustrator', 'editor'] as const;
export const ContributorRoleSchema = z.enum(CONTRIBUTOR_ROLES);
export const BookFileFormatSchema = z.enum(['EPUB', 'PDF']);
export const VatCategorySchema = z.enum(['standard', 'exempt']);

/** Pictures a cover may be uploaded as; the API checks the bytes and resizes it to 357x510. */
export const COVER_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const BOOK_FILE_UPLOAD_TYPES = ['application/epub+zip', 'application/pdf'] as const;
export const ONIX_UPLOAD_TYPES = ['application/xml', 'text/xml'] as const;
/** The largest uploads the API reads (bytes). */
export const ADMIN_UPLOAD_LIMITS = {
  cover: 10 * 1024 * 1024,
  bookFile: 200 * 1024 * 1024,
  onix: 60 * 1024 * 1024,
} as const;

// ---------------------------------------------------------------- books

export const AdminBookListItemSchema = z.object({
  Id: z.number().int(),
  NameTh: z.string(),
  NameEn: z.string(),
  /** Authors' names in the caller's language, in order. */
  Authors: z.array(z.string()),
  PublisherName: z.string().nullable(),
  Isbn: z.string().nullable(),
  EIsbn: z.string().nullable(),
  /** What the store charges now (the sale price while a sale runs). */
  PriceSatang: z.number().int(),
  SaleActive: z.boolean(),
  Status: BookStatusSchema,
  PublishAt: z.string().nullable(),
  ReleaseDate: z.string().nullable(),
  SoldCount: z.number().int(),
  CoverUrl: z.string(),
  UpdatedAt: z.string(),
});
export type AdminBookListItem = z.infer<typeof AdminBookListItemSchema>;

/** Sorts the book list offers, each on an index. */
export const BOOK_LIST_SORTS = [
  'UpdatedAt',
  'Id',
  'NameTh',
  'NameEn',
  'PriceSatang',
  'ReleaseDate',
  'SoldCount',
] as const;

export const AdminBookListQuerySchema = AdminListQuerySchema.extend({
  Sort: z.enum(BOOK_LIST_SORTS).optional(),
  Status: BookStatusSchema.optional(),
  /** A category and every category under it. */
  CategoryId: z.coerce.number().int().positive().optional(),
  PublisherId: z.coerce.number().int().positive().optional(),
  /** The book picker of other areas: exactly these books. */
  Ids: z
    .union([z.array(z.coerce.number().int().positive()), z.coerce.number().int().positive()])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(z.number()).max(200))
    .optional(),
});
export type AdminBookListQuery = z.infer<typeof AdminBookListQuerySchema>;

export const AdminBookFileSchema = z.object({
  Format: BookFileFormatSchema,
  SizeBytes: z.number().int(),
  /** False for a format the catalogue announces without a stored file. */
  Stored: z.boolean(),
  SampleSizeBytes: z.number().int().nullable(),
});

export const AdminBookContributorSchema = z
  .object({ ContributorId: IdSchema, Role: ContributorRoleSchema })
  .strict();

/** A book with every field of the catalog model (docs/catalog.md), both languages. */
export const AdminBookSchema = z.object({
  Id: z.number().int(),
  /** The publisher's record reference (ONIX RecordReference): a later ONIX import updates the book. */
  RecordReference: z.string().nullable(),
  NameTh: z.string(),
  NameEn: z.string(),
  ShortDescriptionTh: z.string(),
  ShortDescriptionEn: z.string(),
  FullDescriptionTh: z.string(),
  FullDescriptionEn: z.string(),
  PublisherId: z.number().int().nullable(),
  /** Imprint or brand (the spec's manufacturer). */
  ImprintId: z.number().int().nullable(),
  SeriesId: z.number().int().nullable(),
  SeriesVolume: z.number().int().nullable(),
  Contributors: z.array(AdminBookContributorSchema),
  CategoryIds: z.array(z.number().int()),
  TagIds: z.array(z.number().int()),
  Isbn: z.string().nullable(),
  EIsbn: z.string().nullable(),
  TextLanguage: z.enum(['th', 'en']),
  PageCount: z.number().int().nullable(),
  /** YYYY-MM-DD. */
  ReleaseDate: z.string().nullable(),
  /** Pre-orders: the moment the book opens to its buyers (ISO); in the future it sells as a pre-order. */
  ReleaseAt: z.string().nullable(),
  /** The regular price. */
  PriceSatang: z.number().int(),
  /** A higher price shown crossed out (outside a sale). */
  OldPriceSatang: z.number().int().nullable(),
  SalePriceSatang: z.number().int().nullable(),
  SaleStartsAt: z.string().nullable(),
  SaleEndsAt: z.string().nullable(),
  /** Read only: the price campaign whose sale this is (null when the sale is the book's own). */
  SaleCampaign: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
  /** Read only: what the store charges now, and whether the sale runs now. */
  CurrentPriceSatang: z.number().int(),
  SaleActive: z.boolean(),
  VatCategory: VatCategorySchema,
  /** Downloads a customer may make; null: the store's default. */
  DownloadLimit: z.number().int().nullable(),
  /** Read while you pay: the share of the book (percent) a pending order's customer reads. */
  PendingPreviewPercent: z.number().int(),
  Status: BookStatusSchema,
  PublishAt: z.string().nullable(),
  CoverUrl: z.string(),
  HasStoredCover: z.boolean(),
  Files: z.array(AdminBookFileSchema),
  HasSample: z.boolean(),
  RatingCount: z.number().int(),
  RatingAverage: z.number().nullable(),
  SoldCount: z.number().int(),
  /** The storefront's page of the book. */
  StoreUrl: z.string(),
  /** The cover's address in the store (what readers see). */
  StoreCoverUrl: z.string(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type AdminBook = z.infer<typeof AdminBookSchema>;

/** A book after its file or sample was uploaded: what the checks warn about (Thai without language or font). */
export const AdminBookUploadSchema = AdminBookSchema.extend({ Warnings: z.array(z.string()) });
export type AdminBookUpload = z.infer<typeof AdminBookUploadSchema>;

/** Fields of a book staff write (create: the names and price are required). */
const bookWriteFields = {
  RecordReference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/)
    .nullish(),
  NameTh: Name(400),
  NameEn: Name(400),
  ShortDescriptionTh: Text(2000),
  ShortDescriptionEn: Text(2000),
  FullDescriptionTh: Text(100_000),
  FullDescriptionEn: Text(100_000),
  PublisherId: IdSchema.nullable(),
  ImprintId: IdSchema.nullable(),
  SeriesId: IdSchema.nullable(),
  SeriesVolume: z.number().int().min(0).max(32_000).nullable(),
  Contributors: z.array(AdminBookContributorSchema).max(50),
  CategoryIds: z.array(IdSchema).max(20),
  TagIds: z.array(IdSchema).max(50),
  Isbn: IsbnSchema.nullable(),
  EIsbn: IsbnSchema.nullable(),
  TextLanguage: z.enum(['th', 'en']),
  PageCount: z.number().int().min(1).max(100_000).nullable(),
  ReleaseDate: z.iso.date().nullable(),
  ReleaseAt: IsoDateTimeSchema.nullable(),
  PriceSatang: SatangSchema,
  OldPriceSatang: SatangSchema.nullable(),
  SalePriceSatang: SatangSchema.nullable(),
  SaleStartsAt: IsoDateTimeSchema.nullable(),
  SaleEndsAt: IsoDateTimeSchema.nullable(),
  VatCategory: VatCategorySchema,
  DownloadLimit: z.number().int().min(1).max(1000).nullable(),
  PendingPreviewPercent: z.number().int().min(1).max(100),
};

export const AdminBookCreateBodySchema = z
  .object({
    ...bookWriteFields,
    ShortDescriptionTh: bookWriteFields.ShortDescriptionTh.default(''),
    ShortDescriptionEn: bookWriteFields.ShortDescriptionEn.default(''),
    FullDescriptionTh: bookWriteFields.FullDescriptionTh.default(''),
    FullDescriptionEn: bookWriteFields.FullDescriptionEn.default(''),
    PublisherId: bookWriteFields.PublisherId.default(null),
    ImprintId: bookWriteFields.ImprintId.default(null),
    SeriesId: bookWriteFields.SeriesId.default(null),
    SeriesVolume: bookWriteFields.SeriesVolume.default(null),
    Contributors: bookWriteFields.Contributors.default([]),
    CategoryIds: bookWriteFields.CategoryIds.default([]),
    TagIds: bookWriteFields.TagIds.default([]),
    Isbn: bookWriteFields.Isbn.default(null),
    EIsbn: bookWriteFields.EIsbn.default(null),
    TextLanguage: bookWriteFields.TextLanguage.default('th'),
    PageCount: bookWriteFields.PageCount.default(null),
    ReleaseDate: bookWriteFields.ReleaseDate.default(null),
    ReleaseAt: bookWriteFields.ReleaseAt.optional(),
    OldPriceSatang: bookWriteFields.OldPriceSatang.default(null),
    SalePriceSatang: bookWriteFields.SalePriceSatang.default(null),
    SaleStartsAt: bookWriteFields.SaleStartsAt.default(null),
    SaleEndsAt: bookWriteFields.SaleEndsAt.default(null),
    VatCategory: bookWriteFields.VatCategory.default('standard'),
    DownloadLimit: bookWriteFields.DownloadLimit.default(null),
    PendingPreviewPercent: bookWriteFields.PendingPreviewPercent.default(20),
  })
  .strict();
export type AdminBookCreateBody = z.infer<typeof AdminBookCreateBodySchema>;

/** Only the fields that change. */
export const AdminBookUpdateBodySchema = z.object(bookWriteFields).partial().strict();
export type AdminBookUpdateBody = z.infer<typeof AdminBookUpdateBodySchema>;

export const AdminBookScheduleBodySchema = z.object({ PublishAt: IsoDateTimeSchema }).strict();

export const AdminBookFileParamsSchema = z
  .object({ id: z.string().min(1).max(64), format: z.enum(['epub', 'pdf']) })
  .strict();

export const BOOK_BULK_ACTIONS = ['publish', 'unpublish', 'priceChange', 'moveCategory'] as const;
export const AdminBooksBulkBodySchema = z
  .object({
    Ids: z.array(IdSchema).min(1).max(1000),
    Action: z.enum(BOOK_BULK_ACTIONS),
    /** priceChange: -90 … +500 per cent of the regular price, rounded to whole baht. */
    Percent: z.number().min(-90).max(500).optional(),
    /** moveCategory: the books' only category afterwards. */
    CategoryId: IdSchema.optional(),
  })
  .strict();
export type AdminBooksBulkBody = z.infer<typeof AdminBooksBulkBodySchema>;

// ---------------------------------------------------------------- categories

export const AdminCategorySchema = z.object({
  Id: z.number().int(),
  ParentId: z.number().int().nullable(),
  NameTh: z.string(),
  NameEn: z.string(),
  DescriptionTh: z.string(),
  DescriptionEn: z.string(),
  DisplayOrder: z.number().int(),
  ShowOnHome: z.boolean(),
  Published: z.boolean(),
  /** Depth in the tree (0 for a top category) and the names from the top, for pickers. */
  Depth: z.number().int(),
  Path: z.string(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

const categoryWriteFields = {
  ParentId: IdSchema.nullable(),
  NameTh: Name(200),
  NameEn: Name(200),
  DescriptionTh: Text(5000),
  DescriptionEn: Text(5000),
  ShowOnHome: z.boolean(),
  Published: z.boolean(),
};
export const AdminCategoryCreateBodySchema = z
  .object({
    ...categoryWriteFields,
    ParentId: categoryWriteFields.ParentId.default(null),
    DescriptionTh: categoryWriteFields.DescriptionTh.default(''),
    DescriptionEn: categoryWriteFields.DescriptionEn.default(''),
    ShowOnHome: categoryWriteFields.ShowOnHome.default(false),
    Published: categoryWriteFields.Published.default(true),
  })
  .strict();
export const AdminCategoryUpdateBodySchema = z.object(categoryWriteFields).partial().strict();
/** The children of one parent in their new order (drag to reorder). */
export const AdminCategoryReorderBodySchema = z
  .object({ ParentId: IdSchema.nullable(), Ids: z.array(IdSchema).min(1).max(1000) })
  .strict();

// ---------------------------------------------------------------- named lists

/** Publishers, imprints, series, contributors and tags: a Thai and an English name (a unique pair). */
export const AdminNamedSchema = z.object({
  Id: z.number().int(),
  NameTh: z.string(),
  NameEn: z.string(),
  /** Publishers and imprints. */
  DescriptionTh: z.string().optional(),
  DescriptionEn: z.string().optional(),
  /** Publishers: the contact address. */
  Email: z.string().nullable().optional(),
  /** Imprints: their publisher. */
  PublisherId: z.number().int().nullable().optional(),
  /** Publishers and imprints: shown in the store. */
  Published: z.boolean().optional(),
});
export type AdminNamed = z.infer<typeof AdminNamedSchema>;

export const AdminNamedListQuerySchema = AdminListQuerySchema.extend({
  Sort: z.enum(['Id', 'NameTh', 'NameEn']).optional(),
  Ids: AdminBookListQuerySchema.shape.Ids,
});

const namedWriteFields = {
  NameTh: Name(200),
  NameEn: Name(200),
  DescriptionTh: Text(5000).optional(),
  DescriptionEn: Text(5000).optional(),
  Email: z.email().max(320).nullable().optional(),
  PublisherId: IdSchema.nullable().optional(),
  Published: z.boolean().optional(),
};
export const AdminNamedCreateBodySchema = z.object(namedWriteFields).strict();
export const AdminNamedUpdateBodySchema = z.object(namedWriteFields).partial().strict();
export type AdminNamedWriteBody = z.infer<typeof AdminNamedUpdateBodySchema>;

export const NAMED_KINDS = ['publishers', 'imprints', 'series', 'contributors', 'tags'] as const;
export type NamedKind = (typeof NAMED_KINDS)[number];

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** List, get, create and update of one named list, under `/admin/v1/catalog/<kind>`. */
const namedRoutes = <const K extends NamedKind>(kind: K) =>
  ({
    list: adminRoute({
      service: 'admin',
      method: 'GET',
      path: `/admin/v1/catalog/${kind}`,
      access: 'staff',
      permission: 'catalog.read',
      query: AdminNamedListQuerySchema,
      response: envelope(adminPage(AdminNamedSchema)),
    }),
    get: adminRoute({
      service: 'admin',
      method: 'GET',
      path: `/admin/v1/catalog/${kind}/:id`,
      access: 'staff',
      permission: 'catalog.read',
      params: IdParams,
      response: envelope(AdminNamedSchema),
    }),
    create: adminRoute({
      service: 'admin',
      method: 'POST',
      path: `/admin/v1/catalog/${kind}`,
      access: 'staff',
      permission: 'catalog.write',
      body: AdminNamedCreateBodySchema,
      response: envelope(AdminNamedSchema),
    }),
    update: adminRoute({
      service: 'admin',
      method: 'PATCH',
      path: `/admin/v1/catalog/${kind}/:id`,
      access: 'staff',
      permission: 'catalog.write',
      params: IdParams,
      body: AdminNamedUpdateBodySchema,
      response: envelope(AdminNamedSchema),
    }),
  }) as const;

const publishers = namedRoutes('publishers');
const imprints = namedRoutes('imprints');
const seriesRoutes = namedRoutes('series');
const contributors = namedRoutes('contributors');
const tags = namedRoutes('tags');

// ---------------------------------------------------------------- ONIX

export const AdminOnixReportSchema = z.object({
  Created: z.number().int(),
  Updated: z.number().int(),
  Skipped: z.number().int(),
  /** Problems of the records left out (one line each, as the command-line import prints them). */
  Problems: z.array(z.string()),
});
export type AdminOnixReport = z.infer<typeof AdminOnixReportSchema>;

// ---------------------------------------------------------------- routes

const BookResponse = envelope(AdminBookSchema);
const BookUploadResponse = envelope(AdminBookUploadSchema);

export const CATALOG_ADMIN_ROUTES = {
  adminBooksList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/books',
    access: 'staff',
    permission: 'catalog.read',
    query: AdminBookListQuerySchema,
    response: envelope(adminPage(AdminBookListItemSchema)),
  }),
  adminBookGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/books/:id',
    access: 'staff',
    permission: 'catalog.read',
    params: IdParams,
    response: BookResponse,
  }),
  adminBookCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/books',
    access: 'staff',
    permission: 'catalog.write',
    body: AdminBookCreateBodySchema,
    response: BookResponse,
  }),
  adminBookUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/catalog/books/:id',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    body: AdminBookUpdateBodySchema,
    response: BookResponse,
  }),
  adminBookPublish: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/books/:id/publish',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    response: BookResponse,
  }),
  adminBookUnpublish: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/books/:id/unpublish',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    response: BookResponse,
  }),
  adminBookSchedule: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/books/:id/schedule',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    body: AdminBookScheduleBodySchema,
    response: BookResponse,
  }),
  /**
   * The cover as a picture (the stored one, else the one the store draws), for the back office's
   * pages, which show pictures from their own origin only. `v` changes with the book.
   */
  adminBookCover: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/books/:id/cover',
    access: 'staff',
    permission: 'catalog.read',
    params: IdParams,
    query: z.object({ v: z.string().max(40).optional() }),
    response: z.unknown(),
    file: true,
  }),
  adminBookCoverUpload: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/catalog/books/:id/cover',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    upload: COVER_UPLOAD_TYPES,
    response: BookResponse,
  }),
  adminBookFileUpload: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/catalog/books/:id/files/:format',
    access: 'staff',
    permission: 'catalog.write',
    params: AdminBookFileParamsSchema,
    upload: BOOK_FILE_UPLOAD_TYPES,
    response: BookUploadResponse,
  }),
  adminBookSampleUpload: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/catalog/books/:id/files/:format/sample',
    access: 'staff',
    permission: 'catalog.write',
    params: AdminBookFileParamsSchema,
    upload: BOOK_FILE_UPLOAD_TYPES,
    response: BookUploadResponse,
  }),
  adminBooksBulk: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/books/bulk',
    access: 'staff',
    permission: 'catalog.write',
    body: AdminBooksBulkBodySchema,
    response: envelope(z.object({ Updated: z.number().int() })),
  }),

  adminCategoriesList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/categories',
    access: 'staff',
    permission: 'catalog.read',
    query: AdminNamedListQuerySchema,
    response: envelope(adminPage(AdminCategorySchema)),
  }),
  adminCategoryGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/catalog/categories/:id',
    access: 'staff',
    permission: 'catalog.read',
    params: IdParams,
    response: envelope(AdminCategorySchema),
  }),
  adminCategoryCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/categories',
    access: 'staff',
    permission: 'catalog.write',
    body: AdminCategoryCreateBodySchema,
    response: envelope(AdminCategorySchema),
  }),
  adminCategoryUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/catalog/categories/:id',
    access: 'staff',
    permission: 'catalog.write',
    params: IdParams,
    body: AdminCategoryUpdateBodySchema,
    response: envelope(AdminCategorySchema),
  }),
  adminCategoriesReorder: adminRoute({
    service: 'admin',
    method: 'PUT',
    path: '/admin/v1/catalog/categories/order',
    access: 'staff',
    permission: 'catalog.write',
    body: AdminCategoryReorderBodySchema,
    response: envelope(AdminOkSchema),
  }),

  adminPublishersList: publishers.list,
  adminPublisherGet: publishers.get,
  adminPublisherCreate: publishers.create,
  adminPublisherUpdate: publishers.update,
  adminImprintsList: imprints.list,
  adminImprintGet: imprints.get,
  adminImprintCreate: imprints.create,
  adminImprintUpdate: imprints.update,
  adminSeriesList: seriesRoutes.list,
  adminSeriesGet: seriesRoutes.get,
  adminSeriesCreate: seriesRoutes.create,
  adminSeriesUpdate: seriesRoutes.update,
  adminContributorsList: contributors.list,
  adminContributorGet: contributors.get,
  adminContributorCreate: contributors.create,
  adminContributorUpdate: contributors.update,
  adminTagsList: tags.list,
  adminTagGet: tags.get,
  adminTagCreate: tags.create,
  adminTagUpdate: tags.update,

  adminOnixImport: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/catalog/onix',
    access: 'staff',
    permission: 'catalog.write',
    upload: ONIX_UPLOAD_TYPES,
    response: envelope(AdminOnixReportSchema),
  }),
} as const;
