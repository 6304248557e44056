import { z } from 'zod';
import { AddressSchema, FormValueSchema } from './address.js';
import {
  NamedRefSchema,
  PageNumberSchema,
  PagingSchema,
  PictureSchema,
  PriceSchema,
} from './catalog.js';
import { envelope } from './envelope.js';

/**
 * Checkout, payments and orders (docs/buying.md §17). Money is integer satang in `…Value` fields;
 * times are ISO 8601 with an offset.
 */

export const ORDER_STATUSES = ['PD', 'AP', 'CR', 'RR'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_HISTORY_TYPES = ['ALL', ...ORDER_STATUSES] as const;

export const PAYMENT_METHOD_CODES = [
  'demo_card',
  'demo_promptpay',
  'demo_counter',
  'omise_card',
  'omise_promptpay',
  'omise_mobile_banking',
  'pgw_card',
  'pgw_123',
  'coins',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
export const PAYMENT_PROVIDERS = ['demo', 'omise', 'pgw', 'store'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const MOBILE_BANKS = ['scb', 'kbank', 'bbl', 'bay', 'ktb'] as const;
export type MobileBank = (typeof MOBILE_BANKS)[number];
export const CONFIRM_CALLS = [
  'confirmorderomise',
  'confirmorder123payment',
  'confirmorderpgwpayment',
  'confirmorderdemo',
  'confirmordercoins',
] as const;
export type ConfirmCall = (typeof CONFIRM_CALLS)[number];

export const PAYMENT_STATUSES = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
  'superseded',
  'abandoned',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The header that makes a confirm or repay safe to retry (docs/buying.md §6.2). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

const VatCategorySchema = z.enum(['standard', 'exempt']);

/** A line as checkout and orders show it. */
export const CheckoutLineSchema = z.object({
  Id: z.int(),
  ProductId: z.int(),
  Kind: z.enum(['book', 'coin_pack']),
  Name: z.string(),
  DefaultPictureModel: PictureSchema,
  Authors: z.array(NamedRefSchema),
  /** The shelf price, VAT included. */
  ProductPrice: PriceSchema,
  /** This line's share of the coupon. */
  DiscountValue: z.int(),
  TotalValue: z.int(),
  VatCategory: VatCategorySchema,
  VatRate: z.int(),
  /** VAT within `TotalValue`. */
  VatValue: z.int(),
  NetValue: z.int(),
  IsGift: z.boolean(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

export const TotalsSchema = z.object({
  SubTotalValue: z.int(),
  DiscountValue: z.int(),
  /** What the books cost, VAT included. */
  TotalValue: z.int(),
  VatValue: z.int(),
  NetValue: z.int(),
  /** Net of standard-rate lines. */
  TaxableNetValue: z.int(),
  /** Total of VAT-exempt lines. */
  VatExemptValue: z.int(),
  /** Coins applied (a means of payment, VAT unchanged). */
  CoinsValue: z.int(),
  /** What a gateway charges. */
  AmountDueValue: z.int(),
});
export type Totals = z.infer<typeof TotalsSchema>;

export const AppliedCouponSchema = z.object({
  Code: z.string(),
  Description: z.string(),
  DiscountValue: z.int(),
});
export type AppliedCoupon = z.infer<typeof AppliedCouponSchema>;

export const CHECKOUT_PROBLEMS = [
  'EMPTY',
  'BOOK_UNAVAILABLE',
  'ALREADY_OWNED',
  'IN_PENDING_ORDER',
  'COUPON_INVALID',
  'COUPON_MIN_SPEND',
  'COUPON_USED_UP',
  'NO_PAYMENT_METHOD',
  'BELOW_MINIMUM',
  'NOT_ENOUGH_COINS',
] as const;
export const ProblemSchema = z.object({
  Code: z.enum(CHECKOUT_PROBLEMS),
  Message: z.string(),
  ProductId: z.int().nullable(),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const SlipSchema = z.object({
  Ref1: z.string(),
  Ref2: z.string(),
  BarcodeData: z.string(),
  AmountValue: z.int(),
  ExpiresAt: z.string(),
  Instructions: z.array(z.string()),
});

export const NextActionSchema = z.object({
  Action: z.enum(['redirect', 'show_qr', 'show_slip', 'wait', 'done', 'retry']),
  /** 3-D Secure, the bank's app, 2C2P's page, the demo gateway's page. */
  RedirectUrl: z.string().nullable(),
  /** A PromptPay QR: an image URL, or the payload to draw (`QrPayload`). */
  QrImageUrl: z.string().nullable(),
  QrPayload: z.string().nullable(),
  QrExpiresAt: z.string().nullable(),
  Slip: SlipSchema.nullable(),
});
export type NextAction = z.infer<typeof NextActionSchema>;

export const PaymentAttemptSchema = z.object({
  PaymentId: z.string(),
  Method: z.enum(PAYMENT_METHOD_CODES),
  MethodName: z.string(),
  Status: z.enum(PAYMENT_STATUSES),
  AmountValue: z.int(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  FailureMessage: z.string().nullable(),
  Next: NextActionSchema.nullable(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

// GET /v2/checkout/checkoutbook, verify-checkout, getpaymentmethods: `coinPackId` or `giftProductId`
export const CheckoutQuerySchema = z
  .object({
    coinPackId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    giftProductId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  })
  .strict();
export type CheckoutQuery = z.infer<typeof CheckoutQuerySchema>;

export const CheckoutSchema = z.object({
  Source: z.enum(['basket', 'coin_pack', 'gift']),
  Items: z.array(CheckoutLineSchema),
  Coupon: AppliedCouponSchema.nullable(),
  Coins: z.object({
    BalanceValue: z.int(),
    UseCoins: z.boolean(),
    AppliedValue: z.int(),
    MaxUsableValue: z.int(),
  }),
  Totals: TotalsSchema,
  TaxInvoice: z.object({ Requested: z.boolean(), Address: AddressSchema.nullable() }),
  Notices: z.array(z.string()),
  Problems: z.array(ProblemSchema),
  CanConfirm: z.boolean(),
  /** Send back in `confirmorder*`: a different basket or price answers 409. */
  CheckoutVersion: z.string(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;
export const CheckoutResponseSchema = envelope(CheckoutSchema);

// POST /v2/checkout/userewardpoints
export const UseCoinsBodySchema = z
  .object({ Data: z.object({ UseCoins: z.boolean() }).strict() })
  .strict();
export type UseCoinsBody = z.infer<typeof UseCoinsBodySchema>;

export const PaymentMethodInfoSchema = z.object({
  Code: z.enum(PAYMENT_METHOD_CODES),
  Provider: z.enum(PAYMENT_PROVIDERS),
  Kind: z.enum(['card', 'promptpay', 'mobile_banking', 'card_page', 'counter', 'coins']),
  Name: z.string(),
  Description: z.string(),
  ConfirmCall: z.enum(CONFIRM_CALLS),
  MinAmountValue: z.int(),
  MaxAmountValue: z.int().nullable(),
  WindowMinutes: z.int(),
  Banks: z.array(z.object({ Code: z.enum(MOBILE_BANKS), Name: z.string() })),
  /** Omise's public key for Omise.js (omise_card only). */
  PublicKey: z.string().nullable(),
  Available: z.boolean(),
  UnavailableReason: z.string().nullable(),
});
export type PaymentMethodInfo = z.infer<typeof PaymentMethodInfoSchema>;
export const PaymentMethodsSchema = z.object({
  AmountDueValue: z.int(),
  Methods: z.array(PaymentMethodInfoSchema),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;
export const PaymentMethodsResponseSchema = envelope(PaymentMethodsSchema);

export const ConsecutiveOrderSchema = z.object({
  CanPlaceOrder: z.boolean(),
  WaitSeconds: z.int(),
  PendingOrder: z
    .object({
      OrderId: z.int(),
      OrderNumber: z.string(),
      TotalValue: z.int(),
      AmountDueValue: z.int(),
      ExpiresAt: z.string().nullable(),
      ContainsSameBooks: z.boolean(),
    })
    .nullable(),
  Message: z.string().nullable(),
});
export type ConsecutiveOrder = z.infer<typeof ConsecutiveOrderSchema>;
export const ConsecutiveOrderResponseSchema = envelope(ConsecutiveOrderSchema);

export const GiftInputSchema = z
  .object({
    ProductId: z.int().min(1).max(2_147_483_647),
    RecipientEmail: z.string().trim().max(254),
    RecipientName: z.string().trim().min(1).max(120),
    Message: z.string().trim().max(300).optional(),
  })
  .strict();
export type GiftInput = z.infer<typeof GiftInputSchema>;

const confirmFields = {
  CheckoutVersion: z.string().min(1).max(64),
  CoinPackId: z.int().min(1).max(2_147_483_647).optional(),
  Gift: GiftInputSchema.optional(),
};
const confirmBody = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ Data: z.object({ ...confirmFields, ...shape }).strict() }).strict();

export const ConfirmOmiseBodySchema = confirmBody({
  PaymentMethod: z.enum(['omise_card', 'omise_promptpay', 'omise_mobile_banking']),
  CardToken: z.string().max(100).optional(),
  Bank: z.enum(MOBILE_BANKS).optional(),
});
export const Confirm123BodySchema = confirmBody({ PaymentMethod: z.literal('pgw_123') });
export const ConfirmPgwBodySchema = confirmBody({ PaymentMethod: z.literal('pgw_card') });
export const ConfirmDemoBodySchema = confirmBody({
  PaymentMethod: z.enum(['demo_card', 'demo_promptpay', 'demo_counter']),
});
export const ConfirmCoinsBodySchema = confirmBody({});
export type ConfirmBody = {
  Data: {
    CheckoutVersion: string;
    CoinPackId?: number;
    Gift?: GiftInput;
    PaymentMethod?: PaymentMethodCode;
    CardToken?: string;
    Bank?: MobileBank;
  };
};

export const PlacedOrderSchema = z.object({
  OrderId: z.int(),
  OrderNumber: z.string(),
  Status: z.enum(ORDER_STATUSES),
  StatusText: z.string(),
  Totals: TotalsSchema,
  Payment: PaymentAttemptSchema.nullable(),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;
export const PlacedOrderResponseSchema = envelope(PlacedOrderSchema);

// GET /v2/checkout/completed?orderId=
export const OrderIdQuerySchema = z
  .object({ orderId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();
export const CancelReasonSchema = z.enum(['customer', 'staff', 'expired']);
export const CompletedSchema = z.object({
  OrderId: z.int(),
  OrderNumber: z.string(),
  Status: z.enum(ORDER_STATUSES),
  StatusText: z.string(),
  CancelReason: CancelReasonSchema.nullable(),
  IsPaid: z.boolean(),
  Items: z.array(CheckoutLineSchema),
  Totals: TotalsSchema,
  Payment: PaymentAttemptSchema.nullable(),
  ReceiptNumber: z.string().nullable(),
  ReceiptUrl: z.string().nullable(),
  /** Seconds until the page asks again, while a payment is pending. */
  PollAfterSeconds: z.int().nullable(),
});
export type Completed = z.infer<typeof CompletedSchema>;
export const CompletedResponseSchema = envelope(CompletedSchema);

// GET /v2/order/history-details?orderHistoryTypes=&pageNumber=
export const OrderHistoryQuerySchema = z
  .object({
    orderHistoryTypes: z.enum(ORDER_HISTORY_TYPES).default('ALL'),
    pageNumber: PageNumberSchema,
  })
  .strict();
export type OrderHistoryQuery = z.infer<typeof OrderHistoryQuerySchema>;
export const OrderSummarySchema = z.object({
  Id: z.int(),
  OrderNumber: z.string(),
  CreatedAt: z.string(),
  Status: z.enum(ORDER_STATUSES),
  StatusText: z.string(),
  CancelReason: CancelReasonSchema.nullable(),
  TotalValue: z.int(),
  CoinsValue: z.int(),
  AmountDueValue: z.int(),
  ItemCount: z.int(),
  Items: z.array(
    z.object({ ProductId: z.int(), Name: z.string(), DefaultPictureModel: PictureSchema }),
  ),
  PaymentMethodName: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  CanCancel: z.boolean(),
  CanRepay: z.boolean(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderHistorySchema = z.object({
  Orders: z.array(OrderSummarySchema),
  Paging: PagingSchema,
});
export type OrderHistory = z.infer<typeof OrderHistorySchema>;
export const OrderHistoryResponseSchema = envelope(OrderHistorySchema);

export const OrderIdParamsSchema = z
  .object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) })
  .strict();

export const ReceiptRefSchema = z.object({
  Kind: z.enum(['abbreviated', 'full', 'receipt', 'credit_note']),
  Number: z.string(),
  IssuedAt: z.string(),
  PdfUrl: z.string(),
  /** The signed e-Tax Invoice (PDF/A-3 with ETDA's XML) of a full tax invoice; null otherwise. */
  EtaxUrl: z.string().nullable().optional(),
});
export const OrderDetailsSchema = z.object({
  Id: z.int(),
  OrderNumber: z.string(),
  Source: z.enum(['basket', 'coin_pack', 'gift']),
  Status: z.enum(ORDER_STATUSES),
  StatusText: z.string(),
  CancelReason: CancelReasonSchema.nullable(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  RefundedAt: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  Items: z.array(
    CheckoutLineSchema.extend({
      CanDownload: z.boolean(),
      Duplicate: z.boolean(),
      Gift: z
        .object({
          RecipientEmailMasked: z.string(),
          RecipientName: z.string(),
          Claimed: z.boolean(),
        })
        .nullable(),
    }),
  ),
  Totals: TotalsSchema,
  Coupon: AppliedCouponSchema.nullable(),
  Payments: z.array(PaymentAttemptSchema),
  Refunds: z.array(
    z.object({
      AmountValue: z.int(),
      Method: z.enum(['gateway', 'coins', 'manual']),
      Status: z.enum(['pending', 'succeeded', 'failed']),
      Reason: z.string(),
      CreatedAt: z.string(),
      CompletedAt: z.string().nullable(),
    }),
  ),
  Receipts: z.array(ReceiptRefSchema),
  TaxInvoice: z
    .object({
      Requested: z.boolean(),
      BuyerName: z.string().nullable(),
      TaxIdMasked: z.string().nullable(),
      Branch: z.string().nullable(),
    })
    .nullable(),
  CanCancel: z.boolean(),
  CanRepay: z.boolean(),
});
export type OrderDetails = z.infer<typeof OrderDetailsSchema>;
export const OrderDetailsResponseSchema = envelope(OrderDetailsSchema);

// POST /v2/order/cancelorder {"FormValues":[{"Key":"orderId","Value":"17"}]} (spec §3)
export const CANCEL_ORDER_KEY = 'orderId';
export const CancelOrderBodySchema = z
  .object({ FormValues: z.array(FormValueSchema.strict()).min(1).max(10) })
  .strict();
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;
export const CancelledOrderSchema = z.object({
  OrderId: z.int(),
  Status: z.literal('CR'),
  StatusText: z.string(),
  CoinsReturnedValue: z.int(),
  Message: z.string(),
});
export type CancelledOrder = z.infer<typeof CancelledOrderSchema>;
export const CancelledOrderResponseSchema = envelope(CancelledOrderSchema);

// POST /v2/order/can-repayment {"Data":{"OrderId":17}} (spec §3)
export const CanRepayBodySchema = z
  .object({ Data: z.object({ OrderId: z.int().min(1).max(Number.MAX_SAFE_INTEGER) }).strict() })
  .strict();
export const CanRepaySchema = z.object({
  OrderId: z.int(),
  CanRepay: z.boolean(),
  Reason: z.string().nullable(),
  AmountDueValue: z.int(),
  ExpiresAt: z.string().nullable(),
  Methods: z.array(z.enum(PAYMENT_METHOD_CODES)),
});
export type CanRepay = z.infer<typeof CanRepaySchema>;
export const CanRepayResponseSchema = envelope(CanRepaySchema);

const changeBody = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      Data: z.object({ OrderId: z.int().min(1).max(Number.MAX_SAFE_INTEGER), ...shape }).strict(),
    })
    .strict();
export const ChangeOmisePaymentBodySchema = changeBody({
  PaymentMethod: z.enum(['omise_card', 'omise_promptpay', 'omise_mobile_banking']),
  CardToken: z.string().max(100).optional(),
  Bank: z.enum(MOBILE_BANKS).optional(),
});
export const Change123PaymentBodySchema = changeBody({ PaymentMethod: z.literal('pgw_123') });
export const ChangePgwPaymentBodySchema = changeBody({ PaymentMethod: z.literal('pgw_card') });
export const ChangeDemoPaymentBodySchema = changeBody({
  PaymentMethod: z.enum(['demo_card', 'demo_promptpay', 'demo_counter']),
});
export type ChangePaymentBody = {
  Data: {
    OrderId: number;
    PaymentMethod: PaymentMethodCode;
    CardToken?: string;
    Bank?: MobileBank;
  };
};

/** The demo gateway's tester page (docs/buying.md §8). */
export const DEMO_OUTCOMES = ['success', 'failure', 'pending_then_paid', 'expire'] as const;
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number];
export const DemoChargeIdParamsSchema = z
  .object({ id: z.string().regex(/^dchg_[A-Za-z0-9]{10,30}$/) })
  .strict();
export const DemoChargeViewSchema = z.object({
  Id: z.string(),
  AmountValue: z.int(),
  Currency: z.string(),
  Method: z.enum(['card', 'promptpay', 'counter']),
  Status: z.enum(['pending', 'successful', 'failed', 'expired']),
  Description: z.string(),
  OrderNumber: z.string().nullable(),
  ExpiresAt: z.string(),
  ReturnUri: z.string(),
});
export type DemoChargeView = z.infer<typeof DemoChargeViewSchema>;
export const DemoChargeViewResponseSchema = envelope(DemoChargeViewSchema);
export const DemoPayBodySchema = z
  .object({ Data: z.object({ Outcome: z.enum(DEMO_OUTCOMES) }).strict() })
  .strict();
export const DemoPayResultSchema = z.object({
  Status: z.enum(['pending', 'successful', 'failed', 'expired']),
  /** Where the browser goes next (card outcomes: the store's return page). */
  ReturnUri: z.string().nullable(),
});
export const DemoPayResultResponseSchema = envelope(DemoPayResultSchema);

// GET /v2/checkout/coinpacks (ours): coin packs, bought through checkout with `coinPackId`.
export const CoinPackSchema = z.object({
  Id: z.int(),
  Name: z.string(),
  ProductPrice: PriceSchema,
  /** Coins credited (satang: 1 coin = ฿1 = 100), bonus included in neither. */
  CoinsValue: z.int(),
  BonusCoinsValue: z.int(),
  /** Days the coins stay valid after the pack is paid. */
  ValidDays: z.int(),
});
export type CoinPack = z.infer<typeof CoinPackSchema>;
export const CoinPacksSchema = z.object({ Packs: z.array(CoinPackSchema) });
export type CoinPacks = z.infer<typeof CoinPacksSchema>;
export const CoinPacksResponseSchema = envelope(CoinPacksSchema);
