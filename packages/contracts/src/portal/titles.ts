import { z } from 'zod';
import { envelope } from '../envelope.js';
import {
  AdminCategorySchema,
  BOOK_FILE_UPLOAD_TYPES,
  BookFileFormatSchema,
  BookStatusSchema,
  ContributorRoleSchema,
  COVER_UPLOAD_TYPES,
} from '../admin/catalog.js';
import { TitleEventKindSchema, TitleReviewStatusSchema } from '../admin/submissions.js';
import { portalRoute } from './route.js';

/**
 * A publisher's titles in the portal (issue 25, docs/titles.md): the organisation's books, made
 * and edited by its members and submitted for review; once approved, price, sale and publication
 * change at once. Every call is scoped by the session's organisation: another organisation's book
 * is 404. Money in satang; times ISO 8601 with an offset.
 */

const IsoDateTimeSchema = z.iso.datetime({ offset: true });
const SatangSchema = z.number().int().min(0).max(100_000_000);
const Text = (max: number) => z.string().trim().max(max);
const Name = (max: number) => z.string().trim().min(1).max(max);
const IsbnSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{13}$/));

/** Authors and other contributors by their names: the same Thai and English pair is the same person. */
export const PortalTitleContributorSchema = z
  .object({ NameTh: Name(200), NameEn: Name(200), Role: ContributorRoleSchema })
  .strict();
export const PortalTitleSeriesSchema = z.object({ NameTh: Name(200), NameEn: Name(200) }).strict();

const titleFields = {
  NameTh: Name(400),
  NameEn: Name(400),
  ShortDescriptionTh: Text(2000),
  ShortDescriptionEn: Text(2000),
  FullDescriptionTh: Text(100_000),
  FullDescriptionEn: Text(100_000),
  Contributors: z.array(PortalTitleContributorSchema).max(50),
  Series: PortalTitleSeriesSchema.nullable(),
  SeriesVolume: z.number().int().min(0).max(32_000).nullable(),
  /** Categories from `portalTitleCategories`. */
  CategoryIds: z.array(z.number().int().positive()).max(20),
  Isbn: IsbnSchema.nullable(),
  EIsbn: IsbnSchema.nullable(),
  TextLanguage: z.enum(['th', 'en']),
  PageCount: z.number().int().min(1).max(100_000).nullable(),
  /** YYYY-MM-DD: also when the title goes on sale when no `PublishAt` is set and it is later. */
  ReleaseDate: z.iso.date().nullable(),
  /** When the title should appear in the store once approved (null: at approval). */
  PublishAt: IsoDateTimeSchema.nullable(),
};

export const PortalTitleCreateBodySchema = z
  .object({
    ...titleFields,
    ShortDescriptionTh: titleFields.ShortDescriptionTh.default(''),
    ShortDescriptionEn: titleFields.ShortDescriptionEn.default(''),
    FullDescriptionTh: titleFields.FullDescriptionTh.default(''),
    FullDescriptionEn: titleFields.FullDescriptionEn.default(''),
    Contributors: titleFields.Contributors.default([]),
    Series: titleFields.Series.default(null),
    SeriesVolume: titleFields.SeriesVolume.default(null),
    CategoryIds: titleFields.CategoryIds.default([]),
    Isbn: titleFields.Isbn.default(null),
    EIsbn: titleFields.EIsbn.default(null),
    TextLanguage: titleFields.TextLanguage.default('th'),
    PageCount: titleFields.PageCount.default(null),
    ReleaseDate: titleFields.ReleaseDate.default(null),
    PublishAt: titleFields.PublishAt.default(null),
    PriceSatang: SatangSchema,
  })
  .strict();
export type PortalTitleCreateBody = z.infer<typeof PortalTitleCreateBodySchema>;

/** Only the fields that change. */
export const PortalTitleUpdateBodySchema = z.object(titleFields).partial().strict();
export type PortalTitleUpdateBody = z.infer<typeof PortalTitleUpdateBodySchema>;

/** The regular price and a sale (price, start, end): in the store at once, never reviewed. */
export const PortalTitlePriceBodySchema = z
  .object({
    PriceSatang: SatangSchema.optional(),
    SalePriceSatang: SatangSchema.nullable().optional(),
    SaleStartsAt: IsoDateTimeSchema.nullable().optional(),
    SaleEndsAt: IsoDateTimeSchema.nullable().optional(),
  })
  .strict();
export type PortalTitlePriceBody = z.infer<typeof PortalTitlePriceBodySchema>;

/** A note to the reviewer with the submission (optional). */
export const PortalTitleSubmitBodySchema = z
  .object({ Comment: z.string().trim().min(1).max(2000).nullish() })
  .strict();

export const PortalTitleListQuerySchema = z.object({
  Page: z.coerce.number().int().min(1).max(100_000).default(1),
  PageSize: z.coerce.number().int().min(1).max(200).default(25),
  /** Words of the title (either language) or a book id. */
  Q: z.string().trim().max(200).optional(),
  ReviewStatus: TitleReviewStatusSchema.optional(),
});
export type PortalTitleListQuery = z.infer<typeof PortalTitleListQuerySchema>;

export const PortalTitleListItemSchema = z.object({
  Id: z.number().int(),
  NameTh: z.string(),
  NameEn: z.string(),
  /** Null: a book the store added itself (already approved). */
  ReviewStatus: TitleReviewStatusSchema.nullable(),
  /** In the store: published, scheduled, or not (draft). */
  StoreStatus: BookStatusSchema,
  HasPendingChanges: z.boolean(),
  /** What the store charges now. */
  PriceSatang: z.number().int(),
  SaleActive: z.boolean(),
  SoldCount: z.number().int(),
  CoverUrl: z.string(),
  UpdatedAt: z.string(),
});
export type PortalTitleListItem = z.infer<typeof PortalTitleListItemSchema>;

export const PortalTitleHistoryEntrySchema = z.object({
  Kind: TitleEventKindSchema,
  At: z.string(),
  Comment: z.string().nullable(),
  /** The store's team (staff names are not shown), or the member's name. */
  ByStore: z.boolean(),
  By: z.string().nullable(),
});

export const PortalTitleSchema = z.object({
  Id: z.number().int(),
  ReviewStatus: TitleReviewStatusSchema.nullable(),
  StoreStatus: BookStatusSchema,
  /** The store's schedule of the approved title. */
  PublishAt: z.string().nullable(),
  RequestedPublishAt: z.string().nullable(),
  /** An approved title's changes waiting for review (the fields below show them). */
  HasPendingChanges: z.boolean(),
  PendingFields: z.array(z.string()),
  NameTh: z.string(),
  NameEn: z.string(),
  ShortDescriptionTh: z.string(),
  ShortDescriptionEn: z.string(),
  FullDescriptionTh: z.string(),
  FullDescriptionEn: z.string(),
  Contributors: z.array(
    z.object({ NameTh: z.string(), NameEn: z.string(), Role: ContributorRoleSchema }),
  ),
  Series: z.object({ NameTh: z.string(), NameEn: z.string() }).nullable(),
  SeriesVolume: z.number().int().nullable(),
  CategoryIds: z.array(z.number().int()),
  Isbn: z.string().nullable(),
  EIsbn: z.string().nullable(),
  TextLanguage: z.enum(['th', 'en']),
  PageCount: z.number().int().nullable(),
  ReleaseDate: z.string().nullable(),
  /** The regular price, the sale and what the store charges now. */
  PriceSatang: z.number().int(),
  SalePriceSatang: z.number().int().nullable(),
  SaleStartsAt: z.string().nullable(),
  SaleEndsAt: z.string().nullable(),
  /** The store's price campaign the sale comes from (null: the title's own sale). */
  SaleCampaignName: z.string().nullable(),
  CurrentPriceSatang: z.number().int(),
  SaleActive: z.boolean(),
  CoverUrl: z.string(),
  HasStoredCover: z.boolean(),
  Files: z.array(
    z.object({
      Format: BookFileFormatSchema,
      SizeBytes: z.number().int(),
      SampleSizeBytes: z.number().int().nullable(),
      /** Uploaded to an approved title: in the store once approved. */
      Pending: z.boolean(),
    }),
  ),
  /** What the EPUB check warned about in the files not yet approved, in the member's language. */
  Warnings: z.array(z.string()),
  SoldCount: z.number().int(),
  StoreUrl: z.string().nullable(),
  History: z.array(PortalTitleHistoryEntrySchema),
  /** Editable now (not waiting for review). */
  CanEdit: z.boolean(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type PortalTitle = z.infer<typeof PortalTitleSchema>;

/** A title after a file was uploaded: what the checks warn about. */
export const PortalTitleUploadSchema = PortalTitleSchema.extend({
  UploadWarnings: z.array(z.string()),
});
export type PortalTitleUpload = z.infer<typeof PortalTitleUploadSchema>;

/** Path parameters are named after what they identify (the cross-organisation test fills them). */
export const PortalTitleParamsSchema = z.object({
  bookId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const PortalTitleFileParamsSchema = PortalTitleParamsSchema.extend({
  format: z.enum(['epub', 'pdf']),
});

/** The largest uploads (bytes), as in the back office. */
export const PORTAL_UPLOAD_LIMITS = {
  cover: 10 * 1024 * 1024,
  bookFile: 200 * 1024 * 1024,
} as const;

const TitleResponse = envelope(PortalTitleSchema);
const UploadResponse = envelope(PortalTitleUploadSchema);

export const TITLES_PORTAL_ROUTES = {
  portalTitleList: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/titles',
    access: 'publisher',
    permission: 'titles.read',
    query: PortalTitleListQuerySchema,
    response: envelope(
      z.object({
        Items: z.array(PortalTitleListItemSchema),
        Page: z.number().int(),
        PageSize: z.number().int(),
        HasNextPage: z.boolean(),
      }),
    ),
  }),
  /** The store's categories (a tree with paths) a title picks from. */
  portalTitleCategories: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/title-categories',
    access: 'publisher',
    permission: 'titles.read',
    response: envelope(z.object({ Items: z.array(AdminCategorySchema) })),
  }),
  portalTitleGet: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/titles/:bookId',
    access: 'publisher',
    permission: 'titles.read',
    params: PortalTitleParamsSchema,
    response: TitleResponse,
  }),
  /** The cover as a picture: a change waiting for review first, else the store's. */
  portalTitleCover: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/titles/:bookId/cover',
    access: 'publisher',
    permission: 'titles.read',
    params: PortalTitleParamsSchema,
    query: z.object({ v: z.string().max(40).optional() }),
    response: z.unknown(),
    file: true,
  }),
  portalTitleCreate: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/titles',
    access: 'publisher',
    permission: 'titles.write',
    body: PortalTitleCreateBodySchema,
    response: TitleResponse,
  }),
  portalTitleUpdate: portalRoute({
    service: 'portal',
    method: 'PATCH',
    path: '/portal/v1/titles/:bookId',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleParamsSchema,
    body: PortalTitleUpdateBodySchema,
    response: TitleResponse,
  }),
  portalTitleCoverUpload: portalRoute({
    service: 'portal',
    method: 'PUT',
    path: '/portal/v1/titles/:bookId/cover',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleParamsSchema,
    upload: COVER_UPLOAD_TYPES,
    response: TitleResponse,
  }),
  portalTitleFileUpload: portalRoute({
    service: 'portal',
    method: 'PUT',
    path: '/portal/v1/titles/:bookId/files/:format',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleFileParamsSchema,
    upload: BOOK_FILE_UPLOAD_TYPES,
    response: UploadResponse,
  }),
  portalTitleSampleUpload: portalRoute({
    service: 'portal',
    method: 'PUT',
    path: '/portal/v1/titles/:bookId/files/:format/sample',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleFileParamsSchema,
    upload: BOOK_FILE_UPLOAD_TYPES,
    response: UploadResponse,
  }),
  /** The sample made from the book file itself: its first chapter (10 % of the text). */
  portalTitleSampleFirstChapter: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/titles/:bookId/files/:format/sample/first-chapter',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleFileParamsSchema,
    response: TitleResponse,
  }),
  portalTitleSubmit: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/titles/:bookId/submit',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleParamsSchema,
    body: PortalTitleSubmitBodySchema,
    response: TitleResponse,
  }),
  /** Takes a submission back to edit it (before staff decide). */
  portalTitleWithdraw: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/titles/:bookId/withdraw',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleParamsSchema,
    response: TitleResponse,
  }),
  portalTitlePrice: portalRoute({
    service: 'portal',
    method: 'PUT',
    path: '/portal/v1/titles/:bookId/price',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleParamsSchema,
    body: PortalTitlePriceBodySchema,
    response: TitleResponse,
  }),
  portalTitleUnpublish: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/titles/:bookId/unpublish',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleParamsSchema,
    response: TitleResponse,
  }),
  /** An approved title taken off the store, back on it now. */
  portalTitlePublish: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/titles/:bookId/publish',
    access: 'publisher',
    permission: 'titles.write',
    params: PortalTitleParamsSchema,
    response: TitleResponse,
  }),
} as const;
