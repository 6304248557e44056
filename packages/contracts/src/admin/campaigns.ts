import { z } from 'zod';
import { envelope } from '../envelope.js';
import {
  AdminIdParamsSchema,
  AdminListQuerySchema,
  AdminReasonSchema,
  adminPage,
} from './common.js';
import { adminRoute } from './route.js';

/**
 * Price campaigns in the back office (issue 24, docs/back-office.md "Campaign prices"): a named
 * window in which a set of books (picked one by one, or every book of categories, publishers or
 * topics) costs a campaign price, a percent off the regular price or one fixed price. A campaign
 * writes each book's sale plan (the catalog's one sale mechanism, applied and ended by the
 * `catalog.schedule` job); a book already in another sale is skipped and counted. Money in satang.
 */

const IsoDateTimeSchema = z.iso.datetime({ offset: true });
const IdSchema = z.number().int().positive();

export const PRICE_CAMPAIGN_KINDS = ['percent', 'price'] as const;
export const PriceCampaignKindSchema = z.enum(PRICE_CAMPAIGN_KINDS);
export type PriceCampaignKind = z.infer<typeof PriceCampaignKindSchema>;

/** Stopped by staff, else by its window: not started yet, running, over. */
export const PRICE_CAMPAIGN_STATUSES = ['scheduled', 'running', 'ended', 'stopped'] as const;
export const PriceCampaignStatusSchema = z.enum(PRICE_CAMPAIGN_STATUSES);
export type PriceCampaignStatus = z.infer<typeof PriceCampaignStatusSchema>;

/** What a campaign did with each book it was given. */
export const PRICE_CAMPAIGN_OUTCOMES = ['applied', 'inOtherSale', 'notCheaper'] as const;
export const PriceCampaignOutcomeSchema = z.enum(PRICE_CAMPAIGN_OUTCOMES);
export type PriceCampaignOutcome = z.infer<typeof PriceCampaignOutcomeSchema>;

/** Percent off, as the catalog's bulk price change goes down to -90 %. */
export const PRICE_CAMPAIGN_PERCENT = { min: 1, max: 90 } as const;
/** The books one campaign may cover (after categories, publishers and topics are read). */
export const PRICE_CAMPAIGN_MAX_BOOKS = 10_000;

export const AdminPriceCampaignSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Kind: PriceCampaignKindSchema,
  /** `percent`: off the regular price, rounded down to whole baht. */
  Percent: z.number().int().nullable(),
  /** `price`: the campaign price of every book. */
  PriceSatang: z.number().int().nullable(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  Status: PriceCampaignStatusSchema,
  /** What staff picked; the books are read from them once, when the campaign is made. */
  BookIds: z.array(z.number().int()),
  CategoryIds: z.array(z.number().int()),
  PublisherIds: z.array(z.number().int()),
  TopicIds: z.array(z.number().int()),
  /** Books whose sale plan the campaign wrote. */
  AppliedCount: z.number().int(),
  /** Books skipped: already in another sale (their own or another campaign's). */
  InOtherSaleCount: z.number().int(),
  /** Books skipped: the campaign price would not be below their regular price. */
  NotCheaperCount: z.number().int(),
  CreatedAt: z.string(),
  CreatedBy: z.string().nullable(),
  StoppedAt: z.string().nullable(),
  StoppedBy: z.string().nullable(),
});
export type AdminPriceCampaign = z.infer<typeof AdminPriceCampaignSchema>;

export const PRICE_CAMPAIGN_LIST_SORTS = ['Id', 'StartsAt', 'EndsAt'] as const;
/** `Q`: part of the name. */
export const AdminPriceCampaignListQuerySchema = AdminListQuerySchema.extend({
  Sort: z.enum(PRICE_CAMPAIGN_LIST_SORTS).optional(),
  Status: PriceCampaignStatusSchema.optional(),
});
export type AdminPriceCampaignListQuery = z.infer<typeof AdminPriceCampaignListQuerySchema>;

/**
 * A new campaign. `Kind` `percent` takes `Percent`, `price` takes `PriceSatang` (the API names
 * the contradiction otherwise). `StartsAt` empty or past: now. At least one book, category,
 * publisher or topic.
 */
export const AdminPriceCampaignCreateBodySchema = z
  .object({
    Name: z.string().trim().min(1).max(200),
    Kind: PriceCampaignKindSchema,
    Percent: z
      .number()
      .int()
      .min(PRICE_CAMPAIGN_PERCENT.min)
      .max(PRICE_CAMPAIGN_PERCENT.max)
      .nullish(),
    PriceSatang: z.number().int().min(0).max(100_000_000).nullish(),
    StartsAt: IsoDateTimeSchema.nullish(),
    EndsAt: IsoDateTimeSchema,
    BookIds: z.array(IdSchema).max(1000).default([]),
    CategoryIds: z.array(IdSchema).max(200).default([]),
    PublisherIds: z.array(IdSchema).max(200).default([]),
    TopicIds: z.array(IdSchema).max(200).default([]),
  })
  .strict();
export type AdminPriceCampaignCreateBody = z.infer<typeof AdminPriceCampaignCreateBodySchema>;

export const AdminPriceCampaignStopBodySchema = z.object({ Reason: AdminReasonSchema }).strict();
export type AdminPriceCampaignStopBody = z.infer<typeof AdminPriceCampaignStopBodySchema>;

/** One book of a campaign; `Id` is `<CampaignId>-<BookId>` (a book may be in several campaigns). */
export const AdminPriceCampaignBookSchema = z.object({
  Id: z.string(),
  CampaignId: z.number().int(),
  BookId: z.number().int(),
  CampaignName: z.string(),
  NameTh: z.string(),
  NameEn: z.string(),
  Outcome: PriceCampaignOutcomeSchema,
  /** When the campaign was made. */
  RegularPriceSatang: z.number().int(),
  CampaignPriceSatang: z.number().int(),
  /** What the book costs in the store now. */
  CurrentPriceSatang: z.number().int(),
  /** The book's sale plan is still this campaign's (not stopped, not changed on the book). */
  Held: z.boolean(),
});
export type AdminPriceCampaignBook = z.infer<typeof AdminPriceCampaignBookSchema>;

/** One campaign's books by id (without `CampaignId`: every campaign's, newest first); `Outcome` filters. */
export const AdminPriceCampaignBookListQuerySchema = AdminListQuerySchema.extend({
  CampaignId: z.coerce.number().int().positive().optional(),
  Outcome: PriceCampaignOutcomeSchema.optional(),
});
export type AdminPriceCampaignBookListQuery = z.infer<typeof AdminPriceCampaignBookListQuerySchema>;

export const CAMPAIGNS_ADMIN_ROUTES = {
  adminPriceCampaignList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/price-campaigns',
    access: 'staff',
    permission: 'promotions.read',
    query: AdminPriceCampaignListQuerySchema,
    response: envelope(adminPage(AdminPriceCampaignSchema)),
  }),
  adminPriceCampaignGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/price-campaigns/:id',
    access: 'staff',
    permission: 'promotions.read',
    params: AdminIdParamsSchema,
    response: envelope(AdminPriceCampaignSchema),
  }),
  /** Writes the sale plans of the books it can take, in one transaction; nothing when none. */
  adminPriceCampaignCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/price-campaigns',
    access: 'staff',
    permission: 'promotions.write',
    body: AdminPriceCampaignCreateBodySchema,
    response: envelope(AdminPriceCampaignSchema),
  }),
  /** Ends it now: the sale plans it still holds are cleared and regular prices come back. */
  adminPriceCampaignStop: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/price-campaigns/:id/stop',
    access: 'staff',
    permission: 'promotions.write',
    params: AdminIdParamsSchema,
    body: AdminPriceCampaignStopBodySchema,
    response: envelope(AdminPriceCampaignSchema),
  }),
  adminPriceCampaignBookList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/price-campaign-books',
    access: 'staff',
    permission: 'promotions.read',
    query: AdminPriceCampaignBookListQuerySchema,
    response: envelope(adminPage(AdminPriceCampaignBookSchema)),
  }),
} as const;
