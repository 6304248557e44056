import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminListQuerySchema, AdminReasonSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * Promotions in the back office (issue 24, docs/back-office.md "Promotions"): redeem-code batches
 * (generate, export once, claims, disable), coupons (docs/coupons.md), coin grants and coin packs.
 * Money and coins are in satang (1 coin = ฿1 = 100 satang), as in the store's tables.
 */

const IsoDateTimeSchema = z.iso.datetime({ offset: true });
const SatangSchema = z.number().int().min(1).max(100_000_000);

// ---------------------------------------------------------------- redeem-code batches

/** How many codes one batch may hold (one transaction, one CSV). */
export const REDEEM_BATCH_MAX_COUNT = 10_000;

export const RedeemBatchKindSchema = z.enum(['book', 'coins']);

export const RedeemBatchSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Kind: RedeemBatchKindSchema,
  BookId: z.number().int().nullable(),
  /** The book's name in the caller's language, for book batches. */
  BookName: z.string().nullable(),
  CoinsSatang: z.number().int().nullable(),
  CoinsValidDays: z.number().int().nullable(),
  Count: z.number().int(),
  /** Uses of each code (1 = single-use); a customer uses a code once whatever this is. */
  MaxUses: z.number().int(),
  StartsAt: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  Note: z.string().nullable(),
  CreatedAt: z.string(),
  CreatedBy: z.string().nullable(),
  /** When the plain codes were downloaded (once; they are erased then). */
  ExportedAt: z.string().nullable(),
  ExportedBy: z.string().nullable(),
  DisabledAt: z.string().nullable(),
  DisabledBy: z.string().nullable(),
  /** Uses taken so far, all codes together. */
  ClaimCount: z.number().int(),
});
export type RedeemBatch = z.infer<typeof RedeemBatchSchema>;

export const RedeemBatchListQuerySchema = AdminListQuerySchema.extend({
  Kind: RedeemBatchKindSchema.optional(),
  Status: z.enum(['active', 'disabled']).optional(),
});

export const RedeemBatchCreateBodySchema = z
  .object({
    Name: z.string().trim().min(1).max(120),
    Kind: RedeemBatchKindSchema,
    /** Book batches: the published book each code puts on the shelf. */
    BookId: z.number().int().positive().nullish(),
    /** Coins batches: the coins each code gives (satang) and how many days they last. */
    CoinsSatang: SatangSchema.nullish(),
    CoinsValidDays: z.number().int().min(1).max(3650).nullish(),
    Count: z.number().int().min(1).max(REDEEM_BATCH_MAX_COUNT),
    MaxUses: z.number().int().min(1).max(1_000_000).default(1),
    StartsAt: IsoDateTimeSchema.nullish(),
    ExpiresAt: IsoDateTimeSchema.nullish(),
    Note: z.string().trim().max(300).nullish(),
  })
  .strict();
export type RedeemBatchCreateBody = z.infer<typeof RedeemBatchCreateBodySchema>;

export const RedeemBatchDisableBodySchema = z.object({ Reason: AdminReasonSchema }).strict();

export const RedeemClaimSchema = z.object({
  /** `<code id>-<customer id>`. */
  Id: z.string(),
  BatchId: z.number().int(),
  BatchName: z.string(),
  /** The code's last four symbols (the code itself is never kept). */
  CodeHint: z.string(),
  CustomerId: z.number().int(),
  CustomerEmail: z.string().nullable(),
  CustomerName: z.string(),
  ClaimedAt: z.string(),
});
export type RedeemClaim = z.infer<typeof RedeemClaimSchema>;

/** Claims of one batch, or of every batch (newest first). */
export const RedeemClaimListQuerySchema = AdminListQuerySchema.extend({
  BatchId: z.coerce.number().int().positive().optional(),
});

// ---------------------------------------------------------------- coupons

export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{4,32}$/;
export const CouponKindSchema = z.enum(['percent', 'amount']);
const IdListSchema = z.array(z.number().int().positive()).max(500);

export const AdminCouponSchema = z.object({
  Id: z.number().int(),
  Code: z.string(),
  DescriptionTh: z.string(),
  DescriptionEn: z.string(),
  Kind: CouponKindSchema,
  Percent: z.number().int().nullable(),
  AmountSatang: z.number().int().nullable(),
  MaxDiscountSatang: z.number().int().nullable(),
  MinSpendSatang: z.number().int(),
  StartsAt: z.string().nullable(),
  EndsAt: z.string().nullable(),
  UsageLimit: z.number().int().nullable(),
  PerCustomerLimit: z.number().int(),
  /** Uses held by pending orders plus uses of paid orders. */
  UsedCount: z.number().int(),
  BookIds: z.array(z.number().int()),
  CategoryIds: z.array(z.number().int()),
  PublisherIds: z.array(z.number().int()),
  Active: z.boolean(),
  CreatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const CouponListQuerySchema = AdminListQuerySchema.extend({
  Active: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** What staff may set on a coupon; the rules between fields are checked by the API. */
const couponFields = {
  DescriptionTh: z.string().trim().max(200).nullish(),
  DescriptionEn: z.string().trim().max(200).nullish(),
  Kind: CouponKindSchema,
  Percent: z.number().int().min(1).max(100).nullish(),
  AmountSatang: SatangSchema.nullish(),
  MaxDiscountSatang: SatangSchema.nullish(),
  MinSpendSatang: z.number().int().min(0).max(100_000_000).nullish(),
  StartsAt: IsoDateTimeSchema.nullish(),
  EndsAt: IsoDateTimeSchema.nullish(),
  UsageLimit: z.number().int().min(1).max(100_000_000).nullish(),
  PerCustomerLimit: z.number().int().min(1).max(1000).nullish(),
  BookIds: IdListSchema.nullish(),
  CategoryIds: IdListSchema.nullish(),
  PublisherIds: IdListSchema.nullish(),
  Active: z.boolean().nullish(),
};

export const CouponCreateBodySchema = z
  .object({ Code: z.string().trim().min(1).max(40), ...couponFields })
  .strict();
export type CouponCreateBody = z.infer<typeof CouponCreateBodySchema>;

/** The fields that change (the code itself never does: customers and orders hold it). */
export const CouponUpdateBodySchema = z
  .object({ ...couponFields, Kind: CouponKindSchema.optional() })
  .strict();
export type CouponUpdateBody = z.infer<typeof CouponUpdateBodySchema>;

// ---------------------------------------------------------------- coin grants

export const CoinGrantSchema = z.object({
  /** The coin batch credited. */
  Id: z.number().int(),
  CustomerId: z.number().int(),
  CustomerEmail: z.string().nullable(),
  CoinsSatang: z.number().int(),
  RemainingSatang: z.number().int(),
  ExpiresAt: z.string(),
  /** What the customer reads in their coin history, if staff wrote it. */
  CustomerNote: z.string().nullable(),
  Reason: z.string().nullable(),
  GrantedBy: z.string().nullable(),
  CreatedAt: z.string(),
});
export type CoinGrant = z.infer<typeof CoinGrantSchema>;

export const CoinGrantListQuerySchema = AdminListQuerySchema.extend({
  CustomerId: z.coerce.number().int().positive().optional(),
});

export const CoinGrantBodySchema = z
  .object({
    /** The customer, by id or by e-mail (exactly one). */
    CustomerId: z.number().int().positive().nullish(),
    CustomerEmail: z.string().trim().max(254).nullish(),
    CoinsSatang: SatangSchema,
    ValidDays: z.number().int().min(1).max(3650).default(365),
    /** Why (the audit log); not shown to the customer. */
    Reason: AdminReasonSchema,
    /** Shown in the customer's coin history ("Coins from the store: ..."); optional. */
    CustomerNote: z.string().trim().max(200).nullish(),
    /**
     * Chosen by the form once: a second request with the same key (a double click, a retry)
     * grants nothing more and answers the first grant.
     */
    ClientKey: z.uuid(),
  })
  .strict();
export type CoinGrantBody = z.infer<typeof CoinGrantBodySchema>;

// ---------------------------------------------------------------- coin packs

export const AdminCoinPackSchema = z.object({
  Id: z.number().int(),
  NameTh: z.string(),
  NameEn: z.string(),
  PriceSatang: z.number().int(),
  CoinsSatang: z.number().int(),
  BonusSatang: z.number().int(),
  ValidDays: z.number().int(),
  Active: z.boolean(),
  SortOrder: z.number().int(),
});
export type AdminCoinPack = z.infer<typeof AdminCoinPackSchema>;

/** Coins are sold at par (1 coin = ฿1): a pack gives as many coins as it costs, plus its bonus. */
const coinPackFields = {
  NameTh: z.string().trim().min(1).max(120),
  NameEn: z.string().trim().min(1).max(120),
  PriceSatang: SatangSchema,
  BonusSatang: z.number().int().min(0).max(100_000_000).default(0),
  ValidDays: z.number().int().min(1).max(3650).default(365),
  Active: z.boolean().default(true),
  SortOrder: z.number().int().min(0).max(1000).default(0),
};

export const CoinPackCreateBodySchema = z.object(coinPackFields).strict();
export type CoinPackCreateBody = z.infer<typeof CoinPackCreateBodySchema>;

/**
 * Names, order and whether it is on sale change; its terms (price, bonus, validity) never do (an
 * order awaiting payment is credited with them): the API answers 409 saying so.
 */
export const CoinPackUpdateBodySchema = z
  .object({
    NameTh: coinPackFields.NameTh.optional(),
    NameEn: coinPackFields.NameEn.optional(),
    PriceSatang: SatangSchema.optional(),
    BonusSatang: z.number().int().min(0).max(100_000_000).optional(),
    ValidDays: z.number().int().min(1).max(3650).optional(),
    Active: z.boolean().optional(),
    SortOrder: z.number().int().min(0).max(1000).optional(),
  })
  .strict();
export type CoinPackUpdateBody = z.infer<typeof CoinPackUpdateBodySchema>;

// ---------------------------------------------------------------- the calls

const BatchIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
const IdParamsSchema = BatchIdParamsSchema;

export const PROMOTIONS_ADMIN_ROUTES = {
  adminRedeemBatchList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/redeem-batches',
    access: 'staff',
    permission: 'promotions.read',
    query: RedeemBatchListQuerySchema,
    response: envelope(adminPage(RedeemBatchSchema)),
  }),
  adminRedeemBatchGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/redeem-batches/:id',
    access: 'staff',
    permission: 'promotions.read',
    params: BatchIdParamsSchema,
    response: envelope(RedeemBatchSchema),
  }),
  adminRedeemBatchCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/redeem-batches',
    access: 'staff',
    permission: 'promotions.write',
    body: RedeemBatchCreateBodySchema,
    response: envelope(RedeemBatchSchema),
  }),
  /**
   * The batch's plain codes as CSV, exactly once: they are erased as they are handed over, and
   * every later call answers 409.
   */
  adminRedeemBatchExport: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/redeem-batches/:id/export',
    access: 'staff',
    permission: 'promotions.write',
    params: BatchIdParamsSchema,
    response: z.string(),
    file: true,
  }),
  adminRedeemBatchDisable: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/redeem-batches/:id/disable',
    access: 'staff',
    permission: 'promotions.write',
    params: BatchIdParamsSchema,
    body: RedeemBatchDisableBodySchema,
    response: envelope(RedeemBatchSchema),
  }),
  adminRedeemClaimList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/redeem-claims',
    access: 'staff',
    permission: 'promotions.read',
    query: RedeemClaimListQuerySchema,
    response: envelope(adminPage(RedeemClaimSchema)),
  }),
  adminCouponList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/coupons',
    access: 'staff',
    permission: 'promotions.read',
    query: CouponListQuerySchema,
    response: envelope(adminPage(AdminCouponSchema)),
  }),
  adminCouponGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/coupons/:id',
    access: 'staff',
    permission: 'promotions.read',
    params: IdParamsSchema,
    response: envelope(AdminCouponSchema),
  }),
  adminCouponCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/coupons',
    access: 'staff',
    permission: 'promotions.write',
    body: CouponCreateBodySchema,
    response: envelope(AdminCouponSchema),
  }),
  adminCouponUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/coupons/:id',
    access: 'staff',
    permission: 'promotions.write',
    params: IdParamsSchema,
    body: CouponUpdateBodySchema,
    response: envelope(AdminCouponSchema),
  }),
  adminCoinGrantList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/coin-grants',
    access: 'staff',
    permission: 'promotions.read',
    query: CoinGrantListQuerySchema,
    response: envelope(adminPage(CoinGrantSchema)),
  }),
  adminCoinGrantCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/coin-grants',
    access: 'staff',
    permission: 'promotions.write',
    body: CoinGrantBodySchema,
    response: envelope(CoinGrantSchema),
  }),

  adminCoinPackList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/coin-packs',
    access: 'staff',
    permission: 'promotions.read',
    query: AdminListQuerySchema,
    response: envelope(adminPage(AdminCoinPackSchema)),
  }),
  adminCoinPackGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/coin-packs/:id',
    access: 'staff',
    permission: 'promotions.read',
    params: IdParamsSchema,
    response: envelope(AdminCoinPackSchema),
  }),
  adminCoinPackCreate: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/coin-packs',
    access: 'staff',
    permission: 'promotions.write',
    body: CoinPackCreateBodySchema,
    response: envelope(AdminCoinPackSchema),
  }),
  adminCoinPackUpdate: adminRoute({
    service: 'admin',
    method: 'PATCH',
    path: '/admin/v1/coin-packs/:id',
    access: 'staff',
    permission: 'promotions.write',
    params: IdParamsSchema,
    body: CoinPackUpdateBodySchema,
    response: envelope(AdminCoinPackSchema),
  }),
} as const;
