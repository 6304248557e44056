import { z } from 'zod';
import { PageNumberSchema, PagingSchema, ProductOverviewSchema } from './catalog.js';
import { envelope } from './envelope.js';

/** Coins that expire together: how many (satang: 1 coin = ฿1 = 100) and when. */
export const CoinExpirySchema = z.object({ AmountValue: z.int(), ExpiresAt: z.string() });

// GET /v2/customer/coin/balance
export const CoinBalanceSchema = z.object({
  /** Coins that can be spent now (satang). */
  BalanceValue: z.int(),
  /** The coins that expire first, or null when there are none. */
  NextExpiry: CoinExpirySchema.nullable(),
});
export type CoinBalance = z.infer<typeof CoinBalanceSchema>;
export const CoinBalanceResponseSchema = envelope(CoinBalanceSchema);

// GET /v2/customer/coin/expire
export const CoinExpiryDataSchema = z.object({
  NextExpiry: CoinExpirySchema.nullable(),
  /** Every date coins expire in the next 90 days, soonest first. */
  Upcoming: z.array(CoinExpirySchema),
});
export type CoinExpiryData = z.infer<typeof CoinExpiryDataSchema>;
export const CoinExpiryResponseSchema = envelope(CoinExpiryDataSchema);

export const COIN_HISTORY_KINDS = [
  'top_up',
  'purchase_reward',
  'redeem',
  'staff',
  'refund',
  'spend',
  'release',
  'expire',
  'clawback',
] as const;

// GET /v2/order/coins-history?pageNumber=
export const CoinsHistoryQuerySchema = z.object({ pageNumber: PageNumberSchema }).strict();
export const CoinHistoryEntrySchema = z.object({
  Id: z.int(),
  CreatedAt: z.string(),
  Kind: z.enum(COIN_HISTORY_KINDS),
  /** + credit, − debit (satang). */
  AmountValue: z.int(),
  /** What happened, in the caller's language. */
  Description: z.string(),
  OrderId: z.int().nullable(),
  /** When the coins credited expire (credits only). */
  ExpiresAt: z.string().nullable(),
});
export type CoinHistoryEntry = z.infer<typeof CoinHistoryEntrySchema>;
export const CoinHistorySchema = z.object({
  Entries: z.array(CoinHistoryEntrySchema),
  Paging: PagingSchema,
});
export type CoinHistory = z.infer<typeof CoinHistorySchema>;
export const CoinHistoryResponseSchema = envelope(CoinHistorySchema);

// POST /v1/redeem/validate and /v1/redeem/claim (second API, bearer token: spec §6)
export const RedeemBodySchema = z
  .object({ Data: z.object({ Code: z.string().trim().min(1).max(64) }).strict() })
  .strict();
export type RedeemBody = z.infer<typeof RedeemBodySchema>;

/** What a code gives, before or after it is claimed. */
export const RedeemPreviewSchema = z.object({
  Kind: z.enum(['book', 'coins', 'coupon']),
  /** A book code's book, as a card. */
  Book: ProductOverviewSchema.nullable(),
  /** A book code whose book the caller owns: a claim would be refused. */
  AlreadyOwned: z.boolean(),
  /** A coins code: how many (satang) and, claimed now, until when. */
  CoinsValue: z.int().nullable(),
  CoinsExpireAt: z.string().nullable(),
  /** A gift bought for the caller (docs/buying.md §13.4): who sent it and their words. */
  IsGift: z.boolean(),
  GiftFrom: z.string().nullable(),
  GiftMessage: z.string().nullable(),
});
export type RedeemPreview = z.infer<typeof RedeemPreviewSchema>;
export const RedeemPreviewResponseSchema = envelope(RedeemPreviewSchema);

export const RedeemResultSchema = RedeemPreviewSchema.extend({
  /** What the claim did, in the caller's language. */
  Message: z.string(),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;
export const RedeemResultResponseSchema = envelope(RedeemResultSchema);
