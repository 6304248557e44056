import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminListQuerySchema, AdminOkSchema, AdminReasonSchema, adminPage } from './common.js';
import { adminRoute } from './route.js';

/**
 * Orders in the back office (issue 24, docs/back-office.md "Orders and refunds"): the order list
 * and one order with everything that happened to it, refunds (whole order or some lines, to
 * coins or to the gateway that took the money), refunds staff carry out by hand, resending the
 * receipt, a full tax invoice issued afterwards, a gift's code sent again, a book granted or
 * taken back with a reason, and the nightly reconciliation's problems. Money is in satang.
 */

/** `EX` (expired) is its own status here: staff see what the customer sees as "cancelled". */
export const AdminOrderStatusSchema = z.enum(['PD', 'AP', 'CR', 'EX', 'RR']);
export type AdminOrderStatus = z.infer<typeof AdminOrderStatusSchema>;

/** Who took the money: a gateway, or `coins` (orders paid with coins alone). */
export const AdminOrderGatewaySchema = z.enum(['demo', 'omise', 'pgw', 'coins']);

export const AdminOrderSourceSchema = z.enum(['basket', 'coin_pack', 'gift']);

export const AdminOrderListItemSchema = z.object({
  Id: z.number().int(),
  OrderNumber: z.string(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
  Status: AdminOrderStatusSchema,
  StatusText: z.string(),
  Source: AdminOrderSourceSchema,
  CustomerId: z.number().int(),
  CustomerEmail: z.string().nullable(),
  CustomerName: z.string(),
  TotalSatang: z.number().int(),
  CoinsSatang: z.number().int(),
  AmountDueSatang: z.number().int(),
  /** Given back by staff refunds so far (coins and gateway together). */
  RefundedSatang: z.number().int(),
  /** The gateway of the newest attempt, `coins` when coins paid it all. */
  Gateway: AdminOrderGatewaySchema.nullable(),
  MethodName: z.string().nullable(),
  ItemCount: z.number().int(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;

const IsoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * `Q`: an order number (`NS0000000123` or `123`) or a customer's exact e-mail. Every filter is
 * answered from an index; a list page never counts the whole table.
 */
export const AdminOrderListQuerySchema = AdminListQuerySchema.extend({
  Number: z.string().trim().max(20).optional(),
  Email: z.string().trim().max(320).optional(),
  CustomerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  BookId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  Status: AdminOrderStatusSchema.optional(),
  Gateway: AdminOrderGatewaySchema.optional(),
  From: IsoDateTimeSchema.optional(),
  To: IsoDateTimeSchema.optional(),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderLineSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(['book', 'coin_pack']),
  BookId: z.number().int().nullable(),
  CoinPackId: z.number().int().nullable(),
  Name: z.string(),
  PriceSatang: z.number().int(),
  DiscountSatang: z.number().int(),
  TotalSatang: z.number().int(),
  VatRate: z.number().int(),
  VatSatang: z.number().int(),
  IsGift: z.boolean(),
  GiftRecipientEmail: z.string().nullable(),
  /** Gifts: whether the recipient used the code. */
  GiftClaimed: z.boolean().nullable(),
  /** Owned already when the order was paid: its amount went back as coins then. */
  Duplicate: z.boolean(),
  /** The staff refund that gave this line back. */
  RefundId: z.number().int().nullable(),
  /** Whether a refund may still take this line. */
  Refundable: z.boolean(),
  /** Book lines: the book is on the buyer's shelf through this order. */
  OnShelf: z.boolean(),
});
export type AdminOrderLine = z.infer<typeof AdminOrderLineSchema>;

export const AdminOrderPaymentSchema = z.object({
  Id: z.string(),
  AttemptNo: z.number().int(),
  Provider: z.string(),
  Method: z.string(),
  MethodName: z.string(),
  Status: z.string(),
  AmountSatang: z.number().int(),
  ProviderRef: z.string().nullable(),
  /** Money that came for an order that could no longer take it (refunded, never granted). */
  Late: z.boolean(),
  FailureCode: z.string().nullable(),
  FailureMessage: z.string().nullable(),
  CreatedAt: z.string(),
  PaidAt: z.string().nullable(),
});

export const AdminOrderEventSchema = z.object({
  Provider: z.string(),
  EventId: z.string(),
  PaymentId: z.string().nullable(),
  ProviderRef: z.string().nullable(),
  ReceivedAt: z.string(),
});

export const AdminOrderReceiptSchema = z.object({
  Id: z.number().int(),
  Kind: z.enum(['abbreviated', 'full', 'receipt', 'credit_note']),
  Number: z.string(),
  IssuedAt: z.string(),
  TotalSatang: z.number().int(),
  RefundId: z.number().int().nullable(),
  /** A sale document replaced by another (a full tax invoice issued afterwards). */
  VoidedAt: z.string().nullable(),
});

export const RefundReasonKindSchema = z.enum(['late_payment', 'duplicate_payment', 'staff']);
export const RefundMethodSchema = z.enum(['coins', 'gateway', 'manual']);
export const RefundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const AdminRefundSchema = z.object({
  Id: z.number().int(),
  OrderId: z.number().int(),
  OrderNumber: z.string(),
  /** `staff`, or money that came late or twice (refunded by the store itself). */
  Kind: RefundReasonKindSchema,
  Method: RefundMethodSchema,
  Status: RefundStatusSchema,
  AmountSatang: z.number().int(),
  /** The part credited as coins; the rest went (or goes) back through the gateway. */
  CoinsSatang: z.number().int(),
  GatewaySatang: z.number().int(),
  /** Reward coins of the order taken back with this refund. */
  ClawbackSatang: z.number().int(),
  Provider: z.string().nullable(),
  Note: z.string().nullable(),
  StaffEmail: z.string().nullable(),
  ProviderRef: z.string().nullable(),
  FailureMessage: z.string().nullable(),
  CreatedAt: z.string(),
  CompletedAt: z.string().nullable(),
  LineIds: z.array(z.number().int()),
  CreditNoteNumber: z.string().nullable(),
  CustomerEmail: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

export const AdminOrderEmailSchema = z.object({
  Event: z.string(),
  /** The job's state: `created`, `retry`, `active`, `completed`, `failed`, `cancelled`. */
  State: z.string(),
  CreatedAt: z.string(),
  CompletedAt: z.string().nullable(),
});

export const AdminOrderHistoryEntrySchema = z.object({
  At: z.string(),
  /** `created`, `paid`, `cancelled`, `expired`, or a staff action (`order.refund`, ...). */
  Kind: z.string(),
  Text: z.string(),
  StaffEmail: z.string().nullable(),
  Reason: z.string().nullable(),
});

export const AdminOrderSchema = AdminOrderListItemSchema.extend({
  Locale: z.string(),
  CancelReason: z.string().nullable(),
  CancelledAt: z.string().nullable(),
  RefundedAt: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  SubtotalSatang: z.number().int(),
  DiscountSatang: z.number().int(),
  VatSatang: z.number().int(),
  CouponCode: z.string().nullable(),
  TaxInvoice: z
    .object({
      Name: z.string(),
      TaxId: z.string().nullable(),
      Branch: z.string().nullable(),
      Address: z.string(),
    })
    .nullable(),
  /** The most a refund may still give back (the lines not refunded yet). */
  RefundableSatang: z.number().int(),
  /** Of that, what the gateway may still give back (the rest would go back as coins). */
  GatewayRefundableSatang: z.number().int(),
  /** Whether the gateway that took the money refunds by API (`pgw` refunds are made by hand). */
  GatewayRefundsByApi: z.boolean(),
  CanRefund: z.boolean(),
  /** Why not, in the staff member's language. */
  RefundBlockedReason: z.string().nullable(),
  Lines: z.array(AdminOrderLineSchema),
  Payments: z.array(AdminOrderPaymentSchema),
  Events: z.array(AdminOrderEventSchema),
  Receipts: z.array(AdminOrderReceiptSchema),
  Refunds: z.array(AdminRefundSchema),
  Emails: z.array(AdminOrderEmailSchema),
  History: z.array(AdminOrderHistoryEntrySchema),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderIdParamsSchema = z.object({ id: z.string().min(1).max(20) });

export const RefundDestinationSchema = z.enum(['coins', 'gateway']);

export const AdminOrderRefundBodySchema = z
  .object({
    /** The lines to give back; omitted or empty = every line not refunded yet (the whole order). */
    LineIds: z.array(z.number().int().positive()).max(500).optional(),
    /** `gateway`: the part paid by the gateway goes back there, the coins part as coins. */
    Destination: RefundDestinationSchema,
    Reason: AdminReasonSchema,
    /** Chosen by the form when it opens: the same key twice refunds once. */
    ClientKey: z.uuid(),
  })
  .strict();
export type AdminOrderRefundBody = z.infer<typeof AdminOrderRefundBodySchema>;

export const AdminOrderRefundResultSchema = z.object({
  RefundId: z.number().int(),
  /** True when this key had refunded already: the first answer, nothing done again. */
  Replayed: z.boolean(),
  Order: AdminOrderSchema,
});

export const AdminRefundListQuerySchema = AdminListQuerySchema.extend({
  Status: RefundStatusSchema.optional(),
  Method: RefundMethodSchema.optional(),
  Kind: RefundReasonKindSchema.optional(),
  /** Refunds staff still have to act on: pending ones made by hand, or that the gateway refused. */
  NeedsAction: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const AdminRefundIdParamsSchema = z.object({ id: z.string().min(1).max(20) });

/** Staff gave the money back by hand (the gateway's portal, a bank transfer). */
export const AdminRefundCompleteBodySchema = z
  .object({
    /** What staff did: the portal's reference, the transfer. */
    Reason: AdminReasonSchema,
    ProviderRef: z.string().trim().max(100).optional(),
  })
  .strict();

export const AdminOrderResendReceiptBodySchema = z
  .object({ Reason: AdminReasonSchema.optional() })
  .strict();

/** A full tax invoice issued afterwards: it replaces the order's abbreviated one (voided). */
export const AdminOrderTaxInvoiceBodySchema = z
  .object({
    Name: z.string().trim().min(1).max(200),
    /** 13 digits, the check digit verified. */
    TaxId: z
      .string()
      .trim()
      .regex(/^[0-9]{13}$/),
    /** Five digits, `00000` = head office. */
    Branch: z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/)
      .default('00000'),
    Address: z.string().trim().min(5).max(500),
    Reason: AdminReasonSchema,
  })
  .strict();
export type AdminOrderTaxInvoiceBody = z.infer<typeof AdminOrderTaxInvoiceBodySchema>;

export const AdminOrderLineParamsSchema = z.object({
  id: z.string().min(1).max(20),
  lineId: z.string().min(1).max(20),
});

/** A gift's code sent again (a new code replaces the old), to the same or a corrected address. */
export const AdminGiftResendBodySchema = z
  .object({
    RecipientEmail: z.string().trim().max(320).pipe(z.email()).optional(),
    Reason: AdminReasonSchema,
  })
  .strict();

/** A book put on a customer's shelf, or taken off it, by staff. */
export const AdminLibraryChangeBodySchema = z
  .object({
    CustomerId: z.number().int().positive().max(2_147_483_647),
    BookId: z.number().int().positive().max(2_147_483_647),
    Reason: AdminReasonSchema,
  })
  .strict();
export type AdminLibraryChangeBody = z.infer<typeof AdminLibraryChangeBodySchema>;

export const AdminLibraryChangeResultSchema = z.object({
  CustomerId: z.number().int(),
  BookId: z.number().int(),
  OnShelf: z.boolean(),
});

/** The nightly check that orders, payments, grants, receipts and coins add up (run on demand). */
export const AdminReconciliationSchema = z.object({
  CheckedAt: z.string(),
  Total: z.number().int(),
  Problems: z.array(z.object({ Kind: z.string(), Text: z.string(), Count: z.number().int() })),
});

export const ORDERS_ADMIN_ROUTES = {
  adminOrderList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/orders',
    access: 'staff',
    permission: 'orders.read',
    query: AdminOrderListQuerySchema,
    response: envelope(adminPage(AdminOrderListItemSchema)),
  }),
  adminOrderGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/orders/:id',
    access: 'staff',
    permission: 'orders.read',
    params: AdminOrderIdParamsSchema,
    response: envelope(AdminOrderSchema),
  }),
  /** A receipt, tax invoice or credit note of the order, as the customer gets it (PDF). */
  adminOrderReceiptPdf: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/orders/:id/receipts/:number',
    access: 'staff',
    permission: 'orders.read',
    params: z.object({ id: z.string().min(1).max(20), number: z.string().min(1).max(20) }),
    response: z.string(),
    file: true,
  }),
  adminOrderRefund: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/orders/:id/refunds',
    access: 'staff',
    permission: 'orders.refund',
    params: AdminOrderIdParamsSchema,
    body: AdminOrderRefundBodySchema,
    response: envelope(AdminOrderRefundResultSchema),
  }),
  adminOrderResendReceipt: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/orders/:id/resend-receipt',
    access: 'staff',
    permission: 'orders.manage',
    params: AdminOrderIdParamsSchema,
    body: AdminOrderResendReceiptBodySchema,
    response: envelope(AdminOkSchema),
  }),
  adminOrderTaxInvoice: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/orders/:id/tax-invoice',
    access: 'staff',
    permission: 'orders.manage',
    params: AdminOrderIdParamsSchema,
    body: AdminOrderTaxInvoiceBodySchema,
    response: envelope(AdminOrderSchema),
  }),
  adminOrderGiftResend: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/orders/:id/lines/:lineId/gift-resend',
    access: 'staff',
    permission: 'orders.manage',
    params: AdminOrderLineParamsSchema,
    body: AdminGiftResendBodySchema,
    response: envelope(AdminOkSchema),
  }),
  /** Refunds of every order: staff refunds, and late money the store gives back itself. */
  adminRefundList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/refunds',
    access: 'staff',
    permission: 'orders.read',
    query: AdminRefundListQuerySchema,
    response: envelope(adminPage(AdminRefundSchema)),
  }),
  adminRefundGet: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/refunds/:id',
    access: 'staff',
    permission: 'orders.read',
    params: AdminRefundIdParamsSchema,
    response: envelope(AdminRefundSchema),
  }),
  /** A refund made by hand (2C2P's portal, a bank transfer) is marked done. */
  adminRefundComplete: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/refunds/:id/complete',
    access: 'staff',
    permission: 'orders.refund',
    params: AdminRefundIdParamsSchema,
    body: AdminRefundCompleteBodySchema,
    response: envelope(AdminRefundSchema),
  }),
  adminLibraryGrant: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/library/grants',
    access: 'staff',
    permission: 'orders.manage',
    body: AdminLibraryChangeBodySchema,
    response: envelope(AdminLibraryChangeResultSchema),
  }),
  adminLibraryRevoke: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/library/revocations',
    access: 'staff',
    permission: 'orders.manage',
    body: AdminLibraryChangeBodySchema,
    response: envelope(AdminLibraryChangeResultSchema),
  }),
  adminReconciliation: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/reconciliation',
    access: 'staff',
    permission: 'orders.read',
    response: envelope(AdminReconciliationSchema),
  }),
} as const;
